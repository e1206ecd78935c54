import type { CheckItem } from '../types.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { itemNode, labNaStrings, missingAudit, num, onMobileAudit, str } from './_lab.js';
import { noted } from '../../i18n/notes.js';

const AUDITS = ['dom-size', 'dom-size-insight'];
/** Catalogue bands: ≤ 1,500 elements, depth ≤ 32, children ≤ 60 good; > 3,000 elements crit.; else rec. */
const GOOD_ELEMENTS = 1500;
const POOR_ELEMENTS = 3000;
const MAX_DEPTH = 32;
const MAX_CHILDREN = 60;

export default defineCheck({
  id: 'dom-size',
  needs: ['lab'],
  run: onMobileAudit(AUDITS, (audit, run) => {
    // Rows: "Total DOM Elements" / "Total elements", "Maximum DOM Depth" / "DOM depth",
    // "Maximum Child Elements" / "Most children", each with its value (and the node for the last two).
    const stat = (pattern: RegExp) =>
      audit.items.find((item) => pattern.test(str(item, 'statistic', 'statistic.text') ?? ''));
    const valueOf = (pattern: RegExp): number | null => {
      const row = stat(pattern);
      return row ? num(row, 'value', 'value.value', 'numericValue') : null;
    };
    const elements = valueOf(/total/i) ?? audit.numericValue;
    if (elements === null) return missingAudit(run, AUDITS);
    const depth = valueOf(/depth/i) ?? 0;
    const children = valueOf(/child/i) ?? 0;
    const values = { elements, depth, children };
    const items: CheckItem[] = [];
    const deepest = stat(/depth/i);
    const widest = stat(/child/i);
    const deepNode = deepest ? itemNode(deepest) : null;
    const wideNode = widest ? itemNode(widest) : null;
    if (deepNode && depth > MAX_DEPTH) items.push({ value: deepNode, ...noted('domDepth', { depth }) });
    if (wideNode && children > MAX_CHILDREN)
      items.push({ value: wideNode, ...noted('childElements', { count: children }) });
    if (elements > POOR_ELEMENTS) return fail('poor', values, { items, value: elements });
    if (elements > GOOD_ELEMENTS) return warn('needsWork', values, { items, value: elements });
    if (depth > MAX_DEPTH || children > MAX_CHILDREN)
      return warn('shape', values, { items, value: elements });
    return pass('pass', values, { value: elements });
  }),
  strings: {
    en: {
      title: 'DOM size',
      fix: 'Render fewer elements: paginate or virtualise long lists, load below-the-fold sections and menus on demand, and flatten wrapper <div>s that carry no style.',
      pass: 'The rendered page has {elements} elements, {depth} levels deep, at most {children} children per element (goal: 1,500, 32 and 60 at most).',
      needsWork:
        'The rendered page has {elements} elements, more than 1,500 ({depth} levels deep, at most {children} children per element).',
      poor: 'The rendered page has {elements} elements, more than 3,000 ({depth} levels deep, at most {children} children per element).',
      shape:
        'The rendered page has {elements} elements, but is {depth} levels deep with up to {children} children per element (goal: depth 32 and 60 children at most).',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Tamaño del DOM',
      fix: 'Genera menos elementos: pagina o virtualiza las listas largas, carga bajo demanda las secciones y menús de debajo de la primera pantalla y elimina los <div> envoltorios sin estilo.',
      pass: 'La página renderizada tiene {elements} elementos, {depth} niveles de profundidad y como máximo {children} hijos por elemento (objetivo: 1500, 32 y 60 como máximo).',
      needsWork:
        'La página renderizada tiene {elements} elementos, más de 1500 ({depth} niveles de profundidad, como máximo {children} hijos por elemento).',
      poor: 'La página renderizada tiene {elements} elementos, más de 3000 ({depth} niveles de profundidad, como máximo {children} hijos por elemento).',
      shape:
        'La página renderizada tiene {elements} elementos, pero llega a {depth} niveles de profundidad con hasta {children} hijos por elemento (objetivo: 32 niveles y 60 hijos como máximo).',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Taille du DOM',
      fix: 'Affichez moins d’éléments : paginez ou virtualisez les longues listes, chargez à la demande les sections et menus sous le premier écran et supprimez les <div> d’enveloppe sans style.',
      pass: 'La page rendue compte {elements} éléments, sur {depth} niveaux, avec au plus {children} enfants par élément (objectif : 1 500, 32 et 60 au plus).',
      needsWork:
        'La page rendue compte {elements} éléments, plus de 1 500 ({depth} niveaux, au plus {children} enfants par élément).',
      poor: 'La page rendue compte {elements} éléments, plus de 3 000 ({depth} niveaux, au plus {children} enfants par élément).',
      shape:
        'La page rendue compte {elements} éléments, mais sur {depth} niveaux avec jusqu’à {children} enfants par élément (objectif : 32 niveaux et 60 enfants au plus).',
      ...labNaStrings('fr'),
    },
  },
});
