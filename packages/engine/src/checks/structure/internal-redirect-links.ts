import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { linkItem, redirectHops } from '../responses.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'internal-redirect-links',
  needs: ['site', 'anchors'],
  reads: ['crawl'],
  run(page) {
    // With a crawl, every internal link to a redirect across the site counts, with the pages linking to it.
    const crawl = page.crawl;
    const siteRedirects = crawl?.redirectLinks ?? [];
    if (crawl && siteRedirects[0]) {
      const worst = siteRedirects.reduce((a, b) => (b.hops > a.hops ? b : a));
      const items = siteRedirects.map((r) => ({
        value: r.url,
        ...noted('hopsLinkedFrom', {
          hops: r.hops,
          pages: `${r.linkedFrom.slice(0, 3).join(', ')}${r.linkedFrom.length > 3 ? ` (+${r.linkedFrom.length - 3})` : ''}`,
        }),
      }));
      const values = {
        count: siteRedirects.length,
        pages: crawl.pages.length,
        url: worst.url,
        hops: worst.hops,
      };
      if (worst.hops >= 3) return fail('chainSite', values, { items, value: siteRedirects.length });
      return warn('redirectsSite', values, { items, value: siteRedirects.length });
    }
    const links = page.site?.links;
    if (!links) return notApplicable('notChecked');
    if (links.internalTotal === 0) return notApplicable('none');
    const counts = { checked: links.internal.length, total: links.internalTotal };
    const redirected = links.internal.filter((l) => redirectHops(l) > 0);
    const first = redirected[0];
    if (!first) return pass('pass', counts, { value: 0 });
    const items = redirected.map(linkItem);
    const long = redirected.filter((l) => redirectHops(l) >= 3);
    const values = { ...counts, count: redirected.length, url: first.url, target: first.finalUrl };
    if (long[0]) {
      return fail(
        'chain',
        { ...values, url: long[0].url, hops: redirectHops(long[0]) },
        { items, value: redirected.length },
      );
    }
    return warn('redirects', values, { items, value: redirected.length });
  },
  strings: {
    en: {
      title: 'Internal links to redirects',
      fix: 'Point each listed link straight at the final URL it redirects to, so visitors and crawlers skip the extra round trip.',
      pass: '{checked, plural, =1 {The one checked link to this site ({total} in all) does not redirect.} other {None of the # checked links to this site ({total} in all) redirects.}}',
      redirects:
        '{count} of {checked, plural, one {# link} other {# links}} to this site {count, plural, one {redirects} other {redirect}}, e.g. {url} → {target}.',
      chain:
        '{count} of {checked, plural, one {# link} other {# links}} to this site {count, plural, one {redirects} other {redirect}}; {url} goes through {hops} redirects.',
      none: 'The page has no links to its own site.',
      notChecked: 'The page’s links were not checked in this audit.',
      redirectsSite:
        '{count, plural, one {# internal link target} other {# internal link targets}} across {pages, plural, =1 {the one crawled page} other {the # crawled pages}} {count, plural, one {redirects} other {redirect}}, e.g. {url} ({hops, plural, one {# hop} other {# hops}}).',
      chainSite:
        '{count, plural, one {# internal link target} other {# internal link targets}} across {pages, plural, =1 {the one crawled page} other {the # crawled pages}} {count, plural, one {redirects} other {redirect}}; {url} goes through {hops} hops.',
    },
    es: {
      title: 'Enlaces internos a redirecciones',
      fix: 'Haz que cada enlace de la lista apunte directamente a la URL final a la que redirige, para que visitantes y rastreadores se ahorren el viaje extra.',
      pass: '{checked, plural, =1 {El único enlace a este sitio comprobado ({total} en total) no redirige.} other {Ninguno de los # enlaces a este sitio comprobados ({total} en total) redirige.}}',
      redirects:
        '{count} de {checked, plural, one {# enlace} other {# enlaces}} a este sitio {count, plural, one {redirige} other {redirigen}}, p. ej. {url} → {target}.',
      chain:
        '{count} de {checked, plural, one {# enlace} other {# enlaces}} a este sitio {count, plural, one {redirige} other {redirigen}}; {url} pasa por {hops} redirecciones.',
      none: 'La página no tiene enlaces a su propio sitio.',
      notChecked: 'Los enlaces de la página no se comprobaron en esta auditoría.',
      redirectsSite:
        '{count, plural, one {# destino de enlaces internos} other {# destinos de enlaces internos}} en {pages, plural, =1 {la única página rastreada} other {las # páginas rastreadas}} {count, plural, one {redirige} other {redirigen}}, p. ej. {url} ({hops, plural, one {# salto} other {# saltos}}).',
      chainSite:
        '{count, plural, one {# destino de enlaces internos} other {# destinos de enlaces internos}} en {pages, plural, =1 {la única página rastreada} other {las # páginas rastreadas}} {count, plural, one {redirige} other {redirigen}}; {url} pasa por {hops} saltos.',
    },
    fr: {
      title: 'Liens internes vers des redirections',
      fix: 'Faites pointer chaque lien listé directement vers l’URL finale de sa redirection, pour épargner l’aller-retour aux visiteurs et aux robots.',
      pass: '{checked, plural, =1 {Le seul lien vérifié vers ce site ({total} au total) ne redirige pas.} other {Aucun des # liens vérifiés vers ce site ({total} au total) ne redirige.}}',
      redirects:
        '{count, plural, one {# lien} other {# liens}} sur {checked} vers ce site {count, plural, one {redirige} other {redirigent}}, par ex. {url} → {target}.',
      chain:
        '{count, plural, one {# lien} other {# liens}} sur {checked} vers ce site {count, plural, one {redirige} other {redirigent}} ; {url} passe par {hops} redirections.',
      none: 'La page n’a aucun lien vers son propre site.',
      notChecked: 'Les liens de la page n’ont pas été vérifiés dans cet audit.',
      redirectsSite:
        '{count, plural, one {# cible de liens internes} other {# cibles de liens internes}} sur {pages, plural, =1 {la seule page explorée} other {les # pages explorées}} {count, plural, one {redirige} other {redirigent}}, par ex. {url} ({hops, plural, one {# saut} other {# sauts}}).',
      chainSite:
        '{count, plural, one {# cible de liens internes} other {# cibles de liens internes}} sur {pages, plural, =1 {la seule page explorée} other {les # pages explorées}} {count, plural, one {redirige} other {redirigent}} ; {url} passe par {hops} sauts.',
    },
  },
});
