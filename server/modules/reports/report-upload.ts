import { CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { PDF_TOO_LARGE, REPORT_MAX_BYTES } from './reports.service.js';

/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE = 64 * 1024;

/**
 * Placed before FileInterceptor. A declared Content-Length over the limit is refused before a byte is read;
 * otherwise multer stops the stream at 10 MB and its bare 413 gets the spec's message.
 */
@Injectable()
export class ReportUploadLimitInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const length = Number(ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers['content-length']);
    if (length > REPORT_MAX_BYTES + ENVELOPE) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, PDF_TOO_LARGE, { fields: { file: PDF_TOO_LARGE } });
    return next.handle().pipe(
      catchError((e: unknown) => {
        if (e instanceof PayloadTooLargeException) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, PDF_TOO_LARGE, { fields: { file: PDF_TOO_LARGE } });
        throw e;
      }),
    );
  }
}
