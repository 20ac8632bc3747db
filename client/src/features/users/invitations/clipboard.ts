import { toaster } from '../../../components/ui/toaster';

/** Copies `text`, with the access-and-identity §8 toast on failure (no clipboard API outside secure contexts, or permission denied). */
export async function copyToClipboard(text: string, success: { title: string; description?: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ ...success, type: 'success' });
  } catch {
    toaster.create({ title: 'Failed to copy to clipboard', type: 'error' });
  }
}
