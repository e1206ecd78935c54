import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { endpoint, tlsInput, versionName } from './_tls.js';

const LEGACY = ['TLSv1.1', 'TLSv1'] as const;

export default defineCheck({
  id: 'tls-protocol',
  needs: ['site', 'url'],
  run(page) {
    const input = tlsInput(page);
    if ('outcome' in input) return input.outcome;
    const { tls } = input;
    const host = endpoint(tls);
    const accepted = LEGACY.filter((v) => tls.versions[v].accepted === true);
    const unknown = LEGACY.filter((v) => tls.versions[v].accepted === null);
    const names = (vs: readonly string[]): string => vs.map(versionName).join(', ');
    const legacyItems: CheckItem[] = accepted.map((v) => ({ value: versionName(v), note: 'accepted' }));

    // The exact-1.3 attempt stands in when only the normal handshake timed out.
    const protocol = tls.protocol ?? (tls.versions['TLSv1.3'].accepted ? 'TLSv1.3' : null);
    if (protocol === null || protocol === 'TLSv1' || protocol === 'TLSv1.1') {
      // The normal handshake offers TLS 1.2–1.3 like a browser: refused while 1.0/1.1 succeed, nothing newer exists.
      const refused = tls.error !== 'TIMEOUT' && tls.error !== 'SKIPPED';
      if (accepted.length > 0 && refused) {
        const versions = names(accepted);
        return fail('legacyOnly', { host, versions }, { items: legacyItems, value: protocol });
      }
      return notApplicable('unreachable', { host, error: tls.error ?? 'NO_HANDSHAKE' });
    }

    const negotiated = versionName(protocol);
    const has13 = protocol === 'TLSv1.3' || tls.versions['TLSv1.3'].accepted === true;
    const items: CheckItem[] = [...legacyItems];
    if (!has13) items.push({ value: 'TLS 1.3', note: tls.versions['TLSv1.3'].error ?? 'not negotiated' });
    const extra = { items, value: protocol };
    if (!has13 && accepted.length > 0) {
      return warn('noTls13Legacy', { host, protocol: negotiated, versions: names(accepted) }, extra);
    }
    if (!has13) return warn('noTls13', { host, protocol: negotiated }, extra);
    if (accepted.length > 0)
      return warn('legacy', { host, protocol: negotiated, versions: names(accepted) }, extra);
    // A timeout is no refusal: say which versions could not be tried rather than pass silently.
    if (unknown.length > 0) {
      const errors = unknown.map((v) => tls.versions[v].error ?? '?').join(', ');
      return pass(
        'passUnverified',
        { host, protocol: negotiated, versions: names(unknown), error: errors },
        extra,
      );
    }
    return pass('pass', { host, protocol: negotiated }, { value: protocol });
  },
  strings: {
    en: {
      title: 'TLS protocol versions',
      fix: 'Enable TLS 1.3 next to TLS 1.2 and disable TLS 1.0 and 1.1 in the server or CDN (nginx: ssl_protocols TLSv1.2 TLSv1.3; Apache: SSLProtocol -all +TLSv1.2 +TLSv1.3).',
      pass: '{host} negotiates {protocol} and refuses TLS 1.0 and TLS 1.1.',
      passUnverified:
        '{host} negotiates {protocol}; whether it still accepts {versions} could not be verified ({error}).',
      legacy: '{host} negotiates {protocol} but still accepts {versions}.',
      noTls13: '{host} does not support TLS 1.3: the highest version it negotiates is {protocol}.',
      noTls13Legacy:
        '{host} does not support TLS 1.3 (it negotiates {protocol}) and still accepts {versions}.',
      legacyOnly: '{host} only completes a handshake with {versions}, which browsers no longer accept.',
      notHttps: 'The page is served over plain HTTP ({url}): there is no TLS to check.',
      noSite: 'The TLS versions were not tested: the site-level requests did not run.',
      failed: 'The TLS versions could not be tested: {reason}.',
      unreachable: 'No TLS handshake with {host} completed ({error}), so its protocol versions are unknown.',
    },
    es: {
      title: 'Versiones del protocolo TLS',
      fix: 'Activa TLS 1.3 junto a TLS 1.2 y desactiva TLS 1.0 y 1.1 en el servidor o la CDN (nginx: ssl_protocols TLSv1.2 TLSv1.3; Apache: SSLProtocol -all +TLSv1.2 +TLSv1.3).',
      pass: '{host} negocia {protocol} y rechaza TLS 1.0 y TLS 1.1.',
      passUnverified: '{host} negocia {protocol}; no se pudo comprobar si aún acepta {versions} ({error}).',
      legacy: '{host} negocia {protocol} pero aún acepta {versions}.',
      noTls13: '{host} no admite TLS 1.3: la versión más alta que negocia es {protocol}.',
      noTls13Legacy: '{host} no admite TLS 1.3 (negocia {protocol}) y aún acepta {versions}.',
      legacyOnly: '{host} solo completa el handshake con {versions}, que los navegadores ya no aceptan.',
      notHttps: 'La página se sirve por HTTP sin cifrar ({url}): no hay TLS que comprobar.',
      noSite: 'No se probaron las versiones de TLS: no se hicieron las peticiones a nivel de sitio.',
      failed: 'No se pudieron probar las versiones de TLS: {reason}.',
      unreachable:
        'No se completó ningún handshake TLS con {host} ({error}), así que sus versiones de protocolo son desconocidas.',
    },
    fr: {
      title: 'Versions du protocole TLS',
      fix: 'Activez TLS 1.3 à côté de TLS 1.2 et désactivez TLS 1.0 et 1.1 sur le serveur ou le CDN (nginx : ssl_protocols TLSv1.2 TLSv1.3 ; Apache : SSLProtocol -all +TLSv1.2 +TLSv1.3).',
      pass: '{host} négocie {protocol} et refuse TLS 1.0 et TLS 1.1.',
      passUnverified:
        "{host} négocie {protocol} ; impossible de vérifier s'il accepte encore {versions} ({error}).",
      legacy: '{host} négocie {protocol} mais accepte encore {versions}.',
      noTls13:
        "{host} ne prend pas en charge TLS 1.3 : la version la plus haute qu'il négocie est {protocol}.",
      noTls13Legacy:
        '{host} ne prend pas en charge TLS 1.3 (il négocie {protocol}) et accepte encore {versions}.',
      legacyOnly:
        "{host} n'accepte la négociation qu'en {versions}, que les navigateurs ne prennent plus en charge.",
      notHttps: "La page est servie en HTTP non chiffré ({url}) : il n'y a pas de TLS à vérifier.",
      noSite: "Les versions TLS n'ont pas été testées : les requêtes au niveau du site n'ont pas été faites.",
      failed: "Les versions TLS n'ont pas pu être testées : {reason}.",
      unreachable:
        "Aucune négociation TLS avec {host} n'a abouti ({error}) : ses versions de protocole sont inconnues.",
    },
  },
});
