/**
 * Shared by the hreflang checks: the hreflang grammar (stricter than BCP 47) and how an annotation is
 * quoted as an item, with its source line when it comes from a <link>.
 */
import { linksByRel, type HreflangEntry, type PageArtifact } from '../../artifact.js';
import type { HreflangAlternate } from '../../gather/site/hreflang.js';
import { isLanguageCode, isRegionCode } from '../../text/lang-codes.js';
import type { CheckItem } from '../types.js';
import { sameUrl } from '../../gather/urls.js';

/** ISO 15924 script codes (4 letters, registered; private-use Qaaa–Qabx excluded). */
const ISO_15924 = new Set(
  (
    'adlm afak aghb ahom arab aran armi armn avst bali bamu bass batk beng bhks blis bopo brah brai bugi ' +
    'buhd cakm cans cari cham cher chis chrs cirt copt cpmn cprt cyrl cyrs deva diak dogr dsrt dupl egyd ' +
    'egyh egyp elba elym ethi gara geok geor glag gong gonm goth gran grek gujr gukh guru hanb hang hani ' +
    'hano hans hant hatr hebr hira hluw hmng hmnp hrkt hung inds ital jamo java jpan jurc kali kana kawi ' +
    'khar khmr khoj kitl kits knda kore kpel krai kthi lana laoo latf latg latn leke lepc limb lina linb ' +
    'lisu loma lyci lydi mahj maka mand mani marc maya medf mend merc mero mlym modi mong moon mroo mtei ' +
    'mult mymr nagm nand narb nbat newa nkdb nkgb nkoo nshu ogam olck onao orkh orya osge osma ougr palm ' +
    'pauc pcun pelm perm phag phli phlp phlv phnx piqd plrd prti psin ranj rjng rohg roro runr samr sara ' +
    'sarb saur sgnw shaw shrd shui sidd sidt sind sinh sogd sogo sora soyo sund sunu sylo syrc syre syrj ' +
    'syrn tagb takr tale talu taml tang tavt tayo telu teng tfng tglg thaa thai tibt tirh tnsa todr tols ' +
    'toto tutg ugar vaii visp vith wara wcho wole xpeo xsux yezi yiii zanb zinh zmth zsye zsym zxxx zyyy zzzz'
  ).split(' '),
);

/**
 * ISO 3166-1 reserves these but assigns no country: Google's hreflang does not target them ("en-EU" is a
 * common mistake for a pan-European English page, which is what a plain "en" or x-default is for).
 */
const NOT_A_COUNTRY = new Set(['EU', 'UN']);

/** Well-known wrong region codes and the code meant. */
const REGION_FIXES: Record<string, string> = { UK: 'GB' };

export type HreflangProblemKind =
  | 'empty'
  | 'spaces'
  | 'underscore'
  | 'language'
  | 'regionOnly'
  | 'script'
  | 'region'
  | 'numericRegion'
  | 'syntax';

export interface HreflangProblem {
  kind: HreflangProblemKind;
  /** The offending part as written ("UK" in "en-UK"), or the whole value. */
  subtag: string;
  /** A valid value that was probably meant, or null. */
  suggestion: string | null;
}

export const isXDefault = (lang: string): boolean => lang.trim().toLowerCase() === 'x-default';

/**
 * Validates one hreflang value: x-default, or an ISO 639-1 language, an optional ISO 15924 script and an
 * optional ISO 3166-1 alpha-2 region, hyphen-separated, case-insensitive. Returns null when valid.
 * Stricter than BCP 47 on purpose: Google ignores three-letter languages, UN M.49 areas ("es-419"),
 * variants and extensions in hreflang.
 */
export function hreflangProblem(value: string): HreflangProblem | null {
  const v = value.trim();
  if (v === '') return { kind: 'empty', subtag: '', suggestion: null };
  if (v !== value) {
    // Lighthouse and Google compare the value as written: " en" is no language. Blamed when it is the only fault.
    const inner = hreflangProblem(v);
    return inner === null ? { kind: 'spaces', subtag: value, suggestion: v } : { ...inner, suggestion: null };
  }
  if (isXDefault(v)) return null;
  if (v.includes('_')) {
    const hyphenated = v.replace(/_/g, '-');
    const inner = hreflangProblem(hyphenated);
    // Only blame the underscore when it is the sole problem ("en_US" → "en-US", not "english_US").
    return inner === null
      ? { kind: 'underscore', subtag: v, suggestion: hyphenated }
      : { ...inner, suggestion: null };
  }
  if (/^x-?default$|^default$/i.test(v)) return { kind: 'syntax', subtag: v, suggestion: 'x-default' };
  const parts = v.split('-');
  const [lang = '', ...rest] = parts;
  if (!/^[a-z]{2}$/i.test(lang) || !isLanguageCode(lang)) {
    // "us", "uk" is Ukrainian, so only two-letter values that are no language at all are region-only.
    if (parts.length === 1 && /^[a-z]{2}$/i.test(lang) && isRegionCode(lang)) {
      return { kind: 'regionOnly', subtag: lang, suggestion: null };
    }
    return { kind: /^[a-z]{2,3}$/i.test(lang) ? 'language' : 'syntax', subtag: lang, suggestion: null };
  }
  let i = 0;
  const script = rest[i];
  if (script !== undefined && /^[a-z]{4}$/i.test(script)) {
    if (!ISO_15924.has(script.toLowerCase())) return { kind: 'script', subtag: script, suggestion: null };
    i++;
  }
  const region = rest[i];
  if (region !== undefined) {
    if (/^\d{3}$/.test(region)) return { kind: 'numericRegion', subtag: region, suggestion: null };
    if (!/^[a-z]{2}$/i.test(region)) return { kind: 'syntax', subtag: v, suggestion: null };
    const upper = region.toUpperCase();
    if (!isRegionCode(upper) || NOT_A_COUNTRY.has(upper)) {
      const fix = REGION_FIXES[upper];
      return { kind: 'region', subtag: region, suggestion: fix ? `${lang}-${fix}` : null };
    }
    i++;
  }
  // Variants, extensions or a second region: valid BCP 47 perhaps, but not an hreflang value.
  return i < rest.length ? { kind: 'syntax', subtag: v, suggestion: null } : null;
}

/** How the annotation is written on the page, for items. */
export function annotation(entry: HreflangEntry): string {
  return entry.source === 'html'
    ? `<link rel="alternate" hreflang="${entry.lang}" href="${entry.href}">`
    : `Link: <${entry.href}>; rel="alternate"; hreflang="${entry.lang}"`;
}

/** The entry as an item: <link> annotations with their line, header ones noted as such (they have none). */
export function hreflangItem(
  page: Pick<PageArtifact, 'links'>,
  entry: HreflangEntry,
  note?: string,
): CheckItem {
  const value = annotation(entry);
  if (entry.source === 'header') return { value, note: note ? `Link header; ${note}` : 'Link header' };
  const link = linksByRel(page, 'alternate').find(
    (l) => l.inHead && l.attrs.hreflang === entry.lang && (l.attrs.href ?? '') === entry.href,
  );
  const line = link?.line ?? null;
  return note ? { value, note, line } : { value, line };
}

/** Distinct values, in order, compared case-insensitively (hreflang values are case-insensitive). */
export function distinctCodes(entries: readonly HreflangEntry[]): string[] {
  const seen = new Map<string, string>();
  for (const e of entries) if (!seen.has(e.lang.toLowerCase())) seen.set(e.lang.toLowerCase(), e.lang);
  return [...seen.values()];
}

/**
 * Why an alternate cannot take part in the set, as a short fact ("404", "301 → https://…", "TIMEOUT",
 * "noindex: X-Robots-Tag: noindex", "canonical → https://…"), or null when it answers 200, is
 * indexable and is its own canonical.
 */
export function alternateProblem(a: HreflangAlternate): string | null {
  if (a.status === null) return a.error ?? 'NO_RESPONSE';
  if (a.status >= 300 && a.status < 400) return `${a.status} → ${a.redirectTo ?? '(no Location)'}`;
  if (a.status !== 200) return String(a.status);
  if (a.indexable === false) return `noindex: ${a.noindex ?? 'robots directives'}`;
  if (a.selfCanonical === false) return `canonical → ${a.canonical ?? ''}`;
  return null;
}

/** Why a healthy alternate does not count as reciprocal, as a short fact. */
export function missingReturnNote(a: HreflangAlternate, pageUrl: string): string {
  if (a.nearReturn !== null) return `links back to ${a.nearReturn}, not ${pageUrl}`;
  return a.hreflangCount === 0
    ? 'no hreflang annotations'
    : `no return link among ${a.hreflangCount} hreflang entries`;
}

/** An alternate as an item: its URL, the codes this page gives it, the fact, and the line of its <link>. */
export function alternateItem(
  page: Pick<PageArtifact, 'links' | 'hreflang'>,
  a: HreflangAlternate,
  fact: string,
): CheckItem {
  const entry = page.hreflang.find((e) => e.url !== null && sameUrl(e.url, a.url));
  const codes = a.langs.map((l) => `hreflang="${l}"`).join(' ');
  if (!entry || entry.source === 'header') return { value: a.url, note: `${codes} (Link header): ${fact}` };
  return { value: a.url, note: `${codes}: ${fact}`, line: hreflangItem(page, entry).line ?? null };
}
