import type { DocumentInfo } from '../../artifact.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { noted } from '../../i18n/notes.js';
import { doctypeFix } from '../../fix/page-markup.js';

type Doctype = NonNullable<DocumentInfo['doctype']>;

/** The doctype as the parser read it (name lower-cased), for messages. */
function doctypeText({ name, publicId, systemId }: Doctype): string {
  const pub = publicId ? ` PUBLIC "${publicId}"` : '';
  const sys = systemId ? `${publicId ? '' : ' SYSTEM'} "${systemId}"` : '';
  return `<!DOCTYPE ${name}${pub}${sys}>`;
}

/** 1-based line of the first doctype in the source (the artifact keeps no line for it). */
function doctypeLine(html: string): number | null {
  const at = html.search(/<!doctype/i);
  return at === -1 ? null : html.slice(0, at).split('\n').length;
}

export default defineCheck({
  id: 'doctype',
  needs: ['doc', 'html'],
  run(page) {
    const { doctype, mode, doctypeFirst } = page.doc;
    if (doctype === null) {
      // A doctype after other content is dropped by the parser: say so rather than "missing".
      const line = doctypeLine(page.html);
      if (line === null) return fail('missing', {}, { value: mode });
      return fail(
        'ignored',
        {},
        { items: [{ value: '<!DOCTYPE>', ...noted('ignoredByParser'), line }], value: mode },
      );
    }
    const text = doctypeText(doctype);
    const extra = {
      items: [{ value: text, ...noted('documentMode', { mode }), line: doctypeLine(page.html) }],
      value: mode,
    };
    // A doctype that still triggers quirks mode is as harmful as none.
    if (mode === 'quirks') return fail('quirks', { doctype: text }, extra);
    if (mode === 'limited-quirks') return warn('limitedQuirks', { doctype: text }, extra);
    // "about:legacy-compat" is the one system identifier HTML allows, for XML tools that must emit one.
    if (doctype.publicId !== '' || (doctype.systemId !== '' && doctype.systemId !== 'about:legacy-compat')) {
      return warn('legacy', { doctype: text }, extra);
    }
    if (!doctypeFirst) return warn('notFirst', { doctype: text }, extra);
    return pass('pass', { doctype: text }, { value: mode });
  },
  strings: {
    en: {
      title: 'Doctype',
      fix: 'Start the document with <!DOCTYPE html> as its very first line, with nothing but whitespace or comments before it.',
      pass: 'The document starts with the HTML5 doctype {doctype} and renders in standards mode.',
      missing: 'The document has no doctype, so browsers render it in quirks mode.',
      ignored:
        'The doctype comes after other content, so browsers ignore it and render the page in quirks mode.',
      quirks: 'The doctype {doctype} puts browsers in quirks mode, as if there were none.',
      limitedQuirks:
        'The legacy doctype {doctype} puts browsers in limited-quirks mode (older table and image layout).',
      legacy: 'The page uses the legacy doctype {doctype} instead of <!DOCTYPE html>.',
      notFirst:
        'The doctype {doctype} is not the first thing in the document: something other than whitespace or comments comes before it.',
    },
    es: {
      title: 'Doctype',
      fix: 'Empieza el documento con <!DOCTYPE html> como primera línea, sin nada delante salvo espacios en blanco o comentarios.',
      pass: 'El documento empieza con el doctype de HTML5 {doctype} y se muestra en modo estándar.',
      missing: 'El documento no tiene doctype, así que los navegadores lo muestran en modo quirks.',
      ignored:
        'El doctype aparece después de otro contenido, así que los navegadores lo ignoran y muestran la página en modo quirks.',
      quirks:
        'El doctype {doctype} hace que los navegadores usen el modo quirks, como si no hubiera ninguno.',
      limitedQuirks:
        'El doctype antiguo {doctype} hace que los navegadores usen el modo limited-quirks (maquetación antigua de tablas e imágenes).',
      legacy: 'La página usa el doctype antiguo {doctype} en lugar de <!DOCTYPE html>.',
      notFirst:
        'El doctype {doctype} no es lo primero del documento: delante hay algo más que espacios en blanco o comentarios.',
    },
    fr: {
      title: 'Doctype',
      fix: 'Commencez le document par <!DOCTYPE html> en toute première ligne, précédé uniquement d’espaces ou de commentaires.',
      pass: 'Le document commence par le doctype HTML5 {doctype} et s’affiche en mode standard.',
      missing: 'Le document n’a pas de doctype : les navigateurs l’affichent en mode quirks.',
      ignored:
        'Le doctype vient après d’autre contenu : les navigateurs l’ignorent et affichent la page en mode quirks.',
      quirks: 'Le doctype {doctype} met les navigateurs en mode quirks, comme s’il n’y en avait pas.',
      limitedQuirks:
        'L’ancien doctype {doctype} met les navigateurs en mode limited-quirks (mise en page ancienne des tableaux et des images).',
      legacy: 'La page utilise l’ancien doctype {doctype} au lieu de <!DOCTYPE html>.',
      notFirst:
        'Le doctype {doctype} n’est pas en tête du document : il est précédé d’autre chose que des espaces ou des commentaires.',
    },
  },
  fix: doctypeFix,
});
