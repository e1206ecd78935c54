/**
 * The page's refresh redirect (Refresh header or <meta http-equiv="refresh">) as a redirect hop, for
 * redirect-chain and redirect-permanent. The meta-refresh check judges the refresh itself.
 */
import { headerValues, metasBy, type PageArtifact } from '../../artifact.js';

export interface RefreshRedirect {
  /** Seconds before the browser follows it. */
  delay: number;
  /** Absolute target (fragment dropped); the page's own URL when the value names none. */
  target: string;
  /** The declaration as served: `Refresh: 0; url=/x` or the <meta> tag. */
  source: string;
  line: number | null;
  /** The target is the page itself: a reload, not a redirect. */
  self: boolean;
}

const SPACE = '[\\t\\n\\f\\r ]';
/** "0; url='/x'", "0,/x", "5", "1.5 URL=/x": the HTML spec's shared declarative refresh steps, condensed. */
const REFRESH = new RegExp(
  `^${SPACE}*(\\d*)(?:\\.[\\d.]*)?(?:$|${SPACE}*[;,]${SPACE}*|${SPACE}+)([\\s\\S]*)$`,
);

const withoutHash = (url: string): string => url.replace(/#.*$/, '');

function parse(content: string, base: string, self: string): { delay: number; target: string } | null {
  const m = REFRESH.exec(content);
  if (m === null || (m[1] === '' && !/^\s*\./.test(content))) return null;
  const delay = Number(m[1] || '0');
  let rest = (m[2] ?? '').trim();
  if (rest === '') return { delay, target: self };
  const prefix = new RegExp(`^url${SPACE}*=${SPACE}*`, 'i').exec(rest);
  // Without "url=", a value starting with "u" is taken whole ("uk/page"); otherwise quotes are stripped.
  if (prefix !== null || !/^u/i.test(rest)) {
    rest = rest.slice(prefix?.[0].length ?? 0);
    const quote = /^["']/.test(rest) ? rest.charAt(0) : '';
    if (quote !== '') rest = rest.slice(1).split(quote)[0] ?? '';
  }
  try {
    return { delay, target: withoutHash(new URL(rest, base).href) };
  } catch {
    return null;
  }
}

/** The refresh that takes effect: the first valid one, the header before the tags (as browsers do). */
export function pageRefresh(
  page: Pick<PageArtifact, 'fetch' | 'metas' | 'doc' | 'url'>,
): RefreshRedirect | null {
  const self = withoutHash(page.url.href);
  const sources = [
    ...headerValues(page, 'refresh').map((content) => ({
      content,
      source: `Refresh: ${content}`,
      line: null,
    })),
    ...metasBy(page, 'http-equiv', 'refresh').map((m) => ({
      content: m.attrs.content ?? '',
      source: `<meta http-equiv="${m.attrs['http-equiv'] ?? ''}" content="${m.attrs.content ?? ''}">`,
      line: m.line,
    })),
  ];
  for (const s of sources) {
    const parsed = parse(s.content, page.doc.baseUrl, self);
    if (parsed !== null) return { ...parsed, source: s.source, line: s.line, self: parsed.target === self };
  }
  return null;
}
