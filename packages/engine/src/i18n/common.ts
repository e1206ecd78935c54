import type { Lang } from './lang.js';

/** Engine strings that belong to no single check: category labels, n/a reasons, bands, stage texts. */
export const COMMON = {
  en: {
    'category.meta': 'Meta information',
    'category.quality': 'Page quality',
    'category.structure': 'Page & link structure',
    'category.server': 'Server configuration',
    'category.external': 'External factors',
    'category.performance': 'Performance',
    'category.security': 'Security',
    'na.site':
      'Not checked: this check needs site-level requests (robots.txt, sitemap, probes or the crawl), which this audit did not run.',
    'na.lab': 'Not checked: this check needs the lab run in headless Chromium, which this audit did not run.',
    'na.crawl':
      'Not checked: this check compares pages of the same site and needs the site crawl, which this audit did not run.',
    'na.field':
      'Not checked: this audit did not look up field data (the Chrome UX Report is asked for the audited page only, not for every crawled page).',
    'na.unimplemented': 'Not checked: this version of Rankscope does not run this check yet.',
    'error.check': 'This check could not run ({error}); it does not count towards the score.',
    'band.very-good': 'Very Good',
    'band.good': 'Good',
    'band.needs-improvement': 'Needs Improvement',
    'lab.unavailable':
      'Lab scores are missing: this audit was run without the lab (no Lighthouse run in headless Chromium was set up for it).',
    'lab.off.server': 'Lab scores are missing: this server has lab runs switched off (RANKSCOPE_LAB=off).',
    'lab.off.cli':
      'Lab scores are missing: lab runs are switched off for this run (--no-lab or RANKSCOPE_LAB=off).',
    'lab.off.no-chromium':
      'Lab scores are missing: no Chromium found (install Chromium or set CHROME_PATH to run Lighthouse).',
    'stage.initial': 'Starting analysis...',
    'stage.fetching': 'Fetching website content...',
    'stage.analyzing': 'Analyzing SEO elements...',
    'stage.crawling': 'Crawled {done} of {max, plural, one {# page} other {# pages}}...',
    'stage.pagespeed': 'Running performance tests...',
    'stage.ai': 'Generating AI recommendations...',
    'stage.ai.rules': 'Writing suggestions...',
    'stage.complete': 'Analysis complete!',
    'stage.waiting': 'Waiting for {host} to answer ({seconds} s so far)...',
    'report.loginWall':
      'This score is not your site’s: Rankscope reached a sign-in page, not your content, so every result describes that page.',
    'fetch.schemeFallback':
      'https://{host} could not be reached ({reason}), so the page was audited over http:// instead.',
    untitled: 'Untitled Page',
    'no-description': 'No meta description available',
    'suggestion.example': 'For example: {item}.',
    'suggestion.text': '{title}: {message} {fix}{example}',
    'suggestion.line': 'line {line}',
  },
  es: {
    'category.meta': 'Metainformación',
    'category.quality': 'Calidad de la página',
    'category.structure': 'Estructura de página y enlaces',
    'category.server': 'Configuración del servidor',
    'category.external': 'Factores externos',
    'category.performance': 'Rendimiento',
    'category.security': 'Seguridad',
    'na.site':
      'No comprobado: esta comprobación necesita peticiones a nivel de sitio (robots.txt, sitemap, sondeos o el rastreo), que esta auditoría no ha ejecutado.',
    'na.lab':
      'No comprobado: esta comprobación necesita la prueba de laboratorio en Chromium sin interfaz, que esta auditoría no ha ejecutado.',
    'na.crawl':
      'No comprobado: esta comprobación compara páginas del mismo sitio y necesita el rastreo del sitio, que esta auditoría no ha ejecutado.',
    'na.field':
      'No comprobado: esta auditoría no consultó datos de campo (el Chrome UX Report se consulta solo para la página auditada, no para cada página rastreada).',
    'na.unimplemented': 'No comprobado: esta versión de Rankscope aún no ejecuta esta comprobación.',
    'error.check': 'Esta comprobación no se pudo ejecutar ({error}); no cuenta para la puntuación.',
    'band.very-good': 'Muy buena',
    'band.good': 'Buena',
    'band.needs-improvement': 'Necesita mejorar',
    'lab.unavailable':
      'Faltan las puntuaciones de laboratorio: esta auditoría se ejecutó sin laboratorio (no se preparó ninguna prueba de Lighthouse en Chromium sin interfaz).',
    'lab.off.server':
      'Faltan las puntuaciones de laboratorio: este servidor tiene las pruebas de laboratorio desactivadas (RANKSCOPE_LAB=off).',
    'lab.off.cli':
      'Faltan las puntuaciones de laboratorio: las pruebas de laboratorio están desactivadas en esta ejecución (--no-lab o RANKSCOPE_LAB=off).',
    'lab.off.no-chromium':
      'Faltan las puntuaciones de laboratorio: no se encontró Chromium (instala Chromium o define CHROME_PATH para ejecutar Lighthouse).',
    'stage.initial': 'Iniciando el análisis...',
    'stage.fetching': 'Obteniendo el contenido del sitio web...',
    'stage.analyzing': 'Analizando los elementos SEO...',
    'stage.crawling':
      '{done, plural, one {Rastreada #} other {Rastreadas #}} de {max, plural, one {# página} other {# páginas}}...',
    'stage.pagespeed': 'Ejecutando pruebas de rendimiento...',
    'stage.ai': 'Generando recomendaciones con IA...',
    'stage.ai.rules': 'Redactando sugerencias...',
    'stage.complete': '¡Análisis completado!',
    'stage.waiting': 'Esperando la respuesta de {host} ({seconds} s hasta ahora)...',
    'report.loginWall':
      'Esta puntuación no es la de tu sitio: Rankscope llegó a una página de inicio de sesión, no a tu contenido, así que cada resultado describe esa página.',
    'fetch.schemeFallback':
      'No se pudo conectar con https://{host} ({reason}), así que la página se auditó por http://.',
    untitled: 'Página sin título',
    'no-description': 'No hay meta descripción disponible',
    'suggestion.example': 'Por ejemplo: {item}.',
    'suggestion.text': '{title}: {message} {fix}{example}',
    'suggestion.line': 'línea {line}',
  },
  fr: {
    'category.meta': 'Méta-informations',
    'category.quality': 'Qualité de la page',
    'category.structure': 'Structure de la page et des liens',
    'category.server': 'Configuration du serveur',
    'category.external': 'Facteurs externes',
    'category.performance': 'Performance',
    'category.security': 'Sécurité',
    'na.site':
      "Non vérifié : ce contrôle nécessite des requêtes au niveau du site (robots.txt, sitemap, sondes ou exploration), que cet audit n'a pas effectuées.",
    'na.lab':
      "Non vérifié : ce contrôle nécessite le test en laboratoire dans Chromium sans interface, que cet audit n'a pas effectué.",
    'na.crawl':
      "Non vérifié : ce contrôle compare des pages du même site et nécessite l'exploration du site, que cet audit n'a pas effectuée.",
    'na.field':
      'Non vérifié : cet audit n’a pas consulté de données de terrain (le Chrome UX Report n’est interrogé que pour la page auditée, pas pour chaque page explorée).',
    'na.unimplemented': "Non vérifié : cette version de Rankscope n'exécute pas encore ce contrôle.",
    'error.check': "Ce contrôle n'a pas pu s'exécuter ({error}) ; il ne compte pas dans le score.",
    'band.very-good': 'Très bon',
    'band.good': 'Bon',
    'band.needs-improvement': 'À améliorer',
    'lab.unavailable':
      "Les scores de laboratoire manquent : cet audit a été lancé sans laboratoire (aucun test Lighthouse dans Chromium sans interface n'était prévu).",
    'lab.off.server':
      'Les scores de laboratoire manquent : ce serveur a désactivé les tests de laboratoire (RANKSCOPE_LAB=off).',
    'lab.off.cli':
      'Les scores de laboratoire manquent : les tests de laboratoire sont désactivés pour cette exécution (--no-lab ou RANKSCOPE_LAB=off).',
    'lab.off.no-chromium':
      'Les scores de laboratoire manquent : aucun Chromium trouvé (installez Chromium ou définissez CHROME_PATH pour exécuter Lighthouse).',
    'stage.initial': "Démarrage de l'analyse...",
    'stage.fetching': 'Récupération du contenu du site...',
    'stage.analyzing': 'Analyse des éléments SEO...',
    'stage.crawling': '{done, plural, one {# page explorée} other {# pages explorées}} sur {max}...',
    'stage.pagespeed': 'Tests de performance en cours...',
    'stage.ai': "Génération des recommandations par l'IA...",
    'stage.ai.rules': 'Rédaction des suggestions...',
    'stage.complete': 'Analyse terminée !',
    'stage.waiting': 'En attente de la réponse de {host} ({seconds} s jusqu’ici)...',
    'report.loginWall':
      'Ce score n’est pas celui de votre site : Rankscope a atteint une page de connexion, pas votre contenu, et chaque résultat décrit cette page.',
    'fetch.schemeFallback':
      'https://{host} est injoignable ({reason}) : la page a donc été auditée en http://.',
    untitled: 'Page sans titre',
    'no-description': 'Aucune méta-description disponible',
    'suggestion.example': 'Par exemple : {item}.',
    'suggestion.text': '{title} : {message} {fix}{example}',
    'suggestion.line': 'ligne {line}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type CommonKey = keyof (typeof COMMON)['en'];

export function t(lang: Lang, key: CommonKey): string {
  return COMMON[lang][key];
}
