import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './unused-javascript.js';

const audit = (wastedBytes: number) => ({
  savingsBytes: wastedBytes,
  items: [{ url: 'https://example.com/long.js', totalBytes: 255_825, wastedBytes }],
});

describe('unused-javascript', () => {
  it('passes at 18 KiB unused', () => {
    expect(runCheck(check, labPage())).toMatchObject({ status: 'good', value: 18 });
  });

  it('fails above 250 KiB and names the file', () => {
    const out = runCheck(check, labPage({ mobile: { audits: { 'unused-javascript': audit(300_000) } } }));
    expect(out).toMatchObject({ status: 'critical', value: 293 });
    expect(out.items).toEqual([{ value: 'https://example.com/long.js', note: '250 KiB, saves 293 KiB' }]);
    expect(messageOf(check, out)).toContain('293 KiB of JavaScript in 1 file is');
  });

  it('is rec. at 250 KiB exactly (as shown) and sums the rows when the audit gives no total', () => {
    expect(
      runCheck(check, labPage({ mobile: { audits: { 'unused-javascript': audit(250 * 1024) } } })).status,
    ).toBe('recommended');
    const rows = {
      savingsBytes: null,
      items: [
        { url: 'https://example.com/a.js', wastedBytes: 30_000 },
        { url: 'https://example.com/b.js', wastedBytes: 30_000 },
      ],
    };
    expect(runCheck(check, labPage({ mobile: { audits: { 'unused-javascript': rows } } }))).toMatchObject({
      status: 'recommended',
      value: 59,
    });
    expect(runCheck(check, labPage({ mobile: { audits: { 'unused-javascript': null } } })).key).toBe(
      'noAudit',
    );
  });
});
