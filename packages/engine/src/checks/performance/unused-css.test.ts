import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './unused-css.js';

describe('unused-css', () => {
  it('passes at 6 KiB unused', () => {
    expect(runCheck(check, labPage())).toMatchObject({ status: 'good', value: 6 });
  });

  it('is rec. (never crit.) at 92 KiB and names the stylesheet', () => {
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: {
            'unused-css-rules': {
              savingsBytes: 93_779,
              items: [{ url: 'https://example.com/style.css', totalBytes: 93_779, wastedBytes: 93_779 }],
            },
          },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'recommended', value: 92 });
    expect(out.items?.[0]).toEqual({ value: 'https://example.com/style.css', note: '92 KiB, saves 92 KiB' });
    expect(messageOf(check, out, 'fr')).toContain('92 Kio de règles CSS');
    const huge = labPage({
      mobile: { audits: { 'unused-css-rules': { savingsBytes: 5_000_000, items: [] } } },
    });
    expect(runCheck(check, huge).status).toBe('recommended');
  });

  it('boundary: 19.4 KiB shows as 19 (good), 19.6 KiB as 20 (rec.)', () => {
    const at = (bytes: number) =>
      labPage({ mobile: { audits: { 'unused-css-rules': { savingsBytes: bytes, items: [] } } } });
    expect(runCheck(check, at(19.4 * 1024)).status).toBe('good');
    expect(runCheck(check, at(19.6 * 1024)).status).toBe('recommended');
  });
});
