import type { PageArtifact, UrlStatus } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { defineCheck, pass, warn } from '../types.js';
import { answers200, statusFact } from '../responses.js';
import { paginationLinks, type PaginationLink } from './_url.js';
import { resolveHref, sameUrl } from '../../gather/urls.js';

interface Problem {
  key: 'invalid' | 'relative' | 'otherHost' | 'unreachable' | 'status' | 'notReciprocal';
  values: Record<string, string>;
  note: string;
}

interface Verdict {
  problems: Problem[];
  /** The target was not fetched as HTML, so its status or link back is unknown. */
  unverified: boolean;
}

/** Every problem of one link, as far as the page and the probes show. */
function judge(link: PaginationLink, page: PageArtifact): Verdict {
  const { rel, href } = link;
  const problems: Problem[] = [];
  const add = (key: Problem['key'], note: string, facts: Record<string, string> = {}): void => {
    problems.push({ key, values: { rel, href, ...facts }, note });
  };
  const target = href.trim() === '' ? null : resolveHref(href, page.doc.baseUrl);
  if (!target || !/^https?:$/.test(target.protocol)) {
    add('invalid', 'unusable href');
    return { problems, unverified: false };
  }
  // Scheme-relative (//host/x) is not absolute either: it depends on how the page was reached.
  if (!/^\s*https?:\/\//i.test(href)) add('relative', 'relative');
  const host = target.hostname;
  if (host !== page.url.hostname) add('otherHost', `host ${host}`, { host });

  const probe: UrlStatus | undefined = rel === 'prev' ? page.probes.prev : page.probes.next;
  // The probe fetched the first link of each rel; a second, different link stays unverified.
  if (!probe || !sameUrl(probe.url, target.href)) return { problems, unverified: true };
  const fact = statusFact(probe);
  if (probe.status === null) add('unreachable', fact, { error: fact });
  else if (!answers200(probe)) add('status', fact, { status: fact });
  // Answered 200 but was not read as HTML (other content type): the link back is unknown.
  else if (!probe.page) return { problems, unverified: true };
  else {
    const back = rel === 'next' ? 'prev' : 'next';
    // The probe files rel="previous" under "prev", as paginationLinks does.
    const linksBack = probe.page.linkRels[back] ?? [];
    const reciprocal = linksBack.some((u) => sameUrl(u, page.fetch.finalUrl));
    if (!reciprocal) add('notReciprocal', `no rel=${back} back`, { back });
  }
  return { problems, unverified: false };
}

export default defineCheck({
  id: 'rel-prev-next',
  needs: ['links', 'probes', 'url', 'fetch', 'doc'],
  run(page) {
    const links = paginationLinks(page);
    if (links.length === 0) return pass('absent');
    const problems: CheckItem[] = [];
    const unverified: CheckItem[] = [];
    let first: Problem | undefined;
    for (const link of links) {
      const verdict = judge(link, page);
      const item = (note: string): CheckItem => ({
        value: link.href || '(empty)',
        note: `rel=${link.rel}: ${note}`,
        line: link.element.line,
      });
      first ??= verdict.problems[0];
      problems.push(...verdict.problems.map((p) => item(p.note)));
      if (verdict.unverified) unverified.push(item('target not fetched as HTML'));
    }
    const hrefs = links.map((l) => l.href).join(', ');
    if (first) {
      const items = [...problems, ...unverified];
      return warn(first.key, { ...first.values, count: problems.length }, { items, value: problems.length });
    }
    if (unverified.length > 0) {
      return pass(
        'unverified',
        { count: links.length, hrefs, unverified: unverified.length },
        { items: unverified },
      );
    }
    return pass('pass', { count: links.length, hrefs });
  },
  strings: {
    en: {
      title: 'rel="prev" and rel="next" links',
      fix: 'Give each <link rel="prev"> and <link rel="next"> the absolute URL of the neighbouring page on this host, make sure it answers 200 and that it links back (its rel="prev" or "next" names this page).',
      absent: 'The page has no <link rel="prev"> or <link rel="next">.',
      pass: 'Every pagination link ({count}) is absolute, answers 200 and links back: {hrefs}.',
      unverified:
        'Every pagination link ({count}) is absolute and on this host: {hrefs}. Targets not fetched as HTML: {unverified}, so their link back to this page is unconfirmed.',
      invalid:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> has an unusable href: "{href}".',
      relative:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> uses the relative URL "{href}".',
      otherHost:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> points to another host ({host}): {href}.',
      unreachable:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> points to {href}, which could not be fetched ({error}).',
      status:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> points to {href}, which answers {status} instead of 200.',
      notReciprocal:
        'Pagination links: {count, plural, one {# problem} other {# problems}}. <link rel="{rel}"> points to {href}, which has no rel="{back}" back to this page.',
    },
    es: {
      title: 'Enlaces rel="prev" y rel="next"',
      fix: 'Da a cada <link rel="prev"> y <link rel="next"> la URL absoluta de la página vecina en este host, comprueba que responda 200 y que enlace de vuelta (que su rel="prev" o "next" apunte a esta página).',
      absent: 'La página no tiene <link rel="prev"> ni <link rel="next">.',
      pass: 'Todos los enlaces de paginación ({count}) son absolutos, responden 200 y enlazan de vuelta: {hrefs}.',
      unverified:
        'Todos los enlaces de paginación ({count}) son absolutos y de este host: {hrefs}. Destinos no descargados como HTML: {unverified}, así que su enlace de vuelta a esta página no está confirmado.',
      invalid:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> tiene un href inutilizable: "{href}".',
      relative:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> usa la URL relativa "{href}".',
      otherHost:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> apunta a otro host ({host}): {href}.',
      unreachable:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> apunta a {href}, que no se pudo descargar ({error}).',
      status:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> apunta a {href}, que responde {status} en lugar de 200.',
      notReciprocal:
        'Enlaces de paginación: {count, plural, one {# problema} other {# problemas}}. <link rel="{rel}"> apunta a {href}, que no tiene un rel="{back}" de vuelta a esta página.',
    },
    fr: {
      title: 'Liens rel="prev" et rel="next"',
      fix: 'Donnez à chaque <link rel="prev"> et <link rel="next"> l\'URL absolue de la page voisine sur cet hôte, vérifiez qu\'elle répond 200 et qu\'elle renvoie vers celle-ci (son rel="prev" ou "next" désigne cette page).',
      absent: 'La page n\'a ni <link rel="prev"> ni <link rel="next">.',
      pass: 'Tous les liens de pagination ({count}) sont absolus, répondent 200 et renvoient vers cette page : {hrefs}.',
      unverified:
        "Tous les liens de pagination ({count}) sont absolus et sur cet hôte : {hrefs}. Cibles non récupérées en HTML : {unverified} ; leur lien retour vers cette page n'est donc pas confirmé.",
      invalid:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> a un href inutilisable : « {href} ».',
      relative:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> utilise l\'URL relative « {href} ».',
      otherHost:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> pointe vers un autre hôte ({host}) : {href}.',
      unreachable:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> pointe vers {href}, qui n\'a pas pu être récupérée ({error}).',
      status:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> pointe vers {href}, qui répond {status} au lieu de 200.',
      notReciprocal:
        'Liens de pagination : {count, plural, one {# problème} other {# problèmes}}. <link rel="{rel}"> pointe vers {href}, qui n\'a pas de rel="{back}" renvoyant vers cette page.',
    },
  },
});
