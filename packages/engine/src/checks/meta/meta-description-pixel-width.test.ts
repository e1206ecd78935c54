import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import { textWidth } from '../../text/pixel-width.js';
import check from './meta-description-pixel-width.js';

const described = (content: string): string => doc(`<meta name="description" content="${content}">`);
const BASE =
  'Solid oak dining tables, chairs and benches made to order in our Leeds workshop since 1982. Choose the size, the wood and the finish';

describe('meta-description-pixel-width', () => {
  it('passes a description that fits and names its width', () => {
    const out = runOn(check, described('Solid oak dining tables made to order in Leeds.'));
    expect(out.status).toBe('good');
    const width = textWidth('Solid oak dining tables made to order in Leeds.', 14);
    expect(messageOf(check, out)).toBe(
      `The meta description is about ${width} px wide in Arial 14 px, within the ~920 px of a desktop snippet: "Solid oak dining tables made to order in Leeds.".`,
    );
  });

  it('treats exactly 920 px as good and 921 px as recommended, with the cut text', () => {
    const fits = `${BASE} York UK UK.`;
    const over = `${BASE} York art free.`;
    expect([textWidth(fits, 14), textWidth(over, 14)]).toEqual([920, 921]);
    expect(runOn(check, described(fits)).status).toBe('good');

    const out = runOn(check, described(over));
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(921);
    expect(out.items).toEqual([{ value: over, note: '921 px', line: 1 }]);
    expect(messageOf(check, out)).toContain('about 921 px wide');
    expect(messageOf(check, out)).toContain(`cut to "${BASE} York art ..."`);
    expect(messageOf(check, out, 'fr')).toContain('environ 921 px de large');
  });

  it('measures the decoded, collapsed text: entities and line breaks do not add width', () => {
    const out = runOn(check, described('Oak &amp;\n\n        ash tables'));
    expect(out.value).toBe(textWidth('Oak & ash tables', 14));
  });

  it('is n/a without a description', () => {
    const out = runOn(check, doc('<meta name="description" content="">'));
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'es')).toContain('No hay meta descripción que medir');
  });
});
