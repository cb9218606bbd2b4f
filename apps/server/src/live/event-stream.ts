import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { LiveEvent } from '@second-shelf/shared';

/** One server-sent event, framed once and written to every stream that gets it. */
export function eventFrame(event: LiveEvent): string {
  // JSON escapes line breaks inside strings: the event is one `data:` line whatever a message holds.
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: browsers ignore it; it keeps proxies and the socket's idle timer from closing. */
export const HEARTBEAT_FRAME = ': keep-alive\n\n';

/** How long a browser waits before reconnecting a stream that ended. */
export function retryFrame(ms: number): string {
  return `retry: ${Math.round(ms)}\n\n`;
}

export interface StreamOptions {
  /** What the route's hooks set on the reply (security headers, a refreshed session cookie). */
  headers: OutgoingHttpHeaders;
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
 * A `text/event-stream` answer written straight to Node's response (the route hijacked the reply).
 * `onClose` runs once, however it ends: the client left, the server ended it, or it was dropped.
 */
export class EventStream {
  private closed = false;
  private readonly maxBufferedBytes: number;
  private resolveDone!: () => void;
  /** Resolves once the stream has closed, however it ended. */
  readonly done = new Promise<void>((resolve) => (this.resolveDone = resolve));

  constructor(
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
    options: StreamOptions,
    private readonly onClose: () => void,
  ) {
    const headers: OutgoingHttpHeaders = {
      ...options.headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold events back in its buffer (docs/nginx.conf proxies the API).
      'x-accel-buffering': 'no',
      // A stream is never followed by another request on its connection: once it ends, the socket
      // goes too, and a closing server is not held up by it.
      connection: 'close',
    };
    delete headers['content-length'];
    this.maxBufferedBytes = options.maxBufferedBytes;
    response.on('close', () => this.finish());
    request.socket.setTimeout(options.idleTimeoutMs);
    response.writeHead(200, headers);
    this.write(retryFrame(options.retryMs));
  }

  /** Whether the client is gone (or the stream ended). */
  get isClosed(): boolean {
    return this.closed || this.response.destroyed || this.response.writableEnded;
  }

  /** Writes one frame; a client that stopped reading is dropped. */
  write(frame: string): void {
    if (this.isClosed) return;
    if (this.response.writableLength > this.maxBufferedBytes) {
      this.response.destroy();
      return;
    }
    this.response.write(frame);
  }

  /** Ends the stream; `retryMs`, when given, is the browser's delay before it reconnects. */
  end(retryMs?: number): void {
    if (this.isClosed) return;
    if (retryMs !== undefined) this.response.write(retryFrame(retryMs));
    this.response.end();
  }

  /** Ends it at once, unsent frames and all (a client that does not read while the server closes). */
  destroy(): void {
    this.response.destroy();
    this.request.socket.destroy();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    this.resolveDone();
  }
}
