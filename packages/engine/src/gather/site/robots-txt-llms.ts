/**
 * /llms.txt (llmstxt.org): a Markdown file at the site root with an "# " H1 (the site's name), a "> "
 * blockquote summary, then "## " sections of [title](url) links. Fetched with GET (200 KiB kept), and
 * /llms-full.txt asked for its status only.
 */
import type { SiteContext } from './context.js';
import { decodeText, looksLikeHtml, statusOf, summary } from './robots-txt-fetch.js';
import type { LlmsTxtFacts, LlmsTxtParsed } from './robots-txt-types.js';

export const LLMS_MAX_BYTES = 200 * 1024;

const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** Markdown links, not images: [text](url), the url without spaces. */
const LINK = /(?<!!)\[[^\]\n]*\]\(\s*<?[^\s)>]+>?(?:\s+"[^"]*")?\s*\)/g;

export function parseLlmsTxt(text: string, contentType: string | null): LlmsTxtParsed {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  const firstLine = first === -1 ? '' : (lines[first] ?? '').trim();
  const h1Match = /^#\s+(.+?)\s*#*\s*$/.exec(firstLine);
  const h1 = h1Match ? (h1Match[1] ?? '').trim() : null;

  // The summary: a "> " blockquote after the H1 (the format's own), else a paragraph before any "##".
  let summaryText: string | null = null;
  let summaryKind: LlmsTxtParsed['summaryKind'] = null;
  if (h1 !== null) {
    const after = lines.slice(first + 1);
    const end = after.findIndex((l) => /^#{2,}\s/.test(l.trim()));
    const intro = (end === -1 ? after : after.slice(0, end)).map((l) => l.trim());
    const quote = intro.filter((l) => l.startsWith('>')).map((l) => l.replace(/^>\s?/, '').trim());
    const prose = intro.filter((l) => l !== '' && !l.startsWith('>') && !/^([-*+]|\d+\.)\s/.test(l));
    if (quote.join('') !== '') {
      summaryText = quote.join(' ').trim();
      summaryKind = 'blockquote';
    } else if (prose.length > 0) {
      summaryText = prose.join(' ');
      summaryKind = 'paragraph';
    }
  }
  return {
    html: looksLikeHtml(text, contentType),
    firstLine: clip(firstLine),
    h1: h1 === null ? null : clip(h1),
    summary: summaryText === null ? null : clip(summaryText),
    summaryKind,
    links: text.match(LINK)?.length ?? 0,
    sections: lines.filter((l) => /^##\s/.test(l.trim())).length,
  };
}

export async function gatherLlmsTxt(ctx: SiteContext, origin: string): Promise<LlmsTxtFacts> {
  const url = new URL('/llms.txt', origin).href;
  const [res, full] = await Promise.all([
    ctx.fetch(url, { maxBytes: LLMS_MAX_BYTES }),
    statusOf(ctx, new URL('/llms-full.txt', origin).href),
  ]);
  const ok = res.status !== null && res.status >= 200 && res.status < 300;
  const body = ok ? res.body : null;
  const parsed = body ? parseLlmsTxt(decodeText(body, LLMS_MAX_BYTES).text, res.contentType) : null;
  return { url, fetch: summary(res), parsed, full };
}
