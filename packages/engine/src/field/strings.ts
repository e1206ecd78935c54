/** The engine's field-data sentences (issue 27), per language: why there is no data, and the disagreement note. */
import type { Lang } from '../i18n/lang.js';
import type { FieldUnavailable } from './types.js';

type Band = 'good' | 'needsImprovement' | 'poor';

export interface FieldStrings {
  unavailable: Record<FieldUnavailable, string>;
  band: Record<Band, string>;
  formFactor: { phone: string; desktop: string };
  disagree: string;
}

export const FIELD_STRINGS: Record<Lang, FieldStrings> = {
  en: {
    unavailable: {
      'no-key':
        'Field data needs a Chrome UX Report API key (CRUX_API_KEY, or --crux-key in the CLI); without one no real-user data is looked up.',
      'no-data':
        'Not enough real-user data: the Chrome UX Report has no record of this page or of its site (too few Chrome visits in the last 28 days).',
      'bad-key': 'Field data unavailable: the Chrome UX Report API refused the key ({detail}).',
      quota:
        'Field data unavailable for now: the Chrome UX Report API quota is used up ({detail}); a later audit tries again.',
      malformed:
        'Field data unavailable: the Chrome UX Report API gave an answer that could not be read ({detail}).',
      'api-error': 'Field data unavailable: the Chrome UX Report API could not be used ({detail}).',
    },
    band: { good: 'good', needsImprovement: 'needs improvement', poor: 'poor' },
    formFactor: { phone: 'phone', desktop: 'desktop' },
    disagree:
      'Lab and field disagree on {metric} ({formFactor}): the lab measured {lab} ({labBand}), real Chrome users {field} ({fieldBand}) at the 75th percentile. Trust the field for ranking: Google uses what real users experience; the lab shows one simulated load.',
  },
  es: {
    unavailable: {
      'no-key':
        'Los datos de campo necesitan una clave de la API de Chrome UX Report (CRUX_API_KEY, o --crux-key en la CLI); sin ella no se consultan datos de usuarios reales.',
      'no-data':
        'No hay suficientes datos de usuarios reales: el Chrome UX Report no tiene registro de esta página ni de su sitio (muy pocas visitas con Chrome en los últimos 28 días).',
      'bad-key': 'Datos de campo no disponibles: la API de Chrome UX Report rechazó la clave ({detail}).',
      quota:
        'Datos de campo no disponibles por ahora: se agotó la cuota de la API de Chrome UX Report ({detail}); una auditoría posterior lo volverá a intentar.',
      malformed:
        'Datos de campo no disponibles: la API de Chrome UX Report dio una respuesta que no se pudo leer ({detail}).',
      'api-error': 'Datos de campo no disponibles: no se pudo usar la API de Chrome UX Report ({detail}).',
    },
    band: { good: 'bueno', needsImprovement: 'mejorable', poor: 'malo' },
    formFactor: { phone: 'móvil', desktop: 'ordenador' },
    disagree:
      'El laboratorio y el campo no coinciden en {metric} ({formFactor}): el laboratorio midió {lab} ({labBand}), los usuarios reales de Chrome {field} ({fieldBand}) en el percentil 75. Para el posicionamiento, fíate del campo: Google usa lo que viven los usuarios reales; el laboratorio muestra una sola carga simulada.',
  },
  fr: {
    unavailable: {
      'no-key':
        'Les données de terrain nécessitent une clé de l’API Chrome UX Report (CRUX_API_KEY, ou --crux-key dans la CLI) ; sans elle, aucune donnée d’utilisateurs réels n’est consultée.',
      'no-data':
        'Pas assez de données d’utilisateurs réels : le Chrome UX Report n’a aucun relevé de cette page ni de son site (trop peu de visites avec Chrome sur les 28 derniers jours).',
      'bad-key': 'Données de terrain indisponibles : l’API Chrome UX Report a refusé la clé ({detail}).',
      quota:
        'Données de terrain indisponibles pour l’instant : le quota de l’API Chrome UX Report est épuisé ({detail}) ; un audit ultérieur réessaiera.',
      malformed:
        'Données de terrain indisponibles : l’API Chrome UX Report a donné une réponse illisible ({detail}).',
      'api-error':
        'Données de terrain indisponibles : l’API Chrome UX Report n’a pas pu être utilisée ({detail}).',
    },
    band: { good: 'bon', needsImprovement: 'à améliorer', poor: 'mauvais' },
    formFactor: { phone: 'mobile', desktop: 'ordinateur' },
    disagree:
      'Le labo et le terrain ne concordent pas sur {metric} ({formFactor}) : le labo a mesuré {lab} ({labBand}), les vrais utilisateurs de Chrome {field} ({fieldBand}) au 75e centile. Pour le classement, fiez-vous au terrain : Google utilise ce que vivent les vrais utilisateurs ; le labo montre un seul chargement simulé.',
  },
};
