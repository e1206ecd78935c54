import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './schema-faq.js';

const ld = (json: unknown): string => `\n<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const q = (name: string, text?: string) => ({
  '@type': 'Question',
  name,
  ...(text === undefined ? {} : { acceptedAnswer: { '@type': 'Answer', text } }),
});
const faq = (mainEntity: unknown) => ({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity });
const run = (json: unknown) => runOn(check, doc(ld(json)));

describe('schema-faq', () => {
  it('passes when every question has a name and an answer text', () => {
    const out = run(
      faq([q('How do I oil a table?', 'Twice a year, with <b>linseed</b> oil.'), q('Delivery?', 'Free.')]),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'In the FAQPage at line 2, every question (2) has a name and an answer text.',
    );
  });

  it('accepts a single question object and answers given by @id', () => {
    expect(run(faq(q('Delivery?', 'Free.'))).status).toBe('good');
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'FAQPage', mainEntity: [{ '@id': '#q1' }] },
        { '@type': 'Question', '@id': '#q1', name: 'Delivery?', acceptedAnswer: { '@id': '#a1' } },
        { '@type': 'Answer', '@id': '#a1', text: 'Free.' },
      ],
    };
    expect(run(graph).status).toBe('good');
  });

  it('fails questions without a name or without an answer text, listing each path', () => {
    const out = run(faq([q('Delivery?', '  '), q('', 'Free.'), q('Returns?')]));
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The FAQPage at line 2 lacks question names or answer texts (3), e.g. mainEntity[0].acceptedAnswer.text.',
    );
    expect(out.items).toEqual([
      { value: 'mainEntity[0].acceptedAnswer.text', note: 'no answer text', line: 2 },
      { value: 'mainEntity[1].name', note: 'missing', line: 2 },
      { value: 'mainEntity[2].acceptedAnswer.text', note: 'missing', line: 2 },
    ]);
  });

  it('fails an FAQPage without questions', () => {
    const out = run(faq([]));
    expect(out.key).toBe('noQuestions');
    expect(messageOf(check, out, 'fr')).toBe('Le FAQPage ligne 2 n’a aucune Question dans mainEntity.');
  });

  it('takes suggested answers on a QAPage whose question has no accepted answer yet', () => {
    const qa = {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: 'Best oil?',
        suggestedAnswer: [{ '@type': 'Answer', text: 'Linseed.' }],
      },
    };
    expect(run(qa).status).toBe('good');
    expect(run({ ...qa, '@type': 'FAQPage' }).status).toBe('critical');
  });

  it('is n/a without FAQPage or QAPage markup', () => {
    expect(run({ '@context': 'https://schema.org', '@type': 'Question', name: 'x' }).status).toBe('na');
  });
});
