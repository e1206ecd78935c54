/**
 * meta-description-present against Lighthouse's own meta-description audit (the installed lighthouse
 * package): the <meta> elements of <head>, read by our parser, handed to Lighthouse as its MetaElements
 * gatherer collects them (`head meta`, the name lower-cased), must get the same verdict per page, except
 * where ours deliberately differs (said in its message).
 */
import MetaDescription from 'lighthouse/core/audits/seo/meta-description.js';
import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './meta-description-present.js';

const PAGE = 'https://example.com/tables/';

function verdict(head: string, body = '<p>Oak tables</p>') {
  const page = pageFromHtml(doc(`<title>Oak tables</title>${head}`, body), { url: PAGE });
  const metas = page.metas
    .filter((m) => m.inHead)
    .map((m) => ({ name: (m.attrs.name ?? '').toLowerCase(), content: m.attrs.content ?? '' }));
  const lighthouse =
    (MetaDescription.audit({ MetaElements: metas } as never) as { score: number }).score === 1;
  const out = runCheck(check, page);
  return { ours: out.status === 'good', lighthouse, out };
}

const AGREE: [string, string][] = [
  ['one description', '<meta name="description" content="Solid oak dining tables made to order in Leeds.">'],
  ['the name in capitals', '<meta NAME="Description" content="Solid oak dining tables made to order.">'],
  ['entities in the content', '<meta name="description" content="Oak &amp; walnut tables, made to order.">'],
  ['no description', '<meta name="keywords" content="oak">'],
  ['an empty content', '<meta name="description" content="">'],
  ['no content attribute', '<meta name="description">'],
  ['white space only, a no-break space too', '<meta name="description" content=" \t&nbsp; ">'],
  ['an empty first tag, then a filled one', '<meta name="description" content=""><meta name="description" content="Oak tables.">'],
]; // prettier-ignore

describe('meta-description-present and Lighthouse meta-description', () => {
  it.each(AGREE)('agree on %s', (_name, head) => {
    const { ours, lighthouse } = verdict(head);
    expect(ours).toBe(lighthouse);
  });

  it('agree that a description in <body> is none: both read <head> only', () => {
    const { ours, lighthouse, out } = verdict('', '<p>x</p><meta name="description" content="Oak tables.">');
    expect([ours, lighthouse, out.key]).toEqual([false, false, 'inBody']);
  });

  it('differ on two filled descriptions in <head>: ours recommends one, and says why', () => {
    const head =
      '<meta name="description" content="Oak dining tables."><meta name="description" content="Walnut desks.">';
    const { ours, lighthouse, out } = verdict(head);
    expect([ours, lighthouse, out.status]).toEqual([false, true, 'recommended']);
    expect(messageOf(check, out)).toContain('search engines may use any of them');
  });
});
