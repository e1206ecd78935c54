/**
 * Monitoring end to end in a real app (SQLite, real audits of a local site, the embedded scheduler): the
 * run that finds a new critical problem sends one e-mail to a local SMTP sink and one signed webhook to a
 * local receiver; the first run (nothing to compare) and an unchanged run send nothing.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import type { EmbeddedScheduler } from '../monitors/embedded-scheduler.js';
import { PAGE } from '../test-support/monitor-runs.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import {
  startHookReceiver,
  startSmtpSink,
  type HookReceiver,
  type SmtpSink,
} from '../test-support/alert-receivers.js';

let site: TestServer;
let sink: SmtpSink;
let hooks: HookReceiver;
let t: TestApp;

beforeAll(async () => {
  [site, sink, hooks] = await Promise.all([
    startTestServer({ '/': html(PAGE()) }),
    startSmtpSink(),
    startHookReceiver(),
  ]);
  t = await testApp(
    {
      ALLOW_PRIVATE_TARGETS: 'true',
      SESSION_SECRET: TEST_SECRET,
      LAB: 'off',
      SMTP_URL: sink.url,
      ALERT_FROM: 'alerts@rankscope.example',
      PUBLIC_URL: 'https://rankscope.example',
    },
    // The wall clock: the webhook's timestamp is checked against the receiver's.
    { now: Date.now },
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all([site.close(), sink.close(), hooks.close()]);
});

describe('a monitor run with alerts', () => {
  it('alerts once by e-mail and webhook when a new critical problem appears, and not when nothing changed', async () => {
    const session = await t.ctx.store.createSession('ann@example.com', 86_400_000, t.ctx.now());
    const cookies = { [SESSION_COOKIE]: t.app.signCookie(session.id) };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies,
      payload: {
        url: site.url('/'),
        schedule: '0 6 * * *',
        alerts: { email: 'ann@example.com', webhook: hooks.url('/hook') },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, webhookSecret } = created.json<{ id: string; webhookSecret: string }>();
    const scheduler = t.app.monitorScheduler as EmbeddedScheduler;
    const run = async (): Promise<string> => {
      const res = await t.app.inject({ method: 'POST', url: `/api/monitors/${id}/run`, cookies });
      expect(res.statusCode).toBe(202);
      await scheduler.idle();
      await t.app.alerts.sender.settled();
      return res.json<{ runId: string }>().runId;
    };

    await run();
    expect([sink.mails.length, hooks.posts.length]).toEqual([0, 0]);

    site.route('/', html(PAGE('<meta name="robots" content="noindex">')));
    const changedRun = await run();
    expect(sink.mails).toHaveLength(1);
    expect(hooks.posts).toHaveLength(1);
    const mail = sink.mails[0];
    expect(mail?.to).toEqual(['ann@example.com']);
    // The noindex check and the indexable signal (yes → no), as the run page lists them.
    expect(mail?.subject).toMatch(/^\[Rankscope\] 127\.0\.0\.1:\d+: 2 new problems$/);
    expect(mail?.text).toContain('Indexable (signal:indexable): yes → no');
    expect(mail?.text).toContain(`https://rankscope.example/monitors/${id}/runs/${changedRun}`);
    const post = hooks.posts[0];
    const payload = new Webhook(webhookSecret).verify(
      post?.body ?? '',
      post?.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({
      type: 'monitor.changed',
      monitor: { id, url: site.url('/') },
      run: { id: changedRun },
      changes: {
        new: [
          expect.objectContaining({ checkId: 'robots-meta-noindex', severity: 'critical', kind: 'check' }),
          expect.objectContaining({
            checkId: 'signal:indexable',
            severity: 'critical',
            old: true,
            new: false,
          }),
        ],
      },
    });
    expect(post?.headers['webhook-id']).toMatch(new RegExp(`^${id}\\.\\d+$`));

    await run();
    expect([sink.mails.length, hooks.posts.length]).toEqual([1, 1]);
  });

  it('mails a confirmation, in the monitor language, to an alert address that is not the owner’s', async () => {
    const session = await t.ctx.store.createSession('bob@example.com', 86_400_000, t.ctx.now());
    const before = sink.mails.length;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies: { [SESSION_COOKIE]: t.app.signCookie(session.id) },
      payload: {
        url: site.url('/'),
        schedule: '0 6 * * *',
        lang: 'es',
        alerts: { email: 'ops@example.net' },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ emailConfirmed: false });
    const [mail] = (await sink.received(before + 1)).slice(before);
    expect(mail?.to).toEqual(['ops@example.net']);
    expect(mail?.subject).toBe('[Rankscope] Confirma las alertas a esta dirección');
    expect(mail?.text).toMatch(/https:\/\/rankscope\.example\/monitors\/confirm-address#token=[\w-]+/);
  });
});
