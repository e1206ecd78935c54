import { isAllowedBy } from '../../gather/site/robots-txt.js';
import { defineCheck, fail, notApplicable, pass, type CheckItem } from '../types.js';
import { effectiveCanonical, noindexDirectives } from './_canonical.js';
import { sameUrl } from '../../gather/urls.js';
import { canonicalFix } from '../../fix/head-elements.js';

export default defineCheck({
  id: 'canonical-target-indexable',
  needs: ['links', 'fetch', 'doc', 'url', 'probes'],
  reads: ['site'],
  run(page) {
    const canonical = effectiveCanonical(page);
    if (!canonical) return notApplicable('none');
    // A self-referencing canonical adds nothing to judge: the page's own status and robots have their checks.
    if (sameUrl(canonical.url, page.fetch.finalUrl)) return notApplicable('self');
    const probe = page.probes.canonicalTarget;
    // The probe fetches the first <link rel="canonical">; any other URL (a header canonical) went unchecked.
    if (!probe || !sameUrl(probe.url, canonical.url)) {
      return notApplicable('notFetched', { url: canonical.url });
    }

    const url = probe.url;
    const about = (note: string): CheckItem[] => [{ value: url, note, line: canonical.line }];
    if (probe.status === null) {
      const error = probe.error ?? 'FETCH_FAILED';
      return fail('unreachable', { url, error }, { items: about(error), value: null });
    }
    // Redirects may have been followed (the first hop keeps status and Location) or not (only a 3xx remains).
    const hop = probe.redirects[0];
    if (hop) {
      const location = hop.location ?? '';
      const items = about(`${hop.status} → ${location}`);
      return fail('redirect', { url, status: hop.status, location }, { items, value: hop.status });
    }
    const status = probe.status;
    const extra = { items: about(String(status)), value: status };
    if (status >= 300 && status < 400) return fail('redirectStatus', { url, status }, extra);
    if (status !== 200) return fail('status', { url, status }, extra);
    // Only HTML targets are parsed; a PDF or image can still be noindexed through its X-Robots-Tag header.
    const robots = probe.page ?? {
      robotsMeta: [],
      xRobotsTag: probe.xRobotsTag,
      canonical: null,
      isAmp: false,
      linkRels: {},
    };
    const blocking = noindexDirectives(robots);
    const [directive] = blocking;
    if (directive !== undefined) {
      return fail('noindex', { url, directive }, { items: blocking.flatMap(about), value: status });
    }
    // robots.txt, when the site phase read it: a disallowed target cannot be crawled to confirm the hint.
    const robotsTxt = page.site?.robotsTxt;
    if (robotsTxt && isAllowedBy(robotsTxt, url, 'Googlebot') === false) {
      return fail(
        'disallowed',
        { url, robots: robotsTxt.url },
        { items: about(`disallowed in ${robotsTxt.url}`), value: status },
      );
    }
    if (!probe.page) return pass('passNotHtml', { url, type: probe.contentType ?? '' }, { value: status });
    return pass('pass', { url }, { value: status });
  },
  strings: {
    en: {
      title: 'Indexable canonical target',
      fix: 'Point the canonical at a URL that answers 200 directly (no redirect), has no noindex in its robots meta tag or X-Robots-Tag header, and is not disallowed in robots.txt.',
      pass: 'The canonical target {url} answers 200 and is indexable.',
      passNotHtml:
        'The canonical target {url} answers 200 with {type} and its X-Robots-Tag header allows indexing.',
      unreachable: 'The canonical target {url} could not be fetched ({error}).',
      redirect: 'The canonical target {url} redirects ({status}) to {location}.',
      redirectStatus: 'The canonical target {url} answers {status}, a redirect status.',
      status: 'The canonical target {url} answers HTTP {status} instead of 200.',
      noindex: 'The canonical target {url} is excluded from the index ({directive}).',
      disallowed:
        'The canonical target {url} is disallowed for Googlebot in {robots}, so search engines cannot crawl it to confirm the canonical.',
      none: 'The page declares no usable canonical URL.',
      self: 'The canonical points to the page itself; its status and robots directives are judged by the other checks.',
      notFetched: 'The canonical target {url} was not fetched in this audit, so its status is unknown.',
    },
    es: {
      title: 'Destino canónico indexable',
      fix: 'Haz que la canónica apunte a una URL que responda 200 directamente (sin redirección), sin noindex en su meta robots ni en la cabecera X-Robots-Tag, y que robots.txt no bloquee.',
      pass: 'El destino canónico {url} responde 200 y es indexable.',
      passNotHtml:
        'El destino canónico {url} responde 200 con {type} y su cabecera X-Robots-Tag permite la indexación.',
      unreachable: 'No se pudo obtener el destino canónico {url} ({error}).',
      redirect: 'El destino canónico {url} redirige ({status}) a {location}.',
      redirectStatus: 'El destino canónico {url} responde {status}, un código de redirección.',
      status: 'El destino canónico {url} responde HTTP {status} en lugar de 200.',
      noindex: 'El destino canónico {url} está excluido del índice ({directive}).',
      disallowed:
        'El destino canónico {url} está bloqueado para Googlebot en {robots}, así que los buscadores no pueden rastrearlo para confirmar la canónica.',
      none: 'La página no declara ninguna URL canónica utilizable.',
      self: 'La canónica apunta a la propia página; su estado y sus directivas robots se evalúan en las otras comprobaciones.',
      notFetched: 'El destino canónico {url} no se obtuvo en esta auditoría, así que se desconoce su estado.',
    },
    fr: {
      title: 'Cible canonique indexable',
      fix: 'Faites pointer la canonique vers une URL qui répond 200 directement (sans redirection), sans noindex dans sa balise meta robots ni dans l’en-tête X-Robots-Tag, et qui n’est pas bloquée par robots.txt.',
      pass: 'La cible canonique {url} répond 200 et est indexable.',
      passNotHtml:
        'La cible canonique {url} répond 200 avec {type} et son en-tête X-Robots-Tag autorise l’indexation.',
      unreachable: 'La cible canonique {url} n’a pas pu être récupérée ({error}).',
      redirect: 'La cible canonique {url} redirige ({status}) vers {location}.',
      redirectStatus: 'La cible canonique {url} répond {status}, un code de redirection.',
      status: 'La cible canonique {url} répond HTTP {status} au lieu de 200.',
      noindex: 'La cible canonique {url} est exclue de l’index ({directive}).',
      disallowed:
        'La cible canonique {url} est interdite à Googlebot dans {robots} : les moteurs ne peuvent pas l’explorer pour confirmer la canonique.',
      none: 'La page ne déclare aucune URL canonique utilisable.',
      self: 'La canonique pointe vers la page elle-même ; son statut et ses directives robots sont évalués par les autres vérifications.',
      notFetched:
        'La cible canonique {url} n’a pas été récupérée lors de cet audit : son statut est inconnu.',
    },
  },
  fix: canonicalFix,
});
