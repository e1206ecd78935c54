import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage, pageWithLab } from '../../test-support/lab.js';
import check from './lcp.js';

describe('lcp', () => {
  it('passes at 2.1 s on mobile with Lighthouse’s metric score, and reports the desktop value', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: { metrics: { lcp: { value: 2100, score: 0.93 } } },
        desktop: { metrics: { lcp: { value: 700 } } },
      }),
    );
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 2.1, score: 0.93 });
    expect(messageOf(check, out)).toContain('2.1 s on mobile');
    expect(messageOf(check, out)).toContain('desktop: 0.7 s');
    expect(out.items?.[0]?.note).toBe('LCP element, 2.1 s on mobile');
  });

  it('fails above 4 s and names the LCP element', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { lcp: { value: 6240, score: 0.12 } } } }));
    expect(out).toMatchObject({ status: 'critical', key: 'poor', value: 6.2, score: 0.12 });
    expect(out.items?.[0]?.value).toContain('<img src="/hero.webp"');
    expect(messageOf(check, out, 'fr')).toContain('6,2 s');
  });

  it('compares the value as shown: 2.54 s is 2.5 s (good), 2.56 s is 2.6 s (rec.)', () => {
    expect(runCheck(check, labPage({ mobile: { metrics: { lcp: { value: 2540 } } } })).status).toBe('good');
    const out = runCheck(check, labPage({ mobile: { metrics: { lcp: { value: 2560, score: 0.89 } } } }));
    expect(out).toMatchObject({ status: 'recommended', key: 'needsWork', score: 0.89 });
  });

  it('reads the mobile run only: a failed desktop run changes the message, not the verdict', () => {
    const page = labPage({ desktop: failedRun('desktop', 'Chrome crashed') });
    const out = runCheck(check, page);
    expect(out).toMatchObject({ status: 'good', key: 'passNoDesktop' });
    expect(messageOf(check, out)).toContain('desktop run gave no value');
  });

  it('is n/a with the run’s reason when the mobile run failed, and when no lab ran', () => {
    const out = runCheck(check, labPage({ mobile: failedRun('mobile', 'Lighthouse timed out after 60 s') }));
    expect(out).toMatchObject({ status: 'na', key: 'unavailable' });
    expect(messageOf(check, out)).toContain('Lighthouse timed out after 60 s');
    expect(runCheck(check, pageWithLab(null))).toMatchObject({ status: 'na', key: 'notRun' });
  });

  it('omits the score when Lighthouse gave none', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { lcp: { value: 3000, score: null } } } }));
    expect(out.status).toBe('recommended');
    expect(out).not.toHaveProperty('score');
  });
});
