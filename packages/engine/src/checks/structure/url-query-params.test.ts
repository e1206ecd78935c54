import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './url-query-params.js';

const links = (...hrefs: string[]): string => hrefs.map((h) => `\n<a href="${h}">x</a>`).join('');

describe('url-query-params', () => {
  it('passes with two parameters and clean internal links, naming the counts', () => {
    const out = runOn(check, doc('', links('/a', '/b?page=2')), {
      url: 'https://example.com/list?page=2&sort=price',
    });
    expect(out.status).toBe('good');
    expect(out.value).toBe(2);
    expect(messageOf(check, out)).toBe(
      'https://example.com/list?page=2&sort=price has 2 query parameters, and none of its 2 internal links carries a session or tracking ID.',
    );
  });

  it('recommends fewer parameters from three on, naming them', () => {
    const out = runOn(check, doc(''), { url: 'https://example.com/list?color=red&size=m&sort=price' });
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(3);
    expect(messageOf(check, out)).toBe(
      'https://example.com/list?color=red&size=m&sort=price has 3 query parameters (color, size, sort).',
    );
    expect(messageOf(check, out, 'es')).toContain('tiene 3 parámetros de consulta (color, size, sort)');
    expect(messageOf(check, out, 'fr')).toContain('a 3 paramètres de requête (color, size, sort)');
    expect(out.items?.map((i) => i.value)).toEqual(['color=red', 'size=m', 'sort=price']);
  });

  it('counts repeated names as parameters and skips empty pairs', () => {
    expect(runOn(check, doc(''), { url: 'https://example.com/?a=1&&b=2&' }).status).toBe('good');
    const repeated = runOn(check, doc(''), { url: 'https://example.com/?tag=a&tag=b&tag=c' });
    expect(repeated.status).toBe('recommended');
    expect(messageOf(check, repeated)).toContain('3 query parameters (tag)');
  });

  it('fails on session IDs in internal links, listing each link with its line and the IDs', () => {
    const html = doc(
      '',
      links('/cart?PHPSESSID=9f8e7d', '/shop/;jsessionid=A1B2?x=1', 'https://other.org/?sid=1'),
    );
    const out = runOn(check, html, { url: 'https://example.com/' });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('sessionIds');
    expect(messageOf(check, out)).toBe(
      'Internal links carrying session or tracking IDs (PHPSESSID, ;jsessionid): 2.',
    );
    expect(messageOf(check, out, 'fr')).toContain(
      'Liens internes portant des identifiants de session ou de suivi (PHPSESSID, ;jsessionid) : 2.',
    );
    expect(out.items).toEqual([
      { value: '/cart?PHPSESSID=9f8e7d', note: 'PHPSESSID', line: 2 },
      { value: '/shop/;jsessionid=A1B2?x=1', note: ';jsessionid', line: 3 },
    ]);
  });

  it('treats utm_* on same-site subdomains as tracking IDs, even percent-encoded', () => {
    const html = doc(
      '',
      links('https://shop.example.com/?utm_source=nav&utm_medium=web', '/?utm%5Fcampaign=x'),
    );
    const out = runOn(check, html, { url: 'https://www.example.com/' });
    expect(out.status).toBe('critical');
    expect(out.items?.map((i) => i.note)).toEqual(['utm_source, utm_medium', 'utm_campaign']);
    expect(messageOf(check, out, 'es')).toContain('(utm_source, utm_medium, utm_campaign)');
  });

  it('matches the listed names exactly, in any case: SID counts, sidebar does not', () => {
    expect(runOn(check, doc('', links('/?sidebar=1&sessions=2'))).status).toBe('good');
    expect(runOn(check, doc('', links('/?SID=1'))).status).toBe('critical');
    expect(runOn(check, doc('', links('/?SessionID=1'))).status).toBe('critical');
  });

  it('leaves tracking parameters on links to other sites alone', () => {
    expect(runOn(check, doc('', links('https://partner.org/?utm_source=us'))).status).toBe('good');
  });

  it('reports links and parameters together when both are present', () => {
    const out = runOn(check, doc('', links('/p?sid=1')), { url: 'https://example.com/?a=1&b=2&c=3' });
    expect(out.key).toBe('sessionIdsAndParams');
    expect(messageOf(check, out)).toBe(
      'Internal links carrying session or tracking IDs (sid): 1; the page URL also has 3 query parameters (a, b, c).',
    );
    expect(out.items).toHaveLength(4);
  });

  it('names the requested URL when the page was redirected', () => {
    const out = runOn(check, doc(''), {
      url: 'https://example.com/l?a=1',
      finalUrl: 'https://example.com/l?a=1&b=2&c=3',
    });
    expect(out.key).toBe('paramsRedirected');
    expect(messageOf(check, out)).toContain('(requested as https://example.com/l?a=1)');
  });
});
