/**
 * Comparisons on the command line against a local fixture site: `--baseline` and `rankscope diff`, each
 * gate's exit code, unreadable reports, and the Markdown comment's golden file.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, html, type TestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const GOLDEN = new URL('./compare.golden.md', import.meta.url);

const page = (o: { title?: string; robots?: string; canonical?: string; description?: string }): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title ?? 'Handmade Oak Dining Tables | Smith Workshop'}</title>${o.robots ? `<meta name="robots" content="${o.robots}">` : ''}
<meta name="description" content="${o.description ?? 'Solid oak dining tables made by hand in our Yorkshire workshop. Choose the size and finish and order online today.'}">
<link rel="canonical" href="${o.canonical ?? '{{origin}}/tables'}">
</head><body><h1>Handmade oak dining tables</h1><p>${'Every oak table is made by hand in our workshop. '.repeat(40)}</p><a href="/chairs">Chairs</a></body></html>`;

let site: TestServer;
let dir: string;
/** Serves /tables as `page(o)`, the canonical on this server unless given. */
const serve = (o: Parameters<typeof page>[0] = {}): void =>
  site.route('/tables', html(page(o).replaceAll('{{origin}}', site.origin)));

beforeAll(async () => {
  site = await startTestServer({ '/chairs': html('<!DOCTYPE html><title>Chairs</title><h1>Chairs</h1>') });
  dir = await mkdtemp(join(tmpdir(), 'rankscope-compare-'));
});
afterAll(() => site.close());

const cli = (...argv: string[]) => runCli(argv);

/** Audits /tables as served now into a saved report (the page only: faster, and no site-phase noise). */
async function save(name: string): Promise<string> {
  const file = join(dir, name);
  const r = await cli(site.url('/tables'), '--no-site', '--format', 'json', '--out', file);
  expect(r.code).toBe(0);
  return file;
}

describe('rankscope <url> --baseline', () => {
  it('exits 0 when nothing changed and 1 on a new critical problem (the default gate)', async () => {
    serve();
    const base = await save('base.json');
    const same = await cli(site.url('/tables'), '--no-site', '--baseline', base);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('New problems: 0 (0 critical)');
    expect(same.stdout).toContain('No changes found.');

    serve({ robots: 'noindex' });
    const next = join(dir, 'next.json');
    const r = await cli(site.url('/tables'), '--no-site', '--baseline', base, '--save-report', next);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Robots meta noindex');
    expect(r.stderr).toContain('--fail-on new-critical failed');
    // The report of this audit, saved for the next comparison.
    expect(JSON.parse(await readFile(next, 'utf8')).signals.indexable).toBe(false);
    // --fail-on none reports the change and passes.
    expect((await cli(site.url('/tables'), '--no-site', '--baseline', base, '--fail-on', 'none')).code).toBe(
      0,
    );
  });

  it('new-any fails on a recommended problem that new-critical lets pass; score-drop:<n> on the points lost', async () => {
    serve();
    const base = await save('base2.json');
    serve({
      title: 'Handmade Oak Dining Tables, Chairs and Benches from our Yorkshire Workshop | Smith Workshop',
    });
    const args = [site.url('/tables'), '--no-site', '--baseline', base];
    const critical = await cli(...args, '--fail-on', 'new-critical');
    expect(critical.code).toBe(0);
    expect(critical.stdout).toContain('Title length');
    expect((await cli(...args, '--fail-on', 'new-any')).code).toBe(1);
    const json = await cli(...args, '--format', 'json', '--fail-on', 'none');
    const drop = -JSON.parse(json.stdout).score.delta;
    expect(drop).toBeGreaterThan(0);
    expect((await cli(...args, '--fail-on', `score-drop:${drop}`)).code).toBe(0);
    const dropped = await cli(...args, '--fail-on', `score-drop:${drop - 1}`);
    expect(dropped.code).toBe(1);
    expect(dropped.stderr).toContain(
      `--fail-on score-drop:${drop - 1} failed: the score fell by ${drop} points`,
    );
    // Gates combine; --fail-under stays.
    expect((await cli(...args, '--fail-on', 'new-critical,score-drop:100', '--fail-under', '100')).code).toBe(
      1,
    );
  });

  it('exits 2 before auditing when the baseline is not a report', async () => {
    const bogus = join(dir, 'bogus.json');
    await writeFile(bogus, '{"hello": "world"}');
    const before = site.requests.length;
    const r = await cli(site.url('/tables'), '--baseline', bogus);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a Rankscope report (no url, checks, engineVersion, catalogueVersion)');
    expect(site.requests.length).toBe(before);
  });

  it.each([
    [['x', '--format', 'markdown'], '--format markdown prints a comparison: add --baseline'],
    [['x', '--fail-on', 'new-any'], '--fail-on gates a comparison: add --baseline'],
    [['x', '--baseline', 'b.json', '--format', 'html'], 'A comparison prints as text, markdown or json'],
    [['x', '--baseline', 'b.json', '--fail-on', 'score-drop'], '--fail-on expects new-critical, new-any'],
    [['diff', 'a.json'], 'rankscope diff expects two saved reports'],
    [['diff', 'a.json', 'b.json', '--format', 'pdf'], 'A comparison prints as text, markdown, json'],
  ])('rejects %j with exit 2', async (argv, message) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('rankscope diff old.json new.json', () => {
  it('compares two saved reports, gates them, and says why unreadable ones cannot be compared', async () => {
    serve();
    const old = await save('old.json');
    serve({ robots: 'noindex', title: '' });
    const now = await save('new.json');
    const r = await cli('diff', old, now);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Indexable');
    expect((await cli('diff', old, now, '--fail-on', 'none')).code).toBe(0);
    expect((await cli('diff', old, old, '--fail-on', 'new-any,score-drop:0')).code).toBe(0);

    const text = await readFile(old, 'utf8');
    const truncated = join(dir, 'truncated.json');
    await writeFile(truncated, text.slice(0, Math.floor(text.length / 2)));
    const cut = await cli('diff', truncated, now);
    expect(cut.code).toBe(2);
    expect(cut.stderr).toContain(`${truncated} is cut short`);

    const notJson = join(dir, 'page.html');
    await writeFile(notJson, '<!DOCTYPE html><title>x</title>');
    expect((await cli('diff', notJson, now)).stderr).toContain(`${notJson} is not JSON`);
    expect((await cli('diff', join(dir, 'missing.json'), now)).stderr).toContain('cannot read');

    const other = join(dir, 'other.json');
    expect((await cli(site.url('/chairs'), '--no-site', '--format', 'json', '--out', other)).code).toBe(0);
    const mismatch = await cli('diff', old, other);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('The reports are of different pages');
  });

  it('writes the pull-request comment in Markdown (golden file)', async () => {
    serve();
    const old = await save('golden-old.json');
    serve({ robots: 'noindex', canonical: 'https://staging.example.invalid/tables', description: '' });
    const now = await save('golden-new.json');
    const r = await cli('diff', old, now, '--format', 'markdown', '--fail-on', 'none');
    expect(r.code).toBe(0);
    // The server's port and the audit's time are the only parts that vary between runs.
    const stable = r.stdout
      .replaceAll(site.origin, 'http://127.0.0.1:PORT')
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/g, '2026-01-15 12:00 UTC');
    // UPDATE_GOLDEN=1 rewrites it after an intended change of wording; review the diff of the file.
    if (process.env.UPDATE_GOLDEN === '1') await writeFile(GOLDEN, stable);
    expect(stable).toBe(await readFile(GOLDEN, 'utf8'));
    // Each count in the summary is the number of lines listed under it: checks in "New problems",
    // red and orange rows in "SEO signals" (the info row is a change, not a problem).
    const section = (heading: string) => stable.split(`#### ${heading}\n`)[1]?.split('\n#### ')[0] ?? '';
    const listed = section('New problems').match(/^- /gm)?.length ?? 0;
    const signalsWorse = section('SEO signals').match(/^\| (🔴|🟠) /gmu)?.length ?? 0;
    expect(listed).toBeGreaterThan(0);
    expect(signalsWorse).toBeGreaterThan(0);
    expect(stable).toContain(`New problems: ${listed} (`);
    expect(stable).toContain(`Signals worse: ${signalsWorse} ·`);
  });
});
