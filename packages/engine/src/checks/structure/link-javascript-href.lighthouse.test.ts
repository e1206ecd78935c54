/**
 * link-javascript-href against Lighthouse's own crawlable-anchors audit (the installed lighthouse package):
 * the same anchors, read by our parser and handed to Lighthouse as its AnchorElements gatherer would, must
 * get the same verdicts, except where ours is deliberately stricter (said in the check's fix text).
 */
import CrawlableAnchors from 'lighthouse/core/audits/seo/crawlable-anchors.js';
import { describe, expect, it } from 'vitest';
import type { AnchorInfo } from '../../artifact.js';
import { doc, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './link-javascript-href.js';

const PAGE = 'https://example.com/tables/';

/** What Lighthouse's AnchorElements gatherer records of an <a> in the browser. */
function asLighthouseSees(a: AnchorInfo) {
  const raw = a.href;
  let href = '';
  if (raw !== null) {
    try {
      href = new URL(raw, PAGE).href;
    } catch {
      href = raw; // HTMLAnchorElement.href returns the attribute when it is no URL
    }
  }
  return {
    rawHref: raw ?? '',
    href,
    role: a.attrs.role ?? '',
    name: a.attrs.name ?? '',
    id: a.attrs.id ?? '',
    attributeNames: Object.keys(a.attrs),
    listeners: a.attrs.onclick !== undefined ? [{ type: 'click' }] : [],
    ancestorListeners: [],
    text: a.text,
    rel: a.rel.join(' '),
    target: a.attrs.target ?? '',
    onclick: a.attrs.onclick ?? '',
    node: { lhId: `line-${a.line}`, devtoolsNodePath: '', selector: '', boundingRect: {}, snippet: '', nodeLabel: String(a.line) },
  }; // prettier-ignore
}

const CASES = [
  '<a href="/oak">Oak</a>',
  '<a href="javascript:void(0)">Void</a>',
  '<a href="javascript: void 0">Void with spaces</a>',
  '<a role="button" href="javascript:;">Control</a>',
  '<a role="tab" href="javascript:void(0)" onclick="show()">Tab</a>',
  '<a name="top" href="javascript:void(0)"></a>',
  '<a id="sizes" onclick="open()">Sizes</a>',
  '<a href="mailto:shop@example.com">Mail</a>',
  '<a href="file:///C:/oak.pdf">File</a>',
  '<a name="doc" href="file:///C:/walnut.pdf">Named file</a>',
  '<a onclick="go(\'/ash\')">Handler only</a>',
  '<a target="_blank">Target without href</a>',
  '<a rel="next">Rel without href</a>',
  '<a class="current">Placeholder</a>',
  '<a href="http://[oak">Not a URL</a>',
  '<a href="">Empty</a>',
  '<a href="#reviews">Fragment</a>',
  '<a href="tel:+441234">Phone</a>',
  '<a href="#" onclick="toggleMenu(); return false">Menu</a>',
  '<a href="#!" onclick="openCart()">Cart</a>',
  '<a href="javascript : void(0)">Void, spaced scheme</a>',
  '<a role=" " rel="next">Blank role</a>',
  '<a href="ftp://">Empty FTP</a>',
  '<a href="#:~:text=oak">Text fragment</a>',
  '<a href="?page=2">Query</a>',
  '<a href="//example.com/oak">Protocol-relative</a>',
  '<a href="ftp://files.example.com/oak.pdf">FTP</a>',
];
/** Deliberately stricter than Lighthouse (Google resolves neither into a page to crawl). */
const STRICTER = [
  '<a href="javascript:go(\'/elm\')">Script URL</a>',
  '<a href="#" onclick="go(\'/beech\')">Dead href with handler</a>',
];

function verdicts(cases: string[]) {
  const page = pageFromHtml(doc('', `<main>\n${cases.join('\n')}\n</main>`), { url: PAGE });
  const ours = new Set((runCheck(check, page).items ?? []).map((i) => i.line));
  const audit = CrawlableAnchors.audit({
    AnchorElements: page.anchors.map(asLighthouseSees),
    URL: { finalDisplayedUrl: PAGE },
  } as never) as { details: { items: { node: { lhId: string } }[] } };
  const theirs = new Set(audit.details.items.map((i) => Number(i.node.lhId.slice(5))));
  return page.anchors.map((a) => {
    const line = a.line ?? 0;
    return { html: cases[line - 2], ours: ours.has(line), lighthouse: theirs.has(line) };
  });
}

describe('link-javascript-href and Lighthouse crawlable-anchors', () => {
  it('agree on every anchor Lighthouse skips or fails', () => {
    const rows = verdicts(CASES);
    expect(rows).toHaveLength(CASES.length);
    expect(rows.filter((r) => r.ours !== r.lighthouse)).toEqual([]);
    // Both fail these, and only these.
    expect(rows.filter((r) => r.ours).map((r) => r.html)).toEqual([
      '<a href="javascript:void(0)">Void</a>',
      '<a href="javascript: void 0">Void with spaces</a>',
      '<a href="file:///C:/oak.pdf">File</a>',
      '<a name="doc" href="file:///C:/walnut.pdf">Named file</a>',
      '<a onclick="go(\'/ash\')">Handler only</a>',
      '<a target="_blank">Target without href</a>',
      '<a rel="next">Rel without href</a>',
      '<a href="http://[oak">Not a URL</a>',
      '<a href="javascript : void(0)">Void, spaced scheme</a>',
      '<a role=" " rel="next">Blank role</a>',
      '<a href="ftp://">Empty FTP</a>',
    ]);
  });

  it('differ only where ours is deliberately stricter', () => {
    expect(verdicts(STRICTER).map((r) => [r.ours, r.lighthouse])).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});
