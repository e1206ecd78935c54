import { describe, expect, it } from 'vitest';
import { validateLanguageTag } from './lang-codes.js';
import { detectLanguage, primarySubtag } from './language.js';

describe('validateLanguageTag', () => {
  it.each(['en', 'en-GB', 'EN-gb', 'es-419', 'zh-Hant-TW', 'pt-BR', 'fr', 'de-CH-1996', 'fil'])(
    '%s is valid',
    (tag) => {
      expect(validateLanguageTag(tag)).toBeNull();
    },
  );

  it.each([
    ['en_US', 'underscore'],
    ['english', 'syntax'],
    ['en-UK', 'region'],
    ['xx', 'language'],
    ['us', 'language'],
    ['', 'syntax'],
    ['en-', 'syntax'],
  ] as const)('%s is invalid (%s)', (tag, reason) => {
    expect(validateLanguageTag(tag)).toEqual({ reason });
  });
});

describe('language detection', () => {
  it('detects English, Spanish and French prose', () => {
    expect(
      detectLanguage(
        'Every oak dining table we sell is made by hand in our small workshop. We choose each board ourselves, dry it slowly, and join the top with traditional methods so that the table stays flat for decades.',
      ),
    ).toBe('en');
    expect(
      detectLanguage(
        'Cada mesa de comedor de roble que vendemos está hecha a mano en nuestro pequeño taller. Elegimos cada tabla nosotros mismos, la secamos despacio y unimos la superficie con métodos tradicionales.',
      ),
    ).toBe('es');
    expect(
      detectLanguage(
        'Chaque table en chêne que nous vendons est fabriquée à la main dans notre petit atelier. Nous choisissons chaque planche nous-mêmes, nous la séchons lentement et nous assemblons le plateau.',
      ),
    ).toBe('fr');
  });

  it('does not guess on short text', () => {
    expect(detectLanguage('Hello world')).toBeNull();
  });

  it('primarySubtag', () => {
    expect(primarySubtag('en-GB')).toBe('en');
    expect(primarySubtag('FR_ca')).toBe('fr');
    expect(primarySubtag('')).toBeNull();
  });
});
