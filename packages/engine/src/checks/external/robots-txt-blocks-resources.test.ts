import { describe, expect, it } from 'vitest';
import type { RobotsTxtFacts } from '../../gather/site/robots-txt.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import { ROBOTS_URL, robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import check from './robots-txt-blocks-resources.js';

const robots = (body: string, url = ROBOTS_URL, status = 200): RobotsTxtFacts =>
  robotsFacts(body, { status }, url);

const HTML = doc(
  `\n<link rel="stylesheet" href="/css/site.css">\n<link rel="stylesheet" href="/css/print.css" media="print">\n<script src="/js/app.js"></script>\n<script type="text/template" src="/tpl/card.html"></script>`,
  '\n<img src="/img/oak.jpg" alt="Oak">\n<img src="https://cdn.other.net/x.jpg" alt="">',
);

function run(facts: RobotsTxtFacts | null, html = HTML) {
  const page = pageFromHtml(html, { url: 'https://example.com/shop/oak' });
  return runCheck(check, facts ? withRobots(page, facts) : page);
}

describe('robots-txt-blocks-resources', () => {
  it('passes when Googlebot may fetch every same-site resource (other sites are not counted)', () => {
    const out = run(robots('User-agent: *\nDisallow: /cart\n'));
    expect([out.status, out.value]).toEqual(['good', 0]);
    expect(messageOf(check, out)).toBe(
      'Googlebot may fetch every same-site stylesheet, script and image of the page (5).',
    );
  });

  it('is critical when a stylesheet or script needed for rendering is disallowed, listing each with its line', () => {
    const out = run(robots('User-agent: *\nDisallow: /js/\nDisallow: /img/\n'));
    expect([out.status, out.key, out.value]).toEqual(['critical', 'critical', 2]);
    expect(messageOf(check, out)).toBe(
      'Stylesheets or scripts needed for rendering are disallowed for Googlebot: 1 of 5 checked, e.g. https://example.com/js/app.js by "Disallow: /js/".',
    );
    expect(out.items).toEqual([
      { value: 'https://example.com/js/app.js', note: 'script; disallowed by "Disallow: /js/"', line: 4 },
      {
        value: 'https://example.com/img/oak.jpg',
        note: 'image (not render-critical); disallowed by "Disallow: /img/"',
        line: 6,
      },
    ]);
  });

  it('recommends when only images, print stylesheets or non-JavaScript scripts are disallowed', () => {
    const out = run(robots('User-agent: *\nDisallow: /img/\nDisallow: /css/print\nDisallow: /tpl/'));
    expect([out.status, out.key, out.value]).toEqual(['recommended', 'nonCritical', 3]);
    expect(messageOf(check, out, 'fr')).toContain(
      'non nécessaires au rendu bloqués pour Googlebot : 3 sur 5 vérifiés',
    );
  });

  it("follows Googlebot's own group and Allow rules like Google", () => {
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /css/\nAllow: /*.css$\n';
    expect(run(robots(body)).status).toBe('good');
  });

  it('matches same-site resources on other origins against their own robots.txt', () => {
    const html = doc(
      '<script src="https://static.example.com/lib.js"></script><link rel="stylesheet" href="/a.css">',
    );
    const facts = robots('User-agent: *\nAllow: /');
    expect(run(facts, html).key).toBe('passPartial');
    expect(messageOf(check, run(facts, html))).toBe(
      'Googlebot may fetch every same-site resource checked (1 of 2); 1 could not be checked because https://static.example.com/robots.txt was not read.',
    );
    facts.resourceOrigins = [robots('User-agent: *\nDisallow: /', 'https://static.example.com/robots.txt')];
    const out = run(facts, html);
    expect(out.status).toBe('critical');
    expect(out.items?.[0]?.value).toBe('https://static.example.com/lib.js');
  });

  it('passes when robots.txt is missing (everything allowed)', () => {
    expect(run(robots('', undefined, 404)).status).toBe('good');
  });

  it('is n/a when robots.txt could not be read, or the page loads nothing from its site', () => {
    const out = run(robots('', undefined, 503));
    expect([out.status, out.key]).toEqual(['na', 'notChecked']);
    expect(messageOf(check, out)).toBe(
      'Not checked: the page’s same-site resources (5) could not be matched because https://example.com/robots.txt was not read.',
    );
    const none = run(
      robots(''),
      doc('<script>var a = 1;</script>', '<img src="data:image/gif;base64,R0lG" alt="">'),
    );
    expect([none.status, none.key]).toEqual(['na', 'none']);
    expect(run(null).key).toBe('noSite');
  });
});
