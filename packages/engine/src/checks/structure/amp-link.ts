import { linksByRel } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { answers200, noNetwork, statusFact } from '../responses.js';
import { resolveHref, sameUrl } from '../../gather/urls.js';

export default defineCheck({
  id: 'amp-link',
  needs: ['links', 'probes', 'fetch', 'doc'],
  reads: ['site'],
  run(page) {
    // Search engines pair the page with the first rel="amphtml" only; that is also the one probed.
    const link = linksByRel(page, 'amphtml')[0];
    if (!link) return pass('absent');
    const href = link.attrs.href ?? '';
    const item = (note: string): CheckItem => ({ value: href || '(empty)', note, line: link.line });
    const target = href.trim() === '' ? null : resolveHref(href, page.doc.baseUrl);
    if (!target || !/^https?:$/.test(target.protocol)) {
      return fail('invalid', { href }, { items: [item('unusable href')] });
    }
    const self = page.fetch.finalUrl;
    if (sameUrl(target.href, self)) return warn('self', { href }, { items: [item('this page')] });

    const probe = page.probes.amp;
    if (!probe || !sameUrl(probe.url, target.href)) return notApplicable('notFetched', { href });
    const status = statusFact(probe);
    if (probe.status === null && probe.error === 'DNS_FAILURE') {
      // A name that does not resolve is a dead host only when the network works: never critical for that.
      if (noNetwork(page.site?.links)) return notApplicable('noNetwork', { href });
      return warn('unresolved', { href, host: target.hostname }, { items: [item(status)] });
    }
    if (probe.status === null) return fail('unreachable', { href, error: status }, { items: [item(status)] });
    if (!answers200(probe)) return fail('status', { href, status }, { items: [item(status)] });

    const amp = probe.page;
    const canonical = amp?.canonical ?? null;
    const items: CheckItem[] = [];
    if (!amp) items.push(item(`not HTML: ${probe.contentType ?? 'no Content-Type'}`));
    else if (!amp.isAmp) items.push(item('no <html amp>'));
    if (canonical === null) items.push(item('no canonical'));
    else if (!sameUrl(canonical, self)) items.push(item(`canonical ${canonical}`));
    if (!amp?.isAmp) return warn('notAmp', { href }, { items });
    if (canonical === null) return warn('noCanonical', { href, url: self }, { items });
    if (items.length > 0) return warn('otherCanonical', { href, url: self, canonical }, { items });
    return pass('pass', { href });
  },
  strings: {
    en: {
      title: 'AMP version',
      fix: 'Point <link rel="amphtml"> at an AMP page (<html amp>) that answers 200 and whose <link rel="canonical"> names this page; if you no longer publish AMP, remove the link.',
      absent: 'The page declares no AMP version (<link rel="amphtml">).',
      pass: 'The AMP version {href} answers 200, is an AMP page and names this page as its canonical.',
      invalid: 'The <link rel="amphtml"> has an unusable href: "{href}".',
      self: 'The <link rel="amphtml"> points to this page itself: {href}.',
      notFetched: 'The AMP version {href} was not fetched, so it was not checked.',
      unreachable: 'The AMP version {href} could not be fetched ({error}).',
      unresolved:
        'The AMP version {href} could not be checked: its host name {host} did not resolve (DNS). If this machine is online, the host no longer exists and the link should be removed.',
      noNetwork:
        'The AMP version {href} could not be verified (no network): no external host answered in this audit and its host name did not resolve.',
      status: 'The AMP version {href} answers {status} instead of 200.',
      notAmp: 'The AMP version {href} is not an AMP page (no <html amp> or <html ⚡>).',
      noCanonical: 'The AMP version {href} has no canonical link back to this page ({url}).',
      otherCanonical:
        'The AMP version {href} names {canonical} as its canonical instead of this page ({url}).',
    },
    es: {
      title: 'Versión AMP',
      fix: 'Haz que <link rel="amphtml"> apunte a una página AMP (<html amp>) que responda 200 y cuyo <link rel="canonical"> indique esta página; si ya no publicas AMP, quita el enlace.',
      absent: 'La página no declara ninguna versión AMP (<link rel="amphtml">).',
      pass: 'La versión AMP {href} responde 200, es una página AMP e indica esta página como canonical.',
      invalid: 'El <link rel="amphtml"> tiene un href inutilizable: "{href}".',
      self: 'El <link rel="amphtml"> apunta a esta misma página: {href}.',
      notFetched: 'La versión AMP {href} no se descargó, así que no se ha comprobado.',
      unreachable: 'La versión AMP {href} no se pudo descargar ({error}).',
      unresolved:
        'La versión AMP {href} no se pudo comprobar: su nombre de host {host} no se resolvió (DNS). Si esta máquina tiene conexión, el host ya no existe y conviene quitar el enlace.',
      noNetwork:
        'La versión AMP {href} no se pudo verificar (sin red): ningún host externo respondió en esta auditoría y su nombre de host no se resolvió.',
      status: 'La versión AMP {href} responde {status} en lugar de 200.',
      notAmp: 'La versión AMP {href} no es una página AMP (no tiene <html amp> ni <html ⚡>).',
      noCanonical: 'La versión AMP {href} no tiene un enlace canonical de vuelta a esta página ({url}).',
      otherCanonical:
        'La versión AMP {href} indica {canonical} como canonical en lugar de esta página ({url}).',
    },
    fr: {
      title: 'Version AMP',
      fix: 'Faites pointer <link rel="amphtml"> vers une page AMP (<html amp>) qui répond 200 et dont le <link rel="canonical"> désigne cette page ; si vous ne publiez plus en AMP, supprimez le lien.',
      absent: 'La page ne déclare aucune version AMP (<link rel="amphtml">).',
      pass: 'La version AMP {href} répond 200, est une page AMP et désigne cette page comme canonical.',
      invalid: 'Le <link rel="amphtml"> a un href inutilisable : « {href} ».',
      self: 'Le <link rel="amphtml"> pointe vers cette page elle-même : {href}.',
      notFetched: "La version AMP {href} n'a pas été récupérée : elle n'a donc pas été vérifiée.",
      unreachable: "La version AMP {href} n'a pas pu être récupérée ({error}).",
      unresolved:
        'La version AMP {href} n’a pas pu être vérifiée : son nom d’hôte {host} ne se résout pas (DNS). Si cette machine est en ligne, l’hôte n’existe plus et le lien doit être supprimé.',
      noNetwork:
        'La version AMP {href} n’a pas pu être vérifiée (pas de réseau) : aucun hôte externe n’a répondu dans cet audit et son nom d’hôte ne se résout pas.',
      status: 'La version AMP {href} répond {status} au lieu de 200.',
      notAmp: "La version AMP {href} n'est pas une page AMP (ni <html amp> ni <html ⚡>).",
      noCanonical: "La version AMP {href} n'a pas de lien canonical renvoyant vers cette page ({url}).",
      otherCanonical:
        'La version AMP {href} désigne {canonical} comme canonical au lieu de cette page ({url}).',
    },
  },
});
