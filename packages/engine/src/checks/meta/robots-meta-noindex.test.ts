import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './robots-meta-noindex.js';

describe('robots-meta-noindex', () => {
  it('passes without a robots meta tag', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('passes with an indexable robots tag and quotes its content', () => {
    const out = runOn(check, doc('<meta name="robots" content="index, follow">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"index, follow"');
  });

  it('fails on noindex and names the tag and directive in every language', () => {
    const out = runOn(check, doc('<meta name="robots" content="noindex, follow">'));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(
      '<meta name="robots" content="noindex, follow"> contains "noindex"',
    );
    expect(messageOf(check, out, 'es')).toContain('contiene "noindex"');
    expect(messageOf(check, out, 'fr')).toContain('contient « noindex »');
  });

  it('fails on none, whatever the case of name and content', () => {
    const out = runOn(check, doc('<meta NAME=" ROBOTS " content="  NONE ">'));
    expect(out.status).toBe('critical');
    expect(out.value).toBe('none');
    expect(messageOf(check, out)).toContain('"NONE"');
  });

  it('finds noindex in space-separated flags and among extra whitespace', () => {
    expect(runOn(check, doc('<meta name="robots" content="nofollow noindex">')).status).toBe('critical');
    expect(runOn(check, doc('<meta name="robots" content=" nofollow ,\n  noindex ">')).status).toBe(
      'critical',
    );
  });

  it('does not match words that merely start with noindex', () => {
    expect(runOn(check, doc('<meta name="robots" content="noindexing">')).status).toBe('good');
  });

  it('leaves crawler-specific tags to robots-bot-specific', () => {
    expect(runOn(check, doc('<meta name="googlebot" content="noindex">')).status).toBe('good');
  });

  it('lists every blocking generic tag with its line', () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en"><head>\n<meta name="robots" content="index">\n' +
      '<meta name="robots" content="noindex">\n<meta name="robots" content="none">\n</head><body></body></html>';
    const out = runOn(check, html);
    expect(out.status).toBe('critical');
    expect(out.items).toEqual([
      { value: '<meta name="robots" content="noindex">', line: 4 },
      { value: '<meta name="robots" content="none">', line: 5 },
    ]);
  });
});
