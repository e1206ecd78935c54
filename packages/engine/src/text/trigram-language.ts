/**
 * franc's language identification (franc 6: its script expressions and trigram models, its distance), with
 * the distances computed from an inverted index instead of one dictionary lookup per trigram per language.
 * franc compares each of the text's trigrams (~800 for a 2,000-character sample) against every language
 * model of the script (~110 for Latin): ~90,000 lookups, ~2 ms a page, the largest single cost of a
 * crawled page's analysis. Here each of the text's trigrams visits only the languages whose model holds
 * it. The answer is franc's own, tie order included (language-model.test.ts compares both on a corpus).
 */
import { data } from 'franc/data.js';
import { expressions } from 'franc/expressions.js';

/** franc's MAX_LENGTH, MAX_DIFFERENCE. */
const MAX_LENGTH = 2048;
const MAX_DIFFERENCE = 300;

interface ScriptModel {
  languages: string[];
  /** Trigram → pairs of (language index, rank of the trigram in that language's model). */
  postings: Map<string, Int32Array>;
}

const models = new Map<string, ScriptModel>();

function modelOf(script: string): ScriptModel {
  let model = models.get(script);
  if (model) return model;
  const byLanguage = data[script] ?? {};
  const languages = Object.keys(byLanguage);
  const lists = new Map<string, number[]>();
  languages.forEach((language, index) => {
    const seen = new Set<string>();
    // franc keeps the first position of a trigram listed twice.
    (byLanguage[language] ?? '').split('|').forEach((trigram, rank) => {
      if (seen.has(trigram)) return;
      seen.add(trigram);
      const list = lists.get(trigram);
      if (list) list.push(index, rank);
      else lists.set(trigram, [index, rank]);
    });
  });
  model = { languages, postings: new Map([...lists].map(([t, list]) => [t, Int32Array.from(list)])) };
  models.set(script, model);
  return model;
}

const SCRIPTS = Object.entries(expressions);

/** The script whose expression matches most of `value` (first one on a tie), and its share. */
function topScript(value: string): [string | undefined, number] {
  let top: string | undefined;
  let topShare = -1;
  for (const [script, expression] of SCRIPTS) {
    const share = (value.match(expression)?.length ?? 0) / value.length || 0;
    if (share > topShare) {
      topShare = share;
      top = script;
    }
  }
  return [top, topShare];
}

/** trigram-utils' clean(): ASCII punctuation and digits to spaces, whitespace collapsed, trimmed, lower case. */
function clean(value: string): string {
  return value
    .replace(/[\u0021-\u0040]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** franc(value, { minLength }): an ISO 639-3 code, or 'und'. */
export function francLanguage(input: string, minLength: number): string {
  return francRanking(input, minLength)[0]?.[0] ?? 'und';
}

/**
 * The best language with the share of its score the runner-up falls short by (0: a tie, 1: nothing else
 * comes close), or a single entry for a script only one language uses; [] when undecided.
 */
export function francMargin(
  input: string,
  minLength: number,
  only?: ReadonlySet<string>,
): { code: string; margin: number } | null {
  const [first, second] = francRanking(input, minLength, only);
  if (!first) return null;
  if (!second || first[1] <= 0) return { code: first[0], margin: 1 };
  return { code: first[0], margin: (first[1] - second[1]) / first[1] };
}

/** Languages by franc's score (trigram distance saved), best first; ['und'] cases give []. */
function francRanking(input: string, minLength: number, only?: ReadonlySet<string>): [string, number][] {
  if (!input || input.length < minLength) return [];
  const value = input.slice(0, MAX_LENGTH);
  const [script, share] = topScript(value);
  if (script === undefined || !(script in data)) {
    // A script only one language uses (or none matched).
    return script === undefined || share === 0 ? [] : [[script, 1]];
  }
  const padded = ` ${clean(value)} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const trigram = padded.slice(i, i + 3);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  const { languages, postings } = modelOf(script);
  // Every trigram costs MAX_DIFFERENCE in a language without it; a language with it saves the difference.
  const saved = new Float64Array(languages.length);
  for (const [trigram, count] of counts) {
    const list = postings.get(trigram);
    if (list === undefined) continue;
    for (let k = 0; k < list.length; k += 2) {
      saved[list[k]!]! += MAX_DIFFERENCE - Math.abs(count - list[k + 1]! - 1);
    }
  }
  // Languages out of `only` take no part (as franc's own `only` option).
  const allowed = (i: number): boolean => !only || only.has(languages[i]!);
  let best = -1;
  for (let i = 0; i < languages.length; i++)
    if (allowed(i) && (best < 0 || saved[i]! > saved[best]!)) best = i;
  if (best < 0) return [];
  // The runner-up, as franc would rank it (first on a tie).
  let next = -1;
  for (let i = 0; i < languages.length; i++)
    if (i !== best && allowed(i) && (next < 0 || saved[i]! > saved[next]!)) next = i;
  const out: [string, number][] = [];
  const [top, runnerUp] = [languages[best], languages[next]];
  if (top !== undefined) out.push([top, saved[best]!]);
  if (runnerUp !== undefined && next >= 0) out.push([runnerUp, saved[next]!]);
  return out;
}
