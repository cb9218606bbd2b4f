/**
 * jsdom has no EventSource. This one reads the server's stream through the page's fetch (the
 * visitor's cookies and address, test/visitor.ts), parses it as a browser does (event, data, id,
 * retry, comments), and reconnects when the stream ends, which is enough for lib/live-events.ts.
 * A test that wants live updates installs it; the others keep the app without a stream.
 */
const streams = new Set<TestEventSource>();

class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  readonly url: string;
  readonly withCredentials = false;
  /** The data of every event dispatched, for `waitForLiveEvent`. */
  readonly received: string[] = [];
  readyState = TestEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  #controller = new AbortController();
  #retryMs = 500;
  #lastEventId = '';

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    streams.add(this);
    void this.#connect();
  }

  close(): void {
    streams.delete(this);
    this.readyState = TestEventSource.CLOSED;
    this.#controller.abort();
  }

  #emit(event: Event): void {
    this.dispatchEvent(event);
    if (event.type === 'open') this.onopen?.(event);
    else if (event.type === 'error') this.onerror?.(event);
    else if (event.type === 'message') this.onmessage?.(event as MessageEvent);
  }

  async #connect(): Promise<void> {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (this.#lastEventId) headers['last-event-id'] = this.#lastEventId;
      const response = await fetch(this.url, { headers, signal: this.#controller.signal });
      if (!response.ok || !response.body) {
        // As a browser does: an answer that is not a stream ends it for good.
        this.readyState = TestEventSource.CLOSED;
        this.#emit(new Event('error'));
        return;
      }
      this.readyState = TestEventSource.OPEN;
      this.#emit(new Event('open'));
      await this.#read(response.body);
    } catch {
      // Aborted by close(), or the connection broke: reconnect below unless closed.
    }
    if (this.readyState === TestEventSource.CLOSED) return;
    this.readyState = TestEventSource.CONNECTING;
    this.#emit(new Event('error'));
    setTimeout(() => {
      if (this.readyState !== TestEventSource.CLOSED) void this.#connect();
    }, this.#retryMs);
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let type = '';
    let data: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          if (data.length > 0 && this.readyState === TestEventSource.OPEN) {
            this.received.push(data.join('\n'));
            this.#emit(
              new MessageEvent(type || 'message', { data: data.join('\n'), lastEventId: this.#lastEventId }),
            );
          }
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const content = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') type = content;
        else if (field === 'data') data.push(content);
        else if (field === 'id') this.#lastEventId = content;
        else if (field === 'retry' && /^\d+$/.test(content)) this.#retryMs = Number(content);
      }
    }
  }
}

/**
 * Resolves once a stream whose address contains `part` is open: the server watches for the page
 * from then on, so what a test does after it reaches the page.
 */
export async function waitForOpenStream(part: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    ![...streams].some((stream) => stream.url.includes(part) && stream.readyState === TestEventSource.OPEN)
  ) {
    if (Date.now() > deadline) throw new Error(`No open live stream for ${part} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once a stream whose address contains `part` has dispatched an event whose data
 * `matches` (the page has applied it by then: listeners run as it is dispatched).
 */
export async function waitForLiveEvent<T>(
  part: string,
  matches: (data: T) => boolean,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const parsed = (data: string): unknown => {
    try {
      return JSON.parse(data);
    } catch {
      return undefined;
    }
  };
  while (
    ![...streams].some(
      (stream) => stream.url.includes(part) && stream.received.some((data) => matches(parsed(data) as T)),
    )
  ) {
    if (Date.now() > deadline) throw new Error(`No such live event on ${part} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Gives the page an EventSource until the returned function takes it away. */
export function installEventSource(): () => void {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'EventSource');
  Object.defineProperty(globalThis, 'EventSource', {
    value: TestEventSource,
    configurable: true,
    writable: true,
  });
  return () => {
    for (const stream of streams) stream.close();
    if (previous) Object.defineProperty(globalThis, 'EventSource', previous);
    else delete (globalThis as { EventSource?: unknown }).EventSource;
  };
}
