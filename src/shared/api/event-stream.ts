/**
 * Reads a server-sent-events call (a call schema whose reply is text/event-stream, e.g.
 * notificationStream) with fetch rather than EventSource, so the Authorization header travels
 * like on every other call and the token stays out of URLs. Each frame's `data:` is one JSON
 * object of the call schema's response schema. Runs in the browser and in Node 20.
 */
import { isEnvelope } from '../envelope.ts';
import { CLIENT_ERROR_CODES, PlatformError } from './errors.ts';

export interface EventStreamOptions {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  onData(data: unknown): void;
  fetch?: typeof globalThis.fetch;
}

/** Splits SSE text into frames and hands each frame's joined `data:` lines over (comments skipped). */
export function createFrameParser(onFrameData: (data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
      if (data.length > 0) onFrameData(data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
  };
}

/**
 * Resolves when the server ends the stream (or the signal aborts); rejects with a PlatformError
 * when the platform refuses it (its envelope's errorCode) or the connection fails.
 */
export async function readEventStream(options: EventStreamOptions): Promise<void> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await fetchImpl(options.url, { headers: { ...options.headers, Accept: 'text/event-stream' }, signal: options.signal, cache: 'no-store' });
  } catch (error) {
    if (options.signal.aborted) return;
    throw new PlatformError(CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : 'network error', 0);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    const parsed: unknown = await response.json().catch(() => null);
    if (isEnvelope(parsed)) throw new PlatformError(parsed.errorCode ?? `http_${response.status}`, parsed.message ?? 'refused', response.status, parsed.value);
    throw new PlatformError(CLIENT_ERROR_CODES.badResponse, `Unexpected response (HTTP ${response.status})`, response.status);
  }
  const parse = createFrameParser((text) => {
    try {
      options.onData(JSON.parse(text));
    } catch {
      // a frame that is not JSON is not ours to act on
    }
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parse(value);
    }
  } catch (error) {
    if (options.signal.aborted) return;
    throw new PlatformError(CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : 'stream broken', 0);
  } finally {
    reader.releaseLock();
  }
}
