/**
 * The texts of monitor alerts and of the address-confirmation mail, in the monitor's language. Templates
 * use the engine's placeholders and ICU-style plurals (interpolate). French puts a no-break space before
 * ":" as everywhere in the product.
 */
import type { Lang } from '@rankscope/engine';

const en = {
  'subject.new': '[Rankscope] {site}: {count, plural, one {# new problem} other {# new problems}}',
  'subject.drop': '[Rankscope] {site}: score fell from {before} to {after}',
  'subject.changed': '[Rankscope] {site} changed',
  'subject.failed': '[Rankscope] {site} could not be audited',
  'subject.recovered': '[Rankscope] {site} can be audited again',
  'intro.changed': 'Rankscope found changes on {url} in the run of {date}.',
  'intro.failed': 'The run of {date} could not audit {url}: {error}',
  'intro.recovered': '{url} could be audited again in the run of {date}.',
  'note.failed': 'You will get one more message when it can be audited again, and none before.',
  'score.change': 'Score: {before} → {after}',
  'score.one': 'Score: {after}',
  'heading.new': '{count, plural, one {# new problem} other {# new problems}}',
  'heading.fixed': '{count, plural, one {# problem fixed} other {# problems fixed}}',
  more: '…and {count} more',
  'severity.critical': 'critical',
  'severity.recommended': 'recommended',
  'severity.info': 'info',
  link: 'See the run',
  footer: 'You receive this because you watch this page with Rankscope.',
  manage: 'Pause, change or delete the monitor',
  /** Between a label and what it labels ("See the run: https://…"). */
  colon: ':',
  'field.phone': 'Real Chrome users: {metric} (phones) at the 75th percentile',
  'field.desktop': 'Real Chrome users: {metric} (desktop) at the 75th percentile',
  'value.none': 'none',
  'value.yes': 'yes',
  'value.no': 'no',
  /** A change's earlier and current value ("Title: Oak tables → (none)"). */
  'value.change': '{old} → {new}',
  flapping: 'changed back and forth lately: no alert on its own',
  'confirm.subject': '[Rankscope] Confirm alerts to this address',
  'confirm.text':
    '{owner} asked Rankscope to send monitoring alerts to {email}. If that is fine with you, confirm this address within {hours} hours:',
  'confirm.button': 'Confirm this address',
  'confirm.ignore':
    'If you did not expect this message, ignore it: no alert is sent to this address without your confirmation.',
};

export type AlertKey = keyof typeof en;

export const ALERT_STRINGS: Record<Lang, Record<AlertKey, string>> = {
  en,
  es: {
    'subject.new': '[Rankscope] {site}: {count, plural, one {# problema nuevo} other {# problemas nuevos}}',
    'subject.drop': '[Rankscope] {site}: la puntuación bajó de {before} a {after}',
    'subject.changed': '[Rankscope] {site} ha cambiado',
    'subject.failed': '[Rankscope] No se pudo auditar {site}',
    'subject.recovered': '[Rankscope] {site} se puede auditar de nuevo',
    'intro.changed': 'Rankscope encontró cambios en {url} en la ejecución del {date}.',
    'intro.failed': 'La ejecución del {date} no pudo auditar {url}: {error}',
    'intro.recovered': '{url} se pudo auditar de nuevo en la ejecución del {date}.',
    'note.failed': 'Recibirás un solo mensaje más cuando se pueda auditar de nuevo, y ninguno antes.',
    'score.change': 'Puntuación: {before} → {after}',
    'score.one': 'Puntuación: {after}',
    'heading.new': '{count, plural, one {# problema nuevo} other {# problemas nuevos}}',
    'heading.fixed': '{count, plural, one {# problema corregido} other {# problemas corregidos}}',
    more: '…y {count} más',
    'severity.critical': 'crítico',
    'severity.recommended': 'recomendado',
    'severity.info': 'informativo',
    link: 'Ver la ejecución',
    footer: 'Recibes este mensaje porque vigilas esta página con Rankscope.',
    manage: 'Pausar, cambiar o eliminar el monitor',
    colon: ':',
    'field.phone': 'Usuarios reales de Chrome: {metric} (móviles) en el percentil 75',
    'field.desktop': 'Usuarios reales de Chrome: {metric} (ordenadores) en el percentil 75',
    'value.none': 'ninguno',
    'value.yes': 'sí',
    'value.no': 'no',
    'value.change': '{old} → {new}',
    flapping: 'ha cambiado varias veces últimamente: no alerta por sí solo',
    'confirm.subject': '[Rankscope] Confirma las alertas a esta dirección',
    'confirm.text':
      '{owner} ha pedido a Rankscope que envíe alertas de monitorización a {email}. Si te parece bien, confirma esta dirección en las próximas {hours} horas:',
    'confirm.button': 'Confirmar esta dirección',
    'confirm.ignore':
      'Si no esperabas este mensaje, ignóralo: no se envía ninguna alerta a esta dirección sin tu confirmación.',
  },
  fr: {
    'subject.new':
      '[Rankscope] {site}\u00a0: {count, plural, one {# nouveau problème} other {# nouveaux problèmes}}',
    'subject.drop': '[Rankscope] {site}\u00a0: le score est passé de {before} à {after}',
    'subject.changed': '[Rankscope] {site} a changé',
    'subject.failed': '[Rankscope] Impossible d’auditer {site}',
    'subject.recovered': '[Rankscope] {site} peut de nouveau être audité',
    'intro.changed': 'Rankscope a trouvé des changements sur {url} lors de l’exécution du {date}.',
    'intro.failed': 'L’exécution du {date} n’a pas pu auditer {url}\u00a0: {error}',
    'intro.recovered': '{url} a pu de nouveau être audité lors de l’exécution du {date}.',
    'note.failed':
      'Vous recevrez un seul autre message quand il pourra de nouveau être audité, et aucun avant.',
    'score.change': 'Score\u00a0: {before} → {after}',
    'score.one': 'Score\u00a0: {after}',
    'heading.new': '{count, plural, one {# nouveau problème} other {# nouveaux problèmes}}',
    'heading.fixed': '{count, plural, one {# problème corrigé} other {# problèmes corrigés}}',
    more: '…et {count} de plus',
    'severity.critical': 'critique',
    'severity.recommended': 'recommandé',
    'severity.info': 'info',
    link: 'Voir l’exécution',
    footer: 'Vous recevez ce message parce que vous surveillez cette page avec Rankscope.',
    manage: 'Mettre en pause, modifier ou supprimer le moniteur',
    colon: '\u00a0:',
    'field.phone': 'Vrais utilisateurs de Chrome\u00a0: {metric} (mobiles) au 75e centile',
    'field.desktop': 'Vrais utilisateurs de Chrome\u00a0: {metric} (ordinateurs) au 75e centile',
    'value.none': 'aucun',
    'value.yes': 'oui',
    'value.no': 'non',
    'value.change': '{old} → {new}',
    flapping: 'a changé plusieurs fois ces derniers temps\u00a0: pas d’alerte pour lui seul',
    'confirm.subject': '[Rankscope] Confirmez les alertes vers cette adresse',
    'confirm.text':
      '{owner} a demandé à Rankscope d’envoyer des alertes de surveillance à {email}. Si vous êtes d’accord, confirmez cette adresse dans les {hours}\u00a0heures\u00a0:',
    'confirm.button': 'Confirmer cette adresse',
    'confirm.ignore':
      'Si vous n’attendiez pas ce message, ignorez-le\u00a0: aucune alerte n’est envoyée à cette adresse sans votre confirmation.',
  },
};
