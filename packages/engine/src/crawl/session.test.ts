import { describe, expect, it } from 'vitest';
import { isSignOutUrl } from '../fetch/sign-out-url.js';
import { SessionWatch } from './session.js';

describe('isSignOutUrl', () => {
  it.each([
    'https://shop.example/logout',
    'https://shop.example/log-out',
    'https://shop.example/account/logoff',
    'https://shop.example/users/sign_out',
    'https://shop.example/signout?next=/',
    'https://shop.example/logout.php',
    'https://shop.example/Account/LogOff.aspx',
    'https://shop.example/wp-login.php?action=logout&_wpnonce=abc',
    'https://shop.example/index.php?do=logout',
    'https://id.example/oidc/end_session',
  ])('%s signs out', (url) => expect(isSignOutUrl(url)).toBe(true));

  it.each([
    'https://shop.example/',
    'https://shop.example/blog/how-to-log-out-of-every-device',
    'https://shop.example/logout-guide/intro',
    'https://shop.example/login',
    'https://shop.example/search?q=logout',
    'not a url',
  ])('%s does not', (url) => expect(isSignOutUrl(url)).toBe(false));
});

const page = (path: string, finalPath = path) => ({
  url: `https://shop.example${path}`,
  finalUrl: `https://shop.example${finalPath}`,
  status: 200,
  redirects: finalPath === path ? 0 : 1,
});

describe('SessionWatch', () => {
  it('reports the session lost after the pages reached signed in', () => {
    const watch = new SessionWatch();
    for (const p of ['/', '/a', '/b']) watch.observe(page(p));
    watch.observe(page('/c', '/login'));
    watch.observe(page('/d', '/login?next=/d'));
    watch.observe(page('/e'));
    expect(watch.result()).toEqual({
      afterPages: 3,
      url: 'https://shop.example/c',
      signInUrl: 'https://shop.example/login',
      pages: 2,
    });
  });

  it('leaves a start page behind the wall to login-wall, and one members-only page among many alone', () => {
    const walled = new SessionWatch();
    walled.observe(page('/', '/login'));
    walled.observe(page('/a', '/login'));
    expect(walled.result()).toBeNull();
    const one = new SessionWatch();
    for (const p of ['/', '/a']) one.observe(page(p));
    one.observe(page('/admin', '/login'));
    for (const p of ['/b', '/c', '/d']) one.observe(page(p));
    expect(one.result()).toBeNull();
  });
});
