import { defineCheck, fail, pass, warn } from '../types.js';
import { isIndexable } from '../../gather/robots-directives.js';

/** checks.md: ≥ 300 good, 100–299 recommended, < 100 critical on an indexable page. */
const ENOUGH = 300;
const THIN = 100;

export default defineCheck({
  id: 'word-count',
  needs: ['text', 'metas', 'fetch'],
  run(page) {
    // The main text (nav, banner header, footer and aside left out): what the page itself says.
    const count = page.text.wordCount;
    const extra = { value: count };
    if (count >= ENOUGH) return pass('pass', { count }, extra);
    if (count >= THIN) return warn('low', { count }, extra);
    // A noindex page is not meant to rank, so being nearly empty costs it nothing in search.
    if (!isIndexable(page)) return warn('thinNoindex', { count }, extra);
    return fail('thin', { count }, extra);
  },
  strings: {
    en: {
      title: 'Word count',
      fix: 'Write at least 300 words of main content that fully answer the question the page targets (explain, give examples, add details and FAQs) instead of relying on navigation and footer text.',
      pass: 'The main content has {count, plural, one {# word} other {# words}}.',
      low: 'The main content has only {count, plural, one {# word} other {# words}}; pages that fully answer a query usually have at least 300.',
      thin: 'The main content has only {count, plural, one {# word} other {# words}}: for search engines the page is nearly empty.',
      thinNoindex:
        'The main content has only {count, plural, one {# word} other {# words}}; the page is marked noindex, so it is not meant to rank anyway.',
    },
    es: {
      title: 'Número de palabras',
      fix: 'Escribe al menos 300 palabras de contenido principal que respondan por completo a la pregunta a la que apunta la página (explica, da ejemplos, añade detalles y preguntas frecuentes) en lugar de depender del texto del menú y del pie.',
      pass: 'El contenido principal tiene {count, plural, one {# palabra} other {# palabras}}.',
      low: 'El contenido principal solo tiene {count, plural, one {# palabra} other {# palabras}}; las páginas que responden bien a una búsqueda suelen tener al menos 300.',
      thin: 'El contenido principal solo tiene {count, plural, one {# palabra} other {# palabras}}: para los buscadores, la página está casi vacía.',
      thinNoindex:
        'El contenido principal solo tiene {count, plural, one {# palabra} other {# palabras}}; la página está marcada como noindex, así que de todos modos no pretende posicionarse.',
    },
    fr: {
      title: 'Nombre de mots',
      fix: 'Rédigez au moins 300 mots de contenu principal qui répondent pleinement à la question visée par la page (expliquez, donnez des exemples, ajoutez des détails et une FAQ) au lieu de compter sur le texte du menu et du pied de page.',
      pass: 'Le contenu principal compte {count, plural, one {# mot} other {# mots}}.',
      low: 'Le contenu principal ne compte que {count, plural, one {# mot} other {# mots}} ; les pages qui répondent pleinement à une recherche en ont généralement au moins 300.',
      thin: 'Le contenu principal ne compte que {count, plural, one {# mot} other {# mots}} : pour les moteurs de recherche, la page est presque vide.',
      thinNoindex:
        'Le contenu principal ne compte que {count, plural, one {# mot} other {# mots}} ; la page est marquée noindex, elle n’a donc de toute façon pas vocation à se positionner.',
    },
  },
});
