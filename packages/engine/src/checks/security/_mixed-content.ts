/**
 * The page's subresources and form targets, classified as the Mixed Content spec (W3C, level 2) does:
 * images, audio and video are "upgradeable" (passive: browsers upgrade them to https or, failing that,
 * load them with a warning); everything else — scripts, stylesheets, fonts, frames, plugins, tracks,
 * manifests — is "blockable" (active: browsers refuse it). Forms posting to http:// leak what users type.
 */
import type { PageArtifact } from '../../artifact.js';
import { resolveHref } from '../../gather/urls.js';

export type MixedKind = 'active' | 'passive' | 'form';

export interface MixedRef {
  /** Absolute http:// URL. */
  url: string;
  kind: MixedKind;
  /** Which element and attribute loads it: "<script src>", "<img srcset>". */
  via: string;
  line: number | null;
}

/** Preload destinations that are upgradeable; any other `as` (script, style, font, fetch…) is blockable. */
const PASSIVE_PRELOAD = new Set(['image', 'audio', 'video']);
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon'];

/** URLs of a srcset: comma-separated candidates, each a URL and an optional descriptor. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,(?=\s)|,$/)
    .map((c) => c.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

export function mixedContent(page: PageArtifact): MixedRef[] {
  const refs: MixedRef[] = [];
  const base = page.doc.baseUrl;
  const add = (href: string | undefined, kind: MixedKind, via: string, line: number | null): void => {
    if (href === undefined || href.trim() === '') return;
    // A <base href="http://…"> turns every relative URL into an http:// one: resolving against it catches that.
    const url = resolveHref(href, base);
    if (url?.protocol === 'http:') refs.push({ url: url.href, kind, via, line });
  };
  for (const s of page.scripts) add(s.attrs.src, 'active', '<script src>', s.line);
  for (const l of page.links) {
    const rels = (l.attrs.rel ?? '').toLowerCase().split(/\s+/);
    const as = (l.attrs.as ?? '').trim().toLowerCase();
    if (rels.includes('stylesheet')) add(l.attrs.href, 'active', '<link rel=stylesheet>', l.line);
    else if (rels.includes('preload')) {
      add(
        l.attrs.href,
        PASSIVE_PRELOAD.has(as) ? 'passive' : 'active',
        `<link rel=preload as=${as || '?'}>`,
        l.line,
      );
    } else if (rels.includes('modulepreload'))
      add(l.attrs.href, 'active', '<link rel=modulepreload>', l.line);
    else if (rels.includes('manifest')) add(l.attrs.href, 'active', '<link rel=manifest>', l.line);
    else if (rels.some((r) => ICON_RELS.includes(r)))
      add(l.attrs.href, 'passive', `<link rel=${rels.join(' ')}>`, l.line);
  }
  for (const f of page.iframes) add(f.attrs.src, 'active', '<iframe src>', f.line);
  for (const img of page.images) {
    if (img.kind === 'role-img') continue;
    const tag = img.kind === 'input' ? '<input type=image src>' : '<img src>';
    add(img.attrs.src, 'passive', tag, img.line);
    for (const u of srcsetUrls(img.attrs.srcset ?? '')) add(u, 'passive', '<img srcset>', img.line);
  }
  for (const v of page.videos) {
    add(v.attrs.src, 'passive', '<video src>', v.line);
    add(v.attrs.poster, 'passive', '<video poster>', v.line);
  }
  for (const p of page.plugins) {
    const attr = p.tag === 'object' ? 'data' : 'src';
    add(p.attrs[attr], 'active', `<${p.tag} ${attr}>`, p.line);
    add(p.attrs['param:movie'] ?? p.attrs['param:src'], 'active', `<${p.tag}><param>`, p.line);
  }
  for (const f of page.forms) add(f.attrs.action, 'form', '<form action>', f.line);
  for (const el of page.formActions) add(el.attrs.formaction, 'form', `<${el.tag} formaction>`, el.line);
  for (const el of page.media) {
    if (el.tag === 'track') add(el.attrs.src, 'active', '<track src>', el.line);
    else {
      add(el.attrs.src, 'passive', `<${el.tag} src>`, el.line);
      for (const u of srcsetUrls(el.attrs.srcset ?? '')) add(u, 'passive', `<${el.tag} srcset>`, el.line);
    }
  }
  return refs;
}

/** CSP upgrade-insecure-requests (header or meta): browsers rewrite http:// subresources to https://. */
export function upgradesInsecureRequests(page: PageArtifact): boolean {
  const metas = page.metas
    .filter((m) => (m.attrs['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy')
    .map((m) => m.attrs.content ?? '');
  const policies = [...(page.fetch.headers['content-security-policy'] ?? []), ...metas];
  return policies.some((p) =>
    p.split(/[;,]/).some((d) => d.trim().toLowerCase() === 'upgrade-insecure-requests'),
  );
}
