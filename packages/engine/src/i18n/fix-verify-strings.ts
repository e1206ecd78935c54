/**
 * The fix texts of verification and of the fixes added with it (what a fix needs from the user, the new
 * fixes' `where` and notes), in every report language, named by key (fix-text.ts's verifyRef).
 */
import type { Lang } from './lang.js';

export const VERIFY_STRINGS = {
  en: {
    'needs.siteName':
      'Needs you: put your site’s name where the brackets are (it is declared nowhere on the page: add og:site_name so fixes can use it); the host name is no brand.',
    'needs.language':
      'Needs you: confirm the page’s language; its text does not read clearly as one language, so none is written for you.',
    'needs.richResult':
      'Needs you: fill in the bracketed values with facts that are true of this page; they cannot be read from it, so the result is not verified.',
    'needs.server':
      'Needs you: add this to the server’s configuration, test it (nginx -t, apachectl configtest, caddy validate) and reload; a server change cannot be tried on the page itself, so audit again afterwards.',
    'needs.header':
      'Needs you: send this header from the server or the application; it cannot be tried on the page itself, so audit again afterwards.',
    'needs.robots':
      'Needs you: upload this file as /robots.txt; it cannot be tried on the page itself, so audit again afterwards.',
    'needs.text': 'Needs you: write this content; it cannot be derived from the page, so it is not verified.',
    'needs.image':
      'Needs you: an image of at least 1200×630 px (1.91:1) served with status 200. Put its full https:// URL in og:image and its size in og:image:width/height; audit again to verify it.',
    'needs.encoding':
      'Needs you: check it on the page after pasting; the page is not UTF-8, so it could not be patched and re-checked here.',
    'needs.redirect':
      'Needs you: update the links (or the server’s redirect rule) to point straight at the final URL; audit again afterwards.',
    'needs.url':
      'Needs you: move the page to the new URL and make the old one answer 301 to it (the rule below), then update the internal links and the sitemap.',
    'needs.sitemap': 'Needs you: add this entry to the sitemap the site declares, then audit again.',
    'doctype.first': 'the very first line of the page, before <html>',
    'refresh.remove':
      'remove the <meta http-equiv="refresh"> tag; send a 301 redirect to {url} from the server instead',
    'refresh.serverFirst':
      'Put the 301 redirect to {url} in the server configuration (the rules below) before publishing the page without the tag: without it, visitors stay on this page.',
    'deprecated.replace': 'in the page body: replace each listed tag by the modern element (style with CSS)',
    'headings.empty': 'in the page body: remove each empty heading (or give it text)',
    'h1.shorter': 'in the page body: replace the <h1>',
    'hreflang.codes': 'inside <head>, replacing the current <link rel="alternate" hreflang> set',
    'jsonld.syntax': 'in the <script type="application/ld+json"> at line {line}: fix the JSON syntax',
    'note.jsonldSyntax':
      'The JSON cannot be read: {error}. Fix that spot and keep the rest of the block; nothing else is rewritten.',
    'note.hreflangCode':
      '"{code}" is not a language code; {fixed} is. Every language version must carry the same set.',
    'note.canonicalPreview':
      'The canonical names {url}: the same path on another host. On a staging or preview copy that is what it should carry (production keeps its rankings); this address is never proposed there.',
    'note.deprecated': 'Presentation belongs in CSS; the content stays.',
    'note.redirect': 'The page answers after {hops} redirects; the final URL is {url}.',
    'note.urlRule': 'Old address: {old}. New address: {url}.',
    'note.quirks':
      'The page was shown in quirks mode; standards mode can change how an old layout renders, so look at the page before publishing.',
    'sitemap.where': 'in the sitemap the site declares (robots.txt Sitemap: line), inside <urlset>',
    'images.altFilename': 'on each listed <img>: replace the file name in alt with what the image shows',
  },
  es: {
    'needs.siteName':
      'Necesita tu intervención: escribe el nombre de tu sitio entre los corchetes (la página no lo declara en ningún sitio: añade og:site_name para que las correcciones lo usen); el nombre del host no es una marca.',
    'needs.language':
      'Necesita tu intervención: confirma el idioma de la página; su texto no se lee claramente como un solo idioma, así que no se escribe ninguno por ti.',
    'needs.richResult':
      'Necesita tu intervención: rellena los valores entre corchetes con datos ciertos de esta página; no se pueden leer en ella, así que el resultado no está verificado.',
    'needs.server':
      'Necesita tu intervención: añádelo a la configuración del servidor, pruébalo (nginx -t, apachectl configtest, caddy validate) y recárgalo; un cambio del servidor no se puede probar en la página, así que vuelve a auditar después.',
    'needs.header':
      'Necesita tu intervención: envía esta cabecera desde el servidor o la aplicación; no se puede probar en la página, así que vuelve a auditar después.',
    'needs.robots':
      'Necesita tu intervención: sube este archivo como /robots.txt; no se puede probar en la página, así que vuelve a auditar después.',
    'needs.text':
      'Necesita tu intervención: escribe este contenido; no se deduce de la página, así que no está verificado.',
    'needs.image':
      'Necesita tu intervención: una imagen de al menos 1200×630 px (1,91:1) servida con estado 200. Pon su URL https:// completa en og:image y su tamaño en og:image:width/height; vuelve a auditar para verificarla.',
    'needs.encoding':
      'Necesita tu intervención: compruébalo en la página tras pegarlo; la página no está en UTF-8, así que no se pudo aplicar y volver a comprobar aquí.',
    'needs.redirect':
      'Necesita tu intervención: actualiza los enlaces (o la regla de redirección del servidor) para que apunten directamente a la URL final; vuelve a auditar después.',
    'needs.url':
      'Necesita tu intervención: mueve la página a la nueva URL y haz que la antigua responda 301 hacia ella (la regla de abajo); después actualiza los enlaces internos y el sitemap.',
    'needs.sitemap':
      'Necesita tu intervención: añade esta entrada al sitemap que declara el sitio y vuelve a auditar.',
    'doctype.first': 'la primera línea de la página, antes de <html>',
    'refresh.remove':
      'elimina la etiqueta <meta http-equiv="refresh">; envía en su lugar una redirección 301 a {url} desde el servidor',
    'refresh.serverFirst':
      'Pon la redirección 301 a {url} en la configuración del servidor (las reglas de abajo) antes de publicar la página sin la etiqueta: sin ella, los visitantes se quedan en esta página.',
    'deprecated.replace':
      'en el cuerpo de la página: sustituye cada etiqueta listada por el elemento moderno (con estilo en CSS)',
    'headings.empty': 'en el cuerpo de la página: elimina cada encabezado vacío (o dale texto)',
    'h1.shorter': 'en el cuerpo de la página: sustituye el <h1>',
    'hreflang.codes': 'dentro de <head>, sustituyendo el conjunto actual de <link rel="alternate" hreflang>',
    'jsonld.syntax': 'en el <script type="application/ld+json"> de la línea {line}: corrige la sintaxis JSON',
    'note.jsonldSyntax':
      'El JSON no se puede leer: {error}. Corrige ese punto y conserva el resto del bloque; no se reescribe nada más.',
    'note.hreflangCode':
      '"{code}" no es un código de idioma; {fixed} sí lo es. Cada versión de idioma debe llevar el mismo conjunto.',
    'note.canonicalPreview':
      'La canónica indica {url}: la misma ruta en otro host. En una copia de pruebas o de vista previa es lo que debe llevar (producción conserva su posicionamiento); aquí nunca se propone esta dirección.',
    'note.deprecated': 'La presentación corresponde al CSS; el contenido se mantiene.',
    'note.redirect': 'La página responde tras {hops} redirecciones; la URL final es {url}.',
    'note.urlRule': 'Dirección antigua: {old}. Dirección nueva: {url}.',
    'note.quirks':
      'La página se mostraba en modo quirks; el modo estándar puede cambiar cómo se ve un diseño antiguo, así que revisa la página antes de publicarla.',
    'sitemap.where': 'en el sitemap que declara el sitio (línea Sitemap: de robots.txt), dentro de <urlset>',
    'images.altFilename':
      'en cada <img> listada: sustituye el nombre de archivo del alt por lo que muestra la imagen',
  },
  fr: {
    'needs.siteName':
      'À faire par vous : écrivez le nom de votre site à la place des crochets (la page ne le déclare nulle part ; ajoutez og:site_name pour que les corrections l’utilisent) ; le nom d’hôte n’est pas une marque.',
    'needs.language':
      'À faire par vous : confirmez la langue de la page ; son texte ne se lit pas clairement comme une seule langue, aucune n’est donc écrite à votre place.',
    'needs.richResult':
      'À faire par vous : remplissez les valeurs entre crochets avec des faits vrais de cette page ; elles ne peuvent pas y être lues, le résultat n’est donc pas vérifié.',
    'needs.server':
      'À faire par vous : ajoutez ceci à la configuration du serveur, testez-la (nginx -t, apachectl configtest, caddy validate) et rechargez ; une modification du serveur ne peut pas être essayée sur la page, relancez donc l’audit ensuite.',
    'needs.header':
      'À faire par vous : envoyez cet en-tête depuis le serveur ou l’application ; il ne peut pas être essayé sur la page, relancez donc l’audit ensuite.',
    'needs.robots':
      'À faire par vous : publiez ce fichier comme /robots.txt ; il ne peut pas être essayé sur la page, relancez donc l’audit ensuite.',
    'needs.text':
      'À faire par vous : rédigez ce contenu ; il ne se déduit pas de la page, il n’est donc pas vérifié.',
    'needs.image':
      'À faire par vous : une image d’au moins 1200×630 px (1,91:1) servie avec le statut 200. Mettez son URL https:// complète dans og:image et sa taille dans og:image:width/height ; relancez l’audit pour la vérifier.',
    'needs.encoding':
      'À faire par vous : vérifiez-le sur la page après l’avoir collé ; la page n’est pas en UTF-8, elle n’a donc pas pu être modifiée et revérifiée ici.',
    'needs.redirect':
      'À faire par vous : mettez à jour les liens (ou la règle de redirection du serveur) pour qu’ils visent directement l’URL finale ; relancez l’audit ensuite.',
    'needs.url':
      'À faire par vous : déplacez la page vers la nouvelle URL et faites répondre l’ancienne par une 301 vers elle (la règle ci-dessous), puis mettez à jour les liens internes et le sitemap.',
    'needs.sitemap':
      'À faire par vous : ajoutez cette entrée au sitemap déclaré par le site, puis relancez l’audit.',
    'doctype.first': 'la toute première ligne de la page, avant <html>',
    'refresh.remove':
      'supprimez la balise <meta http-equiv="refresh"> ; envoyez plutôt une redirection 301 vers {url} depuis le serveur',
    'refresh.serverFirst':
      'Mettez la redirection 301 vers {url} dans la configuration du serveur (les règles ci-dessous) avant de publier la page sans la balise : sans elle, les visiteurs restent sur cette page.',
    'deprecated.replace':
      'dans le corps de la page : remplacez chaque balise listée par l’élément moderne (mise en forme en CSS)',
    'headings.empty': 'dans le corps de la page : supprimez chaque titre vide (ou donnez-lui un texte)',
    'h1.shorter': 'dans le corps de la page : remplacez le <h1>',
    'hreflang.codes': 'dans <head>, en remplaçant l’ensemble actuel de <link rel="alternate" hreflang>',
    'jsonld.syntax':
      'dans le <script type="application/ld+json"> de la ligne {line} : corrigez la syntaxe JSON',
    'note.jsonldSyntax':
      'Le JSON est illisible : {error}. Corrigez cet endroit et gardez le reste du bloc ; rien d’autre n’est réécrit.',
    'note.hreflangCode':
      '« {code} » n’est pas un code de langue ; {fixed} en est un. Chaque version linguistique doit porter le même ensemble.',
    'note.canonicalPreview':
      'La canonique indique {url} : le même chemin sur un autre hôte. Sur une copie de préproduction ou d’aperçu, c’est ce qu’elle doit porter (la production garde son classement) ; cette adresse-ci n’y est jamais proposée.',
    'note.deprecated': 'La mise en forme relève du CSS ; le contenu reste.',
    'note.redirect': 'La page répond après {hops} redirections ; l’URL finale est {url}.',
    'note.urlRule': 'Ancienne adresse : {old}. Nouvelle adresse : {url}.',
    'note.quirks':
      'La page était affichée en mode quirks ; le mode standard peut changer le rendu d’une ancienne mise en page, vérifiez donc la page avant de publier.',
    'sitemap.where': 'dans le sitemap déclaré par le site (ligne Sitemap: du robots.txt), dans <urlset>',
    'images.altFilename':
      'sur chaque <img> listée : remplacez le nom de fichier de l’alt par ce que montre l’image',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type VerifyStringKey = keyof (typeof VERIFY_STRINGS)['en'];
