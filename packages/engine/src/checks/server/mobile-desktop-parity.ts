import { parityFacts } from '../../gather/site/server-mobile.js';
import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { serverInput } from './_delivery.js';
import { compareVersions, FIELD_LABEL, wordChange } from './_parity.js';

export default defineCheck({
  id: 'mobile-desktop-parity',
  needs: ['fetch', 'metas', 'links', 'titles', 'jsonLd', 'text', 'doc'],
  reads: ['site'],
  run(page) {
    const { facts, missing } = serverInput(page);
    if (!facts) return missing;
    const { mobile } = facts;
    const url = mobile.url;
    if (mobile.status === null) {
      return notApplicable('unreachable', { url, error: mobile.error ?? 'NO_RESPONSE' });
    }
    const desktop = parityFacts(page);
    if (mobile.page === null) {
      if (mobile.status !== desktop.status) {
        const values = { url, desktop: String(desktop.status), mobile: String(mobile.status), count: 1 };
        const items = [
          { value: FIELD_LABEL.status, note: `desktop: ${desktop.status}; mobile: ${mobile.status}` },
        ];
        return fail('status', values, { items, value: 1 });
      }
      return notApplicable('notHtml', { url, status: mobile.status });
    }

    const diffs = compareVersions(desktop, mobile.page);
    const items = diffs.map((d) => ({
      value: FIELD_LABEL[d.field],
      note: `desktop: ${d.desktop}; mobile: ${d.mobile}`,
    }));
    const words = {
      desktopWords: desktop.wordCount,
      mobileWords: mobile.page.wordCount,
      change: wordChange(desktop.wordCount, mobile.page.wordCount),
    };
    const [first] = diffs;
    if (!first) return pass('pass', { url, status: desktop.status, ...words }, { value: 0 });
    const values = { url, desktop: first.desktop, mobile: first.mobile, count: diffs.length, ...words };
    const extra = { items, value: diffs.length };
    return first.critical ? fail(first.field, values, extra) : warn(first.field, values, extra);
  },
  strings: {
    en: {
      title: 'Mobile and desktop parity',
      fix: 'Serve phones the same content as desktops (responsive design): the same status, canonical, robots directives, title, structured data and main text. If the server varies by user agent, check its mobile templates and any device-specific redirects or caching rules.',
      pass: 'A mobile browser gets the same version of {url} as a desktop one: status {status}, canonical, robots directives, title and structured data match, and the main text has {mobileWords} words on mobile against {desktopWords} on desktop ({change} % apart).',
      status:
        'A mobile browser gets status {mobile} for {url}, a desktop browser {desktop}: Google indexes the mobile version. Differences found: {count}.',
      noindexMobile:
        'The mobile version of {url} is excluded from the index (robots: {mobile}; desktop: {desktop}), and Google indexes the mobile version. Differences found: {count}.',
      noindexDesktop:
        'The desktop version of {url} is excluded from the index (robots: {desktop}) but the mobile version is not ({mobile}): the two versions disagree about indexing. Differences found: {count}.',
      canonical:
        'The mobile version of {url} names another canonical URL ({mobile}) than the desktop version ({desktop}). Differences found: {count}.',
      titleTag:
        'The mobile version of {url} has another title ("{mobile}") than the desktop version ("{desktop}"). Differences found: {count}.',
      directives:
        'The mobile version of {url} has other robots directives ({mobile}) than the desktop version ({desktop}). Differences found: {count}.',
      structuredData:
        'The mobile version of {url} has other structured-data types ({mobile}) than the desktop version ({desktop}). Differences found: {count}.',
      wordCount:
        'The main text of {url} has {mobileWords} words on mobile against {desktopWords} on desktop, {change} % apart (more than 30 %): content missing on mobile is missing from the index. Differences found: {count}.',
      unreachable: 'The mobile version of {url} could not be fetched ({error}), so it was not compared.',
      notHtml: 'The mobile version of {url} answered {status} without an HTML page to compare.',
      notRun:
        'The mobile version was not fetched (site-level requests are off in this audit), so it was not compared with the desktop one.',
      gathererFailed: 'The mobile version could not be fetched ({reason}), so it was not compared.',
    },
    es: {
      title: 'Paridad entre móvil y escritorio',
      fix: 'Sirve a los móviles el mismo contenido que a los ordenadores (diseño adaptable): el mismo estado, canónica, directivas robots, título, datos estructurados y texto principal. Si el servidor cambia según el user agent, revisa sus plantillas móviles y las redirecciones o reglas de caché por dispositivo.',
      pass: 'Un navegador móvil recibe la misma versión de {url} que uno de escritorio: estado {status}, y coinciden la canónica, las directivas robots, el título y los datos estructurados; el texto principal tiene {mobileWords} palabras en móvil frente a {desktopWords} en escritorio ({change} % de diferencia).',
      status:
        'Un navegador móvil recibe el estado {mobile} para {url} y uno de escritorio {desktop}: Google indexa la versión móvil. Diferencias encontradas: {count}.',
      noindexMobile:
        'La versión móvil de {url} está excluida del índice (robots: {mobile}; escritorio: {desktop}), y Google indexa la versión móvil. Diferencias encontradas: {count}.',
      noindexDesktop:
        'La versión de escritorio de {url} está excluida del índice (robots: {desktop}) pero la móvil no ({mobile}): las dos versiones no coinciden sobre la indexación. Diferencias encontradas: {count}.',
      canonical:
        'La versión móvil de {url} indica otra URL canónica ({mobile}) que la de escritorio ({desktop}). Diferencias encontradas: {count}.',
      titleTag:
        'La versión móvil de {url} tiene otro título ("{mobile}") que la de escritorio ("{desktop}"). Diferencias encontradas: {count}.',
      directives:
        'La versión móvil de {url} tiene otras directivas robots ({mobile}) que la de escritorio ({desktop}). Diferencias encontradas: {count}.',
      structuredData:
        'La versión móvil de {url} tiene otros tipos de datos estructurados ({mobile}) que la de escritorio ({desktop}). Diferencias encontradas: {count}.',
      wordCount:
        'El texto principal de {url} tiene {mobileWords} palabras en móvil frente a {desktopWords} en escritorio, un {change} % de diferencia (más del 30 %): el contenido que falta en móvil falta en el índice. Diferencias encontradas: {count}.',
      unreachable: 'No se pudo obtener la versión móvil de {url} ({error}), así que no se comparó.',
      notHtml: 'La versión móvil de {url} respondió {status} sin una página HTML que comparar.',
      notRun:
        'No se obtuvo la versión móvil (las peticiones a nivel de sitio están desactivadas en esta auditoría), así que no se comparó con la de escritorio.',
      gathererFailed: 'No se pudo obtener la versión móvil ({reason}), así que no se comparó.',
    },
    fr: {
      title: 'Parité mobile et ordinateur',
      fix: 'Servez aux mobiles le même contenu qu’aux ordinateurs (design adaptatif) : même statut, canonique, directives robots, titre, données structurées et texte principal. Si le serveur varie selon le user agent, vérifiez ses gabarits mobiles et les redirections ou règles de cache par appareil.',
      pass: 'Un navigateur mobile reçoit la même version de {url} qu’un ordinateur : statut {status}, et la canonique, les directives robots, le titre et les données structurées concordent ; le texte principal compte {mobileWords} mots sur mobile contre {desktopWords} sur ordinateur ({change} % d’écart).',
      status:
        'Un navigateur mobile reçoit le statut {mobile} pour {url}, un ordinateur {desktop} : Google indexe la version mobile. Différences trouvées : {count}.',
      noindexMobile:
        'La version mobile de {url} est exclue de l’index (robots : {mobile} ; ordinateur : {desktop}), et Google indexe la version mobile. Différences trouvées : {count}.',
      noindexDesktop:
        'La version ordinateur de {url} est exclue de l’index (robots : {desktop}) mais pas la version mobile ({mobile}) : les deux versions se contredisent sur l’indexation. Différences trouvées : {count}.',
      canonical:
        'La version mobile de {url} indique une autre URL canonique ({mobile}) que la version ordinateur ({desktop}). Différences trouvées : {count}.',
      titleTag:
        'La version mobile de {url} a un autre titre (« {mobile} ») que la version ordinateur (« {desktop} »). Différences trouvées : {count}.',
      directives:
        'La version mobile de {url} a d’autres directives robots ({mobile}) que la version ordinateur ({desktop}). Différences trouvées : {count}.',
      structuredData:
        'La version mobile de {url} a d’autres types de données structurées ({mobile}) que la version ordinateur ({desktop}). Différences trouvées : {count}.',
      wordCount:
        'Le texte principal de {url} compte {mobileWords} mots sur mobile contre {desktopWords} sur ordinateur, soit {change} % d’écart (plus de 30 %) : le contenu absent sur mobile est absent de l’index. Différences trouvées : {count}.',
      unreachable:
        'La version mobile de {url} n’a pas pu être récupérée ({error}) : elle n’a pas été comparée.',
      notHtml: 'La version mobile de {url} a répondu {status} sans page HTML à comparer.',
      notRun:
        'La version mobile n’a pas été récupérée (les requêtes au niveau du site sont désactivées pour cet audit) : elle n’a pas été comparée à la version ordinateur.',
      gathererFailed: 'La version mobile n’a pas pu être récupérée ({reason}) : elle n’a pas été comparée.',
    },
  },
});
