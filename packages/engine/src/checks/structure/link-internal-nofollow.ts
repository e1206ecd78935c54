import type { AnchorInfo } from '../../artifact.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { labelOf, linkItem, linksWithHref, NO_TEXT, targetOf } from './_links.js';
import { noted } from '../../i18n/notes.js';

/** rel values that tell search engines not to pass signals (ugc and sponsored are treated as hints like nofollow). */
const WITHHOLDING = ['nofollow', 'ugc', 'sponsored'];

const withheld = (a: AnchorInfo): string[] => a.rel.filter((r) => WITHHOLDING.includes(r));

export default defineCheck({
  id: 'link-internal-nofollow',
  needs: ['anchors'],
  run(page) {
    const ownSite = linksWithHref(page).filter((a) => a.sameSite);
    if (ownSite.length === 0) return notApplicable('none');
    const offending = ownSite.filter((a) => withheld(a).length > 0);
    const first = offending[0];
    if (!first) return pass('pass', { count: ownSite.length }, { value: 0 });
    const values = {
      count: offending.length,
      url: targetOf(first),
      text: labelOf(first),
      rel: withheld(first).join(' '),
    };
    const items = offending.map((a) => {
      const rel = a.rel.join(' ');
      const label = labelOf(a);
      return linkItem(a, label === NO_TEXT ? noted('relNoText', { rel }) : `rel="${rel}", "${label}"`);
    });
    return warn(offending.length === 1 ? 'one' : 'many', values, { items, value: offending.length });
  },
  strings: {
    en: {
      title: 'Nofollow on internal links',
      fix: 'Remove nofollow, ugc and sponsored from the rel attribute of links to your own pages; keep pages out of the index with a noindex robots meta tag instead.',
      pass: 'No link to this site carries nofollow, ugc or sponsored (same-site links checked: {count}).',
      none: 'The page has no links to its own site.',
      one: 'The link "{text}" to this site ({url}) carries rel="{rel}", which withholds crawling and link signals from the page.',
      many: '{count} links to this site carry nofollow, ugc or sponsored, e.g. "{text}" ({url}) with rel="{rel}".',
    },
    es: {
      title: 'Nofollow en enlaces internos',
      fix: 'Quita nofollow, ugc y sponsored del atributo rel de los enlaces a tus propias páginas; para dejar una página fuera del índice, usa una metaetiqueta robots noindex.',
      pass: 'Ningún enlace a este sitio lleva nofollow, ugc ni sponsored (enlaces del mismo sitio revisados: {count}).',
      none: 'La página no tiene enlaces a su propio sitio.',
      one: 'El enlace "{text}" a este sitio ({url}) lleva rel="{rel}", lo que priva a la página de rastreo y de señales de enlace.',
      many: '{count} enlaces a este sitio llevan nofollow, ugc o sponsored, p. ej. "{text}" ({url}) con rel="{rel}".',
    },
    fr: {
      title: 'Nofollow sur des liens internes',
      fix: "Retirez nofollow, ugc et sponsored de l'attribut rel des liens vers vos propres pages ; pour exclure une page de l'index, utilisez plutôt une balise meta robots noindex.",
      pass: 'Aucun lien vers ce site ne porte nofollow, ugc ou sponsored (liens du même site vérifiés : {count}).',
      none: "La page n'a aucun lien vers son propre site.",
      one: 'Le lien « {text} » vers ce site ({url}) porte rel="{rel}", ce qui prive la page d’exploration et de signaux de liens.',
      many: '{count} liens vers ce site portent nofollow, ugc ou sponsored, par ex. « {text} » ({url}) avec rel="{rel}".',
    },
  },
});
