/**
 * The schemas of the routes that take back a report this server signed (pdf.ts, fixed-page.ts,
 * localize.ts): validation, serialisation and their part of the OpenAPI document.
 */
import { LANGS } from '@rankscope/engine';
import type { Config } from '../config.js';
import { REPORT_NOT_SIGNED, REPORT_TAMPERED } from '../report-body.js';
import { error, json, reportField, retryAfter, sessionOptional, signedReportAnswer } from './responses.js';

const TAGS = ['Share links'];
const lang = { type: 'string', enum: [...LANGS] } as const;
const invalidReport = error('The body is not a valid report', ['INVALID_REPORT', 'INVALID_REQUEST']);
const tooLarge = error('The body is larger than 2 MB', ['BODY_TOO_LARGE']);
const unsigned = error('The report is not one this server produced, or it was changed since', [
  REPORT_NOT_SIGNED.code,
  REPORT_TAMPERED.code,
]);
const attachment = (filename: string) => ({
  'Content-Disposition': { description: `attachment; filename="${filename}"`, type: 'string' },
});

export function pdfSchema(config: Config) {
  return {
    tags: TAGS,
    summary: 'The report as a PDF (headless Chromium, real text, US Letter)',
    description:
      (config.PLAN_GATING
        ? 'Signed-in Pro users (plan gating is on). '
        : 'Anyone (plan gating is off on this server). ') +
      'Bodies up to 2 MB. The print view of the report: page breaks between sections, page numbers in ' +
      'the footer; `lang` sets the language of its labels (default: the report’s). Answered as an ' +
      'attachment named `seo-report-<site>-<YYYY-MM-DD>.pdf` (site: the host without www., date: UTC). ' +
      'At most 30 s.',
    security: sessionOptional,
    body: {
      type: 'object',
      required: ['report'],
      additionalProperties: false,
      properties: { report: reportField(), lang },
    },
    response: {
      200: {
        description: 'The PDF',
        headers: attachment('seo-report-<site>-<YYYY-MM-DD>.pdf'),
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      400: invalidReport,
      401: error('Not signed in while plan gating is on (requiresAuth: true)', ['AUTH_REQUIRED']),
      403: error('PDF reports need Pro', ['PRO_REQUIRED']),
      413: tooLarge,
      422: unsigned,
      503: {
        ...error(
          'No Chromium on this server (the error says how to fix it), or too many PDFs at once (Retry-After)',
          ['PDF_UNAVAILABLE', 'PDF_BUSY'],
        ),
        headers: retryAfter,
      },
      504: error('Rendering took longer than 30 s', ['PDF_TIMEOUT']),
    },
  };
}

export const fixedPageSchema = {
  tags: TAGS,
  summary: 'The audited page with every verified html fix applied (what `rankscope fix` writes)',
  description:
    'Bodies up to 2 MB, a report this server signed. The page is fetched and audited again (no site ' +
    'phase, no lab) and its verified html fixes applied together; it counts as one audit of the daily ' +
    'allowance (handed back when it fails). Answered as an attachment `<page>-fixed.html`, sandboxed ' +
    '(Content-Security-Policy: sandbox). At most 60 s.',
  security: sessionOptional,
  body: {
    type: 'object',
    required: ['report'],
    additionalProperties: false,
    properties: { report: reportField() },
  },
  response: {
    200: {
      description: 'The fixed page',
      headers: attachment('<page>-fixed.html'),
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    400: error('The body is not a valid report, or the page address is refused', [
      'INVALID_REPORT',
      'INVALID_REQUEST',
      'BLOCKED_TARGET',
    ]),
    409: error('The page audited again is not the one of the report (changed, or behind a sign-in)', [
      'PAGE_CHANGED',
    ]),
    413: tooLarge,
    422: error(
      'Not a report this server signed (or changed since), no verified fix to apply, or a page that cannot be rewritten',
      [REPORT_NOT_SIGNED.code, REPORT_TAMPERED.code, 'NOTHING_TO_FIX', 'NOT_REWRITTEN', 'NOT_HTML'],
    ),
    429: error('The daily allowance is used up', ['LIMIT_REACHED']),
    502: error('The page could not be fetched', ['DNS_FAILURE', 'CONNECTION_REFUSED', 'FETCH_FAILED']),
    504: error('Fetching the page took longer than 60 s', ['TIMEOUT']),
  },
};

export const localizeSchema = {
  tags: TAGS,
  summary: 'The same report in another language, signed again',
  description:
    'Renders every text the engine wrote (check messages and item notes, suggestions, fixes’ where and ' +
    'note, lab and category reasons) again in `lang`, from the keys and values the report keeps, and ' +
    'signs the result: the web app switches an open report’s language without a new audit. No audit ' +
    'is spent. The page’s own texts and model-written suggestions stay as they are. Bodies up to 2 MB.',
  security: sessionOptional,
  body: {
    type: 'object',
    required: ['report', 'lang'],
    additionalProperties: false,
    properties: { report: reportField(), lang },
  },
  response: {
    200: json(signedReportAnswer, 'The report in `lang`, signed by this server'),
    400: error('The body is not a valid report, or lang is not en, es or fr', [
      'INVALID_REPORT',
      'INVALID_REQUEST',
    ]),
    413: tooLarge,
    422: unsigned,
  },
};
