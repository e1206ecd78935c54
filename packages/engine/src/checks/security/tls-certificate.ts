import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { coveredNames, endpoint, tlsInput } from './_tls.js';

type Values = Record<string, string | number>;
const day = (iso: string | null): string => (iso ?? '').slice(0, 10);

export default defineCheck({
  id: 'tls-certificate',
  needs: ['site', 'url'],
  run(page) {
    const input = tlsInput(page);
    if ('outcome' in input) return input.outcome;
    const { tls } = input;
    const cert = tls.certificate;
    if (!cert) {
      return notApplicable('unreachable', { endpoint: endpoint(tls), error: tls.error ?? 'NO_CERTIFICATE' });
    }

    const { host } = tls;
    const date = day(cert.validTo);
    const days = cert.daysLeft;
    const subject = cert.subject || host;
    // Each of these puts a full-page warning in front of visitors; all are listed, the first is the message.
    const problems: { key: string; values: Values; item: CheckItem }[] = [];
    const add = (key: string, values: Values, value: string, note: string): void =>
      void problems.push({ key, values: { host, ...values }, item: { value, note } });
    if (days !== null && days < 0) add('expired', { date }, subject, `notAfter ${date}`);
    if (cert.notYetValid) {
      const from = day(cert.validFrom);
      add('notYetValid', { date: from }, subject, `notBefore ${from}`);
    }
    if (tls.hostnameMatch === false) {
      const names = coveredNames(cert);
      add('mismatch', { names }, host, `certificate names: ${names}`);
    }
    // Expiry has its own message above; OpenSSL reports it as a chain error too.
    const error = tls.authorizationError ?? 'UNTRUSTED';
    if (tls.authorized === false && !['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID'].includes(error)) {
      add('untrusted', { error, issuer: cert.issuer || '?' }, cert.issuer || subject, error);
    }
    const left = `notAfter ${date} (${days} days left)`;
    if (days !== null && days >= 0 && days <= 7) add('expiresSoon', { date, days }, subject, left);

    const [first] = problems;
    if (first) return fail(first.key, first.values, { items: problems.map((p) => p.item), value: days });
    if (days === null) return notApplicable('noDates', { endpoint: endpoint(tls) });
    const values = { host, date, days, issuer: cert.issuer };
    if (days < 30) return warn('expiring', values, { items: [{ value: subject, note: left }], value: days });
    return pass('pass', values, { value: days });
  },
  strings: {
    en: {
      title: 'TLS certificate',
      fix: "Serve a certificate from a public CA (e.g. Let's Encrypt) that lists every host name in its SAN, with the full intermediate chain, and automate renewal well before notAfter (certbot/ACME renews at 30 days left).",
      pass: 'The certificate of {host} is trusted, names the host and is valid until {date} ({days, plural, one {# day} other {# days}} left); issuer: {issuer}.',
      expiring:
        'The certificate of {host} expires on {date}, in {days, plural, one {# day} other {# days}}; issuer: {issuer}.',
      expiresSoon:
        'The certificate of {host} expires on {date}, in {days, plural, one {# day} other {# days}}.',
      expired: 'The certificate of {host} expired on {date}: browsers show a full-page warning.',
      notYetValid: 'The certificate of {host} is not valid before {date}: browsers show a full-page warning.',
      mismatch: 'The certificate served for {host} does not name this host; it covers {names}.',
      untrusted: 'The certificate of {host} is not trusted by browsers ({error}); issuer: {issuer}.',
      notHttps: 'The page is served over plain HTTP ({url}): there is no TLS certificate to check.',
      noSite: 'The TLS certificate was not inspected: the site-level requests did not run.',
      failed: 'The TLS certificate could not be inspected: {reason}.',
      unreachable:
        'The TLS handshake with {endpoint} did not complete ({error}), so its certificate could not be inspected.',
      noDates: 'The certificate of {endpoint} has no readable validity dates.',
    },
    es: {
      title: 'Certificado TLS',
      fix: "Sirve un certificado de una CA pública (p. ej. Let's Encrypt) que incluya todos los nombres de host en su SAN, con la cadena intermedia completa, y automatiza la renovación mucho antes de notAfter (certbot/ACME renueva a 30 días del vencimiento).",
      pass: 'El certificado de {host} es de confianza, nombra al host y es válido hasta el {date} ({days, plural, one {queda # día} other {quedan # días}}); emisor: {issuer}.',
      expiring:
        'El certificado de {host} caduca el {date}, dentro de {days, plural, one {# día} other {# días}}; emisor: {issuer}.',
      expiresSoon:
        'El certificado de {host} caduca el {date}, dentro de {days, plural, one {# día} other {# días}}.',
      expired:
        'El certificado de {host} caducó el {date}: los navegadores muestran un aviso a página completa.',
      notYetValid:
        'El certificado de {host} no es válido antes del {date}: los navegadores muestran un aviso a página completa.',
      mismatch: 'El certificado servido para {host} no nombra a este host; cubre {names}.',
      untrusted: 'Los navegadores no confían en el certificado de {host} ({error}); emisor: {issuer}.',
      notHttps: 'La página se sirve por HTTP sin cifrar ({url}): no hay certificado TLS que comprobar.',
      noSite: 'No se inspeccionó el certificado TLS: no se hicieron las peticiones a nivel de sitio.',
      failed: 'No se pudo inspeccionar el certificado TLS: {reason}.',
      unreachable:
        'El handshake TLS con {endpoint} no se completó ({error}), así que no se pudo inspeccionar su certificado.',
      noDates: 'El certificado de {endpoint} no tiene fechas de validez legibles.',
    },
    fr: {
      title: 'Certificat TLS',
      fix: "Servez un certificat d'une AC publique (par ex. Let's Encrypt) qui liste chaque nom d'hôte dans son SAN, avec la chaîne intermédiaire complète, et automatisez le renouvellement bien avant notAfter (certbot/ACME renouvelle à 30 jours de l'échéance).",
      pass: "Le certificat de {host} est reconnu, nomme l'hôte et est valide jusqu'au {date} ({days, plural, one {# jour restant} other {# jours restants}}) ; émetteur : {issuer}.",
      expiring:
        'Le certificat de {host} expire le {date}, dans {days, plural, one {# jour} other {# jours}} ; émetteur : {issuer}.',
      expiresSoon:
        'Le certificat de {host} expire le {date}, dans {days, plural, one {# jour} other {# jours}}.',
      expired:
        'Le certificat de {host} a expiré le {date} : les navigateurs affichent un avertissement pleine page.',
      notYetValid:
        "Le certificat de {host} n'est pas valide avant le {date} : les navigateurs affichent un avertissement pleine page.",
      mismatch: 'Le certificat servi pour {host} ne nomme pas cet hôte ; il couvre {names}.',
      untrusted:
        'Les navigateurs ne font pas confiance au certificat de {host} ({error}) ; émetteur : {issuer}.',
      notHttps: "La page est servie en HTTP non chiffré ({url}) : il n'y a pas de certificat TLS à vérifier.",
      noSite: "Le certificat TLS n'a pas été inspecté : les requêtes au niveau du site n'ont pas été faites.",
      failed: "Le certificat TLS n'a pas pu être inspecté : {reason}.",
      unreachable:
        "La négociation TLS avec {endpoint} n'a pas abouti ({error}) : son certificat n'a pas pu être inspecté.",
      noDates: "Le certificat de {endpoint} n'a pas de dates de validité lisibles.",
    },
  },
});
