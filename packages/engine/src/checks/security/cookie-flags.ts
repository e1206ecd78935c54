import { headerValues } from '../../artifact.js';
import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { isDeletion, isSessionLike, parseSetCookie, splitSetCookie, type SetCookie } from './_cookies.js';

const SAME_SITE = new Set(['strict', 'lax', 'none']);

interface Verdict {
  cookie: SetCookie;
  session: boolean;
  /** Attributes it lacks (Secure, HttpOnly, SameSite). */
  missing: string[];
  critical: 'insecureSession' | 'sameSiteNone' | null;
  notes: string[];
}

function judge(cookie: SetCookie, https: boolean): Verdict {
  const session = isSessionLike(cookie.name);
  const missing: string[] = [];
  const notes: string[] = [];
  if (!cookie.secure) missing.push('Secure');
  if (session && !cookie.httpOnly) missing.push('HttpOnly');
  // Browsers treat an unknown SameSite value as absent (and default to Lax).
  if (cookie.sameSite === null || !SAME_SITE.has(cookie.sameSite)) {
    missing.push('SameSite');
    if (cookie.sameSite !== null) notes.push(`SameSite=${cookie.sameSite} is not a valid value`);
  }
  if (cookie.secure && !https) notes.push('Secure cookie set over HTTP: browsers reject it');
  let critical: Verdict['critical'] = null;
  if (session && !cookie.secure) critical = 'insecureSession';
  else if (cookie.sameSite === 'none' && !cookie.secure) critical = 'sameSiteNone';
  if (critical === 'sameSiteNone') notes.push('SameSite=None without Secure: browsers reject it');
  return { cookie, session, missing, critical, notes };
}

const label = (v: Verdict): string => v.cookie.name || '(no name)';

export default defineCheck({
  id: 'cookie-flags',
  needs: ['fetch', 'url'],
  run(page) {
    // Only cookie names are reported: values may be live session secrets.
    const all = splitSetCookie(headerValues(page, 'set-cookie')).map(parseSetCookie);
    if (all.length === 0) return notApplicable('none');
    const cookies = all.filter((c) => !isDeletion(c, page.fetch.fetchedAt));
    if (cookies.length === 0) return notApplicable('onlyDeleted', { total: all.length });
    const https = page.url.protocol === 'https:';
    const verdicts = cookies.map((c) => judge(c, https));
    const offending = verdicts.filter((v) => v.missing.length > 0 || v.notes.length > 0);
    const item = (v: Verdict): CheckItem => ({
      value: label(v),
      note: [
        ...(v.missing.length > 0 ? [`missing ${v.missing.join(', ')}`] : []),
        ...(v.session ? ['session-like name'] : []),
        ...v.notes,
      ].join('; '),
    });
    const items = offending.map(item);
    const total = cookies.length;

    const critical = offending.filter((v) => v.critical !== null);
    const [worst] = critical;
    if (worst?.critical) {
      const values = { name: label(worst), count: critical.length, total };
      return fail(worst.critical, values, { items, value: critical.length });
    }
    const [first] = offending;
    if (first) {
      const values = {
        name: label(first),
        missing: first.missing.join(', '),
        count: offending.length,
        total,
      };
      return warn(first.missing.length > 0 ? 'missing' : 'rejected', values, {
        items,
        value: offending.length,
      });
    }
    return pass('pass', { total }, { value: 0 });
  },
  strings: {
    en: {
      title: 'Cookie security flags',
      fix: 'Add "; Secure; SameSite=Lax" to every Set-Cookie (SameSite=None only together with Secure) and "; HttpOnly" to session and login cookies, in the framework\'s session/cookie settings.',
      pass: '{total, plural, =1 {The cookie set by the page is Secure with SameSite, and HttpOnly if it is a session cookie} other {All # cookies set by the page are Secure with SameSite, and session cookies are HttpOnly}}.',
      missing:
        '{count} of {total, plural, one {# cookie} other {# cookies}} {count, plural, one {lacks} other {lack}} security flags, e.g. "{name}" has no {missing}.',
      rejected:
        '{count} of {total, plural, one {# cookie} other {# cookies}} {count, plural, one {is} other {are}} rejected by browsers as set, e.g. "{name}".',
      insecureSession:
        'The session cookie "{name}" is sent without Secure, so it also travels over plain HTTP ({count} of {total, plural, one {# cookie} other {# cookies}} critical).',
      sameSiteNone:
        'The cookie "{name}" sets SameSite=None without Secure, which browsers reject ({count} of {total, plural, one {# cookie} other {# cookies}} critical).',
      none: 'The page sets no cookies (no Set-Cookie header on the document).',
      onlyDeleted:
        'The page only deletes cookies ({total, plural, one {# Set-Cookie header that expires} other {# Set-Cookie headers that expire}} at once); none is stored.',
    },
    es: {
      title: 'Atributos de seguridad de las cookies',
      fix: 'Añade "; Secure; SameSite=Lax" a cada Set-Cookie (SameSite=None solo junto con Secure) y "; HttpOnly" a las cookies de sesión y de inicio de sesión, en la configuración de sesión/cookies del framework.',
      pass: '{total, plural, =1 {La cookie que fija la página es Secure con SameSite, y HttpOnly si es de sesión} other {Las # cookies que fija la página son Secure con SameSite, y las de sesión son HttpOnly}}.',
      missing:
        '{count} de {total, plural, one {# cookie} other {# cookies}} {count, plural, one {carece} other {carecen}} de atributos de seguridad, p. ej. "{name}" no tiene {missing}.',
      rejected:
        '{count} de {total, plural, one {# cookie} other {# cookies}} {count, plural, one {es rechazada} other {son rechazadas}} por los navegadores tal como se envían, p. ej. "{name}".',
      insecureSession:
        'La cookie de sesión "{name}" se envía sin Secure, así que también viaja por HTTP sin cifrar ({count} de {total, plural, one {# cookie} other {# cookies}} {count, plural, one {crítica} other {críticas}}).',
      sameSiteNone:
        'La cookie "{name}" fija SameSite=None sin Secure, que los navegadores rechazan ({count} de {total, plural, one {# cookie} other {# cookies}} {count, plural, one {crítica} other {críticas}}).',
      none: 'La página no fija cookies (ninguna cabecera Set-Cookie en el documento).',
      onlyDeleted:
        'La página solo borra cookies ({total, plural, one {# cabecera Set-Cookie que caduca} other {# cabeceras Set-Cookie que caducan}} al instante); no se guarda ninguna.',
    },
    fr: {
      title: 'Attributs de sécurité des cookies',
      fix: 'Ajoutez « ; Secure; SameSite=Lax » à chaque Set-Cookie (SameSite=None seulement avec Secure) et « ; HttpOnly » aux cookies de session et de connexion, dans les réglages de session/cookies du framework.',
      pass: '{total, plural, =1 {Le cookie posé par la page est Secure avec SameSite, et HttpOnly s’il est de session} other {Les # cookies posés par la page sont Secure avec SameSite, et ceux de session sont HttpOnly}}.',
      missing:
        "{count, plural, one {# cookie} other {# cookies}} sur {total} {count, plural, one {n'a pas tous ses attributs} other {n'ont pas tous leurs attributs}} de sécurité, par ex. « {name} » n'a pas {missing}.",
      rejected:
        '{count, plural, one {# cookie} other {# cookies}} sur {total} {count, plural, one {est rejeté} other {sont rejetés}} par les navigateurs tels quels, par ex. « {name} ».',
      insecureSession:
        'Le cookie de session « {name} » est envoyé sans Secure : il circule aussi en HTTP non chiffré ({count, plural, one {# cookie critique} other {# cookies critiques}} sur {total}).',
      sameSiteNone:
        'Le cookie « {name} » fixe SameSite=None sans Secure, ce que les navigateurs rejettent ({count, plural, one {# cookie critique} other {# cookies critiques}} sur {total}).',
      none: "La page ne pose aucun cookie (pas d'en-tête Set-Cookie sur le document).",
      onlyDeleted:
        "La page ne fait que supprimer des cookies ({total, plural, one {# en-tête Set-Cookie qui expire} other {# en-têtes Set-Cookie qui expirent}} aussitôt) ; aucun n'est conservé.",
    },
  },
});
