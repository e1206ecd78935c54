import { socialTag, socialTags } from '../../gather/site/social-tags.js';
import { excerpt } from '../format.js';
import { defineCheck, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

export default defineCheck({
  id: 'og-description',
  needs: ['metas'],
  run(page) {
    const tags = socialTags(page, 'og:description');
    if (tags.length === 0) return warn('missing', {}, { value: null });
    const tag = socialTag(page, 'og:description');
    if (!tag) {
      const items = tags.map((t) => ({ value: 'og:description', ...noted('emptyContent'), line: t.line }));
      return warn('empty', { count: tags.length }, { items, value: '' });
    }
    return pass('pass', { description: excerpt(tag.content, 160) }, { value: tag.content });
  },
  strings: {
    en: {
      title: 'Open Graph description',
      fix: 'Add <meta property="og:description" content="…"> to <head> with one or two sentences that make people want to open the shared link.',
      pass: 'The og:description reads: "{description}".',
      missing:
        'The page has no <meta property="og:description">; platforms pick preview text themselves or show none.',
      empty:
        'The page has {count, plural, one {# og:description tag, but it is empty} other {# og:description tags, but all are empty}}.',
    },
    es: {
      title: 'Descripción Open Graph',
      fix: 'Añade <meta property="og:description" content="…"> en <head> con una o dos frases que inviten a abrir el enlace compartido.',
      pass: 'La og:description dice: "{description}".',
      missing:
        'La página no tiene <meta property="og:description">; las plataformas eligen ellas mismas el texto de la vista previa o no muestran ninguno.',
      empty:
        'La página tiene {count, plural, one {# etiqueta og:description, pero está vacía} other {# etiquetas og:description, pero todas están vacías}}.',
    },
    fr: {
      title: 'Description Open Graph',
      fix: 'Ajoutez <meta property="og:description" content="…"> dans <head> avec une ou deux phrases qui donnent envie d’ouvrir le lien partagé.',
      pass: 'L’og:description dit : « {description} ».',
      missing:
        'La page n’a pas de <meta property="og:description"> ; les plateformes choisissent elles-mêmes le texte de l’aperçu ou n’en affichent aucun.',
      empty:
        'La page a {count, plural, one {# balise og:description, mais elle est vide} other {# balises og:description, mais toutes sont vides}}.',
    },
  },
  fix: socialFix,
});
