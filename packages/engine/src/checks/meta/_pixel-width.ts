import { textWidth, truncateToWidth } from '../../text/pixel-width.js';
import { pass, warn, type CheckOutcome } from '../types.js';

/**
 * The outcome of the pixel-width checks of a result snippet (title, description): `pass` when the text
 * fits in `maxPx` set in `fontPx`, else `wide` with the preview a result would show. The text is given to
 * the messages under `key`.
 */
export function snippetWidth(
  snippet: { text: string; line: number | null },
  key: 'title' | 'description',
  fontPx: number,
  maxPx: number,
): CheckOutcome {
  const width = textWidth(snippet.text, fontPx);
  if (width <= maxPx) return pass('pass', { width, [key]: snippet.text }, { value: width });
  const preview = truncateToWidth(snippet.text, maxPx, fontPx).text;
  return warn(
    'wide',
    { width, [key]: snippet.text, preview },
    { items: [{ value: snippet.text, note: `${width} px`, line: snippet.line }], value: width },
  );
}
