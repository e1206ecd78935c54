/**
 * Output written in pieces with backpressure: the next piece waits while the stream's buffer is full, so
 * a 100,000-page report or a crawl streaming its pages to a slow pipe never piles up in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/** Pieces are gathered to about this many characters per write. */
const WRITE_SIZE = 64 * 1024;

/** Writes `text`; resolves at once, or once the stream has drained when its buffer is full. */
export async function writeWithBackpressure(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (out.write(text) === false) await once(out, 'drain');
}

export async function writeChunks(out: NodeJS.WritableStream, chunks: Iterable<string>): Promise<void> {
  let pending = '';
  for (const chunk of chunks) {
    pending += chunk;
    if (pending.length < WRITE_SIZE) continue;
    await writeWithBackpressure(out, pending);
    pending = '';
  }
  if (pending !== '') await writeWithBackpressure(out, pending);
}

/** Writes the pieces to a new file (replacing one there); rejects with the file's error. */
export async function writeChunksToFile(path: string, chunks: Iterable<string>): Promise<void> {
  const file = createWriteStream(path);
  const done = finished(file);
  done.catch(() => undefined); // awaited below; an early error must not count as unhandled
  try {
    await writeChunks(file, chunks);
  } finally {
    file.end();
  }
  await done;
}
