import { comparablePages, groupItems, pagesIn } from '../crawl-support.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';

export default defineCheck({
  id: 'near-duplicate-pages',
  needs: ['crawl'],
  run(page) {
    const crawl = page.crawl;
    if (!crawl) return notApplicable('notChecked');
    const pages = comparablePages(crawl).length;
    if (pages < 2) return notApplicable('few', { pages });
    const groups = crawl.nearDuplicates;
    if (groups.length === 0) return pass('pass', { pages }, { value: 0 });
    const count = pagesIn(groups);
    const extra = { items: groupItems(groups), value: count };
    // Canonicalised pairs are left out by the crawl, so an exact group here has no canonical between them.
    const exact = groups.filter((g) => (g.similarity ?? 1) >= 1);
    const first = exact[0];
    if (first) {
      return fail(
        'exact',
        { groups: exact.length, count, pages, url: first.urls[0] ?? '', other: first.urls[1] ?? '' },
        extra,
      );
    }
    const near = groups[0]!;
    const similarity = Math.round((near.similarity ?? 0) * 100);
    return warn(
      'near',
      { groups: groups.length, count, pages, url: near.urls[0] ?? '', other: near.urls[1] ?? '', similarity },
      extra,
    );
  },
  strings: {
    en: {
      title: 'Duplicate and near-duplicate pages',
      fix: 'Merge pages that say the same thing, make their text distinct, or point the copies at the main page with <link rel="canonical">.',
      pass: '{pages, plural, =1 {The one indexable crawled page has no other to be compared with.} other {No two of the # indexable crawled pages have the same or nearly the same main text.}}',
      near: '{count, plural, one {# indexable crawled page is a near duplicate} other {# indexable crawled pages are near duplicates}} of another ({groups, plural, one {# group} other {# groups}}), e.g. {url} and {other} are {similarity} % similar.',
      exact:
        '{count, plural, one {# indexable crawled page has} other {# indexable crawled pages have}} a duplicate ({groups, plural, one {# group} other {# groups}} of identical main text without a canonical), e.g. {url} and {other}.',
      few: 'Fewer than two indexable pages were crawled ({pages}), so there is nothing to compare.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Páginas duplicadas y casi duplicadas',
      fix: 'Fusiona las páginas que dicen lo mismo, haz que su texto sea distinto o apunta las copias a la página principal con <link rel="canonical">.',
      pass: '{pages, plural, =1 {La única página indexable rastreada no tiene otra con la que compararse.} other {Ninguna de las # páginas indexables rastreadas tiene el mismo texto principal, ni casi el mismo, que otra.}}',
      near: '{count, plural, one {# página indexable rastreada es casi un duplicado} other {# páginas indexables rastreadas son casi duplicados}} de otra ({groups, plural, one {# grupo} other {# grupos}}), p. ej. {url} y {other} son similares en un {similarity} %.',
      exact:
        '{count, plural, one {# página indexable rastreada tiene} other {# páginas indexables rastreadas tienen}} un duplicado ({groups, plural, one {# grupo} other {# grupos}} de texto principal idéntico sin canonical), p. ej. {url} y {other}.',
      few: 'Se rastrearon menos de dos páginas indexables ({pages}), así que no hay nada que comparar.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Pages en double et quasi-doublons',
      fix: 'Fusionnez les pages qui disent la même chose, rendez leur texte distinct, ou pointez les copies vers la page principale avec <link rel="canonical">.',
      pass: '{pages, plural, =1 {La seule page indexable explorée n’a aucune autre page à laquelle être comparée.} other {Aucune des # pages indexables explorées n’a le même texte principal, ou presque, qu’une autre.}}',
      near: '{count, plural, one {# page indexable explorée est un quasi-doublon} other {# pages indexables explorées sont des quasi-doublons}} d’une autre ({groups, plural, one {# groupe} other {# groupes}}), par ex. {url} et {other} sont similaires à {similarity} %.',
      exact:
        '{count, plural, one {# page indexable explorée a} other {# pages indexables explorées ont}} un doublon ({groups, plural, one {# groupe} other {# groupes}} de texte principal identique sans canonical), par ex. {url} et {other}.',
      few: 'Moins de deux pages indexables ont été explorées ({pages}) : rien à comparer.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
});
