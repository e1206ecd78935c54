import { defineCheck, fail, notApplicable, pass, warn, type CheckItem } from '../types.js';
import { FIELD_FORM_FACTORS, FIELD_THRESHOLDS, type FieldMetricId } from '../../field/types.js';

/**
 * The Core Web Vitals assessment as Google makes it on real-user data (CrUX p75): LCP, INP and CLS all good
 * → pass. INP may be missing on pages with few interactions: the assessment then rests on LCP and CLS, as
 * PageSpeed Insights does. Every form factor with data is assessed; the worst band decides.
 */
const VITALS = ['lcp', 'inp', 'cls'] as const;
const LABEL: Record<(typeof VITALS)[number], string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS' };

const shown = (metric: FieldMetricId, p75: number): string =>
  metric === 'cls' ? p75.toFixed(2) : `${String(Math.round(p75))} ms`;

export default defineCheck({
  id: 'field-core-web-vitals',
  needs: ['field'],
  run(page) {
    const field = page.field;
    if (!field) return notApplicable('noData');
    if (field.source === null) {
      if (field.unavailable === 'no-key') return notApplicable('noKey');
      if (field.unavailable === 'no-data' || !field.unavailable) return notApplicable('noData');
      // Google's answer (field.detail) is English and the key's name is the operator's business: the
      // message says what happened in the report's language; the field section keeps the detail.
      if (field.unavailable === 'quota') return notApplicable('quota');
      if (field.unavailable === 'bad-key') return notApplicable('badKey');
      return notApplicable('apiError');
    }
    const failing: CheckItem[] = [];
    let worst: 'good' | 'needsImprovement' | 'poor' = 'good';
    let assessed = 0;
    for (const ff of FIELD_FORM_FACTORS) {
      const metrics = field[ff];
      if (!metrics?.lcp || !metrics.cls) continue;
      assessed++;
      for (const id of VITALS) {
        const m = metrics[id];
        if (!m) continue;
        const t = FIELD_THRESHOLDS[id];
        if (m.p75 <= t.good) continue;
        const band = m.p75 > t.poor ? 'poor' : 'needsImprovement';
        if (band === 'poor' || worst === 'good') worst = band;
        failing.push({
          value: `${ff} ${LABEL[id]}`,
          note: `p75 ${shown(id, m.p75)}, ${Math.round(m.good * 100)}% good`,
        });
      }
    }
    if (assessed === 0) return notApplicable('noVitals');
    const site = field.source === 'origin' ? 'Site' : '';
    const metrics = [...new Set(failing.map((i) => i.value.split(' ')[1]))].join(', ');
    const extra = { value: worst === 'good', ...(failing.length ? { items: failing } : {}) };
    if (worst === 'poor') return fail(`poor${site}`, { metrics }, extra);
    if (worst === 'needsImprovement') return warn(`needsWork${site}`, { metrics }, extra);
    return pass(`pass${site}`, {}, extra);
  },
  strings: {
    en: {
      title: 'Core Web Vitals of real users (field data)',
      fix:
        'Work on the metric named, on the form factor named: real users' +
        ' experience it at the 75th percentile over 28 days, so a fix shows in the field data about a month later. Use the lab run to find the cause; judge the result on the field.',
      pass: 'Real Chrome users of this page pass the Core Web Vitals assessment (LCP, INP, CLS good at the 75th percentile).',
      passSite:
        'Real Chrome users of this site pass the Core Web Vitals assessment (the page has too few visits of its own; this is the whole site).',
      needsWork:
        'Real Chrome users of this page fail the Core Web Vitals assessment: {metrics} needs improvement.',
      needsWorkSite:
        'Real Chrome users of this site fail the Core Web Vitals assessment: {metrics} needs improvement (whole site; the page has too few visits of its own).',
      poor: 'Real Chrome users of this page fail the Core Web Vitals assessment: {metrics} is poor.',
      poorSite:
        'Real Chrome users of this site fail the Core Web Vitals assessment: {metrics} is poor (whole site; the page has too few visits of its own).',
      noKey: 'Not checked: no Chrome UX Report API key is set up, so no real-user data was looked up.',
      noData:
        'Not checked: not enough real-user data; the Chrome UX Report has no record of this page or its site.',
      noVitals: 'Not checked: the Chrome UX Report record has no LCP and CLS for this page or its site.',
      unavailable: 'Not checked: field data is unavailable ({reason}).',
      quota: 'Not checked: the Chrome UX Report API quota is used up for now; a later audit tries again.',
      badKey: 'Not checked: the Chrome UX Report API refused the key it was given.',
      apiError: 'Not checked: the Chrome UX Report API could not be used for this audit.',
    },
    es: {
      title: 'Core Web Vitals de usuarios reales (datos de campo)',
      fix: 'Mejora la métrica indicada en el tipo de dispositivo indicado: los usuarios reales la viven en el percentil 75 durante 28 días, así que una mejora aparece en los datos de campo aproximadamente un mes después. Usa la prueba de laboratorio para encontrar la causa; juzga el resultado en el campo.',
      pass: 'Los usuarios reales de Chrome de esta página superan la evaluación de las Core Web Vitals (LCP, INP y CLS buenos en el percentil 75).',
      passSite:
        'Los usuarios reales de Chrome de este sitio superan la evaluación de las Core Web Vitals (la página tiene pocas visitas propias; son datos de todo el sitio).',
      needsWork:
        'Los usuarios reales de Chrome de esta página no superan la evaluación de las Core Web Vitals: {metrics} es mejorable.',
      needsWorkSite:
        'Los usuarios reales de Chrome de este sitio no superan la evaluación de las Core Web Vitals: {metrics} es mejorable (todo el sitio; la página tiene pocas visitas propias).',
      poor: 'Los usuarios reales de Chrome de esta página no superan la evaluación de las Core Web Vitals: {metrics} es malo.',
      poorSite:
        'Los usuarios reales de Chrome de este sitio no superan la evaluación de las Core Web Vitals: {metrics} es malo (todo el sitio; la página tiene pocas visitas propias).',
      noKey:
        'No comprobado: no hay ninguna clave de la API de Chrome UX Report configurada, así que no se consultaron datos de usuarios reales.',
      noData:
        'No comprobado: no hay suficientes datos de usuarios reales; el Chrome UX Report no tiene registro de esta página ni de su sitio.',
      noVitals:
        'No comprobado: el registro del Chrome UX Report no tiene LCP ni CLS para esta página o su sitio.',
      unavailable: 'No comprobado: los datos de campo no están disponibles ({reason}).',
      quota:
        'No comprobado: la cuota de la API de Chrome UX Report está agotada por ahora; una auditoría posterior lo volverá a intentar.',
      badKey: 'No comprobado: la API de Chrome UX Report rechazó la clave que se le dio.',
      apiError: 'No comprobado: no se pudo usar la API de Chrome UX Report en esta auditoría.',
    },
    fr: {
      title: 'Core Web Vitals des utilisateurs réels (données de terrain)',
      fix: 'Travaillez la métrique citée, sur le type d’appareil cité : les vrais utilisateurs la vivent au 75e centile sur 28 jours, une amélioration apparaît donc dans les données de terrain environ un mois plus tard. Servez-vous du test en labo pour trouver la cause ; jugez le résultat sur le terrain.',
      pass: 'Les vrais utilisateurs de Chrome de cette page réussissent l’évaluation des Core Web Vitals (LCP, INP et CLS bons au 75e centile).',
      passSite:
        'Les vrais utilisateurs de Chrome de ce site réussissent l’évaluation des Core Web Vitals (la page a trop peu de visites propres ; c’est le site entier).',
      needsWork:
        'Les vrais utilisateurs de Chrome de cette page échouent à l’évaluation des Core Web Vitals : {metrics} est à améliorer.',
      needsWorkSite:
        'Les vrais utilisateurs de Chrome de ce site échouent à l’évaluation des Core Web Vitals : {metrics} est à améliorer (site entier ; la page a trop peu de visites propres).',
      poor: 'Les vrais utilisateurs de Chrome de cette page échouent à l’évaluation des Core Web Vitals : {metrics} est mauvais.',
      poorSite:
        'Les vrais utilisateurs de Chrome de ce site échouent à l’évaluation des Core Web Vitals : {metrics} est mauvais (site entier ; la page a trop peu de visites propres).',
      noKey:
        'Non vérifié : aucune clé de l’API Chrome UX Report n’est configurée, aucune donnée d’utilisateurs réels n’a donc été consultée.',
      noData:
        'Non vérifié : pas assez de données d’utilisateurs réels ; le Chrome UX Report n’a aucun relevé de cette page ni de son site.',
      noVitals: 'Non vérifié : le relevé du Chrome UX Report n’a ni LCP ni CLS pour cette page ou son site.',
      unavailable: 'Non vérifié : les données de terrain sont indisponibles ({reason}).',
      quota:
        'Non vérifié : le quota de l’API Chrome UX Report est épuisé pour l’instant ; un audit ultérieur réessaiera.',
      badKey: 'Non vérifié : l’API Chrome UX Report a refusé la clé fournie.',
      apiError: 'Non vérifié : l’API Chrome UX Report n’a pas pu être utilisée pour cet audit.',
    },
  },
});
