import { isErrorPage } from '../crawl-support.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';

/** checks.md: 4xx on more than 5 % of the crawled URLs is critical. */
const MAX_4XX_SHARE = 0.05;
const OWN_REFUSALS = new Set(['BLOCKED_TARGET', 'INVALID_URL', 'UNSUPPORTED_SCHEME']);

export default defineCheck({
  id: 'crawl-error-pages',
  needs: ['crawl'],
  run(page) {
    const crawl = page.crawl;
    if (!crawl) return notApplicable('notChecked');
    // URLs Rankscope itself refused (SSRF guard) say nothing about the site.
    const urls = crawl.pages.filter((p) => !(p.status === 0 && OWN_REFUSALS.has(p.errorCode ?? '')));
    if (urls.length === 0) return notApplicable('none');
    const errors = urls.filter(isErrorPage);
    const total = urls.length;
    if (errors.length === 0) return pass('pass', { total }, { value: 0 });
    const clientErrors = errors.filter((p) => p.status >= 400 && p.status < 500).length;
    const severe = errors.length - clientErrors;
    const share = errors.length / total;
    const items = errors.map((p) => ({
      value: p.url,
      note: p.status > 0 ? `HTTP ${p.status}` : (p.errorCode ?? p.error ?? 'no response'),
    }));
    const values = {
      count: errors.length,
      total,
      percent: Math.round(share * 1000) / 10,
      clientErrors,
      severe,
      url: errors[0]!.url,
    };
    const extra = { items, value: Math.round(share * 1000) / 1000 };
    if (severe > 0) return fail('severe', values, extra);
    if (clientErrors / total > MAX_4XX_SHARE) return fail('many', values, extra);
    return warn('some', values, extra);
  },
  strings: {
    en: {
      title: 'Error pages in the crawl',
      fix: 'Fix or remove the links to the listed URLs, restore pages that should exist (or redirect them to their replacement), and fix the server errors first.',
      pass: '{total, plural, =1 {The crawled URL answered} other {All # crawled URLs answered}} without an error.',
      some: '{count} of {total, plural, one {# crawled URL} other {# crawled URLs}} {count, plural, one {answers} other {answer}} with a 4xx error ({percent} %), e.g. {url}.',
      many: '{count} of {total, plural, one {# crawled URL} other {# crawled URLs}} {count, plural, one {answers} other {answer}} with a 4xx error ({percent} %, over 5 %), e.g. {url}.',
      severe:
        '{count} of {total, plural, one {# crawled URL} other {# crawled URLs}} {count, plural, one {fails} other {fail}} ({percent} %): {severe} with a server error or no response, e.g. {url}.',
      none: 'No URL of the site could be crawled.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Páginas de error en el rastreo',
      fix: 'Corrige o elimina los enlaces a las URL de la lista, restaura las páginas que deberían existir (o redirígelas a su sustituta) y corrige primero los errores del servidor.',
      pass: '{total, plural, =1 {La URL rastreada respondió} other {Las # URL rastreadas respondieron}} sin error.',
      some: '{count} de {total, plural, one {# URL rastreada} other {# URL rastreadas}} {count, plural, one {responde} other {responden}} con un error 4xx ({percent} %), p. ej. {url}.',
      many: '{count} de {total, plural, one {# URL rastreada} other {# URL rastreadas}} {count, plural, one {responde} other {responden}} con un error 4xx ({percent} %, más del 5 %), p. ej. {url}.',
      severe:
        '{count} de {total, plural, one {# URL rastreada} other {# URL rastreadas}} {count, plural, one {falla} other {fallan}} ({percent} %): {severe} con un error del servidor o sin respuesta, p. ej. {url}.',
      none: 'No se pudo rastrear ninguna URL del sitio.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Pages en erreur dans l’exploration',
      fix: 'Corrigez ou supprimez les liens vers les URL listées, rétablissez les pages qui devraient exister (ou redirigez-les vers leur remplaçante), et corrigez d’abord les erreurs serveur.',
      pass: '{total, plural, =1 {L’URL explorée a répondu} other {Les # URL explorées ont répondu}} sans erreur.',
      some: '{count, plural, one {# URL} other {# URL}} sur {total, plural, one {# explorée} other {# explorées}} {count, plural, one {répond} other {répondent}} par une erreur 4xx ({percent} %), par ex. {url}.',
      many: '{count, plural, one {# URL} other {# URL}} sur {total, plural, one {# explorée} other {# explorées}} {count, plural, one {répond} other {répondent}} par une erreur 4xx ({percent} %, plus de 5 %), par ex. {url}.',
      severe:
        '{count, plural, one {# URL} other {# URL}} sur {total, plural, one {# explorée} other {# explorées}} {count, plural, one {échoue} other {échouent}} ({percent} %) : {severe} par une erreur serveur ou sans réponse, par ex. {url}.',
      none: 'Aucune URL du site n’a pu être explorée.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
});
