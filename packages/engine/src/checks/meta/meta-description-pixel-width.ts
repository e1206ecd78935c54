import { defineCheck, notApplicable } from '../types.js';
import { snippetWidth } from './_pixel-width.js';
import { judgedDescription, NO_DESCRIPTION } from './_description.js';
import { descriptionFix } from '../../fix/description.js';

/** Desktop snippets are set in Arial 14 px; about 920 px (two lines) are shown before the ellipsis. */
const FONT_PX = 14;
const MAX_PX = 920;

export default defineCheck({
  id: 'meta-description-pixel-width',
  needs: ['metas'],
  run(page) {
    const description = judgedDescription(page);
    return description ? snippetWidth(description, 'description', FONT_PX, MAX_PX) : notApplicable('none');
  },
  strings: {
    en: {
      title: 'Meta description width in pixels',
      fix: 'Shorten the description so it fits in about 920 px (roughly two snippet lines), and put the offer and the call to action in the first half.',
      pass: 'The meta description is about {width} px wide in Arial 14 px, within the ~920 px of a desktop snippet: "{description}".',
      wide: 'The meta description is about {width} px wide, more than the ~920 px of a desktop snippet, so it would be cut to "{preview}".',
      none: NO_DESCRIPTION.en,
    },
    es: {
      title: 'Ancho de la meta descripción en píxeles',
      fix: 'Acorta la descripción para que quepa en unos 920 px (unas dos líneas del fragmento) y pon la oferta y la llamada a la acción en la primera mitad.',
      pass: 'La meta descripción mide unos {width} px de ancho en Arial 14 px, dentro de los ~920 px de un fragmento de escritorio: "{description}".',
      wide: 'La meta descripción mide unos {width} px de ancho, más de los ~920 px de un fragmento de escritorio, así que se cortaría en "{preview}".',
      none: NO_DESCRIPTION.es,
    },
    fr: {
      title: 'Largeur de la meta description en pixels',
      fix: 'Raccourcissez la description pour qu’elle tienne dans environ 920 px (à peu près deux lignes d’extrait) et placez l’offre et l’appel à l’action dans la première moitié.',
      pass: 'La meta description mesure environ {width} px de large en Arial 14 px, dans les ~920 px d’un extrait sur ordinateur : « {description} ».',
      wide: 'La meta description mesure environ {width} px de large, plus que les ~920 px d’un extrait sur ordinateur : elle serait coupée en « {preview} ».',
      none: NO_DESCRIPTION.fr,
    },
  },
  fix: descriptionFix,
});
