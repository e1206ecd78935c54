import type { CheckItem } from '../types.js';
import { defineCheck, pass, warn } from '../types.js';
import { pathAndQuery } from './_url.js';

const NON_ASCII = /[^\p{ASCII}]/gu;
const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/** Only web references have a path to judge: mailto:, tel:, data: and the like are not requested. */
function isWebReference(href: string): boolean {
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** The item for a URL reference whose path or query holds raw non-ASCII characters, or null. */
function offending(reference: string, line: number | null): CheckItem | null {
  if (!isWebReference(reference)) return null;
  // The host may be an IDN (bücher.example): browsers punycode it, so only the path and query count.
  const chars = pathAndQuery(reference).match(NON_ASCII);
  if (!chars) return null;
  return { value: reference.trim(), note: [...new Set(chars)].join(' '), line };
}

export default defineCheck({
  id: 'url-non-ascii',
  needs: ['fetch', 'url', 'anchors', 'links'],
  run(page) {
    // Attributes as served (entities decoded by the parser: caf&eacute; is still an unencoded é).
    const references = [
      ...page.anchors.flatMap((a) => (a.href === null ? [] : [{ href: a.href, line: a.line }])),
      ...page.links.flatMap((l) =>
        l.attrs.href === undefined ? [] : [{ href: l.attrs.href, line: l.line }],
      ),
    ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)); // source order, <head> links before body anchors
    // The page URL as the audit received it; the fetcher serialises it, so this fires only when a
    // caller hands over a raw URL.
    const pageUrls = [...new Set([page.fetch.requestedUrl, page.fetch.finalUrl])];
    const items = [
      ...pageUrls.map((u) => offending(u, null)),
      ...references.map((r) => offending(r.href, r.line)),
    ].filter((item): item is CheckItem => item !== null);

    if (items.length === 0) {
      return pass('pass', { url: page.url.href, count: references.length }, { value: 0 });
    }
    const first = items[0]?.value ?? '';
    return warn('present', { count: items.length, first }, { items, value: items.length });
  },
  strings: {
    en: {
      title: 'Non-ASCII characters in URLs',
      fix: 'Percent-encode non-ASCII characters in the path and query of every href as UTF-8 (/café → /caf%C3%A9), or use ASCII slugs (/cafe); the host name may stay as written.',
      pass: "{url} and the page's link URLs ({count}) have no unencoded non-ASCII characters in their path or query.",
      present: 'URLs with unencoded non-ASCII characters in their path or query: {count}, e.g. {first}.',
    },
    es: {
      title: 'Caracteres no ASCII en las URL',
      fix: 'Codifica en porcentaje (UTF-8) los caracteres no ASCII de la ruta y la consulta de cada href (/café → /caf%C3%A9) o usa slugs ASCII (/cafe); el nombre de host puede quedarse como está.',
      pass: '{url} y las URL de los enlaces de la página ({count}) no tienen caracteres no ASCII sin codificar en la ruta ni en la consulta.',
      present: 'URL con caracteres no ASCII sin codificar en la ruta o la consulta: {count}, p. ej. {first}.',
    },
    fr: {
      title: 'Caractères non ASCII dans les URL',
      fix: "Encodez en pourcent (UTF-8) les caractères non ASCII du chemin et de la requête de chaque href (/café → /caf%C3%A9) ou utilisez des slugs ASCII (/cafe) ; le nom d'hôte peut rester tel quel.",
      pass: '{url} et les URL des liens de la page ({count}) ne contiennent aucun caractère non ASCII non encodé dans le chemin ou la requête.',
      present:
        'URL contenant des caractères non ASCII non encodés dans le chemin ou la requête : {count}, par ex. {first}.',
    },
  },
});
