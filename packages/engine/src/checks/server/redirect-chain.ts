import { defineCheck, fail, pass, warn, type CheckItem } from '../types.js';
import { pageRefresh } from './_refresh.js';
import { hopItem } from './_variants.js';
import { redirectChainFix } from '../../fix/redirect-rules.js';

const withoutHash = (url: string): string => url.replace(/#.*$/, '');

export default defineCheck({
  id: 'redirect-chain',
  needs: ['fetch', 'metas', 'doc', 'url'],
  run(page) {
    const { redirects, requestedUrl, finalUrl } = page.fetch;
    const items: CheckItem[] = redirects.map((h) => hopItem(h));
    // An immediate refresh is one more hop before the visitor sees content; a delayed one is a page
    // that is shown first (meta-refresh judges both).
    const refresh = pageRefresh(page);
    const instant = refresh !== null && refresh.delay === 0 ? refresh : null;
    if (instant) items.push({ value: instant.source, note: `→ ${instant.target}`, line: instant.line });

    // The fetcher ends HTTP loops and chains over 10 hops as errors; a refresh back into the chain is a loop too.
    const visited = [requestedUrl, ...redirects.map((h) => h.url), finalUrl].map(withoutHash);
    if (instant && visited.includes(instant.target)) {
      const key = instant.self ? 'reload' : 'loop';
      return fail(key, { url: finalUrl, target: instant.target }, { items, value: redirects.length + 1 });
    }
    const count = redirects.length + (instant ? 1 : 0);
    const values = { count, from: requestedUrl, to: instant?.target ?? finalUrl };
    const extra = { items, value: count };
    if (count === 0) return pass('none', { url: finalUrl }, extra);
    if (count === 1) return pass('one', values, extra);
    if (count === 2) return warn('two', values, extra);
    return fail('long', values, extra);
  },
  strings: {
    en: {
      title: 'Redirect chain',
      fix: 'Make every old URL redirect straight to the final one with a single 301 (or 308), replace meta refresh redirects with server-side ones, and update internal links, canonicals and sitemaps to the final URL.',
      none: '{url} answered directly, without redirects.',
      one: '{from} reaches {to} in one redirect.',
      two: '{from} reaches {to} through {count} redirects; each hop costs a round trip.',
      long: '{from} reaches {to} through {count} redirects: every hop adds latency, and crawlers give up on long chains.',
      loop: 'The page {url} refreshes immediately to {target}, which redirects back to it: a redirect loop.',
      reload: 'The page {url} refreshes to itself ({target}) immediately and endlessly: a redirect loop.',
    },
    es: {
      title: 'Cadena de redirecciones',
      fix: 'Haz que cada URL antigua redirija directamente a la final con un único 301 (o 308), sustituye las redirecciones por meta refresh por redirecciones en el servidor y actualiza los enlaces internos, las canónicas y los sitemaps a la URL final.',
      none: '{url} respondió directamente, sin redirecciones.',
      one: '{from} llega a {to} con una redirección.',
      two: '{from} llega a {to} tras {count} redirecciones; cada salto cuesta un viaje de ida y vuelta.',
      long: '{from} llega a {to} tras {count} redirecciones: cada salto añade latencia y los rastreadores abandonan las cadenas largas.',
      loop: 'La página {url} se refresca de inmediato hacia {target}, que redirige de vuelta a ella: un bucle de redirecciones.',
      reload:
        'La página {url} se refresca a sí misma ({target}) de inmediato y sin fin: un bucle de redirecciones.',
    },
    fr: {
      title: 'Chaîne de redirections',
      fix: 'Faites rediriger chaque ancienne URL directement vers l’URL finale avec une seule 301 (ou 308), remplacez les redirections par meta refresh par des redirections côté serveur et mettez à jour liens internes, canoniques et sitemaps vers l’URL finale.',
      none: '{url} a répondu directement, sans redirection.',
      one: '{from} mène à {to} en une redirection.',
      two: '{from} mène à {to} en {count} redirections ; chaque saut coûte un aller-retour.',
      long: '{from} mène à {to} en {count} redirections : chaque saut ajoute de la latence et les robots abandonnent les longues chaînes.',
      loop: 'La page {url} se rafraîchit immédiatement vers {target}, qui redirige vers elle : une boucle de redirections.',
      reload:
        'La page {url} se rafraîchit vers elle-même ({target}) immédiatement et sans fin : une boucle de redirections.',
    },
  },
  fix: redirectChainFix,
});
