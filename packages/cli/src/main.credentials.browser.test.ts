/**
 * The CLI behind a login (issue 26): the credential flags and variables reach every request to the site,
 * and no secret appears in any output format, the crawl's state file, a saved report or an error.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receivedHeaderText,
  SECRETS,
  SESSION,
  startProtectedSite,
  type ProtectedSite,
} from '../../engine/src/test-support/protected-site.js';
import { runCli } from './test-support/run-cli.js';

const run = promisify(execFile);
const SECRET_VALUES = [SECRETS.header.value, SECRETS.cookie.value, SECRETS.basic.password, SESSION];
const BASIC_B64 = Buffer.from(`${SECRETS.basic.username}:${SECRETS.basic.password}`).toString('base64');
const FLAGS = [
  '--header',
  `${SECRETS.header.name}: ${SECRETS.header.value}`,
  '--cookie',
  `${SECRETS.cookie.name}=${SECRETS.cookie.value}`,
  '--auth',
  `${SECRETS.basic.username}:${SECRETS.basic.password}`,
];
const NO_LAB = { RANKSCOPE_LAB: 'off' };

let fixture: ProtectedSite;
let dir: string;
beforeAll(async () => {
  fixture = await startProtectedSite();
  dir = await mkdtemp(join(tmpdir(), 'rankscope-credentials-'));
});
afterAll(async () => {
  await fixture.close();
  await rm(dir, { recursive: true, force: true });
});

function expectNoSecret(text: string, where: string): void {
  for (const secret of [...SECRET_VALUES, BASIC_B64])
    expect(text.includes(secret), `${where}: ${secret}`).toBe(false);
}

describe('rankscope <url> with credentials', () => {
  it('crawls the protected site and keeps every secret out of every format, the state file and the baseline', async () => {
    const url = fixture.site.url('/');
    const file = (name: string): string => join(dir, name);
    const outputs: Array<[string, string]> = [];
    const crawl = await runCli(
      [
        url,
        ...FLAGS,
        '--crawl',
        '10',
        '--threads',
        '0',
        '--format',
        'ndjson',
        '--out',
        file('pages.ndjson'),
      ].concat(['--state', file('crawl.sqlite'), '--save-report', file('report.json')]),
      NO_LAB,
    );
    expect(crawl.code, crawl.stderr).toBe(0);
    outputs.push(['stderr (crawl)', crawl.stderr]);
    const report = JSON.parse(await readFile(file('report.json'), 'utf8')) as {
      crawl: { pages: Array<{ url: string; status: number }> };
    };
    const ok = report.crawl.pages.filter((p) => p.status === 200).map((p) => new URL(p.url).pathname);
    expect(ok).toEqual(expect.arrayContaining(['/', '/a', '/b', '/c', '/go-away']));

    // The same through the environment, as the Action passes its secrets.
    const viaEnv = await runCli(
      [url, '--crawl', '10', '--threads', '0', '--format', 'csv', '--out', file('pages.csv')],
      {
        ...NO_LAB,
        RANKSCOPE_HEADERS: `${SECRETS.header.name}: ${SECRETS.header.value}`,
        RANKSCOPE_COOKIES: `${SECRETS.cookie.name}=${SECRETS.cookie.value}`,
        RANKSCOPE_AUTH: `${SECRETS.basic.username}:${SECRETS.basic.password}`,
      },
    );
    expect(viaEnv.code, viaEnv.stderr).toBe(0);
    expect(await readFile(file('pages.csv'), 'utf8')).toMatch(/\/c",200|\/c,200/);

    for (const format of ['text', 'json', 'csv']) {
      const one = await runCli([url, ...FLAGS, '--format', format], NO_LAB);
      expect(one.code, one.stderr).toBe(0);
      outputs.push([format, one.stdout + one.stderr]);
    }
    const page = await runCli([url, ...FLAGS, '--format', 'html', '--out', file('report.html')], NO_LAB);
    expect(page.code, page.stderr).toBe(0);
    const diff = await runCli(
      [
        url,
        ...FLAGS,
        '--crawl',
        '10',
        '--threads',
        '0',
        '--baseline',
        file('report.json'),
        '--format',
        'markdown',
      ],
      NO_LAB,
    );
    expect(diff.code, diff.stderr).not.toBe(2);
    outputs.push(['markdown', diff.stdout + diff.stderr]);
    const pdf = await runCli([url, ...FLAGS, '--format', 'pdf', '--out', file('report.pdf')], NO_LAB);
    expect(pdf.code, pdf.stderr).toBe(0);
    const { stdout: pdfText } = await run('pdftotext', [file('report.pdf'), '-']);
    // Real text, read back: the report of the page behind the login.
    expect(pdfText).toContain(url);
    outputs.push(['pdf', pdfText]);

    for (const name of ['pages.ndjson', 'pages.csv', 'report.json', 'report.html', 'crawl.sqlite'])
      outputs.push([name, (await readFile(file(name))).toString('latin1')]);
    for (const [where, text] of outputs) expectNoSecret(text, where);
    // The page that quotes its token was crawled and reported, masked.
    expect(await readFile(file('pages.ndjson'), 'utf8')).toContain('Page C token ••••••');

    // The other origin was reached and never saw a credential.
    expect(fixture.elsewhere.requests.length).toBeGreaterThan(0);
    expectNoSecret(receivedHeaderText(fixture.elsewhere), 'requests to the other origin');
  }, 120_000);

  it('takes a Playwright storage state: the site cookies only, expired and other sites left out', async () => {
    const state = join(dir, 'state.json');
    const now = Date.now() / 1000;
    const cookie = (name: string, value: string, domain: string, expires = -1): object => ({
      name,
      value,
      domain,
      path: '/',
      expires,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    });
    await writeFile(
      state,
      JSON.stringify({
        cookies: [
          cookie(SECRETS.cookie.name, SECRETS.cookie.value, '127.0.0.1', now + 3600),
          cookie('other', 'other-site-cookie-value', 'example.com'),
          cookie('stale', 'expired-cookie-value', '127.0.0.1', now - 60),
        ],
        origins: [],
      }),
    );
    const before = fixture.site.requests.length;
    const flags = FLAGS.slice(0, 2).concat(FLAGS.slice(4));
    const res = await runCli(
      [fixture.site.url('/'), ...flags, '--storage-state', state, '--no-site', '--format', 'json'],
      NO_LAB,
    );
    expect(res.code, res.stderr).toBe(0);
    const sent = fixture.site.requests.slice(before);
    expect(sent[0]?.headers.cookie).toBe(`${SECRETS.cookie.name}=${SECRETS.cookie.value}`);
    const report = JSON.parse(res.stdout) as { title?: { text?: string } };
    expect(JSON.stringify(report)).toContain('Home');
  }, 60_000);

  it('fix audits the page behind the login and writes it back', async () => {
    const refused = fixture.refused.length;
    const res = await runCli(['fix', fixture.site.url('/'), ...FLAGS, '--no-site'], NO_LAB);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('<title>Home</title>');
    expect(fixture.refused.length).toBe(refused);
    expectNoSecret(res.stderr, 'fix summary');
  }, 60_000);

  it('a sign-in page never passes a gate: --fail-under, and --fail-on against a baseline of the same wall', async () => {
    const url = fixture.site.url('/');
    const wall = await runCli([url, '--no-site', '--format', 'json', '--fail-under', '5']);
    expect(wall.code).toBe(1);
    expect(wall.stderr).toContain('reached a sign-in page');
    const report = JSON.parse(wall.stdout) as { loginWall?: { reason: string }; seoScore: number };
    expect(report.loginWall?.reason).toBe('status');
    expect(report.seoScore).toBeGreaterThanOrEqual(5);
    const baseline = join(dir, 'wall-baseline.json');
    await writeFile(baseline, wall.stdout);
    for (const gate of ['new-critical', 'score-drop:5']) {
      const again = await runCli([url, '--no-site', '--baseline', baseline, '--fail-on', gate]);
      expect(again.code, gate).toBe(1);
      expect(again.stderr).toContain(`--fail-on ${gate} failed: the new audit reached a sign-in page`);
    }
    // With the credentials the same gates pass: the wall, not the gates, failed.
    const signedIn = await runCli([url, ...FLAGS, '--no-site', '--fail-under', '5']);
    expect(signedIn.code, signedIn.stderr).toBe(0);
  }, 60_000);

  it('refuses malformed credentials with exit 2, naming the flag and never the value', async () => {
    const secret = 'very-secret-value-42';
    const badJson = join(dir, 'bad.json');
    await writeFile(badJson, `{"cookies": [${secret}`);
    const elsewhereOnly = join(dir, 'elsewhere.json');
    await writeFile(
      elsewhereOnly,
      JSON.stringify({
        cookies: [{ name: 'sid', value: secret, domain: 'example.com', path: '/' }],
        origins: [],
      }),
    );
    const cases: string[][] = [
      ['--storage-state', elsewhereOnly],
      ['--header', `NoColon${secret}`],
      ['--header', `X-Token: ${secret}\u0001`],
      ['--cookie', `=${secret}`],
      ['--cookie', `name=${secret} with space`],
      ['--auth', secret],
      ['--storage-state', badJson],
      ['--auth-origin', 'https://api.example.com'],
    ];
    for (const args of cases) {
      const res = await runCli([fixture.site.url('/'), ...args], NO_LAB);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/^rankscope: /);
      expect(res.stderr, args.join(' ')).not.toContain(secret);
    }
    const env = await runCli([fixture.site.url('/')], { ...NO_LAB, RANKSCOPE_AUTH: secret });
    expect(env.code).toBe(2);
    expect(env.stderr).toContain('RANKSCOPE_AUTH');
    expect(env.stderr).not.toContain(secret);
  });
});
