import { defineCheck, notApplicable } from '../types.js';
import { snippetWidth } from './_pixel-width.js';
import { judgedTitle, NO_TITLE } from './_title.js';
import { titleFix } from '../../fix/title.js';

/** Desktop result titles are set in Arial 20 px and cut at about 580 px. */
const FONT_PX = 20;
const MAX_PX = 580;

export default defineCheck({
  id: 'title-pixel-width',
  needs: ['titles'],
  run(page) {
    const title = judgedTitle(page);
    return title ? snippetWidth(title, 'title', FONT_PX, MAX_PX) : notApplicable('none');
  },
  strings: {
    en: {
      title: 'Title width in pixels',
      fix: 'Shorten the title or move its key words to the front so the important part fits in 580 px; capitals such as W and M and CJK characters use up the width fastest.',
      pass: 'The title is about {width} px wide in Arial 20 px, within the 580 px a desktop result shows: "{title}".',
      wide: 'The title is about {width} px wide, more than the 580 px a desktop result shows, so "{title}" would be cut to "{preview}".',
      none: NO_TITLE.en,
    },
    es: {
      title: 'Ancho del título en píxeles',
      fix: 'Acorta el título o adelanta sus palabras clave para que lo importante quepa en 580 px; las mayúsculas anchas como W y M y los caracteres CJK agotan el ancho antes.',
      pass: 'El título mide unos {width} px de ancho en Arial 20 px, dentro de los 580 px que muestra un resultado de escritorio: "{title}".',
      wide: 'El título mide unos {width} px de ancho, más de los 580 px que muestra un resultado de escritorio, así que "{title}" se cortaría en "{preview}".',
      none: NO_TITLE.es,
    },
    fr: {
      title: 'Largeur du titre en pixels',
      fix: 'Raccourcissez le titre ou placez ses mots clés en tête pour que l’essentiel tienne dans 580 px ; les capitales larges comme W et M et les caractères CJK consomment la largeur le plus vite.',
      pass: 'Le titre mesure environ {width} px de large en Arial 20 px, dans les 580 px qu’affiche un résultat sur ordinateur : « {title} ».',
      wide: 'Le titre mesure environ {width} px de large, plus que les 580 px qu’affiche un résultat sur ordinateur : « {title} » serait coupé en « {preview} ».',
      none: NO_TITLE.fr,
    },
  },
  fix: titleFix,
});
