import type { CheckItem } from '../types.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { answered, sitemapFacts } from './_sitemaps.js';

export default defineCheck({
  id: 'sitemap-present',
  needs: ['site'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    const listed = facts.files.filter((f) => f.source === 'robots');
    const found = facts.files.find((f) => f.source !== 'index' && f.status === 200);
    const [broken] = listed.filter((f) => f.status !== 200);
    if (found?.source === 'robots') return pass('passRobots', { url: found.url, count: listed.length });
    if (found && broken) {
      return pass('passWellKnownBroken', { url: found.url, listed: broken.url, status: answered(broken) });
    }
    if (found) return pass('passWellKnown', { url: found.url });

    const attempts = [...listed, ...facts.probed];
    const items = attempts.map((a): CheckItem => ({
      value: a.url,
      note: 'html' in a && a.html ? `${answered(a)}, an HTML page, not a sitemap` : answered(a),
    }));
    const [first] = attempts;
    if (!first) return notApplicable('notChecked');
    // No answer at all (timeouts, DNS, refused): absence is not shown.
    if (attempts.every((a) => a.status === null)) {
      return notApplicable('unreachable', { url: first.url, error: answered(first) });
    }
    const paths = facts.probed.map((p) => new URL(p.url).pathname).join(', ');
    const values = { count: facts.robotsListed.length, paths };
    const extra = { items, value: 0 };
    if (broken) return warn('brokenListed', { ...values, url: broken.url, status: answered(broken) }, extra);
    return warn(facts.robotsTxtRead ? 'none' : 'noneNoRobots', values, extra);
  },
  strings: {
    en: {
      title: 'XML sitemap present',
      fix: 'Publish an XML sitemap of your indexable URLs (most CMSs and SEO plugins generate one) at /sitemap.xml and add a "Sitemap: https://your-site/sitemap.xml" line to robots.txt.',
      passRobots: 'Sitemap found: {url} answers 200 (sitemap URLs in robots.txt: {count}).',
      passWellKnown: 'Sitemap found at {url} (200).',
      passWellKnownBroken:
        'Sitemap found at {url} (200), but the one robots.txt lists does not answer 200: {listed} ({status}).',
      none: 'No sitemap found: robots.txt has no Sitemap: line and none of {paths} serves one.',
      noneNoRobots:
        'No sitemap found at {paths}; robots.txt could not be read, so its Sitemap: lines are unknown.',
      brokenListed:
        'No sitemap found: the sitemap robots.txt lists does not answer 200 ({url}: {status}; sitemap URLs listed: {count}), and none of {paths} serves one.',
      unreachable: 'Whether a sitemap exists is unknown: {url} did not answer ({error}).',
      notChecked: 'No sitemap URL was requested: the time budget of the site checks ran out.',
      noFacts: 'The sitemap requests did not run or failed, so no sitemap was looked for.',
    },
    es: {
      title: 'Sitemap XML presente',
      fix: 'Publica un sitemap XML con tus URL indexables (la mayoría de CMS y plugins SEO lo generan) en /sitemap.xml y añade una línea "Sitemap: https://tu-sitio/sitemap.xml" a robots.txt.',
      passRobots: 'Sitemap encontrado: {url} responde 200 (URL de sitemap en robots.txt: {count}).',
      passWellKnown: 'Sitemap encontrado en {url} (200).',
      passWellKnownBroken:
        'Sitemap encontrado en {url} (200), pero el que indica robots.txt no responde 200: {listed} ({status}).',
      none: 'No se encontró ningún sitemap: robots.txt no tiene línea Sitemap: y ninguna de {paths} sirve uno.',
      noneNoRobots:
        'No se encontró ningún sitemap en {paths}; no se pudo leer robots.txt, así que se desconocen sus líneas Sitemap:.',
      brokenListed:
        'No se encontró ningún sitemap: el sitemap que indica robots.txt no responde 200 ({url}: {status}; URL de sitemap indicadas: {count}), y ninguna de {paths} sirve uno.',
      unreachable: 'Se desconoce si existe un sitemap: {url} no respondió ({error}).',
      notChecked: 'No se pidió ninguna URL de sitemap: se agotó el tiempo de las comprobaciones del sitio.',
      noFacts: 'Las peticiones de sitemap no se hicieron o fallaron, así que no se buscó ningún sitemap.',
    },
    fr: {
      title: 'Sitemap XML présent',
      fix: 'Publiez un sitemap XML de vos URL indexables (la plupart des CMS et extensions SEO en génèrent un) à /sitemap.xml et ajoutez une ligne « Sitemap: https://votre-site/sitemap.xml » au robots.txt.',
      passRobots: 'Sitemap trouvé : {url} répond 200 (URL de sitemap dans robots.txt : {count}).',
      passWellKnown: 'Sitemap trouvé à {url} (200).',
      passWellKnownBroken:
        'Sitemap trouvé à {url} (200), mais celui que liste robots.txt ne répond pas 200 : {listed} ({status}).',
      none: 'Aucun sitemap trouvé : robots.txt n’a pas de ligne Sitemap: et aucune de {paths} n’en sert un.',
      noneNoRobots:
        'Aucun sitemap trouvé à {paths} ; robots.txt n’a pas pu être lu, ses lignes Sitemap: sont donc inconnues.',
      brokenListed:
        'Aucun sitemap trouvé : le sitemap que liste robots.txt ne répond pas 200 ({url} : {status} ; URL de sitemap listées : {count}), et aucune de {paths} n’en sert un.',
      unreachable: 'On ne sait pas si un sitemap existe : {url} n’a pas répondu ({error}).',
      notChecked: 'Aucune URL de sitemap n’a été demandée : le temps des vérifications du site est écoulé.',
      noFacts: 'Les requêtes de sitemap n’ont pas été faites ou ont échoué : aucun sitemap n’a été cherché.',
    },
  },
});
