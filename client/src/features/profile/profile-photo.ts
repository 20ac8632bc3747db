import { restFetch } from '../../lib/rest';

/** access-and-identity §9: at most 5 MB (the server accepts exactly 5 MB too). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_HINT = 'JPG, PNG or GIF, max 5MB';

/** access-and-identity §5 "Profile image": the spec's messages, or null when the file may be uploaded. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Invalid file type: Please select an image file.';
  if (file.size > MAX_PHOTO_BYTES) return 'File too large: Profile image must be less than 5MB.';
  return null;
}

/** POST /api/upload/profile-image (multipart, field `file`); the answer's url becomes profileImageUrl. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { url } = await restFetch<{ url: string }>('/api/upload/profile-image', { method: 'POST', body });
  return url;
}

/** A photo change waiting for Save: a new file (with its local preview) or removal of the current photo. */
export type PhotoChange = { kind: 'none' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };
