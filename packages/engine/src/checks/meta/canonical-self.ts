import { siteOf } from '../../gather/index.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { candidateNote, effectiveCandidates, effectiveCanonical, isPreviewOf } from './_canonical.js';
import { normaliseUrl } from '../../gather/urls.js';
import { canonicalFix } from '../../fix/head-elements.js';

export default defineCheck({
  id: 'canonical-self',
  needs: ['links', 'fetch', 'doc', 'url'],
  run(page) {
    const canonical = effectiveCanonical(page);
    if (!canonical) return notApplicable(effectiveCandidates(page).length > 0 ? 'unusable' : 'none');
    const url = page.fetch.finalUrl;
    const here = new URL(normaliseUrl(url));
    const target = new URL(normaliseUrl(canonical.url));
    if (target.href === here.href) return pass('pass', { url }, { value: canonical.url });

    const values = { url, target: canonical.url };
    // The same path on another host is what a staging or preview copy should carry (production keeps its
    // rankings): informational, never a finding to "fix" by naming the preview itself.
    if (isPreviewOf(here, target)) return notApplicable('preview', values);
    const extra = {
      items: [{ value: canonical.url, note: candidateNote(canonical), line: canonical.line }],
      value: canonical.url,
    };
    const domain = siteOf(target.hostname);
    if (domain !== siteOf(here.hostname)) return fail('otherDomain', { ...values, domain }, extra);
    // The CMS bug the catalogue targets: a template that prints the home page as every page's canonical.
    // A query on the target ("/?page_id=5") makes it a real page, not the home page.
    if (target.pathname === '/' && target.search === '' && here.pathname !== '/')
      return fail('root', values, extra);
    return warn('other', values, extra);
  },
  strings: {
    en: {
      title: 'Self-referencing canonical',
      fix: 'Point the canonical to this page’s own final URL, exactly as served (scheme, host and trailing slash), unless the page really is a duplicate of the target.',
      pass: 'The canonical points to the page itself: {url}.',
      other:
        'The canonical points to another URL, {target}, so this page ({url}) will normally be folded into it and not indexed itself.',
      otherDomain:
        'The canonical points to another domain, {domain}: {target}. This page ({url}) will normally not be indexed.',
      root: 'The canonical of the deep page {url} points to the home page {target}, a classic template bug: the page will normally not be indexed.',
      none: 'The page declares no canonical URL to compare with its own.',
      preview:
        'The canonical names {target}: this page’s path on another host. That is what a staging or preview copy ({url}) should carry, so production keeps its rankings; audit the production URL to judge its canonical.',
      unusable:
        'The page’s canonical has no usable URL to compare with its own; the "Absolute canonical URL" check reports why.',
    },
    es: {
      title: 'Canónica autorreferente',
      fix: 'Haz que la canónica apunte a la URL final de esta misma página, tal como se sirve (esquema, host y barra final), salvo que la página sea de verdad un duplicado del destino.',
      pass: 'La canónica apunta a la propia página: {url}.',
      other:
        'La canónica apunta a otra URL, {target}, así que esta página ({url}) normalmente se agrupará con ella y no se indexará por sí misma.',
      otherDomain:
        'La canónica apunta a otro dominio, {domain}: {target}. Normalmente esta página ({url}) no se indexará.',
      root: 'La canónica de la página interna {url} apunta a la página de inicio {target}, un error típico de plantilla: normalmente la página no se indexará.',
      none: 'La página no declara ninguna URL canónica que comparar con la suya.',
      preview:
        'La canónica indica {target}: la ruta de esta página en otro host. Es lo que debe llevar una copia de pruebas o de vista previa ({url}), para que producción conserve su posicionamiento; audita la URL de producción para juzgar su canónica.',
      unusable:
        'La canónica de la página no tiene una URL utilizable que comparar con la suya; la comprobación "URL canónica absoluta" indica el motivo.',
    },
    fr: {
      title: 'Canonique autoréférente',
      fix: 'Faites pointer la canonique vers l’URL finale de cette page, telle qu’elle est servie (schéma, hôte et barre oblique finale), sauf si la page est réellement un doublon de la cible.',
      pass: 'La canonique pointe vers la page elle-même : {url}.',
      other:
        'La canonique pointe vers une autre URL, {target} : cette page ({url}) sera normalement regroupée avec elle et ne sera pas indexée elle-même.',
      otherDomain:
        'La canonique pointe vers un autre domaine, {domain} : {target}. Cette page ({url}) ne sera normalement pas indexée.',
      root: 'La canonique de la page profonde {url} pointe vers la page d’accueil {target}, un bogue de modèle classique : la page ne sera normalement pas indexée.',
      none: 'La page ne déclare aucune URL canonique à comparer avec la sienne.',
      preview:
        'La canonique indique {target} : le chemin de cette page sur un autre hôte. C’est ce que doit porter une copie de préproduction ou d’aperçu ({url}), pour que la production garde son classement ; auditez l’URL de production pour juger sa canonique.',
      unusable:
        'La canonique de la page n’a pas d’URL utilisable à comparer avec la sienne ; la vérification « URL canonique absolue » en indique la raison.',
    },
  },
  fix: canonicalFix,
});
