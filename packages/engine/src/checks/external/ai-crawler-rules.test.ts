import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, type PageOptions } from '../../test-support/index.js';
import { robotsFacts, withRobots } from '../../test-support/robots-facts.js';
import { renderItem } from '../run.js';
import check from './ai-crawler-rules.js';

function run(body: string, status = 200, head = '', options: PageOptions = {}) {
  const page = pageFromHtml(doc(head), { url: 'https://example.com/blog/oak-care', ...options });
  return runCheck(check, withRobots(page, robotsFacts(body, { status })));
}

const POLICY = [
  'User-agent: GPTBot',
  'User-agent: ClaudeBot',
  'User-agent: Google-Extended',
  'User-agent: CCBot',
  'Disallow: /',
  '',
  'User-agent: OAI-SearchBot',
  'User-agent: Claude-SearchBot',
  'User-agent: PerplexityBot',
  'Allow: /',
  '',
  'User-agent: *',
  'Disallow: /cart',
].join('\n');

describe('ai-crawler-rules', () => {
  it('passes an explicit policy for training and answer-engine crawlers, listing all 12 verdicts', () => {
    const out = run(POLICY);
    expect([out.status, out.value]).toEqual(['good', 7]);
    expect(messageOf(check, out)).toBe(
      'robots.txt addresses AI crawlers explicitly (7 of 12 have their own group): 8 allowed and 4 blocked for this page.',
    );
    expect(out.items).toHaveLength(12);
    expect(out.items?.[0]).toEqual({
      value: 'GPTBot',
      note: 'training: blocked (own group); robots.txt line 5',
      noteRef: { key: 'aiCrawlerLine', values: { role: 0, allowed: 0, group: 0, line: 5 } },
    });
    expect(renderItem(out.items?.[0] ?? { value: '' }, 'es').note).toBe(
      'entrenamiento: bloqueado (grupo propio); línea 5 de robots.txt',
    );
    expect(out.items?.[1]).toEqual({
      value: 'OAI-SearchBot',
      note: 'search: allowed (own group); robots.txt line 10',
      noteRef: { key: 'aiCrawlerLine', values: { role: 1, allowed: 1, group: 0, line: 10 } },
    });
    expect(out.items?.[2]).toEqual({
      value: 'ChatGPT-User',
      note: 'user: allowed (falls back to *)',
      noteRef: { key: 'aiCrawler', values: { role: 2, allowed: 1, group: 1 } },
    });
  });

  it('recommends explicit rules when every AI crawler falls back to *', () => {
    const out = run('User-agent: *\nDisallow: /cart\n');
    expect([out.status, out.key, out.value]).toEqual(['recommended', 'noRules', 0]);
    expect(messageOf(check, out)).toBe(
      'https://example.com/robots.txt has no group for any AI crawler: all 12 fall back to the rules for User-agent: *.',
    );
  });

  it('recommends when answer-engine crawlers are blocked while Googlebot is allowed', () => {
    const out = run(
      'User-agent: PerplexityBot\nUser-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /',
    );
    expect([out.status, out.key]).toEqual(['recommended', 'searchBlocked']);
    expect(messageOf(check, out)).toContain('while Googlebot is allowed: OAI-SearchBot, PerplexityBot.');
    // Blocking everyone, Googlebot included, is a consistent policy, not an accident of AI rules.
    const all = run('User-agent: *\nDisallow: /blog/\n\nUser-agent: GPTBot\nDisallow: /');
    expect(all.key).toBe('noSearchRules');
  });

  it('recommends rules for the kind of AI crawler that has none', () => {
    const training = run('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /');
    expect([training.status, training.key]).toEqual(['recommended', 'noSearchRules']);
    expect(messageOf(check, training, 'fr')).toContain(
      'robots.txt a des groupes pour GPTBot mais aucun pour les robots des moteurs',
    );
    const search = run('User-agent: OAI-SearchBot\nAllow: /\n\nUser-agent: *\nAllow: /');
    expect(search.key).toBe('noTrainingRules');
  });

  it('recommends consistency when the page opts out with noai but robots.txt allows training crawlers', () => {
    const policy = 'User-agent: GPTBot\nAllow: /\n\nUser-agent: OAI-SearchBot\nAllow: /';
    const out = run(policy, 200, '<meta name="robots" content="noai, noimageai">');
    expect([out.status, out.key]).toEqual(['recommended', 'metaConflict']);
    expect(messageOf(check, out)).toContain(
      'opts out of AI use with <meta name="robots" content="noai, noimageai">',
    );
    const header = run(policy, 200, '', { headers: { 'x-robots-tag': 'NoAI' } });
    expect(header.key).toBe('metaConflict');
    // Training crawlers without a group of their own still fall back to '*' and are named.
    const partial = run(POLICY, 200, '<meta name="robots" content="noai">');
    expect(messageOf(check, partial)).toContain(
      'allows the training crawlers Applebot-Extended, Bytespider, Meta-ExternalAgent,',
    );
    // Consistent once every training crawler is blocked in robots.txt too.
    const all = POLICY.replace(
      'User-agent: CCBot',
      'User-agent: CCBot\nUser-agent: Applebot-Extended\nUser-agent: Bytespider\nUser-agent: Meta-ExternalAgent',
    );
    expect(run(all, 200, '<meta name="robots" content="noai">').status).toBe('good');
  });

  it('recommends a robots.txt when there is none, and is n/a when it is unreadable', () => {
    const out = run('', 404);
    expect([out.status, out.key]).toEqual(['recommended', 'noFile']);
    expect(messageOf(check, out, 'es')).toContain('todos los rastreadores de IA pueden rastrearlo todo');
    expect(run('', 503).key).toBe('notRead');
    expect(runCheck(check, pageFromHtml(doc(''))).key).toBe('noSite');
  });
});
