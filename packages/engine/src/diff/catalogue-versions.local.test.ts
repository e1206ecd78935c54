/**
 * Comparing against a report written by an older catalogue: ids it has that the current catalogue
 * lacks, ids it lacks that the current catalogue has, and an id renamed since. The catalogue has had no
 * rename yet, so the rename map is passed in.
 */
import { describe, expect, it } from 'vitest';
import type { Report, ReportCheck } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { renderDiffMarkdown } from '../print/diff-markdown.js';
import { renderDiffText } from '../print/diff-text.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { closeAfterEach } from '../test-support/test-server.js';
import { currentId } from './catalogue-map.js';
import { diffReports } from './diff.js';

const track = closeAfterEach();

describe('diffReports across catalogue versions', () => {
  it('lists ids it could not compare, says so in text and markdown, and follows renames', async () => {
    const site = track(await startFixtureSite());
    const now = await runAudit(site.url('/'), { allowPrivate: true });
    const goods = now.checks.filter((c) => c.status === 'good' && c.scope !== 'lab');
    const [retired, missing, renamed] = goods;
    if (!retired || !missing || !renamed) throw new Error('the fixture page passes fewer than 3 checks');
    // The older catalogue: `retired` had an id the current one no longer has, `missing` did not exist
    // yet, `renamed` was called old-name and failed then.
    const oldChecks: ReportCheck[] = now.checks
      .filter((c) => c.id !== missing.id)
      .map((c) => {
        if (c.id === retired.id) return { ...c, id: 'legacy-retired-check' };
        if (c.id === renamed.id) return { ...c, id: 'old-name', status: 'critical' };
        return c;
      });
    const old: Report = { ...now, catalogueVersion: '2025.01.1', checks: oldChecks };
    const renames = { 'old-name': { to: renamed.id, since: '2026.11.1' } };

    const d = diffReports(old, now, renames);
    const reasons = Object.fromEntries(d.notCompared.map((n) => [n.reason, n.items]));
    expect(reasons['catalogue-removed']).toEqual(['legacy-retired-check']);
    expect(reasons['catalogue-added']?.sort()).toEqual([missing.id, retired.id].sort());
    expect(d.old.catalogueVersion).toBe('2025.01.1');
    // The renamed check is compared under its current id: it was failing, it passes now.
    expect(d.checks.fixed).toEqual([expect.objectContaining({ id: renamed.id, oldId: 'old-name' })]);

    const text = renderDiffText(d, 'en');
    expect(text).toContain('Not compared');
    expect(text).toContain('Checks the current catalogue no longer has: legacy-retired-check.');
    expect(text).toContain('catalogue (2025.01.1)');
    expect(text).toContain(missing.id);
    const md = renderDiffMarkdown(d, 'en');
    expect(md).toContain('Not compared');
    expect(md).toContain('legacy-retired-check');
    expect(md).toContain('2025.01.1');

    // Without the rename map the old id is one more the current catalogue lacks.
    const unmapped = diffReports(old, now);
    expect(unmapped.notCompared.find((n) => n.reason === 'catalogue-removed')?.items).toContain('old-name');
    expect(unmapped.checks.fixed).toEqual([]);
  });

  it('follows a chain of renames and stops on a mistaken cycle', () => {
    const chain = { a: { to: 'b', since: '1' }, b: { to: 'c', since: '2' } };
    expect(currentId('a', chain)).toBe('c');
    expect(currentId('z', chain)).toBe('z');
    const cycle = { a: { to: 'b', since: '1' }, b: { to: 'a', since: '2' } };
    expect(['a', 'b']).toContain(currentId('a', cycle));
  });
});
