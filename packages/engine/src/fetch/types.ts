/** What the fetcher returns: the response of the audited URL, its redirects, timings and decoding. */

export interface RedirectHop {
  url: string;
  status: number;
  location: string | null;
  /** Milliseconds from request start to response headers of this hop. */
  timeMs: number;
}

export interface FetchTimings {
  /** Time to first byte of the final response, from the start of its request (DNS+connect+TLS+wait). */
  ttfbMs: number;
  /** Time to read the body of the final response. */
  downloadMs: number;
  /** Whole fetch including every redirect hop. */
  totalMs: number;
}

export type CharsetSource = 'bom' | 'header' | 'meta' | 'default';

export interface CharsetInfo {
  /** Encoding used to decode the document (WHATWG label, lower case). */
  encoding: string;
  source: CharsetSource;
  /** Charset named by the Content-Type header, if any. */
  headerCharset: string | null;
  /** Charset named by a <meta charset> / http-equiv Content-Type, if any. */
  metaCharset: string | null;
  /** Byte offset where the meta declaration starts (the HTML spec only honours it in the first 1024 bytes). */
  metaByteOffset: number | null;
  /** True when the body contains bytes outside ASCII. */
  hasNonAscii: boolean;
  /** Number of U+FFFD replacement characters produced by decoding (invalid byte sequences). */
  invalidSequences: number;
}

/** Result of the safe fetch of the audited URL (see fetch/). */
export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  statusText: string;
  redirects: RedirectHop[];
  /** Response headers of the final response, names lower-cased, repeated headers kept in order. */
  headers: Record<string, string[]>;
  contentType: string | null;
  httpVersion: string;
  timings: FetchTimings;
  /** Bytes on the wire for the final body (compressed, as read). */
  transferBytes: number;
  /** Decoded (decompressed) body size in bytes, counted to the end even when truncated (up to the hard limit). */
  bodyBytes: number;
  /** Body kept for analysis (at most the truncation limit). */
  body: Buffer;
  /** True when the body was longer than the truncation limit and only the first part is analysed. */
  truncated: boolean;
  contentEncoding: string | null;
  /** Epoch ms when the fetch started: the audit's clock, for checks that compare dates (checks have no clock). */
  fetchedAt: number;
}
