import { socialTag, socialTags } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

export default defineCheck({
  id: 'og-site-name',
  needs: ['metas', 'url'],
  run(page) {
    const tags = socialTags(page, 'og:site_name');
    if (tags.length === 0) return warn('missing', { host: page.url.hostname }, { value: null });
    const tag = socialTag(page, 'og:site_name');
    if (!tag) {
      const items = tags.map((t) => ({ value: 'og:site_name', ...noted('emptyContent'), line: t.line }));
      return warn('empty', { count: tags.length }, { items, value: '' });
    }
    return pass('pass', { name: clip(tag.content) }, { value: tag.content });
  },
  strings: {
    en: {
      title: 'Open Graph site name',
      fix: 'Add <meta property="og:site_name" content="…"> to <head> with the brand name as users know it, e.g. "Oak & Iron Furniture", the same on every page.',
      pass: 'The og:site_name is "{name}".',
      missing:
        'The page has no <meta property="og:site_name">; previews show the bare domain {host} instead of the brand.',
      empty:
        'The page has {count, plural, one {# og:site_name tag, but it is empty} other {# og:site_name tags, but all are empty}}.',
    },
    es: {
      title: 'Nombre del sitio Open Graph',
      fix: 'Añade <meta property="og:site_name" content="…"> en <head> con el nombre de la marca tal como lo conocen los usuarios, p. ej. "Muebles Roble y Hierro", igual en todas las páginas.',
      pass: 'El og:site_name es "{name}".',
      missing:
        'La página no tiene <meta property="og:site_name">; las vistas previas muestran solo el dominio {host} en lugar de la marca.',
      empty:
        'La página tiene {count, plural, one {# etiqueta og:site_name, pero está vacía} other {# etiquetas og:site_name, pero todas están vacías}}.',
    },
    fr: {
      title: 'Nom du site Open Graph',
      fix: 'Ajoutez <meta property="og:site_name" content="…"> dans <head> avec le nom de la marque tel que les utilisateurs le connaissent, par ex. « Meubles Chêne et Fer », identique sur toutes les pages.',
      pass: 'L’og:site_name est « {name} ».',
      missing:
        'La page n’a pas de <meta property="og:site_name"> ; les aperçus affichent le simple domaine {host} au lieu de la marque.',
      empty:
        'La page a {count, plural, one {# balise og:site_name, mais elle est vide} other {# balises og:site_name, mais toutes sont vides}}.',
    },
  },
  fix: socialFix,
});
