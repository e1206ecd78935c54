/**
 * The audit form's own check of a typed address (issue 16 #12): people type "example.com", so a bare
 * host is accepted as is (the server assumes https:// and falls back to http://); anything else gets a
 * translated reason instead of the browser's English bubble.
 */
export type UrlCheck =
  { ok: true; url: string } | { ok: false; key: 'form.required' | 'form.invalid' | 'form.scheme' };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function checkUrl(raw: string): UrlCheck {
  const url = raw.trim();
  if (!url) return { ok: false, key: 'form.required' };
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  // "localhost:3000" parses as a scheme; a port after a bare host is not one.
  const bareWithPort = scheme !== undefined && /^[^/:]+:\d+(\/|$)/.test(url);
  if (scheme && !bareWithPort && scheme !== 'http' && scheme !== 'https')
    return { ok: false, key: 'form.scheme' };
  let parsed: URL;
  try {
    parsed = new URL(scheme && !bareWithPort ? url : `https://${url}`);
  } catch {
    return { ok: false, key: 'form.invalid' };
  }
  const host = parsed.hostname;
  const plausible = host === 'localhost' || host.startsWith('[') || /^[^.\s]+(\.[^.\s]+)+$/.test(host);
  if (!plausible || /\s/.test(url)) return { ok: false, key: 'form.invalid' };
  return { ok: true, url };
}

/**
 * The address the visitor gave before the app took over the prerendered home page: what they typed into
 * its field while the scripts loaded (rendering in another language replaces that field, and hydrating
 * resets it), or `?url=` when they pressed the button before the scripts ran and the browser submitted
 * the form itself. Read while the form first renders, before React commits over the old field.
 */
export function addressGivenEarly(): { url: string; focused: boolean } {
  if (typeof document === 'undefined') return { url: '', focused: false };
  const field = document.querySelector<HTMLInputElement>('form[data-audit-form] input[name=url]');
  if (field?.value) return { url: field.value, focused: document.activeElement === field };
  const query = new URLSearchParams(window.location.search).get('url') ?? '';
  return { url: query.slice(0, 2048), focused: query !== '' };
}
