/**
 * Words in check item notes ("first heading", "128 characters"): a note that is more than bare facts
 * (tags, URLs, status codes, numbers with units) is written from this table, so it reaches the report in
 * the report's language and can be rendered again in another one (localize-report.ts).
 */
import { interpolate, type Lang } from './lang.js';

export const NOTES = {
  en: {
    firstHeading: 'first heading, {tag}',
    chars: '{count, plural, one {# character} other {# characters}}',
    charsInBody: '{count, plural, one {# character} other {# characters}}, in <body>',
    words: '{count, plural, one {# word} other {# words}}',
    timesWords: '{times}×, {count, plural, one {# word} other {# words}}',
    sameSite: 'same site',
    otherSite: 'other site',
    coldRequest: 'first (cold) request: {ms} ms',
    warmRequest: 'warm request {n}: {ms} ms',
    warmRequestFailed: 'warm request {n}: {error}',
    warmRequestBusy:
      'warm request {n}: {ms} ms while this host held the measurement up {lag} ms (not counted)',
    notLinked: 'not linked from the start page',
    clicks: '{count, plural, one {# click} other {# clicks}}',
    pathSegments: '{count, plural, one {# path segment} other {# path segments}}',
    part: 'part {n} of {total}',
    linkedFrom: '{what}; linked from {pages}',
    hopsLinkedFrom: '{hops, plural, one {# hop} other {# hops}}; linked from {pages}',
    unreachableLinkedFrom: 'unreachable; linked from {pages}',
    httpHeader: 'HTTP header',
    linkHeader: 'Link header',
    detectedFromText: 'detected from the main text',
    onclickNavigation: 'onclick navigation',
    lcpElement: 'LCP element, {seconds} s on mobile',
    domDepth: 'depth {depth}',
    childElements: '{count, plural, one {# child element} other {# child elements}}',
    refreshIgnored: 'ignored by browsers',
    refreshAfter: 'after {delay} s → {target}',
    elements: '{count, plural, one {# element} other {# elements}}',
    iconsNoneOfSize: '{count, plural, one {# icon} other {# icons}}, none {size}',
    emptyContent: 'empty content',
    empty: 'empty',
    missing: 'missing',
    notOgpType: 'not an OGP type',
    ignoredByParser: 'ignored by the parser',
    documentMode: '{mode} mode',
    notInInitialHtml: 'not in the initial HTML',
    noFetchpriority: 'no fetchpriority="high"',
    noWidthHeight: 'no width/height',
    noWidth: 'no width',
    noHeight: 'no height',
    mainThreadWork: '{ms} ms of main-thread work',
    textInvisible: 'text invisible for up to {ms} ms',
    transferBlocks: '{size}, blocks {ms} ms',
    scriptTimes: '{evaluation} ms evaluation, {parse} ms parse/compile',
    htmlBytes:
      '{decoded, plural, one {# byte} other {# bytes}} decoded, {transferred, plural, one {# byte} other {# bytes}} transferred',
    uncompressedHtml: 'HTML, no Content-Encoding, {bytes, plural, one {# byte} other {# bytes}}',
    noReturnLink: '{lang}: {alternate} does not link back',
    robotsOversize: '{size} KiB; Google ignores everything after {limit} KiB',
    robotsNotAbsolute: 'robots.txt line {line}: not an absolute URL',
    charsAlmostEmpty: '{count, plural, one {# character} other {# characters}}, almost empty',
    noAccessibleText: 'no accessible text',
    imageWithoutAltText: 'image without alt text',
    noText: 'no text',
    imageWithoutAlt: 'image without alt',
    relNoText: 'rel="{rel}", no text',
    aiCrawler:
      '{role, plural, =0 {training} =1 {search} other {user}}: {allowed, plural, =1 {allowed} other {blocked}} ({group, plural, =0 {own group} =1 {falls back to *} other {no group applies}})',
    aiCrawlerLine:
      '{role, plural, =0 {training} =1 {search} other {user}}: {allowed, plural, =1 {allowed} other {blocked}} ({group, plural, =0 {own group} =1 {falls back to *} other {no group applies}}); robots.txt line {line}',
  },
  es: {
    firstHeading: 'primer encabezado, {tag}',
    chars: '{count, plural, one {# carácter} other {# caracteres}}',
    charsInBody: '{count, plural, one {# carácter} other {# caracteres}}, en <body>',
    words: '{count, plural, one {# palabra} other {# palabras}}',
    timesWords: '{times}×, {count, plural, one {# palabra} other {# palabras}}',
    sameSite: 'mismo sitio',
    otherSite: 'otro sitio',
    coldRequest: 'primera petición (en frío): {ms} ms',
    warmRequest: 'petición en caliente {n}: {ms} ms',
    warmRequestFailed: 'petición en caliente {n}: {error}',
    warmRequestBusy:
      'petición en caliente {n}: {ms} ms mientras este equipo retenía la medición {lag} ms (no se cuenta)',
    notLinked: 'sin enlaces desde la página inicial',
    clicks: '{count, plural, one {# clic} other {# clics}}',
    pathSegments: '{count, plural, one {# segmento de ruta} other {# segmentos de ruta}}',
    part: 'parte {n} de {total}',
    linkedFrom: '{what}; enlazado desde {pages}',
    hopsLinkedFrom: '{hops, plural, one {# salto} other {# saltos}}; enlazado desde {pages}',
    unreachableLinkedFrom: 'inaccesible; enlazado desde {pages}',
    httpHeader: 'cabecera HTTP',
    linkHeader: 'cabecera Link',
    detectedFromText: 'detectado en el texto principal',
    onclickNavigation: 'navegación con onclick',
    lcpElement: 'elemento LCP, {seconds} s en móvil',
    domDepth: 'profundidad {depth}',
    childElements: '{count, plural, one {# elemento hijo} other {# elementos hijos}}',
    refreshIgnored: 'los navegadores lo ignoran',
    refreshAfter: 'tras {delay} s → {target}',
    elements: '{count, plural, one {# elemento} other {# elementos}}',
    iconsNoneOfSize: '{count, plural, one {# icono} other {# iconos}}, ninguno de {size}',
    emptyContent: 'contenido vacío',
    empty: 'vacío',
    missing: 'falta',
    notOgpType: 'no es un tipo OGP',
    ignoredByParser: 'el analizador lo ignora',
    documentMode: 'modo {mode}',
    notInInitialHtml: 'no está en el HTML inicial',
    noFetchpriority: 'sin fetchpriority="high"',
    noWidthHeight: 'sin width/height',
    noWidth: 'sin width',
    noHeight: 'sin height',
    mainThreadWork: '{ms} ms de trabajo en el hilo principal',
    textInvisible: 'texto invisible hasta {ms} ms',
    transferBlocks: '{size}, bloquea {ms} ms',
    scriptTimes: '{evaluation} ms de evaluación, {parse} ms de análisis/compilación',
    htmlBytes:
      '{decoded, plural, one {# byte descomprimido} other {# bytes descomprimidos}}, {transferred, plural, one {# byte transferido} other {# bytes transferidos}}',
    uncompressedHtml: 'HTML, sin Content-Encoding, {bytes, plural, one {# byte} other {# bytes}}',
    noReturnLink: '{lang}: {alternate} no enlaza de vuelta',
    robotsOversize: '{size} KiB; Google ignora todo lo que sigue a los primeros {limit} KiB',
    robotsNotAbsolute: 'línea {line} de robots.txt: no es una URL absoluta',
    charsAlmostEmpty: '{count, plural, one {# carácter} other {# caracteres}}, casi vacío',
    noAccessibleText: 'sin texto accesible',
    imageWithoutAltText: 'imagen sin texto alternativo',
    noText: 'sin texto',
    imageWithoutAlt: 'imagen sin alt',
    relNoText: 'rel="{rel}", sin texto',
    aiCrawler:
      '{role, plural, =0 {entrenamiento} =1 {búsqueda} other {usuario}}: {allowed, plural, =1 {permitido} other {bloqueado}} ({group, plural, =0 {grupo propio} =1 {recurre a *} other {ningún grupo se aplica}})',
    aiCrawlerLine:
      '{role, plural, =0 {entrenamiento} =1 {búsqueda} other {usuario}}: {allowed, plural, =1 {permitido} other {bloqueado}} ({group, plural, =0 {grupo propio} =1 {recurre a *} other {ningún grupo se aplica}}); línea {line} de robots.txt',
  },
  fr: {
    firstHeading: 'premier titre, {tag}',
    chars: '{count, plural, one {# caractère} other {# caractères}}',
    charsInBody: '{count, plural, one {# caractère} other {# caractères}}, dans <body>',
    words: '{count, plural, one {# mot} other {# mots}}',
    timesWords: '{times}×, {count, plural, one {# mot} other {# mots}}',
    sameSite: 'même site',
    otherSite: 'autre site',
    coldRequest: 'première requête (à froid) : {ms} ms',
    warmRequest: 'requête à chaud {n} : {ms} ms',
    warmRequestFailed: 'requête à chaud {n} : {error}',
    warmRequestBusy:
      'requête à chaud {n} : {ms} ms pendant que cette machine retenait la mesure {lag} ms (non comptée)',
    notLinked: 'aucun lien depuis la page de départ',
    clicks: '{count, plural, one {# clic} other {# clics}}',
    pathSegments: '{count, plural, one {# segment de chemin} other {# segments de chemin}}',
    part: 'partie {n} sur {total}',
    linkedFrom: '{what} ; lié depuis {pages}',
    hopsLinkedFrom: '{hops, plural, one {# saut} other {# sauts}} ; lié depuis {pages}',
    unreachableLinkedFrom: 'injoignable ; lié depuis {pages}',
    httpHeader: 'en-tête HTTP',
    linkHeader: 'en-tête Link',
    detectedFromText: 'détectée dans le texte principal',
    onclickNavigation: 'navigation par onclick',
    lcpElement: 'élément LCP, {seconds} s sur mobile',
    domDepth: 'profondeur {depth}',
    childElements: '{count, plural, one {# élément enfant} other {# éléments enfants}}',
    refreshIgnored: 'ignoré par les navigateurs',
    refreshAfter: 'après {delay} s → {target}',
    elements: '{count, plural, one {# élément} other {# éléments}}',
    iconsNoneOfSize: '{count, plural, one {# icône} other {# icônes}}, aucune en {size}',
    emptyContent: 'contenu vide',
    empty: 'vide',
    missing: 'absent',
    notOgpType: 'pas un type OGP',
    ignoredByParser: 'ignoré par l’analyseur',
    documentMode: 'mode {mode}',
    notInInitialHtml: 'absent du HTML initial',
    noFetchpriority: 'sans fetchpriority="high"',
    noWidthHeight: 'sans width/height',
    noWidth: 'sans width',
    noHeight: 'sans height',
    mainThreadWork: '{ms} ms de travail sur le fil principal',
    textInvisible: 'texte invisible jusqu’à {ms} ms',
    transferBlocks: '{size}, bloque {ms} ms',
    scriptTimes: '{evaluation} ms d’évaluation, {parse} ms d’analyse/compilation',
    htmlBytes:
      '{decoded, plural, one {# octet décompressé} other {# octets décompressés}}, {transferred, plural, one {# octet transféré} other {# octets transférés}}',
    uncompressedHtml: 'HTML, sans Content-Encoding, {bytes, plural, one {# octet} other {# octets}}',
    noReturnLink: '{lang} : {alternate} ne renvoie pas vers cette page',
    robotsOversize: '{size} Kio ; Google ignore tout ce qui suit les {limit} premiers Kio',
    robotsNotAbsolute: 'robots.txt, ligne {line} : pas une URL absolue',
    charsAlmostEmpty: '{count, plural, one {# caractère} other {# caractères}}, presque vide',
    noAccessibleText: 'aucun texte accessible',
    imageWithoutAltText: 'image sans texte alternatif',
    noText: 'aucun texte',
    imageWithoutAlt: 'image sans alt',
    relNoText: 'rel="{rel}", aucun texte',
    aiCrawler:
      '{role, plural, =0 {entraînement} =1 {recherche} other {utilisateur}} : {allowed, plural, =1 {autorisé} other {bloqué}} ({group, plural, =0 {groupe propre} =1 {se rabat sur *} other {aucun groupe ne s’applique}})',
    aiCrawlerLine:
      '{role, plural, =0 {entraînement} =1 {recherche} other {utilisateur}} : {allowed, plural, =1 {autorisé} other {bloqué}} ({group, plural, =0 {groupe propre} =1 {se rabat sur *} other {aucun groupe ne s’applique}}) ; robots.txt, ligne {line}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type NoteKey = keyof (typeof NOTES)['en'];

export interface NoteRef {
  key: string;
  values?: Record<string, string | number>;
}

export function renderNote(ref: NoteRef, lang: Lang): string {
  const template = (NOTES[lang] as Record<string, string>)[ref.key];
  return template === undefined ? ref.key : interpolate(template, ref.values, lang);
}

/** A note with words: the English text (what raw results and their tests read) and its key for the others. */
export function noted(
  key: NoteKey,
  values?: Record<string, string | number>,
): { note: string; noteRef: NoteRef } {
  const noteRef = { key, ...(values ? { values } : {}) };
  return { note: renderNote(noteRef, 'en'), noteRef };
}
