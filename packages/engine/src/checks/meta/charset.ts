import { canonicalEncoding, META_PRESCAN_BYTES } from '../../fetch/charset.js';
import type { ElementInfo, PageArtifact } from '../../artifact.js';
import { defineCheck, fail, pass, warn, type CheckItem } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { charsetFix } from '../../fix/head-elements.js';

/** The <meta> that declares the encoding: <meta charset> or <meta http-equiv="Content-Type" content="…charset=…">. */
function declaringMeta(page: PageArtifact): ElementInfo | undefined {
  return page.metas.find(
    (m) =>
      (m.attrs.charset ?? '').trim() !== '' ||
      ((m.attrs['http-equiv'] ?? '').trim().toLowerCase() === 'content-type' &&
        /charset\s*=/i.test(m.attrs.content ?? '')),
  );
}

function metaSource(meta: ElementInfo | undefined, charset: string): string {
  if (meta?.attrs.charset !== undefined) return `<meta charset="${meta.attrs.charset}">`;
  if (meta !== undefined) {
    return `<meta http-equiv="${meta.attrs['http-equiv'] ?? ''}" content="${meta.attrs.content ?? ''}">`;
  }
  return `<meta charset="${charset}">`;
}

export default defineCheck({
  id: 'charset',
  needs: ['charset', 'fetch', 'metas'],
  run(page) {
    const { headerCharset, metaCharset, metaByteOffset, hasNonAscii, encoding, source } = page.charset;
    const header = `Content-Type: ${page.fetch.contentType ?? ''}`;
    const meta = declaringMeta(page);
    const metaTag = metaSource(meta, metaCharset ?? '');
    // The spec's prescan reads 1024 bytes: the whole tag, up to and including its '>', must fit in them.
    const close = metaByteOffset === null ? -1 : page.fetch.body.indexOf(0x3e, metaByteOffset);
    const metaEnd = close === -1 ? page.fetch.body.length : close + 1;
    const late = metaByteOffset !== null && metaEnd > META_PRESCAN_BYTES;

    const items: CheckItem[] = [];
    if (headerCharset !== null) items.push({ value: header, ...noted('httpHeader') });
    if (metaCharset !== null) {
      items.push({
        value: metaTag,
        note: `bytes ${metaByteOffset ?? 0}–${metaEnd}`,
        line: meta?.line ?? null,
      });
    }
    const extra = { items, value: encoding };

    if (source === 'bom') {
      return encoding === 'utf-8' ? pass('bom', {}, extra) : warn('bomNonUtf8', { charset: encoding }, extra);
    }
    // Browsers ignore labels they do not know and fall through to the next source.
    const fromHeader = headerCharset === null ? null : canonicalEncoding(headerCharset);
    if (headerCharset !== null && fromHeader !== null) {
      if (fromHeader === 'utf-8') return pass('header', { declaration: header }, extra);
      return warn('nonUtf8', { charset: headerCharset, declaration: header }, extra);
    }
    const fromMeta = metaCharset === null ? null : canonicalEncoding(metaCharset);
    if (metaCharset !== null && fromMeta !== null) {
      if (late) return warn('late', { declaration: metaTag, end: metaEnd }, extra);
      if (fromMeta === 'utf-8') return pass('meta', { declaration: metaTag }, extra);
      return warn('nonUtf8', { charset: metaCharset, declaration: metaTag }, extra);
    }
    const unknown = headerCharset ?? metaCharset;
    if (unknown !== null) {
      const outcome = hasNonAscii ? fail : warn;
      return outcome('unknownLabel', { charset: unknown }, extra);
    }
    return hasNonAscii ? fail('undeclared', {}, extra) : warn('undeclaredAscii', {}, extra);
  },
  strings: {
    en: {
      title: 'Character encoding',
      fix: 'Send Content-Type: text/html; charset=utf-8 and put <meta charset="utf-8"> as the first element of <head>, within the first 1024 bytes; save the file as UTF-8.',
      bom: 'The document starts with a UTF-8 byte order mark, which declares its encoding.',
      header: 'UTF-8 is declared in the HTTP header ({declaration}).',
      meta: 'UTF-8 is declared early in the document: {declaration}.',
      bomNonUtf8: 'The document’s byte order mark declares {charset}, not UTF-8.',
      nonUtf8: 'The page declares the encoding "{charset}" ({declaration}), not UTF-8.',
      late: '{declaration} ends at byte {end}, beyond the first 1024 bytes where browsers look for it.',
      unknownLabel: 'The declared encoding "{charset}" is not a known encoding name, so browsers ignore it.',
      undeclaredAscii:
        'No encoding is declared; the page is plain ASCII today, but any accented character added later may be garbled.',
      undeclared:
        'No encoding is declared, but the page contains non-ASCII bytes: browsers may guess wrong and garble the text.',
    },
    es: {
      title: 'Codificación de caracteres',
      fix: 'Envía Content-Type: text/html; charset=utf-8 y pon <meta charset="utf-8"> como primer elemento de <head>, dentro de los primeros 1024 bytes; guarda el archivo en UTF-8.',
      bom: 'El documento empieza con una marca de orden de bytes UTF-8, que declara su codificación.',
      header: 'UTF-8 está declarado en la cabecera HTTP ({declaration}).',
      meta: 'UTF-8 está declarado al principio del documento: {declaration}.',
      bomNonUtf8: 'La marca de orden de bytes del documento declara {charset}, no UTF-8.',
      nonUtf8: 'La página declara la codificación "{charset}" ({declaration}), no UTF-8.',
      late: '{declaration} termina en el byte {end}, más allá de los primeros 1024 bytes, que es donde la buscan los navegadores.',
      unknownLabel:
        'La codificación declarada, "{charset}", no es un nombre de codificación conocido, así que los navegadores la ignoran.',
      undeclaredAscii:
        'No se declara ninguna codificación; hoy la página es ASCII puro, pero cualquier carácter acentuado que se añada podría verse mal.',
      undeclared:
        'No se declara ninguna codificación, pero la página contiene bytes no ASCII: los navegadores pueden equivocarse y mostrar caracteres corruptos.',
    },
    fr: {
      title: 'Encodage des caractères',
      fix: 'Envoyez Content-Type: text/html; charset=utf-8 et placez <meta charset="utf-8"> en premier élément de <head>, dans les 1024 premiers octets ; enregistrez le fichier en UTF-8.',
      bom: 'Le document commence par une marque d’ordre des octets UTF-8, qui déclare son encodage.',
      header: 'UTF-8 est déclaré dans l’en-tête HTTP ({declaration}).',
      meta: 'UTF-8 est déclaré au début du document : {declaration}.',
      bomNonUtf8: 'La marque d’ordre des octets du document déclare {charset}, et non UTF-8.',
      nonUtf8: 'La page déclare l’encodage « {charset} » ({declaration}), et non UTF-8.',
      late: '{declaration} se termine à l’octet {end}, au-delà des 1024 premiers octets où les navigateurs la cherchent.',
      unknownLabel:
        'L’encodage déclaré, « {charset} », n’est pas un nom d’encodage connu : les navigateurs l’ignorent.',
      undeclaredAscii:
        'Aucun encodage n’est déclaré ; la page est en ASCII pur aujourd’hui, mais tout caractère accentué ajouté plus tard risque d’être mal affiché.',
      undeclared:
        'Aucun encodage n’est déclaré alors que la page contient des octets non ASCII : les navigateurs peuvent se tromper et afficher des caractères corrompus.',
    },
  },
  fix: charsetFix,
});
