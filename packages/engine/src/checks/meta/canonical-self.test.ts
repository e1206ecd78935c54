import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './canonical-self.js';

const canonical = (href: string): string => doc(`<link rel="canonical" href="${href}">`);
const DEEP = { url: 'https://www.example.com/tables/oak' };

describe('canonical-self', () => {
  it('passes a canonical equal to the final URL after normalisation', () => {
    const out = runOn(check, canonical('HTTPS://WWW.Example.com:443/tables/oak#specs'), DEEP);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The canonical points to the page itself: https://www.example.com/tables/oak.',
    );
  });

  it('treats an empty path as "/" and compares with the URL after redirects', () => {
    expect(runOn(check, canonical('https://example.com/'), { url: 'https://example.com' }).status).toBe(
      'good',
    );
    const redirected = { url: 'http://example.com/old', finalUrl: 'https://example.com/new' };
    expect(runOn(check, canonical('/new'), redirected).status).toBe('good');
  });

  it('keeps the trailing slash significant, as served', () => {
    const out = runOn(check, canonical('https://www.example.com/tables/oak/'), DEEP);
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('other');
    expect(messageOf(check, out)).toBe(
      'The canonical points to another URL, https://www.example.com/tables/oak/, so this page (https://www.example.com/tables/oak) will normally be folded into it and not indexed itself.',
    );
    expect(out.items).toEqual([{ value: 'https://www.example.com/tables/oak/', note: '<head>', line: 1 }]);
  });

  it('recommends for another URL on the same site, including another subdomain or scheme', () => {
    expect(runOn(check, canonical('/tables/oak?colour=dark'), DEEP).status).toBe('recommended');
    expect(runOn(check, canonical('https://example.com/tables/oak'), DEEP).status).toBe('recommended');
    const out = runOn(check, canonical('http://www.example.com/tables/oak'), DEEP);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out, 'es')).toContain('apunta a otra URL, http://www.example.com/tables/oak');
  });

  it('is critical for another domain and names it', () => {
    const out = runOn(check, canonical('https://shop.other-site.co.uk/oak'), DEEP);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('otherDomain');
    expect(messageOf(check, out)).toContain(
      'another domain, other-site.co.uk: https://shop.other-site.co.uk/oak',
    );
    expect(messageOf(check, out, 'fr')).toContain('vers un autre domaine, other-site.co.uk');
  });

  it('is critical for the site root from a deep page, but not from the root or for a root with a query', () => {
    const out = runOn(check, canonical('https://example.com'), DEEP);
    expect(out.status).toBe('critical');
    expect(out.key).toBe('root');
    expect(messageOf(check, out)).toContain(
      'deep page https://www.example.com/tables/oak points to the home page https://example.com/',
    );
    expect(runOn(check, canonical('/'), { url: 'https://www.example.com/?ref=mail' }).key).toBe('other');
    expect(runOn(check, canonical('/?page_id=5'), DEEP).key).toBe('other');
  });

  it('uses the Link header canonical when <head> has none', () => {
    const out = runOn(check, doc(''), { ...DEEP, headers: { link: '</tables/oak>; rel="canonical"' } });
    expect(out.status).toBe('good');
  });

  it('is n/a without a canonical, or when it has no usable URL', () => {
    expect(runOn(check, doc(''), DEEP).key).toBe('none');
    const out = runOn(check, canonical('#top'), DEEP);
    expect(out.status).toBe('na');
    expect(out.key).toBe('unusable');
  });

  it('is informational on a copy of the page at another address: the same path on another host (a preview)', () => {
    const out = runOn(check, canonical('https://smith-workshop.co.uk/tables/oak'), DEEP);
    expect(out.status).toBe('na');
    expect(out.key).toBe('preview');
    expect(messageOf(check, out)).toContain(
      'what a staging or preview copy (https://www.example.com/tables/oak) should carry',
    );
    // Another path on that host is still another domain's page.
    expect(runOn(check, canonical('https://smith-workshop.co.uk/oak'), DEEP).status).toBe('critical');
    // Production naming a staging copy is the opposite mistake: still a finding.
    expect(runOn(check, canonical('https://staging.smith-workshop.co.uk/tables/oak'), DEEP).status).toBe(
      'critical',
    );
  });
});
