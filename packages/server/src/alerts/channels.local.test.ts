import type { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorAlert } from '../monitors/types.js';
import { startRedis, type TestRedis } from '../test-support/redis-server.js';
import { startHookReceiver, type HookReceiver } from '../test-support/alert-receivers.js';
import { sampleAlert } from '../test-support/sample-alert.js';
import { createAlertSender, type LocalAlertSender } from './sender.js';
import { newWebhookSecret } from '../monitors/validate.js';

const alert: MonitorAlert = sampleAlert('noindex');

const secret = newWebhookSecret();
const logs: { msg: string; obj: object }[] = [];
const log = {
  info: (obj: object, msg: string) => void logs.push({ obj, msg }),
  warn: (obj: object, msg: string) => void logs.push({ obj, msg }),
};
let hooks: HookReceiver;
let sender: LocalAlertSender;
let redis: TestRedis;
const connections: Redis[] = [];
const extraSenders: LocalAlertSender[] = [];

beforeAll(async () => {
  [hooks, redis] = await Promise.all([startHookReceiver(), startRedis()]);
  // The guard stays on (ALLOW_PRIVATE_TARGETS off): only the test's receiver is exempt.
  sender = createAlertSender({
    config: { ALLOW_PRIVATE_TARGETS: false, ALERT_RETRY_BASE_MS: 120_000, REDIS_PREFIX: 'rs:' },
    mailer: null,
    addresses: { isAlertAddressConfirmed: async () => false },
    log,
    retryDelaysMs: [5, 10, 20, 40],
    trustedOrigins: [hooks.origin],
  });
});
afterAll(async () => {
  await Promise.all([sender, ...extraSenders].map((s) => s.close()));
  for (const c of connections) c.disconnect();
  await Promise.all([hooks.close(), redis.stop()]);
});

/** A sender of its own process, as it were: its own Redis connection, the Slack pace shared through it. */
async function redisSender(): Promise<LocalAlertSender> {
  const connection = await redis.connect();
  connections.push(connection);
  const s = createAlertSender({
    config: { ALLOW_PRIVATE_TARGETS: false, ALERT_RETRY_BASE_MS: 120_000, REDIS_PREFIX: 'rs:' },
    mailer: null,
    addresses: { isAlertAddressConfirmed: async () => false },
    log,
    redis: connection,
    trustedOrigins: [hooks.origin],
  });
  extraSenders.push(s);
  return s;
}

const slackTo = (url: string) => ({ email: null, slack: url, webhook: null });
const gaps = (path: string): number[] => {
  const at = hooks.posts.filter((p) => p.path === path).map((p) => p.at);
  return at.slice(1).map((t, i) => t - (at[i] as number));
};

const to = (url: string) => ({ email: null, slack: null, webhook: { url, secret } });

describe('generic webhook alerts', () => {
  it('signs per Standard Webhooks and retries 5xx under the same webhook-id until accepted', async () => {
    hooks.answer('/flaky', [500, 503]);
    await sender.send(alert, to(hooks.url('/flaky')), 'mon1:1795845600000');
    await sender.settled();
    const posts = hooks.posts.filter((p) => p.path === '/flaky');
    expect(posts).toHaveLength(3);
    const verifier = new Webhook(secret);
    for (const post of posts) {
      expect(post.headers['webhook-id']).toBe('mon1:1795845600000');
      expect(post.headers['content-type']).toBe('application/json');
      // Throws unless the signature of "id.timestamp.body" matches under the secret.
      expect(verifier.verify(post.body, post.headers as Record<string, string>)).toMatchObject({
        type: 'monitor.changed',
        monitor: { id: 'mon1', url: 'https://shop.example/' },
        run: { id: 'run1', score: 70, previousScore: 90 },
        changes: { new: [{ checkId: 'meta-robots', severity: 'critical', title: 'noindex' }], fixed: [] },
      });
    }
    const tampered = { ...(posts[0]?.headers as Record<string, string>), 'webhook-id': 'other' };
    expect(() => verifier.verify(posts[0]?.body ?? '', tampered)).toThrow();
    expect(() =>
      new Webhook(newWebhookSecret()).verify(
        posts[0]?.body ?? '',
        posts[0]?.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('never retries a 4xx answer', async () => {
    hooks.answer('/gone', [400]);
    await sender.send(alert, to(hooks.url('/gone')), 'mon1:2');
    await sender.settled();
    expect(hooks.posts.filter((p) => p.path === '/gone')).toHaveLength(1);
    expect(logs.at(-1)).toMatchObject({
      msg: 'alert not delivered',
      obj: { channel: 'webhook', try: 1, reason: 'HTTP 400' },
    });
  });

  it('refuses a private target without ALLOW_PRIVATE_TARGETS, once, sending nothing', async () => {
    const before = hooks.posts.length;
    // The same receiver under another origin (localhost): not exempt, so the SSRF guard refuses it.
    const port = new URL(hooks.origin).port;
    await sender.send(
      alert,
      {
        email: null,
        slack: `http://localhost:${port}/slack`,
        webhook: { url: `http://localhost:${port}/hook`, secret },
      },
      'mon1:3',
    );
    await sender.settled();
    expect(hooks.posts.length).toBe(before);
    const refusals = logs.filter((l) => (l.obj as { reason?: string }).reason?.startsWith('BLOCKED_TARGET'));
    expect(refusals.map((l) => [l.msg, (l.obj as { channel: string }).channel].join(' ')).sort()).toEqual([
      'alert not delivered slack',
      'alert not delivered webhook',
    ]);
  });
});

describe('Slack alerts', () => {
  it('posts text and blocks, at most one message per second per webhook URL', async () => {
    const url = hooks.url('/services/T1/B1/secret-token');
    await Promise.all(
      [1, 2, 3].map((n) =>
        sender.send({ ...alert, run: { ...alert.run, id: `run${n}` } }, slackTo(url), `k${n}`),
      ),
    );
    const posts = hooks.posts.filter((p) => p.path === '/services/T1/B1/secret-token');
    expect(posts).toHaveLength(3);
    // Paced by the sender, measured by the receiver's clock.
    // (A message starts a second after the previous one's answer: whole milliseconds may round 1 ms off.)
    for (const gap of gaps('/services/T1/B1/secret-token')) expect(gap).toBeGreaterThanOrEqual(999);
    const body = JSON.parse(posts[0]?.body ?? '{}') as { text: string; blocks: { type: string }[] };
    expect(body.text).toBe('[Rankscope] shop.example: 1 new problem');
    expect(body.blocks.map((b) => b.type)).toEqual(['header', 'section', 'section', 'actions']);
    // The URL's path is Slack's secret: logs name the host only.
    expect(JSON.stringify(logs)).not.toContain('secret-token');
  });

  it('shares the pace of one URL across processes through Redis, and paces URLs separately', async () => {
    const [a, b] = await Promise.all([redisSender(), redisSender()]);
    const shared = hooks.url('/services/T2/B2/x');
    const other = hooks.url('/services/T3/B3/y');
    await Promise.all([
      a.send(alert, slackTo(shared), 'a'),
      b.send(alert, slackTo(shared), 'b'),
      b.send(alert, slackTo(other), 'c'),
    ]);
    expect(gaps('/services/T2/B2/x')).toHaveLength(1);
    expect(gaps('/services/T2/B2/x')[0]).toBeGreaterThanOrEqual(999);
    // Three messages in one pace would span two seconds; the other URL's goes alongside.
    const at = hooks.posts
      .filter((p) => p.path.startsWith('/services/T2') || p.path.startsWith('/services/T3'))
      .map((p) => p.at);
    expect(at).toHaveLength(3);
    expect(Math.max(...at) - Math.min(...at)).toBeLessThan(1900);
  });
});

describe('deliveries on a BullMQ queue (REDIS_URL)', () => {
  it('retries a failed webhook from another process after the one that queued it stopped', async () => {
    const queued = async (): Promise<LocalAlertSender> => {
      const connection = await redis.connect();
      connections.push(connection);
      return createAlertSender({
        config: { ALLOW_PRIVATE_TARGETS: false, ALERT_RETRY_BASE_MS: 120_000, REDIS_PREFIX: 'rs:' },
        mailer: null,
        addresses: { isAlertAddressConfirmed: async () => false },
        log,
        redis: connection,
        queue: { url: redis.url },
        retryDelaysMs: [2000, 2000, 2000, 2000],
        trustedOrigins: [hooks.origin],
      });
    };
    const first = await queued();
    hooks.answer('/durable', [502]);
    const before = hooks.posts.length;
    await first.send(alert, to(hooks.url('/durable')), 'mon1.1795845600000');
    // The same alert asked again (a retried run): queued once per channel.
    await first.send(alert, to(hooks.url('/durable')), 'mon1.1795845600000');
    const [failed] = (await hooks.received(before + 1)).slice(before);
    await first.close();
    // Stopped before its retry was due: the retry can only come from the other process.
    expect(Date.now() - (failed?.at ?? 0)).toBeLessThan(2000);

    const second = await queued();
    extraSenders.push(second);
    const retried = (await hooks.received(before + 2))[before + 1];
    expect(retried?.headers['webhook-id']).toBe('mon1.1795845600000');
    expect(retried?.headers['webhook-id']).toBe(failed?.headers['webhook-id']);
    expect(retried?.body).toBe(failed?.body);
    expect(hooks.posts.filter((p) => p.path === '/durable')).toHaveLength(2);
  });
});
