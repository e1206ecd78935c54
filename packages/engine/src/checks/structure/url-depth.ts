import { comparablePages } from '../crawl-support.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';

/** checks.md: ≤ 3 clicks and ≤ 4 path segments pass; 4–5 clicks or > 4 segments are recommended. */
const MAX_CLICKS = 3;
const MAX_WARN_CLICKS = 5;
const MAX_SEGMENTS = 4;

const segmentsOf = (url: string): number => new URL(url).pathname.split('/').filter(Boolean).length;

export default defineCheck({
  id: 'url-depth',
  needs: ['crawl'],
  run(page) {
    const crawl = page.crawl;
    if (!crawl) return notApplicable('notChecked');
    const pages = comparablePages(crawl);
    if (pages.length === 0) return notApplicable('none');
    const critical: CheckItem[] = [];
    const recommended: CheckItem[] = [];
    for (const p of pages) {
      const segments = segmentsOf(p.finalUrl);
      if (p.reachable === false) critical.push({ value: p.finalUrl, ...noted('notLinked') });
      else if (p.depth > MAX_WARN_CLICKS)
        critical.push({ value: p.finalUrl, ...noted('clicks', { count: p.depth }) });
      else if (p.depth > MAX_CLICKS)
        recommended.push({ value: p.finalUrl, ...noted('clicks', { count: p.depth }) });
      else if (segments > MAX_SEGMENTS)
        recommended.push({ value: p.finalUrl, ...noted('pathSegments', { count: segments }) });
    }
    const linked = pages.filter((p) => p.reachable !== false);
    const deepest = linked.length > 0 ? Math.max(...linked.map((p) => p.depth)) : 0;
    const values = { pages: pages.length, deepest, count: critical.length + recommended.length };
    const items = [...critical, ...recommended];
    if (critical.length > 0) {
      return fail(
        'unreachable',
        { ...values, critical: critical.length, url: critical[0]!.value },
        { items, value: deepest },
      );
    }
    if (recommended.length > 0)
      return warn('deep', { ...values, url: recommended[0]!.value }, { items, value: deepest });
    return pass('pass', values, { value: deepest });
  },
  strings: {
    en: {
      title: 'Click depth and URL depth',
      fix: 'Link important pages from the home page, hubs or navigation so they are at most 3 clicks deep, and keep URLs to 4 path segments or fewer.',
      pass: '{pages, plural, =1 {The indexable crawled page is} other {All # indexable crawled pages are}} within 3 clicks of the start page (deepest: {deepest}) with short URLs.',
      deep: '{count} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}} {count, plural, one {is 4–5 clicks deep or has} other {are 4–5 clicks deep or have}} more than 4 path segments, e.g. {url}.',
      unreachable:
        '{critical} of {pages, plural, one {# indexable crawled page} other {# indexable crawled pages}} {critical, plural, one {is} other {are}} more than 5 clicks deep or not linked from the start page at all, e.g. {url}.',
      none: 'No indexable HTML page was crawled.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Profundidad de clics y de URL',
      fix: 'Enlaza las páginas importantes desde la portada, páginas índice o la navegación para que estén a 3 clics como mucho, y limita las URL a 4 segmentos de ruta.',
      pass: '{pages, plural, =1 {La página indexable rastreada está} other {Las # páginas indexables rastreadas están}} a 3 clics o menos de la página inicial (la más profunda: {deepest}) y tienen URL cortas.',
      deep: '{count} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}} {count, plural, one {está a 4–5 clics o tiene} other {están a 4–5 clics o tienen}} más de 4 segmentos de ruta, p. ej. {url}.',
      unreachable:
        '{critical} de {pages, plural, one {# página indexable rastreada} other {# páginas indexables rastreadas}} {critical, plural, one {está a más de 5 clics o no se enlaza} other {están a más de 5 clics o no se enlazan}} desde la página inicial, p. ej. {url}.',
      none: 'No se rastreó ninguna página HTML indexable.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Profondeur de clics et d’URL',
      fix: 'Liez les pages importantes depuis l’accueil, des pages hub ou la navigation pour qu’elles soient à 3 clics au plus, et limitez les URL à 4 segments de chemin.',
      pass: '{pages, plural, =1 {La page indexable explorée est} other {Les # pages indexables explorées sont}} à 3 clics au plus de la page de départ (la plus profonde : {deepest}), avec des URL courtes.',
      deep: '{count} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} {count, plural, one {est à 4–5 clics ou a} other {sont à 4–5 clics ou ont}} plus de 4 segments de chemin, par ex. {url}.',
      unreachable:
        '{critical} des {pages, plural, one {# page indexable explorée} other {# pages indexables explorées}} {critical, plural, one {est à plus de 5 clics ou n’est pas liée} other {sont à plus de 5 clics ou ne sont pas liées}} depuis la page de départ, par ex. {url}.',
      none: 'Aucune page HTML indexable n’a été explorée.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
});
