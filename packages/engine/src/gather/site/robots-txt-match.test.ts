import { describe, expect, it } from 'vitest';
import {
  isAllowedBy,
  readRobots,
  robotsMatch,
  robotsTxtFacts,
  type FetchSummary,
  type LlmsTxtFacts,
  type RobotsTxtFacts,
} from './robots-txt.js';

const ROBOTS = 'https://example.com/robots.txt';
const u = (path: string): string => `https://example.com${path}`;

function response(status: number | null, error: string | null = null): FetchSummary {
  return {
    url: ROBOTS,
    status,
    error,
    errorMessage: error,
    contentType: 'text/plain',
    redirects: [],
    finalUrl: ROBOTS,
    bytes: 0,
    truncated: false,
  };
}
const noLlms = { parsed: null } as unknown as LlmsTxtFacts;
const facts = (text: string, status: number | null = 200, error: string | null = null): RobotsTxtFacts =>
  robotsTxtFacts(readRobots(ROBOTS, response(status, error), Buffer.from(text)), noLlms);

describe('robots.txt matching (RFC 9309 §2.2, as robots.cc)', () => {
  it('uses the longest matching rule, and Allow wins a tie', () => {
    const f = facts('User-agent: *\nDisallow: /shop\nAllow: /shop/public\nDisallow: /tie\nAllow: /tie');
    expect(isAllowedBy(f, u('/shop/cart'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/shop/public/a'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/tie'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/other'), 'Googlebot')).toBe(true);
  });

  it('supports * anywhere and $ at the end; paths are case-sensitive and include the query', () => {
    const f = facts('User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sort=\nDisallow: /Private');
    expect(isAllowedBy(f, u('/docs/a.pdf'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/docs/a.pdf?x=1'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/list?sort=asc'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/list?page=2&sort=asc'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/private'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/Private/x'), 'Googlebot')).toBe(false);
  });

  it('matches percent-encoded and UTF-8 paths alike', () => {
    const f = facts('User-agent: *\nDisallow: /café\nDisallow: /a%2fb');
    expect(isAllowedBy(f, u('/caf%C3%A9/menu'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/café'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/a%2Fb'), 'Googlebot')).toBe(false);
  });

  it("selects the crawler's own group by product token, case-insensitively, else '*'", () => {
    const f = facts('User-agent: *\nDisallow: /\n\nUser-agent: GOOGLEBOT/2.1\nDisallow: /tmp');
    expect(isAllowedBy(f, u('/page'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(f, u('/tmp/x'), 'googlebot')).toBe(false);
    expect(isAllowedBy(f, u('/page'), 'Bingbot')).toBe(false);
    expect(robotsMatch(f, u('/page'), 'Bingbot')).toMatchObject({ group: '*', line: 2 });
    // A more specific token (Googlebot-Image) is a different crawler: it does not take googlebot's group.
    expect(isAllowedBy(f, u('/page'), 'Googlebot-Image')).toBe(false);
  });

  it('merges groups naming the same crawler, and groups consecutive User-agent lines', () => {
    const f = facts(
      'User-agent: a\nUser-agent: b\n\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\nUser-agent: c\nAllow: /',
    );
    expect(isAllowedBy(f, u('/x'), 'a')).toBe(false);
    expect(isAllowedBy(f, u('/y'), 'a')).toBe(false);
    expect(isAllowedBy(f, u('/x'), 'b')).toBe(false);
    expect(isAllowedBy(f, u('/y'), 'b')).toBe(true);
    expect(isAllowedBy(f, u('/x'), 'c')).toBe(true);
  });

  it('keeps a group open across Sitemap and unknown lines between User-agent lines (RFC 9309 §2.2.4)', () => {
    const f = facts('User-agent: Googlebot\nSitemap: https://example.com/s.xml\nUser-agent: *\nDisallow: /');
    expect(robotsMatch(f, u('/x'), 'Googlebot')).toMatchObject({ allowed: false, group: 'own', line: 4 });
    const g = facts('User-agent: a\nCrawl-delay: 4\nUser-agent: *\nDisallow: /');
    expect(robotsMatch(g, u('/x'), 'a')).toMatchObject({ allowed: false, group: 'own' });
    expect(isAllowedBy(g, u('/x'), 'c')).toBe(false);
    // Rules after a Sitemap line still belong to the group before it.
    expect(isAllowedBy(facts('User-agent: *\nSitemap: /s.xml\nDisallow: /y'), u('/y'), 'c')).toBe(false);
  });

  it("allows a directory whose /index.html is allowed, Google's own rule", () => {
    const f = facts('User-agent: *\nAllow: /shop/index.html\nDisallow: /');
    expect(robotsMatch(f, u('/shop/'), 'Googlebot')).toMatchObject({ allowed: true, line: 2 });
    expect(isAllowedBy(f, u('/shop/x'), 'Googlebot')).toBe(false);
  });

  it('gives a crawler named by a trailing group with no rules its own (empty) group', () => {
    const f = facts('User-agent: *\nDisallow: /\nUser-agent: friendbot');
    expect(isAllowedBy(f, u('/x'), 'friendbot')).toBe(true);
    expect(robotsMatch(f, u('/x'), 'friendbot').group).toBe('own');
  });

  it('ignores rules before any User-agent, skips a BOM, and reads Google-accepted spellings', () => {
    expect(isAllowedBy(facts('Disallow: /\nUser-agent: *\nAllow: /a'), u('/b'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(facts('\uFEFFUser-agent: *\nDisallow: /'), u('/b'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(facts('User-agent *\nDissallow: /b'), u('/b'), 'Googlebot')).toBe(false);
    expect(isAllowedBy(facts('User-agents: *\nDisallowed: /b'), u('/b'), 'Googlebot')).toBe(false);
  });

  it('treats an empty Disallow as allowing everything and always allows /robots.txt', () => {
    expect(isAllowedBy(facts('User-agent: *\nDisallow:'), u('/x'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(facts('User-agent: *\nDisallow: /'), u('/robots.txt'), 'Googlebot')).toBe(true);
  });

  it('reports the deciding line, and no line when nothing matched', () => {
    const f = facts('# rules\nUser-agent: *\nDisallow: /a\nAllow: /a/b');
    expect(robotsMatch(f, u('/a/x'), 'Googlebot')).toMatchObject({ allowed: false, line: 3, group: '*' });
    expect(robotsMatch(f, u('/a/b'), 'Googlebot')).toMatchObject({ allowed: true, line: 4 });
    expect(robotsMatch(f, u('/c'), 'Googlebot')).toMatchObject({ allowed: true, line: null });
    expect(robotsMatch(facts(''), u('/c'), 'Googlebot')).toMatchObject({ allowed: true, group: null });
  });

  it('applies RFC 9309 status handling: 4xx allows all; 5xx, 429 and no response are unreadable', () => {
    expect(facts('', 404).policy).toBe('allow-all');
    expect(isAllowedBy(facts('', 404), u('/x'), 'Googlebot')).toBe(true);
    expect(isAllowedBy(facts('', 403), u('/x'), 'Googlebot')).toBe(true);
    for (const f of [facts('', 503), facts('', 429), facts('', null, 'TIMEOUT')]) {
      expect(f.policy).toBe('disallow-all');
      expect(isAllowedBy(f, u('/x'), 'Googlebot')).toBeNull();
    }
    expect(facts('', null, 'TOO_MANY_REDIRECTS').policy).toBe('allow-all');
    expect(facts('', null, 'BLOCKED_TARGET').policy).toBe('unknown');
  });

  it('answers null for URLs of an origin whose robots.txt it does not hold', () => {
    const f = facts('User-agent: *\nDisallow: /');
    expect(isAllowedBy(f, 'https://cdn.example.com/x', 'Googlebot')).toBeNull();
    expect(isAllowedBy(f, 'http://example.com/x', 'Googlebot')).toBeNull();
    expect(isAllowedBy(f, 'not a url', 'Googlebot')).toBeNull();
  });
});
