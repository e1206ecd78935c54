import { socialTag, socialTags } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

export default defineCheck({
  id: 'og-title',
  needs: ['metas'],
  run(page) {
    const tags = socialTags(page, 'og:title');
    if (tags.length === 0) return warn('missing', {}, { value: null });
    const tag = socialTag(page, 'og:title');
    if (!tag) {
      const items = tags.map((t) => ({ value: 'og:title', ...noted('emptyContent'), line: t.line }));
      return warn('empty', { count: tags.length }, { items, value: '' });
    }
    return pass('pass', { title: clip(tag.content) }, { value: tag.content });
  },
  strings: {
    en: {
      title: 'Open Graph title',
      fix: 'Add <meta property="og:title" content="…"> to <head> with the headline a shared link should show, e.g. the page’s <h1> without the site name.',
      pass: 'The og:title reads: "{title}".',
      missing:
        'The page has no <meta property="og:title">; social apps and messengers fall back to the <title> for the preview headline.',
      empty:
        'The page has {count, plural, one {# og:title tag, but it is empty} other {# og:title tags, but all are empty}}.',
    },
    es: {
      title: 'Título Open Graph',
      fix: 'Añade <meta property="og:title" content="…"> en <head> con el titular que debe mostrar un enlace compartido, p. ej. el <h1> de la página sin el nombre del sitio.',
      pass: 'El og:title dice: "{title}".',
      missing:
        'La página no tiene <meta property="og:title">; las redes sociales y mensajerías usan el <title> como titular de la vista previa.',
      empty:
        'La página tiene {count, plural, one {# etiqueta og:title, pero está vacía} other {# etiquetas og:title, pero todas están vacías}}.',
    },
    fr: {
      title: 'Titre Open Graph',
      fix: 'Ajoutez <meta property="og:title" content="…"> dans <head> avec le titre qu’un lien partagé doit afficher, par ex. le <h1> de la page sans le nom du site.',
      pass: 'L’og:title dit : « {title} ».',
      missing:
        'La page n’a pas de <meta property="og:title"> ; les réseaux sociaux et messageries se rabattent sur le <title> pour le titre de l’aperçu.',
      empty:
        'La page a {count, plural, one {# balise og:title, mais elle est vide} other {# balises og:title, mais toutes sont vides}}.',
    },
  },
  fix: socialFix,
});
