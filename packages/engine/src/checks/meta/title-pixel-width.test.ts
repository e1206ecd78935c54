import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import { textWidth } from '../../text/pixel-width.js';
import check from './title-pixel-width.js';

const titled = (title: string): string => doc(`<title>${title}</title>`);

describe('title-pixel-width', () => {
  it('passes a title that fits and names its width', () => {
    const out = runOn(check, titled('Oak Dining Tables | Smith Workshop'));
    expect(out.status).toBe('good');
    const width = textWidth('Oak Dining Tables | Smith Workshop', 20);
    expect(out.value).toBe(width);
    expect(messageOf(check, out)).toBe(
      `The title is about ${width} px wide in Arial 20 px, within the 580 px a desktop result shows: "Oak Dining Tables | Smith Workshop".`,
    );
  });

  it('treats exactly 580 px as good and 581 px (after entity decoding) as recommended, with the cut text', () => {
    const fits = 'Handmade Oak Dining Tables and Chairs | Smith Workshop York';
    const over = 'Handmade Oak Dining Tables & Chairs – Smith Workshop Art Co';
    expect([textWidth(fits, 20), textWidth(over, 20)]).toEqual([580, 581]);
    expect(runOn(check, titled(fits)).status).toBe('good');

    const out = runOn(check, titled('Handmade Oak Dining Tables &amp; Chairs &ndash; Smith Workshop Art Co'));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(581);
    expect(out.items).toEqual([{ value: over, note: '581 px', line: 1 }]);
    const message = messageOf(check, out);
    expect(message).toContain('about 581 px wide');
    expect(message).toContain(
      `"${over}" would be cut to "Handmade Oak Dining Tables & Chairs – Smith Workshop Art ..."`,
    );
    expect(messageOf(check, out, 'es')).toContain('unos 581 px de ancho');
    expect(messageOf(check, out, 'fr')).toContain('environ 581 px de large');
  });

  it('measures pixels, not characters: 31 capital Ws overflow although the title is short', () => {
    const out = runOn(check, titled('W'.repeat(31)));
    expect(out.status).toBe('recommended');
    expect(out.value).toBeGreaterThan(580);
  });

  it('is n/a without a usable title', () => {
    expect(runOn(check, doc('')).status).toBe('na');
    const out = runOn(check, titled(' &#32; '));
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'es')).toContain('No hay título que medir');
  });
});
