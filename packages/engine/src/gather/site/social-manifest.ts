/**
 * The web app manifest linked by the page: fetched as a browser would (redirects followed), decoded as
 * UTF-8 with the BOM stripped (the manifest spec's decoding), parsed as strict JSON, and reduced to the
 * members the web-manifest check judges.
 */
import { mimeEssence } from '../../fetch/index.js';
import type { SiteContext } from './context.js';
import { timeoutShortenedByBudget } from './social-image.js';
import type { DeclaredUrl } from './social-tags.js';

export interface ManifestIcon {
  src: string;
  /** The sizes member as written ('' when absent), e.g. "192x192 512x512" or "any". */
  sizes: string;
  type: string | null;
  purpose: string | null;
}

export interface ManifestFacts {
  /** The link's href as written, its resolved http(s) URL (null when unusable) and line. */
  href: string;
  url: string | null;
  line: number | null;
  /** Final status; null when not fetched (see error: a fetch error code, INVALID_URL, or SKIPPED by the time budget). */
  status: number | null;
  error: string | null;
  finalUrl: string | null;
  contentType: string | null;
  /** Why a 2xx body is not a manifest: the JSON parser's message, "not a JSON object", "truncated…". */
  parseError: string | null;
  /** String members, trimmed; null when absent or not a string. */
  name: string | null;
  shortName: string | null;
  startUrl: string | null;
  display: string | null;
  /** Entries of `icons` that are objects with a string src (at most MAX_ICONS). */
  icons: ManifestIcon[];
}

const MAX_BYTES = 512 * 1024;
const MAX_ICONS = 100;
const ACCEPT = { accept: 'application/manifest+json,application/json;q=0.9,*/*;q=0.8' };

const str = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);

type Members = Pick<ManifestFacts, 'parseError' | 'name' | 'shortName' | 'startUrl' | 'display' | 'icons'>;

const EMPTY: Members = {
  parseError: null,
  name: null,
  shortName: null,
  startUrl: null,
  display: null,
  icons: [],
};

/** Parses a manifest body; never throws. */
export function parseManifest(body: Buffer, truncated: boolean): Members {
  if (truncated) return { ...EMPTY, parseError: `larger than ${MAX_BYTES / 1024} KiB; not parsed` };
  let json: unknown;
  try {
    // TextDecoder strips a UTF-8 BOM, which JSON.parse would reject but browsers accept.
    json = JSON.parse(new TextDecoder('utf-8').decode(body));
  } catch (err) {
    return { ...EMPTY, parseError: err instanceof Error ? err.message : String(err) };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ...EMPTY, parseError: 'not a JSON object' };
  }
  const m = json as Record<string, unknown>;
  const icons = (Array.isArray(m.icons) ? (m.icons as unknown[]) : [])
    .filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null)
    .filter((i) => typeof i.src === 'string')
    .slice(0, MAX_ICONS)
    .map((i) => ({
      src: String(i.src),
      sizes: str(i.sizes) ?? '',
      type: str(i.type),
      purpose: str(i.purpose),
    }));
  return {
    parseError: null,
    name: str(m.name),
    shortName: str(m.short_name),
    startUrl: str(m.start_url),
    display: str(m.display),
    icons,
  };
}

export async function fetchManifest(ctx: SiteContext, link: DeclaredUrl): Promise<ManifestFacts> {
  const base = { href: link.href, url: link.url, line: link.line, finalUrl: null, contentType: null };
  if (link.url === null) return { ...base, ...EMPTY, status: null, error: 'INVALID_URL' };
  const budget = ctx.remainingMs();
  const skipped = { ...base, ...EMPTY, status: null, error: 'SKIPPED' };
  if (ctx.signal.aborted || budget <= 0) return skipped;
  const res = await ctx.fetch(link.url, { maxBytes: MAX_BYTES, headers: ACCEPT });
  if (timeoutShortenedByBudget(ctx, budget, res.error)) return skipped;
  const facts = {
    ...base,
    status: res.status,
    error: res.error,
    finalUrl: res.status === null ? null : res.finalUrl,
    contentType: res.contentType === null ? null : mimeEssence(res.contentType) || null,
  };
  const ok = res.status !== null && res.status >= 200 && res.status < 300 && res.body !== null;
  return { ...facts, ...(ok && res.body ? parseManifest(res.body, res.truncated) : EMPTY) };
}
