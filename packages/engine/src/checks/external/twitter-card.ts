import { socialTag, socialTags } from '../../gather/site/social-tags.js';
import { clip } from '../format.js';
import { defineCheck, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { socialFix } from '../../fix/social.js';

const CARDS = new Set(['summary', 'summary_large_image', 'app', 'player']);

/** The first of the keys with a non-blank value, by name: X reads its own tag first, then the og fallback. */
function firstOf(page: Parameters<typeof socialTag>[0], keys: string[]): string | null {
  return keys.find((k) => socialTag(page, k) !== null) ?? null;
}

export default defineCheck({
  id: 'twitter-card',
  needs: ['metas'],
  run(page) {
    const tag = socialTag(page, 'twitter:card');
    if (!tag) {
      const items = socialTags(page, 'twitter:card').map((t) => ({
        value: 'twitter:card',
        ...noted('empty'),
        line: t.line,
      }));
      return warn('missing', {}, { items, value: null });
    }
    const card = tag.content.toLowerCase();
    const item = (note: string) => ({ items: [{ value: tag.content, note, line: tag.line }], value: card });
    if (!CARDS.has(card)) return warn('invalid', { card: clip(tag.content, 60) }, item('not a card type'));
    const titleTag = firstOf(page, ['twitter:title', 'og:title']);
    if (!titleTag) return warn('noTitle', { card }, item('no twitter:title or og:title'));
    // twitter:image:src is the legacy spelling X still reads.
    const imageTag = firstOf(page, ['twitter:image', 'twitter:image:src', 'og:image']);
    if (card === 'summary_large_image' && !imageTag) {
      return warn('noImage', { card }, item('no twitter:image or og:image'));
    }
    return pass('pass', { card, titleTag }, { value: card });
  },
  strings: {
    en: {
      title: 'X (Twitter) card',
      fix: 'Add <meta name="twitter:card" content="summary_large_image"> to <head>, with an og:title (or twitter:title) and an og:image (or twitter:image) of at least 300×157 px.',
      pass: 'The twitter:card is "{card}"; X takes the card title from {titleTag}.',
      missing: 'The page has no twitter:card; X falls back to the og tags with a small summary card at best.',
      invalid:
        'The twitter:card "{card}" is not a card type (summary, summary_large_image, app, player); X shows no card.',
      noTitle:
        'The twitter:card is "{card}", but there is neither a twitter:title nor an og:title for its title.',
      noImage:
        'The twitter:card is "{card}", but there is neither a twitter:image nor an og:image for its large image.',
    },
    es: {
      title: 'Tarjeta de X (Twitter)',
      fix: 'Añade <meta name="twitter:card" content="summary_large_image"> en <head>, con un og:title (o twitter:title) y una og:image (o twitter:image) de al menos 300×157 px.',
      pass: 'La twitter:card es "{card}"; X toma el título de la tarjeta de {titleTag}.',
      missing:
        'La página no tiene twitter:card; X recurre a las etiquetas og y, como mucho, muestra una tarjeta resumen pequeña.',
      invalid:
        'La twitter:card "{card}" no es un tipo de tarjeta (summary, summary_large_image, app, player); X no muestra ninguna tarjeta.',
      noTitle: 'La twitter:card es "{card}", pero no hay twitter:title ni og:title para su título.',
      noImage: 'La twitter:card es "{card}", pero no hay twitter:image ni og:image para su imagen grande.',
    },
    fr: {
      title: 'Carte X (Twitter)',
      fix: 'Ajoutez <meta name="twitter:card" content="summary_large_image"> dans <head>, avec un og:title (ou twitter:title) et une og:image (ou twitter:image) d’au moins 300×157 px.',
      pass: 'La twitter:card est « {card} » ; X prend le titre de la carte dans {titleTag}.',
      missing:
        'La page n’a pas de twitter:card ; X se rabat sur les balises og avec, au mieux, une petite carte résumé.',
      invalid:
        'La twitter:card « {card} » n’est pas un type de carte (summary, summary_large_image, app, player) ; X n’affiche aucune carte.',
      noTitle: 'La twitter:card est « {card} », mais il n’y a ni twitter:title ni og:title pour son titre.',
      noImage:
        'La twitter:card est « {card} », mais il n’y a ni twitter:image ni og:image pour sa grande image.',
    },
  },
  fix: socialFix,
});
