import { defineCheck, fail, notApplicable, pass } from '../types.js';

/**
 * A crawl behind a login that lost its session audits sign-in pages instead of the site: say so, with the
 * page where it happened (crawl/session.ts decides; sign-out links are never followed with credentials).
 */
export default defineCheck({
  id: 'crawl-session-lost',
  needs: ['crawl'],
  run(page) {
    const crawl = page.crawl;
    if (!crawl) return notApplicable('notChecked');
    if (!crawl.session) return notApplicable('noCredentials');
    const { lost, signOutSkipped } = crawl.session;
    if (lost === null) return pass('pass', { skipped: signOutSkipped }, { value: 0 });
    const values = {
      after: lost.afterPages,
      url: lost.url,
      signIn: lost.signInUrl,
      pages: lost.pages,
      total: crawl.pages.length,
    };
    return fail('lost', values, {
      value: lost.afterPages,
      items: [{ value: lost.url, note: `→ ${lost.signInUrl}` }],
    });
  },
  strings: {
    en: {
      title: 'Session kept during the crawl',
      fix: 'Find what ended the session: a link or redirect that signs out (Rankscope skips /logout-like URLs, but not every site names them so), a session that expires within minutes, or a limit on requests per session. Pass credentials that last the whole crawl (e.g. a token header instead of a session cookie) and audit again.',
      pass: 'The crawl kept its session: no page redirected to a sign-in page{skipped, plural, =0 {} one { (# sign-out link was left alone)} other { (# sign-out links were left alone)}}.',
      lost: 'The session was lost after {after, plural, one {# page} other {# pages}}: from {url} on, {pages, plural, one {# page} other {# pages}} of the {total} crawled redirected to the sign-in page {signIn}, so the crawl audited the sign-in page instead of them.',
      noCredentials: 'The crawl ran without credentials: there was no session to keep.',
      notChecked: 'The site was not crawled in this audit.',
    },
    es: {
      title: 'Sesión mantenida durante el rastreo',
      fix: 'Averigua qué cerró la sesión: un enlace o una redirección que cierra la sesión (Rankscope omite las URL del tipo /logout, pero no todos los sitios las nombran así), una sesión que caduca en minutos o un límite de peticiones por sesión. Pasa credenciales que duren todo el rastreo (p. ej. una cabecera con un token en lugar de una cookie de sesión) y vuelve a auditar.',
      pass: 'El rastreo mantuvo su sesión: ninguna página redirigió a una página de inicio de sesión{skipped, plural, =0 {} one { (se dejó de lado # enlace de cierre de sesión)} other { (se dejaron de lado # enlaces de cierre de sesión)}}.',
      lost: 'La sesión se perdió tras {after, plural, one {# página} other {# páginas}}: desde {url}, {pages, plural, one {# página} other {# páginas}} {total, plural, one {de la # rastreada} other {de las # rastreadas}} redirigieron a la página de inicio de sesión {signIn}, así que el rastreo auditó la página de inicio de sesión en su lugar.',
      noCredentials: 'El rastreo se hizo sin credenciales: no había sesión que mantener.',
      notChecked: 'El sitio no se rastreó en esta auditoría.',
    },
    fr: {
      title: 'Session conservée pendant l’exploration',
      fix: 'Trouvez ce qui a mis fin à la session : un lien ou une redirection qui déconnecte (Rankscope ignore les URL du type /logout, mais tous les sites ne les nomment pas ainsi), une session qui expire en quelques minutes ou une limite de requêtes par session. Passez des identifiants valables pendant toute l’exploration (par ex. un en-tête avec un jeton plutôt qu’un cookie de session) et relancez l’audit.',
      pass: 'L’exploration a conservé sa session : aucune page n’a redirigé vers une page de connexion{skipped, plural, =0 {} one { (# lien de déconnexion laissé de côté)} other { (# liens de déconnexion laissés de côté)}}.',
      lost: 'La session a été perdue après {after, plural, one {# page} other {# pages}} : à partir de {url}, {pages, plural, one {# page} other {# pages}} {total, plural, one {sur la # explorée} other {sur les # explorées}} ont redirigé vers la page de connexion {signIn} ; l’exploration a donc audité la page de connexion à leur place.',
      noCredentials: 'L’exploration s’est faite sans identifiants : il n’y avait pas de session à conserver.',
      notChecked: 'Le site n’a pas été exploré dans cet audit.',
    },
  },
});
