import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { locationOf, RECORD_FIELDS } from '../../server/modules/reports/pipeline/record.js';
import type { SampleAnimal, SampleTruth } from '../../server/modules/reports/sample/types.js';

/**
 * A stand-in for the Anthropic Messages API on 127.0.0.1, enough for @anthropic-ai/sdk's `messages.create`
 * (non-streaming): `POST /v1/messages` answers a Message body, or an error body
 * `{ type: 'error', error: { type, message } }` with the given status and headers. Like the real API it wants
 * an API key (`x-api-key`, or `Authorization: Bearer` as SDK 1.x sends it) and `anthropic-version`, and, from
 * version 2026-10-21, refuses `temperature`, `top_p` and `top_k` with a 400.
 */
export type FakeReply =
  /** The ground-truth animals whose animal_id occurs in the request's user message, as valid NDJSON. */
  | { kind: 'truth' }
  /** This text verbatim; `stopReason` defaults to `end_turn`. */
  | { kind: 'text'; text: string; stopReason?: string }
  | { kind: 'error'; status: number; headers?: Record<string, string>; type?: string; message?: string }
  | { kind: 'delay'; ms: number; then: FakeReply }
  /** Never answer (for crash and kill tests). */
  | { kind: 'hang' };

export interface FakeAnthropicRequest {
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

const SAMPLING = ['temperature', 'top_p', 'top_k'];

function errorType(status: number): string {
  if (status === 400) return 'invalid_request_error';
  if (status === 401) return 'authentication_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status === 529) return 'overloaded_error';
  return 'api_error';
}

/** The text of the user turns of a request body. */
function userText(body: any): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const messages: { role: string; content: unknown }[] = Array.isArray(body?.messages) ? body.messages : [];
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? m.content.map((b: { text?: string }) => b.text ?? '').join('\n') : ''))
    .join('\n');
}

/** A ground-truth animal as the AI should report it: `site` as printed (found through the truth's zones) instead of `location`. */
export function truthRecord(animal: SampleAnimal, truth: SampleTruth): Record<string, unknown> {
  const { location, ...rest } = animal;
  // Zone codes and locations repeat across sites (`C - Small Animal Room`): the site's location decides.
  const zone = truth.zones.find((z) => z.code === animal.zone_code && z.location === animal.zone_location && locationOf(z.site) === location);
  const record: Record<string, unknown> = { ...rest, site: zone?.site ?? location };
  return Object.fromEntries(RECORD_FIELDS.map((key) => [key, record[key]]));
}

export class FakeAnthropic {
  truth: SampleTruth | undefined;
  requests: FakeAnthropicRequest[] = [];
  /** Used when the queue is empty. */
  fallback: FakeReply = { kind: 'truth' };
  private replies: FakeReply[] = [];
  private rules: { match: string; reply: FakeReply; times: number }[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private served = 0;

  private constructor(
    private readonly server: Server,
    /** Base URL to pass as `baseURL` / ANTHROPIC_BASE_URL. */
    readonly url: string,
    truth: SampleTruth | undefined,
  ) {
    this.truth = truth;
  }

  static async start(options: { truth?: SampleTruth; port?: number } = {}): Promise<FakeAnthropic> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const fake = new FakeAnthropic(server, `http://127.0.0.1:${port}`, options.truth);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => fake.handle(req, res).catch(() => res.destroy()));
    return fake;
  }

  /**
   * Adds a ground truth: a `truth` reply answers the animals of every truth added (for end-to-end runs, where
   * each test uploads its own generated report).
   */
  addTruth(truth: SampleTruth): void {
    this.truth = this.truth ? { ...this.truth, animals: [...this.truth.animals, ...truth.animals], zones: [...this.truth.zones, ...truth.zones] } : truth;
  }

  /** The next `times` requests whose user text contains `match` get `reply` (checked before the queue). */
  when(match: string, reply: FakeReply, times = 1): void {
    this.rules.push({ match, reply, times });
  }

  /** Replies used in order for the next requests; when empty, `fallback` is used. */
  queue(...replies: FakeReply[]): void {
    this.replies.push(...replies);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'POST' && path.startsWith('/__control/')) return this.control(res, path, Buffer.concat(chunks).toString('utf8'));
    if (req.method !== 'POST' || path !== '/v1/messages') return this.sendError(res, 404, {}, 'not_found_error', `fake-anthropic: no route for ${req.method} ${path}`);

    let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return this.sendError(res, 400, {}, 'invalid_request_error', 'The request body is not valid JSON');
    }
    this.requests.push({ body, headers: { ...req.headers }, at: Date.now() });

    const version = req.headers['anthropic-version'];
    if (!req.headers['x-api-key'] && !/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      return this.sendError(res, 401, {}, 'authentication_error', 'x-api-key header is required');
    }
    if (!version) return this.sendError(res, 401, {}, 'authentication_error', 'anthropic-version header is required');
    const sampling = SAMPLING.find((key) => key in body);
    if (sampling && version !== '2023-06-01') return this.sendError(res, 400, {}, 'invalid_request_error', `${sampling}: Extra inputs are not permitted`);

    const text = userText(body);
    const rule = this.rules.find((r) => r.times > 0 && text.includes(r.match));
    if (rule) rule.times -= 1;
    this.reply(res, body, rule?.reply ?? this.replies.shift() ?? this.fallback);
  }

  /**
   * The control door of end-to-end runs, where the fake lives in Playwright's process and tests in workers:
   * `POST /__control/truth` (a SampleTruth) and `POST /__control/when` ({ match, reply, times }).
   */
  private control(res: ServerResponse, path: string, raw: string): void {
    const body = JSON.parse(raw || '{}');
    if (path === '/__control/truth') this.addTruth(body as SampleTruth);
    else if (path === '/__control/when') this.when(String(body.match), body.reply as FakeReply, Number(body.times ?? 1));
    else return this.sendError(res, 404, {}, 'not_found_error', `fake-anthropic: no control ${path}`);
    this.send(res, 200, {}, { ok: true });
  }

  private reply(res: ServerResponse, body: any, reply: FakeReply): void { // eslint-disable-line @typescript-eslint/no-explicit-any
    switch (reply.kind) {
      case 'hang':
        return;
      case 'delay': {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (!res.destroyed) this.reply(res, body, reply.then);
        }, reply.ms);
        this.timers.add(timer);
        return;
      }
      case 'error':
        return this.sendError(res, reply.status, reply.headers ?? {}, reply.type ?? errorType(reply.status), reply.message ?? `fake-anthropic: HTTP ${reply.status}`);
      case 'text':
        return this.sendMessage(res, body, reply.text, reply.stopReason ?? 'end_turn');
      case 'truth': {
        const truth = this.truth;
        if (!truth) return this.sendError(res, 500, {}, 'api_error', 'fake-anthropic: no truth set for a truth reply');
        const text = userText(body);
        const lines = truth.animals.filter((a) => text.includes(a.animal_id)).map((a) => JSON.stringify(truthRecord(a, truth)));
        return this.sendMessage(res, body, lines.join('\n'), 'end_turn');
      }
    }
  }

  private sendMessage(res: ServerResponse, body: any, text: string, stopReason: string): void { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.send(res, 200, {}, {
      id: `msg_fake_${++this.served}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: Math.ceil(text.length / 4) },
    });
  }

  private sendError(res: ServerResponse, status: number, headers: Record<string, string>, type: string, message: string): void {
    this.send(res, status, headers, { type: 'error', error: { type, message } });
  }

  private send(res: ServerResponse, status: number, headers: Record<string, string>, payload: unknown): void {
    res.writeHead(status, { ...headers, 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
    res.end(JSON.stringify(payload));
  }
}
