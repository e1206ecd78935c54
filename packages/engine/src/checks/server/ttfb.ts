import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { serverInput } from './_delivery.js';
import { noted } from '../../i18n/notes.js';

/** Catalogue bands on the median of the warm samples: ≤ 800 ms good, 801–1800 ms rec., > 1800 ms crit. */
const GOOD_MS = 800;
const POOR_MS = 1800;

export default defineCheck({
  id: 'ttfb',
  needs: ['fetch'],
  reads: ['site'],
  run(page) {
    const cold = Math.round(page.fetch.timings.ttfbMs);
    const { facts, missing } = serverInput(page);
    if (!facts) return { ...missing, values: { ...missing.values, cold } };
    const { samples, medianMs, url, busy } = facts.ttfb;
    const items: CheckItem[] = samples.map((s, i) => ({
      value: url,
      ...(s.ttfbMs === null
        ? noted('warmRequestFailed', { n: i + 1, error: s.error ?? 'NO_RESPONSE' })
        : s.disturbed && !busy
          ? noted('warmRequestBusy', { n: i + 1, ms: Math.round(s.ttfbMs), lag: s.lagMs ?? 0 })
          : noted('warmRequest', { n: i + 1, ms: Math.round(s.ttfbMs) })),
    }));
    items.push({ value: url, ...noted('coldRequest', { ms: cold }) });
    if (facts.ttfb.skippedSlowCold) {
      const warm = Math.round(samples[0]?.ttfbMs ?? cold);
      return fail('coldVerySlow', { cold, warm, url }, { items, value: Math.min(cold, warm) });
    }
    // The samples the median is of: the clean ones, or all when this host disturbed every one (busy).
    const answered = samples
      .filter((s) => busy !== undefined || !s.disturbed)
      .map((s) => s.ttfbMs)
      .filter((t): t is number => t !== null);
    if (medianMs === null || answered.length === 0) {
      const error = samples.find((s) => s.error !== null)?.error ?? 'NO_RESPONSE';
      return notApplicable('failed', { requested: samples.length, error, cold, url });
    }
    // Compared as shown: the message must agree with the verdict.
    const median = Math.round(medianMs);
    // A busy host only makes answers look slower: a fast median stands, a slow one was not measurable.
    if (busy && median > GOOD_MS)
      return notApplicable('busyHost', { median, lag: busy.lagMs, measured: answered.length, cold, url });
    const values = {
      median,
      cold,
      measured: answered.length,
      requested: samples.length,
      min: Math.round(Math.min(...answered)),
      max: Math.round(Math.max(...answered)),
      url,
    };
    if (median > POOR_MS) return fail('verySlow', values, { items, value: median });
    if (median > GOOD_MS) return warn('slow', values, { items, value: median });
    return pass('pass', values, { value: median });
  },
  strings: {
    en: {
      title: 'Server response time (TTFB)',
      fix: 'Cut the time the server needs before it answers: cache rendered pages (full-page or CDN cache), speed up slow database queries and back-end calls, and serve the site from a host or CDN close to your visitors.',
      pass: 'The server answers {url} fast: median time to first byte {median} ms over {measured} of {requested, plural, one {# warm request} other {# warm requests}} (fastest {min} ms, slowest {max} ms); the first, cold request took {cold} ms.',
      slow: 'The server answers {url} slowly: median time to first byte {median} ms over {measured} of {requested, plural, one {# warm request} other {# warm requests}} (fastest {min} ms, slowest {max} ms), above the 800 ms goal; the first, cold request took {cold} ms.',
      verySlow:
        'The server answers {url} very slowly: median time to first byte {median} ms over {measured} of {requested, plural, one {# warm request} other {# warm requests}} (fastest {min} ms, slowest {max} ms), above the 1800 ms limit; the first, cold request took {cold} ms.',
      failed:
        '{requested, plural, =1 {The one warm request to {url} got no answer} other {None of the # warm requests to {url} got an answer}} ({error}), so no median could be measured; the first, cold request took {cold} ms.',
      notRun:
        'The warm requests that measure the server response did not run (site-level requests are off in this audit); the first, cold request took {cold} ms.',
      gathererFailed:
        'The warm requests that measure the server response failed ({reason}); the first, cold request took {cold} ms.',
      coldVerySlow:
        'The server answers {url} very slowly: the first request waited {cold} ms for its first byte and a second one {warm} ms, above the 1800 ms limit, so no further (warm) requests were made.',
      busyHost:
        'Not measurable: the host running the audit was busy. The answers from {url} took {median} ms (median of {measured}), but this host held the measurement up by as much as {lag} ms, so the time says more about it than about the server; the first, cold request took {cold} ms. Audit again when it is less loaded.',
    },
    es: {
      title: 'Tiempo de respuesta del servidor (TTFB)',
      fix: 'Reduce el tiempo que el servidor tarda en responder: cachea las páginas generadas (caché de página completa o CDN), acelera las consultas a la base de datos y las llamadas lentas del back-end, y sirve el sitio desde un alojamiento o CDN cercano a tus visitantes.',
      pass: 'El servidor responde rápido a {url}: mediana del tiempo hasta el primer byte {median} ms en {measured} de {requested, plural, one {# petición en caliente} other {# peticiones en caliente}} (la más rápida {min} ms, la más lenta {max} ms); la primera petición, en frío, tardó {cold} ms.',
      slow: 'El servidor responde despacio a {url}: mediana del tiempo hasta el primer byte {median} ms en {measured} de {requested, plural, one {# petición en caliente} other {# peticiones en caliente}} (la más rápida {min} ms, la más lenta {max} ms), por encima del objetivo de 800 ms; la primera petición, en frío, tardó {cold} ms.',
      verySlow:
        'El servidor responde muy despacio a {url}: mediana del tiempo hasta el primer byte {median} ms en {measured} de {requested, plural, one {# petición en caliente} other {# peticiones en caliente}} (la más rápida {min} ms, la más lenta {max} ms), por encima del límite de 1800 ms; la primera petición, en frío, tardó {cold} ms.',
      failed:
        '{requested, plural, =1 {La única petición en caliente a {url} no obtuvo respuesta} other {Ninguna de las # peticiones en caliente a {url} obtuvo respuesta}} ({error}), así que no se pudo medir la mediana; la primera petición, en frío, tardó {cold} ms.',
      notRun:
        'No se hicieron las peticiones en caliente que miden la respuesta del servidor (las peticiones a nivel de sitio están desactivadas en esta auditoría); la primera petición, en frío, tardó {cold} ms.',
      gathererFailed:
        'Fallaron las peticiones en caliente que miden la respuesta del servidor ({reason}); la primera petición, en frío, tardó {cold} ms.',
      coldVerySlow:
        'El servidor responde muy despacio a {url}: la primera petición esperó {cold} ms hasta el primer byte y una segunda {warm} ms, por encima del límite de 1800 ms, así que no se hicieron más peticiones (en caliente).',
      busyHost:
        'No se puede medir: el equipo que hace la auditoría estaba ocupado. Las respuestas de {url} tardaron {median} ms (mediana de {measured}), pero este equipo retuvo la medición hasta {lag} ms, así que el tiempo dice más de él que del servidor; la primera petición, en frío, tardó {cold} ms. Vuelve a auditar cuando esté menos cargado.',
    },
    fr: {
      title: 'Temps de réponse du serveur (TTFB)',
      fix: 'Réduisez le temps dont le serveur a besoin avant de répondre : mettez en cache les pages générées (cache de page complète ou CDN), accélérez les requêtes de base de données et les appels back-end lents, et servez le site depuis un hébergement ou un CDN proche de vos visiteurs.',
      pass: 'Le serveur répond vite pour {url} : temps médian jusqu’au premier octet {median} ms sur {measured} des {requested, plural, one {# requête} other {# requêtes}} à chaud (la plus rapide {min} ms, la plus lente {max} ms) ; la première requête, à froid, a pris {cold} ms.',
      slow: 'Le serveur répond lentement pour {url} : temps médian jusqu’au premier octet {median} ms sur {measured} des {requested, plural, one {# requête} other {# requêtes}} à chaud (la plus rapide {min} ms, la plus lente {max} ms), au-dessus de l’objectif de 800 ms ; la première requête, à froid, a pris {cold} ms.',
      verySlow:
        'Le serveur répond très lentement pour {url} : temps médian jusqu’au premier octet {median} ms sur {measured} des {requested, plural, one {# requête} other {# requêtes}} à chaud (la plus rapide {min} ms, la plus lente {max} ms), au-dessus de la limite de 1800 ms ; la première requête, à froid, a pris {cold} ms.',
      failed:
        '{requested, plural, =1 {La seule requête à chaud vers {url} n’a pas obtenu de réponse} other {Aucune des # requêtes à chaud vers {url} n’a obtenu de réponse}} ({error}) : la médiane n’a pas pu être mesurée ; la première requête, à froid, a pris {cold} ms.',
      notRun:
        'Les requêtes à chaud qui mesurent la réponse du serveur n’ont pas été faites (les requêtes au niveau du site sont désactivées pour cet audit) ; la première requête, à froid, a pris {cold} ms.',
      gathererFailed:
        'Les requêtes à chaud qui mesurent la réponse du serveur ont échoué ({reason}) ; la première requête, à froid, a pris {cold} ms.',
      coldVerySlow:
        'Le serveur répond très lentement pour {url} : la première requête a attendu {cold} ms son premier octet et une deuxième {warm} ms, au-dessus de la limite de 1800 ms ; aucune autre requête (à chaud) n’a donc été faite.',
      busyHost:
        'Non mesurable : la machine qui fait l’audit était occupée. Les réponses de {url} ont pris {median} ms (médiane de {measured}), mais cette machine a retenu la mesure jusqu’à {lag} ms : le temps en dit plus sur elle que sur le serveur ; la première requête, à froid, a pris {cold} ms. Relancez l’audit quand elle sera moins chargée.',
    },
  },
});
