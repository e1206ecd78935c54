import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import type { MonitorAlert } from '../monitors/types.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { testApp, TEST_SECRET, type TestApp } from '../test-support/index.js';
import { startSmtpSink, type SmtpSink } from '../test-support/alert-receivers.js';
import { sampleAlert } from '../test-support/sample-alert.js';

const alert: MonitorAlert = sampleAlert('The page says <noindex> & hides');

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({
    SESSION_SECRET: TEST_SECRET,
    SMTP_URL: sink.url,
    ALERT_FROM: 'Rankscope <alerts@rankscope.example>',
    ALERT_RETRY_BASE_MS: '5',
    PUBLIC_URL: 'https://rankscope.example',
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function signIn(email: string): Promise<Record<string, string>> {
  const session = await t.ctx.store.createSession(email, 86_400_000, t.ctx.now());
  return { [SESSION_COOKIE]: t.app.signCookie(session.id) };
}

const sendTo = async (email: string): Promise<void> => {
  const { sender } = t.app.alerts;
  await sender.send(alert, { email, slack: null, webhook: null }, `mon1:${email}`);
  await sender.settled();
};

describe('e-mail alerts over SMTP', () => {
  it('mails the owner a subject naming the site, a text and an HTML body listing the changes, and the link', async () => {
    await sendTo('ann@example.com');
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual(['ann@example.com']);
    expect(mail?.from).toBe('alerts@rankscope.example');
    expect(mail?.subject).toBe('[Rankscope] shop.example: 1 new problem');
    expect(mail?.text).toContain('Score: 90 → 70');
    expect(mail?.text).toContain('- [critical] The page says <noindex> & hides (meta-robots)');
    expect(mail?.text).toContain('See the run: https://rankscope.example/monitors/mon1/runs/run1');
    expect(mail?.html).toContain('The page says &#60;noindex&#62; &#38; hides');
    expect(mail?.html).toContain('href="https://rankscope.example/monitors/mon1/runs/run1"');
  });

  it('mails another address only after its owner followed the single-use confirmation link', async () => {
    const ann = await signIn('ann@example.com');
    const ask = (email: string, cookies = ann) =>
      t.app.inject({ method: 'POST', url: '/api/alert-addresses', cookies, payload: { email, lang: 'fr' } });
    expect((await ask('team@example.org', {})).statusCode).toBe(401);
    expect((await ask('a@b.c, d@e.f')).json()).toMatchObject({ code: 'INVALID_ALERT_ADDRESS' });
    expect((await ask('ANN@example.com')).json()).toEqual({ email: 'ann@example.com', status: 'confirmed' });
    expect(sink.mails).toHaveLength(1);

    const res = await ask('Team@Example.org');
    expect(res.json()).toEqual({ email: 'team@example.org', status: 'pending' });
    const confirmation = (await sink.received(2))[1];
    expect(confirmation?.to).toEqual(['team@example.org']);
    expect(confirmation?.subject).toBe('[Rankscope] Confirmez les alertes vers cette adresse');
    expect(confirmation?.text).toContain('ann@example.com a demandé à Rankscope');
    // The link comes from PUBLIC_URL (never the request's Host) and opens a page that confirms by POST.
    const token = /https:\/\/rankscope\.example\/monitors\/confirm-address#token=([\w-]+)/.exec(
      confirmation?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    expect(confirmation?.html).toContain(
      `href="https://rankscope.example/monitors/confirm-address#token=${token}"`,
    );

    await sendTo('team@example.org');
    expect(sink.mails).toHaveLength(2);

    // A mail scanner following a link of the old form confirms nothing: it lands on the page.
    const follow = await t.app.inject({ url: `/api/alert-addresses/confirm?token=${token}` });
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe(`/monitors/confirm-address#token=${token}`);
    expect(await t.ctx.store.isAlertAddressConfirmed('ann@example.com', 'team@example.org')).toBe(false);
    // The page's button: confirms once, whoever presses it (the recipient need not be signed in).
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/alert-addresses/confirm', payload: { token } });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'team@example.org' });
    const again = await confirm();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'INVALID_CONFIRMATION' });
    expect((await ask('team@example.org')).json()).toEqual({
      email: 'team@example.org',
      status: 'confirmed',
    });

    await sendTo('team@example.org');
    const [, , alertMail] = await sink.received(3);
    expect(alertMail?.to).toEqual(['team@example.org']);
    expect(alertMail?.subject).toBe('[Rankscope] shop.example: 1 new problem');
  });

  it("links to PUBLIC_URL whatever the request's Host header says", async () => {
    const eve = await signIn('eve@example.com');
    const before = sink.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alert-addresses',
      cookies: eve,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'victim@example.net' },
    });
    expect(res.json()).toEqual({ email: 'victim@example.net', status: 'pending' });
    const mail = (await sink.received(before + 1))[before];
    expect(mail?.to).toEqual(['victim@example.net']);
    expect(mail?.text).toMatch(/https:\/\/rankscope\.example\/monitors\/confirm-address#token=/);
    expect(`${mail?.text ?? ''}${mail?.html ?? ''}`).not.toContain('evil.example');
  });

  it('sends one confirmation per save of a monitor, and the save says it went out', async () => {
    const cy = await signIn('cy@example.com');
    const before = sink.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monitors',
      cookies: cy,
      payload: { url: 'https://93.184.215.14/', schedule: '0 6 * * *', alerts: { email: 'ops@example.net' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      emailConfirmed: false,
      emailConfirmation: { email: 'ops@example.net', status: 'pending' },
    });
    const mails = await sink.received(before + 1);
    expect(mails.slice(before).map((m) => m.to)).toEqual([['ops@example.net']]);
  });

  it('sends at most 3 confirmation mails a day to one address', async () => {
    const bob = await signIn('bob@example.com');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/alert-addresses',
        cookies: bob,
        payload: { email: 'x@example.net' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).json()).toMatchObject({ status: 'pending' });
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CONFIRMATIONS_LIMITED' });
    expect(sink.mails.filter((m) => m.to.includes('x@example.net'))).toHaveLength(3);
  });
});

describe('without SMTP', () => {
  it('says e-mail alerts are unavailable and sends none', async () => {
    const bare = await testApp({ SESSION_SECRET: TEST_SECRET });
    try {
      expect((await bare.app.inject({ url: '/api/config' })).json()).toMatchObject({ emailAlerts: false });
      const session = await bare.ctx.store.createSession('ann@example.com', 86_400_000, bare.ctx.now());
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/alert-addresses',
        cookies: { [SESSION_COOKIE]: bare.app.signCookie(session.id) },
        payload: { email: 'team@example.org' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'EMAIL_UNAVAILABLE' });
    } finally {
      await bare.close();
    }
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ emailAlerts: true });
  });

  it('refuses half or malformed SMTP settings at start', () => {
    const dir = t.ctx.config.DATA_DIR;
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: sink.url })).toThrow(
      /ALERT_FROM: SMTP_URL and ALERT_FROM must be set together/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example', ALERT_FROM: 'a@b.example' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: sink.url, ALERT_FROM: 'not an address' })).toThrow(
      /ALERT_FROM must be an address/,
    );
    // Mails carry links: without the server's public address they would be relative (or the Host's).
    expect(() =>
      loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://u:p@mail.example:587', ALERT_FROM: 'a@b.example' }),
    ).toThrow(/PUBLIC_URL: alerts need the server's public address/);
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtp://u:p@mail.example:587',
      ALERT_FROM: 'a@b.example',
      PUBLIC_URL: 'https://rankscope.example',
    });
    expect(config.smtp).toEqual({ url: 'smtp://u:p@mail.example:587', from: 'a@b.example' });
    expect(JSON.stringify({ ...config, smtp: null })).not.toContain('u:p@');
  });
});
