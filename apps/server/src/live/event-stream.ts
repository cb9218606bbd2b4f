import type { FastifyReply } from 'fastify';
import type { SSEReplyInterface } from '@fastify/sse';
import type { LiveEvent } from '@second-shelf/shared';

/**
 * An event's data, serialized once and written to every stream that gets it. JSON escapes line
 * breaks inside strings: the event is one `data:` line whatever a message holds.
 */
export function eventData(event: LiveEvent): string {
  return JSON.stringify(event);
}

/** A comment line: browsers ignore it; it keeps proxies and the socket's idle timer from closing. */
const HEARTBEAT_FRAME = ': keep-alive\n\n';

export interface StreamOptions {
  /** The browser's reconnection delay, sent first. */
  retryMs: number;
  /**
   * A stream whose client has not read this much of what was written is dropped: a page that stopped
   * reading must not grow the server's memory (it reads everything again when it reconnects).
   */
  maxBufferedBytes: number;
  /** The socket is closed after this long without any write acknowledged (see the heartbeat). */
  idleTimeoutMs: number;
}

/**
 * A `text/event-stream` answer, framed by @fastify/sse on a route declaring `sse` (the reply's
 * `sse`), with what the route's hooks set on the reply (security headers, a refreshed session
 * cookie). Frames go out one at a time, each after the client took the one before (@fastify/sse
 * waits for the socket to drain); those waiting count towards `maxBufferedBytes`. `onClose` runs
 * once, however it ends: the client left, the server ended it, or it was dropped.
 */
export class EventStream {
  private readonly sse: SSEReplyInterface;
  private readonly maxBufferedBytes: number;
  /** Frames waiting for the one before them to be taken, and their size. */
  private queue: Promise<void> = Promise.resolve();
  private queuedBytes = 0;
  /** Ended by the server: nothing more is written, what was written still goes out. */
  private ending = false;
  private closed = false;
  private resolveDone!: () => void;
  /** Resolves once the stream has closed, however it ended. */
  readonly done = new Promise<void>((resolve) => (this.resolveDone = resolve));

  constructor(
    private readonly reply: FastifyReply,
    options: StreamOptions,
    private readonly onClose: () => void,
  ) {
    this.sse = reply.sse;
    this.maxBufferedBytes = options.maxBufferedBytes;
    // The handler returns at once; the stream lasts until one side ends it.
    this.sse.keepAlive();
    // @fastify/sse calls it when the response closes or errs, and on its own `close`.
    this.sse.onClose(() => this.finish());
    reply.request.raw.socket.setTimeout(options.idleTimeoutMs);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // A stream is never followed by another request on its connection: once it ends, the socket
      // goes too, and a closing server is not held up by it.
      .header('connection', 'close');
    // Before the handler returns: Fastify would otherwise answer the request itself.
    this.sse.sendHeaders();
    this.enqueue(0, () => this.sendRetry(options.retryMs));
  }

  /** Whether the client is gone (or the stream ended). */
  get isClosed(): boolean {
    return this.ending || this.closed || !this.sse.isConnected || this.reply.raw.destroyed;
  }

  /** Writes one event's data (`eventData`); a client that stopped reading is dropped. */
  write(data: string): void {
    this.enqueue(data.length, () => this.sse.send(data));
  }

  /** Writes the heartbeat, a comment, which @fastify/sse's `send` cannot write. */
  heartbeat(): void {
    this.enqueue(HEARTBEAT_FRAME.length, () => {
      this.reply.raw.write(HEARTBEAT_FRAME);
    });
  }

  /** Ends the stream once its frames are out; `retryMs`, when given, is the browser's delay before it reconnects. */
  end(retryMs?: number): void {
    if (this.isClosed) return;
    this.ending = true;
    this.queue = this.queue
      .then(async () => {
        if (retryMs !== undefined && this.sse.isConnected) await this.sendRetry(retryMs);
        this.sse.close();
      })
      .catch(() => undefined);
  }

  /** Ends it at once, unsent frames and all (a client that does not read while the server closes). */
  destroy(): void {
    this.reply.raw.destroy();
    this.reply.request.raw.socket.destroy();
  }

  /** A frame of its own: `retry:` alone, no data (@fastify/sse writes a message's fields it has). */
  private sendRetry(ms: number): Promise<void> {
    return this.sse.send({ data: undefined, retry: Math.round(ms) });
  }

  private enqueue(bytes: number, send: () => Promise<void> | void): void {
    if (this.isClosed) return;
    if (this.reply.raw.writableLength + this.queuedBytes > this.maxBufferedBytes) {
      this.reply.raw.destroy();
      return;
    }
    this.queuedBytes += bytes;
    this.queue = this.queue
      .then(async () => {
        this.queuedBytes -= bytes;
        if (this.sse.isConnected && !this.reply.raw.destroyed) await send();
      })
      // A client gone meanwhile: @fastify/sse refuses the write, and the stream closes.
      .catch(() => undefined);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    this.resolveDone();
  }
}
