/**
 * The built-in fix writer: for each failed check whose fix the page's own facts determine, the concrete
 * fix to paste (deterministic, no network). One module per fix family; this maps check ids to writers.
 */
import type { PageArtifact } from '../../artifact.js';
import type { Lang } from '../../i18n/lang.js';
import type { Fix, ReportCheck } from '../../report.js';
import { PageFacts, type FixWriter } from './context.js';
import { descriptionFix, DESCRIPTION_IDS } from './description.js';
import { canonicalFix, charsetFix, langFix, viewportFix } from './head-elements.js';
import { h1Fix, h1LengthFix, h1SingleFix, headingEmptyFix } from './headings.js';
import { hreflangFix, HREFLANG_IDS } from './hreflang.js';
import { altFilenameFix, altListFix, dimensionsFix, svgTitleFix } from './images.js';
import { deprecatedFix, doctypeFix, metaRefreshFix } from './page-markup.js';
import { redirectChainFix, sitemapEntryFix, urlRuleFix } from './redirect-rules.js';
import { robotsMetaFix, ROBOTS_META_IDS, xRobotsTagFix } from './robots-meta.js';
import { robotsFix, ROBOTS_IDS } from './robots-txt.js';
import { serverConfigFix, SERVER_IDS } from './server-config.js';
import { socialFix, SOCIAL_IDS } from './social.js';
import { jsonLdSyntaxFix } from './jsonld-syntax.js';
import { structuredDataFix, STRUCTURED_IDS } from './structured-data.js';
import { titleFix, TITLE_IDS } from './title.js';
import { verifyText, type VerifyStringKey } from './strings-verify.js';

const WRITERS = new Map<string, FixWriter>([
  ...TITLE_IDS.map((id) => [id, titleFix] as const),
  ...DESCRIPTION_IDS.map((id) => [id, descriptionFix] as const),
  ['h1-present', h1Fix],
  // The title written again when a better one fits; else the h1 phrased apart from the title.
  ['h1-equals-title', (ctx) => titleFix(ctx) ?? h1LengthFix(ctx)],
  ['h1-single', h1SingleFix],
  ['h1-length', h1LengthFix],
  ['heading-empty', headingEmptyFix],
  ...[
    'canonical-present',
    'canonical-absolute',
    'canonical-self',
    'canonical-single',
    'canonical-target-indexable',
  ].map((id) => [id, canonicalFix] as const),
  ['viewport', viewportFix],
  ['lang-present', langFix],
  ['lang-valid', langFix],
  ['charset', charsetFix],
  ...ROBOTS_META_IDS.map((id) => [id, robotsMetaFix] as const),
  ['x-robots-tag', xRobotsTagFix],
  ...SOCIAL_IDS.map((id) => [id, socialFix] as const),
  ...HREFLANG_IDS.map((id) => [id, hreflangFix] as const),
  ...STRUCTURED_IDS.map((id) => [id, structuredDataFix] as const),
  // After the structured-data writer's ids: a block that does not parse gets its error pointed at.
  ['jsonld-parse', jsonLdSyntaxFix],
  ['img-missing-dimensions', dimensionsFix],
  // <img>s first; when none lacks alt, the <svg role="img"> without a name get a <title>.
  ['img-alt-missing', (ctx) => altListFix(ctx) ?? svgTitleFix(ctx)],
  ['img-alt-filename', altFilenameFix],
  ['doctype', doctypeFix],
  ['deprecated-tags', deprecatedFix],
  ['meta-refresh', metaRefreshFix],
  ['redirect-chain', redirectChainFix],
  ['url-underscores', urlRuleFix],
  ['url-uppercase', urlRuleFix],
  ['sitemap-lists-page', sitemapEntryFix],
  ...ROBOTS_IDS.map((id) => [id, robotsFix] as const),
  ...SERVER_IDS.map((id) => [id, serverConfigFix] as const),
]);

/** Check ids the built-in writer knows how to fix (when the page's facts allow). */
export const FIXABLE_CHECKS: ReadonlySet<string> = new Set(WRITERS.keys());

/**
 * Fixes for the failed checks (critical or recommended), keyed by check id. A check is left out when its
 * fix is not determined by the page's facts (e.g. no h1, title or keyword to build a title from).
 */
export function writeFixes(page: PageArtifact, checks: readonly ReportCheck[], lang: Lang): Map<string, Fix> {
  const facts = new PageFacts(page);
  const byId = new Map(checks.map((c) => [c.id, c]));
  const out = new Map<string, Fix>();
  for (const check of checks) {
    if (check.status !== 'critical' && check.status !== 'recommended') continue;
    const writer = WRITERS.get(check.id);
    if (!writer) continue;
    try {
      const fix = writer({ page, check, lang, facts, checks: byId });
      if (fix) out.set(check.id, withNeeds(fix, lang));
    } catch {
      // A writer that trips on unusual facts leaves that suggestion without a fix; the audit goes on.
    }
  }
  return out;
}

/** What a fix that cannot be tried on the page needs from the user (html fixes are verified instead). */
const NEEDS: Partial<Record<Fix['kind'], VerifyStringKey>> = {
  'server-config': 'needs.server',
  'http-header': 'needs.header',
  'robots-txt': 'needs.robots',
  text: 'needs.text',
};

function withNeeds(fix: Fix, lang: Lang): Fix {
  const key = NEEDS[fix.kind];
  return fix.needs || !key ? fix : { ...fix, needs: verifyText(lang, key) };
}

export type { Fix };
