import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import {
  FATAL,
  answered,
  problemItem,
  problemValues,
  readFiles,
  sitemapFacts,
  type Found,
} from './_sitemaps.js';

export default defineCheck({
  id: 'sitemap-valid',
  needs: ['site'],
  run(page) {
    const facts = sitemapFacts(page);
    if (!facts) return notApplicable('noFacts');
    const files = readFiles(facts);
    // A child sitemap an index lists but that does not answer 200 cannot be processed either.
    const missing = facts.files.filter((f) => f.source === 'index' && f.status !== null && f.status !== 200);
    if (files.length === 0 && missing.length === 0) {
      return notApplicable(facts.files.some((f) => f.overLimit) ? 'tooLarge' : 'none');
    }

    const found: Found[] = files.flatMap((file) => file.problems.map((p) => ({ file, p })));
    const fatal = found.filter((f) => FATAL.has(f.p.code));
    const items = [
      ...missing.map((f) => ({ value: f.url, note: `listed by ${f.parent ?? ''}, answers ${answered(f)}` })),
      ...found.map(({ file, p }) => problemItem(file, p)),
    ];
    const total = files.length + missing.length;
    const broken = new Set([...missing, ...fatal.map((f) => f.file)]).size;
    const [child] = missing;
    if (child) {
      const values = { url: child.url, status: answered(child), index: child.parent ?? '', broken, total };
      return fail('childStatus', values, { items, value: broken });
    }
    const [first] = fatal;
    if (first) {
      const values = { ...problemValues(first, 1), broken, total };
      return fail(first.p.code, values, { items, value: broken });
    }
    const [rec] = found;
    if (rec) {
      const code = rec.p.code === 'namespace' && rec.p.value === '(none)' ? 'namespaceMissing' : rec.p.code;
      const count = files.reduce((n, f) => n + (f.problemCounts[rec.p.code] ?? 0), 0);
      const value = files.reduce((n, f) => n + Object.values(f.problemCounts).reduce((a, b) => a + b, 0), 0);
      return warn(code, problemValues(rec, count), { items, value });
    }
    const urls = files.reduce((n, f) => n + f.urlCount + f.childCount, 0);
    const values = { total, urls, notFetched: facts.notFetched };
    return pass(facts.notFetched > 0 ? 'passPartial' : 'pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'Valid XML sitemap',
      fix: 'Serve the sitemap as UTF-8 XML with a <urlset> (or <sitemapindex>) root in the http://www.sitemaps.org/schemas/sitemap/0.9 namespace, escape & as &amp;, and list only absolute URLs on the sitemap’s own host and protocol.',
      pass: '{total, plural, =1 {The sitemap file is} other {All # sitemap files are}} valid sitemaps.org XML ({urls, plural, one {# entry} other {# entries}} with absolute URLs on their own host).',
      passPartial:
        '{total, plural, =1 {The sitemap file read is} other {The # sitemap files read are}} valid sitemaps.org XML ({urls, plural, one {# entry} other {# entries}}); {notFetched, plural, one {# more listed sitemap was} other {# more listed sitemaps were}} not fetched.',
      childStatus:
        'The index {index} lists {url}, which answers {status} ({broken} of {total, plural, one {# file} other {# files}} unusable).',
      html: '{url} serves an HTML page ({value}) instead of XML ({broken} of {total, plural, one {# file} other {# files}} unusable).',
      notXml:
        '{url} is not XML: it starts with "{value}" ({broken} of {total, plural, one {# file} other {# files}} unusable).',
      syntax:
        '{url} is not well-formed XML: {error} (line {line}, column {column}; {broken} of {total, plural, one {# file} other {# files}} unusable).',
      root: 'The root element of {url} is {value}, not <urlset> or <sitemapindex> ({broken} of {total, plural, one {# file} other {# files}} unusable).',
      gzip: '{url} is gzip data that cannot be decompressed: {value} ({broken} of {total, plural, one {# file} other {# files}} unusable).',
      namespace:
        '{url} declares the namespace {value} instead of http://www.sitemaps.org/schemas/sitemap/0.9.',
      namespaceMissing:
        '{url} has no xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" on its root element.',
      entity: 'Unescaped & or undefined entities: {count}, e.g. in {url} at line {line}: "{value}".',
      locMissing: 'Entries without a <loc>: {count}, e.g. in {url}.',
      locRelative: '<loc> values that are not absolute http(s) URLs: {count}, e.g. "{value}" in {url}.',
      locCrossHost:
        '<loc> URLs on another host or protocol than their sitemap: {count}, e.g. {value} in {url}.',
      nestedIndex:
        'The index {parent} lists another index, {url}; search engines do not follow nested indexes.',
      none: 'No sitemap file could be read, so there is nothing to validate.',
      tooLarge: 'The sitemap is over the 50 MB limit and was not read; see the sitemap limits check.',
      noFacts: 'The sitemap requests did not run or failed, so no sitemap was validated.',
    },
    es: {
      title: 'Sitemap XML válido',
      fix: 'Sirve el sitemap como XML UTF-8 con raíz <urlset> (o <sitemapindex>) en el espacio de nombres http://www.sitemaps.org/schemas/sitemap/0.9, escapa & como &amp; y lista solo URL absolutas del mismo host y protocolo que el sitemap.',
      pass: '{total, plural, =1 {El archivo de sitemap es} other {Los # archivos de sitemap son}} XML sitemaps.org válido ({urls, plural, one {# entrada} other {# entradas}} con URL absolutas de su propio host).',
      passPartial:
        '{total, plural, =1 {El archivo de sitemap leído es} other {Los # archivos de sitemap leídos son}} XML sitemaps.org válido ({urls, plural, one {# entrada} other {# entradas}}); {notFetched, plural, one {no se obtuvo # sitemap más de la lista} other {no se obtuvieron # sitemaps más de la lista}}.',
      childStatus:
        'El índice {index} lista {url}, que responde {status} ({broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      html: '{url} sirve una página HTML ({value}) en lugar de XML ({broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      notXml:
        '{url} no es XML: empieza por "{value}" ({broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      syntax:
        '{url} no es XML bien formado: {error} (línea {line}, columna {column}; {broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      root: 'El elemento raíz de {url} es {value}, no <urlset> ni <sitemapindex> ({broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      gzip: '{url} son datos gzip que no se pueden descomprimir: {value} ({broken} de {total, plural, one {# archivo} other {# archivos}} {broken, plural, one {inutilizable} other {inutilizables}}).',
      namespace:
        '{url} declara el espacio de nombres {value} en lugar de http://www.sitemaps.org/schemas/sitemap/0.9.',
      namespaceMissing:
        '{url} no tiene xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" en su elemento raíz.',
      entity: '& sin escapar o entidades no definidas: {count}, p. ej. en {url}, línea {line}: "{value}".',
      locMissing: 'Entradas sin <loc>: {count}, p. ej. en {url}.',
      locRelative: 'Valores <loc> que no son URL http(s) absolutas: {count}, p. ej. "{value}" en {url}.',
      locCrossHost: 'URL <loc> en otro host o protocolo que su sitemap: {count}, p. ej. {value} en {url}.',
      nestedIndex: 'El índice {parent} lista otro índice, {url}; los buscadores no siguen índices anidados.',
      none: 'No se pudo leer ningún archivo de sitemap, así que no hay nada que validar.',
      tooLarge:
        'El sitemap supera el límite de 50 MB y no se leyó; consulta la comprobación de límites del sitemap.',
      noFacts: 'Las peticiones de sitemap no se hicieron o fallaron, así que no se validó ningún sitemap.',
    },
    fr: {
      title: 'Sitemap XML valide',
      fix: 'Servez le sitemap en XML UTF-8 avec une racine <urlset> (ou <sitemapindex>) dans l’espace de noms http://www.sitemaps.org/schemas/sitemap/0.9, échappez & en &amp; et ne listez que des URL absolues du même hôte et protocole que le sitemap.',
      pass: '{total, plural, =1 {Le fichier de sitemap est} other {Les # fichiers de sitemap sont}} du XML sitemaps.org valide ({urls, plural, one {# entrée} other {# entrées}} aux URL absolues de leur propre hôte).',
      passPartial:
        '{total, plural, =1 {Le fichier de sitemap lu est} other {Les # fichiers de sitemap lus sont}} du XML sitemaps.org valide ({urls, plural, one {# entrée} other {# entrées}}) ; {notFetched, plural, one {# autre sitemap listé n’a pas été récupéré} other {# autres sitemaps listés n’ont pas été récupérés}}.',
      childStatus:
        'L’index {index} liste {url}, qui répond {status} ({broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      html: '{url} sert une page HTML ({value}) au lieu de XML ({broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      notXml:
        '{url} n’est pas du XML : il commence par « {value} » ({broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      syntax:
        '{url} n’est pas du XML bien formé : {error} (ligne {line}, colonne {column} ; {broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      root: 'L’élément racine de {url} est {value}, ni <urlset> ni <sitemapindex> ({broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      gzip: '{url} contient des données gzip impossibles à décompresser : {value} ({broken, plural, one {# fichier inutilisable} other {# fichiers inutilisables}} sur {total}).',
      namespace:
        '{url} déclare l’espace de noms {value} au lieu de http://www.sitemaps.org/schemas/sitemap/0.9.',
      namespaceMissing:
        '{url} n’a pas de xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" sur son élément racine.',
      entity:
        '& non échappés ou entités non définies : {count}, par ex. dans {url}, ligne {line} : « {value} ».',
      locMissing: 'Entrées sans <loc> : {count}, par ex. dans {url}.',
      locRelative:
        'Valeurs <loc> qui ne sont pas des URL http(s) absolues : {count}, par ex. « {value} » dans {url}.',
      locCrossHost:
        'URL <loc> sur un autre hôte ou protocole que leur sitemap : {count}, par ex. {value} dans {url}.',
      nestedIndex:
        'L’index {parent} liste un autre index, {url} ; les moteurs ne suivent pas les index imbriqués.',
      none: 'Aucun fichier de sitemap n’a pu être lu : il n’y a rien à valider.',
      tooLarge:
        'Le sitemap dépasse la limite de 50 Mo et n’a pas été lu ; voir la vérification des limites du sitemap.',
      noFacts: 'Les requêtes de sitemap n’ont pas été faites ou ont échoué : aucun sitemap n’a été validé.',
    },
  },
});
