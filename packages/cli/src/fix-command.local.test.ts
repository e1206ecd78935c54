/**
 * `rankscope fix`: a page audited at its URL is written back with every verified html fix applied, and
 * the summary says what changed; a local file is served for the audit, and fixes naming the address it
 * was served at are left out (that address is not the page's).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeAfterEach, html, startTestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const track = closeAfterEach();
const words = 'Every oak table is made by hand in our workshop from solid timber that we season ourselves. ';
const PAGE = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Handmade Oak Dining Tables | Smith Workshop</title>
</head>
<body>
<main>
<h1>Handmade oak dining tables</h1>
<p>${words.repeat(12)}</p>
</main>
</body>
</html>
`;
const env = { RANKSCOPE_LAB: 'off' };

describe('rankscope fix', () => {
  it('writes the page at a URL with its verified fixes applied, and prints what changed', async () => {
    const server = track(await startTestServer());
    server.route('/oak', html(PAGE));
    const dir = mkdtempSync(join(tmpdir(), 'rankscope-fix-'));
    const out = join(dir, 'fixed.html');
    const run = await runCli(['fix', `${server.origin}/oak`, '--out', out, '--no-lab'], env);
    expect(run.code).toBe(0);
    const fixed = readFileSync(out, 'utf8');
    expect(fixed).toContain('<html lang="en">');
    expect(fixed).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(fixed).toContain(`<link rel="canonical" href="${server.origin}/oak">`);
    // Only lines added and the <html> tag changed: every line of the page is still there, in order.
    const expected = PAGE.replace('<html>', '<html lang="en">').split('\n');
    expect(fixed.split('\n').filter((line) => expected.includes(line))).toEqual(expected);
    expect(run.stdout).toMatch(/\d+ verified fixes applied/);
    expect(run.stdout).toContain('✓ Language attribute [lang-present]');
    expect(run.stdout).toContain(`+ `);
    expect(run.stdout).toContain(`Fixed page written to ${out}.`);
    expect(run.stdout).toContain('Not applied, needs you:');
  }, 60_000);

  it('fixes a local file, leaving out what names the address it was served at; the page goes to stdout without --out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rankscope-fix-'));
    const file = join(dir, 'oak.html');
    writeFileSync(file, PAGE);
    const run = await runCli(['fix', file, '--lang', 'es'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<html lang="en">');
    expect(run.stdout).not.toContain('127.0.0.1');
    expect(run.stderr).toMatch(/correcci(ón|ones) verificadas? aplicadas?/);
    expect(run.stderr).toContain('[canonical-present]');
    expect(run.stderr).toContain('audita la página en su URL pública');
  }, 60_000);
});
