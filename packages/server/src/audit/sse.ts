/**
 * One progress stream as server-sent events: the audit's events so far (or the initial stage when the
 * audit has not started), then every later event of the audit as `data: <json>`, a heartbeat comment so
 * proxies keep the connection open, and the end after the final event. Everything is released when the
 * stream ends, whichever side ends it.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isFinal, type HubEvent, type ProgressHub } from './progress-hub.js';

export const HEARTBEAT_MS = 15_000;
/** A stream that has seen no event for this long ends (no audit is coming: the POST has its own 120 s limit). */
export const IDLE_TIMEOUT_MS = 150_000;

export interface StreamOptions {
  /** Sent first when the audit has not started yet. */
  initial: HubEvent;
  /** Extra response headers (CORS and security headers set by earlier hooks). */
  headers?: OutgoingHttpHeaders;
  heartbeatMs?: number;
  idleTimeoutMs?: number;
}

/** Streams the key's progress to `res`; returns a function that ends the stream (server shutdown). */
export function streamProgress(
  res: ServerResponse,
  hub: ProgressHub,
  key: string,
  options: StreamOptions,
): () => void {
  res.writeHead(200, {
    ...options.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) must not buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  let ended = false;
  let last: HubEvent | undefined;
  let idle: NodeJS.Timeout | undefined;
  const heartbeat = setInterval(() => {
    if (!ended) res.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const end = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (idle) clearTimeout(idle);
    subscription.unsubscribe();
    res.end();
  };
  const resetIdle = (): void => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(end, options.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
    idle.unref();
  };
  const send = (event: HubEvent): void => {
    if (ended) return;
    // The engine's own first stage repeats the initial one this stream may have sent already.
    if (
      last &&
      last.stage === event.stage &&
      last.message === event.message &&
      last.detail === event.detail &&
      !event.error
    )
      return;
    last = event;
    res.write(`data: ${JSON.stringify(event)}\n\n`);
    if (isFinal(event)) end();
    else resetIdle();
  };

  // Subscribing returns the events so far and registers the listener in one step: no event is missed.
  const subscription = hub.subscribe(key, send);
  res.on('close', end);
  res.on('error', end);
  const history = subscription.history.length > 0 ? subscription.history : [options.initial];
  for (const event of history) send(event);
  return end;
}
