/** Labels of the field-data section in the CLI's text report and the HTML/print view (issue 27). */
import type { Lang } from '../i18n/lang.js';

export interface FieldLabels {
  heading: string;
  thisPage: string;
  wholeSite: string;
  period: string;
  phone: string;
  desktop: string;
  good: string;
  needsImprovement: string;
  poor: string;
  trend: string;
  disagree: string;
}

export const FIELD_LABELS: Record<Lang, FieldLabels> = {
  en: {
    heading: 'Field data (real Chrome users, CrUX)',
    thisPage: 'this page',
    wholeSite: 'whole site',
    period: '{first} to {last} (28 days)',
    phone: 'Phone',
    desktop: 'Desktop',
    good: 'good',
    needsImprovement: 'needs improvement',
    poor: 'poor',
    trend: 'p75 over {n} weeks',
    disagree: 'Lab and field disagree',
  },
  es: {
    heading: 'Datos de campo (usuarios reales de Chrome, CrUX)',
    thisPage: 'esta página',
    wholeSite: 'todo el sitio',
    period: 'del {first} al {last} (28 días)',
    phone: 'Móvil',
    desktop: 'Ordenador',
    good: 'bueno',
    needsImprovement: 'mejorable',
    poor: 'malo',
    trend: 'p75 en {n} semanas',
    disagree: 'El laboratorio y el campo no coinciden',
  },
  fr: {
    heading: 'Données de terrain (vrais utilisateurs de Chrome, CrUX)',
    thisPage: 'cette page',
    wholeSite: 'site entier',
    period: 'du {first} au {last} (28 jours)',
    phone: 'Mobile',
    desktop: 'Ordinateur',
    good: 'bon',
    needsImprovement: 'à améliorer',
    poor: 'mauvais',
    trend: 'p75 sur {n} semaines',
    disagree: 'Le labo et le terrain ne concordent pas',
  },
};
