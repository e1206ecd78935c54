import { defineCheck, fail, notApplicable, pass } from '../types.js';

/**
 * The final URL decides: the fetcher validates the certificate chain and host name of every https hop
 * (an invalid one aborts the audit with TLS_ERROR), so a page that arrived over https had a valid handshake.
 *
 * Loopback hosts (localhost, *.localhost, 127.0.0.0/8, [::1]) are a secure context for browsers and
 * Lighthouse alike: a dev server over plain http is not a fault of the site, so the check is n/a there
 * and the https blocker does not hold a local build's score down (CI's --fail-under).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127(?:\.\d{1,3}){3}$/.test(host);
}

export default defineCheck({
  id: 'https',
  needs: ['url', 'fetch'],
  run(page) {
    const url = page.url.href;
    const requested = page.fetch.requestedUrl;
    const startedHttps = /^https:/i.test(requested);
    if (page.url.protocol === 'https:') {
      if (!startedHttps) return pass('passUpgraded', { url, requested }, { value: true });
      return pass('pass', { url }, { value: true });
    }
    if (isLoopbackHost(page.url.hostname)) return notApplicable('loopback', { url });
    // An https address that redirects to http throws away the encryption the visitor asked for.
    if (startedHttps) {
      const items = page.fetch.redirects.map((h) => ({
        value: h.url,
        note: `${h.status} → ${h.location ?? ''}`,
      }));
      return fail('downgraded', { url, requested }, { items, value: false });
    }
    return fail('http', { url }, { items: [{ value: url, note: 'plain HTTP, no TLS' }], value: false });
  },
  strings: {
    en: {
      title: 'HTTPS',
      fix: "Install a certificate (free from Let's Encrypt or your host/CDN), serve the site over https:// and 301-redirect every http:// URL to its https:// counterpart.",
      pass: 'The page is served over HTTPS with a valid certificate: {url}.',
      passUpgraded: 'The page is served over HTTPS with a valid certificate: {requested} redirects to {url}.',
      http: 'The page is served over plain HTTP: {url}. Browsers mark it "Not secure".',
      downgraded:
        'The HTTPS address {requested} redirects to plain HTTP: {url}. Browsers mark it "Not secure".',
      loopback:
        'Not checked: {url} is a loopback address, which browsers treat as secure over plain HTTP. Check HTTPS on the deployed site.',
    },
    es: {
      title: 'HTTPS',
      fix: "Instala un certificado (gratis con Let's Encrypt o tu hosting/CDN), sirve el sitio por https:// y redirige con 301 cada URL http:// a su equivalente https://.",
      pass: 'La página se sirve por HTTPS con un certificado válido: {url}.',
      passUpgraded: 'La página se sirve por HTTPS con un certificado válido: {requested} redirige a {url}.',
      http: 'La página se sirve por HTTP sin cifrar: {url}. Los navegadores la marcan como «No seguro».',
      downgraded:
        'La dirección HTTPS {requested} redirige a HTTP sin cifrar: {url}. Los navegadores la marcan como «No seguro».',
      loopback:
        'No comprobado: {url} es una dirección local (loopback), que los navegadores consideran segura por HTTP sin cifrar. Comprueba HTTPS en el sitio publicado.',
    },
    fr: {
      title: 'HTTPS',
      fix: "Installez un certificat (gratuit avec Let's Encrypt ou votre hébergeur/CDN), servez le site en https:// et redirigez en 301 chaque URL http:// vers son équivalent https://.",
      pass: 'La page est servie en HTTPS avec un certificat valide : {url}.',
      passUpgraded:
        'La page est servie en HTTPS avec un certificat valide : {requested} redirige vers {url}.',
      http: 'La page est servie en HTTP non chiffré : {url}. Les navigateurs la signalent « Non sécurisé ».',
      downgraded:
        "L'adresse HTTPS {requested} redirige vers HTTP non chiffré : {url}. Les navigateurs la signalent « Non sécurisé ».",
      loopback:
        'Non vérifié : {url} est une adresse locale (loopback), que les navigateurs considèrent comme sûre en HTTP non chiffré. Vérifiez HTTPS sur le site publié.',
    },
  },
});
