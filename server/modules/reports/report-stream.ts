import type { PubSubEngine } from 'graphql-subscriptions';
import { reportTopic, type ReportEvent } from './report-events.js';

const FINAL = new Set(['done', 'error']);

/**
 * A report's live events for one listener (GraphQL subscription or SSE): a snapshot first, then every
 * published event newer than it, in sequence order, until `done` or `error`. It subscribes before reading
 * the snapshot, so nothing published in between is lost, and drops anything the snapshot already covers.
 */
export class ReportEventStream implements AsyncIterableIterator<ReportEvent> {
  private buffer: ReportEvent[] = [];
  private waiting: ((r: IteratorResult<ReportEvent>) => void) | null = null;
  private subId: Promise<number> | null = null;
  private lastSeq = 0;
  private ended = false;
  private started = false;
  /** Set once the final event (or a snapshot of a finished report) is queued. */
  private endAfterBuffer = false;

  constructor(
    private readonly pubSub: PubSubEngine,
    private readonly reportId: string,
    /** Reads the report now and returns its snapshot event (seq = the last stored event). */
    private readonly snapshot: () => Promise<ReportEvent>,
  ) {}

  /** Subscribes and queues the snapshot; call before iterating (the iterator calls it itself if needed). */
  async start() {
    if (this.started) return;
    this.started = true;
    this.subId = this.pubSub.subscribe(reportTopic(this.reportId), (e: ReportEvent) => this.push(e), {});
    await this.subId;
    const snap = await this.snapshot();
    this.lastSeq = snap.seq;
    this.buffer = this.buffer.filter((e) => e.seq > snap.seq);
    this.buffer.unshift(snap);
    this.flush();
    if (snap.data.status === 'complete' || snap.data.status === 'failed' || snap.data.status === 'cancelled') this.endAfterBuffer = true;
  }

  private push(e: ReportEvent) {
    if (this.ended || (this.lastSeq && e.seq <= this.lastSeq)) return;
    this.buffer.push(e);
    this.flush();
  }

  private flush() {
    if (!this.waiting || this.buffer.length === 0) return;
    const next = this.buffer.shift()!;
    if (next.type !== 'snapshot') this.lastSeq = Math.max(this.lastSeq, next.seq);
    const resolve = this.waiting;
    this.waiting = null;
    resolve({ value: next, done: false });
    if (FINAL.has(next.type)) this.endAfterBuffer = true;
  }

  async next(): Promise<IteratorResult<ReportEvent>> {
    await this.start();
    if (this.ended) return { value: undefined, done: true };
    if (this.buffer.length === 0 && this.endAfterBuffer) {
      await this.return();
      return { value: undefined, done: true };
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.flush();
    });
  }

  async return(): Promise<IteratorResult<ReportEvent>> {
    if (!this.ended) {
      this.ended = true;
      if (this.subId) this.pubSub.unsubscribe(await this.subId);
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
    }
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<ReportEvent>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
