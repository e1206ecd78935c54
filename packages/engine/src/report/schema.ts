/**
 * The Report schema (zod): the one contract between the engine, the CLI, the server and the web app.
 * spec.md §3's fields, plus what a serious audit needs (final URL, redirect chain, timings, versions).
 * Imported at run time only where reports are validated (server, tests): `@rankscope/engine/schema`.
 * Everything else uses the types in report.ts, which cost nothing at run time.
 */
import { z } from 'zod';
import { CATEGORIES } from '../catalogue/index.js';
import { LANGS } from '../i18n/lang.js';
import { FieldReportSchema } from '../field/schema.js';

export const CheckStatusSchema = z.enum(['good', 'recommended', 'critical', 'na', 'error']);

/**
 * What a server-written sentence was rendered from (a string-table key and the page's facts), so the
 * report can be rendered again in another language without a new audit (localize-report.ts).
 */
export const TextRefSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const CheckItemSchema = z.object({
  value: z.string(),
  note: z.string().optional(),
  /** The note's key in the engine's notes table (i18n/notes.ts), when the note is words, not bare facts. */
  noteRef: TextRefSchema.optional(),
  line: z.number().int().nullable().optional(),
});

export const ReportCheckSchema = z.object({
  id: z.string(),
  category: z.enum(CATEGORIES),
  scope: z.enum(['page', 'site', 'lab', 'field']),
  title: z.string(),
  status: CheckStatusSchema,
  severity: z.enum(['critical', 'recommended']),
  /** Catalogue weight. */
  weight: z.number(),
  /** Weight × 2 for critical-severity checks; 0 when n/a or error (it does not count). */
  effectiveWeight: z.number(),
  /** 0–1 score of this check, null when it does not count. */
  score: z.number().min(0).max(1).nullable(),
  /** Category points this check would add if fixed: effectiveWeight × (1 − score). */
  gain: z.number(),
  message: z.string(),
  /** The message's key in the check's strings (or, with `common`, in the engine's common strings) and values. */
  messageRef: TextRefSchema.extend({ common: z.boolean().optional() }).optional(),
  details: z.object({
    fix: z.string(),
    items: z.array(CheckItemSchema),
    totalItems: z.number().int(),
  }),
  value: z.union([z.number(), z.string(), z.boolean(), z.null()]).optional(),
  /**
   * The built-in fix of this failed check, whatever the suggestion cap, when the page's facts determine
   * one (verified html fixes, or fixes that say what they need from the user).
   */
  readyFix: z.lazy(() => FixSchema).optional(),
});

export const CategoryScoreSchema = z.object({
  category: z.enum(CATEGORIES),
  label: z.string(),
  score: z.number().int().min(0).max(100).nullable(),
  applicableChecks: z.number().int(),
  failedChecks: z.number().int(),
  /**
   * Why the category has no score although checks of it apply: Performance is measured by the lab, so
   * without lab data its static checks are listed but no category score is given (e.g. "this server has
   * lab runs switched off (RANKSCOPE_LAB=off)"). Absent when the category was measured.
   */
  notMeasuredReason: z.string().optional(),
  /** notMeasuredReason's key in the engine's common strings, when the engine wrote it. */
  notMeasuredReasonRef: TextRefSchema.optional(),
});

export const LabMetricSchema = z.object({
  /** Milliseconds (FCP, LCP, TBT, Speed Index) or unitless (CLS). */
  value: z.number(),
  /** Lighthouse's own 0–1 score of the metric. */
  score: z.number().min(0).max(1).nullable(),
  displayValue: z.string(),
});

export const LabScoreSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  /** Why there is no score, when score is null. */
  unavailableReason: z.string().nullable(),
  /** unavailableReason's key in the engine's common strings, when the engine wrote it (not a lab run's own reason). */
  unavailableReasonRef: TextRefSchema.optional(),
  /** Where the score came from: Lighthouse run locally in headless Chromium, or PageSpeed Insights. */
  source: z.enum(['lighthouse', 'psi']).nullable().optional(),
  /** The five metrics of the performance score (absent when there is no score). */
  metrics: z
    .object({
      fcp: LabMetricSchema,
      lcp: LabMetricSchema,
      tbt: LabMetricSchema,
      cls: LabMetricSchema,
      si: LabMetricSchema,
    })
    .nullable()
    .optional(),
  /** The biggest opportunities by estimated savings. */
  opportunities: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        savingsMs: z.number().nullable(),
        savingsBytes: z.number().nullable(),
      }),
    )
    .optional(),
  lighthouseVersion: z.string().nullable().optional(),
  durationMs: z.number().nullable().optional(),
  /** Lighthouse's measure of the host's CPU when it ran (environment.benchmarkIndex; higher is faster). */
  benchmarkIndex: z.number().nullable().optional(),
  /**
   * Present when benchmarkIndex was below the minimum for trustworthy timings (default 1000, Lighthouse's
   * own): the host was too slow or busy. The score and metrics are shown but unreliable, and the checks
   * that judge timings (scores, FCP, LCP, TBT, Speed Index, JavaScript time, render-blocking) are n/a.
   */
  slowHost: z.object({ benchmarkIndex: z.number(), minimum: z.number() }).optional(),
});

export const KeywordSchema = z.object({
  word: z.string(),
  count: z.number().int(),
  /** Share of the main text's words, in percent. */
  density: z.number(),
  kind: z.enum(['word', 'phrase']),
  inTitle: z.boolean(),
  inDescription: z.boolean(),
  inH1: z.boolean(),
});

/** One ready-to-paste form of a fix (e.g. the nginx, Apache or Caddy spelling of a server rule). */
export const FixVariantSchema = z.object({
  language: z.enum(['html', 'json', 'nginx', 'apache', 'caddy', 'text']),
  snippet: z.string(),
  /**
   * Where a server snippet goes: nginx 'http', 'server' or 'location' block; Apache 'server' (main
   * configuration) or 'virtualhost'; Caddy 'caddyfile' (top level) or 'site' (inside a site block).
   */
  context: z.enum(['http', 'server', 'location', 'virtualhost', 'caddyfile', 'site']).optional(),
  /** Modules the snippet needs beyond the stock package's defaults (e.g. Apache's headers: a2enmod headers). */
  modules: z.array(z.string()).optional(),
  /** 'primary': a server that serves the files itself; 'reverse-proxy'; 'brotli' (needs its module). */
  variant: z.enum(['primary', 'reverse-proxy', 'brotli']).optional(),
  /** Text in the snippet the user must replace with their own (e.g. the application's address). */
  placeholders: z.array(z.string()).optional(),
});

/**
 * Where a fix goes, machine-readable (fix/edits.ts applies it): insert `html` at a point ('head',
 * 'head:start', 'body:start', 'doctype'), replace the elements a selector matches (or 'html', the <html>
 * start tag; 'doctype'), remove them, or rename them (`html` is then the new tag name).
 */
export const FixEditSchema = z.object({
  action: z.enum(['insert', 'replace', 'remove', 'rename']),
  target: z.string(),
  html: z.string().optional(),
  /** The source line of the one element meant, when the selector alone would match others too. */
  line: z.number().int().nullable().optional(),
  /** replace: where `html` goes when nothing matches (default 'head'). */
  fallback: z.string().optional(),
});

/** How a fix was proven: the page's HTML patched with it and every check of the audit run again. */
export const FixVerificationSchema = z.object({
  /** How many checks were run again on the patched page. */
  rechecked: z.number().int(),
  /** The failed checks that pass on the patched page (the fix's own among them). */
  passes: z.array(z.string()),
  /** Also verified together with every other verified fix of the page. */
  combined: z.boolean(),
});

/** A concrete fix built from the page's own facts: what to paste, and where. */
export const FixSchema = z.object({
  kind: z.enum(['html', 'http-header', 'robots-txt', 'server-config', 'text']),
  language: FixVariantSchema.shape.language,
  /** Ready to paste, in the page's own language. */
  snippet: z.string(),
  /** Where it goes (e.g. "inside <head>, replacing the current <title>"), in the report's language. */
  where: z.string(),
  note: z.string().optional(),
  /** Other spellings of the same fix (server-config: the servers not named by the Server header). */
  alternatives: z.array(FixVariantSchema).optional(),
  /** server-config: where the snippet goes and what it needs (see FixVariantSchema). */
  context: FixVariantSchema.shape.context,
  modules: FixVariantSchema.shape.modules,
  variant: FixVariantSchema.shape.variant,
  placeholders: FixVariantSchema.shape.placeholders,
  /** Written by a model and not derivable from the page (e.g. alt texts): a person should review it. */
  needsReview: z.boolean().optional(),
  /** `where`, `note` and `needs` in every report language (built-in fixes), so the report can change language. */
  texts: z
    .record(
      z.enum(LANGS),
      z.object({ where: z.string(), note: z.string().optional(), needs: z.string().optional() }),
    )
    .optional(),
  /** The placement as edits on the page's HTML (html fixes), applied in order. */
  edits: z.array(FixEditSchema).optional(),
  /** True when the patched page was audited again: the check passes and no other check got worse. */
  verified: z.boolean().optional(),
  verification: FixVerificationSchema.optional(),
  /** What the fix needs from the user before it can work (it could not be verified on the page). */
  needs: z.string().optional(),
});

export const SuggestionSchema = z.object({
  checkId: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  /** Estimated seoScore points gained by fixing it (with everything else unchanged). */
  scoreGain: z.number(),
  text: z.string(),
  fix: FixSchema.optional(),
});

/**
 * One structured-data item as a Google rich result feature reads it (structured/rich): eligible, invalid
 * (a required property missing or a value breaking Google's rules), retired (a feature Google no longer
 * shows) or restricted (valid, but Google shows the feature to some sites only).
 */
export const RichResultSchema = z.object({
  /** schema.org type ('Recipe'). */
  type: z.string(),
  /** Google's name of the feature ('Recipe', 'Review snippet', 'Product snippet'). */
  feature: z.string(),
  status: z.enum(['eligible', 'invalid', 'retired', 'restricted']),
  /** Property paths as Google writes them ('offers.price', 'itemListElement.position'). */
  missingRequired: z.array(z.string()),
  missingRecommended: z.array(z.string()),
  invalidValues: z.array(
    z.object({
      property: z.string(),
      value: z.string(),
      /** A reason code: not-iso8601-date, not-iso8601-duration, not-iso4217, not-absolute-url, not-price, rating-out-of-range… */
      reason: z.string(),
      /** The property is required (the item is invalid) rather than recommended. */
      required: z.boolean().optional(),
    }),
  ),
  /** Read from the served HTML, or present only in the DOM after JavaScript ran (lab). */
  source: z.enum(['raw', 'rendered']),
  /** Google's page for the feature. */
  docs: z.string(),
  format: z.enum(['jsonld', 'microdata', 'rdfa']).optional(),
  line: z.number().int().nullable().optional(),
  /** The item's name or headline, as the page writes it. */
  name: z.string().nullable().optional(),
});

export const RedirectHopSchema = z.object({
  url: z.string(),
  status: z.number().int(),
  location: z.string().nullable(),
  timeMs: z.number(),
});

export const DuplicateGroupSchema = z.object({
  value: z.string(),
  urls: z.array(z.string()),
  similarity: z.number().min(0).max(1).optional(),
});

export const CrawledPageSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  status: z.number().int(),
  redirects: z.number().int(),
  depth: z.number().int(),
  reachable: z.boolean().optional(),
  contentType: z.string().nullable(),
  // linkedFrom, title, description, h1, simhash, contentHash and hreflang are absent from the entries
  // of a compact crawl (CrawlFacts.pageDetail).
  linkedFrom: z.array(z.string()).optional(),
  inSitemap: z.boolean(),
  indexable: z.boolean(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  canonical: z.string().nullable(),
  h1: z.string().nullable().optional(),
  simhash: z.string().nullable().optional(),
  contentHash: z.string().nullable().optional(),
  wordCount: z.number().nullable(),
  score: z.number().nullable(),
  failedChecks: z.array(z.string()),
  error: z.string().nullable(),
  errorCode: z.string().nullable().optional(),
  ms: z.number(),
  hreflang: z.array(z.object({ lang: z.string(), url: z.string() })).optional(),
  /** Rich result features of the page: worst status per feature, warnings, required paths broken. */
  richResults: z
    .array(
      z.object({
        feature: z.string(),
        status: z.enum(['eligible', 'invalid', 'retired', 'restricted']),
        warnings: z.boolean(),
        problems: z.array(z.string()),
      }),
    )
    .optional(),
});

/** The site section of a site audit (crawl/types.ts CrawlFacts). */
export const CrawlFactsSchema = z.object({
  startUrl: z.string(),
  stopReason: z.enum(['complete', 'max-pages', 'time-budget', 'aborted']),
  pages: z.array(CrawledPageSchema),
  pageDetail: z.enum(['full', 'compact']).optional(),
  statusCounts: z.record(z.string(), z.number().int()),
  duplicateTitles: z.array(DuplicateGroupSchema),
  duplicateDescriptions: z.array(DuplicateGroupSchema),
  nearDuplicates: z.array(DuplicateGroupSchema),
  brokenLinks: z.array(
    z.object({
      url: z.string(),
      status: z.number().int(),
      error: z.string().nullable(),
      linkedFrom: z.array(z.string()),
    }),
  ),
  redirectLinks: z.array(
    z.object({ url: z.string(), hops: z.number().int(), linkedFrom: z.array(z.string()) }),
  ),
  canonicalChains: z
    .array(z.object({ url: z.string(), chain: z.array(z.string()), loop: z.boolean() }))
    .optional(),
  orphans: z.array(z.string()),
  notInSitemap: z.array(z.string()).nullable(),
  issues: z.array(z.object({ checkId: z.string(), pages: z.number().int() })),
  hreflang: z
    .object({
      pairs: z.number().int(),
      missingReturn: z.array(z.object({ url: z.string(), alternate: z.string(), lang: z.string() })),
    })
    .optional(),
  siteScore: z.number().min(0).max(100).nullable(),
  durationMs: z.number(),
  blockedByRobots: z.number().int().optional(),
  /** Rich results across the crawl (absent when no page carries rich result markup). */
  richResults: z
    .object({
      matrix: z.array(
        z.object({
          feature: z.string(),
          eligible: z.number().int(),
          invalid: z.number().int(),
          warnings: z.number().int(),
          retired: z.number().int(),
        }),
      ),
      templates: z.array(
        z.object({
          feature: z.string(),
          problem: z.string(),
          pattern: z.string(),
          pages: z.number().int(),
          examples: z.array(z.string()),
        }),
      ),
    })
    .optional(),
  /** With credentials: sign-out URLs left alone, and the session lost (pages redirecting to a sign-in page). */
  session: z
    .object({
      signOutSkipped: z.number().int(),
      lost: z
        .object({
          afterPages: z.number().int(),
          url: z.string(),
          signInUrl: z.string(),
          pages: z.number().int(),
        })
        .nullable(),
    })
    .optional(),
});

/**
 * The page's SEO signals as plain facts (report/signals.ts), compared exactly by a diff of two audits.
 * Optional: reports written before they existed have none (the diff then says what it could not compare).
 */
export const SignalsSchema = z.object({
  status: z.number().int(),
  /** 2xx, no noindex for all crawlers/Googlebot/Bingbot (meta or X-Robots-Tag), not disallowed by robots.txt. */
  indexable: z.boolean(),
  /** The robots meta tags and X-Robots-Tag values that keep the page out of the index, as written. */
  noindex: z.array(z.string()),
  /** Googlebot's robots.txt verdict for the page; null when robots.txt was not read. */
  robotsTxtAllowed: z.boolean().nullable(),
  canonical: z.string().nullable(),
  /** The page's own title and description (null when missing, unlike Report.title's placeholder). */
  title: z.string().nullable(),
  description: z.string().nullable(),
  h1: z.array(z.string()),
  /** "lang url" pairs, sorted. */
  hreflang: z.array(z.string()),
  /** schema.org types of the JSON-LD nodes, sorted, once each. */
  jsonLdTypes: z.array(z.string()),
  /** Listed in a sitemap the audit read; null when unknown (no sitemap read, or some not fetched). */
  inSitemap: z.boolean().nullable(),
  internalLinks: z.number().int(),
  externalLinks: z.number().int(),
  wordCount: z.number(),
});

export const ReportSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  title: z.string(),
  description: z.string(),
  seoScore: z.number().int().min(0).max(100),
  /** 'Very Good' (≥ 80), 'Good' (60–79), 'Needs Improvement' (< 60) — product.md §5. */
  band: z.enum(['very-good', 'good', 'needs-improvement']),
  /** The blocker checks that scaled the score into 0–49 (49 × score without them / 100), if any. */
  cappedBy: z.array(z.string()),
  /** With a blocker: what seoScore would be without it. Absent when no blocker applies. */
  scoreWithoutBlockers: z.number().int().min(0).max(100).optional(),
  /**
   * Set when the audit reached a sign-in page instead of the content (the login-wall check failed): the
   * score describes that page, not the site. `reason` is how it was recognised (a 401/403 answer, a login
   * form, a redirect to a sign-in page), `status` and `url` the final response's. Absent otherwise.
   */
  loginWall: z
    .object({
      reason: z.enum(['status', 'form', 'redirect']),
      status: z.number().int(),
      url: z.string(),
      /** The same in words, in the report's language. */
      message: z.string(),
    })
    .optional(),
  /**
   * A bare host ("example.com") is tried over https:// first; when https:// could not connect (refused,
   * TLS failure) the page was audited over http://, and this says so. Absent otherwise.
   */
  schemeFallback: z
    .object({
      /** The address tried first. */
      tried: z.string(),
      /** The AuditError code of the https:// attempt (CONNECTION_REFUSED, TLS_ERROR…). */
      code: z.string(),
      /** The same in words, in the report's language. */
      message: z.string(),
    })
    .optional(),
  summary: z.object({
    totalChecks: z.number().int(),
    passedChecks: z.number().int(),
    criticalIssues: z.number().int(),
    recommendedIssues: z.number().int(),
    goodResults: z.number().int(),
    notApplicable: z.number().int(),
    errors: z.number().int(),
  }),
  categories: z.array(CategoryScoreSchema),
  checks: z.array(ReportCheckSchema),
  keywords: z.array(KeywordSchema),
  searchPreview: z.object({
    title: z.string(),
    url: z.string(),
    description: z.string(),
    titleTruncated: z.boolean(),
    descriptionTruncated: z.boolean(),
    titleWidthPx: z.number(),
    descriptionWidthPx: z.number(),
  }),
  performance: z.object({ mobile: LabScoreSchema, desktop: LabScoreSchema }),
  aiRecommendations: z.array(z.string()),
  suggestions: z.array(SuggestionSchema),
  /**
   * Every verified html fix applied together: the <head> lines they change, before and after (numbered as
   * in the page's source), and how many fixes that is. Absent when no html fix was verified.
   */
  fixedHead: z
    .object({
      fixes: z.number().int(),
      before: z.array(z.object({ line: z.number().int(), text: z.string() })),
      after: z.array(z.object({ line: z.number().int(), text: z.string() })),
    })
    .optional(),
  /** 'rules' (built-in expert rules) or 'ai' (an OpenAI-compatible model). */
  suggestionsSource: z.enum(['rules', 'ai']),
  /** Why the suggestions are not the model's when a model was configured (e.g. "AI unavailable: timed out after 20 s"). */
  suggestionsNote: z.string().optional(),
  /** The note's key and values in advise/ai/strings.ts, to render it in another language (localizeReport). */
  suggestionsNoteRef: TextRefSchema.optional(),
  /** The model run behind 'ai' suggestions (never the key or the endpoint's credentials). */
  ai: z
    .object({
      model: z.string(),
      promptTokens: z.number().int().nullable(),
      completionTokens: z.number().int().nullable(),
      ms: z.number(),
    })
    .nullable()
    .optional(),
  language: z.object({
    declared: z.string().nullable(),
    detected: z.string().nullable(),
  }),
  fetch: z.object({
    status: z.number().int(),
    redirects: z.array(RedirectHopSchema),
    ttfbMs: z.number(),
    downloadMs: z.number(),
    totalMs: z.number(),
    transferBytes: z.number().int(),
    htmlBytes: z.number().int(),
    truncated: z.boolean(),
    contentType: z.string().nullable(),
    httpVersion: z.string(),
  }),
  reportLang: z.enum(LANGS),
  fetchedAt: z.string(),
  durationMs: z.number(),
  engineVersion: z.string(),
  catalogueVersion: z.string(),
  /** The page's SEO signals, for comparing audits (absent in reports of older engines). */
  signals: SignalsSchema.optional(),
  /**
   * Where page-derived text was shortened to keep the report small (report/caps.ts): paths such as "title",
   * "checks[img-alt-too-long].details.items[0].value" or "checks[canonical-self].details.items" (fewer
   * items shown). The cut strings end in "…" (messages: "…" in the middle). Absent when nothing was cut.
   */
  truncated: z.array(z.string()).optional(),
  /** Rich result eligibility of the page's structured-data items (absent in reports of older engines). */
  richResults: z.array(RichResultSchema).optional(),
  /** Site audits only: what the same-site crawl found (absent or null for a single-page audit). */
  crawl: CrawlFactsSchema.nullable().optional(),
  /** Field data: what real Chrome users experienced (Chrome UX Report), beside the lab (issue 27). */
  field: FieldReportSchema.optional(),
});
