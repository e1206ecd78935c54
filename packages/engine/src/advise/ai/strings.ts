/**
 * What the report says when a configured model's suggestions were not used (Report.suggestionsNote).
 * Built only from our own templates and numbers: a model server's error text never reaches the report,
 * because it may quote the key (OpenAI's 401 answer does, partly).
 */
import { interpolate, type Lang } from '../../i18n/lang.js';

export type FallbackReason =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'rate-limited' }
  | { kind: 'auth'; status: number }
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'too-large'; megabytes: number }
  | { kind: 'invalid-answer' }
  | { kind: 'no-usable-items' };

export const NOTES = {
  en: {
    timeout: 'AI unavailable: timed out after {seconds} s. These are the built-in expert fixes.',
    'rate-limited':
      'AI unavailable: the model server is limiting requests (HTTP 429). These are the built-in expert fixes.',
    auth: 'AI unavailable: the model server refused the API key (HTTP {status}). These are the built-in expert fixes.',
    http: 'AI unavailable: the model server answered HTTP {status}. These are the built-in expert fixes.',
    network: 'AI unavailable: the model server could not be reached. These are the built-in expert fixes.',
    'too-large':
      'AI unavailable: the model server’s answer was larger than {megabytes} MB and was cut off. These are the built-in expert fixes.',
    'invalid-answer':
      'AI unavailable: the model’s answer was not in the requested format. These are the built-in expert fixes.',
    'no-usable-items':
      'AI unavailable: none of the model’s suggestions passed our checks. These are the built-in expert fixes.',
  },
  es: {
    timeout:
      'IA no disponible: sin respuesta tras {seconds} s. Estas son las correcciones expertas integradas.',
    'rate-limited':
      'IA no disponible: el servidor del modelo está limitando las peticiones (HTTP 429). Estas son las correcciones expertas integradas.',
    auth: 'IA no disponible: el servidor del modelo rechazó la clave de API (HTTP {status}). Estas son las correcciones expertas integradas.',
    http: 'IA no disponible: el servidor del modelo respondió HTTP {status}. Estas son las correcciones expertas integradas.',
    network:
      'IA no disponible: no se pudo contactar con el servidor del modelo. Estas son las correcciones expertas integradas.',
    'too-large':
      'IA no disponible: la respuesta del servidor del modelo superaba {megabytes} MB y se cortó. Estas son las correcciones expertas integradas.',
    'invalid-answer':
      'IA no disponible: la respuesta del modelo no tenía el formato pedido. Estas son las correcciones expertas integradas.',
    'no-usable-items':
      'IA no disponible: ninguna sugerencia del modelo superó nuestras comprobaciones. Estas son las correcciones expertas integradas.',
  },
  fr: {
    timeout: 'IA indisponible : aucune réponse après {seconds} s. Voici les corrections expertes intégrées.',
    'rate-limited':
      'IA indisponible : le serveur du modèle limite les requêtes (HTTP 429). Voici les corrections expertes intégrées.',
    auth: 'IA indisponible : le serveur du modèle a refusé la clé d’API (HTTP {status}). Voici les corrections expertes intégrées.',
    http: 'IA indisponible : le serveur du modèle a répondu HTTP {status}. Voici les corrections expertes intégrées.',
    network:
      'IA indisponible : le serveur du modèle est injoignable. Voici les corrections expertes intégrées.',
    'too-large':
      'IA indisponible : la réponse du serveur du modèle dépassait {megabytes} Mo et a été coupée. Voici les corrections expertes intégrées.',
    'invalid-answer':
      'IA indisponible : la réponse du modèle n’avait pas le format demandé. Voici les corrections expertes intégrées.',
    'no-usable-items':
      'IA indisponible : aucune suggestion du modèle n’a passé nos vérifications. Voici les corrections expertes intégrées.',
  },
} as const satisfies Record<Lang, Record<FallbackReason['kind'], string>>;

/** What the report keeps of the note (Report.suggestionsNoteRef), to render it again in another language. */
export function fallbackNoteRef(reason: FallbackReason): { key: string; values?: Record<string, number> } {
  if (reason.kind === 'timeout') return { key: reason.kind, values: { seconds: reason.seconds } };
  if (reason.kind === 'too-large') return { key: reason.kind, values: { megabytes: reason.megabytes } };
  if (reason.kind === 'auth' || reason.kind === 'http') {
    return { key: reason.kind, values: { status: reason.status } };
  }
  return { key: reason.kind };
}

/** The note in one language; null for a key this engine does not know (a report from another version). */
export function renderFallbackNote(
  ref: { key: string; values?: Record<string, string | number> },
  lang: Lang,
): string | null {
  const template = (NOTES[lang] as Record<string, string>)[ref.key];
  return template === undefined ? null : interpolate(template, ref.values, lang);
}

export function fallbackNote(reason: FallbackReason, lang: Lang): string {
  return renderFallbackNote(fallbackNoteRef(reason), lang) as string;
}

/** The report language as the prompt names it to the model. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish', fr: 'French' };
