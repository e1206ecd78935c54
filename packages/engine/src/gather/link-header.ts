/** One entry of an HTTP `Link` header (RFC 8288): the target and its parameters (names lower-cased). */
export interface LinkHeaderEntry {
  target: string;
  rel: string[];
  params: Record<string, string>;
}

/** Parses every `Link` header value: `<url>; rel="canonical", <url2>; rel="alternate"; hreflang="de"`. */
export function parseLinkHeaders(values: readonly string[]): LinkHeaderEntry[] {
  const out: LinkHeaderEntry[] = [];
  for (const header of values) {
    for (const part of header.split(/,(?=\s*<)/)) {
      const m = /^\s*<([^>]*)>(.*)$/s.exec(part);
      if (!m) continue;
      const params: Record<string, string> = {};
      for (const p of (m[2] ?? '').matchAll(/;\s*([a-zA-Z*-]+)\s*(?:=\s*(?:"([^"]*)"|([^;,\s]*)))?/g)) {
        const name = (p[1] ?? '').toLowerCase();
        if (!(name in params)) params[name] = p[2] ?? p[3] ?? '';
      }
      out.push({
        target: m[1] ?? '',
        rel: (params.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        params,
      });
    }
  }
  return out;
}
