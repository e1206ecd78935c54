import type { AssetFacts } from '../../gather/site/server.js';
import { COMPRESSION_MIN_BYTES, isUncompressed } from '../../gather/site/server-assets.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { answeredAssets, assetItem, coverage, kb, serverInput } from './_delivery.js';
import { noted } from '../../i18n/notes.js';
import { serverConfigFix } from '../../fix/server-config.js';

const MODERN = /\b(?:br|zstd)\b/i;

export default defineCheck({
  id: 'compression',
  needs: ['fetch'],
  reads: ['site'],
  run(page) {
    const { contentEncoding, bodyBytes, finalUrl } = page.fetch;
    const encoding = contentEncoding ?? 'none';
    const { facts, missing } = serverInput(page);
    if (!facts) return { ...missing, values: { ...missing.values, encoding } };

    const size = kb(bodyBytes);
    // Bodies of 1 KiB or less gain too little to count, the document as much as an asset.
    const docUncompressed = isUncompressed(contentEncoding) && bodyBytes > COMPRESSION_MIN_BYTES;
    const text = answeredAssets(facts.assets).filter((a) => a.compressible);
    // A size that is neither declared nor measured may be above 1 KiB: reported rather than passed.
    const sizeOf = (a: AssetFacts): number | null => a.contentLength ?? a.measuredBytes;
    const uncompressed = text.filter((a) => {
      const bytes = sizeOf(a);
      return isUncompressed(a.contentEncoding) && (bytes === null || bytes > COMPRESSION_MIN_BYTES);
    });
    const items: CheckItem[] = uncompressed.map((a) => {
      const bytes = sizeOf(a);
      return assetItem(a, `no Content-Encoding, ${bytes === null ? 'size unknown' : `${bytes} bytes`}`);
    });
    const values = {
      ...coverage(facts.assets),
      encoding,
      size,
      count: uncompressed.length,
      text: text.length,
    };

    if (docUncompressed) {
      items.unshift({ value: finalUrl, ...noted('uncompressedHtml', { bytes: bodyBytes }) });
      return fail('htmlUncompressed', values, { items, value: 'none' });
    }
    const [first] = uncompressed;
    if (first) {
      return warn('assetsUncompressed', { ...values, url: first.url }, { items, value: 'partial' });
    }
    const encodings = [contentEncoding, ...text.map((a) => a.contentEncoding)].filter(
      (e): e is string => e !== null && !isUncompressed(e),
    );
    // Nothing above 1 KiB to compress: a tiny page without text assets has nothing to judge.
    if (encodings.length === 0) return notApplicable('tooSmall', { ...values, url: finalUrl });
    const modern = encodings.find((e) => MODERN.test(e));
    if (modern === undefined) {
      const used = [...new Set(encodings.map((e) => e.toLowerCase()))].join(', ');
      const gzipItems: CheckItem[] = [{ value: finalUrl, note: `Content-Encoding: ${encoding}` }];
      return warn('gzipOnly', { ...values, used }, { items: gzipItems, value: used });
    }
    return pass('pass', { ...values, modern }, { value: modern });
  },
  strings: {
    en: {
      title: 'Text compression',
      fix: 'Enable Brotli (or zstd) compression on the server or CDN for HTML, CSS, JavaScript, JSON, XML, SVG and TTF/OTF fonts, with gzip as the fallback. Stock nginx and Apache have gzip only: Brotli needs a module first (nginx on Debian: apt install libnginx-mod-http-brotli-filter; Apache: a2enmod brotli), otherwise the server refuses to start; Caddy: `encode zstd gzip`. Or switch it on in the CDN settings.',
      pass: 'Text is compressed with {modern}, and every same-origin text asset above 1 KB is compressed (HTML {size} KB, Content-Encoding {encoding}; checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}, {text} of them text).',
      gzipOnly:
        'Text is compressed only with {used}: no response offered Brotli or zstd, which shrink text 15–25 % more (HTML {size} KB, Content-Encoding {encoding}; checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}).',
      assetsUncompressed:
        'Same-origin text assets above 1 KB sent uncompressed: {count}, e.g. {url} (the HTML uses {encoding}; checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}).',
      htmlUncompressed:
        'The HTML document ({size} KB) is sent uncompressed (no Content-Encoding) although the request accepted br, gzip and deflate. Same-origin text assets above 1 KB also uncompressed: {count} (checked {checked} of {total, plural, one {# same-origin asset} other {# same-origin assets}}).',
      tooSmall:
        'Nothing large enough to compress: the HTML of {url} is {size} KB (1 KB or less) and no same-origin text asset above 1 KB was found (checked {checked} of {total}).',
      notRun:
        'The assets were not checked (site-level requests are off in this audit), so compression is not judged; the HTML document was served with Content-Encoding {encoding}.',
      gathererFailed:
        'The asset requests failed ({reason}), so compression is not judged; the HTML document was served with Content-Encoding {encoding}.',
    },
    es: {
      title: 'Compresión de texto',
      fix: 'Activa la compresión Brotli (o zstd) en el servidor o la CDN para HTML, CSS, JavaScript, JSON, XML, SVG y fuentes TTF/OTF, con gzip como alternativa. nginx y Apache estándar solo tienen gzip: Brotli necesita antes un módulo (nginx en Debian: apt install libnginx-mod-http-brotli-filter; Apache: a2enmod brotli), si no el servidor no arranca; Caddy: `encode zstd gzip`. O actívala en la configuración de la CDN.',
      pass: 'El texto se comprime con {modern} y todos los recursos de texto del mismo origen de más de 1 KB están comprimidos (HTML {size} KB, Content-Encoding {encoding}; comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}, {text} de ellos de texto).',
      gzipOnly:
        'El texto solo se comprime con {used}: ninguna respuesta ofreció Brotli ni zstd, que reducen el texto un 15–25 % más (HTML {size} KB, Content-Encoding {encoding}; comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}).',
      assetsUncompressed:
        'Recursos de texto del mismo origen de más de 1 KB enviados sin comprimir: {count}, p. ej. {url} (el HTML usa {encoding}; comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}).',
      htmlUncompressed:
        'El documento HTML ({size} KB) se envía sin comprimir (sin Content-Encoding) aunque la petición aceptaba br, gzip y deflate. Recursos de texto del mismo origen de más de 1 KB también sin comprimir: {count} (comprobados {checked} de {total, plural, one {# recurso del mismo origen} other {# recursos del mismo origen}}).',
      tooSmall:
        'Nada es lo bastante grande para comprimirlo: el HTML de {url} ocupa {size} KB (1 KB o menos) y no se encontró ningún recurso de texto del mismo origen de más de 1 KB (comprobados {checked} de {total}).',
      notRun:
        'No se comprobaron los recursos (las peticiones a nivel de sitio están desactivadas en esta auditoría), así que no se evalúa la compresión; el documento HTML se sirvió con Content-Encoding {encoding}.',
      gathererFailed:
        'Fallaron las peticiones de recursos ({reason}), así que no se evalúa la compresión; el documento HTML se sirvió con Content-Encoding {encoding}.',
    },
    fr: {
      title: 'Compression du texte',
      fix: 'Activez la compression Brotli (ou zstd) sur le serveur ou le CDN pour le HTML, le CSS, le JavaScript, le JSON, le XML, le SVG et les polices TTF/OTF, avec gzip en repli. nginx et Apache standard n’ont que gzip : Brotli demande d’abord un module (nginx sous Debian : apt install libnginx-mod-http-brotli-filter ; Apache : a2enmod brotli), sinon le serveur refuse de démarrer ; Caddy : `encode zstd gzip`. Ou activez-la dans les réglages du CDN.',
      pass: 'Le texte est compressé en {modern} et toutes les ressources texte de même origine de plus de 1 Ko sont compressées (HTML {size} Ko, Content-Encoding {encoding} ; {checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}, dont {text} en texte).',
      gzipOnly:
        'Le texte est compressé seulement en {used} : aucune réponse n’a proposé Brotli ni zstd, qui réduisent le texte de 15 à 25 % de plus (HTML {size} Ko, Content-Encoding {encoding} ; {checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}).',
      assetsUncompressed:
        'Ressources texte de même origine de plus de 1 Ko envoyées sans compression : {count}, par ex. {url} (le HTML utilise {encoding} ; {checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}).',
      htmlUncompressed:
        'Le document HTML ({size} Ko) est envoyé sans compression (pas de Content-Encoding) alors que la requête acceptait br, gzip et deflate. Ressources texte de même origine de plus de 1 Ko également non compressées : {count} ({checked, plural, one {# ressource de même origine vérifiée} other {# ressources de même origine vérifiées}} sur {total}).',
      tooSmall:
        'Rien d’assez grand pour être compressé : le HTML de {url} fait {size} Ko (1 Ko ou moins) et aucune ressource texte de même origine de plus de 1 Ko n’a été trouvée ({checked, plural, one {# vérifiée} other {# vérifiées}} sur {total}).',
      notRun:
        'Les ressources n’ont pas été vérifiées (les requêtes au niveau du site sont désactivées pour cet audit) : la compression n’est pas évaluée ; le document HTML a été servi avec Content-Encoding {encoding}.',
      gathererFailed:
        'Les requêtes des ressources ont échoué ({reason}) : la compression n’est pas évaluée ; le document HTML a été servi avec Content-Encoding {encoding}.',
    },
  },
  fix: serverConfigFix,
});
