/**
 * localStorage that never throws: private modes, disabled storage and full quotas must not break the app.
 * Failures are logged as warnings and the value is treated as absent (access-and-identity.md §8).
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`localStorage: could not read "${key}"`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`localStorage: could not save "${key}"`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`localStorage: could not remove "${key}"`, error);
  }
}
