import { isIndexable } from '../../gather/robots-directives.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { FATAL, readFiles, sitemapFacts } from './_sitemaps.js';
import { sitemapEntryFix } from '../../fix/redirect-rules.js';

export default defineCheck({
  id: 'sitemap-lists-page',
  needs: ['site', 'fetch', 'metas'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    const url = facts.page.url;
    // Files with a fatal problem are discarded by search engines: listing a URL there does not count.
    const lists = readFiles(facts).filter(
      (f) => (f.kind === 'urlset' || f.kind === 'text') && !f.problems.some((p) => FATAL.has(p.code)),
    );
    if (lists.length === 0) return notApplicable('noSitemap');
    // Only indexable pages belong in a sitemap: a 404 or noindexed page is right to be absent.
    if (page.fetch.status !== 200 || !isIndexable(page)) return notApplicable('notIndexable', { url });
    const counts = { url, files: lists.length, urls: facts.listedUrls, notFetched: facts.notFetched };
    if (facts.page.listedIn !== null) return pass('pass', { ...counts, sitemap: facts.page.listedIn });
    // Absent from the files read says nothing about the ones not fetched.
    if (facts.notFetched > 0) return notApplicable('notFoundPartial', counts);
    const near = facts.page.nearMatch;
    if (near !== null) {
      const items = [{ value: url, note: `listed as ${near}` }];
      return warn('nearMatch', { ...counts, near }, { items, value: false });
    }
    return warn('notListed', counts, { items: [{ value: url }], value: false });
  },
  strings: {
    en: {
      title: 'Page listed in the sitemap',
      fix: 'Add the page’s canonical URL, exactly as in its rel=canonical (protocol, host, trailing slash), to the XML sitemap, and make sure the sitemap is regenerated when pages are published.',
      pass: '{url} is listed in the sitemap {sitemap}.',
      nearMatch:
        '{url} is not in the sitemap as such; it lists {near} instead, a variant of the URL (protocol, www or trailing slash).',
      notListed:
        '{url} is not listed in {files, plural, =1 {the one sitemap file read} other {the # sitemap files read}} ({urls, plural, one {# URL} other {# URLs}}).',
      notFoundPartial:
        '{url} is not in {files, plural, =1 {the one sitemap file read} other {the # sitemap files read}} ({urls, plural, one {# URL} other {# URLs}}), but {notFetched, plural, one {# more listed sitemap was} other {# more listed sitemaps were}} not fetched, so its absence is not shown.',
      notIndexable:
        'The page is not indexable (status or noindex), so it does not belong in the sitemap; {url} was not looked for.',
      noSitemap: 'No sitemap listing URLs could be read, so whether the page is listed is unknown.',
      noFacts: 'The sitemap requests did not run or failed, so the page was not looked for in a sitemap.',
    },
    es: {
      title: 'Página incluida en el sitemap',
      fix: 'Añade la URL canónica de la página, exactamente como en su rel=canonical (protocolo, host, barra final), al sitemap XML, y asegúrate de que el sitemap se regenera al publicar páginas.',
      pass: '{url} figura en el sitemap {sitemap}.',
      nearMatch:
        '{url} no figura tal cual en el sitemap; en su lugar figura {near}, una variante de la URL (protocolo, www o barra final).',
      notListed:
        '{url} no figura en {files, plural, =1 {el único archivo de sitemap leído} other {los # archivos de sitemap leídos}} ({urls} URL).',
      notFoundPartial:
        '{url} no figura en {files, plural, =1 {el único archivo de sitemap leído} other {los # archivos de sitemap leídos}} ({urls} URL), pero {notFetched, plural, one {no se obtuvo # sitemap más de la lista} other {no se obtuvieron # sitemaps más de la lista}}, así que su ausencia no está demostrada.',
      notIndexable:
        'La página no es indexable (estado o noindex), así que no debe estar en el sitemap; no se buscó {url}.',
      noSitemap: 'No se pudo leer ningún sitemap con URL, así que se desconoce si la página figura en él.',
      noFacts:
        'Las peticiones de sitemap no se hicieron o fallaron, así que no se buscó la página en un sitemap.',
    },
    fr: {
      title: 'Page listée dans le sitemap',
      fix: 'Ajoutez l’URL canonique de la page, exactement comme dans son rel=canonical (protocole, hôte, barre finale), au sitemap XML, et veillez à ce que le sitemap soit régénéré à chaque publication.',
      pass: '{url} est listée dans le sitemap {sitemap}.',
      nearMatch:
        '{url} ne figure pas telle quelle dans le sitemap ; il liste {near} à la place, une variante de l’URL (protocole, www ou barre finale).',
      notListed:
        '{url} ne figure pas dans {files, plural, =1 {le seul fichier de sitemap lu} other {les # fichiers de sitemap lus}} ({urls} URL).',
      notFoundPartial:
        '{url} ne figure pas dans {files, plural, =1 {le seul fichier de sitemap lu} other {les # fichiers de sitemap lus}} ({urls} URL), mais {notFetched, plural, one {# autre sitemap listé n’a pas été récupéré} other {# autres sitemaps listés n’ont pas été récupérés}} : son absence n’est pas établie.',
      notIndexable:
        'La page n’est pas indexable (statut ou noindex) : elle n’a pas sa place dans le sitemap ; {url} n’a pas été cherchée.',
      noSitemap: 'Aucun sitemap listant des URL n’a pu être lu : on ne sait pas si la page y figure.',
      noFacts:
        'Les requêtes de sitemap n’ont pas été faites ou ont échoué : la page n’a pas été cherchée dans un sitemap.',
    },
  },
  fix: sitemapEntryFix,
});
