import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { sameUrl } from '../../gather/urls.js';
import {
  answerFact,
  errorOf,
  isPermanent,
  isSkipped,
  isSuccess,
  variantItems,
  variantsOf,
} from './_variants.js';

const isClientError = (status: number | null): boolean => status !== null && status >= 400 && status < 500;

export default defineCheck({
  id: 'trailing-slash',
  needs: ['fetch', 'url', 'site'],
  run(page) {
    const variants = variantsOf(page);
    const target = page.fetch.finalUrl;
    if (!variants) return notApplicable('noFacts', { url: target });
    const v = variants.trailingSlash;
    if (v === null) return notApplicable('root', { url: target });
    const url = v.url;
    if (isSkipped(v)) return notApplicable('skipped', { url });

    const extra = { items: variantItems(v), value: v.firstStatus };
    const answer = answerFact(v);
    // A 4xx (directly or at the end of the chain) is no duplicate: only one of the pair is a page.
    if (isClientError(v.status)) return pass('notFound', { url, target, answer }, extra);
    if (v.redirects.length === 0) {
      if (v.status === null) return notApplicable('unreachable', { url, error: errorOf(v) });
      if (!isSuccess(v.status)) return warn('status', { url, target, status: v.status }, extra);
      if (v.canonical !== null && sameUrl(v.canonical, target))
        return warn('canonical', { url, target }, extra);
      const canonical = v.canonical ?? 'none';
      const items = [{ value: url, note: `${v.status}, canonical: ${canonical}` }];
      return fail('duplicate', { url, target, status: v.status }, { items, value: v.status });
    }
    const values = { url, target, answer };
    if (v.status === null) return warn('broken', { ...values, error: errorOf(v) }, extra);
    if (!v.reachesPage) return warn('elsewhere', { ...values, final: v.finalUrl }, extra);
    const temporary = v.redirects.find((h) => !isPermanent(h.status));
    if (temporary) return warn('temporary', { ...values, status: temporary.status }, extra);
    return pass('pass', values, extra);
  },
  strings: {
    en: {
      title: 'Trailing slash',
      fix: 'Serve each page under one form of its path (with or without the trailing slash) and 301-redirect the other form to it; if both must answer, give the other a canonical to the served form.',
      pass: '{url} redirects permanently to {target} ({answer}).',
      notFound: '{url} answers {answer}, so it does not duplicate {target}.',
      temporary:
        '{url} reaches {target} through a temporary {status} ({answer}); use a permanent 301 or 308.',
      elsewhere: '{url} redirects to {final} ({answer}) instead of {target}.',
      canonical:
        '{url} also answers 200, with a canonical to {target}; a 301 redirect would remove the duplicate URL.',
      duplicate:
        '{url} answers {status} with no canonical to {target}: the two URLs are duplicates of the same page.',
      status: '{url} answers {status} instead of redirecting to {target}.',
      broken: '{url} redirects but never arrives ({answer}): {error}.',
      root: 'The page {url} is the root path, which has no trailing-slash counterpart.',
      unreachable: 'The trailing-slash counterpart {url} could not be fetched ({error}).',
      skipped:
        'The trailing-slash counterpart {url} was not checked within the time budget of the site requests.',
      noFacts: 'The trailing-slash counterpart of {url} was not checked: the site requests did not run.',
    },
    es: {
      title: 'Barra final',
      fix: 'Sirve cada página con una sola forma de su ruta (con o sin barra final) y redirige la otra con un 301; si ambas deben responder, pon en la otra una canónica a la forma servida.',
      pass: '{url} redirige de forma permanente a {target} ({answer}).',
      notFound: '{url} responde {answer}, así que no duplica {target}.',
      temporary: '{url} llega a {target} con un {status} temporal ({answer}); usa un 301 o 308 permanente.',
      elsewhere: '{url} redirige a {final} ({answer}) en lugar de a {target}.',
      canonical:
        '{url} también responde 200, con una canónica a {target}; una redirección 301 eliminaría la URL duplicada.',
      duplicate:
        '{url} responde {status} sin canónica a {target}: las dos URL son duplicados de la misma página.',
      status: '{url} responde {status} en lugar de redirigir a {target}.',
      broken: '{url} redirige pero nunca llega ({answer}): {error}.',
      root: 'La página {url} es la ruta raíz, que no tiene variante con o sin barra final.',
      unreachable: 'No se pudo obtener la variante con/sin barra final {url} ({error}).',
      skipped:
        'La variante con/sin barra final {url} no se comprobó dentro del límite de tiempo de las peticiones del sitio.',
      noFacts:
        'No se comprobó la variante con/sin barra final de {url}: no se hicieron las peticiones del sitio.',
    },
    fr: {
      title: 'Barre oblique finale',
      fix: 'Servez chaque page sous une seule forme de son chemin (avec ou sans barre finale) et redirigez l’autre en 301 ; si les deux doivent répondre, donnez à l’autre une canonique vers la forme servie.',
      pass: '{url} redirige de façon permanente vers {target} ({answer}).',
      notFound: '{url} répond {answer} : elle ne duplique donc pas {target}.',
      temporary:
        '{url} atteint {target} par une {status} temporaire ({answer}) ; utilisez une 301 ou 308 permanente.',
      elsewhere: '{url} redirige vers {final} ({answer}) au lieu de {target}.',
      canonical:
        '{url} répond aussi 200, avec une canonique vers {target} ; une redirection 301 supprimerait l’URL en double.',
      duplicate:
        '{url} répond {status} sans canonique vers {target} : les deux URL sont des doublons de la même page.',
      status: '{url} répond {status} au lieu de rediriger vers {target}.',
      broken: '{url} redirige mais n’aboutit jamais ({answer}) : {error}.',
      root: 'La page {url} est le chemin racine, qui n’a pas de variante avec ou sans barre finale.',
      unreachable: 'La variante avec/sans barre finale {url} n’a pas pu être récupérée ({error}).',
      skipped:
        'La variante avec/sans barre finale {url} n’a pas été vérifiée dans le temps imparti aux requêtes du site.',
      noFacts:
        'La variante avec/sans barre finale de {url} n’a pas été vérifiée : les requêtes du site n’ont pas été faites.',
    },
  },
});
