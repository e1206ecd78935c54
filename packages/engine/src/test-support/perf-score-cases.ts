/** The cases shared by perf-score-mobile and perf-score-desktop: one rule on either run, each reading its own form factor only. */
import { describe, expect, it } from 'vitest';
import type { Check } from '../checks/types.js';
import { messageOf, runCheck } from './index.js';
import { failedRun, labPage } from './lab.js';

export function perfScoreCases(check: Check, ff: 'mobile' | 'desktop'): void {
  const other = ff === 'mobile' ? 'desktop' : 'mobile';
  describe(`perf-score-${ff}`, () => {
    it('passes at 95 and scores 0.95', () => {
      const out = runCheck(check, labPage({ [ff]: { score: 95 } }));
      expect(out).toMatchObject({ status: 'good', value: 95, score: 0.95 });
      expect(messageOf(check, out)).toContain('95/100');
    });

    it('fails below 50 and lists the top opportunities with their savings', () => {
      const out = runCheck(
        check,
        labPage({
          [ff]: {
            score: 29,
            opportunities: [
              {
                id: 'render-blocking-resources',
                title: 'Eliminate render-blocking resources',
                savingsMs: 7941,
                savingsBytes: null,
              },
            ],
          },
        }),
      );
      expect(out).toMatchObject({ status: 'critical', key: 'poor', value: 29, score: 0.29 });
      expect(out.items).toEqual([{ value: 'Eliminate render-blocking resources', note: 'saves 7,941 ms' }]);
    });

    it(`is rec. from 50 to 89, and reads only the ${ff} run`, () => {
      expect(runCheck(check, labPage({ [ff]: { score: 50 } })).status).toBe('recommended');
      expect(runCheck(check, labPage({ [ff]: { score: 89 } })).status).toBe('recommended');
      expect(runCheck(check, labPage({ [ff]: { score: 90 }, [other]: failedRun(other) })).status).toBe(
        'good',
      );
      const out = runCheck(
        check,
        labPage({ [ff]: failedRun(ff, 'Lighthouse returned no performance score') }),
      );
      expect(out).toMatchObject({ status: 'na', key: 'unavailable' });
      expect(messageOf(check, out)).toContain(
        `${ff} Lighthouse run failed (Lighthouse returned no performance score)`,
      );
    });
  });
}
