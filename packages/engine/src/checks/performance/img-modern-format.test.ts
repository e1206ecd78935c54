import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './img-modern-format.js';

const saving = (bytes: number, id = 'modern-image-formats') => ({
  [id]: {
    savingsBytes: bytes,
    items: [{ url: 'https://example.com/photo.jpg', totalBytes: bytes * 2, wastedBytes: bytes }],
  },
});

describe('img-modern-format', () => {
  it('passes at 30 KiB of savings', () => {
    expect(runCheck(check, labPage())).toMatchObject({ status: 'good', value: 30 });
  });

  it('fails at 500 KiB or more and names the image', () => {
    const out = runCheck(check, labPage({ mobile: { audits: saving(600_000) } }));
    expect(out).toMatchObject({ status: 'critical', value: 586 });
    expect(out.items).toEqual([{ value: 'https://example.com/photo.jpg', note: '1.1 MiB, saves 586 KiB' }]);
    expect(messageOf(check, out)).toContain('would save 586 KiB');
  });

  it('is rec. from 50 KiB; uses image-delivery-insight when modern-image-formats is absent', () => {
    expect(runCheck(check, labPage({ mobile: { audits: saving(50 * 1024) } })).status).toBe('recommended');
    const insight = { 'modern-image-formats': null, ...saving(80_000, 'image-delivery-insight') };
    expect(runCheck(check, labPage({ mobile: { audits: insight } }))).toMatchObject({
      status: 'recommended',
      value: 78,
    });
  });
});
