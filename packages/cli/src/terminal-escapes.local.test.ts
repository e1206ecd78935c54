/**
 * Escape sequences in an audited page never reach the terminal: a hostile site titles its pages with a
 * screen clear, a hidden hyperlink, a clipboard write (OSC 52), a C1 CSI and a bidi override, and every
 * output printed on stdout — the --baseline comparison, `rankscope diff` as text (with and without
 * colour) and as Markdown, the crawl's CSV and the page's suggestions CSV — carries none of them. CSV
 * cells a spreadsheet would read as formulas are neutralised.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startTestServer, type TestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const ESC = '\u001b';
const BEL = '\u0007';
/** Clear the screen, a hidden link, a clipboard write, a C1 CSI (colour), a right-to-left override. */
const HOSTILE =
  `${ESC}[2J${ESC}[H` +
  `${ESC}]8;;https://evil.invalid/${BEL}Oak tables${ESC}]8;;${BEL}` +
  `${ESC}]52;c;ZWNobyBwd25lZA==${BEL}` +
  '\u009b31m handmade \u202etxt.exe';
/** A formula a spreadsheet would run, after an escape that hides it from a naive prefix test. */
const FORMULA = `${ESC}=HYPERLINK("https://evil.invalid/","Oak")`;

/** Our own colour codes (SGR), around our own labels when colour is on. */
// eslint-disable-next-line no-control-regex
const OUR_SGR = /\u001b\[[0-9;]*m/g;
/** What must never appear on stdout. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const page = (title: string, links = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${title}"></head><body><h1>${title}</h1>
<p>${'Every oak table is made by hand in our workshop. '.repeat(30)}</p>${links}</body></html>`;

let site: TestServer;
let dir: string;
beforeAll(async () => {
  site = await startTestServer({ '/other': html(page(FORMULA)) });
  dir = await mkdtemp(join(tmpdir(), 'rankscope-escapes-'));
});
afterAll(() => site.close());

const serve = (title: string): void => site.route('/tables', html(page(title, '<a href="/other">x</a>')));

async function save(name: string): Promise<string> {
  const file = join(dir, name);
  const r = await runCli([site.url('/tables'), '--no-site', '--format', 'json', '--out', file]);
  expect(r.code).toBe(0);
  return file;
}

describe('page text on the terminal', () => {
  it('comparisons (--baseline, diff as text and Markdown) print no control characters', async () => {
    serve('Handmade Oak Dining Tables | Smith Workshop');
    const old = await save('old.json');
    serve(HOSTILE);
    const now = await save('new.json');

    const outputs = [
      await runCli([site.url('/tables'), '--no-site', '--baseline', old, '--fail-on', 'none']),
      await runCli(['diff', old, now, '--no-color', '--fail-on', 'none']),
      await runCli(['diff', old, now, '--color', '--fail-on', 'none']),
      await runCli(['diff', old, now, '--format', 'markdown', '--fail-on', 'none']),
    ];
    for (const r of outputs) {
      expect(r.code).toBe(0);
      // The page's text is there (the title changed), without what it smuggled in.
      expect(r.stdout).toContain('Oak tables');
      // Colour is ours: SGR codes around our own labels, when colour is on; nothing else.
      expect(r.stdout.replace(OUR_SGR, '')).not.toMatch(UNSAFE);
    }
    expect(outputs[1]!.stdout).not.toContain(ESC);
    expect(outputs[3]!.stdout).not.toContain(ESC);
  });

  it('CSV on stdout (a crawl, a page’s suggestions) prints no control characters and no live formula', async () => {
    serve(HOSTILE);
    const crawl = await runCli([site.url('/tables'), '--crawl', '5', '--format', 'csv', '--no-site']);
    expect(crawl.code).toBe(0);
    expect(crawl.stdout.replaceAll('\r\n', '\n')).not.toMatch(UNSAFE);
    const rows = crawl.stdout.split('\r\n');
    const other = rows.find((r) => r.startsWith(site.url('/other')));
    // The title cell starts with an apostrophe: text, not a formula.
    expect(other).toContain(`"'=HYPERLINK(""https://evil.invalid/"",""Oak"")"`);
    expect(rows.find((r) => r.startsWith(site.url('/tables')))).toContain('Oak tables');

    site.route('/tables', html(page(FORMULA)));
    const suggestions = await runCli([site.url('/tables'), '--no-site', '--format', 'csv']);
    expect(suggestions.code).toBe(0);
    expect(suggestions.stdout.replaceAll('\r\n', '\n')).not.toMatch(UNSAFE);
    expect(suggestions.stdout).not.toMatch(/,=HYPERLINK/);
  });
});
