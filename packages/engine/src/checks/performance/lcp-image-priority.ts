import type { LabAudit } from '../../lab/types.js';
import { clip } from '../format.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { isNotApplicable, itemNode, labInput, labNaStrings, missingAudit, savingsMs } from './_lab.js';
import { noted } from '../../i18n/notes.js';

/** Newer Lighthouse: one insight with a checklist; Lighthouse ≤ 12 also the two classic audits. */
const INSIGHT = 'lcp-discovery-insight';
const LAZY = 'lcp-lazy-loaded';
const PRELOAD = 'prioritize-lcp-image';
const ELEMENT = 'largest-contentful-paint-element';

/**
 * A checklist entry of the insight (`priorityHinted`, `requestDiscoverable`, `eagerlyLoaded`) in any
 * flattened spelling (`priorityHinted`, `priorityHinted.value`, `items.priorityHinted.value`).
 */
function flag(audit: LabAudit | undefined, name: string): boolean | null {
  for (const item of audit?.items ?? []) {
    for (const [key, v] of Object.entries(item)) {
      if (typeof v === 'boolean' && key.split('.').includes(name)) return v;
    }
  }
  return null;
}

export default defineCheck({
  id: 'lcp-image-priority',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile');
    if (!run) return na;
    const insight = run.audits[INSIGHT];
    const lazyAudit = run.audits[LAZY];
    const preload = run.audits[PRELOAD];
    if (!insight && !lazyAudit && !preload) return missingAudit(run, [INSIGHT, LAZY, PRELOAD]);
    const applicable = (a: LabAudit | undefined): a is LabAudit => a !== undefined && !isNotApplicable(a);

    const snippet =
      [run.audits[ELEMENT], lazyAudit, insight]
        .flatMap((a) => a?.items ?? [])
        .map(itemNode)
        .find((n): n is string => n !== null) ?? null;
    const hintedFlag = applicable(insight) ? flag(insight, 'priorityHinted') : null;
    const discoverable = applicable(insight) ? flag(insight, 'requestDiscoverable') : null;
    const eager = applicable(insight) ? flag(insight, 'eagerlyLoaded') : null;
    const isImageTag = snippet !== null && /^\s*<img\b/i.test(snippet);

    const isImage =
      hintedFlag !== null || discoverable !== null || eager !== null || applicable(lazyAudit) || isImageTag;
    if (!isImage)
      return pass(snippet ? 'text' : 'notImage', snippet ? { element: clip(snippet, 120) } : undefined);

    const element = snippet ? clip(snippet, 120) : 'LCP image';
    const values = { element };
    const items = snippet ? [{ value: snippet }] : [];
    const lazy = eager === false || (applicable(lazyAudit) && lazyAudit.score === 0);
    if (lazy) return fail('lazy', values, { items: items.map((i) => ({ ...i, note: 'loading="lazy"' })) });
    const late = discoverable === false || (applicable(preload) && savingsMs(preload) > 0);
    if (late)
      return fail('late', values, { items: items.map((i) => ({ ...i, ...noted('notInInitialHtml') })) });
    const hinted = hintedFlag ?? (snippet ? /fetchpriority\s*=\s*["']?high/i.test(snippet) : null);
    if (hinted === false)
      return warn('notPrioritised', values, {
        items: items.map((i) => ({ ...i, ...noted('noFetchpriority') })),
      });
    return pass('pass', values);
  },
  strings: {
    en: {
      title: 'LCP image priority',
      fix: 'Put the hero image in the HTML as an <img> with fetchpriority="high" (or preload it with <link rel="preload" as="image">), and never give it loading="lazy".',
      pass: 'The largest element on mobile is an image that loads early, from the HTML, with high priority: {element}',
      text: 'The largest element on mobile is not an image, so there is no hero image to prioritise: {element}',
      notImage: 'The largest element on mobile is not an image, so there is no hero image to prioritise.',
      notPrioritised:
        'The largest element on mobile is an image found in the HTML, but without fetchpriority="high" or a preload: {element}',
      lazy: 'The largest element on mobile is an image with loading="lazy", so the browser loads it late: {element}',
      late: 'The largest element on mobile is an image the browser only discovers late (not in the initial HTML, e.g. added by JavaScript or CSS): {element}',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Prioridad de la imagen LCP',
      fix: 'Pon la imagen principal en el HTML como <img> con fetchpriority="high" (o precárgala con <link rel="preload" as="image">) y no le pongas nunca loading="lazy".',
      pass: 'El elemento más grande en móvil es una imagen que se carga pronto, desde el HTML y con prioridad alta: {element}',
      text: 'El elemento más grande en móvil no es una imagen, así que no hay imagen principal que priorizar: {element}',
      notImage:
        'El elemento más grande en móvil no es una imagen, así que no hay imagen principal que priorizar.',
      notPrioritised:
        'El elemento más grande en móvil es una imagen presente en el HTML, pero sin fetchpriority="high" ni precarga: {element}',
      lazy: 'El elemento más grande en móvil es una imagen con loading="lazy", así que el navegador la carga tarde: {element}',
      late: 'El elemento más grande en móvil es una imagen que el navegador descubre tarde (no está en el HTML inicial; p. ej. la añade JavaScript o CSS): {element}',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Priorité de l’image LCP',
      fix: 'Placez l’image principale dans le HTML sous forme d’<img> avec fetchpriority="high" (ou préchargez-la avec <link rel="preload" as="image">) et ne lui donnez jamais loading="lazy".',
      pass: 'Le plus grand élément sur mobile est une image chargée tôt, depuis le HTML et en priorité haute : {element}',
      text: 'Le plus grand élément sur mobile n’est pas une image : il n’y a pas d’image principale à prioriser : {element}',
      notImage:
        'Le plus grand élément sur mobile n’est pas une image : il n’y a pas d’image principale à prioriser.',
      notPrioritised:
        'Le plus grand élément sur mobile est une image présente dans le HTML, mais sans fetchpriority="high" ni préchargement : {element}',
      lazy: 'Le plus grand élément sur mobile est une image avec loading="lazy" : le navigateur la charge tard : {element}',
      late: 'Le plus grand élément sur mobile est une image que le navigateur découvre tard (absente du HTML initial, p. ex. ajoutée par JavaScript ou CSS) : {element}',
      ...labNaStrings('fr'),
    },
  },
});
