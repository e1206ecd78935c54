/**
 * Audits behind a login through the API (issue 26): the real server, on a real port, audits a local site
 * that needs a header, HTTP Basic auth and a cookie; anonymous callers are refused; what cannot be sent is
 * refused without its value; and the secrets are searched for in the logs (debug level), the progress
 * stream, the report and its share link.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { MASK, PdfPrinter, runAudit, type Report } from '@rankscope/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receivedHeaderText,
  SECRETS,
  startProtectedSite,
  type ProtectedSite,
} from '../../../engine/src/test-support/protected-site.js';
import { buildApp } from '../app.js';
import { CREDENTIAL_LIMITS } from '../audit/credentials.js';
import { loadConfig } from '../config.js';
import { SESSION_COOKIE } from '../plugins/visitor.js';
import { openSqliteStore } from '../store/sqlite.js';
import type { Store } from '../store/types.js';
import { TEST_SECRET } from '../test-support/index.js';

const CREDENTIALS = {
  headers: [{ name: SECRETS.header.name, value: SECRETS.header.value }],
  cookies: [{ name: SECRETS.cookie.name, value: SECRETS.cookie.value }],
  basicAuth: { username: SECRETS.basic.username, password: SECRETS.basic.password },
};
const SECRET_VALUES = [
  SECRETS.header.value,
  SECRETS.cookie.value,
  SECRETS.basic.password,
  Buffer.from(`${SECRETS.basic.username}:${SECRETS.basic.password}`).toString('base64'),
];

let protectedSite: ProtectedSite;
let app: FastifyInstance;
let store: Store;
let base: string;
let signedIn: string;
let log = '';

beforeAll(async () => {
  protectedSite = await startProtectedSite();
  const dataDir = mkdtempSync(join(tmpdir(), 'rankscope-credentials-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    ALLOW_PRIVATE_TARGETS: 'true',
    LAB: 'off',
    PLAN_GATING: 'off',
    SESSION_SECRET: TEST_SECRET,
  });
  store = openSqliteStore(join(dataDir, 'rankscope.db'));
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const printer = new PdfPrinter({ env: {} });
  app = await buildApp({ config, store, now: Date.now, runAudit, printer }, logs);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const session = await store.createSession('ada@example.com', 3_600_000, Date.now());
  signedIn = `${SESSION_COOKIE}=${app.signCookie(session.id)}`;
});
afterAll(async () => {
  await app.close();
  await store.close();
  await protectedSite.close();
});

const post = (path: string, body: unknown, cookie = signedIn) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The raw text of a progress stream until the server ends it. */
const progressText = (url: string, auditId: string): Promise<string> =>
  fetch(`${base}/api/audit/progress?${new URLSearchParams({ url, auditId })}`).then((r) => r.text());

describe('POST /api/audit with credentials', () => {
  it('audits the protected page for a signed-in user; no secret in the report, stream, share link or logs', async () => {
    const url = protectedSite.site.url('/');
    const auditId = 'cred-0001';
    const stream = progressText(url, auditId);
    const res = await post('/api/audit', { url, auditId, ...CREDENTIALS });
    expect(res.status).toBe(200);
    const text = await res.text();
    const report = JSON.parse(text) as Report & { signature: string };
    expect(report.title).toBe('Home');
    expect(report.checks.find((c) => c.id === 'login-wall')?.status).toBe('good');
    expect(report.loginWall).toBeUndefined();
    // The other origin the page links to never saw a credential.
    const elsewhere = receivedHeaderText(protectedSite.elsewhere);
    const events = await stream;
    expect(events).toContain('"stage":"complete"');

    const shared = await post('/api/reports', { report });
    expect(shared.status).toBe(201);
    const { id } = (await shared.json()) as { id: string };
    const sharedText = await fetch(`${base}/api/reports/${id}`).then((r) => r.text());
    expect(sharedText).toContain('"title":"Home"');

    for (const secret of SECRET_VALUES) {
      expect(text, 'report').not.toContain(secret);
      expect(events, 'progress stream').not.toContain(secret);
      expect(sharedText, 'shared report').not.toContain(secret);
      expect(elsewhere, 'other origin').not.toContain(secret);
      expect(log, 'server log').not.toContain(secret);
    }
    // The log says the audit had credentials, not what they were.
    expect(log).toMatch(/"credentials":true[^\n]*"msg":"audit done"/);
  });

  it('an audit that fails on a redirect loop carrying the token: no secret in the answer, the stream or the log', async () => {
    // A hand-off that sends the token back in the URL, forever: the error quotes the URLs of the loop.
    const token = encodeURIComponent(SECRETS.header.value);
    protectedSite.site.route('/handoff', (_req, res) => {
      res.writeHead(302, { location: `/handoff?token=${token}` }).end();
    });
    const url = protectedSite.site.url('/handoff');
    const auditId = 'cred-fail-01';
    const stream = progressText(url, auditId);
    const logStart = log.length;
    const res = await post('/api/audit', { url, auditId, ...CREDENTIALS });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    const body = JSON.parse(text) as { error: string; code: string };
    expect(body.code).toBe('TOO_MANY_REDIRECTS');
    expect(body.error).toContain(`/handoff?token=${MASK}`);
    const events = await stream;
    expect(events).toContain('"error":true');
    const logged = log.slice(logStart);
    expect(logged).toContain('TOO_MANY_REDIRECTS');
    for (const secret of SECRET_VALUES) {
      expect(text, 'error answer').not.toContain(secret);
      expect(events, 'progress stream').not.toContain(secret);
      expect(logged, 'server log').not.toContain(secret);
    }
  });

  it('without credentials reports the sign-in wall with the status, and the score says it is not the site’s', async () => {
    const res = await post('/api/audit', { url: protectedSite.site.url('/') });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    expect(report.loginWall).toMatchObject({ reason: 'status', status: 401 });
    expect(report.cappedBy).toContain('login-wall');
  });

  it('refuses anonymous callers with 403 CREDENTIALS_REQUIRE_SIGN_IN, before anything is fetched', async () => {
    const before = protectedSite.site.requests.length;
    const res = await post('/api/audit', { url: protectedSite.site.url('/'), ...CREDENTIALS }, '');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'CREDENTIALS_REQUIRE_SIGN_IN', requiresAuth: true });
    expect(protectedSite.site.requests.length).toBe(before);
  });

  it('refuses what cannot be sent, naming the field and never the value', async () => {
    const url = protectedSite.site.url('/');
    const cases: Array<[unknown, number, string]> = [
      [{ headers: [{ name: 'Host', value: 'evil.example' }] }, 400, 'INVALID_CREDENTIALS'],
      [{ headers: [{ name: 'Transfer-Encoding', value: 'chunked' }] }, 400, 'INVALID_CREDENTIALS'],
      [{ headers: [{ name: 'X-Token', value: 'abc\r\nX-Injected: 1' }] }, 400, 'INVALID_CREDENTIALS'],
      [{ headers: [{ name: 'Bad Name', value: 'v' }] }, 400, 'INVALID_REQUEST'],
      [{ cookies: [{ name: 'sid', value: 'a;b=c' }] }, 400, 'INVALID_CREDENTIALS'],
      [{ basicAuth: { username: 'a:b', password: 'pw-secret-1234' } }, 400, 'INVALID_CREDENTIALS'],
      [
        {
          headers: Array.from({ length: CREDENTIAL_LIMITS.headers + 1 }, (_, i) => ({
            name: `X-${i}`,
            value: 'v',
          })),
        },
        400,
        'INVALID_REQUEST',
      ],
      [
        { headers: [{ name: 'X-Long', value: 'v'.repeat(CREDENTIAL_LIMITS.headerValueLength + 1) }] },
        400,
        'INVALID_REQUEST',
      ],
    ];
    for (const [credentials, status, code] of cases) {
      const res = await post('/api/audit', { url, ...(credentials as object) });
      const body = (await res.json()) as { error: string; code: string };
      expect(res.status, JSON.stringify(credentials).slice(0, 80)).toBe(status);
      expect(body.code).toBe(code);
      expect(body.error).not.toContain('evil.example');
      expect(body.error).not.toContain('pw-secret-1234');
      expect(body.error).not.toContain('a;b=c');
    }
  });
});
