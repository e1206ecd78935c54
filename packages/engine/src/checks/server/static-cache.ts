import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { cachedLongEnough, cachePolicy } from './_cache.js';
import { answeredAssets, assetItem, coverage, serverInput } from './_delivery.js';
import { serverConfigFix } from '../../fix/server-config.js';

export default defineCheck({
  id: 'static-cache',
  needs: ['fetch'],
  reads: ['site'],
  run(page) {
    const { facts, missing } = serverInput(page);
    if (!facts) return missing;
    const { assets } = facts;
    if (assets.total === 0) return notApplicable('none');
    const answered = answeredAssets(assets);
    const [failed] = assets.checked;
    if (!failed) return notApplicable('skipped', { total: assets.total });
    if (answered.length === 0) {
      const why = failed.error ?? String(failed.status);
      return notApplicable('noneAnswered', { total: assets.total, why, url: failed.url });
    }

    const judged = answered.map((a) => ({ a, policy: cachePolicy(a, page.fetch.fetchedAt) }));
    const short = judged.filter(({ a, policy }) => !cachedLongEnough(a, policy));
    const fingerprinted = answered.filter((a) => a.fingerprinted).length;
    const values = { ...coverage(assets), fingerprinted, count: short.length };
    const [first] = short;
    if (first) {
      const items = short.map(({ a, policy }) =>
        assetItem(a, `${policy.source}; ${a.kind}${a.fingerprinted ? ', fingerprinted' : ''}`),
      );
      return warn(
        'short',
        { ...values, url: first.a.url, policy: first.policy.source },
        { items, value: short.length },
      );
    }
    return pass('pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'Browser caching of static files',
      fix: 'Send long cache lifetimes for static files: `Cache-Control: public, max-age=31536000, immutable` for files with a content hash in their name, and at least `max-age=86400` for the others (nginx: `expires 1y;` in the location of /assets/, Apache: mod_expires).',
      pass: 'Every same-origin static file checked is cached long enough: fingerprinted files ({fingerprinted}) for 30 days or more or immutable, the others for at least 1 day (checked {checked} of {total}).',
      short:
        'Same-origin static files cached too briefly or not at all: {count}, e.g. {url} ({policy}); files with a hash in their URL need 30 days or immutable, others 1 day (checked {checked} of {total}).',
      none: 'The page loads no same-origin stylesheets, scripts, fonts or images, so there is no static file to judge.',
      noneAnswered:
        '{total, plural, one {The one same-origin static file did not answer with 2xx ({url}: {why}), so its caching headers are unknown.} other {None of the # same-origin static files answered with 2xx (e.g. {url}: {why}), so their caching headers are unknown.}}',
      skipped:
        '{total, plural, one {The same-origin static file was not requested} other {The # same-origin static files were not requested}}: the time budget of the site requests ran out first.',
      notRun:
        'The static files were not requested (site-level requests are off in this audit), so their caching headers are unknown.',
      gathererFailed: 'The static file requests failed ({reason}), so their caching headers are unknown.',
    },
    es: {
      title: 'Caché del navegador para archivos estáticos',
      fix: 'Envía tiempos de caché largos para los archivos estáticos: `Cache-Control: public, max-age=31536000, immutable` para los archivos con un hash de contenido en el nombre, y al menos `max-age=86400` para los demás (nginx: `expires 1y;` en la location de /assets/, Apache: mod_expires).',
      pass: 'Todos los archivos estáticos del mismo origen comprobados se guardan en caché el tiempo suficiente: los que llevan hash ({fingerprinted}) 30 días o más o immutable, los demás al menos 1 día (comprobados {checked} de {total}).',
      short:
        'Archivos estáticos del mismo origen con caché demasiado corta o sin caché: {count}, p. ej. {url} ({policy}); los archivos con hash en la URL necesitan 30 días o immutable, los demás 1 día (comprobados {checked} de {total}).',
      none: 'La página no carga hojas de estilo, scripts, fuentes ni imágenes del mismo origen, así que no hay archivos estáticos que evaluar.',
      noneAnswered:
        '{total, plural, one {El único archivo estático del mismo origen no respondió con 2xx ({url}: {why}), así que se desconocen sus cabeceras de caché.} other {Ninguno de los # archivos estáticos del mismo origen respondió con 2xx (p. ej. {url}: {why}), así que se desconocen sus cabeceras de caché.}}',
      skipped:
        '{total, plural, one {No se pidió el archivo estático del mismo origen} other {No se pidieron los # archivos estáticos del mismo origen}}: antes se agotó el tiempo asignado a las peticiones a nivel de sitio.',
      notRun:
        'No se pidieron los archivos estáticos (las peticiones a nivel de sitio están desactivadas en esta auditoría), así que se desconocen sus cabeceras de caché.',
      gathererFailed:
        'Fallaron las peticiones de archivos estáticos ({reason}), así que se desconocen sus cabeceras de caché.',
    },
    fr: {
      title: 'Mise en cache des fichiers statiques',
      fix: 'Envoyez de longues durées de cache pour les fichiers statiques : `Cache-Control: public, max-age=31536000, immutable` pour les fichiers dont le nom contient une empreinte de contenu, et au moins `max-age=86400` pour les autres (nginx : `expires 1y;` dans la location de /assets/, Apache : mod_expires).',
      pass: 'Chaque fichier statique de même origine vérifié est mis en cache assez longtemps : les fichiers à empreinte ({fingerprinted}) 30 jours ou plus ou immutable, les autres au moins 1 jour ({checked, plural, one {# vérifié} other {# vérifiés}} sur {total}).',
      short:
        'Fichiers statiques de même origine mis en cache trop peu de temps ou pas du tout : {count}, par ex. {url} ({policy}) ; les fichiers avec une empreinte dans l’URL demandent 30 jours ou immutable, les autres 1 jour ({checked, plural, one {# vérifié} other {# vérifiés}} sur {total}).',
      none: 'La page ne charge ni feuille de style, ni script, ni police, ni image de même origine : aucun fichier statique à évaluer.',
      noneAnswered:
        '{total, plural, one {Le seul fichier statique de même origine n’a pas répondu en 2xx ({url} : {why}) : ses en-têtes de cache sont inconnus.} other {Aucun des # fichiers statiques de même origine n’a répondu en 2xx (par ex. {url} : {why}) : leurs en-têtes de cache sont inconnus.}}',
      skipped:
        '{total, plural, one {Le fichier statique de même origine n’a pas été demandé} other {Les # fichiers statiques de même origine n’ont pas été demandés}} : le temps alloué aux requêtes au niveau du site était écoulé.',
      notRun:
        'Les fichiers statiques n’ont pas été demandés (les requêtes au niveau du site sont désactivées pour cet audit) : leurs en-têtes de cache sont inconnus.',
      gathererFailed:
        'Les requêtes des fichiers statiques ont échoué ({reason}) : leurs en-têtes de cache sont inconnus.',
    },
  },
  fix: serverConfigFix,
});
