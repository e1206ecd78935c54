import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './robots-meta-nofollow.js';

describe('robots-meta-nofollow', () => {
  it('passes without a robots meta tag', () => {
    expect(runOn(check, doc('')).key).toBe('absent');
    expect(runOn(check, doc('')).status).toBe('good');
  });

  it('passes when the robots tag allows following and quotes it', () => {
    const out = runOn(check, doc('<meta name="robots" content="noindex, follow">'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"noindex, follow"');
  });

  it('recommends removing nofollow and names the tag in every language', () => {
    const out = runOn(check, doc('<meta name="robots" content="index, NoFollow">'));
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(
      '<meta name="robots" content="index, NoFollow"> contains "NoFollow"',
    );
    expect(messageOf(check, out, 'es')).toContain('contiene "NoFollow"');
    expect(messageOf(check, out, 'fr')).toContain('contient « NoFollow »');
  });

  it('treats none as nofollow', () => {
    const out = runOn(check, doc('<meta name="Robots" content=" none ">'));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe('none');
  });

  it('ignores crawler-specific tags and nofollow on links', () => {
    const html = doc('<meta name="bingbot" content="nofollow">', '<a href="/x" rel="nofollow">x</a>');
    expect(runOn(check, html).status).toBe('good');
  });

  it('lists each generic tag with nofollow', () => {
    const out = runOn(
      check,
      doc('<meta name="robots" content="nofollow"><meta name="robots" content="noarchive, nofollow">'),
    );
    expect(out.items).toHaveLength(2);
  });
});
