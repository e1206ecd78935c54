import { francLanguage, francMargin } from './trigram-language.js';

/** ISO 639-3 (franc) → ISO 639-1 for the languages whose word lists we ship, and other common ones. */
const ISO3_TO_1: Record<string, string> = {
  eng: 'en', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', nld: 'nl', pol: 'pl', rus: 'ru',
  ukr: 'uk', swe: 'sv', dan: 'da', nob: 'no', nno: 'no', fin: 'fi', ces: 'cs', slk: 'sk', hun: 'hu',
  ron: 'ro', bul: 'bg', ell: 'el', tur: 'tr', arb: 'ar', heb: 'he', hin: 'hi', cmn: 'zh', jpn: 'ja',
  kor: 'ko', vie: 'vi', ind: 'id', zlm: 'ms', tha: 'th', cat: 'ca', hrv: 'hr', srp: 'sr', slv: 'sl',
  lit: 'lt', lvs: 'lv', est: 'et', pes: 'fa', ben: 'bn', tam: 'ta', glg: 'gl', eus: 'eu',
}; // prettier-ignore

const COMMON: ReadonlySet<string> = new Set(Object.keys(ISO3_TO_1));

/** Detection needs enough text to be meaningful; shorter pages get no detected language. */
const MIN_CHARS = 120;
const SAMPLE_CHARS = 2000;

export function detectLanguage(text: string): string | null {
  if (text.length < MIN_CHARS) return null;
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const code = francLanguage(sample, MIN_CHARS);
  if (code === 'und') return null;
  return ISO3_TO_1[code] ?? code;
}

/**
 * The detected language with how clearly it wins over the next one (the share of its score the runner-up
 * lacks), for writing a language into the page only when the text leaves no doubt; null when undetected.
 */
export function languageMargin(text: string): { code: string; margin: number } | null {
  if (text.length < MIN_CHARS) return null;
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  // Among the languages with a two-letter code only: Scots, Latin-like filler and rare neighbours of a big
  // language are no answer to write into a page, and would hide how close the big ones come.
  const found = francMargin(sample, MIN_CHARS, COMMON);
  if (!found || found.code === 'und') return null;
  return { code: ISO3_TO_1[found.code] ?? found.code, margin: found.margin };
}

/** Primary language subtag of a BCP 47 tag, lower case ('en-GB' → 'en'). */
export function primarySubtag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  // Only a well-formed primary language subtag: 'x' (private use) or 'i' would break locale-aware APIs.
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}
