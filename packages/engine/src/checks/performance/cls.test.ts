import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './cls.js';

describe('cls', () => {
  it('passes at 0.02 with Lighthouse’s score', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.02, score: 1 } } } }));
    expect(out).toMatchObject({ status: 'good', value: 0.02, score: 1 });
    expect(messageOf(check, out)).toContain('shifts by 0.02');
  });

  it('fails above 0.25', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.41, score: 0.05 } } } }));
    expect(out).toMatchObject({ status: 'critical', key: 'poor', value: 0.41, score: 0.05 });
    expect(messageOf(check, out, 'es')).toContain('0,41');
  });

  it('rounds to two decimals before comparing: 0.104 is 0.1 (good), 0.25 is rec., 0.251 is 0.25 (rec.)', () => {
    expect(runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.104 } } } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.25 } } } })).status).toBe(
      'recommended',
    );
    expect(runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.251 } } } })).status).toBe(
      'recommended',
    );
    expect(runCheck(check, labPage({ mobile: { metrics: { cls: { value: 0.256 } } } })).status).toBe(
      'critical',
    );
  });

  it('is n/a when the mobile run failed, even if desktop succeeded', () => {
    expect(runCheck(check, labPage({ mobile: failedRun('mobile', 'No Chromium found') }))).toMatchObject({
      status: 'na',
      key: 'unavailable',
      values: { reason: 'No Chromium found' },
    });
  });
});
