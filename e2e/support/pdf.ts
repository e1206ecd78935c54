/** Text of a PDF through poppler's pdftotext: proves the PDF holds real, selectable text. */
import { execFileSync } from 'node:child_process';

export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
