import { headerValues, metasBy } from '../../artifact.js';
import { defineCheck, fail, pass, warn, type CheckItem } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { metaRefreshFix } from '../../fix/page-markup.js';

interface Refresh {
  delay: number;
  /** Absolute target; the page's own URL when the value names none. */
  target: string;
}

const WHITESPACE = /^[\t\n\f\r ]*/;

/**
 * The HTML spec's "shared declarative refresh steps": "5; url='/x'", "0;URL=/x", "3,/x", "10".
 * Returns null where browsers ignore the value (no leading number, junk after it, unparsable URL).
 */
function parseRefresh(input: string, base: string, self: string): Refresh | null {
  let rest = input.replace(WHITESPACE, '');
  const digits = /^\d*/.exec(rest)?.[0] ?? '';
  if (digits === '' && !rest.startsWith('.')) return null;
  const delay = digits === '' ? 0 : Number(digits);
  // Fractions are allowed and dropped: "1.5" waits 1 second.
  rest = rest.replace(/^[\d.]*/, '');
  if (rest === '') return { delay, target: self };
  if (!/^[;,\t\n\f\r ]/.test(rest)) return null;
  rest = rest.replace(WHITESPACE, '').replace(/^[;,]/, '').replace(WHITESPACE, '');
  if (rest === '') return { delay, target: self };

  let url = rest;
  const prefix = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i.exec(rest);
  // Without "url=", a value starting with "u" is taken whole ("uk/page"); otherwise quotes are stripped.
  if (prefix !== null || !/^u/i.test(rest)) {
    const after = rest.slice(prefix?.[0].length ?? 0);
    const quote = after.startsWith('"') || after.startsWith("'") ? after.charAt(0) : '';
    url = after.slice(quote.length);
    if (quote !== '' && url.includes(quote)) url = url.slice(0, url.indexOf(quote));
  }
  try {
    return { delay, target: new URL(url, base).href };
  } catch {
    return null;
  }
}

const withoutHash = (url: string): string => url.replace(/#.*$/, '');

export default defineCheck({
  id: 'meta-refresh',
  needs: ['metas', 'fetch', 'doc', 'url'],
  run(page) {
    // The HTTP Refresh header works like the tag and is processed first.
    const sources = [
      ...headerValues(page, 'refresh').map((content) => ({
        content,
        source: `Refresh: ${content}`,
        line: null,
      })),
      ...metasBy(page, 'http-equiv', 'refresh').map((m) => {
        const content = m.attrs.content ?? '';
        return {
          content,
          source: `<meta http-equiv="${m.attrs['http-equiv'] ?? ''}" content="${content}">`,
          line: m.line,
        };
      }),
    ];
    if (sources.length === 0) return pass('absent');
    const parsed = sources.map((s) => ({
      ...s,
      refresh: parseRefresh(s.content, page.doc.baseUrl, page.url.href),
    }));
    const items: CheckItem[] = parsed.map((p) => ({
      value: p.source,
      ...(p.refresh === null
        ? noted('refreshIgnored')
        : noted('refreshAfter', { delay: p.refresh.delay, target: p.refresh.target })),
      line: p.line,
    }));

    // Only the first valid refresh takes effect.
    const effective = parsed.find((p) => p.refresh !== null);
    if (effective?.refresh == null) return pass('ignored', { source: parsed[0]?.source ?? '' }, { items });
    const { delay, target } = effective.refresh;
    const values = { delay, target, source: effective.source };
    const extra = { items, value: delay };
    if (withoutHash(target) === withoutHash(page.url.href)) {
      return fail(delay === 0 ? 'reloadLoop' : 'selfReload', values, extra);
    }
    return delay === 0 ? warn('instant', values, extra) : fail('timed', values, extra);
  },
  strings: {
    en: {
      title: 'Meta refresh',
      fix: 'Replace the refresh with a server-side 301 (or 308) redirect to the final URL; for changing content, update it with JavaScript instead of reloading the page.',
      absent: 'The page has no meta refresh.',
      ignored: 'The refresh {source} is malformed, so browsers ignore it.',
      instant:
        'The page redirects immediately to {target} with {source}; a server-side 301 redirect is clearer for search engines.',
      timed:
        'The page redirects to {target} after {delay, plural, one {# second} other {# seconds}} ({source}), which search engines treat as a temporary redirect and users cannot stop.',
      selfReload:
        'The page reloads itself {delay, plural, =1 {every second} other {every # seconds}} ({source}), which interrupts screen-reader users and anyone still reading.',
      reloadLoop: 'The page reloads itself immediately and endlessly ({source}).',
    },
    es: {
      title: 'Meta refresh',
      fix: 'Sustituye el refresh por una redirección 301 (o 308) en el servidor hacia la URL final; si el contenido cambia, actualízalo con JavaScript en lugar de recargar la página.',
      absent: 'La página no tiene meta refresh.',
      ignored: 'El refresh {source} está mal formado, así que los navegadores lo ignoran.',
      instant:
        'La página redirige de inmediato a {target} con {source}; una redirección 301 en el servidor es más clara para los buscadores.',
      timed:
        'La página redirige a {target} tras {delay, plural, one {# segundo} other {# segundos}} ({source}), lo que los buscadores tratan como una redirección temporal y el usuario no puede detener.',
      selfReload:
        'La página se recarga sola {delay, plural, =1 {cada segundo} other {cada # segundos}} ({source}), lo que interrumpe a los lectores de pantalla y a quien está leyendo.',
      reloadLoop: 'La página se recarga sola de inmediato y sin fin ({source}).',
    },
    fr: {
      title: 'Meta refresh',
      fix: 'Remplacez le refresh par une redirection 301 (ou 308) côté serveur vers l’URL finale ; pour un contenu qui change, mettez-le à jour en JavaScript plutôt que de recharger la page.',
      absent: 'La page n’a pas de meta refresh.',
      ignored: 'Le refresh {source} est mal formé : les navigateurs l’ignorent.',
      instant:
        'La page redirige immédiatement vers {target} avec {source} ; une redirection 301 côté serveur est plus claire pour les moteurs de recherche.',
      timed:
        'La page redirige vers {target} après {delay, plural, one {# seconde} other {# secondes}} ({source}), ce que les moteurs de recherche traitent comme une redirection temporaire et que l’utilisateur ne peut pas arrêter.',
      selfReload:
        'La page se recharge toute seule {delay, plural, =1 {chaque seconde} other {toutes les # secondes}} ({source}), ce qui interrompt les lecteurs d’écran et la lecture.',
      reloadLoop: 'La page se recharge toute seule immédiatement et sans fin ({source}).',
    },
  },
  fix: metaRefreshFix,
});
