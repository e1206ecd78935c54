/**
 * Generic anchor texts per language (catalogue A.2: EN, DE, FR, ES, IT, PT, NL), with every phrase of
 * Lighthouse's link-text audit added (LIGHTHOUSE below). A link matches only when its whole normalised text
 * is one of these phrases: "Read more about oak tables" is descriptive, "Read more »" is not.
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
 * Lighthouse's nonDescriptiveLinkTexts, as published in GoogleChrome/lighthouse
 * core/audits/seo/link-text.js (commit f8eac394a68b90109078bba44cafbec7ceb9026a, Apache-2.0); phrases
 * already in PHRASES are left there, languages we had no list for (ja, ko, sv, ta, fa) come from here.
 */
const LIGHTHOUSE: Record<string, readonly string[]> = {
  en: [
    'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
    'more information', 'right here', 'read more', 'see more', 'start', 'this',
  ],
  ja: ['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示'],
  es: [
    'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui',
    'más', 'mas', 'más información', 'más informacion', 'mas información', 'mas informacion', 'este',
    'enlace', 'este enlace', 'empezar',
  ],
  pt: ['clique aqui', 'ir', 'mais informação', 'mais informações', 'mais', 'veja mais'],
  ko: ['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기'],
  sv: ['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information'],
  de: ['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen'],
  ta: [
    'அடுத்த பக்கம்', 'மறுபக்கம்', 'முந்தைய பக்கம்', 'முன்பக்கம்', 'மேலும் அறிக', 'மேலும் தகவலுக்கு',
    'மேலும் தரவுகளுக்கு', 'தயவுசெய்து இங்கே அழுத்தவும்', 'இங்கே கிளிக் செய்யவும்',
  ],
  fa: [
    'اطلاعات بیشتر', 'اطلاعات', 'این', 'اینجا بزنید', 'اینجا کلیک کنید', 'اینجا', 'برو', 'بیشتر بخوانید',
    'بیشتر بدانید', 'بیشتر', 'شروع',
  ],
}; // prettier-ignore

/**
 * Case-folded, Latin accents removed (pages often write "leer mas" or "aqui"), punctuation, symbols, arrows
 * and "»" replaced by spaces, whitespace collapsed: "  Read more »" and "READ MORE…" both become
 * "read more". Only the combining accents of Latin script go: the vowel signs of Tamil or the voicing
 * marks of Japanese are part of the word.
 */
export function normaliseLinkText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const SETS = new Map<string, ReadonlySet<string>>(
  [...new Set([...Object.keys(PHRASES), ...Object.keys(LIGHTHOUSE)])].map((lang) => [
    lang,
    new Set([...(PHRASES[lang] ?? []), ...(LIGHTHOUSE[lang] ?? [])].map(normaliseLinkText)),
  ]),
);

export function hasGenericLinkTexts(lang: string): boolean {
  return SETS.has(lang);
}

/**
 * True when the whole text is a generic phrase of the link's language (a primary subtag). English phrases
 * of two words or more count in every language: themes and plugins print "Read more" buttons on pages in
 * every language. Single English words do not: German "Start" or Dutch "Link" are the page's own words.
 */
export function isGenericLinkText(text: string, lang: string): boolean {
  const normalised = normaliseLinkText(text);
  if (normalised === '') return false;
  if (SETS.get(lang)?.has(normalised)) return true;
  return normalised.includes(' ') && (SETS.get('en')?.has(normalised) ?? false);
}
