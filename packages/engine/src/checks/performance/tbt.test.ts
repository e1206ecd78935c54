import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './tbt.js';

describe('tbt', () => {
  it('passes at 120 ms', () => {
    const out = runCheck(check, labPage({ mobile: { metrics: { tbt: { value: 120, score: 0.96 } } } }));
    expect(out).toMatchObject({ status: 'good', value: 120, score: 0.96 });
    expect(messageOf(check, out)).toContain('120 ms');
  });

  it('fails above 600 ms and lists the busiest scripts', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
          metrics: { tbt: { value: 1900, score: 0.08 } },
          audits: {
            'bootup-time': {
              numericValue: 6027,
              items: [
                { url: 'https://example.com/long.js', total: 6034, scripting: 5988, scriptParseCompile: 27 },
                { url: 'https://example.com/tiny.js', total: 12, scripting: 10, scriptParseCompile: 1 },
              ],
            },
          },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'critical', value: 1900, score: 0.08 });
    expect(out.items).toEqual([
      {
        value: 'https://example.com/long.js',
        note: '6,034 ms of main-thread work',
        noteRef: { key: 'mainThreadWork', values: { ms: 6034 } },
      },
    ]);
    expect(messageOf(check, out)).toContain('1,900 ms');
  });

  it('is rec. from 201 ms and still good at exactly 200 ms', () => {
    expect(runCheck(check, labPage({ mobile: { metrics: { tbt: { value: 200 } } } })).status).toBe('good');
    expect(runCheck(check, labPage({ mobile: { metrics: { tbt: { value: 200.6 } } } })).status).toBe(
      'recommended',
    );
    expect(runCheck(check, labPage({ mobile: { metrics: { tbt: { value: 600 } } } })).status).toBe(
      'recommended',
    );
  });

  it('is n/a, not failed, when the host was too slow or busy for trustworthy timings', () => {
    const slowHost = { benchmarkIndex: 612, minimum: 1000 };
    const out = runCheck(check, labPage({ mobile: { metrics: { tbt: { value: 393 } }, slowHost } }));
    expect(out).toMatchObject({ status: 'na', key: 'slowHost' });
    expect(messageOf(check, out)).toBe(
      'Not judged: the host was too slow or busy for trustworthy lab timings (Lighthouse benchmarkIndex 612, below 1,000); the figures are shown, unjudged.',
    );
  });

  it('is n/a when the mobile run failed', () => {
    expect(runCheck(check, labPage({ mobile: failedRun() })).status).toBe('na');
  });
});
