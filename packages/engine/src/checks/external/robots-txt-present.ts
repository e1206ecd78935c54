import { fail, notApplicable, pass, warn, defineCheck } from '../types.js';
import { hopItems, kib, NA_STRINGS, robotsTxtFacts, statusFact } from './_robots-txt.js';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

export default defineCheck({
  id: 'robots-txt-present',
  needs: ['site'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const f = got.facts;
    const r = f.fetch;
    const url = f.url;
    const items = hopItems(r);
    const value = r.status;
    if (f.policy === 'unknown') {
      if (r.error === 'TOO_LARGE')
        return warn('tooLarge', { url }, { items: [{ value: url, note: 'TOO_LARGE' }], value });
      return notApplicable('notChecked', { url, error: r.errorMessage ?? r.error ?? '' });
    }
    if (f.policy === 'disallow-all') {
      const fact = statusFact(r);
      items.push({ value: r.finalUrl, note: fact });
      // Google reads 429 like a 5xx: the site is treated as fully disallowed while it lasts.
      if (r.status !== null) return fail('serverError', { url, status: r.status }, { items, value });
      return fail('unreachable', { url, error: fact }, { items, value });
    }
    const crossHost = r.redirects.length > 0 && hostOf(r.finalUrl) !== hostOf(url);
    if (f.policy === 'allow-all') {
      if (r.status === null)
        return warn('redirectLoop', { url, error: r.errorMessage ?? r.error ?? '' }, { items, value });
      items.push({ value: r.finalUrl, note: String(r.status) });
      if (r.status === 404 || r.status === 410)
        return warn('missing', { url, status: r.status }, { items, value });
      return warn('clientError', { url, status: r.status }, { items, value });
    }
    const status = r.status ?? 0;
    if (crossHost) return warn('crossHost', { url, finalUrl: r.finalUrl, status }, { items, value });
    if (status !== 200)
      return warn('status', { url, status }, { items: [{ value: url, note: String(status) }], value });
    const type = (r.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== 'text/plain') {
      const shown = r.contentType ?? '(none)';
      return warn(
        'contentType',
        { url, type: shown },
        { items: [{ value: url, note: `Content-Type: ${shown}` }], value },
      );
    }
    const size = kib(r.bytes);
    if (r.redirects.length > 0) return pass('passRedirected', { url, finalUrl: r.finalUrl, size }, { value });
    return pass('pass', { url, size }, { value });
  },
  strings: {
    en: {
      title: 'robots.txt available',
      fix: 'Serve /robots.txt at the root of the host with status 200 and Content-Type text/plain, directly from the same host (no redirect elsewhere), and keep it answering even when the site is under load.',
      pass: '{url} answers 200 with text/plain ({size} KiB).',
      passRedirected:
        '{url} redirects within the host to {finalUrl}, which answers 200 with text/plain ({size} KiB).',
      missing:
        '{url} answers {status}: crawlers treat that as "no robots.txt" and may crawl everything, with no control.',
      clientError:
        '{url} answers {status}: crawlers treat a 4xx as "no robots.txt" and may crawl everything.',
      redirectLoop: '{url} could not be followed ({error}): Google then treats the file as missing.',
      crossHost:
        '{url} redirects to another host, {finalUrl} ({status}): some crawlers do not follow it, and the file is managed elsewhere.',
      status: '{url} answers {status} instead of 200.',
      contentType: '{url} answers 200 but with Content-Type {type} instead of text/plain.',
      tooLarge: '{url} answered with a body over 4 MiB, which was not read.',
      serverError:
        '{url} answers {status}: while it does, Google treats the whole site as disallowed and stops crawling it.',
      unreachable:
        '{url} could not be fetched ({error}): while it fails, Google treats the whole site as disallowed.',
      notChecked: '{url} was not requested ({error}).',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'robots.txt disponible',
      fix: 'Sirve /robots.txt en la raíz del host con estado 200 y Content-Type text/plain, directamente desde el mismo host (sin redirigir a otro), y mantenlo respondiendo aunque el sitio esté cargado.',
      pass: '{url} responde 200 con text/plain ({size} KiB).',
      passRedirected:
        '{url} redirige dentro del host a {finalUrl}, que responde 200 con text/plain ({size} KiB).',
      missing:
        '{url} responde {status}: los rastreadores lo interpretan como «sin robots.txt» y pueden rastrearlo todo, sin control.',
      clientError:
        '{url} responde {status}: los rastreadores interpretan un 4xx como «sin robots.txt» y pueden rastrearlo todo.',
      redirectLoop: 'No se pudo seguir {url} ({error}): Google trata entonces el archivo como inexistente.',
      crossHost:
        '{url} redirige a otro host, {finalUrl} ({status}): algunos rastreadores no lo siguen y el archivo se gestiona en otro lugar.',
      status: '{url} responde {status} en lugar de 200.',
      contentType: '{url} responde 200 pero con Content-Type {type} en lugar de text/plain.',
      tooLarge: '{url} respondió con un cuerpo de más de 4 MiB, que no se leyó.',
      serverError:
        '{url} responde {status}: mientras sea así, Google trata todo el sitio como bloqueado y deja de rastrearlo.',
      unreachable:
        'No se pudo obtener {url} ({error}): mientras falle, Google trata todo el sitio como bloqueado.',
      notChecked: '{url} no se solicitó ({error}).',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'robots.txt disponible',
      fix: 'Servez /robots.txt à la racine de l’hôte avec le statut 200 et le Content-Type text/plain, directement depuis le même hôte (sans redirection ailleurs), et gardez-le disponible même quand le site est chargé.',
      pass: '{url} répond 200 en text/plain ({size} Kio).',
      passRedirected:
        '{url} redirige sur le même hôte vers {finalUrl}, qui répond 200 en text/plain ({size} Kio).',
      missing:
        '{url} répond {status} : les robots le traitent comme « pas de robots.txt » et peuvent tout explorer, sans contrôle.',
      clientError:
        '{url} répond {status} : les robots traitent un 4xx comme « pas de robots.txt » et peuvent tout explorer.',
      redirectLoop: '{url} n’a pas pu être suivi ({error}) : Google traite alors le fichier comme absent.',
      crossHost:
        '{url} redirige vers un autre hôte, {finalUrl} ({status}) : certains robots ne suivent pas, et le fichier est géré ailleurs.',
      status: '{url} répond {status} au lieu de 200.',
      contentType: '{url} répond 200 mais avec le Content-Type {type} au lieu de text/plain.',
      tooLarge: '{url} a répondu avec un corps de plus de 4 Mio, qui n’a pas été lu.',
      serverError:
        '{url} répond {status} : tant que c’est le cas, Google considère tout le site comme bloqué et cesse de l’explorer.',
      unreachable:
        '{url} n’a pas pu être récupéré ({error}) : tant qu’il échoue, Google considère tout le site comme bloqué.',
      notChecked: '{url} n’a pas été demandé ({error}).',
      ...NA_STRINGS.fr,
    },
  },
});
