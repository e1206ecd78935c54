import { headerValues, linksByRel, metasBy, type PageArtifact } from '../../artifact.js';
import { parseLinkHeaders } from '../../gather/link-header.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass } from '../types.js';
import { valueBlocksIndexing } from '../../gather/robots-directives.js';
import { pageNumber, paginationLinks } from './_url.js';
import { resolveHref, sameUrl } from '../../gather/urls.js';
import { noted } from '../../i18n/notes.js';

/** The canonical URL the page declares (first <link rel=canonical>, else the Link header), resolved. */
function canonicalOf(page: PageArtifact): { url: string; item: CheckItem } | null {
  const link = linksByRel(page, 'canonical').find((l) => l.attrs.href !== undefined);
  const fromLink = link?.attrs.href !== undefined ? resolveHref(link.attrs.href, page.doc.baseUrl) : null;
  if (link && fromLink) {
    return {
      url: fromLink.href,
      item: { value: fromLink.href, note: '<link rel="canonical">', line: link.line },
    };
  }
  const header = parseLinkHeaders(headerValues(page, 'link')).find((e) => e.rel.includes('canonical'));
  const fromHeader = header ? resolveHref(header.target, page.url.href) : null;
  return fromHeader
    ? { url: fromHeader.href, item: { value: fromHeader.href, ...noted('linkHeader') } }
    : null;
}

/** Robots meta tags and X-Robots-Tag values that keep the page out of Google's index. */
function noindexItems(page: PageArtifact): CheckItem[] {
  const metas = [...metasBy(page, 'name', 'robots'), ...metasBy(page, 'name', 'googlebot')];
  return [
    ...metas
      .filter((m) => valueBlocksIndexing(m.attrs.content ?? '', false))
      .map((m) => ({
        value: m.attrs.content ?? '',
        note: `<meta name="${m.attrs.name ?? ''}">`,
        line: m.line,
      })),
    ...headerValues(page, 'x-robots-tag')
      .filter((v) => valueBlocksIndexing(v, true))
      .map((v) => ({ value: v, note: 'X-Robots-Tag' })),
  ];
}

export default defineCheck({
  id: 'pagination-canonical',
  needs: ['url', 'fetch', 'links', 'metas', 'doc'],
  run(page) {
    const url = page.url.href;
    const pagination = paginationLinks(page);
    const prevLinks = pagination.filter((l) => l.rel === 'prev');
    const number = pageNumber(page.url);
    // Without a number in the URL, a rel=prev link means "not the first page"; rel=next alone means page 1.
    if (!number && prevLinks.length === 0) {
      return notApplicable(pagination.length > 0 ? 'firstPage' : 'notPaginated', { url });
    }
    if (number && number.n < 2) return notApplicable('firstPage', { url });
    const prevTargets = prevLinks.flatMap((l) => resolveHref(l.href, page.doc.baseUrl)?.href ?? []);

    const canonical = canonicalOf(page);
    const noindex = noindexItems(page);
    const directives = noindex.map((i) => i.value).join('; ');
    const isCanonical = (u: string): boolean =>
      canonical !== null && sameUrl(u, canonical.url, { ignoreTrailingSlash: true });
    const toFirst = number?.firstPageUrls.some(isCanonical) ?? false;
    if (canonical && (toFirst || prevTargets.some(isCanonical))) {
      const items = [canonical.item, ...noindex];
      const values = { url, canonical: canonical.url };
      if (noindex.length > 0) return fail('canonicalAndNoindex', { ...values, directives }, { items });
      if (toFirst && number) return fail('toFirstPage', { ...values, n: number.n }, { items });
      return fail('toPreviousPage', values, { items });
    }
    if (noindex.length > 0) return fail('noindex', { url, directives }, { items: noindex });
    if (canonical && !sameUrl(canonical.url, url)) {
      return pass('otherCanonical', { url, canonical: canonical.url });
    }
    return pass('pass', { url });
  },
  strings: {
    en: {
      title: 'Canonical and robots on paginated pages',
      fix: 'On page 2 and later, point <link rel="canonical"> at the page itself (e.g. /blog?page=2 → /blog?page=2) and remove noindex, so search engines can reach the items listed only there.',
      notPaginated: '{url} is not a paginated URL (no ?page=, ?p=, /page/N or rel="prev"/"next").',
      firstPage: '{url} is the first page of its series; only later pages are judged.',
      pass: 'The paginated page {url} is indexable and canonical to itself (or declares no canonical).',
      otherCanonical:
        'The paginated page {url} is indexable and declares the canonical {canonical}, which is not the first page of the series.',
      toFirstPage: 'Page {n} of the series, {url}, declares page 1 as its canonical: {canonical}.',
      toPreviousPage:
        'The paginated page {url} declares an earlier page of the series as its canonical: {canonical}.',
      noindex: 'The paginated page {url} is excluded from the index ({directives}).',
      canonicalAndNoindex:
        'The paginated page {url} declares an earlier page as its canonical ({canonical}) and is excluded from the index ({directives}).',
    },
    es: {
      title: 'Canonical y robots en páginas paginadas',
      fix: 'En la página 2 y siguientes, haz que <link rel="canonical"> apunte a la propia página (p. ej. /blog?page=2 → /blog?page=2) y quita noindex, para que los buscadores lleguen a los elementos que solo aparecen ahí.',
      notPaginated: '{url} no es una URL paginada (sin ?page=, ?p=, /page/N ni rel="prev"/"next").',
      firstPage: '{url} es la primera página de su serie; solo se evalúan las páginas siguientes.',
      pass: 'La página paginada {url} es indexable y canónica de sí misma (o no declara canonical).',
      otherCanonical:
        'La página paginada {url} es indexable y declara como canonical {canonical}, que no es la primera página de la serie.',
      toFirstPage: 'La página {n} de la serie, {url}, declara la página 1 como canonical: {canonical}.',
      toPreviousPage:
        'La página paginada {url} declara como canonical una página anterior de la serie: {canonical}.',
      noindex: 'La página paginada {url} está excluida del índice ({directives}).',
      canonicalAndNoindex:
        'La página paginada {url} declara como canonical una página anterior ({canonical}) y está excluida del índice ({directives}).',
    },
    fr: {
      title: 'Canonical et robots des pages paginées',
      fix: 'À partir de la page 2, faites pointer <link rel="canonical"> vers la page elle-même (par ex. /blog?page=2 → /blog?page=2) et retirez noindex, pour que les moteurs atteignent les éléments listés seulement là.',
      notPaginated: '{url} n\'est pas une URL paginée (ni ?page=, ni ?p=, ni /page/N, ni rel="prev"/"next").',
      firstPage: '{url} est la première page de sa série ; seules les pages suivantes sont évaluées.',
      pass: "La page paginée {url} est indexable et canonique d'elle-même (ou ne déclare pas de canonical).",
      otherCanonical:
        "La page paginée {url} est indexable et déclare la canonical {canonical}, qui n'est pas la première page de la série.",
      toFirstPage: 'La page {n} de la série, {url}, déclare la page 1 comme canonical : {canonical}.',
      toPreviousPage:
        'La page paginée {url} déclare une page précédente de la série comme canonical : {canonical}.',
      noindex: "La page paginée {url} est exclue de l'index ({directives}).",
      canonicalAndNoindex:
        "La page paginée {url} déclare une page précédente comme canonical ({canonical}) et est exclue de l'index ({directives}).",
    },
  },
});
