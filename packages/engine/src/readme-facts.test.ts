/**
 * What the README states about the engine is read from the sources, not remembered: the number of checks,
 * the Debian packages the test suite needs (those .ci/run installs), and where a report carries a check's
 * ready-to-paste fix. A newcomer follows the README first; a stale number or a missing package costs them
 * a failed run.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ENTRIES } from './catalogue/data.js';
import { CHECKS } from './checks/index.js';
import { ReportCheckSchema, SuggestionSchema } from './report/schema.js';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const ciRun = readFileSync(new URL('.ci/run', root), 'utf8');

describe('README facts', () => {
  it('counts the checks the catalogue has, and says all are implemented', () => {
    expect(CHECKS.length).toBe(CATALOGUE_ENTRIES.length);
    const counts = [...readme.matchAll(/\b(\d{2,4}) checks\b|all (\d{2,4}) are implemented/g)].map((m) =>
      Number(m[1] ?? m[2]),
    );
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(counts)).toEqual(new Set([CATALOGUE_ENTRIES.length]));
  });

  it('names every Debian package the test suite needs, in one apt-get line', () => {
    const needed = [...ciRun.matchAll(/missing\+=\(([a-z0-9.+-]+)\)/g)].map((m) => m[1]);
    expect(needed).toEqual(
      expect.arrayContaining(['nginx', 'libnginx-mod-http-brotli-filter', 'apache2', 'caddy']),
    );
    const line = readme.split('\n').find((l) => l.startsWith('apt-get install ')) ?? '';
    expect(line.split(/\s+/).slice(2).sort()).toEqual([...needed].sort());
  });

  it("says a check's fix is its readyFix, which the report schema has, and what suggestions carry", () => {
    expect(Object.keys(ReportCheckSchema.shape)).toContain('readyFix');
    expect(readme).toContain("the ready-to-paste fix is the check's own `readyFix`");
    for (const field of ['checkId', 'priority', 'scoreGain', 'text', 'fix'])
      expect(Object.keys(SuggestionSchema.shape)).toContain(field);
  });

  it('tells a newcomer which address the server listens on', () => {
    expect(readme).toMatch(/HOST=127\.0\.0\.1 npm start/);
    expect(readme).toContain('`HOST` (default `0.0.0.0`');
  });
});
