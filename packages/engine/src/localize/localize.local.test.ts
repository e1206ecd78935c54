import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES as AI_NOTES } from '../advise/ai/strings.js';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import { COMMON } from '../i18n/common.js';
import { LANGS } from '../i18n/lang.js';
import { ReportSchema } from '../report/schema.js';
import type { Report } from '../report/index.js';
import { composeArtifact } from '../artifact.js';
import { auditPage, finishAudit, runAudit, type AuditedPage } from '../run/audit.js';
import { errorBody, startChatServer } from '../test-support/chat-server.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import type { TestServer } from '../test-support/test-server.js';
import { localizeReport } from './index.js';

let site: TestServer;
let bad: AuditedPage;
let fixable: AuditedPage;
beforeAll(async () => {
  site = await startFixtureSite();
  bad = await auditPage(site.url('/bad'), { allowPrivate: true });
  fixable = await auditPage(site.url('/fixable'), { allowPrivate: true });
});
afterAll(() => site.close());

/** The same audited page's report in one language (only durationMs differs between two builds). */
async function reportIn(audited: AuditedPage, lang: Report['reportLang']): Promise<Report> {
  const artifact = composeArtifact(audited.page, audited.parts);
  const report = await finishAudit(audited, artifact, runChecks(artifact, CHECKS), {
    lang,
    labMissing: 'server',
  });
  return { ...report, durationMs: 0 };
}

const check = (r: Report, id: string) => r.checks.find((c) => c.id === id);

describe('localizeReport', () => {
  it('turns a Spanish report into exactly the report a French audit of the same page writes', async () => {
    for (const audited of [bad, fixable]) {
      const es = await reportIn(audited, 'es');
      const fr = await reportIn(audited, 'fr');
      const localized = localizeReport(es, 'fr');
      expect(() => ReportSchema.parse(localized)).not.toThrow();
      expect(localized).toEqual(fr);
    }
  });

  it('renders every language from every other one, and back', async () => {
    const reports = await Promise.all(LANGS.map((l) => reportIn(bad, l)));
    for (const from of reports) {
      for (const to of reports) expect(localizeReport(from, to.reportLang)).toEqual(to);
    }
  });

  it('writes French check messages, item notes, suggestions, fixes and the lab reason', async () => {
    const fr = localizeReport(await reportIn(bad, 'es'), 'fr');
    expect(fr.reportLang).toBe('fr');
    expect(check(fr, 'heading-hierarchy')?.message).toMatch(/^Le premier titre est un <h3>/);
    expect(check(fr, 'heading-hierarchy')?.details.items[0]?.note).toBe('premier titre, <h3>');
    expect(fr.performance.mobile.unavailableReason).toBe(COMMON.fr['lab.off.server']);
    expect(fr.categories.find((c) => c.category === 'performance')?.notMeasuredReason).toBe(
      COMMON.fr['lab.off.server'],
    );
    const withFix = (await reportIn(fixable, 'es')).suggestions.find((s) => s.fix);
    expect(withFix?.fix?.where).toMatch(/dentro de <head>/);
    const frFixable = localizeReport(await reportIn(fixable, 'es'), 'fr');
    const same = frFixable.suggestions.find((s) => s.checkId === withFix?.checkId);
    expect(same?.fix?.where).toMatch(/dans <head>/);
    expect(same?.text).toContain(check(frFixable, withFix?.checkId ?? '')?.message ?? '-');
    expect(frFixable.aiRecommendations).toEqual(frFixable.suggestions.map((s) => s.text));
  });

  it('keeps model-written suggestions and texts it has no key for as they were', async () => {
    const es = await reportIn(bad, 'es');
    const first = es.suggestions[0];
    if (!first) throw new Error('the bad page has suggestions');
    const model = { ...first, text: 'Texto escrito por el modelo.' };
    const ai: Report = {
      ...es,
      suggestions: [model, ...es.suggestions.slice(1)],
      aiRecommendations: [model.text],
      suggestionsSource: 'ai',
      checks: es.checks.map((c) => (c.id === 'heading-hierarchy' ? { ...c, messageRef: undefined } : c)),
    };
    const fr = localizeReport(ai, 'fr');
    expect(fr.suggestions[0]?.text).toBe('Texto escrito por el modelo.');
    expect(fr.aiRecommendations).toEqual(['Texto escrito por el modelo.']);
    expect(fr.suggestions[1]?.text).not.toBe(es.suggestions[1]?.text);
    // A report without the message's key (an older engine's) keeps its message; the title still changes.
    expect(check(fr, 'heading-hierarchy')?.message).toBe(check(es, 'heading-hierarchy')?.message);
    expect(check(fr, 'heading-hierarchy')?.title).toBe('Hiérarchie des titres');
  });

  it('writes the note on a model that failed in the new language', async () => {
    const chat = await startChatServer(() => ({ status: 503, body: errorBody('down') }));
    try {
      const es = await runAudit(site.url('/bad'), {
        allowPrivate: true,
        site: false,
        probes: false,
        lang: 'es',
        labMissing: 'server',
        ai: { baseURL: chat.baseURL, apiKey: '', model: 'm', timeoutMs: 3000 },
      });
      expect(es.suggestionsNote).toBe(AI_NOTES.es.http.replace('{status}', '503'));
      const fr = localizeReport(es, 'fr');
      expect(fr.suggestionsNote).toBe(AI_NOTES.fr.http.replace('{status}', '503'));
      expect(() => ReportSchema.parse(fr)).not.toThrow();
    } finally {
      await chat.close();
    }
  });

  it('returns the same report when it is already in that language', async () => {
    const es = await reportIn(bad, 'es');
    expect(localizeReport(es, 'es')).toBe(es);
  });
});
