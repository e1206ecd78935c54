import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { describedImages, imageItem, imageRef } from './_images.js';
import { charLength, excerpt } from '../format.js';

/** checks.md: alt texts longer than 125 characters (where screen readers have traditionally cut them). */
const MAX_CHARS = 125;

export default defineCheck({
  id: 'img-alt-too-long',
  needs: ['images'],
  run(page) {
    const described = describedImages(page).map((d) => ({ ...d, length: charLength(d.alt) }));
    if (described.length === 0) return notApplicable('none');
    const longest = Math.max(...described.map((d) => d.length));
    const tooLong = described.filter((d) => d.length > MAX_CHARS).sort((a, b) => b.length - a.length);
    const worst = tooLong[0];
    if (!worst) return pass('pass', { count: described.length, length: longest }, { value: longest });
    return warn(
      'long',
      { count: tooLong.length, length: worst.length, alt: excerpt(worst.alt), image: imageRef(worst.img) },
      { items: tooLong.map((d) => imageItem(d.img, `${d.length} characters`)), value: longest },
    );
  },
  strings: {
    en: {
      title: 'Alt text length',
      fix: 'Keep alt texts under 125 characters: say what the image shows in one short phrase (e.g. "Oak table with six chairs") and move longer descriptions or captions into the page text or a <figcaption>.',
      pass: 'No alt text is longer than 125 characters ({count} checked; the longest has {length}).',
      long: 'Alt texts over 125 characters: {count}. The longest ({length} characters, on {image}) reads "{alt}".',
      none: 'The page has no image with an alt text to measure.',
    },
    es: {
      title: 'Longitud del texto alternativo',
      fix: 'Mantén los textos alternativos por debajo de 125 caracteres: di qué muestra la imagen en una frase corta (p. ej. "Mesa de roble con seis sillas") y lleva las descripciones largas o los pies de foto al texto de la página o a un <figcaption>.',
      pass: 'Ningún texto alternativo supera los 125 caracteres ({count, plural, one {# revisado} other {# revisados}}; el más largo tiene {length}).',
      long: 'Textos alternativos de más de 125 caracteres: {count}. El más largo ({length} caracteres, en {image}) dice "{alt}".',
      none: 'La página no tiene ninguna imagen con texto alternativo que medir.',
    },
    fr: {
      title: 'Longueur du texte alternatif',
      fix: 'Limitez les textes alternatifs à 125 caractères : dites ce que montre l’image en une courte phrase (par ex. « Table en chêne avec six chaises ») et placez les descriptions longues ou légendes dans le texte de la page ou dans un <figcaption>.',
      pass: 'Aucun texte alternatif ne dépasse 125 caractères ({count, plural, one {# vérifié} other {# vérifiés}} ; le plus long en compte {length}).',
      long: 'Textes alternatifs de plus de 125 caractères : {count}. Le plus long ({length} caractères, sur {image}) dit « {alt} ».',
      none: 'La page n’a aucune image avec un texte alternatif à mesurer.',
    },
  },
});
