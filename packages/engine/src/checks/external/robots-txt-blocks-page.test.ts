import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import check from './robots-txt-blocks-page.js';

const PAGE = 'https://example.com/shop/oak-table?colour=dark';

function run(body: string, status: number | null = 200, error: string | null = null, url = PAGE) {
  const facts = robotsFacts(body, { status, error, errorMessage: error });
  return runCheck(check, withRobots(pageFromHtml(doc(''), { url }), facts));
}

describe('robots-txt-blocks-page', () => {
  it('passes a page allowed for Googlebot and Bingbot', () => {
    const out = run('User-agent: *\nDisallow: /cart\n');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `${PAGE} may be crawled by Googlebot and Bingbot under https://example.com/robots.txt.`,
    );
  });

  it('is critical when Googlebot is disallowed through the * group, naming the rule and its line', () => {
    const out = run('# shop\nUser-agent: *\nDisallow: /shop/ # not yet\n');
    expect([out.status, out.key, out.value]).toEqual(['critical', 'googlebot', false]);
    expect(messageOf(check, out)).toBe(
      `${PAGE} is disallowed for Googlebot by "Disallow: /shop/" (line 3 of https://example.com/robots.txt, group User-agent: *): Google cannot crawl it.`,
    );
    expect(out.items).toEqual([{ value: 'Disallow: /shop/', note: 'robots.txt line 3; User-agent: *' }]);
  });

  it("applies Googlebot's own group instead of *, with longest match and Allow winning ties", () => {
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /shop\nAllow: /shop/oak\n';
    expect(run(body).key).toBe('bingbot');
    const out = run('User-agent: googlebot\nDisallow: /shop/oak-table\nAllow: /shop/');
    expect(out.items?.[0]).toEqual({
      value: 'Disallow: /shop/oak-table',
      note: 'robots.txt line 2; User-agent: Googlebot',
    });
    expect(run('User-agent: *\nDisallow: /shop/oak\nAllow: /shop/oak').status).toBe('good');
  });

  it('reads a group across a Sitemap line between its User-agent lines, as Google does', () => {
    const out = run(
      'User-agent: Googlebot\nSitemap: https://example.com/s.xml\nUser-agent: *\nDisallow: /\n',
    );
    expect([out.status, out.key, out.value]).toEqual(['critical', 'googlebot', false]);
  });

  it('matches the query string, wildcards and $', () => {
    expect(run('User-agent: *\nDisallow: /*?colour=').status).toBe('critical');
    expect(run('User-agent: *\nDisallow: /*oak-table$').status).toBe('good');
    expect(run('User-agent: *\nDisallow: /Shop/').status).toBe('good');
  });

  it('recommends when only Bingbot is disallowed', () => {
    const out = run('User-agent: bingbot\nDisallow: /shop/\n\nUser-agent: *\nAllow: /');
    expect([out.status, out.key]).toEqual(['recommended', 'bingbot']);
    expect(messageOf(check, out, 'es')).toBe(
      `${PAGE} está permitida para Googlebot pero bloqueada para Bingbot por «Disallow: /shop/» (línea 2 de https://example.com/robots.txt, grupo User-agent: Bingbot).`,
    );
  });

  it('passes when robots.txt is missing (4xx: everything allowed), saying so', () => {
    const out = run('', 404);
    expect([out.status, out.key]).toEqual(['good', 'passNoFile']);
    expect(messageOf(check, out, 'fr')).toBe(
      `${PAGE} peut être explorée\u00a0: https://example.com/robots.txt a répondu 404, donc aucune règle ne limite l’exploration.`,
    );
  });

  it('is n/a when robots.txt is unreadable (5xx, timeout), saying what Google does meanwhile', () => {
    const out = run('', 503);
    expect([out.status, out.key]).toEqual(['na', 'unreachable']);
    expect(messageOf(check, out)).toContain(
      'could not be read (503); while it fails, Google treats every URL',
    );
    expect(run('', null, 'TIMEOUT').key).toBe('unreachable');
    expect(run('', null, 'BLOCKED_TARGET').key).toBe('notChecked');
    expect(runCheck(check, pageFromHtml(doc(''))).key).toBe('noSite');
  });
});
