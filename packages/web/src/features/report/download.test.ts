import { describe, expect, it } from 'vitest';
import { pdfFileName } from './download';
import { makeReport } from '../../test-support/report';

describe('pdfFileName', () => {
  const day = new Date(2025, 2, 7, 23, 30);

  it('uses the host without www and the local date', () => {
    expect(pdfFileName(makeReport({ finalUrl: 'https://www.Example.com/a?b=c' }), day)).toBe(
      'seo-report-example.com-2025-03-07.pdf',
    );
  });

  it('replaces characters outside [a-z0-9.-]', () => {
    expect(pdfFileName(makeReport({ finalUrl: 'http://my_site.local:8080/' }), day)).toBe(
      'seo-report-my-site.local-2025-03-07.pdf',
    );
  });

  it('falls back to the original URL, then to "site"', () => {
    expect(pdfFileName(makeReport({ finalUrl: '', url: 'https://shop.example.org/' }), day)).toBe(
      'seo-report-shop.example.org-2025-03-07.pdf',
    );
    expect(pdfFileName(makeReport({ finalUrl: 'nope', url: '' }), day)).toBe(
      'seo-report-site-2025-03-07.pdf',
    );
  });
});
