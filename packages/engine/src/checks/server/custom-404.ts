import { mimeEssence } from '../../fetch/sniff.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { answerFact, isSkipped, isSuccess, variantItems, variantsOf } from './_variants.js';

/** The home page, also per language ("/", "/en/", "/de-at", "/index.php", "/home"). */
function isHome(url: string): boolean {
  const path = new URL(url).pathname;
  return /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.[a-z0-9]+|home\/?)?$/i.test(path);
}

const isGone = (status: number): boolean => status === 404 || status === 410;

export default defineCheck({
  id: 'custom-404',
  needs: ['fetch', 'site'],
  run(page) {
    const variants = variantsOf(page);
    if (!variants) return notApplicable('noFacts', { url: page.fetch.finalUrl });
    const p = variants.notFound;
    const probe = p.url;
    if (isSkipped(p)) return notApplicable('skipped', { probe });
    const values = { probe, answer: answerFact(p), final: p.finalUrl };
    const extra = { items: variantItems(p), value: p.status };
    if (p.status === null) {
      return p.redirects.length === 0 ? notApplicable('unreachable', values) : warn('broken', values, extra);
    }
    const status = p.status;
    if (p.redirects.length > 0) {
      // Search engines treat a missing URL redirected to the home page as a soft 404.
      if (isHome(p.finalUrl)) return fail('home', values, extra);
      if (isSuccess(status)) return fail('redirect200', values, extra);
      if (isGone(status)) return warn('redirectGone', values, extra);
    }
    if (isSuccess(status)) return fail('ok', values, extra);
    if (isGone(status)) {
      if (p.html && p.internalLinks > 0)
        return pass('pass', { probe, status, links: p.internalLinks }, extra);
      if (p.html) return warn('bareHtml', { probe, status }, extra);
      return warn(
        'bareText',
        { probe, status, type: mimeEssence(p.contentType) || 'no Content-Type' },
        extra,
      );
    }
    if (status >= 500) return fail('serverError', values, extra);
    return warn('otherStatus', values, extra);
  },
  strings: {
    en: {
      title: 'Custom 404 page',
      fix: 'Answer URLs that do not exist with status 404 (or 410 for removed pages) and an HTML error page in the site layout, with navigation, search or links to the main sections; never redirect them to the home page.',
      pass: 'The made-up URL {probe} answers {status} with an HTML page linking back into the site ({links, plural, one {# internal link} other {# internal links}}).',
      bareHtml:
        'The made-up URL {probe} answers {status}, but its page has no links to the rest of the site: visitors who land there are stuck.',
      bareText:
        'The made-up URL {probe} answers {status} with a bare {type} response instead of an HTML error page with the site navigation.',
      ok: 'The made-up URL {probe} answers {answer}: every missing URL looks like a real page to search engines (soft 404).',
      home: 'The made-up URL {probe} redirects to the home page {final} ({answer}): search engines treat this as a soft 404.',
      redirect200:
        'The made-up URL {probe} redirects to {final}, which answers with success ({answer}): missing URLs never report an error.',
      redirectGone:
        'The made-up URL {probe} redirects before reporting the error ({answer}); answer 404 at the requested URL itself.',
      serverError: 'The made-up URL {probe} answers {answer}: missing pages cause server errors.',
      otherStatus: 'The made-up URL {probe} answers {answer} instead of 404 or 410.',
      broken: 'The made-up URL {probe} redirects without arriving anywhere ({answer}).',
      unreachable: 'The made-up URL {probe} could not be fetched ({answer}), so the 404 handling is unknown.',
      skipped: 'The made-up URL {probe} was not checked within the time budget of the site requests.',
      noFacts: 'The 404 handling of the site of {url} was not checked: the site requests did not run.',
    },
    es: {
      title: 'Página 404 personalizada',
      fix: 'Responde a las URL que no existen con el estado 404 (o 410 para páginas eliminadas) y una página de error HTML con el diseño del sitio, con navegación, búsqueda o enlaces a las secciones principales; nunca las redirijas a la página de inicio.',
      pass: 'La URL inventada {probe} responde {status} con una página HTML que enlaza con el sitio ({links, plural, one {# enlace interno} other {# enlaces internos}}).',
      bareHtml:
        'La URL inventada {probe} responde {status}, pero su página no enlaza con el resto del sitio: los visitantes que llegan allí se quedan atascados.',
      bareText:
        'La URL inventada {probe} responde {status} con una respuesta {type} desnuda en lugar de una página de error HTML con la navegación del sitio.',
      ok: 'La URL inventada {probe} responde {answer}: para los buscadores, cualquier URL que no existe parece una página real (soft 404).',
      home: 'La URL inventada {probe} redirige a la página de inicio {final} ({answer}): los buscadores lo tratan como un soft 404.',
      redirect200:
        'La URL inventada {probe} redirige a {final}, que responde con éxito ({answer}): las URL que no existen nunca informan de un error.',
      redirectGone:
        'La URL inventada {probe} redirige antes de informar del error ({answer}); responde 404 en la propia URL solicitada.',
      serverError:
        'La URL inventada {probe} responde {answer}: las páginas que no existen provocan errores del servidor.',
      otherStatus: 'La URL inventada {probe} responde {answer} en lugar de 404 o 410.',
      broken: 'La URL inventada {probe} redirige sin llegar a ninguna parte ({answer}).',
      unreachable:
        'No se pudo obtener la URL inventada {probe} ({answer}), así que se desconoce el tratamiento de los 404.',
      skipped:
        'La URL inventada {probe} no se comprobó dentro del límite de tiempo de las peticiones del sitio.',
      noFacts:
        'No se comprobó el tratamiento de los 404 del sitio de {url}: no se hicieron las peticiones del sitio.',
    },
    fr: {
      title: 'Page 404 personnalisée',
      fix: 'Répondez aux URL inexistantes par le statut 404 (ou 410 pour les pages supprimées) et une page d’erreur HTML aux couleurs du site, avec navigation, recherche ou liens vers les rubriques principales ; ne les redirigez jamais vers la page d’accueil.',
      pass: 'L’URL inventée {probe} répond {status} avec une page HTML qui renvoie vers le site ({links, plural, one {# lien interne} other {# liens internes}}).',
      bareHtml:
        'L’URL inventée {probe} répond {status}, mais sa page n’a aucun lien vers le reste du site : les visiteurs qui y arrivent sont bloqués.',
      bareText:
        'L’URL inventée {probe} répond {status} avec une réponse {type} nue au lieu d’une page d’erreur HTML avec la navigation du site.',
      ok: 'L’URL inventée {probe} répond {answer} : pour les moteurs, toute URL absente ressemble à une vraie page (soft 404).',
      home: 'L’URL inventée {probe} redirige vers la page d’accueil {final} ({answer}) : les moteurs la traitent comme une soft 404.',
      redirect200:
        'L’URL inventée {probe} redirige vers {final}, qui répond avec succès ({answer}) : les URL absentes ne signalent jamais d’erreur.',
      redirectGone:
        'L’URL inventée {probe} redirige avant de signaler l’erreur ({answer}) ; répondez 404 sur l’URL demandée elle-même.',
      serverError:
        'L’URL inventée {probe} répond {answer} : les pages absentes provoquent des erreurs serveur.',
      otherStatus: 'L’URL inventée {probe} répond {answer} au lieu de 404 ou 410.',
      broken: 'L’URL inventée {probe} redirige sans jamais aboutir ({answer}).',
      unreachable:
        'L’URL inventée {probe} n’a pas pu être récupérée ({answer}) : le traitement des 404 est inconnu.',
      skipped: 'L’URL inventée {probe} n’a pas été vérifiée dans le temps imparti aux requêtes du site.',
      noFacts:
        'Le traitement des 404 du site de {url} n’a pas été vérifié : les requêtes du site n’ont pas été faites.',
    },
  },
});
