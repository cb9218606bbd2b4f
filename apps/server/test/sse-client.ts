import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';

/**
 * Reads a server-sent event stream over real HTTP, as a page's EventSource would, for tests (app.inject
 * waits for the end of an answer, and a stream has none). Every wait is bounded.
 */
export interface Frame {
  /** The `data:` of an event, parsed as JSON. */
  data?: unknown;
  /** A `retry:` hint, in milliseconds. */
  retry?: number;
  /** A comment line (the heartbeat). */
  comment?: string;
}

export class SseStream {
  private readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  private buffer = '';
  /** Whether the server ended the stream (or the connection dropped). */
  ended = false;

  private constructor(
    private readonly request: ClientRequest,
    response: IncomingMessage,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        this.frames.push(parseFrame(block));
      }
      this.wake();
    });
    const ended = () => {
      this.ended = true;
      this.wake();
    };
    response.on('close', ended);
    request.on('close', ended);
    request.on('error', ended);
  }

  /**
   * Opens `url` with a connection of its own (Node's http, no pool: a pooled client may open a spare
   * connection when a stream is left, which would then hold a closing server up); the answer's status
   * and headers are there at once. A stream (200) is read in the background; any other answer is read
   * whole as `body`. Sends `Accept: text/event-stream`, as an EventSource does, unless `headers` say
   * otherwise.
   */
  static async open(
    url: string,
    headers: Record<string, string> = {},
    timeoutMs = 5000,
  ): Promise<{ status: number; headers: Headers; stream?: SseStream; body?: unknown }> {
    const request = httpRequest(url, {
      headers: { accept: 'text/event-stream', ...headers },
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        request.once('error', reject);
        request.end();
      });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const each of [value ?? []].flat()) answerHeaders.append(name, each);
      }
      const status = response.statusCode ?? 0;
      if (answerHeaders.get('content-type')?.startsWith('text/event-stream')) {
        return { status, headers: answerHeaders, stream: new SseStream(request, response) };
      }
      let text = '';
      response.setEncoding('utf8');
      for await (const chunk of response) text += chunk as string;
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { status, headers: answerHeaders, body };
    } finally {
      clearTimeout(timer);
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Everything received so far. */
  get received(): readonly Frame[] {
    return this.frames;
  }

  /** The events (data) received so far. */
  get events(): unknown[] {
    return this.frames.filter((frame) => frame.data !== undefined).map((frame) => frame.data);
  }

  /**
   * Waits (at most `timeoutMs`) for a frame that `matches`, received from index `from` on; its index
   * and the frame. Throws when the time is up or the stream ended without one.
   */
  async waitFor(
    matches: (frame: Frame) => boolean,
    { timeoutMs = 5000, from = 0, what = 'a matching frame' } = {},
  ): Promise<{ index: number; frame: Frame }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame, at) => at >= from && matches(frame));
      if (index >= 0) return { index, frame: this.frames[index]! };
      if (this.ended) throw new Error(`the stream ended without ${what}: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} in ${timeoutMs} ms: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for an event whose data `matches`. */
  async waitForEvent<T = unknown>(
    matches: (data: T) => boolean,
    options: { timeoutMs?: number; from?: number; what?: string } = {},
  ): Promise<T> {
    const { frame } = await this.waitFor(
      (candidate) => candidate.data !== undefined && matches(candidate.data as T),
      options,
    );
    return frame.data as T;
  }

  /** Waits (at most `timeoutMs`) until the server ends the stream. */
  async waitForEnd(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the stream did not end in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Leaves, as a page closed or navigated away would. */
  close(): void {
    this.request.destroy();
  }
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    else if (line.startsWith('retry:')) frame.retry = Number(line.slice(6).trim());
  }
  if (data.length > 0) frame.data = JSON.parse(data.join('\n'));
  return frame;
}
