import { duplicateValuesOutcome } from '../crawl-support.js';
import { defineCheck } from '../types.js';
import { titleFix } from '../../fix/title.js';

export default defineCheck({
  id: 'title-duplicate-crawl',
  needs: ['crawl'],
  run(page) {
    return duplicateValuesOutcome(page.crawl, (c) => c.duplicateTitles, 'title');
  },
  strings: {
    en: {
      title: 'Duplicate titles across the site',
      fix: 'Give every indexable page its own <title> that names what only that page offers; fix the template that repeats one title first.',
      pass: '{pages, plural, =1 {The one indexable crawled page has its own title.} other {Each of the # indexable crawled pages has its own title.}}',
      duplicates:
        '{count} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}} share a title with another page ({groups, plural, one {# group} other {# groups}}), e.g. "{title}" on {shared, plural, one {# page} other {# pages}}.',
      template:
        'The title "{title}" is used on {shared} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}}: a template title.',
      few: 'Fewer than two indexable pages were crawled ({pages}), so there is nothing to compare.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Títulos duplicados en el sitio',
      fix: 'Da a cada página indexable su propio <title>, que nombre lo que solo esa página ofrece; corrige primero la plantilla que repite un título.',
      pass: '{pages, plural, =1 {La única página indexable rastreada tiene su propio título.} other {Cada una de las # páginas indexables rastreadas tiene su propio título.}}',
      duplicates:
        '{count} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}} comparten título con otra página ({groups, plural, one {# grupo} other {# grupos}}), p. ej. "{title}" en {shared, plural, one {# página} other {# páginas}}.',
      template:
        'El título "{title}" se usa en {shared} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}}: es un título de plantilla.',
      few: 'Se rastrearon menos de dos páginas indexables ({pages}), así que no hay nada que comparar.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Titres en double sur le site',
      fix: 'Donnez à chaque page indexable son propre <title>, qui nomme ce que seule cette page propose ; corrigez d’abord le modèle qui répète un titre.',
      pass: '{pages, plural, =1 {La seule page indexable explorée a son propre titre.} other {Chacune des # pages indexables explorées a son propre titre.}}',
      duplicates:
        '{count} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} partagent leur titre avec une autre page ({groups, plural, one {# groupe} other {# groupes}}), par ex. « {title} » sur {shared, plural, one {# page} other {# pages}}.',
      template:
        'Le titre « {title} » est utilisé sur {shared} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} : un titre de modèle.',
      few: 'Moins de deux pages indexables ont été explorées ({pages}) : rien à comparer.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
  fix: titleFix,
});
