/**
 * REST calls (only multipart uploads go this way; everything else is GraphQL). Requests carry the session
 * cookie; a failed answer throws an Error whose message reads "<status>: <body>" (access-and-identity.md).
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; [key: string]: unknown } | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }

  /** The server's own message when it sent one. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
}

export async function restFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', ...init });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new RestError(res.status, body as RestError['body'], text);
  return body as T;
}
