import type { AnchorInfo, PageArtifact } from '../../artifact.js';
import { primarySubtag } from '../../text/language.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { hasGenericLinkTexts, isGenericLinkText } from './_generic-link-text.js';
import { clip } from '../format.js';
import { linkItem, targetOf } from './_links.js';

/**
 * The anchor text a search engine reads: the visible text, and for links with an image (or an <area>) the
 * accessible name, which adds the alt texts, so "<img alt="Oak tables"> More" is judged as a whole.
 * Without an image, aria-label and title are not anchor text and are not judged.
 */
function anchorText(a: AnchorInfo): string {
  return a.hasImage || a.tag === 'area' ? a.name : a.text;
}

const withoutFragment = (url: string): string => url.replace(/#.*$/s, '');

/**
 * The links Lighthouse's link-text audit judges: http(s) targets (not javascript:, mailto: or tel:), not
 * rel=nofollow, and not the page itself (a "#top" or "#details" link: "more" is fine on an in-page jump).
 */
function judged(page: Pick<PageArtifact, 'anchors' | 'svgAnchors' | 'url'>): AnchorInfo[] {
  const self = withoutFragment(page.url.href);
  return [...page.anchors, ...page.svgAnchors].filter(
    (a) => a.url !== null && !a.rel.includes('nofollow') && withoutFragment(a.url) !== self,
  );
}

export default defineCheck({
  id: 'link-text-generic',
  needs: ['anchors', 'svgAnchors', 'language', 'url'],
  run(page) {
    // The page's language as it declares it (<html lang>), as Lighthouse and screen readers take it; the
    // language detected from the text only when it declares none.
    const pageLang = primarySubtag(page.language.declared) ?? page.language.effective;
    // Each link in its own language: its lang, or its nearest ancestor's, else the page's.
    const langOf = (a: AnchorInfo): string => primarySubtag(a.lang) ?? pageLang;
    const links = judged(page);
    if (links.length === 0) return notApplicable('none');
    if (!links.some((a) => hasGenericLinkTexts(langOf(a))))
      return notApplicable('language', { lang: pageLang });
    const generic = links.filter((a) => isGenericLinkText(anchorText(a), langOf(a)));
    const first = generic[0];
    if (!first) return pass('pass', { count: links.length }, { value: 0 });
    const values = { count: generic.length, text: clip(anchorText(first)), url: targetOf(first) };
    const extra = {
      items: generic.map((a) => linkItem(a, `"${clip(anchorText(a))}"`)),
      value: generic.length,
    };
    return warn(generic.length === 1 ? 'one' : 'many', values, extra);
  },
  strings: {
    en: {
      title: 'Generic link text',
      fix: 'Make each link text name its target, e.g. "See oak table prices" instead of "click here"; for an image link, describe the target in the image\'s alt text. Stricter than Lighthouse on purpose: an image link\'s alt text counts as its text (Google uses it as anchor text), punctuation and arrows are ignored ("Read more »" is still "read more"), and the lists hold more phrases per language. Links to tel:, mailto: and javascript: are skipped: search engines crawl no page behind them (Lighthouse still judges tel: links).',
      pass: 'No link uses generic text such as "click here" (links checked: {count}).',
      language: 'There is no list of generic link texts for the page language ({lang}).',
      none: 'The page has no links to check.',
      one: 'The link "{text}" ({url}) uses generic text that says nothing about its target.',
      many: '{count} links use generic text that says nothing about their target, e.g. "{text}" ({url}).',
    },
    es: {
      title: 'Texto de enlace genérico',
      fix: 'Haz que el texto de cada enlace nombre su destino, p. ej. "Ver precios de mesas de roble" en lugar de "haga clic aquí"; en un enlace de imagen, describe el destino en el texto alternativo de la imagen. Más estricto que Lighthouse a propósito: el texto alternativo de un enlace de imagen cuenta como su texto (Google lo usa como texto de anclaje), se ignoran la puntuación y las flechas ("Leer más »" sigue siendo "leer más") y las listas tienen más frases por idioma. Se omiten los enlaces tel:, mailto: y javascript:: los buscadores no rastrean ninguna página detrás de ellos (Lighthouse sí juzga los enlaces tel:).',
      pass: 'Ningún enlace usa un texto genérico como "haga clic aquí" (enlaces revisados: {count}).',
      language: 'No hay una lista de textos de enlace genéricos para el idioma de la página ({lang}).',
      none: 'La página no tiene enlaces que revisar.',
      one: 'El enlace "{text}" ({url}) usa un texto genérico que no dice nada de su destino.',
      many: '{count} enlaces usan un texto genérico que no dice nada de su destino, p. ej. "{text}" ({url}).',
    },
    fr: {
      title: 'Texte de lien générique',
      fix: "Faites en sorte que le texte de chaque lien nomme sa cible, par ex. « Voir les prix des tables en chêne » au lieu de « cliquez ici » ; pour un lien image, décrivez la cible dans le texte alternatif de l'image. Plus strict que Lighthouse, volontairement : le texte alternatif d’un lien image compte comme son texte (Google l’utilise comme texte d’ancrage), la ponctuation et les flèches sont ignorées (« Lire la suite → » reste « lire la suite ») et les listes contiennent plus d’expressions par langue. Les liens `tel:`, `mailto:` et `javascript:` sont ignorés : les moteurs de recherche n’explorent aucune page derrière eux (Lighthouse juge quand même les liens `tel:`).",
      pass: 'Aucun lien n’utilise de texte générique comme « cliquez ici » (liens vérifiés : {count}).',
      language: "Il n'existe pas de liste de textes de lien génériques pour la langue de la page ({lang}).",
      none: "La page n'a aucun lien à vérifier.",
      one: 'Le lien « {text} » ({url}) utilise un texte générique qui ne dit rien de sa cible.',
      many: '{count} liens utilisent un texte générique qui ne dit rien de leur cible, par ex. « {text} » ({url}).',
    },
  },
});
