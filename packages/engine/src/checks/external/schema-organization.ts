import type { JsonLdItem } from '../../structured/jsonld.js';
import { isSubtypeOf } from '../../structured/schema-types.js';
import { firstText, urlOf, valuesOf, type NodeIndex } from '../../structured/values.js';
import { defineCheck, pass, warn, type CheckItem } from '../types.js';
import { HOMEPAGE_NA, homepageItems, pathOf, propertyItem, typeName } from './_structured-data.js';

const URL_PROBLEM = { missing: 'missing', 'not-http': 'not an http(s) URL', invalid: 'not a valid URL' };

interface Judged {
  item: JsonLdItem;
  problems: CheckItem[];
  missing: string[];
  sameAs: number;
}

/** What an Organization node lacks; logo and url must be http(s) URLs a crawler can fetch. */
function judge(item: JsonLdItem, base: string, index: NodeIndex): Judged {
  const problems: CheckItem[] = [];
  const missing: string[] = [];
  const flag = (prop: string, note: string): void => {
    missing.push(prop);
    problems.push(propertyItem(item, pathOf(item, prop), note));
  };
  if (firstText(item.data.name) === null) flag('name', 'missing');
  for (const prop of ['url', 'logo'] as const) {
    const u = urlOf(item.data[prop], base, index);
    if (u.problem)
      flag(prop, u.raw === null ? 'missing' : `${JSON.stringify(u.raw)}: ${URL_PROBLEM[u.problem]}`);
  }
  const sameAs = valuesOf(item.data.sameAs).filter((v) => urlOf(v, base, index).url !== null).length;
  if (sameAs === 0) flag('sameAs', 'no profile URL');
  return { item, problems, missing, sameAs };
}

export default defineCheck({
  id: 'schema-organization',
  needs: ['site'],
  run(page) {
    const state = homepageItems(page, 'Organization', (t) => isSubtypeOf(t, 'Organization'));
    if ('outcome' in state) return state.outcome;
    const { facts, candidates, index } = state;
    const url = facts.url;
    // Several nodes (the publisher of an article, a parent company): judge the most complete one.
    const base = facts.finalUrl;
    const best = candidates
      .map((c) => judge(c, base, index))
      .sort(
        (a, b) => a.missing.length - b.missing.length || Number(b.item.topLevel) - Number(a.item.topLevel),
      )[0]!;
    const type = typeName(best.item);
    if (best.missing.length > 0) {
      const values = { url, type, missing: best.missing.join(', ') };
      return warn('incomplete', values, { items: best.problems, value: best.missing.length });
    }
    const values = {
      url,
      type,
      name: firstText(best.item.data.name) ?? '',
      orgUrl: urlOf(best.item.data.url, base, index).url ?? '',
      logo: urlOf(best.item.data.logo, base, index).url ?? '',
      sameAs: best.sameAs,
    };
    return pass('pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'Organization markup on the homepage',
      fix: 'On the homepage, add JSON-LD for your Organization (or its subtype, e.g. LocalBusiness) with name, url (the homepage), logo (an absolute http(s) URL of an image of at least 112×112 px that robots.txt allows) and sameAs (the URLs of your official profiles).',
      pass: 'The homepage {url} declares {type} "{name}" with url {orgUrl}, logo {logo} and sameAs ({sameAs}). The logo’s size (at least 112×112 px) was not measured.',
      incomplete:
        'The homepage’s {type} markup lacks or misuses: {missing}. The logo’s size (at least 112×112 px) was not measured.',
      absent: 'The homepage {url} has no Organization markup in JSON-LD.',
      absentBroken:
        'The homepage {url} has no readable Organization markup; JSON-LD blocks that do not parse: {count}.',
      otherFormat:
        'The homepage {url} marks up an organization in {format}; only JSON-LD properties are verified, so its name, url and logo were not checked.',
      ...HOMEPAGE_NA.en,
    },
    es: {
      title: 'Marcado Organization en la página de inicio',
      fix: 'En la página de inicio, añade JSON-LD de tu Organization (o de un subtipo, p. ej. LocalBusiness) con name, url (la página de inicio), logo (una URL http(s) absoluta de una imagen de al menos 112×112 px que robots.txt permita) y sameAs (las URL de tus perfiles oficiales).',
      pass: 'La página de inicio {url} declara {type} "{name}" con url {orgUrl}, logo {logo} y sameAs ({sameAs}). No se midió el tamaño del logo (al menos 112×112 px).',
      incomplete:
        'Al marcado {type} de la página de inicio le falta o tiene mal: {missing}. No se midió el tamaño del logo (al menos 112×112 px).',
      absent: 'La página de inicio {url} no tiene marcado Organization en JSON-LD.',
      absentBroken:
        'La página de inicio {url} no tiene marcado Organization legible; bloques JSON-LD que no se pueden analizar: {count}.',
      otherFormat:
        'La página de inicio {url} marca una organización en {format}; solo se verifican propiedades en JSON-LD, así que no se comprobaron name, url ni logo.',
      ...HOMEPAGE_NA.es,
    },
    fr: {
      title: 'Balisage Organization sur la page d’accueil',
      fix: 'Sur la page d’accueil, ajoutez du JSON-LD pour votre Organization (ou un sous-type, par ex. LocalBusiness) avec name, url (la page d’accueil), logo (une URL http(s) absolue d’une image d’au moins 112×112 px autorisée par robots.txt) et sameAs (les URL de vos profils officiels).',
      pass: 'La page d’accueil {url} déclare {type} "{name}" avec url {orgUrl}, logo {logo} et sameAs ({sameAs}). La taille du logo (au moins 112×112 px) n’a pas été mesurée.',
      incomplete:
        'Au balisage {type} de la page d’accueil il manque ou est mal renseigné : {missing}. La taille du logo (au moins 112×112 px) n’a pas été mesurée.',
      absent: 'La page d’accueil {url} n’a pas de balisage Organization en JSON-LD.',
      absentBroken:
        'La page d’accueil {url} n’a pas de balisage Organization lisible ; blocs JSON-LD illisibles : {count}.',
      otherFormat:
        'La page d’accueil {url} balise une organisation en {format} ; seules les propriétés JSON-LD sont vérifiées, donc name, url et logo n’ont pas été contrôlés.',
      ...HOMEPAGE_NA.fr,
    },
  },
});
