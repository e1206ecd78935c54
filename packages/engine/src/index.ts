export {
  runAudit,
  auditPage,
  finishAudit,
  type AuditOptions,
  type AuditedPage,
  type LabMissing,
} from './run/audit.js';
export { adviseWithModel, DEFAULT_AI_TIMEOUT_MS, type AiOptions } from './advise/ai/index.js';
// The options read from the environment, extended by the CLI and the server (zod/mini: small enough to load at start).
export {
  ENGINE_ENV_SHAPE,
  ENV_ALIASES,
  EngineEnvSchema,
  EnvError,
  engineOptions,
  engineOptionsFromEnv,
  labEnvOptions,
  readEnv,
  type EngineEnv,
  type EngineEnvOptions,
  type EnvProblem,
  type EnvReading,
} from './options/env.js';
export {
  crawlSite,
  runSiteAudit,
  CRAWL_DEFAULTS,
  normalizeCrawlUrl,
  simhash,
  hammingDistance,
  CrawlStateError,
  type SiteAuditOptions,
  type CrawlOptions,
  type CrawlFacts,
  type CrawledPage,
  type PageRecord,
  type DuplicateGroup,
  type BrokenLink,
  type StopReason,
} from './crawl/index.js';
// The crawl's per-page pieces, for the server's fanned-out crawl (issue 19).
export * as crawlParts from './crawl/parts.js';
export { buildReport, pageTitle, pageDescription, previewUrl, KEYWORDS_SHOWN } from './report/build.js';
// The Report's zod schema is a separate entry point (`@rankscope/engine/schema`): the CLI never loads full zod.
export {
  PROGRESS_STAGES,
  type Report,
  type Fix,
  type FixEdit,
  type ReportCheck,
  type CheckStatus,
  type ProgressEvent,
  type ProgressStage,
} from './report/index.js';
export { AuditError, analysisFailed, isAuditError, ERROR_CODES, type ErrorCode } from './errors.js';
export { fetchPage, normalizeAuditUrl, isBlockedAddress, type FetchOptions } from './fetch/index.js';
export { cappedFetch, isBodyTooLarge } from './fetch/capped-fetch.js';
export { postSafe, type PostOptions, type PostAnswer } from './fetch/post.js';
export type { AuditCredentials } from './fetch/credentials.js';
export { gather } from './gather/index.js';
export { fixPage, fixesToApply, type FixOutcome } from './run/fix-page.js';
export { applyEdits } from './fix/edits.js';
export { headDiff } from './fix/head-diff.js';
export {
  FIXABLE_CHECKS,
  fixInputs,
  settleFixes,
  writeFixes,
  type FixCheck,
  type SettledFixes,
  type WrittenFix,
} from './fix/index.js';
export { renderFix, renderFixes } from './localize/fix-texts.js';
export { renderFixSummary, fixLabel, type FixSummaryInput } from './print/fix-summary.js';
export { composeArtifact, type PageArtifact, type FetchedPage } from './artifact.js';
export { runChecks } from './checks/run.js';
export { localise } from './checks/results.js';
export {
  richResultsOf,
  FEATURES as RICH_RESULT_FEATURES,
  RETIRED as RETIRED_RICH_RESULT_FEATURES,
  type RichResult,
} from './structured/rich/index.js';
export { localizeReport } from './localize/index.js';
export { CHECKS } from './checks/index.js';
export { computeScore, bandOf, type Band } from './score/index.js';
export {
  CATALOGUE,
  CATALOGUE_VERSION,
  CATEGORIES,
  CATEGORY_WEIGHTS,
  BLOCKER_IDS,
  type Category,
  type CatalogueEntry,
} from './catalogue/index.js';
export { checkReference, closestCheckIds, type CheckReference } from './catalogue/reference.js';
export { LANGS, isLang, interpolate, placeholders, type Lang } from './i18n/lang.js';
export { COMMON, t } from './i18n/common.js';
export { ENGINE_VERSION } from './version.js';
export { textWidth, truncateToWidth } from './text/pixel-width.js';
export { terminalSafe } from './text/terminal-safe.js';
export { renderReportHtml, escapeHtml, type ReportHtmlOptions } from './print/report-html.js';
export { label, type LabelKey } from './print/labels.js';
export { suggestionLabel, suggestionsHeading, languageName } from './print/suggestions.js';
export {
  fixSpellings,
  fixSpellingLines,
  spellingHeading,
  spellingNotes,
  type FixSpelling,
} from './print/fix-blocks.js';
// Comparing two reports (also `@rankscope/engine/diff`, for the web app).
export * from './diff/index.js';
export {
  findChromium,
  CHROMIUM_ARGS,
  CHROMIUM_CANDIDATES,
  NO_CHROMIUM_REASON,
  type ChromiumLocation,
} from './lab/chromium.js';
export {
  PdfPrinter,
  printPdf,
  PdfUnavailableError,
  PdfBusyError,
  PDF_TIMEOUT_MS,
  type PrinterOptions,
  type PrintOptions,
} from './lab/pdf.js';
export { createLab, labAvailability, type Lab, type LabOptions } from './lab/index.js';
export { createAuditThreads, type AuditThreads } from './run/thread.js';
export type { LabFacts, LabRun, RenderResult, RenderedFacts, MetricId } from './lab/types.js';
export {
  CRUX_API_URL,
  createCruxClient,
  type CruxAnswer,
  type CruxClientOptions,
  type CruxTarget,
  type FieldSource,
} from './field/index.js';
export type { CruxHistory, CruxRecord } from './field/parse.js';
export type { FieldFacts, FieldFormFactor } from './field/types.js';
export { fieldTextLines, textSparkline } from './print/field.js';
export {
  createCredentialScope,
  credentialOrigin,
  CredentialsError,
  validateCredentials,
  type CredentialScope,
} from './fetch/credentials-scope.js';
export { MASK, maskDeep, maskError, maskSecrets, MIN_SECRET_CHARS, secretsOf } from './fetch/secrets.js';
