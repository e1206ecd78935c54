import type { RedirectHop } from '../../fetch/types.js';
import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { pageRefresh } from './_refresh.js';
import { hopItem, isPermanent, isSkipped, variantsOf } from './_variants.js';

export default defineCheck({
  id: 'redirect-permanent',
  needs: ['fetch', 'metas', 'doc', 'url', 'site'],
  run(page) {
    const variants = variantsOf(page);
    const url = page.fetch.finalUrl;
    if (!variants) return notApplicable('noFacts', { url });
    // The normalising redirects: the audited URL's own, then its http, www and slash variants'. The
    // not-found probe is left out: sending a missing URL elsewhere is custom-404's subject.
    const sources: [string, RedirectHop[]][] = [['audited URL', page.fetch.redirects]];
    const unchecked = [variants.http, variants.www, variants.trailingSlash].filter((v) => v && isSkipped(v));
    if (variants.http) sources.push(['http variant', variants.http.redirects]);
    if (variants.www) sources.push(['www variant', variants.www.redirects]);
    if (variants.trailingSlash) sources.push(['trailing-slash variant', variants.trailingSlash.redirects]);
    // A variant that reaches the page continues along the page's own hops: count each hop once.
    const seen = new Set<string>();
    const hops: { hop: RedirectHop; where: string }[] = [];
    for (const [where, list] of sources) {
      for (const hop of list) {
        const key = `${hop.url} ${hop.status}`;
        if (!seen.has(key)) hops.push({ hop, where });
        seen.add(key);
      }
    }
    const temporary = hops.filter((h) => !isPermanent(h.hop.status));
    const items: CheckItem[] = temporary.map((h) => hopItem(h.hop, h.where));
    const refresh = pageRefresh(page);
    if (refresh && !refresh.self) {
      items.push({ value: refresh.source, note: `meta refresh → ${refresh.target}`, line: refresh.line });
    }
    const counts = { count: hops.length, skipped: unchecked.length };
    const suffix = unchecked.length > 0 ? 'Partial' : '';
    const [first] = temporary;
    if (first) {
      const values = { ...counts, temporary: temporary.length, url: first.hop.url, status: first.hop.status };
      return warn(`temporary${suffix}`, values, { items, value: temporary.length });
    }
    if (refresh && !refresh.self) {
      const values = { ...counts, url, target: refresh.target };
      return warn(`refresh${suffix}`, values, { items, value: 1 });
    }
    if (hops.length === 0) return notApplicable(`none${suffix}`, { ...counts, url });
    return pass(`pass${suffix}`, counts, { value: 0 });
  },
  strings: {
    en: {
      title: 'Permanent redirects',
      fix: 'Use 301 (or 308) for every redirect that normalises the protocol, host or path, and replace meta refresh redirects with a server-side 301.',
      pass: '{count, plural, =1 {The one redirect seen on the audited URL and its http, www and trailing-slash variants is permanent (301/308).} other {All # redirects seen on the audited URL and its http, www and trailing-slash variants are permanent (301/308).}}',
      passPartial:
        '{count, plural, =1 {The one redirect seen is permanent} other {All # redirects seen are permanent}} (301/308); {skipped, plural, one {# variant was} other {# variants were}} not checked within the time budget.',
      temporary:
        '{temporary, plural, one {# of {count} redirects is temporary} other {# of {count} redirects are temporary}}, e.g. {url} answers {status}: search engines keep the old URL indexed longer.',
      temporaryPartial:
        '{temporary, plural, one {# of {count} redirects is temporary} other {# of {count} redirects are temporary}}, e.g. {url} answers {status}; {skipped, plural, one {# variant was} other {# variants were}} not checked within the time budget.',
      refresh:
        '{url} moves visitors to {target} with a refresh instead of a permanent redirect ({count, plural, one {# HTTP redirect seen, permanent} other {# HTTP redirects seen, all permanent}}).',
      refreshPartial:
        '{url} moves visitors to {target} with a refresh instead of a permanent redirect; {skipped, plural, one {# variant was} other {# variants were}} not checked within the time budget.',
      none: 'No redirects were seen for {url} or its http, www and trailing-slash variants.',
      nonePartial:
        'No redirects were seen for {url}; {skipped, plural, one {# variant was} other {# variants were}} not checked within the time budget.',
      noFacts: 'The redirects of the URL variants of {url} were not checked: the site requests did not run.',
    },
    es: {
      title: 'Redirecciones permanentes',
      fix: 'Usa 301 (o 308) en todas las redirecciones que normalizan el protocolo, el host o la ruta, y sustituye las redirecciones por meta refresh por un 301 en el servidor.',
      pass: '{count, plural, =1 {La única redirección vista en la URL auditada y en sus variantes http, www y con/sin barra final es permanente (301/308).} other {Las # redirecciones vistas en la URL auditada y en sus variantes http, www y con/sin barra final son permanentes (301/308).}}',
      passPartial:
        '{count, plural, =1 {La única redirección vista es permanente} other {Las # redirecciones vistas son permanentes}} (301/308); {skipped, plural, one {# variante no se comprobó} other {# variantes no se comprobaron}} por el límite de tiempo.',
      temporary:
        '{temporary, plural, one {# de {count} redirecciones es temporal} other {# de {count} redirecciones son temporales}}, p. ej. {url} responde {status}: los buscadores mantienen la URL antigua indexada más tiempo.',
      temporaryPartial:
        '{temporary, plural, one {# de {count} redirecciones es temporal} other {# de {count} redirecciones son temporales}}, p. ej. {url} responde {status}; {skipped, plural, one {# variante no se comprobó} other {# variantes no se comprobaron}} por el límite de tiempo.',
      refresh:
        '{url} envía a los visitantes a {target} con un refresh en lugar de una redirección permanente ({count, plural, one {# redirección HTTP vista, permanente} other {# redirecciones HTTP vistas, todas permanentes}}).',
      refreshPartial:
        '{url} envía a los visitantes a {target} con un refresh en lugar de una redirección permanente; {skipped, plural, one {# variante no se comprobó} other {# variantes no se comprobaron}} por el límite de tiempo.',
      none: 'No se vio ninguna redirección en {url} ni en sus variantes http, www y con/sin barra final.',
      nonePartial:
        'No se vio ninguna redirección en {url}; {skipped, plural, one {# variante no se comprobó} other {# variantes no se comprobaron}} por el límite de tiempo.',
      noFacts:
        'No se comprobaron las redirecciones de las variantes de {url}: no se hicieron las peticiones del sitio.',
    },
    fr: {
      title: 'Redirections permanentes',
      fix: 'Utilisez une 301 (ou 308) pour chaque redirection qui normalise le protocole, l’hôte ou le chemin, et remplacez les redirections par meta refresh par une 301 côté serveur.',
      pass: '{count, plural, =1 {La seule redirection vue sur l’URL auditée et ses variantes http, www et avec/sans barre finale est permanente (301/308).} other {Les # redirections vues sur l’URL auditée et ses variantes http, www et avec/sans barre finale sont permanentes (301/308).}}',
      passPartial:
        '{count, plural, =1 {La seule redirection vue est permanente} other {Les # redirections vues sont permanentes}} (301/308) ; {skipped, plural, one {# variante non vérifiée} other {# variantes non vérifiées}} faute de temps.',
      temporary:
        '{temporary, plural, one {# redirection sur {count} est temporaire} other {# redirections sur {count} sont temporaires}}, par ex. {url} répond {status} : les moteurs gardent plus longtemps l’ancienne URL dans l’index.',
      temporaryPartial:
        '{temporary, plural, one {# redirection sur {count} est temporaire} other {# redirections sur {count} sont temporaires}}, par ex. {url} répond {status} ; {skipped, plural, one {# variante non vérifiée} other {# variantes non vérifiées}} faute de temps.',
      refresh:
        '{url} envoie les visiteurs vers {target} par un refresh au lieu d’une redirection permanente ({count, plural, one {# redirection HTTP vue, permanente} other {# redirections HTTP vues, toutes permanentes}}).',
      refreshPartial:
        '{url} envoie les visiteurs vers {target} par un refresh au lieu d’une redirection permanente ; {skipped, plural, one {# variante non vérifiée} other {# variantes non vérifiées}} faute de temps.',
      none: 'Aucune redirection vue sur {url} ni sur ses variantes http, www et avec/sans barre finale.',
      nonePartial:
        'Aucune redirection vue sur {url} ; {skipped, plural, one {# variante non vérifiée} other {# variantes non vérifiées}} faute de temps.',
      noFacts:
        'Les redirections des variantes de {url} n’ont pas été vérifiées : les requêtes du site n’ont pas été faites.',
    },
  },
});
