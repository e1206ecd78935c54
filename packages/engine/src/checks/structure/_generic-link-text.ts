/**
 * Generic anchor texts per language (catalogue A.2: EN, DE, FR, ES, IT, PT, NL). A link matches only when its
 * whole normalised text is one of these phrases: "Read more about oak tables" is descriptive, "Read more »"
 * is not.
 */
const PHRASES: Record<string, readonly string[]> = {
  en: [
    'click here', 'click this', 'click', 'tap here', 'here', 'right here', 'go', 'go here', 'start', 'this',
    'this page', 'this link', 'link', 'more', 'read more', 'learn more', 'see more', 'view more', 'show more',
    'find out more', 'more info', 'more information', 'more details', 'information', 'info', 'details',
    'continue', 'continue reading', 'read on', 'keep reading',
  ],
  es: [
    'haga clic aquí', 'haz clic aquí', 'clic aquí', 'click aquí', 'clica aquí', 'pincha aquí', 'pulse aquí',
    'pulsa aquí', 'aquí', 'acá', 'más', 'leer más', 'ver más', 'saber más', 'más información', 'más info',
    'información', 'seguir leyendo', 'continuar', 'continuar leyendo', 'este enlace', 'enlace', 'esto',
    'detalles',
  ],
  fr: [
    'cliquez ici', 'cliquer ici', 'clique ici', 'ici', 'par ici', 'plus', 'en savoir plus', 'lire la suite',
    'la suite', 'suite', 'voir plus', "plus d'infos", "plus d'info", "plus d'informations", 'en lire plus',
    'informations', 'continuer', 'continuer la lecture', 'ce lien', 'lien', 'cette page', 'détails',
  ],
  de: [
    'hier klicken', 'klicken sie hier', 'klick hier', 'klicke hier', 'hier', 'mehr', 'mehr erfahren',
    'weiterlesen', 'weiter', 'mehr lesen', 'mehr infos', 'mehr informationen', 'mehr dazu', 'details', 'link',
    'dieser link', 'diese seite', 'informationen',
  ],
  it: [
    'clicca qui', 'fai clic qui', 'clicca', 'qui', 'qua', 'di più', 'scopri di più', 'leggi di più',
    'leggi tutto', 'continua', 'continua a leggere', 'altro', 'vedi altro', 'vedi di più',
    'maggiori informazioni', 'maggiori info', 'più informazioni', 'informazioni', 'dettagli', 'questo link',
    'link', 'questa pagina',
  ],
  pt: [
    'clique aqui', 'clica aqui', 'clique', 'aqui', 'mais', 'saiba mais', 'leia mais', 'ler mais', 'veja mais',
    'ver mais', 'mais informações', 'mais info', 'informações', 'continuar', 'continuar lendo',
    'continuar a ler', 'este link', 'link', 'esta página', 'detalhes',
  ],
  nl: [
    'klik hier', 'klik', 'hier', 'meer', 'lees meer', 'lees verder', 'meer lezen', 'meer info',
    'meer informatie', 'informatie', 'verder', 'verder lezen', 'bekijk meer', 'ontdek meer', 'deze link',
    'link', 'deze pagina', 'details',
  ],
}; // prettier-ignore

/**
 * Case-folded, accents removed (pages often write "leer mas" or "aqui"), punctuation, symbols, arrows and
 * "»" replaced by spaces, whitespace collapsed: "  Read more »" and "READ MORE…" both become "read more".
 */
export function normaliseLinkText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SETS = new Map<string, ReadonlySet<string>>(
  Object.entries(PHRASES).map(([lang, phrases]) => [lang, new Set(phrases.map(normaliseLinkText))]),
);

export function hasGenericLinkTexts(lang: string): boolean {
  return SETS.has(lang);
}

/**
 * True when the whole text is a generic phrase of the page language, or of English: themes and plugins
 * print English "Read more" buttons on pages in every language.
 */
export function isGenericLinkText(text: string, lang: string): boolean {
  const normalised = normaliseLinkText(text);
  if (normalised === '') return false;
  return (SETS.get(lang)?.has(normalised) ?? false) || (SETS.get('en')?.has(normalised) ?? false);
}
