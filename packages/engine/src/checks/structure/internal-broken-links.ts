import { defineCheck, fail, notApplicable, pass } from '../types.js';
import { linkItem, probeKind } from '../responses.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'internal-broken-links',
  needs: ['site', 'anchors'],
  reads: ['crawl'],
  run(page) {
    // With a crawl, the whole site's broken links count, each with the pages that link to it.
    const crawl = page.crawl;
    const siteBroken = crawl?.brokenLinks ?? [];
    const firstSite = siteBroken[0];
    if (crawl && firstSite) {
      return fail(
        'brokenSite',
        { count: siteBroken.length, pages: crawl.pages.length, url: firstSite.url },
        {
          items: siteBroken.map((b) => ({
            value: b.url,
            ...(b.status || b.error
              ? noted('linkedFrom', {
                  what: String(b.status || b.error),
                  pages: `${b.linkedFrom.slice(0, 3).join(', ')}${b.linkedFrom.length > 3 ? ` (+${b.linkedFrom.length - 3})` : ''}`,
                })
              : noted('unreachableLinkedFrom', {
                  pages: `${b.linkedFrom.slice(0, 3).join(', ')}${b.linkedFrom.length > 3 ? ` (+${b.linkedFrom.length - 3})` : ''}`,
                })),
          })),
          value: siteBroken.length,
        },
      );
    }
    const links = page.site?.links;
    if (!links) return notApplicable('notChecked');
    if (links.internalTotal === 0) return notApplicable('none');
    const counts = {
      checked: links.internal.length,
      total: links.internalTotal,
      skipped: links.internalSkipped,
    };
    const broken = links.internal.filter((l) => ['unreachable', 'error'].includes(probeKind(l)));
    const partial = links.internalSkipped > 0 ? 'Partial' : '';
    const first = broken[0];
    if (first) {
      return fail(
        `broken${partial}`,
        { ...counts, count: broken.length, url: first.url },
        {
          items: broken.map(linkItem),
          value: broken.length,
        },
      );
    }
    return pass(`pass${partial}`, counts, { value: 0 });
  },
  strings: {
    en: {
      title: 'Broken internal links',
      fix: 'Correct each listed link to point at a live page (or restore the missing page, or redirect its old URL with a 301); remove links to pages that are gone for good.',
      pass: '{checked, plural, =1 {The link to this site answers} other {All # links to this site answer}} without errors.',
      passPartial:
        '{checked, plural, =1 {The link to this site that was checked answers} other {The # links to this site that were checked answer}} without errors; {skipped} of {total} {skipped, plural, one {was} other {were}} not checked (at most 200 per audit, within the time budget).',
      broken:
        '{count} of {checked, plural, one {# link} other {# links}} to this site {count, plural, one {is} other {are}} broken, e.g. {url}.',
      brokenPartial:
        '{count} of {checked, plural, one {# checked link} other {# checked links}} to this site {count, plural, one {is} other {are}} broken, e.g. {url}; {skipped} of {total} {skipped, plural, one {was} other {were}} not checked (at most 200 per audit, within the time budget).',
      none: 'The page has no links to its own site.',
      notChecked: 'The page’s links were not checked in this audit.',
      brokenSite:
        '{count, plural, one {# internal link is} other {# internal links are}} broken across {pages, plural, =1 {the one crawled page} other {the # crawled pages}}, e.g. {url}.',
    },
    es: {
      title: 'Enlaces internos rotos',
      fix: 'Corrige cada enlace de la lista para que apunte a una página activa (o restaura la página que falta, o redirige su URL antigua con un 301); elimina los enlaces a páginas que ya no existen.',
      pass: '{checked, plural, =1 {El enlace a este sitio responde} other {Los # enlaces a este sitio responden}} sin errores.',
      passPartial:
        '{checked, plural, =1 {El enlace a este sitio comprobado responde} other {Los # enlaces a este sitio comprobados responden}} sin errores; {skipped} de {total} no se {skipped, plural, one {comprobó} other {comprobaron}} (como máximo 200 por auditoría, dentro del tiempo disponible).',
      broken:
        '{count} de {checked, plural, one {# enlace} other {# enlaces}} a este sitio {count, plural, one {está roto} other {están rotos}}, p. ej. {url}.',
      brokenPartial:
        '{count} de {checked, plural, one {# enlace comprobado} other {# enlaces comprobados}} a este sitio {count, plural, one {está roto} other {están rotos}}, p. ej. {url}; {skipped} de {total} no se {skipped, plural, one {comprobó} other {comprobaron}} (como máximo 200 por auditoría, dentro del tiempo disponible).',
      none: 'La página no tiene enlaces a su propio sitio.',
      notChecked: 'Los enlaces de la página no se comprobaron en esta auditoría.',
      brokenSite:
        '{count, plural, one {# enlace interno está roto} other {# enlaces internos están rotos}} en {pages, plural, =1 {la única página rastreada} other {las # páginas rastreadas}}, p. ej. {url}.',
    },
    fr: {
      title: 'Liens internes cassés',
      fix: 'Corrigez chaque lien listé pour qu’il pointe vers une page active (ou rétablissez la page manquante, ou redirigez son ancienne URL en 301) ; supprimez les liens vers des pages disparues.',
      pass: '{checked, plural, =1 {Le lien vers ce site répond} other {Les # liens vers ce site répondent}} sans erreur.',
      passPartial:
        '{checked, plural, =1 {Le lien vérifié vers ce site répond} other {Les # liens vérifiés vers ce site répondent}} sans erreur ; {skipped} sur {total} {skipped, plural, one {n’a pas été vérifié} other {n’ont pas été vérifiés}} (200 au plus par audit, dans le temps imparti).',
      broken:
        '{count, plural, one {# lien} other {# liens}} sur {checked} vers ce site {count, plural, one {est cassé} other {sont cassés}}, par ex. {url}.',
      brokenPartial:
        '{count, plural, one {# lien vérifié} other {# liens vérifiés}} sur {checked} vers ce site {count, plural, one {est cassé} other {sont cassés}}, par ex. {url} ; {skipped} sur {total} {skipped, plural, one {n’a pas été vérifié} other {n’ont pas été vérifiés}} (200 au plus par audit, dans le temps imparti).',
      none: 'La page n’a aucun lien vers son propre site.',
      notChecked: 'Les liens de la page n’ont pas été vérifiés dans cet audit.',
      brokenSite:
        '{count, plural, one {# lien interne est cassé} other {# liens internes sont cassés}} sur {pages, plural, =1 {la seule page explorée} other {les # pages explorées}}, par ex. {url}.',
    },
  },
});
