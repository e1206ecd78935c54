import { headerValues } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { defineCheck, pass, warn } from '../types.js';
import { answeredAssets, assetItem, coverage, serverInput } from './_delivery.js';
import { noted } from '../../i18n/notes.js';

/** An Alt-Svc entry for HTTP/3 (final `h3`, or a draft `h3-29`): browsers switch to it on later requests. */
const H3 = /(?:^|[\s,])h3(?:-\d+)?\s*=/i;

export default defineCheck({
  id: 'http-version',
  needs: ['fetch', 'url'],
  reads: ['site'],
  run(page) {
    const version = page.fetch.httpVersion;
    const altSvc = headerValues(page, 'alt-svc').join(', ');
    const h3 = H3.test(altSvc);
    const { facts, missing } = serverInput(page);
    if (!facts) return { ...missing, values: { ...missing.values, version } };

    const url = page.fetch.finalUrl;
    const altItem: CheckItem[] = h3 ? [{ value: `Alt-Svc: ${altSvc}`, ...noted('httpHeader') }] : [];
    const old = answeredAssets(facts.assets).filter((a) => a.httpVersion === '1.1');
    const values = { ...coverage(facts.assets), url, version, count: old.length };
    const items = [...altItem, ...old.map((a) => assetItem(a, 'HTTP/1.1'))];

    if (version !== '2') {
      items.unshift({ value: url, note: `HTTP/${version}` });
      // Browsers speak HTTP/2 only over TLS: on plain http the fix is HTTPS first.
      if (page.url.protocol === 'http:') return warn('plainHttp', values, { items, value: version });
      return warn(h3 ? 'http1H3' : 'http1', values, { items, value: version });
    }
    const [first] = old;
    if (first) return warn('assetsHttp1', { ...values, asset: first.url }, { items, value: version });
    return pass(h3 ? 'passH3' : 'pass', values, { items: altItem, value: version });
  },
  strings: {
    en: {
      title: 'HTTP/2 or HTTP/3',
      fix: 'Enable HTTP/2 on the server or CDN (nginx: `listen 443 ssl http2;`, which every nginx version reads, Apache: a2enmod http2, then `Protocols h2 http/1.1`), and HTTP/3 where the CDN offers it; HTTP/2 needs HTTPS.',
      pass: '{url} is served over HTTP/{version}, and so are the same-origin assets (checked {checked} of {total}).',
      passH3:
        '{url} is served over HTTP/{version}, and so are the same-origin assets (checked {checked} of {total}); the server also advertises HTTP/3 in its Alt-Svc header.',
      http1:
        '{url} is served over HTTP/{version}: the server did not negotiate HTTP/2 over TLS, so browsers queue requests on a few connections (checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}, {count} on HTTP/1.1).',
      http1H3:
        '{url} is served over HTTP/{version}: the server advertises HTTP/3 in its Alt-Svc header, but first visits and clients without HTTP/3 get HTTP/1.1 because HTTP/2 is not negotiated (checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}).',
      plainHttp:
        '{url} is served over plain HTTP, where browsers only use HTTP/{version}: HTTP/2 and HTTP/3 need HTTPS (checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}).',
      assetsHttp1:
        'The document uses HTTP/{version}, but same-origin assets are still served over HTTP/1.1: {count}, e.g. {asset} (checked {checked} of {total}).',
      notRun:
        'The assets were not checked (site-level requests are off in this audit), so the protocol is not judged; the document was served over HTTP/{version}.',
      gathererFailed:
        'The asset requests failed ({reason}), so the protocol is not judged; the document was served over HTTP/{version}.',
    },
    es: {
      title: 'HTTP/2 o HTTP/3',
      fix: 'Activa HTTP/2 en el servidor o la CDN (nginx: `listen 443 ssl http2;`, que entienden todas las versiones de nginx, Apache: a2enmod http2 y luego `Protocols h2 http/1.1`), y HTTP/3 si la CDN lo ofrece; HTTP/2 requiere HTTPS.',
      pass: '{url} se sirve por HTTP/{version}, igual que los recursos del mismo origen (comprobados {checked} de {total}).',
      passH3:
        '{url} se sirve por HTTP/{version}, igual que los recursos del mismo origen (comprobados {checked} de {total}); el servidor anuncia además HTTP/3 en su cabecera Alt-Svc.',
      http1:
        '{url} se sirve por HTTP/{version}: el servidor no negoció HTTP/2 sobre TLS, así que los navegadores encolan las peticiones en pocas conexiones (comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}, {count} por HTTP/1.1).',
      http1H3:
        '{url} se sirve por HTTP/{version}: el servidor anuncia HTTP/3 en su cabecera Alt-Svc, pero las primeras visitas y los clientes sin HTTP/3 reciben HTTP/1.1 porque no se negocia HTTP/2 (comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}).',
      plainHttp:
        '{url} se sirve por HTTP sin cifrar, donde los navegadores solo usan HTTP/{version}: HTTP/2 y HTTP/3 requieren HTTPS (comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}).',
      assetsHttp1:
        'El documento usa HTTP/{version}, pero hay recursos del mismo origen que aún se sirven por HTTP/1.1: {count}, p. ej. {asset} (comprobados {checked} de {total}).',
      notRun:
        'No se comprobaron los recursos (las peticiones a nivel de sitio están desactivadas en esta auditoría), así que no se evalúa el protocolo; el documento se sirvió por HTTP/{version}.',
      gathererFailed:
        'Fallaron las peticiones de recursos ({reason}), así que no se evalúa el protocolo; el documento se sirvió por HTTP/{version}.',
    },
    fr: {
      title: 'HTTP/2 ou HTTP/3',
      fix: 'Activez HTTP/2 sur le serveur ou le CDN (nginx : `listen 443 ssl http2;`, que toutes les versions de nginx comprennent, Apache : a2enmod http2, puis `Protocols h2 http/1.1`), et HTTP/3 si le CDN le propose ; HTTP/2 nécessite HTTPS.',
      pass: '{url} est servie en HTTP/{version}, tout comme les ressources de même origine ({checked, plural, one {# vérifiée} other {# vérifiées}} sur {total}).',
      passH3:
        '{url} est servie en HTTP/{version}, tout comme les ressources de même origine ({checked, plural, one {# vérifiée} other {# vérifiées}} sur {total}) ; le serveur annonce aussi HTTP/3 dans son en-tête Alt-Svc.',
      http1:
        '{url} est servie en HTTP/{version} : le serveur n’a pas négocié HTTP/2 sur TLS, les navigateurs mettent donc les requêtes en file sur quelques connexions ({checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}, dont {count} en HTTP/1.1).',
      http1H3:
        '{url} est servie en HTTP/{version} : le serveur annonce HTTP/3 dans son en-tête Alt-Svc, mais les premières visites et les clients sans HTTP/3 reçoivent HTTP/1.1 car HTTP/2 n’est pas négocié ({checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}).',
      plainHttp:
        '{url} est servie en HTTP non chiffré, où les navigateurs n’utilisent que HTTP/{version} : HTTP/2 et HTTP/3 nécessitent HTTPS ({checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}).',
      assetsHttp1:
        'Le document utilise HTTP/{version}, mais des ressources de même origine sont encore servies en HTTP/1.1 : {count}, par ex. {asset} ({checked, plural, one {# vérifiée} other {# vérifiées}} sur {total}).',
      notRun:
        'Les ressources n’ont pas été vérifiées (les requêtes au niveau du site sont désactivées pour cet audit) : le protocole n’est pas évalué ; le document a été servi en HTTP/{version}.',
      gathererFailed:
        'Les requêtes des ressources ont échoué ({reason}) : le protocole n’est pas évalué ; le document a été servi en HTTP/{version}.',
    },
  },
});
