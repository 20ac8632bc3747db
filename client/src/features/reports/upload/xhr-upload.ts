/** What POST /api/reports/upload?action=uploadOnly answers. */
export interface UploadResult {
  tempReportId: string;
  filename: string;
  size: number;
}

/** A refused or failed upload: `status` 0 means the network failed; `aborted` means the user cancelled. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly aborted = false,
  ) {
    super(serverMessage ?? (aborted ? 'Upload cancelled' : `Upload failed (${status})`));
  }
}

function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Sends the PDF as multipart field `file` with the session cookie. XMLHttpRequest rather than fetch: only it
 * reports bytes sent, which drives the real upload progress bar.
 */
export function uploadReportFile(file: File, onProgress: (loaded: number, total: number) => void): { promise: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', '/api/reports/upload?action=uploadOnly');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new UploadError(xhr.status, 'The server sent an answer the app could not read.'));
        }
        return;
      }
      reject(new UploadError(xhr.status, messageOf(xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new UploadError(0, null, true));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
