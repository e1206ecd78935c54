import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './img-offscreen-lazy.js';

describe('img-offscreen-lazy', () => {
  it('passes with no eager off-screen image', () => {
    expect(runCheck(check, labPage())).toMatchObject({ status: 'good', value: 0 });
  });

  it('warns (never fails) from 50 KiB and lists the images', () => {
    const items = [
      {
        node: '<img src="/below.png">',
        url: 'https://example.com/below.png',
        totalBytes: 262_274,
        wastedBytes: 262_274,
      },
    ];
    const out = runCheck(
      check,
      labPage({ mobile: { audits: { 'offscreen-images': { savingsBytes: 262_274, items } } } }),
    );
    expect(out).toMatchObject({ status: 'recommended', value: 256 });
    expect(out.items).toEqual([{ value: 'https://example.com/below.png', note: '256 KiB, saves 256 KiB' }]);
    expect(messageOf(check, out)).toContain(
      '1 image below the fold loads eagerly on mobile: deferring it saves 256 KiB',
    );
  });

  it('boundary 49 KiB is good; n/a without the audit', () => {
    expect(
      runCheck(check, labPage({ mobile: { audits: { 'offscreen-images': { savingsBytes: 49 * 1024 } } } }))
        .status,
    ).toBe('good');
    expect(runCheck(check, labPage({ mobile: { audits: { 'offscreen-images': null } } })).key).toBe(
      'noAudit',
    );
  });
});
