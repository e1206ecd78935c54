import { socialTag, socialTags } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

/** The global types of the OGP spec (ogp.me), plus Facebook's `product`. */
const TYPES = new Set([
  'website',
  'article',
  'book',
  'profile',
  'product',
  'video.movie',
  'video.episode',
  'video.tv_show',
  'video.other',
  'music.song',
  'music.album',
  'music.playlist',
  'music.radio_station',
]);

export default defineCheck({
  id: 'og-type',
  needs: ['metas'],
  run(page) {
    const tag = socialTag(page, 'og:type');
    if (!tag) {
      const items = socialTags(page, 'og:type').map((t) => ({
        value: 'og:type',
        ...noted('empty'),
        line: t.line,
      }));
      return warn('missing', {}, { items, value: null });
    }
    // OGP values are lower case; a capitalised "Article" is still meant as the type, so compare case-folded.
    if (TYPES.has(tag.content.toLowerCase()))
      return pass('pass', { type: tag.content }, { value: tag.content });
    const items = [{ value: tag.content, ...noted('notOgpType'), line: tag.line }];
    return warn('unknown', { type: clip(tag.content, 60) }, { items, value: tag.content });
  },
  strings: {
    en: {
      title: 'Open Graph type',
      fix: 'Add <meta property="og:type" content="website"> (or "article" for posts, "product" for product pages) to <head>; use only the OGP types website, article, product, profile, book, video.* and music.*.',
      pass: 'The og:type is "{type}".',
      missing: 'The page has no og:type; platforms assume "website".',
      unknown:
        'The og:type "{type}" is not an Open Graph type (website, article, product, profile, book, video.*, music.*); platforms ignore it.',
    },
    es: {
      title: 'Tipo Open Graph',
      fix: 'Añade <meta property="og:type" content="website"> (o "article" para artículos, "product" para fichas de producto) en <head>; usa solo los tipos OGP website, article, product, profile, book, video.* y music.*.',
      pass: 'El og:type es "{type}".',
      missing: 'La página no tiene og:type; las plataformas suponen "website".',
      unknown:
        'El og:type "{type}" no es un tipo Open Graph (website, article, product, profile, book, video.*, music.*); las plataformas lo ignoran.',
    },
    fr: {
      title: 'Type Open Graph',
      fix: 'Ajoutez <meta property="og:type" content="website"> (ou « article » pour les articles, « product » pour les fiches produit) dans <head> ; n’utilisez que les types OGP website, article, product, profile, book, video.* et music.*.',
      pass: 'L’og:type est « {type} ».',
      missing: 'La page n’a pas d’og:type ; les plateformes supposent « website ».',
      unknown:
        'L’og:type « {type} » n’est pas un type Open Graph (website, article, product, profile, book, video.*, music.*) ; les plateformes l’ignorent.',
    },
  },
  fix: socialFix,
});
