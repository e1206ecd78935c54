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
  if (!input || input.length < minLength) return 'und';
  const value = input.slice(0, MAX_LENGTH);
  const [script, share] = topScript(value);
  if (script === undefined || !(script in data)) {
    // A script only one language uses (or none matched).
    return script === undefined || share === 0 ? 'und' : script;
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
  let best = 0;
  for (let i = 1; i < languages.length; i++) if (saved[i]! > saved[best]!) best = i;
  return languages[best] ?? 'und';
}
