import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { pdfText } from '../../engine/src/test-support/pdf-text.js';
import { testCertificate } from '../../engine/src/test-support/certificates.js';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import { html, startTestServer } from '../../engine/src/test-support/test-server.js';
import { main } from './main.js';
import { Capture } from './test-support/capture.js';
import { runCli } from './test-support/run-cli.js';

const GOOD = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade Oak Dining Tables | Smith Workshop</title>
<meta name="description" content="Solid oak dining tables made by hand in our Yorkshire workshop. Choose the size and finish and order online today.">
</head><body><h1>Handmade oak dining tables</h1><p>${'Every oak table is made by hand in our workshop. '.repeat(40)}</p></body></html>`;
const HOSTILE_TITLE = `<!DOCTYPE html><html lang="en"><head><title>Tables \u001b[31mRED\u001b[0m <script>alert(1)</script></title></head><body><p>x</p></body></html>`;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url === '/hostile' ? HOSTILE_TITLE : req.url === '/' ? GOOD : null;
    if (body === null) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cli = (...argv: string[]) => runCli(argv);

describe('rankscope CLI', () => {
  it('prints help and version', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: rankscope <url>');
    expect((await cli('--version')).stdout).toMatch(/^rankscope \d+\.\d+\.\d+\n$/);
  });

  it.each([
    [[], 'Missing the URL'],
    [['a', 'b'], 'Expected one URL'],
    [['x', '--format', 'xml'], '--format must be one of text, json, html, pdf'],
    [['x', '--format', 'pdf'], '--format pdf writes a file: add --out <file.pdf>'],
    [['x', '--lang', 'de'], '--lang must be en, es or fr'],
    [['x', '--fail-under', '120'], '--fail-under expects a score from 0 to 100'],
    [['x', '--timeout', 'soon'], '--timeout expects a duration'],
    [['x', '--bogus'], "Unknown option '--bogus'"],
  ])('rejects %j with exit 2 and a specific message', async (argv, message) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('--format json prints exactly a valid Report listing every catalogue check', async () => {
    const r = await cli(`${origin}/`, '--format', 'json');
    expect(r.code).toBe(0);
    const report = ReportSchema.parse(JSON.parse(r.stdout));
    expect(report.checks.map((c) => c.id).sort()).toEqual([...CATALOGUE.keys()].sort());
    expect(report.title).toBe('Handmade Oak Dining Tables | Smith Workshop');
    expect(report.finalUrl).toBe(`${origin}/`);
  });

  it('prints a readable text report without colour when not a terminal', async () => {
    const r = await cli(`${origin}/`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/SEO score: \d+\/100/);
    expect(r.stdout).toContain('Meta information');
    expect(r.stdout).not.toContain('\u001b[');
    expect((await cli(`${origin}/`, '--color')).stdout).toContain('\u001b[');
  });

  it('localises the report with --lang', async () => {
    const r = await cli(`${origin}/`, '--lang', 'es');
    expect(r.stdout).toContain('Puntuación SEO');
    expect(r.stdout).toContain('Metainformación');
  });

  it('never lets text from the page drive the terminal or the HTML report', async () => {
    const text = await cli(`${origin}/hostile`);
    expect(text.stdout).not.toContain('\u001b[31m');
    const dir = await mkdtemp(join(tmpdir(), 'rankscope-'));
    const file = join(dir, 'report.html');
    const html = await cli(`${origin}/hostile`, '--format', 'html', '--out', file);
    expect(html.code).toBe(0);
    expect(html.stdout).toBe('');
    const written = await readFile(file, 'utf8');
    expect(written).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(written).not.toContain('<script>alert(1)');
  });

  it('--format pdf --out writes the print view as a PDF with real text', async () => {
    const site = await startFixtureSite();
    try {
      const file = join(await mkdtemp(join(tmpdir(), 'rankscope-pdf-')), 'report.pdf');
      const r = await cli(site.url('/tables'), '--no-site', '--format', 'pdf', '--out', file);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`pdf report written to ${file}`);
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfText(pdf)).text).toContain('Handmade Oak Dining Tables | Smith Workshop');
    } finally {
      await site.close();
    }
  });

  it('--format pdf without Chromium says how to fix it and exits 2 before auditing', async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const file = join(await mkdtemp(join(tmpdir(), 'rankscope-pdf-')), 'report.pdf');
    const code = await main(['http://127.0.0.1:9/', '--format', 'pdf', '--out', file], {
      stdout,
      stderr,
      env: { RANKSCOPE_LAB: 'off' },
      chromium: () => ({ path: null, reason: 'No Chromium found: set CHROME_PATH or install chromium' }),
    });
    expect(code).toBe(2);
    expect(stderr.text).toContain('No Chromium found: set CHROME_PATH or install chromium');
    expect(stderr.text).not.toContain('CONNECTION_REFUSED');
    expect(stdout.text).toBe('');
  });

  it('--fail-under gates CI on the score', async () => {
    const json = JSON.parse((await cli(`${origin}/`, '--format', 'json')).stdout) as { seoScore: number };
    expect((await cli(`${origin}/`, '--fail-under', String(json.seoScore))).code).toBe(0);
    const below = await cli(`${origin}/`, '--fail-under', String(json.seoScore + 1));
    expect(below.code).toBe(1);
    expect(below.stderr).toContain(`score ${json.seoScore} is below --fail-under ${json.seoScore + 1}`);
  });

  it('exits 2 with the error when the page cannot be fetched', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const r = await cli(`http://127.0.0.1:${port}/`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('[CONNECTION_REFUSED]');
    expect((await cli('ftp://example.com/')).stderr).toContain('[UNSUPPORTED_SCHEME]');
  });

  it('--no-site checks the page only and says which checks did not run', async () => {
    const r = await cli(`${origin}/`, '--format', 'json', '--no-site');
    const report = ReportSchema.parse(JSON.parse(r.stdout));
    const robots = report.checks.find((c) => c.id === 'robots-txt-present');
    expect(robots).toMatchObject({ status: 'na', scope: 'site' });
    expect(robots?.message).toContain('site-level requests');
  });

  it('--ca trusts an internal certificate authority; without it the TLS error is reported', async () => {
    const pems = await testCertificate({ ips: ['127.0.0.1'] });
    const secure = await startTestServer({ '/': html(GOOD) }, { tls: pems });
    try {
      const refused = await cli(`${secure.origin}/`, '--no-site');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('[TLS_ERROR]');
      const dir = await mkdtemp(join(tmpdir(), 'rankscope-ca-'));
      await writeFile(join(dir, 'ca.pem'), pems.cert);
      const trusted = await cli(
        `${secure.origin}/`,
        '--no-site',
        '--ca',
        join(dir, 'ca.pem'),
        '--format',
        'json',
      );
      expect(trusted.code).toBe(0);
      expect(ReportSchema.parse(JSON.parse(trusted.stdout)).finalUrl).toBe(`${secure.origin}/`);
      expect((await cli(`${secure.origin}/`, '--ca', join(dir, 'missing.pem'))).stderr).toContain(
        'cannot read --ca file',
      );
    } finally {
      await secure.close();
    }
  });

  it('shows progress on an interactive stderr and keeps stdout clean', async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    stderr.isTTY = true;
    const code = await main([`${origin}/`, '--format', 'json', '--no-site'], {
      stdout,
      stderr,
      env: { RANKSCOPE_LAB: 'off' },
    });
    expect(code).toBe(0);
    expect(stderr.text).toContain('Fetching website content...');
    expect(stderr.text).toContain('Analyzing SEO elements...');
    expect(stderr.text.endsWith('\r\u001b[2K')).toBe(true);
    expect(() => JSON.parse(stdout.text) as unknown).not.toThrow();
  });

  it('--timeout bounds the wait for a server that never answers', async () => {
    const silent = await startTestServer({ '/': () => undefined });
    try {
      const started = Date.now();
      const r = await cli(`${silent.origin}/`, '--timeout', '500ms', '--no-site');
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('[TIMEOUT]');
      // The server never answers: the 500 ms limit ended the wait (the message names it), not before it.
      expect(r.stderr).toContain('0.5 s');
      expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    } finally {
      await silent.close();
    }
  });

  it('--no-private turns the SSRF guard on for local targets', async () => {
    const r = await cli(`${origin}/`, '--no-private');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('[BLOCKED_TARGET]');
  });

  it('the built binary runs from the repository root', async () => {
    const run = promisify(execFile);
    // The entry npm links (it loads the one-file bundle). --no-lab: with Chromium installed the lab is on
    // by default, and two Lighthouse runs took this unit test past its time limit on a busy machine
    // (main.lab.test.ts runs the binary with the lab).
    const { stdout } = await run(
      process.execPath,
      ['packages/cli/bin/rankscope.js', `${origin}/`, '--format', 'json', '--no-lab'],
      {
        cwd: join(import.meta.dirname, '../../..'),
      },
    );
    expect(ReportSchema.parse(JSON.parse(stdout)).seoScore).toBeGreaterThan(0);
  });
});
