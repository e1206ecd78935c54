import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { mixedContent, upgradesInsecureRequests, type MixedRef } from './_mixed-content.js';

export default defineCheck({
  id: 'mixed-content',
  needs: [
    'url',
    'fetch',
    'doc',
    'scripts',
    'links',
    'iframes',
    'images',
    'videos',
    'plugins',
    'forms',
    'metas',
    'media',
    'formActions',
  ],
  run(page) {
    if (page.url.protocol !== 'https:') return notApplicable('notHttps', { url: page.url.href });
    const refs = mixedContent(page);
    if (refs.length === 0) return pass('pass', undefined, { value: 0 });

    // upgrade-insecure-requests rewrites subresources and same-host form targets to https:// before they load.
    const upgrade = upgradesInsecureRequests(page);
    const upgraded = (r: MixedRef): boolean =>
      upgrade && (r.kind !== 'form' || new URL(r.url).host === page.url.host);
    const items = refs.map((r) => ({
      value: r.url,
      note: `${r.via}: ${upgraded(r) ? 'upgraded by CSP' : r.kind}`,
      line: r.line,
    }));
    const active = refs.filter((r) => r.kind === 'active' && !upgraded(r));
    const forms = refs.filter((r) => r.kind === 'form' && !upgraded(r));
    const passive = refs.filter((r) => r.kind === 'passive');
    const counts = { active: active.length, passive: passive.length, forms: forms.length };
    const extra = { items, value: refs.length };

    const [firstActive] = active;
    if (firstActive) return fail('active', { ...counts, url: firstActive.url, via: firstActive.via }, extra);
    const [firstForm] = forms;
    if (firstForm) return fail('form', { ...counts, url: firstForm.url, via: firstForm.via }, extra);
    const [first] = refs;
    if (upgrade && first)
      return warn('upgraded', { count: refs.length, url: first.url, via: first.via }, extra);
    const [firstPassive] = passive;
    return warn(
      'passive',
      { count: passive.length, url: firstPassive?.url ?? '', via: firstPassive?.via ?? '' },
      extra,
    );
  },
  strings: {
    en: {
      title: 'Mixed content',
      fix: 'Change every listed http:// URL to https:// (or a relative URL) in the templates and content; where a third party has no HTTPS version, host the file yourself or drop it. Point form actions at https://.',
      pass: 'The HTTPS page loads all its scripts, stylesheets, frames and media over HTTPS, and no form posts to http://.',
      active:
        'The HTTPS page loads {active, plural, one {# active resource} other {# active resources}} over plain HTTP, which browsers block, e.g. {url} ({via}); passive: {passive}, insecure forms: {forms}.',
      form: 'A form on the HTTPS page sends its data over plain HTTP to {url} ({via}); insecure forms: {forms}, passive resources: {passive}.',
      passive:
        'The HTTPS page loads {count, plural, one {# image or media file} other {# images or media files}} over plain HTTP, e.g. {url} ({via}); browsers upgrade or flag them.',
      upgraded:
        'The page references {count, plural, one {# http:// resource} other {# http:// resources}}, e.g. {url} ({via}); its Content-Security-Policy upgrade-insecure-requests makes browsers fetch them over HTTPS.',
      notHttps: 'The page itself is served over plain HTTP ({url}), so there is no mixed content to check.',
    },
    es: {
      title: 'Contenido mixto',
      fix: 'Cambia cada URL http:// de la lista a https:// (o a una URL relativa) en las plantillas y el contenido; si un tercero no ofrece HTTPS, aloja el archivo tú mismo o elimínalo. Haz que las acciones de formulario apunten a https://.',
      pass: 'La página HTTPS carga todos sus scripts, hojas de estilo, marcos y medios por HTTPS, y ningún formulario envía a http://.',
      active:
        'La página HTTPS carga {active, plural, one {# recurso activo} other {# recursos activos}} por HTTP sin cifrar, que los navegadores bloquean, p. ej. {url} ({via}); pasivos: {passive}, formularios inseguros: {forms}.',
      form: 'Un formulario de la página HTTPS envía sus datos por HTTP sin cifrar a {url} ({via}); formularios inseguros: {forms}, recursos pasivos: {passive}.',
      passive:
        'La página HTTPS carga {count, plural, one {# imagen o archivo multimedia} other {# imágenes o archivos multimedia}} por HTTP sin cifrar, p. ej. {url} ({via}); los navegadores los actualizan o los señalan.',
      upgraded:
        'La página hace referencia a {count, plural, one {# recurso http://} other {# recursos http://}}, p. ej. {url} ({via}); su Content-Security-Policy upgrade-insecure-requests hace que los navegadores los pidan por HTTPS.',
      notHttps:
        'La propia página se sirve por HTTP sin cifrar ({url}), así que no hay contenido mixto que comprobar.',
    },
    fr: {
      title: 'Contenu mixte',
      fix: "Remplacez chaque URL http:// listée par https:// (ou une URL relative) dans les gabarits et le contenu ; si un tiers n'a pas de version HTTPS, hébergez le fichier vous-même ou retirez-le. Faites pointer les actions de formulaire vers https://.",
      pass: 'La page HTTPS charge tous ses scripts, feuilles de style, cadres et médias en HTTPS, et aucun formulaire ne poste vers http://.',
      active:
        'La page HTTPS charge {active, plural, one {# ressource active} other {# ressources actives}} en HTTP non chiffré, que les navigateurs bloquent, par ex. {url} ({via}) ; passives : {passive}, formulaires non sécurisés : {forms}.',
      form: 'Un formulaire de la page HTTPS envoie ses données en HTTP non chiffré à {url} ({via}) ; formulaires non sécurisés : {forms}, ressources passives : {passive}.',
      passive:
        'La page HTTPS charge {count, plural, one {# image ou fichier média} other {# images ou fichiers média}} en HTTP non chiffré, par ex. {url} ({via}) ; les navigateurs les mettent à niveau ou les signalent.',
      upgraded:
        'La page référence {count, plural, one {# ressource http://} other {# ressources http://}}, par ex. {url} ({via}) ; sa Content-Security-Policy upgrade-insecure-requests fait que les navigateurs les demandent en HTTPS.',
      notHttps:
        "La page elle-même est servie en HTTP non chiffré ({url}) : il n'y a pas de contenu mixte à vérifier.",
    },
  },
});
