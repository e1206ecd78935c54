import { linksByRel, type ElementInfo } from '../../artifact.js';
import { resolveHref } from '../../gather/urls.js';
import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { selfUpdating, type SelfUpdating } from './_self-updating.js';

/** Script types a browser executes; a <script type="text/template" src> is never run, so never checked. */
const JS_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/;
/** At least one hash of an algorithm browsers support; anything else counts as no integrity at all. */
const HASH = /(^|\s)sha(256|384|512)-[A-Za-z0-9+/_-]+={0,2}(\?\S*)?(\s|$)/;

interface Asset {
  url: string;
  el: ElementInfo;
  service: SelfUpdating | null;
}

/** Why an asset is not protected, or null when it is (a fact for the item note). */
function problem(el: ElementInfo): string | null {
  const integrity = (el.attrs.integrity ?? '').trim();
  if (integrity === '') return 'no integrity';
  if (!HASH.test(integrity)) return `integrity="${integrity}" has no sha256/384/512 hash`;
  // Without CORS the response is opaque, cannot be hashed, and the browser refuses to run it.
  if (el.attrs.crossorigin === undefined) return 'integrity without crossorigin: the browser blocks it';
  return null;
}

export default defineCheck({
  id: 'sri',
  needs: ['scripts', 'links', 'doc', 'url'],
  run(page) {
    const assets: Asset[] = [];
    const add = (href: string | undefined, el: ElementInfo): void => {
      const url = href?.trim() ? resolveHref(href, page.doc.baseUrl) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin === page.url.origin) return;
      assets.push({ url: url.href, el, service: selfUpdating(url) });
    };
    for (const s of page.scripts) {
      if (JS_TYPES.test((s.attrs.type ?? '').trim().toLowerCase())) add(s.attrs.src, s);
    }
    for (const l of linksByRel(page, 'stylesheet')) add(l.attrs.href, l);
    if (assets.length === 0) return notApplicable('none');
    // Report in source order, scripts and stylesheets interleaved as the page has them.
    assets.sort((a, b) => (a.el.line ?? Infinity) - (b.el.line ?? Infinity));

    const dynamic = assets.filter((a) => a.service !== null);
    const fixed = assets.filter((a) => a.service === null);
    const dynamicItems: CheckItem[] = dynamic.map((a) => ({
      value: a.url,
      note: `${a.service?.name ?? ''}: self-updating, not counted`,
      line: a.el.line,
    }));
    const names = [...new Set(dynamic.map((a) => a.service?.name ?? ''))].join(', ');
    if (fixed.length === 0) return notApplicable('onlySelfUpdating', { count: dynamic.length, names });

    const missing = fixed.flatMap((a) => {
      const why = problem(a.el);
      return why === null ? [] : [{ value: a.url, note: why, line: a.el.line }];
    });
    const items = [...missing, ...dynamicItems];
    const counts = { total: fixed.length, skipped: dynamic.length };
    const [first] = missing;
    if (first)
      return warn(
        'missing',
        { ...counts, count: missing.length, url: first.value },
        { items, value: missing.length },
      );
    return pass(dynamic.length > 0 ? 'passSkipped' : 'pass', { ...counts, names }, { items, value: 0 });
  },
  strings: {
    en: {
      title: 'Subresource Integrity (SRI)',
      fix: 'Add integrity="sha384-…" and crossorigin="anonymous" to every listed third-party <script> and stylesheet <link> (most CDNs show the tag with its hash; or run: openssl dgst -sha384 -binary file | openssl base64 -A), or self-host the file.',
      pass: '{total, plural, =1 {The third-party script or stylesheet carries} other {All # third-party scripts and stylesheets carry}} an integrity hash with crossorigin.',
      passSkipped:
        '{total, plural, =1 {The static third-party script or stylesheet carries} other {All # static third-party scripts and stylesheets carry}} an integrity hash with crossorigin; {skipped, plural, one {# self-updating one is} other {# self-updating ones are}} not counted ({names}).',
      missing:
        '{count} of {total, plural, one {# third-party script or stylesheet} other {# third-party scripts and stylesheets}} {count, plural, one {has} other {have}} no usable integrity hash, e.g. {url} ({skipped, plural, one {# self-updating one} other {# self-updating ones}} not counted).',
      none: 'The page loads no scripts or stylesheets from other origins.',
      onlySelfUpdating:
        '{count, plural, one {The only third-party script is a self-updating one, which cannot} other {The only third-party scripts are # self-updating ones, which cannot}} carry a fixed hash ({names}).',
    },
    es: {
      title: 'Integridad de subrecursos (SRI)',
      fix: 'Añade integrity="sha384-…" y crossorigin="anonymous" a cada <script> y <link> de hoja de estilo de terceros de la lista (la mayoría de las CDN muestran la etiqueta con su hash; o ejecuta: openssl dgst -sha384 -binary archivo | openssl base64 -A), o aloja el archivo tú mismo.',
      pass: '{total, plural, =1 {El script u hoja de estilo de terceros lleva} other {Los # scripts y hojas de estilo de terceros llevan}} hash de integridad con crossorigin.',
      passSkipped:
        '{total, plural, =1 {El script u hoja de estilo estático de terceros lleva} other {Los # scripts y hojas de estilo estáticos de terceros llevan}} hash de integridad con crossorigin; {skipped, plural, one {no se cuenta # que se actualiza solo} other {no se cuentan # que se actualizan solos}} ({names}).',
      missing:
        '{count} de {total, plural, one {# script u hoja de estilo de terceros} other {# scripts y hojas de estilo de terceros}} no {count, plural, one {tiene} other {tienen}} un hash de integridad utilizable, p. ej. {url} ({skipped, plural, one {no se cuenta # que se actualiza solo} other {no se cuentan # que se actualizan solos}}).',
      none: 'La página no carga scripts ni hojas de estilo de otros orígenes.',
      onlySelfUpdating:
        '{count, plural, one {El único script de terceros se actualiza solo y no puede} other {Los únicos scripts de terceros son # que se actualizan solos y no pueden}} llevar un hash fijo ({names}).',
    },
    fr: {
      title: 'Intégrité des sous-ressources (SRI)',
      fix: 'Ajoutez integrity="sha384-…" et crossorigin="anonymous" à chaque <script> et <link> de feuille de style tiers listé (la plupart des CDN affichent la balise avec son empreinte ; sinon : openssl dgst -sha384 -binary fichier | openssl base64 -A), ou hébergez le fichier vous-même.',
      pass: "{total, plural, =1 {Le script ou la feuille de style tiers porte} other {Les # scripts et feuilles de style tiers portent}} une empreinte d'intégrité avec crossorigin.",
      passSkipped:
        "{total, plural, =1 {Le script ou la feuille de style tiers statique porte} other {Les # scripts et feuilles de style tiers statiques portent}} une empreinte d'intégrité avec crossorigin ; {skipped, plural, one {# qui se met à jour seul n'est pas compté} other {# qui se mettent à jour seuls ne sont pas comptés}} ({names}).",
      missing:
        "{count, plural, one {# script ou feuille de style tiers} other {# scripts et feuilles de style tiers}} sur {total} {count, plural, one {n'a pas} other {n'ont pas}} d'empreinte d'intégrité utilisable, par ex. {url} ({skipped, plural, one {# qui se met à jour seul n'est pas compté} other {# qui se mettent à jour seuls ne sont pas comptés}}).",
      none: "La page ne charge ni script ni feuille de style d'autres origines.",
      onlySelfUpdating:
        "{count, plural, one {Le seul script tiers se met à jour seul et ne peut pas} other {Les seuls scripts tiers sont # qui se mettent à jour seuls et ne peuvent pas}} porter d'empreinte fixe ({names}).",
    },
  },
});
