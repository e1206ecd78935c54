/**
 * hreflang-valid-codes against the language part of Lighthouse's own hreflang audit (the installed
 * lighthouse package): the same <link>s, read by our parser, handed to Lighthouse as its LinkElements
 * gatherer would. Absolute hrefs throughout: relative ones are hreflang-absolute's finding.
 */
import Hreflang from 'lighthouse/core/audits/seo/hreflang.js';
import { describe, expect, it } from 'vitest';
import { linksByRel } from '../../artifact.js';
import { doc, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './hreflang-valid-codes.js';
import absolute from './hreflang-absolute.js';

const PAGE = 'https://example.com/tables/';

/** The <link> snippets Lighthouse's hreflang audit fails on the page. */
function lighthouseFails(page: ReturnType<typeof pageFromHtml>): Set<string> {
  const links = linksByRel(page, 'alternate').map((l) => ({
    rel: 'alternate',
    hreflang: l.attrs.hreflang ?? '',
    href: l.attrs.href ?? '',
    hrefRaw: l.attrs.href ?? '',
    source: l.inHead ? 'head' : 'body',
    node: null,
  }));
  const audit = Hreflang.audit({ LinkElements: links, URL: { finalDisplayedUrl: PAGE } } as never) as {
    details: { items: { source: { snippet: string } }[] };
  };
  return new Set(audit.details.items.map((i) => i.source.snippet.replace(' />', '>')));
}

function verdicts(codes: string[]) {
  const head = codes
    .map((c, i) => `<link rel="alternate" hreflang="${c}" href="https://example.com/${i}/">`)
    .join('\n');
  const page = pageFromHtml(doc(`\n${head}`), { url: PAGE });
  const ours = new Set((runCheck(check, page).items ?? []).map((i) => i.value));
  const theirs = lighthouseFails(page);
  return codes.map((c, i) => {
    const html = `<link rel="alternate" hreflang="${c}" href="https://example.com/${i}/">`;
    return { code: c, ours: ours.has(html), lighthouse: theirs.has(html) };
  });
}

describe('hreflang-valid-codes and Lighthouse hreflang', () => {
  it('agree on valid codes and on invalid languages', () => {
    const rows = verdicts(['en', 'en-GB', 'x-default', 'zh-Hant', 'de-CH', 'english', 'en_us', ' en', 'xx']);
    expect(rows.filter((r) => r.ours !== r.lighthouse)).toEqual([]);
    expect(rows.filter((r) => r.ours).map((r) => r.code)).toEqual(['english', 'en_us', ' en', 'xx']);
  });

  it('differ only where ours is deliberately stricter: regions, three-letter languages', () => {
    const rows = verdicts(['en-UK', 'fil-PH', 'es-419', 'en-EU']);
    expect(rows.map((r) => [r.code, r.ours, r.lighthouse])).toEqual([
      ['en-UK', true, false],
      ['fil-PH', true, false],
      ['es-419', true, false],
      ['en-EU', true, false],
    ]);
  });

  it('both leave a <link> in <body> unjudged (ours says Google ignores it)', () => {
    const body = '<p>x</p><link rel="alternate" hreflang="english" href="https://example.com/x/">';
    const page = pageFromHtml(doc('', body), { url: PAGE });
    expect(runCheck(check, page)).toMatchObject({ status: 'recommended', key: 'inBody', value: 0 });
    expect(lighthouseFails(page).size).toBe(0);
    // The same link in <head> is failed by both.
    const inHead = pageFromHtml(
      doc('<link rel="alternate" hreflang="english" href="https://example.com/x/">'),
    );
    expect(lighthouseFails(inHead).size).toBe(1);
    expect(runCheck(check, inHead).status).toBe('critical');
  });

  it("pass together on Lighthouse's own passing SEO page (smoke case seo-passing): valid codes in <head>, nonsense in <body>", () => {
    // The hreflang part of Lighthouse's cli/test/fixtures/seo/seo-tester.html: mixed-case attribute names,
    // a script subtag, x-default, and a <link> in <body> that the fixture marks "should ignore links in the body".
    const head = [
      '<link rel="alternate" hreflang="es" href="https://lat.example.com" />',
      '<link rel="alternate" Hreflang="en-PH" href="https://ph.example.com" />',
      '<LINK REL="ALTERNATE" HREFLANG="ru-RU" HREF="https://ru.example.com" />',
      '<LINK REL="alternate" HREFLANG="zh-Hans-TW" HREF="https://zh.example.com" />',
      '<link rel="alternate" href="http://example.com/" hreflang="x-default" />',
    ].join('\n');
    const body =
      '<link rel="alternate" hreflang="nonsense" href="https://nonsense.example.com" />\n<h1>SEO</h1>';
    const page = pageFromHtml(doc(`\n${head}`, body), { url: PAGE });
    expect(lighthouseFails(page).size).toBe(0);
    const ours = runCheck(check, page);
    expect([ours.status, ours.key, ours.values?.count, ours.values?.ignored]).toEqual([
      'good',
      'passIgnored',
      5,
      1,
    ]);
    expect(ours.items?.map((i) => i.value)).toEqual([
      '<link rel="alternate" hreflang="nonsense" href="https://nonsense.example.com">',
    ]);
  });

  it("fail together on Lighthouse's other hreflang reason, a relative href: hreflang-absolute's finding here", () => {
    for (const href of ['/de/', 'example.com/de/', '//example.com/de/']) {
      const page = pageFromHtml(doc(`<link rel="alternate" hreflang="de" href="${href}">`), { url: PAGE });
      expect(lighthouseFails(page).size).toBe(1);
      expect(runCheck(check, page).status).toBe('good');
      expect(runCheck(absolute, page)).toMatchObject({ status: 'critical', key: 'relative' });
    }
  });
});
