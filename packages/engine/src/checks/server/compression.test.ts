import { describe, expect, it } from 'vitest';
import type { AssetFacts } from '../../gather/site/server.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './compression.js';
import { assetFacts, withAssets, withFailedServer } from '../../test-support/delivery.js';

const URL = 'https://example.com/page';
const big = doc('<title>Oak</title>', `<p>${'Solid oak tables made to order. '.repeat(80)}</p>`);
const small = doc('<title>Oak</title>', '<p>Oak.</p>');

function run(encoding: string | null, assets: AssetFacts[], html = big, total = assets.length) {
  const page = pageFromHtml(html, { url: URL });
  page.fetch.contentEncoding = encoding;
  return runCheck(check, withAssets(page, assets, total));
}

const css = (extra: Partial<AssetFacts> = {}) =>
  assetFacts('/site.css', { contentEncoding: 'br', contentLength: 3000, line: 4, ...extra });
const jpeg = assetFacts('/oak.jpg', { kind: 'image', contentType: 'image/jpeg', compressible: false });

describe('compression', () => {
  it('passes when the HTML and every text asset are compressed and br is offered', () => {
    const out = run('br', [css(), jpeg], big, 5);
    expect(out).toMatchObject({ status: 'good', value: 'br' });
    expect(messageOf(check, out)).toBe(
      `Text is compressed with br, and every same-origin text asset above 1 KB is compressed (HTML ${Math.round(big.length / 102.4) / 10} KB, Content-Encoding br; checked 2 of 5 same-origin assets, 1 of them text).`,
    );
    expect(messageOf(check, out, 'fr')).toContain('Le texte est compressé en br');
  });

  it('counts br or zstd on an asset as available when the HTML itself is gzipped', () => {
    expect(run('gzip', [css({ contentEncoding: 'zstd' })]).status).toBe('good');
    expect(run('gzip, br', []).status).toBe('good');
    expect(run('BR', []).status).toBe('good');
  });

  it('fails an uncompressed HTML document above 1 KiB, listing it first with its size', () => {
    const out = run(null, [css({ contentEncoding: null })]);
    const bytes = Buffer.byteLength(big);
    expect(out).toMatchObject({ status: 'critical', key: 'htmlUncompressed', value: 'none' });
    expect(out.items).toEqual([
      {
        value: URL,
        note: `HTML, no Content-Encoding, ${bytes.toLocaleString('en')} bytes`,
        noteRef: { key: 'uncompressedHtml', values: { bytes } },
      },
      { value: 'https://example.com/site.css', note: 'no Content-Encoding, 3000 bytes', line: 4 },
    ]);
    expect(messageOf(check, out)).toContain('although the request accepted br, gzip and deflate');
    expect(run('identity', []).status).toBe('critical');
  });

  it('exempts an HTML document of 1 KiB or less: 1024 bytes pass, 1025 fail', () => {
    const sized = (n: number) => {
      const base = doc('', '');
      return doc('', 'x'.repeat(n - base.length));
    };
    expect(Buffer.byteLength(sized(1024))).toBe(1024);
    expect(run(null, [css()], sized(1024)).status).toBe('good');
    expect(run(null, [css()], sized(1025)).status).toBe('critical');
  });

  it('recommends compressing text assets above 1 KiB, declared or measured, and ones of unknown size', () => {
    const out = run('br', [
      css({ contentEncoding: null, contentLength: 1025 }),
      assetFacts('/app.js', { kind: 'script', contentLength: null, contentType: 'text/javascript' }),
      assetFacts('/small.js', { kind: 'script', contentLength: null, measuredBytes: 1024 }),
      assetFacts('/big.js', { kind: 'script', contentLength: null, measuredBytes: 1025 }),
      assetFacts('/tiny.svg', { kind: 'image', contentLength: 1024, contentType: 'image/svg+xml' }),
      jpeg,
    ]);
    expect(out).toMatchObject({ status: 'recommended', key: 'assetsUncompressed' });
    expect(out.items?.map((i) => i.note)).toEqual([
      'no Content-Encoding, 1025 bytes',
      'no Content-Encoding, size unknown',
      'no Content-Encoding, 1025 bytes',
    ]);
    expect(messageOf(check, out)).toBe(
      'Same-origin text assets above 1 KB sent uncompressed: 3, e.g. https://example.com/site.css (the HTML uses br; checked 6 of 6 same-origin assets).',
    );
  });

  it('ignores assets that did not answer 2xx', () => {
    const broken = css({ status: 404, contentEncoding: null });
    const out = run('br', [broken], big, 3);
    expect(out.status).toBe('good');
    expect(messageOf(check, out, 'es')).toContain('comprobados 0 de 3 recursos del mismo origen');
  });

  it('recommends Brotli or zstd when only gzip or deflate is used', () => {
    const out = run('gzip', [css({ contentEncoding: 'deflate' })]);
    expect(out).toMatchObject({ status: 'recommended', key: 'gzipOnly', value: 'gzip, deflate' });
    expect(messageOf(check, out)).toContain('Text is compressed only with gzip, deflate');
    expect(out.items).toEqual([{ value: URL, note: 'Content-Encoding: gzip' }]);
  });

  it('is n/a when nothing is large enough to compress', () => {
    const out = run(null, [jpeg], small);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toContain(`the HTML of ${URL} is`);
  });

  it('is n/a without server facts, naming the encoding of the document', () => {
    const out = runOn(check, big);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The assets were not checked (site-level requests are off in this audit), so compression is not judged; the HTML document was served with Content-Encoding none.',
    );
    const failed = runCheck(check, withFailedServer(pageFromHtml(big), 'boom'));
    expect(messageOf(check, failed, 'fr')).toContain('Les requêtes des ressources ont échoué (boom)');
  });
});
