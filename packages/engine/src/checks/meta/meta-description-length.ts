import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { judgedDescription, NO_DESCRIPTION } from './_description.js';
import { noted } from '../../i18n/notes.js';
import { codePointCount } from '../../text/words.js';
import { descriptionFix } from '../../fix/description.js';

const MIN = 70;
const MAX = 160;

export default defineCheck({
  id: 'meta-description-length',
  needs: ['metas'],
  run(page) {
    const description = judgedDescription(page);
    if (!description) return notApplicable('none');
    // Code points, so an emoji or a CJK character counts once, not as two UTF-16 units.
    const length = codePointCount(description.text);
    const values = { length, description: description.text };
    const extra = {
      items: [{ value: description.text, ...noted('chars', { count: length }), line: description.line }],
      value: length,
    };
    if (length < MIN) return warn('short', values, extra);
    if (length > MAX) return warn('long', values, extra);
    return pass('pass', values, { value: length });
  },
  strings: {
    en: {
      title: 'Meta description length',
      fix: 'Write 70–160 characters that say what the page offers and why to click, with the main keyword near the start; move extra detail into the page itself.',
      pass: 'The meta description is {length, plural, one {# character} other {# characters}} long, within the recommended 70–160: "{description}".',
      short:
        'The meta description is only {length, plural, one {# character} other {# characters}} long (70–160 recommended), which gives search engines little to show: "{description}".',
      long: 'The meta description is {length, plural, one {# character} other {# characters}} long, over 160, so search engines will cut it: "{description}".',
      none: NO_DESCRIPTION.en,
    },
    es: {
      title: 'Longitud de la meta descripción',
      fix: 'Escribe 70–160 caracteres que digan qué ofrece la página y por qué hacer clic, con la palabra clave principal cerca del inicio; lleva los detalles adicionales al contenido de la página.',
      pass: 'La meta descripción tiene {length, plural, one {# carácter} other {# caracteres}}, dentro de los 70–160 recomendados: "{description}".',
      short:
        'La meta descripción solo tiene {length, plural, one {# carácter} other {# caracteres}} (se recomiendan 70–160), lo que deja poco que mostrar a los buscadores: "{description}".',
      long: 'La meta descripción tiene {length, plural, one {# carácter} other {# caracteres}}, más de 160, así que los buscadores la cortarán: "{description}".',
      none: NO_DESCRIPTION.es,
    },
    fr: {
      title: 'Longueur de la meta description',
      fix: 'Rédigez 70 à 160 caractères qui disent ce que propose la page et pourquoi cliquer, avec le mot clé principal près du début ; gardez les détails pour le contenu de la page.',
      pass: 'La meta description compte {length, plural, one {# caractère} other {# caractères}}, dans la plage recommandée de 70 à 160 : « {description} ».',
      short:
        'La meta description ne compte que {length, plural, one {# caractère} other {# caractères}} (70 à 160 recommandés), ce qui laisse peu à afficher aux moteurs de recherche : « {description} ».',
      long: 'La meta description compte {length, plural, one {# caractère} other {# caractères}}, plus de 160 : les moteurs de recherche la couperont : « {description} ».',
      none: NO_DESCRIPTION.fr,
    },
  },
  fix: descriptionFix,
});
