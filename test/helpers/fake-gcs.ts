import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-memory stand-in for the Google Cloud Storage JSON API, speaking the HTTP that
 * @google-cloud/storage 7.x sends when `apiEndpoint` points at it (no auth on a custom endpoint):
 *
 * - `POST /upload/storage/v1/b/{bucket}/o?uploadType=multipart&name=…` — multipart/related body,
 *   JSON metadata part then media part (`file.save(…, { resumable: false })`); `uploadType=media` too.
 * - `GET /storage/v1/b/{bucket}/o/{name}?alt=media` (and `/download/storage/v1/…`) — the bytes, with
 *   `x-goog-hash: crc32c=…,md5=…` and `x-goog-stored-content-encoding: identity`: the library checks the
 *   crc32c of every download against that header, so the hashes here are real.
 * - `GET /storage/v1/b/{bucket}/o/{name}` — the object resource; `DELETE` — 204, or a 404 error body.
 * - `GET /storage/v1/b/{bucket}` — a bucket resource (any bucket name exists).
 *
 * Object names arrive percent-encoded (`health%2Fx.txt`); `objects` is keyed `bucket/name`.
 * Hashes are computed at upload and stored, as GCS does, so changing `objects.get(k).data` afterwards
 * makes downloads fail the client's integrity check.
 */
export interface FakeGcsObject {
  data: Buffer;
  contentType: string;
  generation: string;
  md5Hash: string;
  crc32c: string;
  timeCreated: string;
}

export interface FakeGcsRequest {
  method: string;
  /** Path as sent, still percent-encoded. */
  path: string;
  query: Record<string, string>;
  /** `bucket/name` when the request addressed an object. */
  object?: string;
  status: number;
}

export interface FakeGcs {
  /** http://127.0.0.1:<port>, for GCS_API_ENDPOINT / `apiEndpoint`. */
  url: string;
  /** Keyed `bucket/name`. */
  objects: Map<string, FakeGcsObject>;
  requests: FakeGcsRequest[];
  /** The next `times` requests (default 1; `Infinity` for all; 0 clears) answer `status` with a GCS error body. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli) as GCS reports it: the big-endian 4 bytes, base64. */
export function crc32cBase64(data: Buffer): string {
  let c = 0xffffffff;
  for (const byte of data) c = CRC32C_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const md5Base64 = (data: Buffer) => createHash('md5').update(data).digest('base64');

const REASONS: Record<number, string> = {
  400: 'invalid',
  404: 'notFound',
  412: 'conditionNotMet',
  429: 'rateLimitExceeded',
  500: 'backendError',
  502: 'backendError',
  503: 'backendError',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Splits a multipart/related body into its parts (binary-safe). */
function parseMultipart(body: Buffer, contentType: string): { headers: Record<string, string>; body: Buffer }[] {
  const m = /boundary="?([^";]+)"?/i.exec(contentType);
  if (!m) throw new HttpError(400, 'Missing multipart boundary');
  const delimiter = Buffer.from(`--${m[1]}`);
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new HttpError(400, 'Multipart body without a boundary line');
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') break; // closing delimiter
    if (body.subarray(pos, pos + 2).toString() !== '\r\n') throw new HttpError(400, 'Malformed multipart boundary line');
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new HttpError(400, 'Multipart part without headers');
    const headers: Record<string, string> = {};
    for (const line of body.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new HttpError(400, 'Unterminated multipart part');
    parts.push({ headers, body: body.subarray(headerEnd + 4, next) });
    pos = next + 2;
  }
  return parts;
}

export async function startFakeGcs(): Promise<FakeGcs> {
  const objects = new Map<string, FakeGcsObject>();
  const requests: FakeGcsRequest[] = [];
  let failure: { status: number; remaining: number } | null = null;
  let generation = 1_700_000_000_000_000;
  let base = '';

  const resource = (bucket: string, name: string, o: FakeGcsObject) => ({
    kind: 'storage#object',
    id: `${bucket}/${name}/${o.generation}`,
    selfLink: `${base}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`,
    mediaLink: `${base}/download/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}?generation=${o.generation}&alt=media`,
    name,
    bucket,
    generation: o.generation,
    metageneration: '1',
    contentType: o.contentType,
    storageClass: 'STANDARD',
    size: String(o.data.length),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    etag: Buffer.from(o.generation).toString('base64'),
    timeCreated: o.timeCreated,
    updated: o.timeCreated,
  });

  const store = (bucket: string, name: string, data: Buffer, contentType: string, meta: Record<string, unknown>) => {
    if (!name) throw new HttpError(400, 'Required: object name');
    const o: FakeGcsObject = {
      data,
      contentType,
      generation: String(generation++),
      md5Hash: md5Base64(data),
      crc32c: crc32cBase64(data),
      timeCreated: new Date().toISOString(),
    };
    // Like GCS: hashes sent by the client are checked against the received bytes.
    if (typeof meta.md5Hash === 'string' && meta.md5Hash !== o.md5Hash)
      throw new HttpError(400, 'Provided MD5 hash does not match calculated MD5 hash');
    if (typeof meta.crc32c === 'string' && meta.crc32c !== o.crc32c)
      throw new HttpError(400, 'Provided CRC32C does not match calculated CRC32C');
    objects.set(`${bucket}/${name}`, o);
    return resource(bucket, name, o);
  };

  const found = (key: string) => {
    const o = objects.get(key);
    if (!o) throw new HttpError(404, `No such object: ${key}`);
    return o;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, log: FakeGcsRequest) {
    const body = await readBody(req);
    if (failure && failure.remaining > 0) {
      failure.remaining--;
      throw new HttpError(failure.status, `Injected failure ${failure.status}`);
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = log.query;
    const seg = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(value));
    };
    const media = (o: FakeGcsObject) => {
      res
        .writeHead(200, {
          'content-type': o.contentType,
          'content-length': o.data.length,
          'x-goog-hash': `crc32c=${o.crc32c},md5=${o.md5Hash}`,
          'x-goog-stored-content-encoding': 'identity',
          'x-goog-stored-content-length': o.data.length,
          'x-goog-generation': o.generation,
          'x-goog-metageneration': '1',
          'x-goog-storage-class': 'STANDARD',
          etag: `"${md5Base64(o.data)}"`,
        })
        .end(req.method === 'HEAD' ? undefined : o.data);
    };

    // /upload/storage/v1/b/{bucket}/o
    if (req.method === 'POST' && seg.length === 6 && seg[0] === 'upload' && seg[1] === 'storage' && seg[3] === 'b' && seg[5] === 'o') {
      const bucket = seg[4];
      if (query.uploadType === 'multipart') {
        const parts = parseMultipart(body, req.headers['content-type'] ?? '');
        if (parts.length !== 2) throw new HttpError(400, `Expected 2 multipart parts, got ${parts.length}`);
        let meta: Record<string, unknown>;
        try {
          meta = JSON.parse(parts[0].body.toString('utf8'));
        } catch {
          throw new HttpError(400, 'Metadata part is not JSON');
        }
        const name = query.name ?? (meta.name as string | undefined) ?? '';
        const contentType = (meta.contentType as string | undefined) ?? parts[1].headers['content-type'] ?? 'application/octet-stream';
        log.object = `${bucket}/${name}`;
        return json(200, store(bucket, name, Buffer.from(parts[1].body), contentType, meta));
      }
      if (query.uploadType === 'media') {
        const name = query.name ?? '';
        log.object = `${bucket}/${name}`;
        return json(200, store(bucket, name, body, req.headers['content-type'] ?? 'application/octet-stream', {}));
      }
      throw new HttpError(400, `fake-gcs: uploadType=${query.uploadType} is not supported`);
    }

    // /download/storage/v1/b/{bucket}/o/{name...}
    if ((req.method === 'GET' || req.method === 'HEAD') && seg[0] === 'download' && seg[1] === 'storage' && seg[3] === 'b' && seg[5] === 'o' && seg.length > 6) {
      log.object = `${seg[4]}/${seg.slice(6).join('/')}`;
      return media(found(log.object));
    }

    if (seg[0] === 'storage' && seg[2] === 'b' && seg.length >= 4) {
      const bucket = seg[3];
      if (seg.length === 4 && req.method === 'GET') {
        return json(200, { kind: 'storage#bucket', id: bucket, name: bucket, location: 'US', storageClass: 'STANDARD' });
      }
      if (seg[4] === 'o' && seg.length > 5) {
        const name = seg.slice(5).join('/');
        const key = (log.object = `${bucket}/${name}`);
        if (req.method === 'GET' && query.alt === 'media') return media(found(key));
        if (req.method === 'GET') return json(200, resource(bucket, name, found(key)));
        if (req.method === 'DELETE') {
          found(key);
          objects.delete(key);
          res.writeHead(204).end();
          return;
        }
      }
    }

    // Anything else means the fake does not speak what the library sent: make it loud.
    console.warn(`fake-gcs: unhandled ${req.method} ${req.url}`);
    throw new HttpError(501, `fake-gcs: no route for ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const log: FakeGcsRequest = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 };
    requests.push(log);
    handle(req, res, log)
      .catch((e: unknown) => {
        const status = e instanceof HttpError ? e.status : 500;
        const message = e instanceof Error ? e.message : String(e);
        if (!res.headersSent) {
          res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(
            JSON.stringify({
              error: { code: status, message, errors: [{ message, domain: 'global', reason: REASONS[status] ?? 'unknown' }] },
            }),
          );
        }
      })
      .finally(() => {
        log.status = res.statusCode;
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let closing: Promise<void> | null = null;
  return {
    url: base,
    objects,
    requests,
    failNext(status, times = 1) {
      failure = times > 0 ? { status, remaining: times } : null;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
