import { canonicalEncoding, charsetFromContentType } from '../../fetch/charset.js';
import { mimeEssence } from '../../fetch/sniff.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'content-type-charset',
  needs: ['fetch', 'charset'],
  run(page) {
    const header = page.fetch.contentType;
    if (header === null || header.trim() === '') {
      return fail('missing', { url: page.fetch.finalUrl }, { value: null });
    }
    const items: CheckItem[] = [{ value: `Content-Type: ${header}`, ...noted('httpHeader') }];
    const extra = { items, value: header };
    const type = mimeEssence(header);
    // Browsers render application/xhtml+xml with the XML parser: one markup error blanks the page.
    if (type === 'application/xhtml+xml') return warn('xhtml', { header }, extra);
    if (type !== 'text/html') return fail('wrongType', { header, type: type || header.trim() }, extra);

    const charset = charsetFromContentType(header);
    if (charset === null) {
      const meta = page.charset.metaCharset;
      return meta === null
        ? warn('noCharset', { header }, extra)
        : warn('noCharsetMeta', { header, meta }, extra);
    }
    // Labels are compared as browsers read them: "UTF8" and "unicode-1-1-utf-8" are UTF-8 too.
    if (canonicalEncoding(charset) === 'utf-8') return pass('pass', { header }, { value: header });
    return warn('nonUtf8', { header, charset }, extra);
  },
  strings: {
    en: {
      title: 'Content-Type header',
      fix: 'Serve HTML pages with the header `Content-Type: text/html; charset=utf-8` (nginx: `charset utf-8;`, Apache: `AddDefaultCharset UTF-8`, PHP: `header("Content-Type: text/html; charset=utf-8");`) and save the files as UTF-8.',
      pass: 'The page is served as HTML in UTF-8: "Content-Type: {header}".',
      noCharset:
        'The Content-Type header "{header}" names no charset, and the HTML declares none either: browsers have to guess the encoding.',
      noCharsetMeta:
        'The Content-Type header "{header}" names no charset; only the HTML declares one ({meta}), which browsers find later and only in the first 1024 bytes.',
      nonUtf8:
        'The Content-Type header "{header}" declares the charset {charset} instead of UTF-8, which breaks characters outside that encoding.',
      xhtml:
        'The page is served as XHTML ("Content-Type: {header}"): browsers then parse it as strict XML, where a single markup error stops rendering.',
      wrongType:
        'The page is served as {type} ("Content-Type: {header}"), not text/html: browsers may download or show it as text, and search engines may not index it as a page.',
      missing:
        '{url} is served without a Content-Type header: browsers and crawlers must guess that it is HTML, and may not.',
    },
    es: {
      title: 'Cabecera Content-Type',
      fix: 'Sirve las páginas HTML con la cabecera `Content-Type: text/html; charset=utf-8` (nginx: `charset utf-8;`, Apache: `AddDefaultCharset UTF-8`, PHP: `header("Content-Type: text/html; charset=utf-8");`) y guarda los archivos en UTF-8.',
      pass: 'La página se sirve como HTML en UTF-8: "Content-Type: {header}".',
      noCharset:
        'La cabecera Content-Type "{header}" no indica charset y el HTML tampoco declara ninguno: los navegadores tienen que adivinar la codificación.',
      noCharsetMeta:
        'La cabecera Content-Type "{header}" no indica charset; solo lo declara el HTML ({meta}), que los navegadores encuentran más tarde y solo en los primeros 1024 bytes.',
      nonUtf8:
        'La cabecera Content-Type "{header}" declara el charset {charset} en lugar de UTF-8, lo que rompe los caracteres que esa codificación no tiene.',
      xhtml:
        'La página se sirve como XHTML ("Content-Type: {header}"): los navegadores la analizan entonces como XML estricto, donde un solo error de marcado detiene la visualización.',
      wrongType:
        'La página se sirve como {type} ("Content-Type: {header}"), no como text/html: los navegadores pueden descargarla o mostrarla como texto, y los buscadores pueden no indexarla como página.',
      missing:
        '{url} se sirve sin cabecera Content-Type: navegadores y rastreadores tienen que adivinar que es HTML, y pueden no hacerlo.',
    },
    fr: {
      title: 'En-tête Content-Type',
      fix: 'Servez les pages HTML avec l’en-tête `Content-Type: text/html; charset=utf-8` (nginx : `charset utf-8;`, Apache : `AddDefaultCharset UTF-8`, PHP : `header("Content-Type: text/html; charset=utf-8");`) et enregistrez les fichiers en UTF-8.',
      pass: 'La page est servie en HTML et en UTF-8 : « Content-Type: {header} ».',
      noCharset:
        'L’en-tête Content-Type « {header} » n’indique pas de charset et le HTML n’en déclare pas non plus : les navigateurs doivent deviner l’encodage.',
      noCharsetMeta:
        'L’en-tête Content-Type « {header} » n’indique pas de charset ; seul le HTML en déclare un ({meta}), que les navigateurs trouvent plus tard et seulement dans les 1024 premiers octets.',
      nonUtf8:
        'L’en-tête Content-Type « {header} » déclare le charset {charset} au lieu d’UTF-8, ce qui casse les caractères absents de cet encodage.',
      xhtml:
        'La page est servie en XHTML (« Content-Type: {header} ») : les navigateurs l’analysent alors comme du XML strict, où une seule erreur de balisage arrête l’affichage.',
      wrongType:
        'La page est servie en {type} (« Content-Type: {header} »), pas en text/html : les navigateurs peuvent la télécharger ou l’afficher comme du texte, et les moteurs peuvent ne pas l’indexer comme une page.',
      missing:
        '{url} est servie sans en-tête Content-Type : navigateurs et robots doivent deviner qu’il s’agit de HTML, et peuvent s’en abstenir.',
    },
  },
});
