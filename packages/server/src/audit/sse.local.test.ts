import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressHub, type ProgressHub } from './progress-hub.js';
import { streamProgress, type StreamOptions } from './sse.js';

const initial = { stage: 'initial', message: 'Starting analysis...' } as const;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

/** A bare HTTP server streaming key 'k' of the hub, and the raw text a client receives. */
async function serve(hub: ProgressHub, options: Partial<StreamOptions> = {}) {
  const server = createServer((_req, res) => {
    streamProgress(res, hub, 'k', { initial, ...options });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let done = false;
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
    } catch {
      // Aborted by the test.
    }
    done = true;
  })();
  return { res, text: () => text, done: () => done, abort: () => controller.abort() };
}

describe('a progress stream', () => {
  it('is an event stream that is not cached or buffered', async () => {
    const client = await serve(createProgressHub(), {
      headers: { 'access-control-allow-origin': 'https://x' },
    });
    expect(client.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.res.headers.get('x-accel-buffering')).toBe('no');
    expect(client.res.headers.get('access-control-allow-origin')).toBe('https://x');
    client.abort();
  });

  it('sends data lines, heartbeats while waiting, and ends after the final event', async () => {
    const hub = createProgressHub();
    const client = await serve(hub, { heartbeatMs: 20 });
    await vi.waitFor(() => expect(client.text()).toContain(': heartbeat\n\n'));
    hub.publish('k', { stage: 'fetching', message: 'Fetching website content...' });
    hub.publish('k', { stage: 'complete', message: 'Analysis complete!' });
    await vi.waitFor(() => expect(client.done()).toBe(true));
    const data = client
      .text()
      .split('\n\n')
      .filter((block) => block.startsWith('data: '));
    expect(data).toEqual([
      'data: {"stage":"initial","message":"Starting analysis..."}',
      'data: {"stage":"fetching","message":"Fetching website content..."}',
      'data: {"stage":"complete","message":"Analysis complete!"}',
    ]);
    expect(hub.listenerCount()).toBe(0);
  });

  it('does not repeat the initial stage when the audit announces it too', async () => {
    const hub = createProgressHub();
    const client = await serve(hub);
    hub.publish('k', initial);
    hub.publish('k', { stage: 'complete', message: 'Analysis complete!' });
    await vi.waitFor(() => expect(client.done()).toBe(true));
    expect(client.text().match(/"initial"/g)).toHaveLength(1);
  });

  it('ends a stream no audit ever speaks on, and releases its listener', async () => {
    const hub = createProgressHub();
    const client = await serve(hub, { idleTimeoutMs: 50 });
    expect(hub.listenerCount('k')).toBe(1);
    await vi.waitFor(() => expect(client.done()).toBe(true));
    expect(hub.listenerCount()).toBe(0);
    expect(hub.size).toBe(0);
  });

  it('releases its listener and timers when the client goes away', async () => {
    const hub = createProgressHub();
    const client = await serve(hub, { heartbeatMs: 10 });
    expect(hub.listenerCount('k')).toBe(1);
    client.abort();
    await vi.waitFor(() => expect(hub.listenerCount()).toBe(0));
    // Publishing afterwards reaches no one and throws nothing.
    expect(() => hub.publish('k', { stage: 'fetching', message: '…' })).not.toThrow();
  });

  it('replays every stage so far to a client that connects late, with its detail, then follows live', async () => {
    const hub = createProgressHub();
    // The engine's first stages take milliseconds: they are over before the browser's stream connects.
    hub.publish('k', initial);
    hub.publish('k', { stage: 'fetching', message: 'Fetching website content...' });
    const waiting = {
      stage: 'fetching',
      message: 'Fetching website content...',
      detail: 'Waiting for example.com to answer (20 s so far)...',
    } as const;
    hub.publish('k', waiting);
    hub.publish('k', { stage: 'analyzing', message: 'Analyzing SEO elements...' });
    const client = await serve(hub);
    hub.publish('k', { stage: 'complete', message: 'Analysis complete!' });
    await vi.waitFor(() => expect(client.done()).toBe(true));
    const data = client
      .text()
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as unknown);
    expect(data).toEqual([
      initial,
      waiting,
      { stage: 'analyzing', message: 'Analyzing SEO elements...' },
      { stage: 'complete', message: 'Analysis complete!' },
    ]);
  });
});
