import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MAX_PHOTO_BYTES, PHOTO_HINT, photoProblem, uploadProfilePhoto } from './profile-photo';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

describe('profile photo checks (access-and-identity §5, access-and-identity §9)', () => {
  it('takes images up to and including 5 MB', () => {
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024);
    expect(photoProblem(file('image/png', 1))).toBeNull();
    expect(photoProblem(file('image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoProblem(file('image/gif', 2048))).toBeNull();
  });

  it('refuses anything over 5 MB with the spec message', () => {
    expect(photoProblem(file('image/png', MAX_PHOTO_BYTES + 1))).toBe('File too large: Profile image must be less than 5MB.');
  });

  it('refuses a type that is not an image, before looking at the size', () => {
    expect(photoProblem(file('application/pdf', 10))).toBe('Invalid file type: Please select an image file.');
    expect(photoProblem(file('', 10))).toBe('Invalid file type: Please select an image file.');
    expect(photoProblem(file('text/plain', MAX_PHOTO_BYTES + 1))).toBe('Invalid file type: Please select an image file.');
  });

  it('hints the types and the limit', () => {
    expect(PHOTO_HINT).toBe('JPG, PNG or GIF, max 5MB');
  });
});

describe('photo upload (access-and-identity §7: POST /api/upload/profile-image, field file)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const answer = (status: number, body: unknown) => {
    const fetch = jest.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    return fetch;
  };

  it('sends the file as multipart field `file` with the session cookie and returns the url', async () => {
    const fetch = answer(200, { url: '/uploads/u1/photo.png' });
    const photo = file('image/png', 16);
    await expect(uploadProfilePhoto(photo)).resolves.toBe('/uploads/u1/photo.png');
    const [path, init] = fetch.mock.calls[0];
    expect(path).toBe('/api/upload/profile-image');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((init.body as FormData).get('file') as File).size).toBe(16);
  });

  it('fails with the status and the body when the server refuses', async () => {
    answer(413, { message: 'File too large' });
    await expect(uploadProfilePhoto(file('image/png', 16))).rejects.toThrow('413: {"message":"File too large"}');
  });
});
