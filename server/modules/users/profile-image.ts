import { CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_FOLDER = 'profile-images';
export const PROFILE_IMAGE_URL_PREFIX = `/api/files/${PROFILE_IMAGE_FOLDER}/`;
export const TOO_LARGE = 'File too large: Profile image must be less than 5MB.';
export const NOT_AN_IMAGE = 'Invalid file type: Please select an image file.';

/** The stored name: a v4 uuid we made and the extension of the sniffed type, nothing else. */
export const PROFILE_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
/** Only urls this server issued may become a profileImageUrl. */
export const PROFILE_IMAGE_URL = new RegExp(`^${PROFILE_IMAGE_URL_PREFIX.replace(/\//g, '\\/')}${PROFILE_IMAGE_NAME.source.slice(1)}`);

export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** The type by the file's magic bytes; the client's name and Content-Type are not trusted. */
export function sniffImage(data: Buffer): ImageExt | null {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Placed before FileInterceptor: multer stops an oversize upload while it streams and Nest raises a bare
 * PayloadTooLargeException ("File too large"); this gives it the spec's message.
 */
@Injectable()
export class ProfileImageLimitInterceptor implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((e: unknown) => {
        if (e instanceof PayloadTooLargeException) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE, { fields: { file: TOO_LARGE } });
        throw e;
      }),
    );
  }
}
