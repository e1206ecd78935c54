import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './robots-bot-specific.js';

const run = (head: string) => runOn(check, doc(head));

describe('robots-bot-specific', () => {
  it('passes without crawler-specific tags', () => {
    const out = run('<meta name="robots" content="noindex">');
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('passes when the specific tag is no stricter than the generic one, naming it', () => {
    const out = run(
      '<meta name="robots" content="nofollow, noarchive"><meta name="GoogleBot" content="nofollow">',
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(GoogleBot)');
    expect(run('<meta name="googlebot" content="index, follow">').status).toBe('good');
  });

  it('fails on googlebot noindex and names the tag in every language', () => {
    const out = run('<meta name="googlebot" content="noindex">');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain(
      '<meta name="googlebot" content="noindex"> tells googlebot not to index',
    );
    expect(messageOf(check, out, 'es')).toContain('indica a googlebot que no indexe');
    expect(messageOf(check, out, 'fr')).toContain('demande à googlebot de ne pas indexer');
  });

  it('fails on bingbot none in any case, even when the generic tag also says noindex', () => {
    expect(run('<meta name="BINGBOT" content=" None ">').status).toBe('critical');
    expect(run('<meta name="robots" content="noindex"><meta name="bingbot" content="noindex">').status).toBe(
      'critical',
    );
  });

  it('recommends when a crawler-specific tag adds a restriction and lists it', () => {
    const out = run('<meta name="robots" content="index, follow"><meta name="googlebot" content="nofollow">');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain(
      'restricts googlebot more than the generic robots meta tag does: nofollow',
    );
    expect(out.items).toEqual([
      { value: '<meta name="googlebot" content="nofollow">', note: 'nofollow', line: 1 },
    ]);
  });

  it('treats noindex for other crawlers (googlebot-news) as stricter, not critical', () => {
    const out = run('<meta name="googlebot-news" content="noindex">');
    expect(out.status).toBe('recommended');
    expect(out.values?.agent).toBe('googlebot-news');
  });

  it('compares snippet limits numerically and image previews by rank', () => {
    expect(
      run('<meta name="robots" content="max-snippet:50"><meta name="googlebot" content="max-snippet:20">')
        .status,
    ).toBe('recommended');
    expect(
      run('<meta name="robots" content="max-snippet:10"><meta name="googlebot" content="max-snippet:20">')
        .status,
    ).toBe('good');
    expect(run('<meta name="googlebot" content="max-snippet:-1">').status).toBe('good');
    expect(run('<meta name="googlebot" content="max-image-preview:standard">').status).toBe('recommended');
    const same =
      '<meta name="robots" content="max-image-preview:none"><meta name="bingbot" content="max-image-preview:standard">';
    expect(run(same).status).toBe('good');
  });

  it("knows that Bing's nocache is noarchive", () => {
    expect(
      run('<meta name="robots" content="noarchive"><meta name="bingbot" content="nocache">').status,
    ).toBe('good');
    expect(run('<meta name="bingbot" content="nocache">').status).toBe('recommended');
  });
});
