/**
 * A JSON-LD block holding only facts found on the page: Organization and WebSite (name and URL of the
 * site, profile links the page itself shows), Article when the page says it is one (headline, image,
 * dates, author from its meta tags), BreadcrumbList when the page links its ancestors. A property the
 * page does not state is left out, never made up.
 */
import { metasBy } from '../artifact.js';
import type { FixContext, WrittenFix } from './types.js';
import { fixRef } from '../i18n/fix-text.js';

const PROFILE_HOSTS =
  /(^|\.)(facebook\.com|x\.com|twitter\.com|instagram\.com|linkedin\.com|youtube\.com|tiktok\.com|pinterest\.com|github\.com|mastodon\.social|threads\.net|wikipedia\.org)$/;

type Node = Record<string, unknown>;

function profiles(ctx: FixContext): string[] {
  const out = new Set<string>();
  for (const a of ctx.page.anchors) {
    if (!a.url || a.internal) continue;
    const url = new URL(a.url);
    // A profile is a page of its own on the network (a path), not the network's home page or a share link.
    if (
      PROFILE_HOSTS.test(url.hostname) &&
      /^\/[^/?#]+\/?$/.test(url.pathname) &&
      !/share|intent/.test(a.url)
    ) {
      out.add(a.url);
    }
  }
  return [...out].slice(0, 8);
}

function article(ctx: FixContext, origin: string, withPublisher: boolean): Node | null {
  const { page, facts } = ctx;
  const meta = (p: string): string | undefined =>
    metasBy(page, 'property', p)[0]?.attrs.content?.trim() || undefined;
  const isArticle =
    (meta('og:type') ?? '').toLowerCase() === 'article' || meta('article:published_time') !== undefined;
  if (!isArticle) return null;
  const headline = facts.h1 || facts.title;
  if (!headline) return null;
  const author = metasBy(page, 'name', 'author')[0]?.attrs.content?.trim();
  const node: Node = {
    '@type': 'Article',
    headline: headline.slice(0, 110),
    mainEntityOfPage: facts.selfUrl,
  };
  if (facts.mainImage) node.image = facts.mainImage.url;
  const published = meta('article:published_time');
  const modified = meta('article:modified_time');
  if (published) node.datePublished = published;
  if (modified) node.dateModified = modified;
  if (author) node.author = { '@type': 'Person', name: author };
  if (withPublisher) node.publisher = { '@id': `${origin}/#organization` };
  return node;
}

/** Links to the page's ancestors (same host, path prefixes), shallowest first, then the page itself. */
function breadcrumb(ctx: FixContext): Node | null {
  const { page, facts } = ctx;
  const here = new URL(facts.selfUrl);
  const segments = here.pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const crumbs: { name: string; url: string }[] = [];
  for (let depth = 0; depth < segments.length; depth++) {
    const path = depth === 0 ? '/' : `/${segments.slice(0, depth).join('/')}`;
    const link = page.anchors.find((a) => {
      if (!a.url || !a.internal || !a.text.trim()) return false;
      const u = new URL(a.url);
      return u.search === '' && (u.pathname === path || u.pathname === `${path}/`);
    });
    if (link?.url) crumbs.push({ name: link.text.trim(), url: link.url.replace(/#.*$/, '') });
  }
  if (crumbs.length === 0) return null;
  crumbs.push({ name: facts.h1 || facts.title, url: facts.selfUrl });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

export function structuredDataFix(ctx: FixContext): WrittenFix | null {
  const { page, facts } = ctx;
  const origin = page.url.origin;
  const org: Node = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: facts.siteName,
    url: `${origin}/`,
  };
  const sameAs = profiles(ctx);
  if (sameAs.length > 0) org.sameAs = sameAs;
  const logo = page.images.find((i) => i.url && /logo/i.test(`${i.src ?? ''} ${i.alt ?? ''}`))?.url;
  if (logo) org.logo = logo;
  const site: Node = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: facts.siteName,
    url: `${origin}/`,
    publisher: { '@id': `${origin}/#organization` },
  };
  // An Organization is written only with what its rich result shows (a logo, the profiles): a bare name
  // and URL fails rich-results-recommended, which the verifier re-checks.
  // A site that declares no name gets no Organization or WebSite named after its host ("127.0.0.1").
  const named = facts.siteName !== '';
  const complete = named && org.logo !== undefined && org.sameAs !== undefined;
  const graph: Node[] = complete ? [org, site] : named ? [{ ...site, publisher: undefined }] : [];
  const art = article(ctx, origin, complete);
  if (art) graph.push(art);
  const crumbs = breadcrumb(ctx);
  if (crumbs) graph.push(crumbs);
  // Organization and WebSite are judged on the home page: a fix for them belongs there, complete.
  const home = page.url.pathname === '/';
  if (ctx.check.id === 'schema-website' && !home) return null;
  if (ctx.check.id === 'schema-organization' && !(home && org.logo && org.sameAs)) return null;
  if (ctx.check.id === 'schema-article' && !art) return null;
  if (ctx.check.id === 'schema-breadcrumb' && !crumbs) return null;
  if (graph.length === 0) return null;
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }, null, 2).replace(
    /</g,
    '\\u003c',
  );
  return {
    kind: 'html',
    language: 'html',
    snippet: `<script type="application/ld+json">\n${json}\n</script>`,
    // Added beside the page's own blocks (a Product block stays): never a replacement of markup it did not read.
    edits: [
      { action: 'insert', target: 'head', html: `<script type="application/ld+json">\n${json}\n</script>` },
    ],
    where: fixRef('head.add'),
    note: fixRef('note.jsonld'),
  };
}
