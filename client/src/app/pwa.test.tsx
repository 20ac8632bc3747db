import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { linkManifest, MANIFEST_URL, registrationTime, SW_REGISTER_DELAY_MS } from './pwa';

describe('registrationTime (when the service worker registers, issue 19)', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for the first screen, then SW_REGISTER_DELAY_MS, then an idle moment', async () => {
    jest.useFakeTimers();
    let idle: (() => void) | undefined;
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => {
      idle = callback;
      return 1;
    };
    let drawn!: () => void;
    const firstScreen = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    let done = false;
    void registrationTime(firstScreen).then(() => {
      done = true;
    });

    await jest.advanceTimersByTimeAsync(60_000);
    expect(done).toBe(false); // the page loaded long ago, but the first screen is not drawn

    drawn();
    await jest.advanceTimersByTimeAsync(SW_REGISTER_DELAY_MS - 1);
    expect(done).toBe(false);
    expect(idle).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(idle).toBeDefined(); // the delay is over: it now asks for an idle moment
    expect(done).toBe(false);

    idle!();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('without requestIdleCallback (Safari), a timer after the delay', async () => {
    jest.useFakeTimers();
    let done = false;
    void registrationTime(Promise.resolve()).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(0); // the page's load and the first screen, both done
    await jest.advanceTimersByTimeAsync(SW_REGISTER_DELAY_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(false); // the delay is over; a 0 ms timer follows (fake timers count it as 1 ms)
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('linkManifest (the manifest comes with the worker, issue 19)', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

  it('links the web app manifest once, however often it runs', () => {
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(MANIFEST_URL);
  });
});
