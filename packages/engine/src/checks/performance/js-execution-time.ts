import type { CheckItem } from '../types.js';
import { defineCheck, fail, pass, warn } from '../types.js';
import { itemUrl, labNaStrings, MAX_LAB_ITEMS, missingAudit, num, onMobileAudit, seconds } from './_lab.js';
import { noted } from '../../i18n/notes.js';

const AUDITS = ['bootup-time'];
/** Catalogue bands on script evaluation + parse/compile: < 2.0 s good, 2.0–3.5 s rec., > 3.5 s crit. */
const GOOD_S = 2.0;
const POOR_S = 3.5;

export default defineCheck({
  id: 'js-execution-time',
  needs: ['lab'],
  run: onMobileAudit(
    AUDITS,
    (audit, run) => {
      if (audit.numericValue === null) return missingAudit(run, AUDITS);
      const value = seconds(audit.numericValue);
      const mainThread = run.audits['mainthread-work-breakdown']?.numericValue;
      const total = mainThread !== undefined && mainThread !== null ? seconds(mainThread) : value;
      const items: CheckItem[] = audit.items
        .filter((item) => itemUrl(item) !== null)
        .slice()
        .sort((a, b) => (num(b, 'total') ?? 0) - (num(a, 'total') ?? 0))
        .slice(0, MAX_LAB_ITEMS)
        .map((item) => ({
          value: itemUrl(item) as string,
          ...noted('scriptTimes', {
            evaluation: Math.round(num(item, 'scripting') ?? 0),
            parse: Math.round(num(item, 'scriptParseCompile') ?? 0),
          }),
        }));
      const values = { value, total };
      // "< 2.0 s" good, so exactly 2.0 s is already in the rec. band (compared as shown, one decimal).
      if (value > POOR_S) return fail('poor', values, { items, value });
      if (value >= GOOD_S) return warn('needsWork', values, { items, value });
      return pass('pass', values, { value });
    },
    { timed: true },
  ),
  strings: {
    en: {
      title: 'JavaScript execution time',
      fix: 'Run less JavaScript during the load: remove unused libraries and tags, split the bundles and defer what the first screen does not need, and move heavy work off the main thread (web workers).',
      pass: 'Scripts take {value} s to parse, compile and run on mobile (goal: under 2 s); all main-thread work: {total} s.',
      needsWork:
        'Scripts take {value} s to parse, compile and run on mobile, above the 2 s goal; all main-thread work: {total} s.',
      poor: 'Scripts take {value} s to parse, compile and run on mobile, above the 3.5 s limit; all main-thread work: {total} s.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Tiempo de ejecución de JavaScript',
      fix: 'Ejecuta menos JavaScript durante la carga: quita las bibliotecas y etiquetas que no usas, divide los paquetes y aplaza lo que no necesita la primera pantalla, y saca el trabajo pesado del hilo principal (web workers).',
      pass: 'Los scripts tardan {value} s en analizarse, compilarse y ejecutarse en móvil (objetivo: menos de 2 s); todo el trabajo del hilo principal: {total} s.',
      needsWork:
        'Los scripts tardan {value} s en analizarse, compilarse y ejecutarse en móvil, por encima del objetivo de 2 s; todo el trabajo del hilo principal: {total} s.',
      poor: 'Los scripts tardan {value} s en analizarse, compilarse y ejecutarse en móvil, por encima del límite de 3,5 s; todo el trabajo del hilo principal: {total} s.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Temps d’exécution JavaScript',
      fix: 'Exécutez moins de JavaScript pendant le chargement : retirez les bibliothèques et balises inutilisées, découpez les bundles et différez ce dont le premier écran n’a pas besoin, et sortez les traitements lourds du fil principal (web workers).',
      pass: 'Les scripts mettent {value} s à être analysés, compilés et exécutés sur mobile (objectif : moins de 2 s) ; tout le travail du fil principal : {total} s.',
      needsWork:
        'Les scripts mettent {value} s à être analysés, compilés et exécutés sur mobile, au-dessus de l’objectif de 2 s ; tout le travail du fil principal : {total} s.',
      poor: 'Les scripts mettent {value} s à être analysés, compilés et exécutés sur mobile, au-dessus de la limite de 3,5 s ; tout le travail du fil principal : {total} s.',
      ...labNaStrings('fr'),
    },
  },
});
