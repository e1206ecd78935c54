import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { h1s, headingItem } from './_headings.js';
import { clip, isBlank } from '../format.js';
import { h1SingleFix } from '../../fix/headings.js';

export default defineCheck({
  id: 'h1-single',
  needs: ['headings'],
  run(page) {
    const all = h1s(page);
    const first = all[0];
    if (!first) return notApplicable('none');
    if (all.length === 1) {
      return isBlank(first.text)
        ? pass('passEmpty', {}, { value: 1 })
        : pass('pass', { text: clip(first.text) }, { value: 1 });
    }
    const items = all.map((h) => headingItem(h));
    // Name the first h1 a reader can see; empty ones have nothing to quote.
    const named = all.find((h) => !isBlank(h.text));
    if (!named) return warn('multipleEmpty', { count: all.length }, { items, value: all.length });
    return warn('multiple', { count: all.length, text: clip(named.text) }, { items, value: all.length });
  },
  strings: {
    en: {
      title: 'Single H1',
      fix: 'Keep one <h1> that states the page topic and turn the other <h1> elements into <h2> (or lower) headings.',
      pass: 'The page has exactly one <h1>: "{text}".',
      passEmpty: 'The page has exactly one <h1>, but it is empty.',
      none: 'The page has no <h1>.',
      multiple: 'The page has {count} <h1> elements, among them "{text}".',
      multipleEmpty: 'The page has {count} <h1> elements, all of them empty.',
    },
    es: {
      title: 'H1 único',
      fix: 'Deja un solo <h1> que enuncie el tema de la página y convierte los demás elementos <h1> en encabezados <h2> (o de nivel inferior).',
      pass: 'La página tiene exactamente un <h1>: "{text}".',
      passEmpty: 'La página tiene exactamente un <h1>, pero está vacío.',
      none: 'La página no tiene ningún <h1>.',
      multiple: 'La página tiene {count} elementos <h1>, entre ellos "{text}".',
      multipleEmpty: 'La página tiene {count} elementos <h1>, todos vacíos.',
    },
    fr: {
      title: 'H1 unique',
      fix: 'Gardez un seul <h1> qui énonce le sujet de la page et transformez les autres éléments <h1> en titres <h2> (ou de niveau inférieur).',
      pass: 'La page a exactement un <h1> : « {text} ».',
      passEmpty: 'La page a exactement un <h1>, mais il est vide.',
      none: "La page n'a aucun <h1>.",
      multiple: 'La page a {count} éléments <h1>, dont « {text} ».',
      multipleEmpty: 'La page a {count} éléments <h1>, tous vides.',
    },
  },
  fix: h1SingleFix,
});
