import { describe, expect, it } from 'vitest';
import { CATALOGUE, CHECKS } from '@rankscope/engine';
import { Capture } from './test-support/capture.js';
import { main } from './main.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { stdout, stderr, env: {} });
  return { code, out: stdout.text, err: stderr.text };
}

const h1Single = CHECKS.find((c) => c.id === 'h1-single')!;

describe('rankscope --list-checks', () => {
  it('prints a row per catalogue check with its category, severity, weight, scope and title', async () => {
    const { code, out, err } = await cli('--list-checks');
    expect(code).toBe(0);
    expect(err).toBe('');
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID +CATEGORY +SEVERITY +WEIGHT +SCOPE +TITLE$/);
    for (const id of CATALOGUE.keys()) {
      expect(
        lines.filter((l) => l.startsWith(`${id} `)),
        id,
      ).toHaveLength(1);
    }
    const row = lines.find((l) => l.startsWith('h1-single '))!;
    expect(row.split(/ {2,}/)).toEqual([
      'h1-single',
      'structure',
      'recommended',
      '2',
      'page',
      h1Single.strings.en.title,
    ]);
    expect(out).toContain(`${CATALOGUE.size} checks.`);
  });

  it('prints JSON: one object per check with id, category, severity, weight, title', async () => {
    const { code, out } = await cli('--list-checks', '--format', 'json');
    expect(code).toBe(0);
    const list = JSON.parse(out) as {
      id: string;
      category: string;
      severity: string;
      weight: number;
      title: string;
    }[];
    expect(list.map((c) => c.id)).toEqual([...CATALOGUE.keys()]);
    for (const c of list) {
      const entry = CATALOGUE.get(c.id)!;
      expect({ category: c.category, severity: c.severity, weight: c.weight }).toEqual({
        category: entry.category,
        severity: entry.severity,
        weight: entry.weight,
      });
      expect(typeof c.title).toBe('string');
    }
    expect(list.find((c) => c.id === 'h1-single')?.title).toBe(h1Single.strings.en.title);
  });

  it('refuses a format it cannot print and a URL next to it', async () => {
    expect((await cli('--list-checks', '--format', 'html')).code).toBe(2);
    const withUrl = await cli('https://example.com', '--list-checks');
    expect(withUrl.code).toBe(2);
    expect(withUrl.err).toContain('rankscope --help');
  });
});

describe('rankscope --explain', () => {
  it('prints the title, category, severity, weight, what it checks and how to fix it', async () => {
    const { code, out } = await cli('--explain', 'h1-single');
    expect(code).toBe(0);
    expect(out).toContain(`h1-single: ${h1Single.strings.en.title}`);
    expect(out).toMatch(/Category +structure \(Page & link structure\)/);
    expect(out).toMatch(/Severity +recommended/);
    expect(out).toMatch(/Weight +2\n/);
    expect(out).toContain('What it checks\n  Number of <h1> elements');
    expect(out).toContain('Pass: exactly 1');
    expect(out).toContain('How to fix');
    // The fix is wrapped at 100 columns: compare it word for word.
    const fixPart = out.slice(out.indexOf('How to fix'), out.indexOf('Why it matters'));
    expect(fixPart.split(/\s+/).slice(3).join(' ').trim()).toBe(h1Single.strings.en.fix);
    for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('says a critical check counts twice', async () => {
    const { out } = await cli('--explain=http-status');
    expect(out).toMatch(/Severity +critical \(counts twice in the score\)/);
  });

  it('prints one check as JSON', async () => {
    const { code, out } = await cli('--explain', 'canonical-self', '--format', 'json');
    expect(code).toBe(0);
    const c = JSON.parse(out) as Record<string, unknown>;
    expect(c).toMatchObject({ id: 'canonical-self', category: 'meta', severity: 'recommended', weight: 3 });
    expect(typeof c.measures).toBe('string');
    expect(typeof c.fix).toBe('string');
  });

  it('answers an unknown id with the closest ids and exit code 2', async () => {
    const { code, out, err } = await cli('--explain', 'h1-singel');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('no check with the id "h1-singel"');
    expect(err).toContain('Did you mean h1-single');
    const far = await cli('--explain', 'qqqqqqqqqqqq');
    expect(far.code).toBe(2);
    expect(far.err).not.toContain('Did you mean');
    expect(far.err).toContain('rankscope --list-checks');
  });

  it('needs an id', async () => {
    const { code, err } = await cli('--explain');
    expect(code).toBe(2);
    expect(err).toContain('--explain');
  });
});
