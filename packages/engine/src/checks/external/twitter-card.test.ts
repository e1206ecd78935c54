import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './twitter-card.js';

const OG =
  '<meta property="og:title" content="Oak tables"><meta property="og:image" content="https://example.com/a.jpg">';

describe('twitter-card', () => {
  it('passes a valid card type with og fallbacks, naming where X takes the title from', () => {
    const out = runOn(check, doc(`<meta name="twitter:card" content="summary_large_image">${OG}`));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The twitter:card is "summary_large_image"; X takes the card title from og:title.',
    );
  });

  it('prefers twitter:title, accepts property= and any case of key and value', () => {
    const out = runOn(
      check,
      doc('<meta property="Twitter:Card" content=" Summary "><meta name="twitter:title" content="Oak">'),
    );
    expect(out.status).toBe('good');
    expect(out.values).toEqual({ card: 'summary', titleTag: 'twitter:title' });
    for (const card of ['app', 'player']) {
      expect(runOn(check, doc(`<meta name="twitter:card" content="${card}">${OG}`)).status).toBe('good');
    }
  });

  it('recommends adding a card when missing or empty', () => {
    const out = runOn(check, doc(OG));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out, 'es')).toContain('La página no tiene twitter:card');
    expect(runOn(check, doc(`<meta name="twitter:card" content="">${OG}`)).key).toBe('missing');
  });

  it('recommends fixing an invalid card type, naming it', () => {
    const out = runOn(check, doc(`<meta name="twitter:card" content="large_image">${OG}`));
    expect([out.status, out.key]).toEqual(['recommended', 'invalid']);
    expect(messageOf(check, out)).toContain('The twitter:card "large_image" is not a card type');
  });

  it('recommends when no title is available for the card', () => {
    const out = runOn(check, doc('<title>Oak</title><meta name="twitter:card" content="summary">'));
    expect([out.status, out.key]).toEqual(['recommended', 'noTitle']);
  });

  it('recommends when a large-image card has no image; a summary card needs none', () => {
    const title = '<meta property="og:title" content="Oak">';
    const large = runOn(check, doc(`<meta name="twitter:card" content="summary_large_image">${title}`));
    expect([large.status, large.key]).toEqual(['recommended', 'noImage']);
    expect(messageOf(check, large, 'fr')).toContain('ni twitter:image ni og:image');
    const legacy = `<meta name="twitter:image:src" content="https://example.com/a.jpg">`;
    expect(
      runOn(check, doc(`<meta name="twitter:card" content="summary_large_image">${title}${legacy}`)).status,
    ).toBe('good');
    expect(runOn(check, doc(`<meta name="twitter:card" content="summary">${title}`)).status).toBe('good');
  });
});
