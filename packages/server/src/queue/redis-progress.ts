/**
 * Progress across API processes: each process keeps its own in-memory hub (late SSE clients get the
 * stages so far, as in the embedded server) and mirrors every begin/publish to the others over one Redis
 * pub/sub channel. A stream opened on process B for an audit posted to process A therefore sees A's
 * events (A relays its worker's job progress), and a process that loses Redis keeps serving its own.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createProgressHub, type HubEvent, type ProgressHub } from '../audit/progress-hub.js';

interface Message {
  /** The publishing process (its own messages are not applied twice). */
  o: string;
  k: string;
  /** An event, or a begin (a new audit of the key) when absent. */
  e?: HubEvent;
}

export async function createRedisProgressHub(
  pub: Redis,
  sub: Redis,
  channel: string,
): Promise<ProgressHub & { dispose(): Promise<void> }> {
  const local = createProgressHub();
  const origin = randomUUID();
  const send = (message: Message): void => {
    pub.publish(channel, JSON.stringify(message)).catch(() => {
      // Redis away: this process's own streams still get the event; the others miss it.
    });
  };
  const onMessage = (from: string, raw: string): void => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.o === origin) return;
    if (message.e) local.publish(message.k, message.e);
    else local.begin(message.k);
  };
  sub.on('message', onMessage);
  await sub.subscribe(channel);
  return {
    begin(key) {
      local.begin(key);
      send({ o: origin, k: key });
    },
    publish(key, event) {
      local.publish(key, event);
      send({ o: origin, k: key, e: event });
    },
    subscribe: (key, listener) => local.subscribe(key, listener),
    current: (key) => local.current(key),
    listenerCount: (key) => local.listenerCount(key),
    get size() {
      return local.size;
    },
    clear: () => local.clear(),
    async dispose() {
      sub.off('message', onMessage);
      await sub.unsubscribe(channel).catch(() => undefined);
      local.clear();
    },
  };
}
