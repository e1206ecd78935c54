/**
 * link-text-generic against Lighthouse's own link-text audit (the installed lighthouse package): the same
 * links, read by our parser and handed to Lighthouse as its AnchorElements gatherer would (innerText, the
 * nearest lang), get the same verdicts, except where ours is deliberately stricter (said in the fix text).
 */
import LinkText from 'lighthouse/core/audits/seo/link-text.js';
import { describe, expect, it } from 'vitest';
import type { AnchorInfo } from '../../artifact.js';
import { doc, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './link-text-generic.js';

const PAGE = 'https://example.com/tables/';

function verdicts(cases: string[]) {
  const page = pageFromHtml(doc('', `<main>\n${cases.join('\n')}\n</main>`), { url: PAGE });
  const ours = new Set((runCheck(check, page).items ?? []).map((i) => i.line ?? 0));
  const declared = page.language.declared;
  const asLighthouseSees = (a: AnchorInfo) => ({
    href: a.href === null ? '' : new URL(a.href, PAGE).href,
    rel: a.rel.join(' '),
    text: a.text,
    textLang: a.lang ?? declared ?? undefined,
    line: a.line ?? 0,
  });
  const anchors = page.anchors.map(asLighthouseSees);
  const audit = LinkText.audit({ AnchorElements: anchors, URL: { finalDisplayedUrl: PAGE } } as never) as {
    details: { items: { href: string; text: string }[] };
  };
  const theirs = new Set(
    audit.details.items.map((i) => anchors.find((a) => a.href === i.href && a.text.trim() === i.text)?.line),
  );
  return page.anchors.map((a) => {
    const line = a.line ?? 0;
    return { html: cases[line - 2], ours: ours.has(line), lighthouse: theirs.has(line) };
  });
}

const CASES = [
  '<a href="/oak">Oak dining tables</a>',
  '<a href="/a">Click here</a>',
  '<a href="/b"> Learn more </a>',
  '<a href="/c" rel="nofollow">click here</a>',
  '<a href="#reviews">more</a>',
  '<a href="javascript:go()">here</a>',
  '<a href="mailto:a@example.com">here</a>',
  '<a href="/d">mehr</a>',
  '<span lang="de"><a href="/e">mehr</a></span>',
  '<a href="/f" lang="es">más información</a>',
  '<a href="/g">Read more about oak tables</a>',
  '<a href="/tables/">click here</a>',
  '<a href="/tables/#top">click here</a>',
  '<a href="JAVASCRIPT:void(0)">click here</a>',
  '<a>click here</a>',
  '<a href="/k" rel="noopener nofollow">click here</a>',
  '<a href="/l?sort=price">Oak tables by price</a>',
];
/** Deliberately skipped: a tel: link is no page, so its text tells search engines about nothing they crawl. */
const SKIPPED = ['<a href="tel:+441234567">here</a>'];
/** Deliberately stricter: punctuation ignored, an image link's alt is its text, longer lists. */
const STRICTER = [
  '<a href="/h">Read more »</a>',
  '<a href="/i"><img src="more.png" alt="Read more"></a>',
  '<a href="/j">Continue reading</a>',
];

describe('link-text-generic and Lighthouse link-text', () => {
  it('agree on every link Lighthouse judges or skips', () => {
    const rows = verdicts(CASES);
    expect(rows.filter((r) => r.ours !== r.lighthouse)).toEqual([]);
    expect(rows.filter((r) => r.ours).map((r) => r.html)).toEqual([
      '<a href="/a">Click here</a>',
      '<a href="/b"> Learn more </a>',
      '<span lang="de"><a href="/e">mehr</a></span>',
      '<a href="/f" lang="es">más información</a>',
    ]);
  });

  it('differ where ours skips a tel: link, which search engines do not crawl (said in the fix)', () => {
    expect(verdicts(SKIPPED).map((r) => [r.ours, r.lighthouse])).toEqual([[false, true]]);
    expect(check.strings.en.fix).toContain('tel:');
  });

  it('differ only where ours is deliberately stricter', () => {
    expect(verdicts(STRICTER).map((r) => [r.ours, r.lighthouse])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });
});
