/**
 * Site-level facts: XML sitemaps. Discovery follows what crawlers do — the robots.txt `Sitemap:` lines,
 * else the well-known paths — then indexes are followed (bounded), every file is read (sitemaps-read.ts),
 * the audited page is looked up in the listed URLs, and a sample of those URLs is fetched to judge their
 * health (sitemaps-health.ts). What could not be fetched is recorded, never dropped.
 */
import { effectiveCanonical } from '../canonical.js';
import { normaliseUrl } from '../urls.js';
import type { SiteContext } from './context.js';
import type { RobotsTxtFacts } from './robots-txt.js';
import { checkSample } from './sitemaps-health.js';
import { fetchSitemap, type LoadedSitemap } from './sitemaps-load.js';
import type { SitemapFacts, SitemapSource } from './sitemaps-types.js';

export type { LastmodStats } from './sitemaps-lastmod.js';
export type { SampledUrl, SitemapHealth } from './sitemaps-health.js';
export type * from './sitemaps-types.js';

/** Bounds: the robots.txt sitemaps and index children fetched; the rest is counted in notFetched. */
const MAX_ROOTS = 10;
const MAX_CHILDREN = 20;
const WELL_KNOWN = ['/sitemap.xml', '/sitemap_index.xml', '/sitemap.xml.gz'];

/** The same URL in another protocol, with or without www, or with or without a trailing slash. */
function looseKey(href: string): string {
  return href
    .replace(/^https?:\/\/(?:www\.)?/i, '')
    .replace(/\/+(?=\?|$)/, '')
    .toLowerCase();
}

export async function gatherSitemaps(
  ctx: SiteContext,
  robotsFacts: Promise<RobotsTxtFacts | undefined>,
): Promise<SitemapFacts> {
  const robots = await robotsFacts;
  // Written against the robots.txt area's contract; `?? []` also covers a robots area that has no list.
  const robotsListed = [...new Set((robots?.sitemaps ?? []).map(normaliseUrl))];
  const loaded: LoadedSitemap[] = [];
  const seen = new Set<string>();
  let notFetched = Math.max(0, robotsListed.length - MAX_ROOTS);

  const load = async (urls: string[], source: SitemapSource, parent: string | null = null) => {
    for (const url of urls) seen.add(url);
    // robots.txt vouches for the files it lists, and their children, holding URLs of the audited origin.
    const vouched = source === 'robots' || loaded.some((l) => l.file.url === parent && l.vouched);
    const results = await Promise.all(urls.map((url) => fetchSitemap(ctx, url, source, parent, vouched)));
    for (const r of results) {
      if (r === null) notFetched++;
      else loaded.push(r);
    }
    return results;
  };

  const roots = await load(robotsListed.slice(0, MAX_ROOTS), 'robots');
  const probed: SitemapFacts['probed'] = [];
  if (!roots.some((r) => r?.file.status === 200)) {
    for (const path of WELL_KNOWN) {
      const url = new URL(path, ctx.page.url.origin).href;
      const [found] = await load([url], 'wellKnown');
      if (!found) break;
      // An HTML page at /sitemap.xml is the site's catch-all route (a soft 404), not a sitemap.
      const html = found.file.kind === 'html';
      probed.push({ url, status: found.file.status, error: found.file.error, html });
      if (found.file.status === 200 && !html) break;
      loaded.pop();
    }
  }

  // Index children, in index order, up to the bound; an index listed by an index is not followed further.
  const children = new Map<string, string>();
  for (const { file, read } of loaded) {
    for (const url of read?.children ?? [])
      if (!seen.has(url) && !children.has(url)) children.set(url, file.url);
  }
  notFetched += Math.max(0, children.size - MAX_CHILDREN);
  const followed = [...children].slice(0, MAX_CHILDREN);
  await Promise.all(followed.map(([url, parent]) => load([url], 'index', parent)));
  for (const l of loaded) {
    if (l.file.source === 'index' && l.read) notFetched += l.read.children.length;
  }

  const locs = loaded.flatMap((l) => l.read?.locs ?? []);
  const canonical = effectiveCanonical(ctx.page)?.url ?? ctx.page.fetch.finalUrl;
  const pageUrl = normaliseUrl(canonical);
  const listedIn = loaded.find((l) => l.read?.locs.includes(pageUrl))?.file.url ?? null;
  const key = looseKey(pageUrl);
  // The length test skips most of a long list cheaply: variants differ by at most "s", "www." and "/".
  const near = (u: string) => Math.abs(u.length - pageUrl.length) <= 6 && looseKey(u) === key;
  const nearMatch = listedIn === null ? (locs.find(near) ?? null) : null;

  return {
    // A 4xx robots.txt was read (there is none, so no Sitemap: line); a 5xx, timeout or skip was not.
    robotsTxtRead: robots?.policy === 'rules' || robots?.policy === 'allow-all',
    robotsListed,
    probed,
    files: loaded.map((l) => l.file),
    notFetched,
    page: { url: pageUrl, listedIn, nearMatch },
    listedUrls: locs.length,
    health: await checkSample(ctx, locs, robots),
  };
}
