import type { UrlStatus } from '../../artifact.js';
import { resourceRefs } from '../../gather/resources.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { probeKind, redirectHops, statusFact } from '../responses.js';

export default defineCheck({
  id: 'broken-resources',
  needs: ['probes', 'images', 'links', 'scripts', 'doc'],
  run(page) {
    const lines = new Map(resourceRefs(page).map((r) => [r.url, r.line]));
    const probe = page.probes.resources;
    if (!probe) return notApplicable(lines.size === 0 ? 'none' : 'notChecked', { count: lines.size });
    if (probe.total === 0) return notApplicable('none');

    const item = (u: UrlStatus): CheckItem => ({
      value: u.url,
      note: statusFact(u),
      line: lines.get(u.url) ?? null,
    });
    const broken = probe.checked.filter((u) => ['unreachable', 'error'].includes(probeKind(u)));
    // One redirect (http → https, a CDN hop) is routine; chains cost a round trip each.
    const chained = probe.checked.filter((u) => probeKind(u) === 'redirect' && redirectHops(u) > 1);
    const { total, skipped } = probe;
    // A partial run must say so in every outcome: a pass over 40 of 52 resources is not a full pass.
    const suffix = skipped > 0 ? 'Partial' : '';
    const counts = { checked: probe.checked.length, total, skipped };
    const items = [...broken, ...chained].map(item);

    const [firstBroken] = broken;
    if (firstBroken) {
      const values = {
        ...counts,
        count: broken.length,
        url: firstBroken.url,
        status: statusFact(firstBroken),
      };
      return fail(`broken${suffix}`, values, { items, value: broken.length });
    }
    const [firstChained] = chained;
    if (firstChained) {
      const values = {
        ...counts,
        count: chained.length,
        url: firstChained.url,
        hops: redirectHops(firstChained),
      };
      return warn(`redirects${suffix}`, values, { items, value: chained.length });
    }
    return pass(`pass${suffix}`, counts, { value: 0 });
  },
  strings: {
    en: {
      title: 'Broken images, stylesheets and scripts',
      fix: 'Fix or remove every listed resource: restore the file or correct its URL in the src/href, and point redirected resources straight at their final URL.',
      none: 'The page loads no images, stylesheets or scripts.',
      notChecked:
        "The page's images, stylesheets and scripts ({count}) were not checked: the resource requests did not run.",
      pass: 'Every image, stylesheet and script of the page ({checked}) loads with 2xx (at most one redirect).',
      passPartial:
        'Checked {checked} of {total, plural, one {# resource} other {# resources}}; {skipped} skipped by the time budget. All checked ones load with 2xx (at most one redirect).',
      redirects: 'Resources behind more than one redirect: {count} of {checked}, e.g. {url} ({hops} hops).',
      redirectsPartial:
        'Checked {checked} of {total, plural, one {# resource} other {# resources}}; {skipped} skipped by the time budget. Behind more than one redirect: {count}, e.g. {url} ({hops} hops).',
      broken: 'Broken or unreachable resources: {count} of {checked}, e.g. {url} ({status}).',
      brokenPartial:
        'Checked {checked} of {total, plural, one {# resource} other {# resources}}; {skipped} skipped by the time budget. Broken or unreachable: {count}, e.g. {url} ({status}).',
    },
    es: {
      title: 'Imágenes, hojas de estilo y scripts rotos',
      fix: 'Corrige o elimina cada recurso de la lista: restaura el archivo o corrige su URL en el src/href, y haz que los recursos redirigidos apunten directamente a su URL final.',
      none: 'La página no carga imágenes, hojas de estilo ni scripts.',
      notChecked:
        'No se comprobaron las imágenes, hojas de estilo y scripts de la página ({count}): no se hicieron las peticiones de recursos.',
      pass: 'Todas las imágenes, hojas de estilo y scripts de la página ({checked}) cargan con 2xx (como mucho una redirección).',
      passPartial:
        'Recursos comprobados: {checked} de {total} ({skipped, plural, one {# omitido} other {# omitidos}} por el límite de tiempo). Todos los comprobados cargan con 2xx (como mucho una redirección).',
      redirects: 'Recursos tras más de una redirección: {count} de {checked}, p. ej. {url} ({hops} saltos).',
      redirectsPartial:
        'Recursos comprobados: {checked} de {total} ({skipped, plural, one {# omitido} other {# omitidos}} por el límite de tiempo). Tras más de una redirección: {count}, p. ej. {url} ({hops} saltos).',
      broken: 'Recursos rotos o que no responden: {count} de {checked}, p. ej. {url} ({status}).',
      brokenPartial:
        'Recursos comprobados: {checked} de {total} ({skipped, plural, one {# omitido} other {# omitidos}} por el límite de tiempo). Rotos o sin respuesta: {count}, p. ej. {url} ({status}).',
    },
    fr: {
      title: 'Images, feuilles de style et scripts cassés',
      fix: 'Corrigez ou supprimez chaque ressource listée : rétablissez le fichier ou corrigez son URL dans le src/href, et faites pointer les ressources redirigées directement vers leur URL finale.',
      none: 'La page ne charge ni image, ni feuille de style, ni script.',
      notChecked:
        "Les images, feuilles de style et scripts de la page ({count}) n'ont pas été vérifiés : les requêtes de ressources n'ont pas été faites.",
      pass: 'Toutes les images, feuilles de style et scripts de la page ({checked}) se chargent en 2xx (une redirection au plus).',
      passPartial:
        'Ressources vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). Toutes celles vérifiées se chargent en 2xx (une redirection au plus).',
      redirects:
        "Ressources derrière plus d'une redirection : {count} sur {checked}, par ex. {url} ({hops} sauts).",
      redirectsPartial:
        "Ressources vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). Derrière plus d'une redirection : {count}, par ex. {url} ({hops} sauts).",
      broken: 'Ressources cassées ou injoignables : {count} sur {checked}, par ex. {url} ({status}).',
      brokenPartial:
        'Ressources vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). Cassées ou injoignables : {count}, par ex. {url} ({status}).',
    },
  },
});
