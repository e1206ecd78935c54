import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { failedRun, labPage } from '../../test-support/lab.js';
import check from './render-blocking.js';

const heavy = [
  { url: 'https://example.com/long.js', totalBytes: 256_001, wastedMs: 2112 },
  { url: 'https://example.com/style.css', totalBytes: 93_948, wastedMs: 1212 },
];

describe('render-blocking', () => {
  it('passes when one stylesheet blocks for an estimated 90 ms', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 90, values: { count: 1, savings: 90 } });
  });

  it('fails above 1000 ms of savings and lists the blocking files, worst first', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: { 'render-blocking-resources': { numericValue: 7941, savingsMs: 7941, items: heavy } },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'critical', value: 7941 });
    expect(out.items).toEqual([
      { value: 'https://example.com/long.js', note: '250 KiB, saves 2,112 ms' },
      { value: 'https://example.com/style.css', note: '92 KiB, saves 1,212 ms' },
    ]);
    expect(messageOf(check, out)).toContain(
      '2 stylesheets or scripts block the first paint on mobile; Lighthouse estimates 7,941 ms',
    );
  });

  it('uses render-blocking-insight when the classic audit is absent; 150 ms is rec.', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: {
            'render-blocking-resources': null,
            'render-blocking-insight': { savingsMs: 150, items: [heavy[1] as (typeof heavy)[number]] },
          },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'recommended', value: 150 });
  });

  it('passes with key none when nothing blocks; n/a without either audit or without a run', () => {
    const none = labPage({
      mobile: { audits: { 'render-blocking-resources': { numericValue: 0, savingsMs: 0, items: [] } } },
    });
    expect(runCheck(check, none)).toMatchObject({ status: 'good', key: 'none' });
    const missing = runCheck(
      check,
      labPage({ mobile: { audits: { 'render-blocking-resources': null, 'render-blocking-insight': null } } }),
    );
    expect(missing).toMatchObject({ status: 'na', key: 'noAudit' });
    expect(messageOf(check, missing)).toContain('Lighthouse 12.8.2 did not report');
    expect(runCheck(check, labPage({ mobile: failedRun() })).status).toBe('na');
  });
});
