import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './cookie-flags.js';
import { isSessionLike, splitSetCookie } from './_cookies.js';

const html = doc('<title>Shop</title>');
const cookies = (setCookie: string | string[], url = 'https://shop.example.com/') =>
  runOn(check, html, { url, headers: { 'set-cookie': setCookie } });

describe('cookie-flags', () => {
  it('passes Secure cookies with SameSite, session ones HttpOnly', () => {
    const out = cookies([
      'PHPSESSID=9f8e7d; Path=/; Secure; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/; secure; samesite=strict',
    ]);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'All 2 cookies set by the page are Secure with SameSite, and session cookies are HttpOnly.',
    );
  });

  it('is critical for a session cookie without Secure, never leaking its value', () => {
    const out = cookies([
      'sessionid=s3cr3t-value; Path=/; HttpOnly; SameSite=Lax',
      'lang=en; Secure; SameSite=Lax',
    ]);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      'The session cookie "sessionid" is sent without Secure, so it also travels over plain HTTP (1 of 2 cookies critical).',
    );
    expect(out.items).toEqual([{ value: 'sessionid', note: 'missing Secure; session-like name' }]);
    expect(JSON.stringify(out)).not.toContain('s3cr3t');
  });

  it('is critical for SameSite=None without Secure', () => {
    const out = cookies('_ga_consent=1; SameSite=None');
    expect(out.status).toBe('critical');
    expect(out.key).toBe('sameSiteNone');
    expect(messageOf(check, out, 'es')).toBe(
      'La cookie "_ga_consent" fija SameSite=None sin Secure, que los navegadores rechazan (1 de 1 cookie crítica).',
    );
  });

  it('recommends SameSite and HttpOnly where they are missing', () => {
    const out = cookies(['cart=3; Secure', 'auth_token=x; Secure; SameSite=Strict']);
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toBe('2 of 2 cookies lack security flags, e.g. "cart" has no SameSite.');
    expect(out.items).toEqual([
      { value: 'cart', note: 'missing SameSite' },
      { value: 'auth_token', note: 'missing HttpOnly; session-like name' },
    ]);
  });

  it('recommends Secure on a non-session cookie, and treats an unknown SameSite as absent', () => {
    const out = cookies('prefs=a; SameSite=Relaxed');
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: 'prefs', note: 'missing Secure, SameSite; SameSite=relaxed is not a valid value' },
    ]);
  });

  it('splits a folded header line without breaking Expires dates', () => {
    const line =
      'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Secure; SameSite=Lax, b=2; Secure; SameSite=Lax';
    expect(splitSetCookie([line])).toHaveLength(2);
    expect(cookies(line).status).toBe('good');
  });

  it('ignores cookies that are being deleted', () => {
    const out = cookies(['session=; Max-Age=0; Path=/', 'auth=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The page only deletes cookies (2 Set-Cookie headers that expire at once); none is stored.',
    );
    expect(cookies(['session=; Max-Age=0', 'x=1; Secure; SameSite=Lax']).status).toBe('good');
  });

  it('notes that a Secure cookie set over HTTP is rejected', () => {
    const out = cookies('lang=en; Secure; SameSite=Lax', 'http://shop.example.com/');
    expect(out.status).toBe('recommended');
    expect(out.key).toBe('rejected');
    expect(out.items?.[0]?.note).toBe('Secure cookie set over HTTP: browsers reject it');
  });

  it('is n/a when the document sets no cookie', () => {
    const out = runOn(check, html, { url: 'https://shop.example.com/' });
    expect(out.status).toBe('na');
    expect(messageOf(check, out, 'fr')).toBe(
      "La page ne pose aucun cookie (pas d'en-tête Set-Cookie sur le document).",
    );
  });

  it('recognises session-like names and leaves CSRF tokens and look-alikes alone', () => {
    for (const name of [
      'PHPSESSID',
      'JSESSIONID',
      'connect.sid',
      'laravel_session',
      'wordpress_logged_in_abc',
      'jwt',
      'refresh_token',
      'remember_me',
      '.AspNetCore.Cookies',
      '__Host-sid',
    ])
      expect(isSessionLike(name), name).toBe(true);
    for (const name of ['XSRF-TOKEN', 'csrftoken', 'author_pref', 'consider', 'theme', '_ga'])
      expect(isSessionLike(name), name).toBe(false);
  });
});
