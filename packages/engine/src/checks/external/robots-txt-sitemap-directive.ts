import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { NA_STRINGS, notAsked, robotsTxtFacts, statusFact } from './_robots-txt.js';
import { noted } from '../../i18n/notes.js';
import { robotsFix } from '../../fix/robots-txt.js';

export default defineCheck({
  id: 'robots-txt-sitemap-directive',
  needs: ['site'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const f = got.facts;
    const robots = f.url;
    if (f.policy === 'allow-all')
      return warn('noFile', { robots, status: statusFact(f.fetch) }, { value: 0 });
    if (f.policy !== 'rules') return notApplicable('notRead', { robots, status: statusFact(f.fetch) });
    const lines = f.sitemapLines;
    if (lines.length === 0) return warn('missing', { robots }, { value: 0 });

    const relative = lines.filter((l) => l.relative);
    const asked = f.sitemapChecks.filter((c) => !notAsked(c));
    const failing = asked.filter((c) => c.status !== 200);
    const items: CheckItem[] = [
      ...failing.map((c) => ({ value: c.url, note: statusFact(c) })),
      ...relative.map((l) => ({ value: l.raw, ...noted('robotsNotAbsolute', { line: l.line }) })),
    ];
    const value = f.sitemaps.length;
    const [broken] = failing;
    if (broken) {
      const values = {
        count: failing.length,
        checked: asked.length,
        url: broken.url,
        status: statusFact(broken),
      };
      return warn('unreachable', values, { items, value });
    }
    const [rel] = relative;
    if (rel)
      return warn('relative', { count: relative.length, raw: rel.raw, line: rel.line }, { items, value });
    const skipped = f.sitemaps.length - asked.length;
    const url = f.sitemaps[0] ?? '';
    if (skipped > 0)
      return pass(
        'passPartial',
        { checked: asked.length, total: f.sitemaps.length, skipped, url },
        { value },
      );
    return pass('pass', { count: f.sitemaps.length, url }, { value });
  },
  strings: {
    en: {
      title: 'Sitemap in robots.txt',
      fix: 'Add a line "Sitemap: https://your-host/sitemap.xml" with the full absolute URL of each sitemap (or sitemap index) to robots.txt, and make sure each answers 200.',
      pass: 'Sitemaps listed in robots.txt: {count}, all absolute and answering 200, e.g. {url}.',
      passPartial:
        'Sitemaps listed in robots.txt: {total}, e.g. {url}; all those checked answer 200 ({checked} checked, {skipped} not checked: limit or time budget).',
      missing:
        '{robots} has no Sitemap: line, so crawlers that were not told about the sitemap will not find it.',
      noFile: 'There is no robots.txt to list a sitemap: {robots} answered {status}.',
      relative:
        'Sitemaps listed in robots.txt with a relative URL: {count}, e.g. "{raw}" on line {line}; crawlers expect a full URL.',
      unreachable:
        'Sitemaps listed in robots.txt that do not answer 200: {count} of {checked}, e.g. {url} ({status}).',
      notRead: 'Not checked: {robots} could not be read ({status}).',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'Sitemap en robots.txt',
      fix: 'Añade a robots.txt una línea «Sitemap: https://tu-host/sitemap.xml» con la URL absoluta completa de cada sitemap (o índice de sitemaps) y comprueba que cada uno responde 200.',
      pass: 'Sitemaps enumerados en robots.txt: {count}, todos absolutos y respondiendo 200, p. ej. {url}.',
      passPartial:
        'Sitemaps enumerados en robots.txt: {total}, p. ej. {url}; todos los comprobados responden 200 ({checked, plural, one {# comprobado} other {# comprobados}}, {skipped} sin comprobar: límite o tiempo agotado).',
      missing:
        '{robots} no tiene ninguna línea Sitemap:, así que los rastreadores a los que no se les haya indicado el sitemap no lo encontrarán.',
      noFile: 'No hay robots.txt que enumere un sitemap: {robots} respondió {status}.',
      relative:
        'Sitemaps enumerados en robots.txt con URL relativa: {count}, p. ej. «{raw}» en la línea {line}; los rastreadores esperan una URL completa.',
      unreachable:
        'Sitemaps enumerados en robots.txt que no responden 200: {count} de {checked}, p. ej. {url} ({status}).',
      notRead: 'No comprobado: no se pudo leer {robots} ({status}).',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'Sitemap dans robots.txt',
      fix: 'Ajoutez à robots.txt une ligne « Sitemap: https://votre-hote/sitemap.xml » avec l’URL absolue complète de chaque sitemap (ou index de sitemaps), et vérifiez que chacun répond 200.',
      pass: 'Sitemaps listés dans robots.txt : {count}, tous absolus et répondant 200, par ex. {url}.',
      passPartial:
        'Sitemaps listés dans robots.txt : {total}, par ex. {url} ; tous ceux vérifiés répondent 200 ({checked, plural, one {# vérifié} other {# vérifiés}}, {skipped, plural, one {# non vérifié} other {# non vérifiés}} : limite ou temps écoulé).',
      missing:
        '{robots} n’a aucune ligne Sitemap: : les robots à qui le sitemap n’a pas été soumis ne le trouveront pas.',
      noFile: 'Il n’y a pas de robots.txt pour lister un sitemap : {robots} a répondu {status}.',
      relative:
        'Sitemaps listés dans robots.txt avec une URL relative : {count}, par ex. « {raw} » à la ligne {line} ; les robots attendent une URL complète.',
      unreachable:
        'Sitemaps listés dans robots.txt qui ne répondent pas 200 : {count} sur {checked}, par ex. {url} ({status}).',
      notRead: 'Non vérifié : {robots} n’a pas pu être lu ({status}).',
      ...NA_STRINGS.fr,
    },
  },
  fix: robotsFix,
});
