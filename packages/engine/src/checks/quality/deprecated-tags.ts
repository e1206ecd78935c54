import { defineCheck, fail, pass, warn } from '../types.js';
import { deprecatedFix } from '../../fix/page-markup.js';

/** Frames split the page into separately indexed documents: the catalogue's critical case. */
const FRAME_TAGS = new Set(['frameset', 'frame']);

export default defineCheck({
  id: 'deprecated-tags',
  needs: ['deprecated'],
  run(page) {
    const used = Object.entries(page.deprecated)
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (used.length === 0) return pass('pass');
    const total = used.reduce((sum, [, count]) => sum + count, 0);
    const tags = used.map(([tag, count]) => `<${tag}> ×${count}`).join(', ');
    // The artifact keeps counts per tag, not elements, so items carry no line.
    const extra = {
      items: used.map(([tag, count]) => ({ value: `<${tag}>`, note: `${count}×` })),
      value: total,
    };
    if (used.some(([tag]) => FRAME_TAGS.has(tag))) return fail('frames', { count: total, tags }, extra);
    return warn('obsolete', { count: total, tags }, extra);
  },
  strings: {
    en: {
      title: 'Obsolete HTML elements',
      fix: 'Replace presentational elements with CSS (<font>, <center>, <big>, <tt>, <strike> → styles on <span>, <p> or <s>), <acronym> with <abbr>, <marquee>/<blink> with static text, <applet> with HTML/JavaScript, and frames with one page per URL.',
      pass: 'The page uses no obsolete elements such as <font>, <center>, <marquee> or <frame>.',
      obsolete:
        'The page uses {count, plural, one {# obsolete element} other {# obsolete elements}}: {tags}.',
      frames:
        'The page is built with frames ({tags}): search engines index each frame as a separate document and users cannot link to what they see.',
    },
    es: {
      title: 'Elementos HTML obsoletos',
      fix: 'Sustituye los elementos de presentación por CSS (<font>, <center>, <big>, <tt>, <strike> → estilos en <span>, <p> o <s>), <acronym> por <abbr>, <marquee>/<blink> por texto estático, <applet> por HTML/JavaScript y los marcos por una página por URL.',
      pass: 'La página no usa elementos obsoletos como <font>, <center>, <marquee> o <frame>.',
      obsolete:
        'La página usa {count, plural, one {# elemento obsoleto} other {# elementos obsoletos}}: {tags}.',
      frames:
        'La página está construida con marcos ({tags}): los buscadores indexan cada marco como un documento aparte y los usuarios no pueden enlazar lo que ven.',
    },
    fr: {
      title: 'Éléments HTML obsolètes',
      fix: 'Remplacez les éléments de présentation par du CSS (<font>, <center>, <big>, <tt>, <strike> → styles sur <span>, <p> ou <s>), <acronym> par <abbr>, <marquee>/<blink> par du texte statique, <applet> par du HTML/JavaScript, et les cadres par une page par URL.',
      pass: 'La page n’utilise aucun élément obsolète comme <font>, <center>, <marquee> ou <frame>.',
      obsolete:
        'La page utilise {count, plural, one {# élément obsolète} other {# éléments obsolètes}} : {tags}.',
      frames:
        'La page est construite avec des cadres ({tags}) : les moteurs de recherche indexent chaque cadre comme un document distinct et les utilisateurs ne peuvent pas créer de lien vers ce qu’ils voient.',
    },
  },
  fix: deprecatedFix,
});
