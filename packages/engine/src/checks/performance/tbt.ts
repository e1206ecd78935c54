import type { CheckItem } from '../types.js';
import { defineCheck } from '../types.js';
import { findAudit, itemUrl, labInput, labNaStrings, lowerIsBetter, MAX_LAB_ITEMS, num } from './_lab.js';
import { noted } from '../../i18n/notes.js';

/** Catalogue bands, mobile run: ≤ 200 ms good, 200–600 ms rec., > 600 ms crit. */
const GOOD_MS = 200;
const POOR_MS = 600;

export default defineCheck({
  id: 'tbt',
  needs: ['lab'],
  run(page) {
    const { run, na } = labInput(page, 'mobile', { timed: true });
    if (!run) return na;
    const metric = run.metrics.tbt;
    const value = Math.round(metric.value);
    // The scripts that keep the main thread busy (bootup-time), the likely causes of the blocking.
    const items: CheckItem[] = (findAudit(run, ['bootup-time'])?.items ?? [])
      .filter((item) => itemUrl(item) !== null && (num(item, 'total') ?? 0) >= 50)
      .slice(0, MAX_LAB_ITEMS)
      .map((item) => ({
        value: itemUrl(item) as string,
        ...noted('mainThreadWork', { ms: Math.round(num(item, 'total') ?? 0) }),
      }));
    return lowerIsBetter(value, { good: GOOD_MS, poor: POOR_MS }, { value }, { items, score: metric.score });
  },
  strings: {
    en: {
      title: 'Total Blocking Time (TBT)',
      fix: 'Shorten the long tasks on the main thread: load less JavaScript, split the bundles and defer what is not needed for the first screen, and delay or remove heavy third-party tags.',
      pass: 'Long tasks block the main thread for {value} ms while the page loads on mobile (goal: 200 ms or less).',
      needsWork:
        'Long tasks block the main thread for {value} ms while the page loads on mobile, above the 200 ms goal.',
      poor: 'Long tasks block the main thread for {value} ms while the page loads on mobile, above the 600 ms limit.',
      ...labNaStrings('en'),
    },
    es: {
      title: 'Tiempo total de bloqueo (TBT)',
      fix: 'Acorta las tareas largas del hilo principal: carga menos JavaScript, divide los paquetes y aplaza lo que no hace falta para la primera pantalla, y retrasa o quita las etiquetas de terceros pesadas.',
      pass: 'Las tareas largas bloquean el hilo principal durante {value} ms mientras la página carga en móvil (objetivo: 200 ms o menos).',
      needsWork:
        'Las tareas largas bloquean el hilo principal durante {value} ms mientras la página carga en móvil, por encima del objetivo de 200 ms.',
      poor: 'Las tareas largas bloquean el hilo principal durante {value} ms mientras la página carga en móvil, por encima del límite de 600 ms.',
      ...labNaStrings('es'),
    },
    fr: {
      title: 'Temps de blocage total (TBT)',
      fix: 'Raccourcissez les tâches longues du fil principal : chargez moins de JavaScript, découpez les bundles et différez ce qui n’est pas nécessaire au premier écran, et retardez ou supprimez les balises tierces lourdes.',
      pass: 'Les tâches longues bloquent le fil principal pendant {value} ms au chargement sur mobile (objectif : 200 ms ou moins).',
      needsWork:
        'Les tâches longues bloquent le fil principal pendant {value} ms au chargement sur mobile, au-dessus de l’objectif de 200 ms.',
      poor: 'Les tâches longues bloquent le fil principal pendant {value} ms au chargement sur mobile, au-dessus de la limite de 600 ms.',
      ...labNaStrings('fr'),
    },
  },
});
