import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { NA_STRINGS, notAsked, robotsTxtFacts, statusFact } from './_robots-txt.js';

/** Types a Markdown file may be served with (text/x-markdown is the older, still common label). */
const TEXT_TYPES = new Set(['text/markdown', 'text/x-markdown', 'text/plain']);

export default defineCheck({
  id: 'llms-txt',
  needs: ['site'],
  run(page) {
    const got = robotsTxtFacts(page);
    if (got.na) return got.na;
    const { url, fetch: r, parsed, full } = got.facts.llms;
    if (notAsked(r)) return notApplicable('notChecked', { url, error: statusFact(r) });
    if (r.status === null) return warn('unreachable', { url, error: statusFact(r) }, { value: false });
    if (!parsed) return warn('missing', { url, status: statusFact(r) }, { value: false });

    const type = r.contentType ?? '(none)';
    const essence = (r.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const problems: [key: string, item: CheckItem][] = [];
    if (parsed.html) problems.push(['html', { value: url, note: `HTML served (Content-Type: ${type})` }]);
    else if (!TEXT_TYPES.has(essence))
      problems.push(['contentType', { value: url, note: `Content-Type: ${type}` }]);
    if (parsed.h1 === null)
      problems.push(['noH1', { value: parsed.firstLine || '(empty)', note: 'first line is not a "# " H1' }]);
    else if (parsed.summary === null)
      problems.push(['noSummary', { value: parsed.h1, note: 'no "> " summary after the H1' }]);
    if (parsed.links === 0) problems.push(['noLinks', { value: url, note: 'no [title](url) Markdown link' }]);

    const values = { url, type, first: parsed.firstLine, h1: parsed.h1 ?? '' };
    const [first] = problems;
    if (first) return warn(first[0], values, { items: problems.map(([, item]) => item), value: false });
    const done = { url, h1: parsed.h1 ?? '', links: parsed.links };
    return pass(full.status === 200 ? 'passWithFull' : 'pass', done, { value: true });
  },
  strings: {
    en: {
      title: 'llms.txt',
      fix: 'Publish /llms.txt as Markdown (text/markdown or text/plain): an "# " H1 with the site name, a "> " one-paragraph summary, then "## " sections listing key pages as [title](url) links.',
      pass: '{url} is well-formed: H1 "{h1}", a summary, and Markdown links ({links}).',
      passWithFull:
        '{url} is well-formed (H1 "{h1}", a summary, Markdown links: {links}), and /llms-full.txt answers 200.',
      missing: '{url} answers {status}: the site offers no llms.txt summary for language models.',
      html: '{url} serves an HTML page ({type}) instead of Markdown, probably the site’s catch-all page.',
      contentType: '{url} is served as {type} instead of text/markdown or text/plain.',
      noH1: '{url} does not start with an "# " H1: its first line is "{first}".',
      noSummary: '{url} has the H1 "{h1}" but no summary after it.',
      noLinks: '{url} has no Markdown link to the site’s pages.',
      unreachable: '{url} could not be fetched ({error}), so the site offers no usable llms.txt.',
      notChecked: 'Not checked: {url} was not requested ({error}).',
      ...NA_STRINGS.en,
    },
    es: {
      title: 'llms.txt',
      fix: 'Publica /llms.txt en Markdown (text/markdown o text/plain): un H1 «# » con el nombre del sitio, un resumen de un párrafo con «> » y luego secciones «## » con las páginas clave como enlaces [título](url).',
      pass: '{url} está bien formado: H1 «{h1}», un resumen y enlaces Markdown ({links}).',
      passWithFull:
        '{url} está bien formado (H1 «{h1}», un resumen, enlaces Markdown: {links}) y /llms-full.txt responde 200.',
      missing:
        '{url} responde {status}: el sitio no ofrece un resumen llms.txt para los modelos de lenguaje.',
      html: '{url} sirve una página HTML ({type}) en lugar de Markdown, probablemente la página comodín del sitio.',
      contentType: '{url} se sirve como {type} en lugar de text/markdown o text/plain.',
      noH1: '{url} no empieza con un H1 «# »: su primera línea es «{first}».',
      noSummary: '{url} tiene el H1 «{h1}» pero ningún resumen después.',
      noLinks: '{url} no tiene ningún enlace Markdown a las páginas del sitio.',
      unreachable: 'No se pudo obtener {url} ({error}), así que el sitio no ofrece un llms.txt utilizable.',
      notChecked: 'No comprobado: {url} no se solicitó ({error}).',
      ...NA_STRINGS.es,
    },
    fr: {
      title: 'llms.txt',
      fix: 'Publiez /llms.txt en Markdown (text/markdown ou text/plain) : un H1 « # » avec le nom du site, un résumé d’un paragraphe avec « > », puis des sections « ## » listant les pages clés en liens [titre](url).',
      pass: '{url} est bien formé : H1 « {h1} », un résumé et des liens Markdown ({links}).',
      passWithFull:
        '{url} est bien formé (H1 « {h1} », un résumé, liens Markdown : {links}), et /llms-full.txt répond 200.',
      missing:
        '{url} répond {status} : le site ne propose pas de résumé llms.txt pour les modèles de langage.',
      html: '{url} sert une page HTML ({type}) au lieu de Markdown, sans doute la page par défaut du site.',
      contentType: '{url} est servi en {type} au lieu de text/markdown ou text/plain.',
      noH1: '{url} ne commence pas par un H1 « # » : sa première ligne est « {first} ».',
      noSummary: '{url} a le H1 « {h1} » mais aucun résumé après.',
      noLinks: '{url} n’a aucun lien Markdown vers les pages du site.',
      unreachable: '{url} n’a pas pu être récupéré ({error}) : le site n’offre pas de llms.txt utilisable.',
      notChecked: 'Non vérifié : {url} n’a pas été demandé ({error}).',
      ...NA_STRINGS.fr,
    },
  },
});
