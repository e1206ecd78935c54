/**
 * A dev server audited over plain http on localhost (issue 16): loopback is a secure context, so the
 * https blocker does not hold the score under 50 and `--fail-under 80` can pass in CI; the report says
 * why lab scores are missing when the lab is switched off.
 */
import { describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { closeAfterEach, html, startTestServer } from '../../engine/src/test-support/test-server.js';
import { runCli } from './test-support/run-cli.js';

const track = closeAfterEach();
const words = 'Every oak table is made by hand in our workshop from solid timber that we season ourselves. ';
const PAGE = (origin: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade Oak Dining Tables | Smith Workshop</title>
<meta name="description" content="Solid oak dining tables made by hand in our Yorkshire workshop. Choose the size and finish and order online today.">
<link rel="canonical" href="${origin}/">
</head><body><h1>Handmade oak dining tables</h1><p>${words.repeat(30)}</p></body></html>`;

const cli = (argv: string[], env: Record<string, string>) => runCli(argv, env);

describe('rankscope against a dev server on localhost', () => {
  it('passes --fail-under 80 over plain http: loopback is not capped by the https blocker', async () => {
    const server = track(await startTestServer());
    const origin = `http://localhost:${server.port}`;
    server.route('/', html(PAGE(origin)));
    const env = { RANKSCOPE_LAB: 'off' };
    const json = await cli([`${origin}/`, '--format', 'json'], env);
    const report = JSON.parse(json.stdout) as Report;
    expect(report.cappedBy).toEqual([]);
    expect(report.checks.find((c) => c.id === 'https')?.status).toBe('na');
    expect(report.seoScore).toBeGreaterThanOrEqual(80);
    expect(report.performance.mobile.unavailableReason).toBe(
      'Lab scores are missing: lab runs are switched off for this run (--no-lab or RANKSCOPE_LAB=off).',
    );

    const gate = await cli([`${origin}/`, '--fail-under', '80'], env);
    expect(gate.stderr).not.toContain('is below --fail-under');
    expect(gate.code).toBe(0);
  }, 30_000);
});
