import type { CheckItem } from '../types.js';
import { defineCheck, pass, warn } from '../types.js';
import { isNotApplicable, itemUrl, labNaStrings, MAX_LAB_ITEMS, num, onMobileAudit } from './_lab.js';
import { noted } from '../../i18n/notes.js';

const AUDITS = ['font-display', 'font-display-insight'];

export default defineCheck({
  id: 'font-display',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit) => {
    const urls = [
      ...new Set(
        (isNotApplicable(audit) ? [] : audit.items).map(itemUrl).filter((u): u is string => u !== null),
      ),
    ];
    if (urls.length === 0) return pass('pass', undefined, { value: 0 });
    const items: CheckItem[] = urls.slice(0, MAX_LAB_ITEMS).map((url) => {
      const wasted = num(audit.items.find((i) => itemUrl(i) === url) ?? {}, 'wastedMs');
      return { value: url, ...(wasted ? noted('textInvisible', { ms: Math.round(wasted) }) : {}) };
    });
    return warn('missing', { count: urls.length }, { items, value: urls.length });
  }),
  strings: {
    en: {
      title: 'Font display',
      fix: 'Add font-display: swap (or optional) to every @font-face rule; for Google Fonts add &display=swap to the stylesheet URL.',
      pass: 'Every web font the page loads on mobile shows fallback text while it downloads (or the page loads no web font).',
      missing:
        '{count, plural, one {# web font loads without font-display, so its text stays invisible while it downloads.} other {# web fonts load without font-display, so their text stays invisible while they download.}}',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Visualización de fuentes',
      fix: 'Añade font-display: swap (u optional) a cada regla @font-face; con Google Fonts añade &display=swap a la URL de la hoja de estilos.',
      pass: 'Todas las fuentes web que carga la página en móvil muestran un texto alternativo mientras se descargan (o la página no carga fuentes web).',
      missing:
        '{count, plural, one {# fuente web se carga sin font-display, así que su texto queda invisible mientras se descarga.} other {# fuentes web se cargan sin font-display, así que su texto queda invisible mientras se descargan.}}',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Affichage des polices',
      fix: 'Ajoutez font-display: swap (ou optional) à chaque règle @font-face ; pour Google Fonts, ajoutez &display=swap à l’URL de la feuille de style.',
      pass: 'Toutes les polices web chargées sur mobile affichent un texte de secours pendant leur téléchargement (ou la page n’en charge aucune).',
      missing:
        '{count, plural, one {# police web se charge sans font-display : son texte} other {# polices web se chargent sans font-display : leur texte}} reste invisible pendant le téléchargement.',
      ...labNaStrings('fr'),
    },
  },
});
