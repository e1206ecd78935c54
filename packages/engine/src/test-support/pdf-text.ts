/** Test helper: the text of a PDF, read with poppler's pdftotext (real text, as a reader would copy it). */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'rankscope-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    // pdftotext ends every page with a form feed.
    return { text: stdout, pages: stdout.split('\f').length - 1 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
