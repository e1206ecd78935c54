import { describe, expect, it } from 'vitest';
import { messageOf, runCheck } from '../../test-support/index.js';
import { labPage } from '../../test-support/lab.js';
import check from './img-oversized.js';

describe('img-oversized', () => {
  it('passes when the largest image is 139 KiB and nothing is to save', () => {
    const out = runCheck(check, labPage());
    expect(out).toMatchObject({ status: 'good', values: { largest: 139, savings: 0 } });
    expect(out.values?.count).toBe(11); // 10 images in network-requests + team.jpg from modern-image-formats
  });

  it('fails for an image above 1 MiB and lists it with its savings', () => {
    const url = 'https://example.com/hero.png';
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: {
            'uses-responsive-images': {
              savingsBytes: 4_900_000,
              items: [
                {
                  node: '<img src="/hero.png">',
                  url,
                  totalBytes: 5_200_000,
                  wastedBytes: 4_900_000,
                },
              ],
            },
          },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'critical', key: 'huge', value: 5078, values: { largestUrl: url } });
    expect(out.items?.[0]).toEqual({ value: url, note: '5.0 MiB, saves 4.7 MiB' });
    expect(messageOf(check, out)).toContain('5,078 KiB (https://example.com/hero.png), more than 1 MiB');
  });

  it('warns on savings ≥ 50 KiB with small images, counting an image listed by both audits once', () => {
    const url = 'https://example.com/card.jpg';
    const out = runCheck(
      check,
      labPage({
        mobile: {
          audits: {
            'uses-responsive-images': { items: [{ url, totalBytes: 150_000, wastedBytes: 60_000 }] },
            'uses-optimized-images': { items: [{ url, totalBytes: 150_000, wastedBytes: 40_000 }] },
          },
        },
      }),
    );
    expect(out).toMatchObject({ status: 'recommended', key: 'savings', values: { savings: 59 } });
  });

  it('is n/a when Lighthouse saw no image, and when both audits are missing', () => {
    const none = labPage({
      mobile: {
        audits: {
          'network-requests': {
            items: [{ url: 'https://example.com/', resourceType: 'Document', transferSize: 900 }],
          },
          'modern-image-formats': { items: [] },
          'image-delivery-insight': { items: [] },
        },
      },
    });
    expect(runCheck(check, none)).toMatchObject({ status: 'na', key: 'noImages' });
    const missing = labPage({
      mobile: { audits: { 'uses-responsive-images': null, 'uses-optimized-images': null } },
    });
    expect(runCheck(check, missing).key).toBe('noAudit');
  });
});
