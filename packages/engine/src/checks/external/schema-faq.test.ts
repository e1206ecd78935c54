import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import { rulesSay, statusFromRules } from '../../test-support/rich-agreement.js';
import check from './schema-faq.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const q = (name: string, text?: string) => ({
  '@type': 'Question',
  name,
  ...(text === undefined ? {} : { acceptedAnswer: { '@type': 'Answer', text } }),
});
const faq = (mainEntity: unknown) => ({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity });
const ANSWER = {
  '@type': 'Answer',
  text: 'Linseed.',
  url: 'https://oak.example/q/1#a1',
  upvoteCount: 3,
  datePublished: '2024-05-01',
  author: { '@type': 'Person', name: 'Ann', url: 'https://oak.example/ann' },
};
/** A QAPage with everything Google's Q&A page lists, required and recommended. */
const QA = {
  '@context': 'https://schema.org',
  '@type': 'QAPage',
  mainEntity: {
    '@type': 'Question',
    name: 'Best oil for oak?',
    text: 'Which oil should I use on an oak table?',
    answerCount: 1,
    upvoteCount: 2,
    datePublished: '2024-05-01',
    author: { '@type': 'Person', name: 'Bob', url: 'https://oak.example/bob' },
    acceptedAnswer: ANSWER,
    suggestedAnswer: ANSWER,
  },
};
const run = (json: unknown) => runOn(check, doc(ld(json)));

describe('schema-faq', () => {
  it('passes a QAPage with what Google requires and recommends', () => {
    const out = run(QA);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'The QAPage at line 2 has every property Google requires and recommends for Q&A results.',
    );
  });

  it('fails a QAPage question without a name or an answer text', () => {
    const out = run({
      ...QA,
      mainEntity: { ...QA.mainEntity, name: '', acceptedAnswer: { ...ANSWER, text: ' ' } },
    });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('invalid');
    expect(messageOf(check, out)).toBe(
      'The QAPage at line 2 lacks required properties or has invalid ones, so it cannot get a Q&A rich result: mainEntity.name, mainEntity.acceptedAnswer.text.',
    );
  });

  it('fails a QAPage without questions', () => {
    const out = run({ ...QA, mainEntity: [] });
    expect(out.key).toBe('noQuestions');
    expect(messageOf(check, out, 'fr')).toBe('Le QAPage ligne 2 n’a aucune Question dans mainEntity.');
  });

  it('takes suggested answers on a QAPage whose question has no accepted answer yet', () => {
    const out = run({ ...QA, mainEntity: { ...QA.mainEntity, acceptedAnswer: undefined } });
    expect(out.status).toBe('good');
  });

  it('recommends what Google recommends for a question', () => {
    const out = run({ ...QA, mainEntity: { ...QA.mainEntity, upvoteCount: undefined } });
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe(
      'The QAPage at line 2 lacks properties Google recommends, or has invalid ones: mainEntity.upvoteCount.',
    );
  });

  it('does not judge an FAQPage: Google retired FAQ rich results', () => {
    const out = run(faq([q('Delivery?', '  '), q('', 'Free.')]));
    expect(out.status).toBe('na');
    expect(out.key).toBe('retired');
    expect(messageOf(check, out)).toBe(
      'Not judged: Google no longer shows FAQ rich results (retired in May 2026), so the FAQPage at line 2 earns none whatever it holds; rich-results-retired lists it.',
    );
    expect(messageOf(check, out, 'fr')).toContain('Non évalué\u00a0: Google n’affiche plus');
    // Beside a QAPage, the QAPage is what is judged.
    expect(runOn(check, doc(ld(faq([q('x', 'y')])) + ld(QA))).status).toBe('good');
  });

  it('is n/a without FAQPage or QAPage markup', () => {
    const out = run({ '@context': 'https://schema.org', '@type': 'Question', name: 'x' });
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe('The page has no FAQPage or QAPage markup.');
  });

  describe('says what the Q&A rules (and the retired FAQ list) say', () => {
    const pages: [string, unknown, string[]][] = [
      ['complete QAPage', QA, ['eligible']],
      // Google's Q&A page: an accepted or a suggested answer; each one given needs its text.
      [
        'only a suggested answer',
        { ...QA, mainEntity: { ...QA.mainEntity, acceptedAnswer: undefined } },
        ['eligible'],
      ],
      [
        'only an accepted answer',
        { ...QA, mainEntity: { ...QA.mainEntity, suggestedAnswer: undefined } },
        ['eligible'],
      ],
      [
        'no answer',
        { ...QA, mainEntity: { ...QA.mainEntity, acceptedAnswer: undefined, suggestedAnswer: undefined } },
        ['invalid'],
      ],
      [
        'a suggested answer without text',
        { ...QA, mainEntity: { ...QA.mainEntity, suggestedAnswer: { ...ANSWER, text: undefined } } },
        ['invalid'],
      ],
      [
        'QAPage without answerCount',
        { ...QA, mainEntity: { ...QA.mainEntity, answerCount: undefined } },
        ['invalid'],
      ],
      ['QAPage, no question', { ...QA, mainEntity: undefined }, ['invalid']],
      ['FAQPage (retired: no current entry)', faq([q('Delivery?', 'Free.')]), []],
    ];
    it.each(pages)('%s', (_name, json, statuses) => {
      const page = pageFromHtml(doc(ld(json)));
      const entries = rulesSay(page, ['Q&A']);
      expect(entries.map((r) => r.status)).toEqual(statuses);
      expect(runCheck(check, page).status).toBe(statusFromRules(entries));
    });
  });
});
