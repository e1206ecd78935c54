/**
 * Stop words per language: the `stopword` package's lists, supplemented for EN, ES and FR, whose package
 * lists lack frequent forms (es: "es", "está", "hay", "este"; fr: "plus", "tout"; en: "it's", "will").
 */
import { deu, eng, fra, ita, nld, por, spa } from 'stopword';

const SUPPLEMENT: Record<string, string> = {
  en: `a about above after again against all also am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
    each few for from further get gets got had hadn't has hasn't have haven't having he he'd he'll he's her here
    here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself
    just let's me more most mustn't my myself no nor not now of off on once one only or other ought our ours
    ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's
    the their theirs them themselves then there there's these they they'd they'll they're they've this those
    through to too under until up us very was wasn't we we'd we'll we're we've were weren't what what's when
    when's where where's which while who who's whom why why's will with won't would wouldn't you you'd you'll
    you're you've your yours yourself yourselves also may use used using via etc yes new`,
  es: `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el él ella
    ellas ellos en entre era erais eran eras eres es esa esas ese eso esos esta está estaba estado estamos están
    estar estas este esto estos estoy fue fueron fui ha había han has hasta hay la las le les lo los más me mi
    mí mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros para pero poco por porque que qué
    quien quienes se sea ser será si sí sido sin sobre son su sus también tanto te tiene tienen todo todos tu tú
    tus un una uno unos vosotros y ya yo puede pueden cada hace así sólo solo bien aquí`,
  fr: `à afin ai aie ainsi alors au aucun aussi autre aux avec avoir avons bien c ça car ce ceci cela celle celles
    celui ces cet cette chaque chez comme comment d dans de des donc dont du elle elles en encore est et été être
    eu fait faire il ils j je l la là le les leur leurs lui m ma mais me même mes moi mon n ne ni nos notre nous
    on ont ou où par pas peu peut plus pour pourquoi qu quand que quel quelle quelles quels qui s sa sans se ses
    si son sont sous sur t ta te tes toi ton tous tout toute toutes très tu un une vos votre vous y`,
};

const BASE: Record<string, readonly string[]> = {
  en: eng,
  es: spa,
  fr: fra,
  de: deu,
  it: ita,
  pt: por,
  nl: nld,
};

const cache = new Map<string, ReadonlySet<string>>();

/** Languages with word lists (checks that need them are n/a for other languages). */
export const WORD_LIST_LANGS = Object.keys(BASE);

export function hasWordLists(lang: string): boolean {
  return lang in BASE;
}

/** Stop words for a language; unknown languages get the union of EN, ES and FR. */
export function stopWords(lang: string): ReadonlySet<string> {
  const key = lang in BASE ? lang : '*';
  let set = cache.get(key);
  if (!set) {
    const langs = key === '*' ? ['en', 'es', 'fr'] : [key];
    const words = new Set<string>();
    for (const l of langs) {
      for (const w of BASE[l] ?? []) words.add(w.toLowerCase());
      for (const w of (SUPPLEMENT[l] ?? '').split(/\s+/)) if (w) words.add(w);
    }
    set = words;
    cache.set(key, set);
  }
  return set;
}
