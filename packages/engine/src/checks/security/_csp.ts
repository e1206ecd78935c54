/**
 * Content-Security-Policy parsing (CSP Level 3): policies from every CSP header (all are enforced) and
 * <meta http-equiv> tags, directives by name, and the effective source list of a directive with its
 * fallbacks (script-src → default-src).
 */
import { headerValues, metasBy, type PageArtifact } from '../../artifact.js';

export interface CspPolicy {
  /** Where it came from: 'header', 'report-only header' or 'meta'. */
  source: 'header' | 'report-only' | 'meta';
  raw: string;
  directives: Map<string, string[]>;
  line: number | null;
}

export function parsePolicy(raw: string, source: CspPolicy['source'], line: number | null = null): CspPolicy {
  const directives = new Map<string, string[]>();
  for (const part of raw.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    // The first occurrence of a directive wins; later duplicates are ignored by browsers.
    if (!directives.has(key))
      directives.set(
        key,
        values.map((v) => v.toLowerCase()),
      );
  }
  return { source, raw: raw.trim(), directives, line };
}

/** Every policy of the page. A header value may hold several comma-separated policies. */
export function cspPolicies(page: Pick<PageArtifact, 'fetch' | 'metas'>): CspPolicy[] {
  const out: CspPolicy[] = [];
  for (const value of headerValues(page, 'content-security-policy')) {
    for (const policy of value.split(',')) if (policy.trim()) out.push(parsePolicy(policy, 'header'));
  }
  for (const value of headerValues(page, 'content-security-policy-report-only')) {
    for (const policy of value.split(',')) if (policy.trim()) out.push(parsePolicy(policy, 'report-only'));
  }
  for (const meta of metasBy(page, 'http-equiv', 'content-security-policy')) {
    const content = meta.attrs.content ?? '';
    if (content.trim()) out.push(parsePolicy(content, 'meta', meta.line));
  }
  return out;
}

/** The source list that governs a fetch directive, following CSP's fallback to default-src. */
export function effectiveSources(policy: CspPolicy, directive: string): string[] | null {
  return policy.directives.get(directive) ?? policy.directives.get('default-src') ?? null;
}

/** Script sources that defeat the policy's protection against injected scripts. */
export function unsafeScriptSources(sources: readonly string[]): string[] {
  const nonceOrHash = sources.some((s) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s));
  const strictDynamic = sources.includes("'strict-dynamic'");
  const unsafe: string[] = [];
  for (const s of sources) {
    // With a nonce or hash, CSP2+ browsers ignore 'unsafe-inline'; with 'strict-dynamic' also host sources.
    if (s === "'unsafe-inline'" && !nonceOrHash) unsafe.push(s);
    else if (s === "'unsafe-eval'") unsafe.push(s);
    else if (!strictDynamic && (s === '*' || s === 'http:' || s === 'https:' || s === 'data:'))
      unsafe.push(s);
  }
  return unsafe;
}
