import type { SampledUrl } from '../../gather/site/sitemaps.js';
import { percent } from '../format.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { sitemapFacts } from './_sitemaps.js';

/** Over this share of unhealthy sampled URLs the sitemap is judged dirty (catalogue: > 10 %). */
const MAX_UNHEALTHY_PERCENT = 10;

/** Why a sampled URL does not belong in a sitemap, as a short fact; null when it is healthy. */
function unhealthy(u: SampledUrl): string | null {
  if (u.robotsBlocked === true) return 'disallowed for Googlebot by robots.txt';
  if (u.status === null) return u.error ?? 'NO_RESPONSE';
  if (u.status >= 300 && u.status < 400) return `${u.status} → ${u.location ?? '(no Location)'}`;
  if (u.status !== 200) return String(u.status);
  if (u.noindex !== null) return `noindex: ${u.noindex}`;
  if (u.canonical !== null) return `canonical: ${u.canonical}`;
  return null;
}

export default defineCheck({
  id: 'sitemap-url-health',
  needs: ['site'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    const { health, listedUrls: listed } = facts;
    if (listed === 0) return notApplicable('none');
    const checked = health.checked.length;
    const { skipped } = health;
    if (checked === 0) return notApplicable('notChecked', { listed, skipped });

    const bad = health.checked.flatMap((u) => {
      const problem = unhealthy(u);
      return problem === null ? [] : [{ value: u.url, note: problem }];
    });
    const share = percent(bad.length, checked);
    const counts = { checked, listed, skipped };
    // The message must say when the budget cut the sample short: a pass over 12 of 50 is no full pass.
    const suffix = skipped > 0 ? 'Partial' : '';
    const [first] = bad;
    if (!first) return pass(`pass${suffix}`, counts, { value: 0 });
    const values = { ...counts, count: bad.length, percent: share, url: first.value, problem: first.note };
    const extra = { items: bad, value: share };
    if (share > MAX_UNHEALTHY_PERCENT) return fail(`many${suffix}`, values, extra);
    return warn(`some${suffix}`, values, extra);
  },
  strings: {
    en: {
      title: 'Health of sitemap URLs',
      fix: 'List only canonical, indexable URLs that answer 200 directly: replace redirected URLs with their targets, and remove URLs that are gone, noindexed, canonicalised to another URL or disallowed in robots.txt.',
      pass: 'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}: all answer 200, are indexable and self-canonical.',
      passPartial:
        'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}; {skipped} skipped by the time budget. All checked ones answer 200, are indexable and self-canonical.',
      some: 'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}: {count, plural, one {# ({percent} %) does not belong} other {# ({percent} %) do not belong}} in a sitemap, e.g. {url} ({problem}).',
      somePartial:
        'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}; {skipped} skipped by the time budget. {count, plural, one {# ({percent} %) does not belong} other {# ({percent} %) do not belong}} in a sitemap, e.g. {url} ({problem}).',
      many: 'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}: {count, plural, one {# ({percent} %) does not belong} other {# ({percent} %) do not belong}} in a sitemap, e.g. {url} ({problem}).',
      manyPartial:
        'Checked {checked} of {listed, plural, one {# listed URL} other {# listed URLs}}; {skipped} skipped by the time budget. {count, plural, one {# ({percent} %) does not belong} other {# ({percent} %) do not belong}} in a sitemap, e.g. {url} ({problem}).',
      none: 'The sitemaps read list no URLs, so there is nothing to check.',
      notChecked:
        '{listed, plural, =1 {The one listed URL was not checked} other {None of the # listed URLs was checked}}: the time budget ran out ({skipped, plural, one {# sampled URL} other {# sampled URLs}} skipped).',
      noFacts: 'The sitemap requests did not run or failed, so no sitemap URL was checked.',
    },
    es: {
      title: 'Estado de las URL del sitemap',
      fix: 'Lista solo URL canónicas e indexables que respondan 200 directamente: sustituye las URL redirigidas por su destino y quita las que ya no existen, tienen noindex, se canonicalizan a otra URL o bloquea robots.txt.',
      pass: 'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}}. Todas responden 200, son indexables y autocanónicas.',
      passPartial:
        'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de tiempo). Todas las comprobadas responden 200, son indexables y autocanónicas.',
      some: 'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}}. {count, plural, one {# ({percent} %) no debería} other {# ({percent} %) no deberían}} estar en un sitemap, p. ej. {url} ({problem}).',
      somePartial:
        'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de tiempo). {count, plural, one {# ({percent} %) no debería} other {# ({percent} %) no deberían}} estar en un sitemap, p. ej. {url} ({problem}).',
      many: 'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}}. {count, plural, one {# ({percent} %) no debería} other {# ({percent} %) no deberían}} estar en un sitemap, p. ej. {url} ({problem}).',
      manyPartial:
        'URL comprobadas: {checked} de {listed, plural, one {# listada} other {# listadas}} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de tiempo). {count, plural, one {# ({percent} %) no debería} other {# ({percent} %) no deberían}} estar en un sitemap, p. ej. {url} ({problem}).',
      none: 'Los sitemaps leídos no listan ninguna URL, así que no hay nada que comprobar.',
      notChecked:
        '{listed, plural, =1 {No se comprobó la única URL listada} other {No se comprobó ninguna de las # URL listadas}}: se agotó el tiempo ({skipped, plural, one {# URL de la muestra omitida} other {# URL de la muestra omitidas}}).',
      noFacts:
        'Las peticiones de sitemap no se hicieron o fallaron, así que no se comprobó ninguna URL del sitemap.',
    },
    fr: {
      title: 'État des URL du sitemap',
      fix: 'Ne listez que des URL canoniques et indexables qui répondent 200 directement : remplacez les URL redirigées par leur cible et retirez celles qui n’existent plus, sont en noindex, canonicalisées vers une autre URL ou bloquées par robots.txt.',
      pass: 'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}}. Toutes répondent 200, sont indexables et auto-canoniques.',
      passPartial:
        'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). Toutes celles vérifiées répondent 200, sont indexables et auto-canoniques.',
      some: 'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}}. {count, plural, one {# ({percent} %) n’a pas sa place} other {# ({percent} %) n’ont pas leur place}} dans un sitemap, par ex. {url} ({problem}).',
      somePartial:
        'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). {count, plural, one {# ({percent} %) n’a pas sa place} other {# ({percent} %) n’ont pas leur place}} dans un sitemap, par ex. {url} ({problem}).',
      many: 'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}}. {count, plural, one {# ({percent} %) n’a pas sa place} other {# ({percent} %) n’ont pas leur place}} dans un sitemap, par ex. {url} ({problem}).',
      manyPartial:
        'URL vérifiées : {checked} sur {listed, plural, one {# listée} other {# listées}} ({skipped, plural, one {# ignorée} other {# ignorées}} faute de temps). {count, plural, one {# ({percent} %) n’a pas sa place} other {# ({percent} %) n’ont pas leur place}} dans un sitemap, par ex. {url} ({problem}).',
      none: 'Les sitemaps lus ne listent aucune URL : il n’y a rien à vérifier.',
      notChecked:
        '{listed, plural, =1 {La seule URL listée n’a pas été vérifiée} other {Aucune des # URL listées n’a été vérifiée}} : le temps est écoulé ({skipped, plural, one {# URL de l’échantillon ignorée} other {# URL de l’échantillon ignorées}}).',
      noFacts:
        'Les requêtes de sitemap n’ont pas été faites ou ont échoué : aucune URL du sitemap n’a été vérifiée.',
    },
  },
});
