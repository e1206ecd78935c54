import type { AnchorInfo, ElementInfo } from '../../artifact.js';
import type { CheckItem } from '../types.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { clip } from '../format.js';
import { labelOf } from './_links.js';
import { noted } from '../../i18n/notes.js';

/** hrefs that lead nowhere, so only the click handler navigates. */
const DEAD_HREFS = new Set(['', '#', '#!']);

/** onclick code that navigates: location = …, location.href = …, location.assign/replace(…), window.open(…). */
const NAVIGATES = /\blocation(?:\.href)?\s*=(?!=)|\blocation\.(?:assign|replace)\s*\(|\bwindow\.open\s*\(/;

/** Why an <a> needs JavaScript to lead anywhere, as a short fact; null when crawlers can follow it. */
function scriptOnly(a: AnchorInfo): string | null {
  if (a.scheme === 'javascript:') return 'javascript: URL';
  const onclick = a.attrs.onclick;
  if (onclick === undefined) return null;
  if (a.href === null) return 'onclick without href';
  const href = a.href.trim();
  return DEAD_HREFS.has(href) ? `href="${href}" + onclick` : null;
}

const onclickCode = (onclick: string | undefined): string => `onclick="${clip((onclick ?? '').trim(), 80)}"`;

/** The link as the page wrote it: its href, or its click handler when it has no href. */
function writtenAs(a: AnchorInfo): string {
  return a.href !== null ? clip(a.href.trim(), 120) : onclickCode(a.attrs.onclick);
}

const elementCode = (e: ElementInfo): string => `<${e.tag} ${onclickCode(e.attrs.onclick)}>`;

/** An <a> that acts as a link: it has an href or a click handler (a bare <a name> is a placeholder). */
const actsAsLink = (a: AnchorInfo): boolean => a.href !== null || a.attrs.onclick !== undefined;

export default defineCheck({
  id: 'link-javascript-href',
  needs: ['anchors', 'clickHandlers'],
  run(page) {
    const links = page.anchors.flatMap((a) => {
      const why = scriptOnly(a);
      return why === null ? [] : [{ a, why }];
    });
    // <a> without href is judged as an anchor above; other elements count only when their script navigates.
    const elements = page.clickHandlers.filter((e) => e.tag !== 'a' && NAVIGATES.test(e.attrs.onclick ?? ''));
    const count = links.length + elements.length;
    const items: CheckItem[] = [
      ...links.map(({ a, why }) => ({ value: writtenAs(a), note: `${why}, "${labelOf(a)}"`, line: a.line })),
      ...elements.map((e) => ({ value: elementCode(e), ...noted('onclickNavigation'), line: e.line })),
    ].sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
    const extra = { items, value: count };
    // The site navigation: links inside nav, role=navigation or the page-level <header>, and clickable
    // elements there. It fails as a whole when none of it is a crawlable link.
    const nav = page.anchors.filter((a) => a.inNav && actsAsLink(a));
    const navElements = elements.filter((e) => e.inNav);
    if (nav.length + navElements.length > 0 && nav.every((a) => scriptOnly(a) !== null)) {
      const example = nav[0];
      const code = example ? writtenAs(example) : elementCode(navElements[0] as (typeof navElements)[number]);
      const values = {
        nav: nav.length + navElements.length,
        text: example ? labelOf(example) : code,
        target: code,
      };
      return fail('navigation', values, extra);
    }
    const first = links[0]?.a;
    if (!first) {
      const element = elements[0];
      if (!element) return pass('pass', { count: page.anchors.filter(actsAsLink).length }, { value: 0 });
      return warn('script', { count, code: elementCode(element) }, extra);
    }
    return warn(
      count === 1 ? 'one' : 'many',
      { count, text: labelOf(first), target: writtenAs(first) },
      extra,
    );
  },
  strings: {
    en: {
      title: 'Links that need JavaScript',
      fix: 'Make every link an <a> with a real URL in href, e.g. <a href="/tables/oak">Oak tables</a>; keep JavaScript for extra behaviour, not for navigating.',
      pass: 'No link or clickable element needs JavaScript to navigate (links checked: {count}).',
      one: 'The link "{text}" ({target}) only works with JavaScript, so crawlers cannot follow it.',
      many: '{count} links or clickable elements only work with JavaScript, e.g. "{text}" ({target}).',
      script: 'Elements that navigate through an onclick script instead of a link: {count}, e.g. {code}.',
      navigation:
        'Every link of the site navigation needs JavaScript ({nav} links, e.g. "{text}": {target}), so crawlers cannot reach the pages behind it.',
    },
    es: {
      title: 'Enlaces que requieren JavaScript',
      fix: 'Haz que cada enlace sea un <a> con una URL real en href, p. ej. <a href="/mesas/roble">Mesas de roble</a>; usa JavaScript para comportamientos adicionales, no para navegar.',
      pass: 'Ningún enlace ni elemento clicable necesita JavaScript para navegar (enlaces revisados: {count}).',
      one: 'El enlace "{text}" ({target}) solo funciona con JavaScript, así que los rastreadores no pueden seguirlo.',
      many: '{count} enlaces o elementos clicables solo funcionan con JavaScript, p. ej. "{text}" ({target}).',
      script:
        'Elementos que navegan mediante un script onclick en lugar de un enlace: {count}, p. ej. {code}.',
      navigation:
        'Todos los enlaces de la navegación del sitio necesitan JavaScript ({nav} enlaces, p. ej. "{text}": {target}), así que los rastreadores no llegan a las páginas a las que apuntan.',
    },
    fr: {
      title: 'Liens dépendant de JavaScript',
      fix: 'Faites de chaque lien un <a> avec une vraie URL dans href, par ex. <a href="/tables/chene">Tables en chêne</a> ; réservez JavaScript aux comportements supplémentaires, pas à la navigation.',
      pass: 'Aucun lien ni élément cliquable n’a besoin de JavaScript pour naviguer (liens vérifiés : {count}).',
      one: 'Le lien « {text} » ({target}) ne fonctionne qu’avec JavaScript : les robots d’exploration ne peuvent pas le suivre.',
      many: '{count} liens ou éléments cliquables ne fonctionnent qu’avec JavaScript, par ex. « {text} » ({target}).',
      script: 'Éléments qui naviguent par un script onclick au lieu d’un lien : {count}, par ex. {code}.',
      navigation:
        'Tous les liens de la navigation du site ont besoin de JavaScript ({nav} liens, par ex. « {text} » : {target}) : les robots d’exploration n’atteignent pas les pages vers lesquelles ils pointent.',
    },
  },
});
