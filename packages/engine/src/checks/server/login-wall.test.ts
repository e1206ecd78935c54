import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runOn } from '../../test-support/index.js';
import check, { isSignInUrl, LOGIN_FORM_MAX_WORDS } from './login-wall.js';

const FLAGS = 'pass credentials with --header, --cookie or --auth';

/** The visible structure and text of real sign-in pages (as served to a browser without a session). */
const LOGIN_PAGES: Record<string, string> = {
  wordpress: doc(
    '<title>Log In &lsaquo; My Blog &#8212; WordPress</title>',
    `<div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
    <form name="loginform" id="loginform" action="/wp-login.php" method="post">
    <p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login"></p>
    <div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass"></div>
    <p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p>
    <p class="submit"><input type="submit" name="wp-submit" value="Log In"></p></form>
    <p id="nav"><a href="/wp-login.php?action=lostpassword">Lost your password?</a></p>
    <p id="backtoblog"><a href="/">&larr; Go to My Blog</a></p></div>
    <div class="language-switcher"><form id="language-switcher"><label for="language-switcher-locales">Language</label>
    <select name="wp_lang"><option value="en_US">English (United States)</option><option value="es_ES">Español</option></select>
    <input type="submit" value="Change"></form></div>`,
  ),
  github: doc(
    '<title>Sign in to GitHub · GitHub</title>',
    `<header role="banner"><a href="https://github.com/">GitHub</a></header>
    <main><div class="auth-form"><h1>Sign in to GitHub</h1>
    <form action="/session" method="post"><label for="login_field">Username or email address</label>
    <input type="text" name="login" id="login_field"><label for="password">Password</label>
    <input type="password" name="password" id="password"><a href="/password_reset">Forgot password?</a>
    <input type="submit" value="Sign in"></form>
    <p>or</p><button type="button">Sign in with a passkey</button>
    <p>New to GitHub? <a href="/signup">Create an account</a></p></div></main>
    <footer role="contentinfo"><ul><li><a href="/site/terms">Terms</a></li><li><a href="/site/privacy">Privacy</a></li>
    <li><a href="https://docs.github.com">Docs</a></li><li><a href="https://support.github.com">Contact GitHub Support</a></li>
    <li><button>Manage cookies</button></li><li><button>Do not share my personal information</button></li></ul></footer>`,
  ),
  djangoAdmin: doc(
    '<title>Log in | Django site admin</title>',
    `<div id="container"><div id="header"><div id="branding"><h1 id="site-name"><a href="/admin/">Django administration</a></h1></div></div>
    <main id="content-start" class="content"><div id="content" class="colM">
    <form action="/admin/login/?next=/admin/" method="post" id="login-form">
    <div class="form-row"><label class="required" for="id_username">Username:</label><input type="text" name="username" id="id_username"></div>
    <div class="form-row"><label class="required" for="id_password">Password:</label><input type="password" name="password" id="id_password"></div>
    <div class="submit-row"><input type="submit" value="Log in"></div></form></div></main></div>`,
  ),
  keycloak: doc(
    '<title>Sign in to Example</title>',
    `<div class="login-pf-page"><div id="kc-header"><div id="kc-header-wrapper">Example</div></div>
    <div class="card-pf"><header class="login-pf-header"><h1 id="kc-page-title">Sign in to your account</h1></header>
    <div id="kc-content"><form id="kc-form-login" action="/realms/example/login-actions/authenticate" method="post">
    <label for="username">Username or email</label><input id="username" name="username" type="text">
    <label for="password">Password</label><input id="password" name="password" type="password">
    <div id="kc-form-options"><input id="rememberMe" name="rememberMe" type="checkbox"> Remember me</div>
    <a href="/realms/example/login-actions/reset-credentials">Forgot Password?</a>
    <input name="login" id="kc-login" type="submit" value="Sign In"></form></div>
    <div id="kc-registration"><span>New user? <a href="/realms/example/login-actions/registration">Register</a></span></div></div></div>`,
  ),
  netlifyPassword: doc(
    '<title>Password protected site</title>',
    `<main><h1>This site is password protected</h1>
    <form method="post" action="/.netlify/functions/__password"><label for="password">Password</label>
    <input type="password" name="password" id="password" autofocus><button type="submit">Submit</button></form></main>`,
  ),
};

/** A paragraph of n distinct words. */
const words = (n: number): string => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

describe('login-wall', () => {
  it('is critical on 401 and 403, naming the status in every language', () => {
    const out = runOn(check, doc('<title>Unauthorized</title>', '<h1>401 Authorization Required</h1>'), {
      status: 401,
    });
    expect(out.status).toBe('critical');
    expect(out.key).toBe('status');
    expect(messageOf(check, out)).toBe(
      `Rankscope reached a sign-in page, not your content: ${FLAGS} (the page answered 401).`,
    );
    expect(messageOf(check, out, 'es')).toContain('respondió 401');
    expect(messageOf(check, out, 'fr')).toContain('a répondu 401');
    expect(runOn(check, '', { status: 403 }).status).toBe('critical');
  });

  it('leaves other client errors to http-status', () => {
    expect(runOn(check, doc('<title>Not found</title>', '<h1>Not found</h1>'), { status: 404 }).status).toBe(
      'good',
    );
    expect(runOn(check, doc('<title>Gone</title>'), { status: 410 }).status).toBe('good');
  });

  it('finds the login form of real sign-in pages (each has 45 words of main text or fewer)', () => {
    for (const [name, html] of Object.entries(LOGIN_PAGES)) {
      const page = pageFromHtml(html);
      expect(page.text.wordCount, name).toBeLessThanOrEqual(45);
      const out = runOn(check, html);
      expect(out.status, name).toBe('critical');
      expect(out.key, name).toBe('form');
      expect(out.items?.[0]?.value, name).toMatch(/^<input type="password"/);
    }
    const out = runOn(check, LOGIN_PAGES.netlifyPassword ?? '');
    expect(messageOf(check, out)).toContain(FLAGS);
    expect(messageOf(check, out, 'fr')).toMatch(/\d+ mots de texte/);
  });

  it('is critical when redirects end on a sign-in host or path', () => {
    const hop = (url: string, location: string) => ({ url, status: 302, location, timeMs: 4 });
    const cases = [
      'https://accounts.google.com/ServiceLogin?continue=https%3A%2F%2Fexample.com%2F',
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      'https://example.com/login?next=%2Fdashboard',
      'https://example.com/users/sign_in',
      'https://example.com/wp-login.php?redirect_to=%2Fmembers%2F',
      'https://team.cloudflareaccess.com/cdn-cgi/access/login/example.com',
      'https://vercel.com/sso-api?url=https%3A%2F%2Fpreview.vercel.app%2F',
    ];
    for (const target of cases) {
      const out = runOn(check, doc('<title>Sign in</title>', '<p>Continue with your account.</p>'), {
        url: 'https://example.com/members/',
        finalUrl: target,
        redirects: [hop('https://example.com/members/', target)],
      });
      expect(out.status, target).toBe('critical');
      expect(out.key, target).toBe('redirect');
      expect(messageOf(check, out), target).toContain(`(redirected to ${target})`);
    }
  });

  it('passes a redirect that ends on content, and a sign-in URL audited on purpose without a form', () => {
    const out = runOn(check, doc('<title>Blog</title>', words(400)), {
      url: 'http://example.com/blog',
      finalUrl: 'https://www.example.com/blog/author/ann',
      redirects: [
        {
          url: 'http://example.com/blog',
          status: 301,
          location: 'https://www.example.com/blog/author/ann',
          timeMs: 3,
        },
      ],
    });
    expect(out.status).toBe('good');
    expect(isSignInUrl('https://www.example.com/authors/')).toBe(false);
    expect(isSignInUrl('https://example.com/blog/login-tips-for-seniors')).toBe(false);
    expect(isSignInUrl('https://authority.example.com/')).toBe(false);
    expect(isSignInUrl('https://example.com/Account/Login.aspx')).toBe(true);
  });

  it('does not flag ordinary pages with a search or newsletter form or a sign-in link', () => {
    const article = doc(
      '<title>How to brew coffee</title>',
      `<header><nav><a href="/">Home</a> <a href="/login">Sign in</a> <a href="/signup">Create account</a></nav>
      <form role="search" action="/search"><input type="search" name="q" placeholder="Search"><button>Search</button></form></header>
      <main><h1>How to brew coffee</h1>${words(320)}
      <form action="/subscribe"><label>Get our newsletter <input type="email" name="email"></label><button>Subscribe</button></form></main>`,
    );
    expect(runOn(check, article).status).toBe('good');
  });

  it('does not flag a content page with a sign-in box in its header or sidebar, even a short one', () => {
    const box =
      '<form action="/login"><input name="user"><input type="password" name="pass"><button>Log in</button></form>';
    const forum = doc(
      '<title>Forum</title>',
      `<header>${box}</header><main><h1>Latest topics</h1>${words(60)}</main><aside>${box}</aside>`,
    );
    expect(runOn(check, forum).status).toBe('good');
    // A closed sign-in dialog (hidden) on a short landing page is not what the page shows.
    const landing = doc(
      '<title>App</title>',
      `<main><h1>Our app</h1>${words(40)}<div hidden>${box}</div></main>`,
    );
    expect(runOn(check, landing).status).toBe('good');
  });

  it('passes an article that embeds a password field in its content, above the word limit', () => {
    const html = doc(
      '<title>Members area</title>',
      `<main>${words(LOGIN_FORM_MAX_WORDS + 1)}<input type="password" name="code"></main>`,
    );
    expect(runOn(check, html).status).toBe('good');
    const atLimit = doc(
      '<title>Gate</title>',
      `<main>${words(LOGIN_FORM_MAX_WORDS)}<input type="password"></main>`,
    );
    expect(runOn(check, atLimit).status).toBe('critical');
  });
});
