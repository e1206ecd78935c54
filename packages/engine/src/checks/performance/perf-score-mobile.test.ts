import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './perf-score-mobile.js';

describe('perf-score-mobile', () => {
  it('passes at 95 and scores 0.95', () => {
    const out = runCheck(check, labPage({ mobile: { score: 95 } }));
    expect(out).toMatchObject({ status: 'good', value: 95, score: 0.95 });
    expect(messageOf(check, out)).toContain('95/100');
  });

  it('fails below 50 and lists the top opportunities with their savings', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
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

  it('is rec. from 50 to 89, and reads only the mobile run', () => {
    expect(runCheck(check, labPage({ mobile: { score: 50 } })).status).toBe('recommended');
    expect(runCheck(check, labPage({ mobile: { score: 89 } })).status).toBe('recommended');
    expect(runCheck(check, labPage({ mobile: { score: 90 }, desktop: failedRun('desktop') })).status).toBe(
      'good',
    );
    const out = runCheck(
      check,
      labPage({ mobile: failedRun('mobile', 'Lighthouse returned no performance score') }),
    );
    expect(out).toMatchObject({ status: 'na', key: 'unavailable' });
    expect(messageOf(check, out)).toContain(
      'mobile Lighthouse run failed (Lighthouse returned no performance score)',
    );
  });
});
