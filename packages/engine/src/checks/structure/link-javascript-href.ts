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

/** A string in the code that names a destination: a URL, a path, or a page file ('/oak', 'https://…', 'oak.html'). */
const NAMES_DESTINATION =
  /['"`](?:https?:|\/|\.\.?\/)|['"`][^'"`\s]*\.(?:s?html?|php|aspx?|jsp)(?:[?#][^'"`]*)?['"`]/i;

/** onclick code that takes the visitor to another page, so the link's URL is hidden in script. */
const leadsElsewhere = (code: string): boolean => NAVIGATES.test(code) || NAMES_DESTINATION.test(code);

/**
 * An <a href="#"> (or "#!", "") whose onclick neither navigates nor names a page: a button written as a link
 * (a menu toggle, a dialog opener). There is no URL for a crawler to lose, and Lighthouse passes it too.
 */
const deadHrefControl = (a: AnchorInfo): boolean =>
  a.href !== null &&
  DEAD_HREFS.has(a.href.trim()) &&
  a.attrs.onclick !== undefined &&
  !leadsElsewhere(a.attrs.onclick);

/** Attributes that only mean something on a link with an href (HTML: "must be omitted if href is absent"). */
const HREF_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];

/**
 * An <a> that is not meant as a link to crawl, skipped as Lighthouse's crawlable-anchors skips it: one with a
 * role other than link (role="button" and the like act as controls, whatever their href), a mailto: link,
 * an in-page target named by id or name (<a id="top">, <a name="top" href="javascript:;">).
 */
function notALink(a: AnchorInfo): boolean {
  const role = (a.attrs.role ?? '').trim().toLowerCase();
  // role="link" says "this is a link": it is judged like any other link.
  if (role !== '' && role !== 'link') return true;
  const raw = (a.href ?? '').replace(/\s/g, '');
  if (raw.toLowerCase().startsWith('mailto:')) return true;
  if (raw === '' && (a.attrs.id ?? '') !== '') return true;
  return raw.toLowerCase().startsWith('file:') ? false : (a.attrs.name ?? '').trim() !== '';
}

/** Whether the href cannot be resolved to any URL (Lighthouse: "new URL(href, page) throws"). */
function unparsable(href: string, base: string): boolean {
  try {
    new URL(href.replace(/\s/g, ''), base);
    return false;
  } catch {
    return true;
  }
}

/** Why an <a> needs JavaScript (or leads nowhere a crawler can go), as a short fact; null when crawlers can follow it. */
function scriptOnly(a: AnchorInfo, base: string): string | null {
  if (a.tag !== 'a' || notALink(a)) return null;
  const onclick = a.attrs.onclick;
  if (a.href === null) {
    if (onclick !== undefined) return 'onclick without href';
    // A placeholder <a> (no href) is fine; with target/rel/… it was meant as a link and lost its href.
    const attr = HREF_ATTRIBUTES.find((name) => name in a.attrs);
    return attr === undefined ? null : `${attr} without href`;
  }
  // "javascript : void(0)" has no scheme to a browser (a relative path that 404s); Lighthouse fails it too.
  if (a.scheme === 'javascript:' || /^javascript:/i.test(a.href.replace(/\s/g, ''))) return 'javascript: URL';
  if (a.scheme === 'file:') return 'file: URL';
  if (unparsable(a.href, base)) return 'unparsable href';
  if (onclick === undefined || deadHrefControl(a)) return null;
  return DEAD_HREFS.has(a.href.trim()) ? `href="${a.href.trim()}" + onclick` : null;
}

const onclickCode = (onclick: string | undefined): string => `onclick="${clip((onclick ?? '').trim(), 80)}"`;

/** The link as the page wrote it: its href, or its click handler when it has no href. */
function writtenAs(a: AnchorInfo): string {
  return a.href !== null ? clip(a.href.trim(), 120) : onclickCode(a.attrs.onclick);
}

const elementCode = (e: ElementInfo): string => `<${e.tag} ${onclickCode(e.attrs.onclick)}>`;

/** An <a> that acts as a link: it has an href or a click handler (a bare <a name> is a placeholder). */
const actsAsLink = (a: AnchorInfo): boolean =>
  (a.href !== null || a.attrs.onclick !== undefined) &&
  !(a.tag === 'a' && notALink(a)) &&
  !deadHrefControl(a);

export default defineCheck({
  id: 'link-javascript-href',
  needs: ['anchors', 'clickHandlers', 'doc'],
  run(page) {
    const base = page.doc.baseUrl;
    const links = page.anchors.flatMap((a) => {
      const why = scriptOnly(a, base);
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
    if (nav.length + navElements.length > 0 && nav.every((a) => scriptOnly(a, base) !== null)) {
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
      fix: 'Make every link an <a> with a real URL in href, e.g. <a href="/tables/oak">Oak tables</a>; keep JavaScript for extra behaviour, not for navigating. Google follows only an href it can resolve to a URL: it never runs a javascript: URL nor clicks an href="#" link. That is why every javascript: URL is listed here, where Lighthouse fails only javascript:void(0). Controls (an <a> with role="button" or another role, or an href="#" whose onclick only opens a menu or a dialog and names no page), mailto: links and named in-page targets (<a id> or <a name>) are not links to crawl and are skipped, as Lighthouse skips them. An <a href="javascript:void(0)"> or "javascript:;" that is such a button is still listed, because it claims to be a link that leads nowhere: make it a <button>, or add role="button".',
      pass: 'No link or clickable element needs JavaScript to navigate (links checked: {count}).',
      one: 'The link "{text}" ({target}) gives crawlers no URL they can follow: it only works with JavaScript or leads nowhere.',
      many: '{count} links or clickable elements give crawlers no URL they can follow, e.g. "{text}" ({target}).',
      script: 'Elements that navigate through an onclick script instead of a link: {count}, e.g. {code}.',
      navigation:
        'Every link of the site navigation needs JavaScript ({nav, plural, one {# link} other {# links}}, e.g. "{text}": {target}), so crawlers cannot reach the pages behind it.',
    },
    es: {
      title: 'Enlaces que requieren JavaScript',
      fix: 'Haz que cada enlace sea un <a> con una URL real en href, p. ej. <a href="/mesas/roble">Mesas de roble</a>; usa JavaScript para comportamientos adicionales, no para navegar. Google solo sigue un href que puede convertir en una URL: nunca ejecuta una URL javascript: ni hace clic en un enlace href="#". Por eso aquí se lista toda URL javascript:, mientras que Lighthouse solo da por fallido javascript:void(0). Los controles (un <a> con role="button" u otro rol, o un href="#" cuyo onclick solo abre un menú o un diálogo y no nombra ninguna página), los enlaces mailto: y los destinos internos con nombre (<a id> o <a name>) no son enlaces que rastrear y se omiten, como los omite Lighthouse. Un <a href="javascript:void(0)"> o "javascript:;" que hace de botón se lista igualmente, porque se presenta como un enlace que no lleva a ninguna parte: conviértelo en un <button> o añade role="button".',
      pass: 'Ningún enlace ni elemento clicable necesita JavaScript para navegar (enlaces revisados: {count}).',
      one: 'El enlace "{text}" ({target}) no da a los rastreadores ninguna URL que puedan seguir: solo funciona con JavaScript o no lleva a ninguna parte.',
      many: '{count} enlaces o elementos clicables no dan a los rastreadores ninguna URL que puedan seguir, p. ej. "{text}" ({target}).',
      script:
        'Elementos que navegan mediante un script onclick en lugar de un enlace: {count}, p. ej. {code}.',
      navigation:
        'Todos los enlaces de la navegación del sitio necesitan JavaScript ({nav, plural, one {# enlace} other {# enlaces}}, p. ej. "{text}": {target}), así que los rastreadores no llegan a las páginas a las que apuntan.',
    },
    fr: {
      title: 'Liens dépendant de JavaScript',
      fix: 'Faites de chaque lien un <a> avec une vraie URL dans href, par ex. <a href="/tables/chene">Tables en chêne</a> ; réservez JavaScript aux comportements supplémentaires, pas à la navigation. Google ne suit qu’un href qu’il peut résoudre en URL : il n’exécute jamais une URL "javascript:" et ne clique pas sur un lien href="#". C’est pourquoi toute URL "javascript:" est listée ici, alors que Lighthouse n’échoue que "javascript:void(0)". Les contrôles (un <a> avec role="button" ou un autre rôle, ou un href="#" dont le onclick ouvre seulement un menu ou une boîte de dialogue sans nommer de page), les liens "mailto:" et les cibles internes nommées (<a id> ou <a name>) ne sont pas des liens à explorer et sont ignorés, comme Lighthouse les ignore. Un <a href="javascript:void(0)"> ou "javascript:;" qui sert de bouton est quand même listé, car il se présente comme un lien qui ne mène nulle part : faites-en un <button> ou ajoutez role="button".',
      pass: 'Aucun lien ni élément cliquable n’a besoin de JavaScript pour naviguer (liens vérifiés : {count}).',
      one: 'Le lien « {text} » ({target}) ne donne aux robots d’exploration aucune URL à suivre : il ne fonctionne qu’avec JavaScript ou ne mène nulle part.',
      many: '{count} liens ou éléments cliquables ne donnent aux robots d’exploration aucune URL à suivre, par ex. « {text} » ({target}).',
      script: 'Éléments qui naviguent par un script onclick au lieu d’un lien : {count}, par ex. {code}.',
      navigation:
        'Tous les liens de la navigation du site ont besoin de JavaScript ({nav, plural, one {# lien} other {# liens}}, par ex. « {text} » : {target}) : les robots d’exploration n’atteignent pas les pages vers lesquelles ils pointent.',
    },
  },
});
