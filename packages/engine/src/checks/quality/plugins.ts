import type { ElementInfo } from '../../artifact.js';
import { defineCheck, fail, pass } from '../types.js';

type Technology = 'Flash' | 'Java' | 'Silverlight';

interface Signature {
  technology: Technology;
  /** MIME types, matched on the type attribute before any parameters. */
  type: RegExp;
  /** ActiveX class ids (lower case) or a classid scheme. */
  classid: RegExp;
  /** File extensions of the content (data, src, movie, code, archive…), query and fragment ignored. */
  file: RegExp;
}

const SIGNATURES: readonly Signature[] = [
  {
    technology: 'Flash',
    type: /^application\/(?:x-shockwave-flash|futuresplash)$/,
    classid: /^clsid:d27cdb6e-ae6d-11cf-96b8-444553540000$/,
    file: /\.(?:swf|spl)$/,
  },
  {
    technology: 'Java',
    type: /^application\/x-java-(?:applet|bean|vm)/,
    classid: /^java:|^clsid:8ad9c840-044e-11d1-b3e9-00805f499d93$|^clsid:cafeefac-/, // versioned plugin ids: CAFEEFAC-…
    file: /\.(?:jar|class|jnlp)$/,
  },
  {
    technology: 'Silverlight',
    type: /^application\/x-silverlight(?:-2|-app)?$/,
    classid: /^clsid:dfeaf541-f3e1-4c24-acac-99c30715084a$/,
    file: /\.xap$/,
  },
];

/** Attributes and <param>s that name the embedded file. */
const FILE_ATTRS = [
  'data', 'src', 'code', 'archive',
  'param:movie', 'param:src', 'param:source', 'param:code', 'param:archive', 'param:filename', 'param:url',
]; // prettier-ignore

const path = (value: string): string => value.trim().toLowerCase().split(/[?#]/)[0] ?? '';

/** The plugin technology an <object>, <embed> or <applet> needs, or null (PDF, SVG, video, HTML…). */
function technologyOf(el: ElementInfo): Technology | null {
  // <applet> is Java by definition, whatever its attributes say.
  if (el.tag === 'applet') return 'Java';
  const type = (el.attrs.type ?? el.attrs['param:type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const classid = (el.attrs.classid ?? '').trim().toLowerCase();
  // archive lists several files ("game.jar, lib.jar").
  const files = FILE_ATTRS.flatMap((name) => el.attrs[name]?.split(/[\s,]+/).map(path) ?? []);
  const codebase = (el.attrs.codebase ?? '').toLowerCase();
  for (const s of SIGNATURES) {
    if (s.type.test(type) || s.classid.test(classid) || files.some((f) => s.file.test(f)))
      return s.technology;
  }
  // Flash's ActiveX installer is named in the codebase of objects with an unknown or missing classid.
  return codebase.includes('swflash.cab') ? 'Flash' : null;
}

/** What an item shows: the embedded file if there is one, else the element itself. */
function label(el: ElementInfo): string {
  const file = FILE_ATTRS.map((a) => el.attrs[a]?.trim()).find(Boolean);
  return file ?? `<${el.tag}>`;
}

export default defineCheck({
  id: 'plugins',
  needs: ['plugins'],
  run(page) {
    const found = page.plugins.flatMap((el) => {
      const technology = technologyOf(el);
      return technology ? [{ el, technology }] : [];
    });
    const first = found[0];
    if (!first) {
      if (page.plugins.length === 0) return pass('pass', {}, { value: 0 });
      return pass('passOther', { count: page.plugins.length }, { value: 0 });
    }
    const technologies = [...new Set(found.map((f) => f.technology))].join(', ');
    return fail(
      'found',
      { count: found.length, technologies, file: label(first.el) },
      {
        items: found.map(({ el, technology }) => ({
          value: label(el),
          note: `${technology}, <${el.tag}>`,
          line: el.line,
        })),
        value: found.length,
      },
    );
  },
  strings: {
    en: {
      title: 'Browser plugins',
      fix: 'Replace Flash, Java applets and Silverlight with HTML5: <video>/<audio> for media, HTML, CSS and JavaScript (or <canvas>) for interactive content, and remove the <object>, <embed> or <applet> elements.',
      pass: 'The page embeds nothing through <object>, <embed> or <applet>.',
      passOther:
        'The page has {count, plural, one {# <object>/<embed> element, with content} other {# <object>/<embed> elements, all with content}} browsers display natively (no Flash, Java or Silverlight).',
      found:
        'The page embeds {count, plural, one {# plugin element} other {# plugin elements}} ({technologies}) that no current browser can run, e.g. {file}: that content is invisible to visitors and search engines.',
    },
    es: {
      title: 'Plugins del navegador',
      fix: 'Sustituye Flash, los applets de Java y Silverlight por HTML5: <video>/<audio> para multimedia, HTML, CSS y JavaScript (o <canvas>) para el contenido interactivo, y elimina los elementos <object>, <embed> o <applet>.',
      pass: 'La página no incrusta nada mediante <object>, <embed> o <applet>.',
      passOther:
        'La página tiene {count, plural, one {# elemento <object>/<embed>, con contenido} other {# elementos <object>/<embed>, todos con contenido}} que los navegadores muestran de forma nativa (ni Flash, ni Java, ni Silverlight).',
      found:
        'La página incrusta {count, plural, one {# elemento de plugin} other {# elementos de plugin}} ({technologies}) que ningún navegador actual puede ejecutar, p. ej. {file}: ese contenido es invisible para los visitantes y los buscadores.',
    },
    fr: {
      title: 'Plugins de navigateur',
      fix: 'Remplacez Flash, les applets Java et Silverlight par du HTML5 : <video>/<audio> pour les médias, HTML, CSS et JavaScript (ou <canvas>) pour le contenu interactif, et supprimez les éléments <object>, <embed> ou <applet>.',
      pass: 'La page n’intègre rien au moyen de <object>, <embed> ou <applet>.',
      passOther:
        'La page contient {count, plural, one {# élément <object>/<embed>, avec un contenu} other {# éléments <object>/<embed>, tous avec un contenu}} que les navigateurs affichent nativement (ni Flash, ni Java, ni Silverlight).',
      found:
        'La page intègre {count, plural, one {# élément de plugin} other {# éléments de plugin}} ({technologies}) qu’aucun navigateur actuel ne peut exécuter, par ex. {file} : ce contenu est invisible pour les visiteurs et les moteurs de recherche.',
    },
  },
});
