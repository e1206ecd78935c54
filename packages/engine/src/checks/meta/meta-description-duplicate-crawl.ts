import { duplicateValuesOutcome } from '../crawl-support.js';
import { defineCheck } from '../types.js';
import { descriptionFix } from '../../fix/description.js';

export default defineCheck({
  id: 'meta-description-duplicate-crawl',
  needs: ['crawl'],
  run(page) {
    return duplicateValuesOutcome(page.crawl, (c) => c.duplicateDescriptions, 'description');
  },
  strings: {
    en: {
      title: 'Duplicate meta descriptions across the site',
      fix: 'Write a meta description for each page that summarises that page; drop a boilerplate description from the template rather than repeat it.',
      pass: '{pages, plural, =1 {The one indexable crawled page has no other to share a meta description with.} other {No two of the # indexable crawled pages share a meta description.}}',
      duplicates:
        '{count} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}} share a meta description with another page ({groups, plural, one {# group} other {# groups}}), e.g. "{description}" on {shared, plural, one {# page} other {# pages}}.',
      template:
        'The meta description "{description}" is used on {shared} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}}: boilerplate.',
      few: 'Fewer than two indexable pages were crawled ({pages}), so there is nothing to compare.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Meta descripciones duplicadas en el sitio',
      fix: 'Escribe para cada página una meta descripción que la resuma; quita de la plantilla una descripción genérica en lugar de repetirla.',
      pass: '{pages, plural, =1 {La única página indexable rastreada no tiene otra con la que compartir meta descripción.} other {Ninguna de las # páginas indexables rastreadas comparte meta descripción con otra.}}',
      duplicates:
        '{count} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}} comparten meta descripción con otra página ({groups, plural, one {# grupo} other {# grupos}}), p. ej. "{description}" en {shared, plural, one {# página} other {# páginas}}.',
      template:
        'La meta descripción "{description}" se usa en {shared} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}}: es texto genérico.',
      few: 'Se rastrearon menos de dos páginas indexables ({pages}), así que no hay nada que comparar.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Méta-descriptions en double sur le site',
      fix: 'Rédigez pour chaque page une méta-description qui la résume ; retirez du modèle une description générique plutôt que de la répéter.',
      pass: '{pages, plural, =1 {La seule page indexable explorée n’a aucune autre page avec qui partager sa méta-description.} other {Aucune des # pages indexables explorées ne partage sa méta-description avec une autre.}}',
      duplicates:
        '{count} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} partagent leur méta-description avec une autre page ({groups, plural, one {# groupe} other {# groupes}}), par ex. « {description} » sur {shared, plural, one {# page} other {# pages}}.',
      template:
        'La méta-description « {description} » est utilisée sur {shared} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} : un texte générique.',
      few: 'Moins de deux pages indexables ont été explorées ({pages}) : rien à comparer.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
  fix: descriptionFix,
});
