import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  answerFact,
  errorOf,
  isPermanent,
  isSkipped,
  isSuccess,
  variantItems,
  variantsOf,
} from './_variants.js';
import { serverConfigFix } from '../../fix/server-config.js';

export default defineCheck({
  id: 'http-to-https',
  needs: ['fetch', 'url', 'site'],
  run(page) {
    const variants = variantsOf(page);
    const target = page.fetch.finalUrl;
    if (!variants) return notApplicable('noFacts', { url: target });
    const v = variants.http;
    // A page served over http has no https version to redirect to: the https check reports that.
    if (page.url.protocol !== 'https:' || v === null) return notApplicable('notHttps', { url: target });
    const url = v.url;
    if (isSkipped(v)) return notApplicable('skipped', { url });

    const extra = { items: variantItems(v), value: v.firstStatus };
    const [first] = v.redirects;
    if (first === undefined) {
      // Port 80 closed or filtered: no duplicate, but old http:// links end on an error.
      if (v.status === null) return warn('noAnswer', { url, target, error: errorOf(v) }, extra);
      if (isSuccess(v.status)) return fail('serves', { url, target, status: v.status }, extra);
      return warn('status', { url, target, status: v.status }, extra);
    }
    const values = { url, target, status: first.status, count: v.redirects.length, chain: answerFact(v) };
    if (v.status === null) return fail('broken', { ...values, error: errorOf(v) }, extra);
    if (!v.samePathOnHttps) {
      const final = new URL(v.finalUrl);
      // The same path on another https host keeps the page reachable; moving it elsewhere (home) loses it.
      const samePath =
        final.protocol === 'https:' && final.pathname + final.search === page.url.pathname + page.url.search;
      const key = samePath && isSuccess(v.status) ? 'otherHost' : 'elsewhere';
      return (key === 'otherHost' ? warn : fail)(key, { ...values, final: v.finalUrl }, extra);
    }
    if (v.redirects.length > 1) return warn('extraHops', values, extra);
    if (!isPermanent(first.status)) return warn('temporary', values, extra);
    return pass('pass', values, extra);
  },
  strings: {
    en: {
      title: 'HTTP to HTTPS redirect',
      fix: 'Answer every http:// request with a single 301 (or 308) to the same path on https://, on the final host, e.g. with one server rule for the whole http site.',
      pass: '{url} redirects with a single {status} to {target}.',
      temporary:
        '{url} redirects to {target} with a temporary {status}; a permanent 301 or 308 moves the signals to https for good.',
      extraHops: '{url} reaches {target} only after {count} redirects ({chain}); one hop is enough.',
      serves:
        '{url} answers {status} with content instead of redirecting to {target}: the insecure copy competes with the https page.',
      status: '{url} answers {status} instead of redirecting to {target}: old http:// links end on an error.',
      noAnswer:
        '{url} does not answer ({error}): visitors and old links on http:// get an error instead of reaching {target}.',
      otherHost: '{url} redirects to {final} ({chain}), the same path on another host, instead of {target}.',
      elsewhere: '{url} redirects to {final} ({chain}) instead of the same page on https, {target}.',
      broken: '{url} redirects but never arrives ({chain}): {error}.',
      notHttps: 'The page {url} is served over http, so there is no https version to redirect to.',
      skipped: 'The http:// version {url} was not checked within the time budget of the site requests.',
      noFacts: 'The http:// version of {url} was not checked: the site requests did not run.',
    },
    es: {
      title: 'Redirección de HTTP a HTTPS',
      fix: 'Responde a toda petición http:// con un único 301 (o 308) a la misma ruta en https://, en el host final, p. ej. con una regla del servidor para todo el sitio http.',
      pass: '{url} redirige con un único {status} a {target}.',
      temporary:
        '{url} redirige a {target} con un {status} temporal; un 301 o 308 permanente traslada las señales a https de forma definitiva.',
      extraHops: '{url} llega a {target} solo tras {count} redirecciones ({chain}); basta con un salto.',
      serves:
        '{url} responde {status} con contenido en lugar de redirigir a {target}: la copia insegura compite con la página https.',
      status:
        '{url} responde {status} en lugar de redirigir a {target}: los enlaces http:// antiguos acaban en un error.',
      noAnswer:
        '{url} no responde ({error}): los visitantes y los enlaces antiguos en http:// reciben un error en lugar de llegar a {target}.',
      otherHost: '{url} redirige a {final} ({chain}), la misma ruta en otro host, en lugar de a {target}.',
      elsewhere: '{url} redirige a {final} ({chain}) en lugar de a la misma página en https, {target}.',
      broken: '{url} redirige pero nunca llega ({chain}): {error}.',
      notHttps: 'La página {url} se sirve por http, así que no hay versión https a la que redirigir.',
      skipped:
        'La versión http:// {url} no se comprobó dentro del límite de tiempo de las peticiones del sitio.',
      noFacts: 'No se comprobó la versión http:// de {url}: no se hicieron las peticiones del sitio.',
    },
    fr: {
      title: 'Redirection de HTTP vers HTTPS',
      fix: 'Répondez à toute requête http:// par une seule 301 (ou 308) vers le même chemin en https://, sur l’hôte final, par ex. avec une règle serveur pour tout le site http.',
      pass: '{url} redirige par une seule {status} vers {target}.',
      temporary:
        '{url} redirige vers {target} par une {status} temporaire ; une 301 ou 308 permanente transfère définitivement les signaux vers https.',
      extraHops: '{url} n’atteint {target} qu’après {count} redirections ({chain}) ; un seul saut suffit.',
      serves:
        '{url} répond {status} avec du contenu au lieu de rediriger vers {target} : la copie non sécurisée concurrence la page https.',
      status:
        '{url} répond {status} au lieu de rediriger vers {target} : les anciens liens http:// aboutissent à une erreur.',
      noAnswer:
        '{url} ne répond pas ({error}) : visiteurs et anciens liens en http:// obtiennent une erreur au lieu d’atteindre {target}.',
      otherHost:
        '{url} redirige vers {final} ({chain}), le même chemin sur un autre hôte, au lieu de {target}.',
      elsewhere: '{url} redirige vers {final} ({chain}) au lieu de la même page en https, {target}.',
      broken: '{url} redirige mais n’aboutit jamais ({chain}) : {error}.',
      notHttps: 'La page {url} est servie en http : il n’y a pas de version https vers laquelle rediriger.',
      skipped: 'La version http:// {url} n’a pas été vérifiée dans le temps imparti aux requêtes du site.',
      noFacts:
        'La version http:// de {url} n’a pas été vérifiée : les requêtes du site n’ont pas été faites.',
    },
  },
  fix: serverConfigFix,
});
