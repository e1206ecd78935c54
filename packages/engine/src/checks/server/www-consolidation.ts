import { effectiveCanonical } from '../meta/_canonical.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  answerFact,
  errorOf,
  hostOf,
  isPermanent,
  isSkipped,
  isSuccess,
  variantItems,
  variantsOf,
} from './_variants.js';
import { serverConfigFix } from '../../fix/server-config.js';

export default defineCheck({
  id: 'www-consolidation',
  needs: ['fetch', 'url', 'links', 'doc', 'site'],
  run(page) {
    const variants = variantsOf(page);
    const target = page.fetch.finalUrl;
    if (!variants) return notApplicable('noFacts', { url: target });
    const v = variants.www;
    if (v === null) return notApplicable('noCounterpart', { host: page.url.hostname });
    const url = v.url;
    if (isSkipped(v)) return notApplicable('skipped', { url });

    const extra = { items: variantItems(v), value: v.firstStatus };
    // Visitors who type the other host see a certificate warning before any redirect can happen.
    if (v.error === 'TLS_ERROR') return fail('tls', { url, target }, extra);
    const [first] = v.redirects;
    if (first === undefined) {
      if (v.status === null) {
        if (v.error === 'DNS_FAILURE') return pass('unresolved', { host: hostOf(url), target }, extra);
        return warn('noAnswer', { url, target, error: errorOf(v) }, extra);
      }
      if (!isSuccess(v.status)) return warn('status', { url, target, status: v.status }, extra);
      // Both hosts serve the page: a canonical across (either way) names the preferred one, weaker than a redirect.
      const own = effectiveCanonical(page)?.url;
      const across =
        v.canonical && hostOf(v.canonical) !== hostOf(url)
          ? v.canonical
          : own && hostOf(own) !== hostOf(target)
            ? own
            : null;
      if (across) return warn('crossCanonical', { url, target, canonical: across }, extra);
      return fail('duplicate', { url, target, status: v.status }, extra);
    }
    const values = { url, target, status: first.status, count: v.redirects.length, chain: answerFact(v) };
    if (v.status === null) return warn('broken', { ...values, error: errorOf(v) }, extra);
    if (!v.reachesPage) return warn('elsewhere', { ...values, final: v.finalUrl }, extra);
    if (v.redirects.length > 1) return warn('extraHops', values, extra);
    if (!isPermanent(first.status)) return warn('temporary', values, extra);
    return pass('pass', values, extra);
  },
  strings: {
    en: {
      title: 'www and non-www consolidation',
      fix: 'Pick one host (with or without www) and answer every request on the other with a single 301 to the same path on the preferred host; give the other host a valid certificate if it resolves.',
      pass: '{url} redirects with a single {status} to {target}.',
      unresolved: 'The other host {host} does not resolve, so only {target} serves the site.',
      temporary: '{url} redirects to {target} with a temporary {status}; use a permanent 301 or 308.',
      extraHops: '{url} reaches {target} only after {count} redirects ({chain}); one hop is enough.',
      elsewhere: '{url} redirects to {final} ({chain}) instead of the same page, {target}.',
      crossCanonical:
        '{url} and {target} both answer 200; only a canonical ({canonical}) names the preferred one, where a 301 would consolidate them for sure.',
      duplicate:
        '{url} answers {status} instead of redirecting to {target}, and no canonical names the preferred host: both hosts serve duplicates.',
      tls: '{url} fails with a certificate error: visitors see a browser warning instead of being redirected to {target}.',
      status: '{url} answers {status} instead of redirecting to {target}.',
      noAnswer: '{url} resolves but does not answer ({error}) instead of redirecting to {target}.',
      broken: '{url} redirects but never arrives ({chain}): {error}.',
      noCounterpart:
        'The host {host} has no www or non-www counterpart to compare (a subdomain, IP address or local name).',
      skipped: 'The other host {url} was not checked within the time budget of the site requests.',
      noFacts: 'The www and non-www versions of {url} were not compared: the site requests did not run.',
    },
    es: {
      title: 'Consolidación de www y sin www',
      fix: 'Elige un host (con o sin www) y responde a toda petición en el otro con un único 301 a la misma ruta en el host preferido; si el otro host resuelve, dale un certificado válido.',
      pass: '{url} redirige con un único {status} a {target}.',
      unresolved: 'El otro host {host} no resuelve, así que solo {target} sirve el sitio.',
      temporary: '{url} redirige a {target} con un {status} temporal; usa un 301 o 308 permanente.',
      extraHops: '{url} llega a {target} solo tras {count} redirecciones ({chain}); basta con un salto.',
      elsewhere: '{url} redirige a {final} ({chain}) en lugar de a la misma página, {target}.',
      crossCanonical:
        '{url} y {target} responden 200; solo una canónica ({canonical}) indica la preferida, mientras que un 301 las consolidaría con seguridad.',
      duplicate:
        '{url} responde {status} en lugar de redirigir a {target} y ninguna canónica indica el host preferido: ambos hosts sirven duplicados.',
      tls: '{url} falla con un error de certificado: los visitantes ven un aviso del navegador en lugar de ser redirigidos a {target}.',
      status: '{url} responde {status} en lugar de redirigir a {target}.',
      noAnswer: '{url} resuelve pero no responde ({error}) en lugar de redirigir a {target}.',
      broken: '{url} redirige pero nunca llega ({chain}): {error}.',
      noCounterpart:
        'El host {host} no tiene una variante con o sin www que comparar (un subdominio, una dirección IP o un nombre local).',
      skipped: 'El otro host {url} no se comprobó dentro del límite de tiempo de las peticiones del sitio.',
      noFacts:
        'No se compararon las versiones con y sin www de {url}: no se hicieron las peticiones del sitio.',
    },
    fr: {
      title: 'Consolidation www et sans www',
      fix: 'Choisissez un hôte (avec ou sans www) et répondez à toute requête sur l’autre par une seule 301 vers le même chemin sur l’hôte préféré ; s’il est résolu, donnez à l’autre hôte un certificat valide.',
      pass: '{url} redirige par une seule {status} vers {target}.',
      unresolved: 'L’autre hôte {host} n’est pas résolu : seul {target} sert le site.',
      temporary:
        '{url} redirige vers {target} par une {status} temporaire ; utilisez une 301 ou 308 permanente.',
      extraHops: '{url} n’atteint {target} qu’après {count} redirections ({chain}) ; un seul saut suffit.',
      elsewhere: '{url} redirige vers {final} ({chain}) au lieu de la même page, {target}.',
      crossCanonical:
        '{url} et {target} répondent tous deux 200 ; seule une canonique ({canonical}) désigne la version préférée, là où une 301 les consoliderait à coup sûr.',
      duplicate:
        '{url} répond {status} au lieu de rediriger vers {target}, et aucune canonique ne désigne l’hôte préféré : les deux hôtes servent des doublons.',
      tls: '{url} échoue sur une erreur de certificat : les visiteurs voient un avertissement du navigateur au lieu d’être redirigés vers {target}.',
      status: '{url} répond {status} au lieu de rediriger vers {target}.',
      noAnswer: '{url} est résolu mais ne répond pas ({error}) au lieu de rediriger vers {target}.',
      broken: '{url} redirige mais n’aboutit jamais ({chain}) : {error}.',
      noCounterpart:
        'L’hôte {host} n’a pas de variante avec ou sans www à comparer (un sous-domaine, une adresse IP ou un nom local).',
      skipped: 'L’autre hôte {url} n’a pas été vérifié dans le temps imparti aux requêtes du site.',
      noFacts:
        'Les versions avec et sans www de {url} n’ont pas été comparées : les requêtes du site n’ont pas été faites.',
    },
  },
  fix: serverConfigFix,
});
