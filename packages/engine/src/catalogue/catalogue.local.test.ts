import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION } from './index.js';
import { CATALOGUE_ENTRIES } from './data.js';
import { closestCheckIds } from './reference.js';
import { CHECK_SPECS } from './source.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The contract of catalogue 2026.11.1 (test-support/catalogue-2026.11.1.txt), as shared/checks.md
 * generated it before the source moved into the repository: id, category, severity, weight, scope, in
 * report order. Changing a line there is a catalogue change: bump CATALOGUE_VERSION with it.
 */
const CONTRACT_2026_11_1 = readFileSync(
  new URL('../test-support/catalogue-2026.11.1.txt', import.meta.url),
  'utf8',
);
/** 2026.11.2 adds the rich-results checks (issue 25) and field-core-web-vitals (issue 27); every 2026.11.1 line stays as it was. */
const CONTRACT_2026_11_2 = readFileSync(
  new URL('../test-support/catalogue-2026.11.2.txt', import.meta.url),
  'utf8',
);

/** 2026.11.3 adds login-wall (issue 26, a blocker); every 2026.11.2 line stays as it was. */
const CONTRACT_2026_11_3 = readFileSync(
  new URL('../test-support/catalogue-2026.11.3.txt', import.meta.url),
  'utf8',
);
/** 2026.11.4 adds crawl-session-lost (issue 32: a crawl behind a login that lost its session); every 2026.11.3 line stays. */
const CONTRACT_2026_11_4 = readFileSync(
  new URL('../test-support/catalogue-2026.11.4.txt', import.meta.url),
  'utf8',
);
/**
 * 2026.11.5: the seven schema-* checks summarise the rich-result rules (issue 35), so their thresholds
 * are the rules' (schema-article has no critical band, schema-faq judges QAPage and leaves the retired
 * FAQPage); every id, category, severity, weight and scope of 2026.11.4 stays.
 */
const CONTRACT_2026_11_5 = readFileSync(
  new URL('../test-support/catalogue-2026.11.5.txt', import.meta.url),
  'utf8',
);

const contractOf = (
  entries: readonly { id: string; category: string; severity: string; weight: number; scope: string }[],
) => entries.map((e) => `${e.id} ${e.category} ${e.severity} ${e.weight} ${e.scope}`);

/** Runs the generator in check mode in `cwd` (the repository, or a copy of its generated files). */
async function genCheck(cwd: string): Promise<{ code: number; stderr: string }> {
  try {
    await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/gen-catalogue.ts'), '--check'], {
      cwd,
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code?: number; stderr?: string };
    return { code: e.code ?? -1, stderr: e.stderr ?? '' };
  }
}

describe('catalogue source', () => {
  it('keeps every id, category, severity, weight and scope of catalogue 2026.11.1, in order', () => {
    const now = contractOf(CHECK_SPECS);
    const old = CONTRACT_2026_11_1.trim().split('\n');
    expect(now.filter((line) => old.includes(line))).toEqual(old);
  });

  it('keeps every line of catalogue 2026.11.2, in order', () => {
    const old = CONTRACT_2026_11_2.trim().split('\n');
    expect(contractOf(CHECK_SPECS).filter((line) => old.includes(line))).toEqual(old);
  });

  it('keeps every line of catalogue 2026.11.3, in order', () => {
    const old = CONTRACT_2026_11_3.trim().split('\n');
    expect(contractOf(CHECK_SPECS).filter((line) => old.includes(line))).toEqual(old);
  });

  it('keeps every line of catalogue 2026.11.4, in order', () => {
    const old = CONTRACT_2026_11_4.trim().split('\n');
    expect(contractOf(CHECK_SPECS).filter((line) => old.includes(line))).toEqual(old);
  });

  it('is catalogue 2026.11.5', () => {
    expect(CATALOGUE_VERSION).toBe('2026.11.5');
    expect(contractOf(CHECK_SPECS)).toEqual(CONTRACT_2026_11_5.trim().split('\n'));
  });

  it('is what catalogue/data.ts holds', () => {
    expect(contractOf(CATALOGUE_ENTRIES)).toEqual(contractOf(CHECK_SPECS));
  });

  it('describes every check: what it measures, its pass band, why', () => {
    for (const s of CHECK_SPECS) {
      expect(s.measures.length, s.id).toBeGreaterThan(10);
      expect(s.pass, s.id).not.toBe('');
      expect(s.rationale.length, s.id).toBeGreaterThan(10);
    }
  });
});

describe('generated catalogue files', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  // Each runs the generator in a child process (tsx compiles it first): a cap against a hang, not a verdict
  // on speed. At load 15–20 on 2 cores one run took over the default 20 s and failed a correct tree.
  const GENERATOR_CAP = 120_000;

  it(
    'catalogue/data.ts and docs/checks.md are what the generator writes (a fresh clone regenerates no diff)',
    async () => {
      const { code, stderr } = await genCheck(ROOT);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
    GENERATOR_CAP,
  );

  it(
    'check mode fails and names the file when docs/checks.md is stale',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'rankscope-catalogue-'));
      copies.push(dir);
      for (const file of ['.prettierrc.json', 'packages/engine/src/catalogue/data.ts', 'docs/checks.md']) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        copyFileSync(join(ROOT, file), join(dir, file));
      }
      const doc = join(dir, 'docs/checks.md');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace('Measures:', 'Measured:'));
      const { code, stderr } = await genCheck(dir);
      expect(code).toBe(1);
      expect(stderr).toContain('docs/checks.md');
      expect(stderr).not.toContain('catalogue/data.ts');
    },
    GENERATOR_CAP,
  );
});

describe('closestCheckIds', () => {
  it('suggests the ids a typo or a fragment was meant to be', () => {
    expect(closestCheckIds('h1-singel')).toEqual(['h1-single']);
    expect(closestCheckIds('canonical-self-')).toContain('canonical-self');
    expect(closestCheckIds('hreflang')[0]).toMatch(/^hreflang-/);
    expect(closestCheckIds('zzzzzzzzzz')).toEqual([]);
  });
});
