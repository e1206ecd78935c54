import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './speed-index.js';

describe('speed-index', () => {
  it('passes at 2.6 s', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { si: { value: 2600, score: 0.96 } } } }));
    expect(out).toMatchObject({ status: 'good', value: 2.6, score: 0.96 });
  });

  it('is rec. at 4.2 s and fails above 5.8 s', () => {
    const mid = runCheck(check, labPage({ mobile: { metrics: { si: { value: 4200, score: 0.6 } } } }));
    expect(mid).toMatchObject({ status: 'recommended', value: 4.2, score: 0.6 });
    const out = runCheck(check, labPage({ mobile: { metrics: { si: { value: 8864, score: 0.15 } } } }));
    expect(out).toMatchObject({ status: 'critical', value: 8.9 });
    expect(messageOf(check, out, 'fr')).toContain('8,9 s');
  });

  it('boundary 3.4 s is good; a failed run is n/a', () => {
    expect(runCheck(check, labPage({ mobile: { metrics: { si: { value: 3440 } } } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: failedRun() })).status).toBe('na');
  });
});
