/**
 * The page facts several fix writers share (site name, the URL the page should call its own, top terms,
 * the main image), each computed once per audit and only when a writer asks for it; and the checks that
 * judge a writer's proposal, handed in by the stage (a writer cannot import the checks that name it).
 */
import { metasBy, type PageArtifact } from '../artifact.js';
import type { CheckStatus } from '../report/index.js';
import { jsonLdOf } from '../structured/jsonld.js';
import { emphasisOf, rankedTerms, type KeywordCount } from '../text/keywords.js';
import { leadingText, SHORT_TEXT_MAX_CHARS } from '../text/words.js';

/** A registered check as a writer re-runs it (checks/types.ts's Check fits it). */
export interface Judge {
  id: string;
  run(page: PageArtifact): { status: Exclude<CheckStatus, 'error'>; key: string };
}

const RANK = { good: 0, na: 0, recommended: 1, critical: 2, error: 3 } as const;

/** How bad a check status is: 0 for good or n/a, then recommended, critical, error. */
export const statusRank = (status: keyof typeof RANK): number => RANK[status];

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The `name` of the page's top-level WebSite node, else of its Organization (or a subtype's) node. */
function jsonLdSiteName(page: PageArtifact): string | null {
  const items = jsonLdOf(page).items.filter((i) => i.topLevel);
  for (const type of [
    'WebSite',
    'Organization',
    'Corporation',
    'LocalBusiness',
    'Store',
    'NewsMediaOrganization',
  ]) {
    const node = items.find((i) => i.schemaTypes.includes(type))?.data;
    const name = node && typeof node.name === 'string' ? node.name.trim() : '';
    if (name) return name.slice(0, 100);
  }
  return null;
}

export class PageFacts {
  private cache = new Map<string, unknown>();
  private readonly judges: ReadonlyMap<string, Judge>;
  /** `checks`: the registered checks (checks/index.ts's CHECKS), to re-judge proposals with. */
  constructor(
    private readonly page: PageArtifact,
    checks: readonly Judge[],
  ) {
    this.judges = new Map(checks.map((c) => [c.id, c]));
  }

  /** The registered check of an id (for re-judging a proposal with the very checks that judged the page). */
  checkById(id: string): Judge | undefined {
    return this.judges.get(id);
  }

  /**
   * Re-runs the named checks on the page with a change applied (a new title, a new description) and says
   * whether none of them ends worse than `floor` allows: every check good or n/a, except those listed in
   * `notWorse`, which must merely not get worse than they are now.
   */
  judgedOk(patched: PageArtifact, ids: readonly string[], notWorse: readonly string[] = []): boolean {
    for (const id of ids) {
      const check = this.checkById(id);
      if (!check) continue;
      const after = RANK[check.run(patched).status];
      if (notWorse.includes(id)) {
        if (after > RANK[check.run(this.page).status]) return false;
      } else if (after > 0) return false;
    }
    return true;
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  /**
   * og:site_name, else the name the page's JSON-LD gives its WebSite or Organization, else '': a host name
   * ("127.0.0.1", "shop.example.com") is no brand, and a fix that needs the name asks for it instead.
   */
  get siteName(): string {
    return this.once('siteName', () => {
      const og = metasBy(this.page, 'property', 'og:site_name')[0]?.attrs.content?.trim();
      return og || jsonLdSiteName(this.page) || '';
    });
  }

  /** The URL this page should name as its own: the final URL, without a fragment. */
  get selfUrl(): string {
    return this.once('selfUrl', () => {
      const url = new URL(this.page.fetch.finalUrl);
      url.hash = '';
      return url.href;
    });
  }

  // The h1, title and description are read up to SHORT_TEXT_MAX_CHARS: every proposal built from them is
  // far shorter, and each writer splits and measures them again (a hostile 8 MB title took minutes).
  get h1(): string {
    return this.once('h1', () =>
      leadingText(
        this.page.headings.find((h) => h.level === 1 && h.text.trim())?.text ?? '',
        SHORT_TEXT_MAX_CHARS,
      ),
    );
  }

  get title(): string {
    return this.once('title', () =>
      leadingText(this.page.titles.find((t) => t.inHead)?.text ?? '', SHORT_TEXT_MAX_CHARS),
    );
  }

  get description(): string {
    return this.once('description', () =>
      leadingText(metasBy(this.page, 'name', 'description')[0]?.attrs.content ?? '', SHORT_TEXT_MAX_CHARS)
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }

  /** Words and phrases as the report ranks them (title, h1 and headings weigh in). */
  get terms(): KeywordCount[] {
    return this.once('terms', () =>
      rankedTerms(this.page.keywords, {
        lang: this.page.language.effective,
        emphasis: emphasisOf(this.page.titles, this.page.headings),
      }),
    );
  }

  /** The page's language for snippets: detected, else the declared primary subtag, else null. */
  get language(): string | null {
    return this.once('language', () => {
      const declared = this.page.language.declared?.trim();
      return this.page.language.detected ?? (declared ? declared.split(/[-_]/)[0]!.toLowerCase() : null);
    });
  }

  /** The first large image: the measured og:image, else the first content image at least 200 px wide. */
  get mainImage(): { url: string; width: number | null; height: number | null } | null {
    return this.once('mainImage', () => {
      const og = this.page.site?.social?.ogImage;
      if (og && og.status === 200 && og.width !== null && og.width >= 200) {
        return { url: og.url, width: og.width, height: og.height };
      }
      const img = this.page.images.find(
        (i) => i.kind === 'img' && i.url && Number.parseInt(i.width ?? '', 10) >= 200,
      );
      if (!img?.url) return null;
      const size = (v: string | null): number | null => {
        const n = Number.parseInt(v ?? '', 10);
        return Number.isFinite(n) ? n : null;
      };
      return { url: img.url, width: size(img.width), height: size(img.height) };
    });
  }

  /** Memoised proposal of a writer (the OG block reuses the title and description proposals). */
  memo<T>(key: string, make: () => T): T {
    return this.once(`memo:${key}`, make);
  }
}
