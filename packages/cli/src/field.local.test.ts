/**
 * Field data in the CLI: --crux-key or CRUX_API_KEY, CRUX_API_URL at a local server speaking the CrUX
 * protocol; the text, JSON and HTML reports show it, and the key is in none of the outputs.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '@rankscope/engine/schema';
import { startCruxServer, type CruxServer } from '../../engine/src/test-support/crux-server.js';
import { startFixtureSite } from '../../engine/src/test-support/fixture-site.js';
import type { TestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const KEY = 'AIzaCliCruxKey-0123456789_secret';
let site: TestServer;
let crux: CruxServer;
let env: Record<string, string>;

beforeAll(async () => {
  site = await startFixtureSite();
  crux = await startCruxServer(KEY);
  crux.setRecord(
    { url: site.url('/tables') },
    { lcp: [3100, 0.6, 0.25, 0.15], inp: [120, 0.9, 0.07, 0.03], cls: [0.02, 0.95, 0.03, 0.02] },
    { lcp: [3100, 0, 0, 0] },
  );
  env = { RANKSCOPE_LAB: 'off', CRUX_API_URL: crux.baseUrl };
});
afterAll(async () => {
  await site.close();
  await crux.close();
});

describe('rankscope with field data', () => {
  it('prints the field section in text, with the key from CRUX_API_KEY nowhere in the output', async () => {
    const { code, stdout, stderr } = await runCli([site.url('/tables'), '--no-site', '--no-color'], {
      ...env,
      CRUX_API_KEY: KEY,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Field data (real Chrome users, CrUX)');
    expect(stdout).toContain(`this page (${site.url('/tables')}) · 2026-10-26 to 2026-11-22 (28 days)`);
    expect(stdout).toMatch(/LCP {3}p75 3\.1 s {4}60% good · 25% needs improvement · 15% poor {2}[▁-█]{40}/);
    expect(stdout).toContain('fail the Core Web Vitals assessment: LCP needs improvement');
    expect(`${stdout}${stderr}`).not.toContain(KEY);
    expect(crux.queries.at(-1)?.key).toBe(KEY);
  });

  it('takes --crux-key, writes the JSON and HTML reports with the field section and without the key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rankscope-field-'));
    const json = join(dir, 'r.json');
    const htmlFile = join(dir, 'r.html');
    const a = await runCli(
      [
        site.url('/tables'),
        '--no-site',
        '--crux-key',
        KEY,
        '--format',
        'json',
        '--out',
        json,
        '--lang',
        'es',
      ],
      env,
    );
    const b = await runCli(
      [site.url('/tables'), '--no-site', '--crux-key', KEY, '--format', 'html', '--out', htmlFile],
      env,
    );
    expect([a.code, b.code]).toEqual([0, 0]);
    const report = ReportSchema.parse(JSON.parse(await readFile(json, 'utf8')));
    expect(report.field?.source).toBe('url');
    expect(report.field?.phone?.lcp?.p75).toBe(3100);
    const page = await readFile(htmlFile, 'utf8');
    expect(page).toContain('Field data (real Chrome users, CrUX)');
    expect(page).toContain('<polyline');
    expect(page).toContain('style="width:60%"');
    for (const text of [JSON.stringify(report), page, a.stdout, a.stderr, b.stdout, b.stderr])
      expect(text).not.toContain(KEY);
  });

  it('without a key makes no request and says field data needs one', async () => {
    const before = crux.queries.length;
    const { code, stdout } = await runCli([site.url('/tables'), '--no-site', '--no-color'], env);
    expect(code).toBe(0);
    expect(crux.queries.length).toBe(before);
    expect(stdout).toContain('Field data needs a Chrome UX Report API key');
  });

  it('refuses a CRUX_API_URL that is not http(s), without echoing the key', async () => {
    const { code, stderr } = await runCli([site.url('/tables'), '--crux-key', KEY], {
      ...env,
      CRUX_API_URL: 'ftp://crux.example/v1',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('CRUX_API_URL must be an http(s) URL');
    expect(stderr).not.toContain(KEY);
  });

  it('reports a refused key in words, not the key', async () => {
    const wrong = `${KEY}-old`;
    const { code, stdout, stderr } = await runCli([site.url('/tables'), '--no-site', '--no-color'], {
      ...env,
      CRUX_API_KEY: wrong,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('the Chrome UX Report API refused the key (HTTP 400: API key not valid');
    expect(`${stdout}${stderr}`).not.toContain(wrong);
    expect(`${stdout}${stderr}`).not.toContain(KEY);
  });
});
