import type { SitemapFile } from '../../gather/site/sitemaps.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { megabytes, sitemapFacts } from './_sitemaps.js';

/** sitemaps.org: at most 50,000 URLs (or child sitemaps) and 50 MB (52,428,800 bytes) uncompressed. */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
/** The catalogue's "close to the limit" band: over 40,000 entries or 40 MB. */
const NEAR_ENTRIES = 40_000;
const NEAR_BYTES = 40 * 1024 * 1024;

type Band = 'over' | 'near' | null;

const band = (value: number, max: number, near: number): Band =>
  value > max ? 'over' : value > near ? 'near' : null;

/** The worst measure of a file: its size first (an oversized file is not even read), then its entries. */
function measure(f: SitemapFile): { band: Band; what: 'Size' | 'Urls' | 'Children'; value: number } {
  const size = f.overLimit ? 'over' : band(f.bytes, MAX_BYTES, NEAR_BYTES);
  const index = f.kind === 'sitemapindex';
  const entries = band(index ? f.childCount : f.urlCount, MAX_ENTRIES, NEAR_ENTRIES);
  const what = index ? 'Children' : 'Urls';
  if (size === 'over' || (size === 'near' && entries !== 'over')) {
    return { band: size, what: 'Size', value: megabytes(f.bytes) };
  }
  return { band: entries, what, value: index ? f.childCount : f.urlCount };
}

/** Megabytes read; "> 50" when reading stopped at the limit (gzip capped, or past the fetcher's hard limit). */
function sizeOf(f: SitemapFile): number | string {
  const capped = f.error === 'TOO_LARGE' || (f.gzipped && f.overLimit);
  return capped ? `> ${megabytes(MAX_BYTES)}` : megabytes(f.bytes);
}

export default defineCheck({
  id: 'sitemap-limits',
  needs: ['site'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    // A body past the fetcher's hard limit (TOO_LARGE) answered too: it is over every limit.
    const files = facts.files.filter((f) => f.status === 200 || f.error === 'TOO_LARGE');
    if (files.length === 0) return notApplicable('none');

    const judged = files.map((file) => ({ file, ...measure(file) }));
    const flagged = judged.filter((j) => j.band !== null);
    const items = flagged.map(({ file }): CheckItem => ({
      value: file.url,
      note: `${file.kind === 'sitemapindex' ? `${file.childCount} sitemaps` : `${file.urlCount} URLs`}, ${sizeOf(file)} MB uncompressed`,
    }));
    const worst = flagged.find((j) => j.band === 'over') ?? flagged[0];
    if (worst) {
      const values = { url: worst.file.url, value: worst.what === 'Size' ? sizeOf(worst.file) : worst.value };
      const key = `${worst.band}${worst.what}`;
      const extra = { items, value: flagged.length };
      return worst.band === 'over' ? fail(key, values, extra) : warn(key, values, extra);
    }
    const urls = Math.max(...files.map((f) => f.urlCount));
    const size = megabytes(Math.max(...files.map((f) => f.bytes)));
    return pass('pass', { files: files.length, urls, size }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Sitemap size limits',
      fix: 'Split the sitemap into files of at most 50,000 URLs and 50 MB uncompressed each (stay under 40,000 and 40 MB for headroom) and list them in a sitemap index.',
      pass: '{files, plural, =1 {The sitemap file is within the limits: it has} other {All # sitemap files are within the limits: the largest has}} {urls, plural, one {# URL} other {# URLs}} and {size} MB uncompressed.',
      overSize: '{url} is over the 50 MB limit ({value} MB uncompressed): search engines reject the file.',
      overUrls: '{url} lists {value} URLs, over the 50,000 limit: search engines reject the file.',
      overChildren:
        'The index {url} lists {value} sitemaps, over the 50,000 limit: search engines reject it.',
      nearSize: '{url} is {value} MB uncompressed, close to the 50 MB limit.',
      nearUrls: '{url} lists {value} URLs, close to the 50,000 limit.',
      nearChildren: 'The index {url} lists {value} sitemaps, close to the 50,000 limit.',
      none: 'No sitemap file answered 200, so there is no size to check.',
      noFacts: 'The sitemap requests did not run or failed, so no sitemap size was checked.',
    },
    es: {
      title: 'Límites de tamaño del sitemap',
      fix: 'Divide el sitemap en archivos de 50.000 URL y 50 MB sin comprimir como máximo cada uno (quédate por debajo de 40.000 y 40 MB para tener margen) y lístalos en un índice de sitemaps.',
      pass: '{files, plural, =1 {El archivo de sitemap está dentro de los límites: tiene} other {Los # archivos de sitemap están dentro de los límites: el mayor tiene}} {urls} URL y {size} MB sin comprimir.',
      overSize:
        '{url} supera el límite de 50 MB ({value} MB sin comprimir): los buscadores rechazan el archivo.',
      overUrls: '{url} lista {value} URL, más del límite de 50.000: los buscadores rechazan el archivo.',
      overChildren:
        'El índice {url} lista {value} sitemaps, más del límite de 50.000: los buscadores lo rechazan.',
      nearSize: '{url} ocupa {value} MB sin comprimir, cerca del límite de 50 MB.',
      nearUrls: '{url} lista {value} URL, cerca del límite de 50.000.',
      nearChildren: 'El índice {url} lista {value} sitemaps, cerca del límite de 50.000.',
      none: 'Ningún archivo de sitemap respondió 200, así que no hay tamaño que comprobar.',
      noFacts:
        'Las peticiones de sitemap no se hicieron o fallaron, así que no se comprobó el tamaño del sitemap.',
    },
    fr: {
      title: 'Limites de taille du sitemap',
      fix: 'Découpez le sitemap en fichiers de 50 000 URL et 50 Mo non compressés au plus chacun (restez sous 40 000 et 40 Mo pour garder de la marge) et listez-les dans un index de sitemaps.',
      pass: '{files, plural, =1 {Le fichier de sitemap respecte les limites} other {Les # fichiers de sitemap respectent les limites}} : {files, plural, =1 {il a} other {le plus grand a}} {urls} URL et {size} Mo non compressés.',
      overSize:
        '{url} dépasse la limite de 50 Mo ({value} Mo non compressés) : les moteurs rejettent le fichier.',
      overUrls: '{url} liste {value} URL, au-delà de la limite de 50 000 : les moteurs rejettent le fichier.',
      overChildren:
        'L’index {url} liste {value} sitemaps, au-delà de la limite de 50 000 : les moteurs le rejettent.',
      nearSize: '{url} fait {value} Mo non compressés, près de la limite de 50 Mo.',
      nearUrls: '{url} liste {value} URL, près de la limite de 50 000.',
      nearChildren: 'L’index {url} liste {value} sitemaps, près de la limite de 50 000.',
      none: 'Aucun fichier de sitemap n’a répondu 200 : il n’y a pas de taille à vérifier.',
      noFacts:
        'Les requêtes de sitemap n’ont pas été faites ou ont échoué : la taille du sitemap n’a pas été vérifiée.',
    },
  },
});
