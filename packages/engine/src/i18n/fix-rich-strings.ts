/**
 * The texts of the rich-results fix (a structured-data item completed from the page): where the completed
 * block goes and what was filled, in the report's language.
 */
import type { Lang } from './lang.js';

export const RICH_STRINGS = {
  en: {
    'rich.replace': 'inside <head>, replacing the JSON-LD block at line {line}',
    'rich.markup':
      'inside <head>; then remove the {format} markup at line {line} (or keep it saying the same)',
    'rich.filled': 'Completed from the page: {paths}.',
    'rich.fillIn': 'Replace each "[FILL IN: …]" with the real value: {paths}.',
  },
  es: {
    'rich.replace': 'dentro de <head>, sustituyendo el bloque JSON-LD de la línea {line}',
    'rich.markup':
      'dentro de <head>; después elimina el marcado {format} de la línea {line} (o mantenlo diciendo lo mismo)',
    'rich.filled': 'Completado con datos de la página: {paths}.',
    'rich.fillIn': 'Sustituye cada "[FILL IN: …]" por el valor real: {paths}.',
  },
  fr: {
    'rich.replace': 'dans <head>, à la place du bloc JSON-LD de la ligne {line}',
    'rich.markup':
      'dans <head> ; puis retirez le balisage {format} de la ligne {line} (ou gardez-le en disant la même chose)',
    'rich.filled': 'Complété avec ce que dit la page : {paths}.',
    'rich.fillIn': 'Remplacez chaque « [FILL IN: …] » par la vraie valeur : {paths}.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type RichStringKey = keyof (typeof RICH_STRINGS)['en'];
