import { isSubtypeOf } from '../../structured/schema-types.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { gapItem, recommendedGaps, requiredGaps } from './_rich-results.js';
import { HOMEPAGE_NA, homepageEntries, homepageItems, typeName } from './_structured-data.js';
import { structuredDataFix } from '../../fix/structured-data.js';

/**
 * The homepage's Organization markup, as Google's Organization feature reads it: a summary of the
 * rich-result rules' Organization entries (structured/rich/features/organization.ts: name, url, logo,
 * sameAs, all recommended) for the homepage's JSON-LD; this check judges no property of its own.
 */
export default defineCheck({
  id: 'schema-organization',
  fix: structuredDataFix,
  needs: ['site'],
  run(page) {
    const state = homepageItems(page, 'Organization', (t) => isSubtypeOf(t, 'Organization'));
    if ('outcome' in state) return state.outcome;
    const { facts, candidates } = state;
    const url = facts.url;
    const judged = homepageEntries(page, facts, 'Organization').flatMap((j) => j.results);
    if (judged.length === 0) {
      const type = typeName(candidates[0]!);
      // A LocalBusiness is an Organization that Google reads as a local business (schema-local-business).
      if (candidates.some((c) => isSubtypeOf(typeName(c), 'LocalBusiness')))
        return notApplicable('localBusiness', { url, type });
      return warn('nested', { url, type }, { value: 0 });
    }
    // Several nodes (a parent company, a brand): report the most complete one.
    const gaps = (r: (typeof judged)[number]) => [...requiredGaps(r), ...recommendedGaps(r)];
    const best = [...judged].sort((a, b) => gaps(a).length - gaps(b).length)[0]!;
    const missing = gaps(best);
    if (missing.length > 0) {
      const values = { url, type: best.type, missing: missing.join(', ') };
      return warn('incomplete', values, { items: [gapItem(best)], value: missing.length });
    }
    return pass('pass', { url, type: best.type, name: best.name ?? '' }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Organization markup on the homepage',
      fix: 'On the homepage, add JSON-LD for your Organization (or its subtype, e.g. LocalBusiness) with name, url (the homepage), logo (an absolute http(s) URL of an image of at least 112×112 px that robots.txt allows) and sameAs (the URLs of your official profiles).',
      pass: 'The homepage {url} declares {type} "{name}" with name, url, logo and sameAs as Google recommends. The logo’s size (at least 112×112 px) was not measured.',
      incomplete:
        'The homepage’s {type} markup lacks or misuses: {missing}. The logo’s size (at least 112×112 px) was not measured.',
      absent: 'The homepage {url} has no Organization markup in JSON-LD.',
      absentBroken:
        'The homepage {url} has no readable Organization markup; JSON-LD blocks that do not parse: {count}.',
      otherFormat:
        'The homepage {url} marks up an organization in {format}; only JSON-LD properties are verified, so its name, url and logo were not checked.',
      nested:
        'The homepage {url} has {type} markup only inside another node (a publisher, an author); Google’s Organization rules read a node of its own, at the top of a JSON-LD block or its @graph, or a page’s mainEntity.',
      localBusiness:
        'The homepage {url} marks up a {type}, which Google reads as a local business rather than as an Organization; schema-local-business judges it on that page.',
      ...HOMEPAGE_NA.en,
    },
    es: {
      title: 'Marcado Organization en la página de inicio',
      fix: 'En la página de inicio, añade JSON-LD de tu Organization (o de un subtipo, p. ej. LocalBusiness) con name, url (la página de inicio), logo (una URL http(s) absoluta de una imagen de al menos 112×112 px que robots.txt permita) y sameAs (las URL de tus perfiles oficiales).',
      pass: 'La página de inicio {url} declara {type} "{name}" con name, url, logo y sameAs, como recomienda Google. No se midió el tamaño del logo (al menos 112×112 px).',
      incomplete:
        'Al marcado {type} de la página de inicio le falta o tiene mal: {missing}. No se midió el tamaño del logo (al menos 112×112 px).',
      absent: 'La página de inicio {url} no tiene marcado Organization en JSON-LD.',
      absentBroken:
        'La página de inicio {url} no tiene marcado Organization legible; bloques JSON-LD que no se pueden analizar: {count}.',
      otherFormat:
        'La página de inicio {url} marca una organización en {format}; solo se verifican propiedades en JSON-LD, así que no se comprobaron name, url ni logo.',
      nested:
        'La página de inicio {url} solo tiene marcado {type} dentro de otro nodo (un publisher, un author); las reglas de Organization de Google leen un nodo propio, en la raíz de un bloque JSON-LD o de su @graph, o el mainEntity de una página.',
      localBusiness:
        'La página de inicio {url} marca un {type}, que Google lee como negocio local y no como Organization; schema-local-business lo evalúa en esa página.',
      ...HOMEPAGE_NA.es,
    },
    fr: {
      title: 'Balisage Organization sur la page d’accueil',
      fix: 'Sur la page d’accueil, ajoutez du JSON-LD pour votre Organization (ou un sous-type, par ex. LocalBusiness) avec name, url (la page d’accueil), logo (une URL http(s) absolue d’une image d’au moins 112×112 px autorisée par robots.txt) et sameAs (les URL de vos profils officiels).',
      pass: 'La page d’accueil {url} déclare {type} "{name}" avec name, url, logo et sameAs, comme Google le recommande. La taille du logo (au moins 112×112 px) n’a pas été mesurée.',
      incomplete:
        'Au balisage {type} de la page d’accueil il manque ou est mal renseigné : {missing}. La taille du logo (au moins 112×112 px) n’a pas été mesurée.',
      absent: 'La page d’accueil {url} n’a pas de balisage Organization en JSON-LD.',
      absentBroken:
        'La page d’accueil {url} n’a pas de balisage Organization lisible ; blocs JSON-LD illisibles : {count}.',
      otherFormat:
        'La page d’accueil {url} balise une organisation en {format} ; seules les propriétés JSON-LD sont vérifiées, donc name, url et logo n’ont pas été contrôlés.',
      nested:
        'La page d’accueil {url} n’a de balisage {type} qu’à l’intérieur d’un autre nœud (un publisher, un author) ; les règles Organization de Google lisent un nœud à part entière, à la racine d’un bloc JSON-LD ou de son @graph, ou le mainEntity d’une page.',
      localBusiness:
        'La page d’accueil {url} balise un {type}, que Google lit comme un établissement local et non comme une Organization ; schema-local-business l’évalue sur cette page.',
      ...HOMEPAGE_NA.fr,
    },
  },
});
