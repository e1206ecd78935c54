import { headerValues } from '../../artifact.js';
import { defineCheck, pass, warn, type CheckItem } from '../types.js';
import { cspPolicies } from './_csp.js';
import { serverConfigFix } from '../../fix/server-config.js';

export default defineCheck({
  id: 'frame-protection',
  needs: ['fetch', 'metas'],
  run(page) {
    // frame-ancestors is ignored in <meta> policies and in report-only headers.
    const ancestors = cspPolicies(page)
      .filter((p) => p.source === 'header')
      .map((p) => p.directives.get('frame-ancestors'))
      .find((v) => v !== undefined);
    const xfo = headerValues(page, 'x-frame-options');
    const items: CheckItem[] = [
      ...xfo.map((value) => ({ value, note: 'X-Frame-Options' })),
      ...(ancestors
        ? [{ value: `frame-ancestors ${ancestors.join(' ')}`, note: 'Content-Security-Policy' }]
        : []),
    ];
    if (ancestors) return pass('csp', { value: ancestors.join(' ') }, { items });
    const first = xfo[0]?.trim().toUpperCase();
    if (first === 'DENY' || first === 'SAMEORIGIN') return pass('xfo', { value: first }, { items });
    if (first?.startsWith('ALLOW-FROM')) return warn('allowFrom', { value: xfo[0] ?? '' }, { items });
    if (first) return warn('invalid', { value: xfo[0] ?? '' }, { items });
    return warn('missing');
  },
  strings: {
    en: {
      title: 'Clickjacking protection',
      fix: "Send Content-Security-Policy: frame-ancestors 'self' (or 'none'), and X-Frame-Options: SAMEORIGIN for older browsers.",
      csp: 'The Content-Security-Policy restricts who may frame the page: frame-ancestors {value}.',
      xfo: 'X-Frame-Options: {value} stops other sites from framing the page.',
      allowFrom:
        'X-Frame-Options is "{value}": ALLOW-FROM is ignored by current browsers, so the page can be framed by any site.',
      invalid:
        'X-Frame-Options is "{value}", which browsers do not understand, so the page can be framed by any site.',
      missing:
        'Neither X-Frame-Options nor CSP frame-ancestors is set, so any site can embed the page in a frame (clickjacking).',
    },
    es: {
      title: 'Protección contra clickjacking',
      fix: "Envía Content-Security-Policy: frame-ancestors 'self' (o 'none'), y X-Frame-Options: SAMEORIGIN para los navegadores antiguos.",
      csp: 'La Content-Security-Policy limita quién puede enmarcar la página: frame-ancestors {value}.',
      xfo: 'X-Frame-Options: {value} impide que otros sitios enmarquen la página.',
      allowFrom:
        'X-Frame-Options vale "{value}": los navegadores actuales ignoran ALLOW-FROM, así que cualquier sitio puede enmarcar la página.',
      invalid:
        'X-Frame-Options vale "{value}", que los navegadores no entienden, así que cualquier sitio puede enmarcar la página.',
      missing:
        'No hay X-Frame-Options ni frame-ancestors en la CSP, así que cualquier sitio puede incrustar la página en un marco (clickjacking).',
    },
    fr: {
      title: 'Protection contre le clickjacking',
      fix: "Envoyez Content-Security-Policy: frame-ancestors 'self' (ou 'none'), et X-Frame-Options: SAMEORIGIN pour les anciens navigateurs.",
      csp: 'La Content-Security-Policy limite qui peut encadrer la page : frame-ancestors {value}.',
      xfo: 'X-Frame-Options: {value} empêche les autres sites d’encadrer la page.',
      allowFrom:
        'X-Frame-Options vaut « {value} » : ALLOW-FROM est ignoré par les navigateurs actuels, donc n’importe quel site peut encadrer la page.',
      invalid:
        'X-Frame-Options vaut « {value} », que les navigateurs ne comprennent pas : n’importe quel site peut encadrer la page.',
      missing:
        'Ni X-Frame-Options ni frame-ancestors (CSP) ne sont définis : n’importe quel site peut intégrer la page dans un cadre (clickjacking).',
    },
  },
  fix: serverConfigFix,
});
