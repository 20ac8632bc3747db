import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { assertCleanInput } from '../common/http/input-edge.js';

/** A file read into memory by FileUpload, as multer gives it. */
export interface UploadedFileData {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
  size: number;
}

/**
 * Fastify parses only the bodies it knows. Multipart bodies are left unread here so that FileUpload can hand
 * the raw request to multer, which streams it with its limits.
 */
export function mountMultipart(app: NestFastifyApplication) {
  app.getHttpAdapter().getInstance().addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
}

/**
 * One file field read into memory by multer (on the raw Node request), exposed to @UploadedFile(). Multer's
 * errors become Nest exceptions as @nestjs/platform-express's FileInterceptor did: a file over `fileSize` is a
 * 413 PayloadTooLargeException, any other multer error a 400.
 */
export function FileUpload(field: string, limits: { fileSize: number }): Type<NestInterceptor> {
  const upload = multer({ storage: multer.memoryStorage(), limits: { ...limits, files: 1 } }).single(field);
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = ctx.switchToHttp();
      const req = http.getRequest<FastifyRequest & { file?: UploadedFileData }>();
      const raw = req.raw as FastifyRequest['raw'] & { file?: UploadedFileData };
      await new Promise<void>((resolve, reject) =>
        upload(raw as never, http.getResponse<FastifyReply>().raw as never, (error: unknown) => (error ? reject(toNestError(error)) : resolve())),
      );
      // Multer reads the body after the edge hook has run (server/common/http/): its text is checked here.
      assertCleanInput({ fields: (raw as { body?: unknown }).body, filename: raw.file?.originalname }, 'multipart');
      req.file = raw.file;
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}

/** As @nestjs/platform-express does: multer's size limit is a 413, its other errors and busboy's (a broken body) 400s. */
function toNestError(error: unknown): Error {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(error.message, { cause: error });
    return new BadRequestException(error.field ? `${error.message} - ${error.field}` : error.message, { cause: error });
  }
  return new BadRequestException(error instanceof Error ? error.message : 'Malformed multipart body', { cause: error });
}
