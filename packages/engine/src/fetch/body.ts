/**
 * Reading a response body with bounded memory: count wire bytes, decompress (gzip, deflate in both
 * framings, brotli), keep only the first `truncateAtBytes` decoded bytes and keep counting past that
 * until the end or until either count passes `hardLimitBytes` (endless bodies, decompression bombs).
 */
import { Readable, pipeline, type Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { AuditError } from '../errors.js';

export interface BodyLimits {
  truncateAtBytes: number;
  hardLimitBytes: number;
}

export interface BodyResult {
  body: Buffer;
  transferBytes: number;
  bodyBytes: number;
  truncated: boolean;
  /** The decompressor's error when the encoded stream was corrupt; `body` holds what decoded before it. */
  decodeError: Error | null;
}

type Decompressor = (head: Buffer) => Transform;

// Z_SYNC_FLUSH on finish: a stream cut short (a common server bug) yields what it holds instead of
// failing with "unexpected end of file", as browsers do.
const zlibOptions = { finishFlush: constants.Z_SYNC_FLUSH };

const DECOMPRESSORS: Record<string, Decompressor> = {
  gzip: () => createGunzip(zlibOptions),
  'x-gzip': () => createGunzip(zlibOptions),
  // RFC 9110 says zlib-wrapped, but some servers send raw deflate: look at the header bytes.
  deflate: (head) => (hasZlibHeader(head) ? createInflate(zlibOptions) : createInflateRaw(zlibOptions)),
  br: () => createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }),
};

/** RFC 1950 header: compression method 8, window ≤ 32K, and the 16-bit header is a multiple of 31. */
export function hasZlibHeader(head: Buffer): boolean {
  const cmf = head[0];
  const flg = head[1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** Content-Encoding tokens in the order they were applied, lower case, identity removed. */
export function parseContentEncoding(value: string | null): string[] {
  if (value === null) return [];
  return value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '' && t !== 'identity');
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

function tooLarge(limit: number, url: string): AuditError {
  return new AuditError(
    'TOO_LARGE',
    `The page is larger than ${formatMegabytes(limit)}; the download was stopped.`,
    { url },
  );
}

/** Decompress `src` with a zlib stream chosen from its first bytes; an empty body stays empty. */
async function* decompress(src: AsyncIterable<Buffer>, make: Decompressor): AsyncGenerator<Buffer> {
  const it = src[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < 2) {
    const next = await it.next();
    if (next.done === true) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) return;
  const first = Buffer.concat(head);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      yield first;
      for (let next = await it.next(); next.done !== true; next = await it.next()) yield next.value;
    } finally {
      await it.return?.();
    }
  }
  const inflater = make(first);
  // Errors from either side surface through the iteration of `inflater` below; the callback only
  // keeps pipeline from reporting them a second time.
  pipeline(Readable.from(replay()), inflater, () => undefined);
  for await (const chunk of inflater as AsyncIterable<Buffer>) yield chunk;
}

/** Apply the decoders for the codings, last applied first; an unknown coding stops decoding there. */
function decodeChain(src: AsyncIterable<Buffer>, codings: string[]): AsyncIterable<Buffer> {
  let out = src;
  for (const coding of [...codings].reverse()) {
    const make = DECOMPRESSORS[coding];
    if (make === undefined) break;
    out = decompress(out, make);
  }
  return out;
}

interface WireState {
  transferBytes: number;
  /** Set when the network stream itself failed (reset, abort), as opposed to the decompressor. */
  sourceError: { error: unknown } | null;
}

async function* countWire(
  source: AsyncIterable<Uint8Array>,
  state: WireState,
  limits: BodyLimits,
  url: string,
): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      state.transferBytes += chunk.length;
      if (state.transferBytes > limits.hardLimitBytes) throw tooLarge(limits.hardLimitBytes, url);
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
  } catch (err) {
    if (!(err instanceof AuditError)) state.sourceError = { error: err };
    throw err;
  }
}

/**
 * Read and decode the whole body within the limits. Throws TOO_LARGE past the hard limit, rethrows
 * network errors as they are (the caller maps them); a corrupt compressed stream is not an error:
 * the bytes decoded before the corruption are returned with `decodeError` set.
 */
export async function readBody(
  source: AsyncIterable<Uint8Array>,
  contentEncoding: string | null,
  limits: BodyLimits,
  url: string,
): Promise<BodyResult> {
  const state: WireState = { transferBytes: 0, sourceError: null };
  const decoded = decodeChain(countWire(source, state, limits, url), parseContentEncoding(contentEncoding));
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let bodyBytes = 0;
  let decodeError: Error | null = null;
  try {
    for await (const chunk of decoded) {
      bodyBytes += chunk.length;
      if (bodyBytes > limits.hardLimitBytes) throw tooLarge(limits.hardLimitBytes, url);
      const room = limits.truncateAtBytes - keptBytes;
      if (room > 0) {
        const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
        kept.push(part);
        keptBytes += part.length;
      }
    }
  } catch (err) {
    if (state.sourceError !== null) throw state.sourceError.error;
    if (err instanceof AuditError) throw err;
    decodeError = err instanceof Error ? err : new Error(String(err));
  }
  return {
    body: Buffer.concat(kept, keptBytes),
    transferBytes: state.transferBytes,
    bodyBytes,
    truncated: bodyBytes > limits.truncateAtBytes,
    decodeError,
  };
}
