import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './fcp.js';

describe('fcp', () => {
  it('passes at 1.5 s', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { fcp: { value: 1500, score: 0.95 } } } }));
    expect(out).toMatchObject({ status: 'good', value: 1.5, score: 0.95 });
    expect(out.items).toBeUndefined();
  });

  it('fails above 3 s and lists the render-blocking resources', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { fcp: { value: 8864, score: 0 } } } }));
    expect(out).toMatchObject({ status: 'critical', value: 8.9, score: 0 });
    expect(out.items).toEqual([{ value: 'https://example.com/css/site.css', note: '18 KiB, saves 90 ms' }]);
    expect(messageOf(check, out)).toContain('8.9 s');
  });

  it('keeps score 0 (not omitted) and treats 1.8 s as good, 1.85 s as rec.', () => {
    expect(runCheck(check, labPage({ mobile: { metrics: { fcp: { value: 1849 } } } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: { metrics: { fcp: { value: 1850 } } } })).status).toBe(
      'recommended',
    );
    expect(runCheck(check, labPage({ mobile: failedRun() })).status).toBe('na');
  });
});
