import type { LastmodStats, SitemapFile } from '../../gather/site/sitemaps.js';
import type { CheckItem } from '../types.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { readFiles, sitemapFacts } from './_sitemaps.js';

/** With two URLs one shared date is common; three or more with one timestamp is a generator's run time. */
const MIN_IDENTICAL = 3;

type Judged = { file: SitemapFile; stats: LastmodStats };

const identical = ({ stats }: Judged): boolean => stats.valid >= MIN_IDENTICAL && stats.distinct === 1;

export default defineCheck({
  id: 'sitemap-lastmod',
  needs: ['site', 'fetch'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    const judged = readFiles(facts).flatMap((file): Judged[] =>
      file.lastmod && file.lastmod.entries > 0 ? [{ file, stats: file.lastmod }] : [],
    );
    if (judged.length === 0) return notApplicable('none');

    const sum = (k: 'entries' | 'missing' | 'invalid' | 'future'): number =>
      judged.reduce((n, j) => n + j.stats[k], 0);
    const counts = { entries: sum('entries'), files: judged.length };
    const items: CheckItem[] = judged.flatMap(({ file, stats }) => [
      ...stats.futureExamples.map((value) => ({ value, note: `future date, in ${file.url}` })),
      ...stats.invalidExamples.map((value) => ({ value, note: `not W3C Datetime, in ${file.url}` })),
      ...(identical({ file, stats })
        ? [{ value: file.url, note: `all ${stats.valid} <lastmod> are ${stats.firstValid ?? ''}` }]
        : []),
      ...(stats.missing > 0
        ? [{ value: file.url, note: `${stats.missing} of ${stats.entries} <url> without <lastmod>` }]
        : []),
    ]);
    const extra = { items, value: items.length };
    const future = judged.find((j) => j.stats.future > 0);
    if (future) {
      const value = future.stats.futureExamples[0] ?? '';
      return warn('future', { ...counts, count: sum('future'), value, url: future.file.url }, extra);
    }
    const invalid = judged.find((j) => j.stats.invalid > 0);
    if (invalid) {
      const value = invalid.stats.invalidExamples[0] ?? '';
      return warn('invalid', { ...counts, count: sum('invalid'), value, url: invalid.file.url }, extra);
    }
    const same = judged.find(identical);
    if (same) {
      const values = { count: same.stats.valid, value: same.stats.firstValid ?? '', url: same.file.url };
      return warn('identical', values, extra);
    }
    const missing = judged.find((j) => j.stats.missing > 0);
    if (missing) return warn('missing', { ...counts, count: sum('missing'), url: missing.file.url }, extra);
    return pass('pass', counts, { value: 0 });
  },
  strings: {
    en: {
      title: 'Sitemap lastmod dates',
      fix: 'Give every <url> a <lastmod> in W3C Datetime format (2024-05-31 or 2024-05-31T14:20:00+02:00) that is the date the page content last changed — not the time the sitemap was generated, and never a future date.',
      pass: '{entries, plural, =1 {The one URL} other {All # URLs}} in {files, plural, one {# sitemap file} other {# sitemap files}} {entries, plural, =1 {has} other {have}} a valid <lastmod>, none in the future, and the dates vary.',
      future:
        '{count} of {entries, plural, one {# <lastmod> date} other {# <lastmod> dates}} {count, plural, one {is} other {are}} in the future, e.g. {value} in {url}.',
      invalid:
        '{count} of {entries, plural, one {# <lastmod> value} other {# <lastmod> values}} {count, plural, one {is} other {are}} not W3C Datetime, e.g. "{value}" in {url}.',
      identical:
        'All {count} <lastmod> values of {url} are the same ({value}): the generation time, not when each page changed.',
      missing:
        '{count} of {entries, plural, one {# sitemap URL} other {# sitemap URLs}} {count, plural, one {has} other {have}} no <lastmod>, e.g. in {url}.',
      none: 'No sitemap with <url> entries could be read, so there are no <lastmod> dates to check.',
      noFacts: 'The sitemap requests did not run or failed, so no <lastmod> date was checked.',
    },
    es: {
      title: 'Fechas lastmod del sitemap',
      fix: 'Da a cada <url> un <lastmod> en formato W3C Datetime (2024-05-31 o 2024-05-31T14:20:00+02:00) con la fecha del último cambio del contenido de la página — no la hora de generación del sitemap, y nunca una fecha futura.',
      pass: '{entries, plural, =1 {La única URL} other {Las # URL}} de {files, plural, one {# archivo de sitemap} other {# archivos de sitemap}} {entries, plural, =1 {tiene} other {tienen}} un <lastmod> válido, ninguno futuro, y las fechas varían.',
      future:
        '{count} de {entries, plural, one {# fecha <lastmod>} other {# fechas <lastmod>}} {count, plural, one {está} other {están}} en el futuro, p. ej. {value} en {url}.',
      invalid:
        '{count} de {entries, plural, one {# valor <lastmod>} other {# valores <lastmod>}} no {count, plural, one {es} other {son}} W3C Datetime, p. ej. "{value}" en {url}.',
      identical:
        'Los {count} valores <lastmod> de {url} son iguales ({value}): la hora de generación, no la del cambio de cada página.',
      missing:
        '{count} de {entries} URL del sitemap no {count, plural, one {tiene} other {tienen}} <lastmod>, p. ej. en {url}.',
      none: 'No se pudo leer ningún sitemap con entradas <url>, así que no hay fechas <lastmod> que comprobar.',
      noFacts:
        'Las peticiones de sitemap no se hicieron o fallaron, así que no se comprobó ninguna fecha <lastmod>.',
    },
    fr: {
      title: 'Dates lastmod du sitemap',
      fix: 'Donnez à chaque <url> un <lastmod> au format W3C Datetime (2024-05-31 ou 2024-05-31T14:20:00+02:00) indiquant la dernière modification du contenu de la page — pas l’heure de génération du sitemap, et jamais une date future.',
      pass: '{entries, plural, =1 {La seule URL} other {Les # URL}} de {files, plural, one {# fichier de sitemap} other {# fichiers de sitemap}} {entries, plural, =1 {a} other {ont}} un <lastmod> valide, aucun dans le futur, et les dates varient.',
      future:
        '{count, plural, one {# date <lastmod> sur {entries} est} other {# dates <lastmod> sur {entries} sont}} dans le futur, par ex. {value} dans {url}.',
      invalid:
        '{count, plural, one {# valeur <lastmod> sur {entries} n’est} other {# valeurs <lastmod> sur {entries} ne sont}} pas au format W3C Datetime, par ex. « {value} » dans {url}.',
      identical:
        'Les {count} valeurs <lastmod> de {url} sont identiques ({value}) : l’heure de génération, pas celle de la modification de chaque page.',
      missing:
        '{count} URL du sitemap sur {entries} {count, plural, one {n’a} other {n’ont}} pas de <lastmod>, par ex. dans {url}.',
      none: 'Aucun sitemap avec des entrées <url> n’a pu être lu : il n’y a pas de date <lastmod> à vérifier.',
      noFacts:
        'Les requêtes de sitemap n’ont pas été faites ou ont échoué : aucune date <lastmod> n’a été vérifiée.',
    },
  },
});
