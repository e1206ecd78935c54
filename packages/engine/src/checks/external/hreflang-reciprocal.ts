import { MAX_ALTERNATES } from '../../gather/site/hreflang.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { alternateItem, alternateProblem, missingReturnNote } from './_hreflang.js';
import { noted } from '../../i18n/notes.js';

export default defineCheck({
  id: 'hreflang-reciprocal',
  needs: ['hreflang', 'links', 'site'],
  reads: ['crawl'],
  run(page) {
    // With a crawl, every hreflang pair between crawled pages is checked, not only this page's.
    const site = page.crawl?.hreflang;
    if (site && site.pairs > 0) {
      const missing = site.missingReturn;
      const items = missing.map((m) => ({
        value: m.url,
        ...noted('noReturnLink', { lang: m.lang, alternate: m.alternate }),
      }));
      const values = {
        pairs: site.pairs,
        count: missing.length,
        url: missing[0]?.url ?? '',
        alternate: missing[0]?.alternate ?? '',
      };
      if (missing.length === 0) return pass('passSite', values, { value: 0 });
      if (missing.length === site.pairs) return fail('noneSite', values, { items, value: missing.length });
      return warn('someSite', values, { items, value: missing.length });
    }
    if (page.hreflang.length === 0) return notApplicable('none');
    const facts = page.site?.hreflang;
    if (!facts) return notApplicable('notChecked');
    if (facts.total === 0) return notApplicable('onlySelf');
    const { alternates, total, pageUrl } = facts;
    const skipped = facts.skipped.length;
    if (alternates.length === 0) {
      return notApplicable('allSkipped', { total, skipped, limit: MAX_ALTERNATES });
    }

    const unhealthy = alternates.flatMap((a) => {
      const problem = alternateProblem(a);
      return problem === null ? [] : [{ a, problem }];
    });
    const healthy = alternates.filter((a) => alternateProblem(a) === null);
    const missing = healthy.filter((a) => a.returnLink === false);
    const items = [
      ...unhealthy.map(({ a, problem }) => alternateItem(page, a, problem)),
      ...missing.map((a) => alternateItem(page, a, missingReturnNote(a, pageUrl))),
    ];
    // A partial run says so in every outcome: a pass over 20 of 31 alternates is not a full pass.
    const suffix = skipped > 0 ? 'Partial' : '';
    const counts = { checked: alternates.length, total, skipped, limit: MAX_ALTERNATES, url: pageUrl };
    const value = unhealthy.length + missing.length;

    const [firstBad] = unhealthy;
    if (firstBad) {
      const values = {
        ...counts,
        count: unhealthy.length,
        alternate: firstBad.a.url,
        problem: firstBad.problem,
      };
      return fail(`unhealthy${suffix}`, values, { items, value });
    }
    const [firstMissing] = missing;
    if (firstMissing) {
      const values = { ...counts, count: missing.length, alternate: firstMissing.url };
      // Not one return link: Google ignores every pair, so the whole annotation is without effect.
      if (missing.length === healthy.length) return fail(`noReturn${suffix}`, values, { items, value });
      return warn(`someMissing${suffix}`, values, { items, value });
    }
    return pass(`pass${suffix}`, counts, { value: 0 });
  },
  strings: {
    en: {
      title: 'Reciprocal hreflang',
      passSite:
        '{pairs, plural, =1 {The hreflang pair between crawled pages links both ways} other {All # hreflang pairs between crawled pages link back to each other}}.',
      someSite:
        '{count} of {pairs, plural, one {# hreflang pair} other {# hreflang pairs}} between crawled pages {count, plural, one {has} other {have}} no return link, e.g. {alternate} does not link back to {url}.',
      noneSite:
        '{pairs, plural, =1 {The one hreflang pair between crawled pages has no return link} other {None of the # hreflang pairs between crawled pages has a return link}}, e.g. {alternate} does not link back to {url}.',
      fix: 'Make every alternate answer 200 at the exact URL listed (no redirect), be indexable and its own canonical, and list this page in its own hreflang set with this exact URL, so each pair links both ways.',
      none: 'The page declares no hreflang alternates.',
      notChecked: 'The hreflang alternates were not fetched: the site checks did not run or failed.',
      onlySelf: 'The hreflang set names no alternate other than the page itself.',
      allSkipped:
        '{total, plural, =1 {The one hreflang alternate could not be checked} other {None of the # hreflang alternates could be checked}} ({skipped} skipped by the {limit}-URL limit or the time budget).',
      pass: '{checked, plural, =1 {The hreflang alternate answers 200, is indexable and its own canonical, and links} other {All # hreflang alternates answer 200, are indexable and their own canonical, and link}} back to {url}.',
      passPartial:
        'Checked {checked} of {total, plural, one {# hreflang alternate} other {# hreflang alternates}} ({skipped} skipped by the {limit}-URL limit or the time budget): all answer 200, are indexable and their own canonical, and link back to {url}.',
      unhealthy:
        '{count} of {checked, plural, one {# hreflang alternate} other {# hreflang alternates}} cannot take part in the set (not 200, noindex or canonicalised elsewhere), e.g. {alternate} ({problem}).',
      unhealthyPartial:
        'Checked {checked} of {total, plural, one {# hreflang alternate} other {# hreflang alternates}} ({skipped} skipped by the {limit}-URL limit or the time budget). {count} cannot take part in the set (not 200, noindex or canonicalised elsewhere), e.g. {alternate} ({problem}).',
      noReturn:
        '{checked, plural, =1 {The one hreflang alternate checked does not link back to {url}: {alternate}.} other {None of the # hreflang alternates links back to {url}, e.g. {alternate}.}}',
      noReturnPartial:
        'Checked {checked} of {total, plural, one {# hreflang alternate} other {# hreflang alternates}} ({skipped} skipped by the {limit}-URL limit or the time budget): none links back to {url}, e.g. {alternate}.',
      someMissing:
        '{count, plural, one {# of {checked} hreflang alternates does not link back} other {# of {checked} hreflang alternates do not link back}} to {url}, e.g. {alternate}.',
      someMissingPartial:
        'Checked {checked} of {total, plural, one {# hreflang alternate} other {# hreflang alternates}} ({skipped} skipped by the {limit}-URL limit or the time budget): {count, plural, one {# does not link back} other {# do not link back}} to {url}, e.g. {alternate}.',
    },
    es: {
      title: 'hreflang recíproco',
      passSite:
        '{pairs, plural, =1 {El par hreflang entre páginas rastreadas se enlaza mutuamente} other {Los # pares hreflang entre páginas rastreadas se enlazan mutuamente}}.',
      someSite:
        '{count} de {pairs, plural, one {# par hreflang} other {# pares hreflang}} entre páginas rastreadas no {count, plural, one {tiene} other {tienen}} enlace de vuelta; p. ej. {alternate} no enlaza de vuelta a {url}.',
      noneSite:
        '{pairs, plural, =1 {El único par hreflang entre páginas rastreadas no tiene enlace de vuelta} other {Ninguno de los # pares hreflang entre páginas rastreadas tiene enlace de vuelta}}; p. ej. {alternate} no enlaza de vuelta a {url}.',
      fix: 'Haz que cada alternativa responda 200 en la URL exacta indicada (sin redirección), sea indexable y su propia canónica, y enumere esta página en su propio conjunto hreflang con esta URL exacta, para que cada par se enlace en ambos sentidos.',
      none: 'La página no declara alternativas hreflang.',
      notChecked:
        'No se obtuvieron las alternativas hreflang: las comprobaciones del sitio no se ejecutaron o fallaron.',
      onlySelf: 'El conjunto hreflang no nombra ninguna alternativa aparte de la propia página.',
      allSkipped:
        '{total, plural, =1 {No se pudo comprobar la única alternativa hreflang} other {No se pudo comprobar ninguna de las # alternativas hreflang}} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de {limit} URLs o el límite de tiempo).',
      pass: '{checked, plural, =1 {La alternativa hreflang responde 200, es indexable y su propia canónica, y enlaza} other {Las # alternativas hreflang responden 200, son indexables y su propia canónica, y enlazan}} de vuelta a {url}.',
      passPartial:
        'Alternativas hreflang comprobadas: {checked} de {total} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de {limit} URLs o el límite de tiempo); todas responden 200, son indexables y su propia canónica, y enlazan de vuelta a {url}.',
      unhealthy:
        '{count} de {checked, plural, one {# alternativa hreflang} other {# alternativas hreflang}} no {count, plural, one {puede} other {pueden}} formar parte del conjunto (no 200, noindex o canónica hacia otra URL), p. ej. {alternate} ({problem}).',
      unhealthyPartial:
        'Alternativas hreflang comprobadas: {checked} de {total} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de {limit} URLs o el límite de tiempo). {count, plural, one {# no puede} other {# no pueden}} formar parte del conjunto (no 200, noindex o canónica hacia otra URL), p. ej. {alternate} ({problem}).',
      noReturn:
        '{checked, plural, =1 {La única alternativa hreflang comprobada no enlaza de vuelta a {url}: {alternate}.} other {Ninguna de las # alternativas hreflang enlaza de vuelta a {url}, p. ej. {alternate}.}}',
      noReturnPartial:
        'Alternativas hreflang comprobadas: {checked} de {total} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de {limit} URLs o el límite de tiempo); ninguna enlaza de vuelta a {url}, p. ej. {alternate}.',
      someMissing:
        '{count, plural, one {# de {checked} alternativas hreflang no enlaza de vuelta} other {# de {checked} alternativas hreflang no enlazan de vuelta}} a {url}, p. ej. {alternate}.',
      someMissingPartial:
        'Alternativas hreflang comprobadas: {checked} de {total} ({skipped, plural, one {# omitida} other {# omitidas}} por el límite de {limit} URLs o el límite de tiempo); {count, plural, one {# no enlaza} other {# no enlazan}} de vuelta a {url}, p. ej. {alternate}.',
    },
    fr: {
      title: 'hreflang réciproque',
      passSite:
        '{pairs, plural, =1 {La paire hreflang entre pages explorées se lie dans les deux sens} other {Les # paires hreflang entre pages explorées se lient mutuellement}}.',
      someSite:
        '{count, plural, one {# paire hreflang} other {# paires hreflang}} sur {pairs} entre pages explorées {count, plural, one {n’a} other {n’ont}} pas de lien retour ; par ex. {alternate} ne renvoie pas vers {url}.',
      noneSite:
        '{pairs, plural, =1 {La seule paire hreflang entre pages explorées n’a pas de lien retour} other {Aucune des # paires hreflang entre pages explorées n’a de lien retour}} ; par ex. {alternate} ne renvoie pas vers {url}.',
      fix: 'Faites en sorte que chaque alternative réponde 200 à l’URL exacte indiquée (sans redirection), soit indexable et sa propre canonique, et liste cette page dans son propre ensemble hreflang avec cette URL exacte, pour que chaque paire se lie dans les deux sens.',
      none: 'La page ne déclare aucune alternative hreflang.',
      notChecked:
        'Les alternatives hreflang n’ont pas été récupérées : les vérifications du site n’ont pas été faites ou ont échoué.',
      onlySelf: 'L’ensemble hreflang ne nomme aucune alternative autre que la page elle-même.',
      allSkipped:
        '{total, plural, =1 {La seule alternative hreflang n’a pas pu être vérifiée} other {Aucune des # alternatives hreflang n’a pu être vérifiée}} ({skipped, plural, one {# ignorée} other {# ignorées}} à cause de la limite de {limit} URL ou faute de temps).',
      pass: '{checked, plural, =1 {L’alternative hreflang répond 200, est indexable et sa propre canonique, et renvoie} other {Les # alternatives hreflang répondent 200, sont indexables et leur propre canonique, et renvoient}} vers {url}.',
      passPartial:
        'Alternatives hreflang vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} à cause de la limite de {limit} URL ou faute de temps) ; toutes répondent 200, sont indexables et leur propre canonique, et renvoient vers {url}.',
      unhealthy:
        '{count, plural, one {# alternative hreflang} other {# alternatives hreflang}} sur {checked} {count, plural, one {ne peut pas} other {ne peuvent pas}} faire partie de l’ensemble (pas 200, noindex ou canonique ailleurs), par ex. {alternate} ({problem}).',
      unhealthyPartial:
        'Alternatives hreflang vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} à cause de la limite de {limit} URL ou faute de temps). {count, plural, one {# ne peut pas} other {# ne peuvent pas}} faire partie de l’ensemble (pas 200, noindex ou canonique ailleurs), par ex. {alternate} ({problem}).',
      noReturn:
        '{checked, plural, =1 {La seule alternative hreflang vérifiée ne renvoie pas vers {url} : {alternate}.} other {Aucune des # alternatives hreflang ne renvoie vers {url}, par ex. {alternate}.}}',
      noReturnPartial:
        'Alternatives hreflang vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} à cause de la limite de {limit} URL ou faute de temps) ; aucune ne renvoie vers {url}, par ex. {alternate}.',
      someMissing:
        '{count, plural, one {# alternative hreflang sur {checked} ne renvoie pas} other {# alternatives hreflang sur {checked} ne renvoient pas}} vers {url}, par ex. {alternate}.',
      someMissingPartial:
        'Alternatives hreflang vérifiées : {checked} sur {total} ({skipped, plural, one {# ignorée} other {# ignorées}} à cause de la limite de {limit} URL ou faute de temps) ; {count, plural, one {# ne renvoie pas} other {# ne renvoient pas}} vers {url}, par ex. {alternate}.',
    },
  },
});
