import { metasBy } from '../../artifact.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { viewportFix } from '../../fix/head-elements.js';

/** Zoom below which pinch-zoom is considered disabled for low-vision users (the catalogue's threshold). */
const MIN_MAX_SCALE = 5;

/**
 * Viewport content as browsers read it: key=value pairs separated by commas, semicolons or
 * whitespace, spaces allowed around '=', keys case-insensitive; a repeated key keeps the last value.
 */
function parseViewport(content: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const m of content.matchAll(/([^\s,;=]+)\s*(?:=\s*([^\s,;=]*))?/g)) {
    props.set((m[1] ?? '').toLowerCase(), m[2] ?? '');
  }
  return props;
}

/** A scale value per Blink: keywords, then the leading number; negative or unparsable → null (ignored). */
function scaleOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const v = value.toLowerCase();
  if (v === 'yes') return 1;
  if (v === 'no') return 0;
  if (v === 'device-width' || v === 'device-height') return 10;
  const n = Number.parseFloat(v);
  return Number.isNaN(n) || n < 0 ? null : n;
}

/** user-scalable per Blink: yes, device-width/height and |n| ≥ 1 allow zoom; no, |n| < 1 and unknown values do not. */
function zoomAllowed(value: string): boolean {
  const v = value.toLowerCase();
  if (v === 'yes' || v === 'device-width' || v === 'device-height') return true;
  const n = Number.parseFloat(v);
  return !Number.isNaN(n) && Math.abs(n) >= 1;
}

export default defineCheck({
  id: 'viewport',
  needs: ['metas'],
  run(page) {
    const tags = metasBy(page, 'name', 'viewport');
    // Each viewport tag replaces the previous one, so the last one applies.
    const last = tags[tags.length - 1];
    if (last === undefined) return fail('missing');
    const content = (last.attrs.content ?? '').trim();
    const items = tags.map((t) => ({
      value: `<meta name="${t.attrs.name ?? ''}" content="${t.attrs.content ?? ''}">`,
      line: t.line,
    }));
    const props = parseViewport(content);

    const width = props.get('width');
    const deviceWidth = width?.toLowerCase() === 'device-width';
    const initialScale = scaleOf(props.get('initial-scale'));
    if (!deviceWidth && (initialScale === null || initialScale === 0)) {
      if (width !== undefined) return fail('fixedWidth', { width, content }, { items });
      return fail('noWidth', { content }, { items });
    }

    const blockers: string[] = [];
    const userScalable = props.get('user-scalable');
    if (userScalable !== undefined && !zoomAllowed(userScalable)) {
      blockers.push(`user-scalable=${userScalable}`);
    }
    const maxScale = scaleOf(props.get('maximum-scale'));
    if (maxScale !== null && maxScale < MIN_MAX_SCALE) {
      blockers.push(`maximum-scale=${props.get('maximum-scale') ?? ''}`);
    }
    if (blockers.length > 0) {
      return warn('zoomDisabled', { content, blockers: blockers.join(', ') }, { items, value: content });
    }
    return pass('pass', { content }, { value: content });
  },
  strings: {
    en: {
      title: 'Mobile viewport',
      fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>, without user-scalable=no and with maximum-scale of 5 or more (or none).',
      pass: 'The viewport is set for mobile devices: "{content}".',
      missing: 'The page has no <meta name="viewport">, so phones render it as a shrunken desktop page.',
      noWidth:
        'The viewport "{content}" sets neither width=device-width nor initial-scale, so phones render a shrunken desktop page.',
      fixedWidth:
        'The viewport "{content}" fixes the width at {width} instead of width=device-width, so phones render a scaled-down page.',
      zoomDisabled: 'The viewport "{content}" prevents users from zooming ({blockers}).',
    },
    es: {
      title: 'Viewport móvil',
      fix: 'Añade <meta name="viewport" content="width=device-width, initial-scale=1"> en <head>, sin user-scalable=no y con maximum-scale de 5 o más (o sin él).',
      pass: 'El viewport está configurado para móviles: "{content}".',
      missing:
        'La página no tiene <meta name="viewport">, así que los móviles la muestran como una página de escritorio reducida.',
      noWidth:
        'El viewport "{content}" no define width=device-width ni initial-scale, así que los móviles muestran una página de escritorio reducida.',
      fixedWidth:
        'El viewport "{content}" fija el ancho en {width} en lugar de width=device-width, así que los móviles muestran la página reducida.',
      zoomDisabled: 'El viewport "{content}" impide que los usuarios hagan zoom ({blockers}).',
    },
    fr: {
      title: 'Viewport mobile',
      fix: 'Ajoutez <meta name="viewport" content="width=device-width, initial-scale=1"> dans <head>, sans user-scalable=no et avec un maximum-scale de 5 ou plus (ou aucun).',
      pass: 'Le viewport est configuré pour les mobiles : « {content} ».',
      missing:
        'La page n’a pas de <meta name="viewport"> : les mobiles l’affichent comme une page de bureau réduite.',
      noWidth:
        'Le viewport « {content} » ne définit ni width=device-width ni initial-scale : les mobiles affichent une page de bureau réduite.',
      fixedWidth:
        'Le viewport « {content} » fixe la largeur à {width} au lieu de width=device-width : les mobiles affichent une page réduite.',
      zoomDisabled: 'Le viewport « {content} » empêche les utilisateurs de zoomer ({blockers}).',
    },
  },
  fix: viewportFix,
});
