import { isIP } from 'node:net';
import { headerValues } from '../../artifact.js';
import { defineCheck, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { firstHsts, parseHsts } from './_hsts.js';
import { serverConfigFix } from '../../fix/server-config.js';

const YEAR = 31_536_000;
const HEADER = 'Strict-Transport-Security';
const INVALID = {
  noMaxAge: 'invalidNoMaxAge',
  badMaxAge: 'invalidMaxAge',
  duplicate: 'invalidDuplicate',
  syntax: 'invalidSyntax',
} as const;

export default defineCheck({
  id: 'hsts',
  needs: ['fetch', 'url'],
  run(page) {
    // Browsers ignore the header over plain HTTP (an attacker could forge it) and for IP-address hosts.
    if (page.url.protocol !== 'https:') return notApplicable('notHttps', { url: page.url.href });
    const host = page.url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) return notApplicable('ipHost', { host });
    const sent = firstHsts(headerValues(page, HEADER));
    if (!sent)
      return warn(
        'missing',
        { url: page.url.href },
        { items: [{ value: page.url.href, note: `no ${HEADER}` }] },
      );

    const header = sent.first;
    const items: CheckItem[] = [
      { value: header || '(empty)', note: HEADER },
      ...sent.ignored.map((v) => ({ value: v, note: `${HEADER} (ignored: only the first header counts)` })),
    ];
    const hsts = parseHsts(header);
    if (!hsts.valid)
      return warn(INVALID[hsts.problem], { header, directive: hsts.directive }, { items, value: null });

    const { maxAge } = hsts;
    // max-age is quoted as written (31536000), not as a formatted number (31,536,000).
    const values = { header, maxAge: String(maxAge), days: Math.floor(maxAge / 86_400) };
    const extra = { items, value: maxAge };
    if (maxAge === 0) return warn('disabled', values, extra);
    if (maxAge < YEAR) return warn('short', values, extra);
    if (!hsts.includeSubDomains) return warn('noSubdomains', values, extra);
    return pass(hsts.preload ? 'passPreload' : 'pass', values, extra);
  },
  strings: {
    en: {
      title: 'HSTS (Strict-Transport-Security)',
      fix: 'Send "Strict-Transport-Security: max-age=31536000; includeSubDomains" on every HTTPS response (add "; preload" once every subdomain serves HTTPS, then submit the domain at hstspreload.org).',
      pass: 'HSTS is on for {days, plural, one {# day} other {# days}} (max-age={maxAge}) with includeSubDomains: "{header}".',
      passPreload:
        'HSTS is on for {days, plural, one {# day} other {# days}} (max-age={maxAge}) with includeSubDomains and preload: "{header}".',
      missing: 'The HTTPS response of {url} sends no Strict-Transport-Security header.',
      disabled: 'The Strict-Transport-Security header sets max-age=0, which switches HSTS off: "{header}".',
      short:
        'HSTS lasts only {days, plural, one {# day} other {# days}} (max-age={maxAge}); at least one year (31536000) is recommended: "{header}".',
      noSubdomains:
        'HSTS lasts {days, plural, one {# day} other {# days}} (max-age={maxAge}) but does not cover subdomains (no includeSubDomains): "{header}".',
      invalidNoMaxAge:
        'The Strict-Transport-Security header has no max-age, so browsers ignore it: "{header}".',
      invalidMaxAge:
        'The Strict-Transport-Security header has an invalid {directive}, so browsers ignore it: "{header}".',
      invalidDuplicate:
        'The Strict-Transport-Security header repeats {directive}, so browsers ignore it: "{header}".',
      invalidSyntax:
        'The Strict-Transport-Security header has a malformed directive "{directive}", so browsers ignore it: "{header}".',
      notHttps: 'The page is served over plain HTTP ({url}); browsers ignore HSTS on HTTP responses.',
      ipHost: 'The page is served from the IP address {host}; browsers do not apply HSTS to IP addresses.',
    },
    es: {
      title: 'HSTS (Strict-Transport-Security)',
      fix: 'Envía "Strict-Transport-Security: max-age=31536000; includeSubDomains" en cada respuesta HTTPS (añade "; preload" cuando todos los subdominios sirvan HTTPS y registra el dominio en hstspreload.org).',
      pass: 'HSTS está activo durante {days, plural, one {# día} other {# días}} (max-age={maxAge}) con includeSubDomains: "{header}".',
      passPreload:
        'HSTS está activo durante {days, plural, one {# día} other {# días}} (max-age={maxAge}) con includeSubDomains y preload: "{header}".',
      missing: 'La respuesta HTTPS de {url} no envía la cabecera Strict-Transport-Security.',
      disabled: 'La cabecera Strict-Transport-Security fija max-age=0, lo que desactiva HSTS: "{header}".',
      short:
        'HSTS dura solo {days, plural, one {# día} other {# días}} (max-age={maxAge}); se recomienda al menos un año (31536000): "{header}".',
      noSubdomains:
        'HSTS dura {days, plural, one {# día} other {# días}} (max-age={maxAge}) pero no cubre los subdominios (sin includeSubDomains): "{header}".',
      invalidNoMaxAge:
        'La cabecera Strict-Transport-Security no tiene max-age, así que los navegadores la ignoran: "{header}".',
      invalidMaxAge:
        'La cabecera Strict-Transport-Security tiene un {directive} no válido, así que los navegadores la ignoran: "{header}".',
      invalidDuplicate:
        'La cabecera Strict-Transport-Security repite {directive}, así que los navegadores la ignoran: "{header}".',
      invalidSyntax:
        'La cabecera Strict-Transport-Security tiene una directiva mal formada "{directive}", así que los navegadores la ignoran: "{header}".',
      notHttps:
        'La página se sirve por HTTP sin cifrar ({url}); los navegadores ignoran HSTS en respuestas HTTP.',
      ipHost:
        'La página se sirve desde la dirección IP {host}; los navegadores no aplican HSTS a direcciones IP.',
    },
    fr: {
      title: 'HSTS (Strict-Transport-Security)',
      fix: 'Envoyez « Strict-Transport-Security: max-age=31536000; includeSubDomains » sur chaque réponse HTTPS (ajoutez « ; preload » une fois que tous les sous-domaines servent HTTPS, puis inscrivez le domaine sur hstspreload.org).',
      pass: 'HSTS est actif pendant {days, plural, one {# jour} other {# jours}} (max-age={maxAge}) avec includeSubDomains : « {header} ».',
      passPreload:
        'HSTS est actif pendant {days, plural, one {# jour} other {# jours}} (max-age={maxAge}) avec includeSubDomains et preload : « {header} ».',
      missing: "La réponse HTTPS de {url} n'envoie pas d'en-tête Strict-Transport-Security.",
      disabled: "L'en-tête Strict-Transport-Security fixe max-age=0, ce qui désactive HSTS : « {header} ».",
      short:
        'HSTS ne dure que {days, plural, one {# jour} other {# jours}} (max-age={maxAge}) ; au moins un an (31536000) est recommandé : « {header} ».',
      noSubdomains:
        'HSTS dure {days, plural, one {# jour} other {# jours}} (max-age={maxAge}) mais ne couvre pas les sous-domaines (pas de includeSubDomains) : « {header} ».',
      invalidNoMaxAge:
        "L'en-tête Strict-Transport-Security n'a pas de max-age, les navigateurs l'ignorent : « {header} ».",
      invalidMaxAge:
        "L'en-tête Strict-Transport-Security a un {directive} invalide, les navigateurs l'ignorent : « {header} ».",
      invalidDuplicate:
        "L'en-tête Strict-Transport-Security répète {directive}, les navigateurs l'ignorent : « {header} ».",
      invalidSyntax:
        "L'en-tête Strict-Transport-Security contient une directive mal formée « {directive} », les navigateurs l'ignorent : « {header} ».",
      notHttps:
        'La page est servie en HTTP non chiffré ({url}) ; les navigateurs ignorent HSTS sur les réponses HTTP.',
      ipHost:
        "La page est servie depuis l'adresse IP {host} ; les navigateurs n'appliquent pas HSTS aux adresses IP.",
    },
  },
  fix: serverConfigFix,
});
