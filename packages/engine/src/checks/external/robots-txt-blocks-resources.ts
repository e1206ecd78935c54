import { linksByRel, type PageArtifact } from '../../artifact.js';
import { siteOf } from '../../gather/index.js';
import { safeResolve } from '../../gather/resources.js';
import { robotsMatch, type RobotsMatch } from '../../gather/site/robots-txt.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { NA_STRINGS, robotsTxtFacts, ruleAt } from './_robots-txt.js';
import { robotsFix } from '../../fix/robots-txt.js';

interface Ref {
  url: string;
  kind: 'stylesheet' | 'script' | 'image';
  /** Needed to render the page: screen stylesheets and executable scripts (images never block layout). */
  critical: boolean;
  line: number | null;
}

/** A script type browsers execute: none, "module", or a JavaScript MIME type. */
const JS_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)(?:\s*;.*)?)?$/i;

/** The page's own stylesheets, scripts and images on its site (eTLD+1), the most critical use kept. */
function sameSiteRefs(page: PageArtifact): Ref[] {
  const site = siteOf(page.url.hostname);
  const refs = new Map<string, Ref>();
  const add = (
    href: string | null | undefined,
    kind: Ref['kind'],
    critical: boolean,
    line: number | null,
  ) => {
    const resolved = href ? safeResolve(href, page.doc.baseUrl) : null;
    if (!resolved || !/^https?:/.test(resolved)) return;
    const url = resolved.replace(/#.*$/, '');
    if (siteOf(new URL(url).hostname) !== site) return;
    const prev = refs.get(url);
    if (!prev || (critical && !prev.critical))
      refs.set(url, { url, kind, critical, line: prev?.line ?? line });
  };
  for (const l of linksByRel(page, 'stylesheet')) {
    // Print and alternate stylesheets do not take part in rendering the page as Google sees it.
    const alternate = /(^|\s)alternate(\s|$)/i.test(l.attrs.rel ?? '');
    const offScreen = /^(print|speech)$/i.test((l.attrs.media ?? '').trim());
    add(l.attrs.href, 'stylesheet', !alternate && !offScreen, l.line);
  }
  for (const s of page.scripts) add(s.attrs.src, 'script', JS_TYPE.test((s.attrs.type ?? '').trim()), s.line);
  for (const img of page.images) if (img.kind !== 'role-img') add(img.src, 'image', false, img.line);
  return [...refs.values()];
}

export default defineCheck({
  id: 'robots-txt-blocks-resources',
  needs: ['links', 'scripts', 'images', 'doc', 'url'],
  reads: ['site'],
  run(page) {
    const refs = sameSiteRefs(page);
    if (refs.length === 0) return notApplicable('none');
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const results = refs.map((r) => ({ r, m: robotsMatch(got.facts, r.url, 'Googlebot') }));
    const unchecked = results.filter((x) => x.m.allowed === null);
    const hosts = [...new Set(unchecked.map((x) => new URL('/robots.txt', x.r.url).href))].join(', ');
    const total = refs.length;
    const checked = total - unchecked.length;
    if (checked === 0) return notApplicable('notChecked', { total, hosts });

    const item = ({ r, m }: { r: Ref; m: RobotsMatch }): CheckItem => ({
      value: r.url,
      note: `${r.kind}${r.critical ? '' : ' (not render-critical)'}; disallowed by "${m.file ? ruleAt(m.file, m.line) : ''}"`,
      line: r.line,
    });
    const blocked = results.filter((x) => x.m.allowed === false);
    const critical = blocked.filter((x) => x.r.critical);
    const items = [...critical, ...blocked.filter((x) => !x.r.critical)].map(item);
    const [first] = critical.length > 0 ? critical : blocked;
    if (first) {
      const rule = first.m.file ? ruleAt(first.m.file, first.m.line) : '';
      const values = { count: critical.length || blocked.length, checked, url: first.r.url, rule };
      if (critical.length > 0) return fail('critical', values, { items, value: blocked.length });
      return warn('nonCritical', values, { items, value: blocked.length });
    }
    if (unchecked.length > 0) {
      return pass('passPartial', { checked, total, unchecked: unchecked.length, hosts }, { value: 0 });
    }
    return pass('pass', { checked }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Resources allowed by robots.txt',
      fix: 'Remove the Disallow rules that match the listed stylesheets, scripts and images (or add Allow rules for them, e.g. "Allow: /*.css$" and "Allow: /*.js$") in the group that applies to Googlebot.',
      pass: 'Googlebot may fetch every same-site stylesheet, script and image of the page ({checked}).',
      passPartial:
        'Googlebot may fetch every same-site resource checked ({checked} of {total}); {unchecked} could not be checked because {hosts} was not read.',
      critical:
        'Stylesheets or scripts needed for rendering are disallowed for Googlebot: {count} of {checked} checked, e.g. {url} by "{rule}".',
      nonCritical:
        'Images or files not needed for rendering are disallowed for Googlebot: {count} of {checked} checked, e.g. {url} by "{rule}".',
      none: 'The page loads no stylesheets, scripts or images from its own site.',
      notChecked:
        'Not checked: the page’s same-site resources ({total}) could not be matched because {hosts} was not read.',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'Recursos permitidos por robots.txt',
      fix: 'Elimina las reglas Disallow que coinciden con las hojas de estilo, scripts e imágenes de la lista (o añade reglas Allow para ellos, p. ej. «Allow: /*.css$» y «Allow: /*.js$») en el grupo que se aplica a Googlebot.',
      pass: 'Googlebot puede obtener todas las hojas de estilo, scripts e imágenes del propio sitio que usa la página ({checked}).',
      passPartial:
        'Googlebot puede obtener todos los recursos del sitio comprobados ({checked} de {total}); {unchecked, plural, one {# no se pudo} other {# no se pudieron}} comprobar porque no se leyó {hosts}.',
      critical:
        'Hojas de estilo o scripts necesarios para renderizar bloqueados para Googlebot: {count} de {checked, plural, one {# comprobado} other {# comprobados}}, p. ej. {url} por «{rule}».',
      nonCritical:
        'Imágenes o archivos que no intervienen en el renderizado bloqueados para Googlebot: {count} de {checked, plural, one {# comprobado} other {# comprobados}}, p. ej. {url} por «{rule}».',
      none: 'La página no carga hojas de estilo, scripts ni imágenes de su propio sitio.',
      notChecked:
        'No comprobado: los recursos del propio sitio que usa la página ({total}) no se pudieron cotejar porque no se leyó {hosts}.',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'Ressources autorisées par robots.txt',
      fix: 'Supprimez les règles Disallow qui correspondent aux feuilles de style, scripts et images listés (ou ajoutez des règles Allow pour eux, par ex. « Allow: /*.css$ » et « Allow: /*.js$ ») dans le groupe qui s’applique à Googlebot.',
      pass: 'Googlebot peut récupérer toutes les feuilles de style, scripts et images du site utilisés par la page ({checked}).',
      passPartial:
        'Googlebot peut récupérer toutes les ressources du site vérifiées ({checked} sur {total}) ; {unchecked, plural, one {# n’a pas pu être vérifiée} other {# n’ont pas pu être vérifiées}} car {hosts} n’a pas été lu.',
      critical:
        'Feuilles de style ou scripts nécessaires au rendu bloqués pour Googlebot : {count} sur {checked, plural, one {# vérifié} other {# vérifiés}}, par ex. {url} par « {rule} ».',
      nonCritical:
        'Images ou fichiers non nécessaires au rendu bloqués pour Googlebot : {count} sur {checked, plural, one {# vérifié} other {# vérifiés}}, par ex. {url} par « {rule} ».',
      none: 'La page ne charge aucune feuille de style, aucun script ni aucune image de son propre site.',
      notChecked:
        'Non vérifié : les ressources du site utilisées par la page ({total}) n’ont pas pu être comparées car {hosts} n’a pas été lu.',
      ...NA_STRINGS.fr,
    },
  },
  fix: robotsFix,
});
