import type { CheckItem } from '../types.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { kb, mb } from './_delivery.js';
import { noted } from '../../i18n/notes.js';

/** Catalogue bands on the decoded HTML: ≤ 500 KB good, up to 5 MB rec., beyond crit. (binary units). */
const GOOD_KB = 500;
const POOR_MB = 5;
/** Inline scripts at least this long are listed: JSON state blobs and inlined bundles are the usual bulk. */
const BIG_INLINE_CHARS = 10 * 1024;

export default defineCheck({
  id: 'html-size',
  needs: ['fetch', 'scripts'],
  run(page) {
    const { bodyBytes, transferBytes, truncated, finalUrl, body } = page.fetch;
    const values = {
      url: finalUrl,
      size: kb(bodyBytes),
      transfer: kb(transferBytes),
      sizeMb: mb(bodyBytes),
      transferMb: mb(transferBytes),
      limitMb: mb(body.length),
    };
    const items: CheckItem[] = [
      { value: finalUrl, ...noted('htmlBytes', { decoded: bodyBytes, transferred: transferBytes }) },
    ];
    const inline = page.scripts
      .map((s) => ({ s, chars: Number(s.attrs['data-rs-length'] ?? 0) }))
      .filter(({ s, chars }) => s.attrs.src === undefined && chars >= BIG_INLINE_CHARS)
      .sort((a, b) => b.chars - a.chars);
    for (const { s, chars } of inline) {
      const type = s.attrs.type ? ` type="${s.attrs.type}"` : '';
      items.push({ value: `<script${type}> (inline)`, ...noted('chars', { count: chars }), line: s.line });
    }
    const extra = { items, value: bodyBytes };
    // Googlebot stops reading at 15 MB; the fetcher kept as much, so the rest went unanalysed.
    if (truncated) return fail('truncated', values, extra);
    // Compared as shown: the message must agree with the verdict.
    if (values.sizeMb > POOR_MB) return fail('huge', values, extra);
    if (values.size > GOOD_KB) return warn('large', values, extra);
    return pass('pass', values, { value: bodyBytes });
  },
  strings: {
    en: {
      title: 'HTML size',
      fix: 'Shrink the HTML: move large inline scripts, JSON state and inline SVG or CSS into cached external files, paginate or lazy-load long lists, and remove unused markup.',
      pass: 'The HTML of {url} is {size} KB decoded ({transfer} KB transferred), within the 500 KB goal.',
      large:
        'The HTML of {url} is {size} KB decoded ({transfer} KB transferred), above the 500 KB goal: it slows down parsing, especially on phones.',
      huge: 'The HTML of {url} is {sizeMb} MB decoded ({transferMb} MB transferred), above the 5 MB limit: parsing it stalls the page, and crawlers may give up.',
      truncated:
        'The HTML of {url} is at least {sizeMb} MB decoded ({transferMb} MB transferred): only the first {limitMb} MB were read and analysed, and Googlebot also stops reading after 15 MB, so anything later is not indexed.',
    },
    es: {
      title: 'Tamaño del HTML',
      fix: 'Reduce el HTML: pasa los scripts en línea grandes, el estado JSON y los SVG o CSS en línea a archivos externos cacheados, pagina o carga en diferido las listas largas y elimina el marcado que no se usa.',
      pass: 'El HTML de {url} ocupa {size} KB descomprimido ({transfer} KB transferidos), dentro del objetivo de 500 KB.',
      large:
        'El HTML de {url} ocupa {size} KB descomprimido ({transfer} KB transferidos), por encima del objetivo de 500 KB: ralentiza el análisis, sobre todo en móviles.',
      huge: 'El HTML de {url} ocupa {sizeMb} MB descomprimido ({transferMb} MB transferidos), por encima del límite de 5 MB: analizarlo bloquea la página y los rastreadores pueden abandonar.',
      truncated:
        'El HTML de {url} ocupa al menos {sizeMb} MB descomprimido ({transferMb} MB transferidos): solo se leyeron y analizaron los primeros {limitMb} MB, y Googlebot también deja de leer tras 15 MB, así que lo que sigue no se indexa.',
    },
    fr: {
      title: 'Taille du HTML',
      fix: 'Allégez le HTML : déplacez les gros scripts en ligne, l’état JSON et les SVG ou CSS en ligne dans des fichiers externes mis en cache, paginez ou chargez à la demande les longues listes, et supprimez le balisage inutile.',
      pass: 'Le HTML de {url} fait {size} Ko décompressé ({transfer} Ko transférés), dans l’objectif de 500 Ko.',
      large:
        'Le HTML de {url} fait {size} Ko décompressé ({transfer} Ko transférés), au-delà de l’objectif de 500 Ko : il ralentit l’analyse, surtout sur mobile.',
      huge: 'Le HTML de {url} fait {sizeMb} Mo décompressé ({transferMb} Mo transférés), au-delà de la limite de 5 Mo : son analyse bloque la page et les robots peuvent abandonner.',
      truncated:
        'Le HTML de {url} fait au moins {sizeMb} Mo décompressé ({transferMb} Mo transférés) : seuls les {limitMb} premiers Mo ont été lus et analysés, et Googlebot arrête aussi de lire après 15 Mo, donc la suite n’est pas indexée.',
    },
  },
});
