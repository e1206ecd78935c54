import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './total-byte-weight.js';

const weight = (bytes: number) =>
  labPage({
    mobile: {
      audits: {
        'total-byte-weight': {
          numericValue: bytes,
          items: [
            { url: 'https://example.com/hero.png', totalBytes: bytes - 300_000 },
            { url: 'https://example.com/app.js', totalBytes: 300_000 },
          ],
        },
      },
    },
  });

describe('total-byte-weight', () => {
  it('passes for the default page (about 600 KiB) without listing files', () => {
    const out = runCheck(check, labPage());
    expect(out.status).toBe('good');
    expect(out.value).toBeLessThan(2500);
    expect(out.items).toBeUndefined();
  });

  it('is still judged on a host too slow for timings: bytes do not depend on the CPU', () => {
    const page = labPage({ mobile: { slowHost: { benchmarkIndex: 612, minimum: 1000 } } });
    expect(runCheck(check, page).status).toBe('good');
  });

  it('fails above 4,000 KiB and lists the largest downloads', () => {
    const out = runCheck(check, weight(5_300_000));
    expect(out).toMatchObject({ status: 'critical', value: 5176, values: { mib: 5.1 } });
    expect(out.items?.[0]).toEqual({ value: 'https://example.com/hero.png', note: '4.8 MiB' });
    expect(messageOf(check, out)).toContain('5,176 KiB (5.1 MiB)');
  });

  it('boundaries: 2,500 KiB good, 2,501 KiB rec., 4,000 KiB rec.; n/a without a value', () => {
    expect(runCheck(check, weight(2500 * 1024)).status).toBe('good');
    expect(runCheck(check, weight(2501 * 1024)).status).toBe('recommended');
    expect(runCheck(check, weight(4000 * 1024)).status).toBe('recommended');
    const none = labPage({ mobile: { audits: { 'total-byte-weight': { numericValue: null } } } });
    expect(runCheck(check, none)).toMatchObject({ status: 'na', key: 'noAudit' });
  });
});
