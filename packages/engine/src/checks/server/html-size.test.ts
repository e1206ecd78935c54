import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './html-size.js';

const URL = 'https://example.com/page';
const KB = 1024;
const MB = 1024 * 1024;
const html = doc('<title>Oak</title>', '<p>Solid oak tables.</p>');

/** The page with the sizes the fetcher measured (decoded, on the wire). */
function sized(bodyBytes: number, transferBytes = bodyBytes, source = html) {
  const page = pageFromHtml(source, { url: URL });
  page.fetch.bodyBytes = bodyBytes;
  page.fetch.transferBytes = transferBytes;
  return runCheck(check, page);
}

describe('html-size', () => {
  it('passes a small page, naming decoded and transferred sizes', () => {
    const out = runOn(check, html, { url: URL });
    expect(out).toMatchObject({ status: 'good', value: Buffer.byteLength(html) });
    const size = Math.round(Buffer.byteLength(html) / 102.4) / 10;
    expect(messageOf(check, out)).toBe(
      `The HTML of ${URL} is ${size} KB decoded (${size} KB transferred), within the 500 KB goal.`,
    );
    expect(messageOf(check, out, 'fr')).toContain('Ko décompressé');
  });

  it('applies the bands: 500 KB good, just over rec., 5 MB rec., just over crit.', () => {
    expect(sized(500 * KB).status).toBe('good');
    expect(sized(500 * KB + 60).status).toBe('recommended');
    expect(sized(5 * MB).status).toBe('recommended');
    expect(sized(5 * MB + 60 * KB).status).toBe('critical');
  });

  it('recommends a leaner page above 500 KB, listing large inline scripts with their lines', () => {
    const blob = `<script id="__NEXT_DATA__" type="application/json">${'{"a":1},'.repeat(3000)}</script>`;
    const source = doc(`<title>Oak</title>\n${blob}\n<script>var small = 1;</script>`, '<p>Oak.</p>');
    const out = sized(1200 * KB, 180 * KB, source);
    expect(out).toMatchObject({ status: 'recommended', key: 'large', value: 1200 * KB });
    expect(messageOf(check, out)).toBe(
      `The HTML of ${URL} is 1,200 KB decoded (180 KB transferred), above the 500 KB goal: it slows down parsing, especially on phones.`,
    );
    expect(out.items).toEqual([
      {
        value: URL,
        note: '1,228,800 bytes decoded, 184,320 bytes transferred',
        noteRef: { key: 'htmlBytes', values: { decoded: 1200 * KB, transferred: 180 * KB } },
      },
      {
        value: '<script type="application/json"> (inline)',
        note: '24,000 characters',
        noteRef: { key: 'chars', values: { count: 24000 } },
        line: 2,
      },
    ]);
  });

  it('fails a page above 5 MB, in megabytes', () => {
    const out = sized(7.25 * MB, 1.5 * MB);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `The HTML of ${URL} is 7.3 MB decoded (1.5 MB transferred), above the 5 MB limit: parsing it stalls the page, and crawlers may give up.`,
    );
    expect(messageOf(check, out, 'es')).toContain('7,3 MB descomprimido');
  });

  it('says when the page was read only partially', () => {
    const page = pageFromHtml(html, { url: URL });
    page.fetch.truncated = true;
    page.fetch.bodyBytes = 22 * MB;
    page.fetch.transferBytes = 3 * MB;
    page.fetch.body = Buffer.alloc(15 * MB);
    const out = runCheck(check, page);
    expect(out).toMatchObject({ status: 'critical', key: 'truncated' });
    expect(messageOf(check, out)).toBe(
      `The HTML of ${URL} is at least 22 MB decoded (3 MB transferred): only the first 15 MB were read and analysed, and Googlebot also stops reading after 15 MB, so anything later is not indexed.`,
    );
  });
});
