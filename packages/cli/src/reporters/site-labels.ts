/** Texts of the site section (the crawl) in the CLI's text, HTML and progress output. */
import { CHECKS, type Lang, type StopReason } from '@rankscope/engine';

const EN = {
  site: 'Site',
  siteScore: 'Site score',
  pagesCrawled: '{n} pages crawled in {s} s',
  stop: {
    complete: 'every reachable page was crawled',
    'max-pages': 'the page limit was reached',
    'time-budget': 'the time limit was reached',
    aborted: 'the crawl was stopped',
  } satisfies Record<StopReason, string>,
  statusCodes: 'Status codes',
  failed: 'failed',
  topIssues: 'Issues by pages affected',
  pages: '{n} pages',
  duplicateTitles: 'Duplicate titles',
  duplicateDescriptions: 'Duplicate meta descriptions',
  nearDuplicates: 'Near-duplicate pages',
  similar: '{p}% similar',
  brokenLinks: 'Broken links',
  linkedFrom: 'linked from',
  redirectLinks: 'Links to redirects',
  canonicalChains: 'Canonical chains (a canonical naming a page with another canonical)',
  canonicalLoop: 'loop',
  hops: '{n} hops',
  orphans: 'In a sitemap but not linked (orphans)',
  notInSitemap: 'Not in any sitemap',
  noSitemap: 'The site has no sitemap.',
  perPage: 'Pages',
  worstPages: 'Worst {n} of {total} pages (errors first, then the lowest scores)',
  url: 'URL',
  status: 'Status',
  score: 'Score',
  failedChecks: 'Failed checks',
  none: 'None.',
  richResults: 'Rich results (pages per feature)',
  richFeature: 'Feature',
  richEligible: 'eligible',
  richInvalid: 'invalid',
  richWarnings: 'with warnings',
  richRetired: 'retired',
  richTemplates: 'Templates sharing a rich result problem',
  richTemplate: '{pattern} — {feature}: {problem} ({n} pages)',
};
type Labels = typeof EN;

const ES: Labels = {
  site: 'Sitio',
  siteScore: 'Puntuación del sitio',
  pagesCrawled: '{n} páginas rastreadas en {s} s',
  stop: {
    complete: 'se rastrearon todas las páginas accesibles',
    'max-pages': 'se alcanzó el límite de páginas',
    'time-budget': 'se alcanzó el límite de tiempo',
    aborted: 'el rastreo se detuvo',
  },
  statusCodes: 'Códigos de estado',
  failed: 'fallidas',
  topIssues: 'Problemas por páginas afectadas',
  pages: '{n} páginas',
  duplicateTitles: 'Títulos duplicados',
  duplicateDescriptions: 'Meta descripciones duplicadas',
  nearDuplicates: 'Páginas casi duplicadas',
  similar: '{p} % similares',
  brokenLinks: 'Enlaces rotos',
  linkedFrom: 'enlazado desde',
  redirectLinks: 'Enlaces a redirecciones',
  canonicalChains: 'Cadenas de canónicas (una canónica que apunta a una página con otra canónica)',
  canonicalLoop: 'bucle',
  hops: '{n} saltos',
  orphans: 'En un sitemap pero sin enlaces (huérfanas)',
  notInSitemap: 'Fuera de todo sitemap',
  noSitemap: 'El sitio no tiene sitemap.',
  perPage: 'Páginas',
  worstPages: 'Las {n} peores de {total} páginas (primero los errores, luego las puntuaciones más bajas)',
  url: 'URL',
  status: 'Estado',
  score: 'Puntuación',
  failedChecks: 'Comprobaciones fallidas',
  none: 'Ninguno.',
  richResults: 'Resultados enriquecidos (páginas por función)',
  richFeature: 'Función',
  richEligible: 'aptas',
  richInvalid: 'no válidas',
  richWarnings: 'con avisos',
  richRetired: 'retiradas',
  richTemplates: 'Plantillas que comparten un problema de resultados enriquecidos',
  richTemplate: '{pattern} — {feature}: {problem} ({n} páginas)',
};

const FR: Labels = {
  site: 'Site',
  siteScore: 'Score du site',
  pagesCrawled: '{n} pages explorées en {s} s',
  stop: {
    complete: 'toutes les pages accessibles ont été explorées',
    'max-pages': 'la limite de pages a été atteinte',
    'time-budget': 'la limite de temps a été atteinte',
    aborted: "l'exploration a été interrompue",
  },
  statusCodes: "Codes d'état",
  failed: 'échecs',
  topIssues: 'Problèmes par pages concernées',
  pages: '{n} pages',
  duplicateTitles: 'Titres en double',
  duplicateDescriptions: 'Méta-descriptions en double',
  nearDuplicates: 'Pages quasi identiques',
  similar: 'similaires à {p} %',
  brokenLinks: 'Liens cassés',
  linkedFrom: 'lié depuis',
  redirectLinks: 'Liens vers des redirections',
  canonicalChains: 'Chaînes de canoniques (une canonique qui désigne une page ayant une autre canonique)',
  canonicalLoop: 'boucle',
  hops: '{n} sauts',
  orphans: 'Dans un sitemap mais sans lien (orphelines)',
  notInSitemap: 'Absentes de tout sitemap',
  noSitemap: "Le site n'a pas de sitemap.",
  perPage: 'Pages',
  worstPages: 'Les {n} pires pages sur {total} (les erreurs d’abord, puis les scores les plus bas)',
  url: 'URL',
  status: 'État',
  score: 'Score',
  failedChecks: 'Vérifications échouées',
  none: 'Aucun.',
  richResults: 'Résultats enrichis (pages par fonctionnalité)',
  richFeature: 'Fonctionnalité',
  richEligible: 'éligibles',
  richInvalid: 'non valides',
  richWarnings: 'avec avertissements',
  richRetired: 'retirées',
  richTemplates: 'Modèles partageant un problème de résultats enrichis',
  richTemplate: '{pattern} — {feature} : {problem} ({n} pages)',
};

const ALL: Record<Lang, Labels> = { en: EN, es: ES, fr: FR };

type Key = Exclude<keyof Labels, 'stop'>;

/** A site-section label in the report's language, `{name}` placeholders filled in. */
export function siteLabel(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  return ALL[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function stopLabel(lang: Lang, reason: StopReason): string {
  return ALL[lang].stop[reason] ?? reason;
}

/** A check's title in the report language, e.g. "Broken internal links" for internal-broken-links. */
export function checkTitle(id: string, lang: Lang): string {
  return CHECKS.find((c) => c.id === id)?.strings[lang].title ?? id;
}
