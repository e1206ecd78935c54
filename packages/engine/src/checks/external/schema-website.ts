import { firstText } from '../../structured/values.js';
import { defineCheck, pass, warn } from '../types.js';
import { gapItem } from './_rich-results.js';
import { HOMEPAGE_NA, homepageEntries, homepageItems } from './_structured-data.js';
import { structuredDataFix } from '../../fix/structured-data.js';

/**
 * The homepage's WebSite markup, as Google's site names read it: a summary of the rich-result rules'
 * Site name entries (structured/rich/features/site-name.ts: name and url required) for the homepage's
 * JSON-LD; this check judges no property of its own. alternateName is shown when given, not asked for.
 */
export default defineCheck({
  id: 'schema-website',
  fix: structuredDataFix,
  needs: ['site'],
  run(page) {
    const state = homepageItems(page, 'WebSite', (t) => t === 'WebSite');
    if ('outcome' in state) return state.outcome;
    const { facts } = state;
    const url = facts.url;
    const judged = homepageEntries(page, facts, 'Site name').map((j) => ({ item: j.item, r: j.results[0]! }));
    if (judged.length === 0) return warn('nested', { url }, { value: 0 });
    // The node Google can use first, then one that at least has a name.
    const site =
      judged.find((j) => j.r.status !== 'invalid') ??
      judged.find((j) => !j.r.missingRequired.includes('name')) ??
      judged[0]!;
    const { r, item } = site;
    const bad = (p: string) => r.missingRequired.includes(p) || r.invalidValues.some((v) => v.property === p);
    const items = [gapItem(r)];
    if (bad('name')) return warn('noName', { url }, { items, value: 0 });
    const name = r.name ?? '';
    if (bad('url')) return warn('noUrl', { url, name }, { items, value: 0 });
    const siteUrl = firstText(item.data.url) ?? '';
    const alternate = firstText(item.data.alternateName);
    if (alternate !== null) return pass('passAlternate', { name, siteUrl, alternate }, { value: 1 });
    return pass('pass', { name, siteUrl }, { value: 1 });
  },
  strings: {
    en: {
      title: 'WebSite markup on the homepage',
      fix: 'On the homepage, add JSON-LD {"@type": "WebSite"} with name (the site name you want shown in results), url (the homepage URL) and, if the name has a common variant or acronym, alternateName.',
      pass: 'The homepage declares WebSite "{name}" with url {siteUrl} (no alternateName).',
      passAlternate:
        'The homepage declares WebSite "{name}" with url {siteUrl} and alternateName "{alternate}".',
      noName: 'The homepage {url} has WebSite markup without a name, so it cannot give the site name.',
      noUrl: 'The homepage’s WebSite "{name}" has no usable url; give the homepage URL.',
      absent: 'The homepage {url} has no WebSite markup in JSON-LD.',
      absentBroken:
        'The homepage {url} has no readable WebSite markup; JSON-LD blocks that do not parse: {count}.',
      otherFormat:
        'The homepage {url} marks up WebSite in {format}; only JSON-LD properties are verified, so its name and url were not checked.',
      nested:
        'The homepage {url} has WebSite markup only inside another node (a WebPage’s isPartOf); Google’s site-name rules read a WebSite node of its own, at the top of a JSON-LD block or its @graph, or a page’s mainEntity.',
      ...HOMEPAGE_NA.en,
    },
    es: {
      title: 'Marcado WebSite en la página de inicio',
      fix: 'En la página de inicio, añade JSON-LD {"@type": "WebSite"} con name (el nombre del sitio que quieres ver en los resultados), url (la URL de la página de inicio) y, si el nombre tiene una variante o unas siglas habituales, alternateName.',
      pass: 'La página de inicio declara WebSite "{name}" con url {siteUrl} (sin alternateName).',
      passAlternate:
        'La página de inicio declara WebSite "{name}" con url {siteUrl} y alternateName "{alternate}".',
      noName:
        'La página de inicio {url} tiene marcado WebSite sin name, así que no puede dar el nombre del sitio.',
      noUrl:
        'El WebSite "{name}" de la página de inicio no tiene una url utilizable; indica la URL de la página de inicio.',
      absent: 'La página de inicio {url} no tiene marcado WebSite en JSON-LD.',
      absentBroken:
        'La página de inicio {url} no tiene marcado WebSite legible; bloques JSON-LD que no se pueden analizar: {count}.',
      otherFormat:
        'La página de inicio {url} marca WebSite en {format}; solo se verifican propiedades en JSON-LD, así que no se comprobaron name ni url.',
      nested:
        'La página de inicio {url} solo tiene marcado WebSite dentro de otro nodo (el isPartOf de un WebPage); las reglas de nombre de sitio de Google leen un nodo WebSite propio, en la raíz de un bloque JSON-LD o de su @graph, o el mainEntity de una página.',
      ...HOMEPAGE_NA.es,
    },
    fr: {
      title: 'Balisage WebSite sur la page d’accueil',
      fix: 'Sur la page d’accueil, ajoutez du JSON-LD {"@type": "WebSite"} avec name (le nom du site à afficher dans les résultats), url (l’URL de la page d’accueil) et, si le nom a une variante ou un sigle courant, alternateName.',
      pass: 'La page d’accueil déclare WebSite "{name}" avec url {siteUrl} (sans alternateName).',
      passAlternate:
        'La page d’accueil déclare WebSite "{name}" avec url {siteUrl} et alternateName "{alternate}".',
      noName:
        'La page d’accueil {url} a un balisage WebSite sans name : il ne peut pas donner le nom du site.',
      noUrl:
        'Le WebSite "{name}" de la page d’accueil n’a pas d’url utilisable ; indiquez l’URL de la page d’accueil.',
      absent: 'La page d’accueil {url} n’a pas de balisage WebSite en JSON-LD.',
      absentBroken:
        'La page d’accueil {url} n’a pas de balisage WebSite lisible ; blocs JSON-LD illisibles : {count}.',
      otherFormat:
        'La page d’accueil {url} balise WebSite en {format} ; seules les propriétés JSON-LD sont vérifiées, donc name et url n’ont pas été contrôlés.',
      nested:
        'La page d’accueil {url} n’a de balisage WebSite qu’à l’intérieur d’un autre nœud (le isPartOf d’un WebPage) ; les règles de nom de site de Google lisent un nœud WebSite à part entière, à la racine d’un bloc JSON-LD ou de son @graph, ou le mainEntity d’une page.',
      ...HOMEPAGE_NA.fr,
    },
  },
});
