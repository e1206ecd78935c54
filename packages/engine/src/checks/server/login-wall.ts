import { defineCheck, fail, pass } from '../types.js';

/**
 * A page that is a login form and little else. The visible text of real sign-in pages (the fixtures in
 * login-wall.test.ts, written from WordPress's wp-login.php, GitHub's /login, Django's admin login,
 * Keycloak's theme and Netlify's password page) has 4 to 23 words of main text (18, 23, 4, 12, 7); 150
 * leaves room for a welcome paragraph, while a page with content and a sign-in box in its header or sidebar
 * is not judged by its box (only password fields in the main content count).
 */
export const LOGIN_FORM_MAX_WORDS = 150;

/** First host labels of identity providers' sign-in hosts (accounts.google.com, login.microsoftonline.com…). */
const SIGN_IN_LABELS = new Set(['accounts', 'account', 'login', 'signin', 'auth', 'sso', 'idp']);
/** Hosted sign-in services whose hosts carry the customer's name first. */
const SIGN_IN_DOMAINS = ['cloudflareaccess.com', 'okta.com', 'auth0.com', 'onelogin.com', 'b2clogin.com'];
/** A path segment of a sign-in page: /login, /users/sign_in, /wp-login.php, /Account/Login.aspx, Vercel's /sso-api… */
const SIGN_IN_SEGMENT =
  /^(log-?in|log-?on|sign[-_]?in|auth|authenticate|authorize|sso|sso-api|oauth2?|saml2?|wp-login)(\.(php|aspx?|jsp|html?))?$/i;

/** Whether a URL is a sign-in page by its host or its path. */
export function isSignInUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const first = host.split('.')[0] ?? '';
  if (host.includes('.') && SIGN_IN_LABELS.has(first)) return true;
  if (SIGN_IN_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  return url.pathname.split('/').some((segment) => SIGN_IN_SEGMENT.test(segment));
}

export default defineCheck({
  id: 'login-wall',
  needs: ['fetch', 'passwordFields', 'text'],
  run(page) {
    const { status, finalUrl, requestedUrl, redirects } = page.fetch;
    if (status === 401 || status === 403) return fail('status', { status, url: finalUrl }, { value: status });
    // Redirected to a sign-in page; auditing the sign-in page itself on purpose is left to the form test.
    if (redirects.length > 0 && isSignInUrl(finalUrl) && !isSignInUrl(requestedUrl)) {
      return fail('redirect', { url: finalUrl }, { value: finalUrl, items: [{ value: finalUrl }] });
    }
    const fields = page.passwordFields.filter((f) => f.inMain && !f.hidden);
    const words = page.text.wordCount;
    if (fields.length > 0 && words <= LOGIN_FORM_MAX_WORDS) {
      const items = fields.map((f) => ({
        value: `<input type="password"${f.attrs.name ? ` name="${f.attrs.name}"` : ''}>`,
        line: f.line,
      }));
      return fail('form', { count: words, url: finalUrl }, { value: words, items });
    }
    return pass('pass', { url: finalUrl });
  },
  strings: {
    en: {
      title: 'Sign-in wall',
      fix: 'Audit the content, not its sign-in page: pass credentials with --header "Name: value", --cookie "name=value" or --auth user:password (in the web app: the Advanced part of the audit form), or make the page public if search engines should index it.',
      pass: 'The audit reached the content, not a sign-in page.',
      status:
        'Rankscope reached a sign-in page, not your content: pass credentials with --header, --cookie or --auth (the page answered {status}).',
      form: 'Rankscope reached a sign-in page, not your content: pass credentials with --header, --cookie or --auth (a password field and {count, plural, one {# word} other {# words}} of text).',
      redirect:
        'Rankscope reached a sign-in page, not your content: pass credentials with --header, --cookie or --auth (redirected to {url}).',
    },
    es: {
      title: 'Muro de inicio de sesión',
      fix: 'Audita el contenido, no su página de inicio de sesión: pasa credenciales con --header "Nombre: valor", --cookie "nombre=valor" o --auth usuario:contraseña (en la aplicación web: la parte Avanzado del formulario de auditoría), o haz pública la página si los buscadores deben indexarla.',
      pass: 'La auditoría llegó al contenido, no a una página de inicio de sesión.',
      status:
        'Rankscope llegó a una página de inicio de sesión, no a tu contenido: pasa credenciales con --header, --cookie o --auth (la página respondió {status}).',
      form: 'Rankscope llegó a una página de inicio de sesión, no a tu contenido: pasa credenciales con --header, --cookie o --auth (un campo de contraseña y {count, plural, one {# palabra} other {# palabras}} de texto).',
      redirect:
        'Rankscope llegó a una página de inicio de sesión, no a tu contenido: pasa credenciales con --header, --cookie o --auth (redirigida a {url}).',
    },
    fr: {
      title: 'Mur de connexion',
      fix: 'Auditez le contenu, pas sa page de connexion : passez des identifiants avec --header "Nom: valeur", --cookie "nom=valeur" ou --auth utilisateur:mot-de-passe (dans l’application web : la partie Avancé du formulaire d’audit), ou rendez la page publique si les moteurs de recherche doivent l’indexer.',
      pass: 'L’audit a atteint le contenu, pas une page de connexion.',
      status:
        'Rankscope a atteint une page de connexion, pas votre contenu : passez des identifiants avec --header, --cookie ou --auth (la page a répondu {status}).',
      form: 'Rankscope a atteint une page de connexion, pas votre contenu : passez des identifiants avec --header, --cookie ou --auth (un champ de mot de passe et {count, plural, one {# mot} other {# mots}} de texte).',
      redirect:
        'Rankscope a atteint une page de connexion, pas votre contenu : passez des identifiants avec --header, --cookie ou --auth (redirigée vers {url}).',
    },
  },
});
