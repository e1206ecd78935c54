import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './third-party.js';

const withThirdParties = (items: Array<Record<string, string | number>>, pageBytes = 1_000_000) =>
  labPage({
    mobile: {
      audits: { 'third-party-summary': { items }, 'total-byte-weight': { numericValue: pageBytes } },
    },
  });

describe('third-party', () => {
  it('passes with 2 third parties blocking 40 ms', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 40, values: { count: 2, blocking: 40 } });
    expect(out.items?.[0]).toEqual({
      value: 'Google Tag Manager',
      note: '44 KiB, blocks 40 ms',
      noteRef: { key: 'transferBlocks', values: { size: '44 KiB', ms: 40 } },
    });
  });

  it('fails when third parties block more than a second', () => {
    const out = runCheck(
      check,
      withThirdParties([
        { entity: 'Ad Network', transferSize: 400_000, blockingTime: 900 },
        { entity: 'Chat Widget', transferSize: 200_000, blockingTime: 350 },
      ]),
    );
    expect(out).toMatchObject({ status: 'critical', value: 1250, values: { share: 60 } });
    expect(out.items?.map((i) => i.value)).toEqual(['Ad Network', 'Chat Widget']);
    expect(messageOf(check, out)).toContain('block the main thread for 1,250 ms');
  });

  it('is rec. when third parties weigh more than half the page, even with little blocking', () => {
    const out = runCheck(
      check,
      withThirdParties([{ entity: 'Video CDN', transferSize: 600_000, blockingTime: 0 }]),
    );
    expect(out).toMatchObject({ status: 'recommended', values: { share: 60, blocking: 0 } });
    expect(
      runCheck(check, withThirdParties([{ entity: 'X', transferSize: 500_000, blockingTime: 249 }])).status,
    ).toBe('good');
  });

  it('passes (none) when Lighthouse marks the audit not applicable', () => {
    const page = labPage({
      mobile: {
        audits: { 'third-party-summary': { scoreDisplayMode: 'notApplicable', score: null, items: [] } },
      },
    });
    expect(runCheck(check, page)).toMatchObject({ status: 'good', key: 'none' });
    expect(runCheck(check, labPage({ mobile: { audits: { 'third-party-summary': null } } })).key).toBe(
      'noAudit',
    );
  });
});
