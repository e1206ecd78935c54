/**
 * Where a fix goes and what to know about it, in every report language: writers name these keys
 * (fix-text.ts's fixRef) and the report renders them. Snippets themselves keep the page's own language:
 * they are pasted into the page.
 */
import type { Lang } from './lang.js';

export const STRINGS = {
  en: {
    'head.replace': 'inside <head>, replacing the current {what}',
    'head.add': 'inside <head>',
    'head.socialEdit':
      'inside <head>: these lines take the place of the page’s own {what} and add what is missing; its other og: and twitter: tags stay as they are',
    'head.first': 'first thing inside <head>, before any other element',
    'html.open': 'the opening <html> tag at the top of the page',
    'body.h1': 'at the top of the main content, as its heading',
    'body.h1s':
      'in the page body: keep the <h1> that states the topic (the one left as <h1> below), turn the others into <h2>; their text stays',
    'body.images': 'on each listed <img> tag',
    'body.svgTitle': 'as the first child of each listed <svg role="img">: the words the image draws name it',
    'images.alt': 'on each listed <img>: write an alt text that says what the image shows',
    'robots.file': 'the whole /robots.txt at {origin}, replacing the current file',
    'server.config': 'in the {server} configuration of {host}',
    'header.any': 'as a response header of {url}',
    'note.measured':
      '{chars, plural, one {# character} other {# characters}}, about {px} px wide (limit {max} px).',
    'note.titleSource':
      'In the page’s own words (its title or h1, in order, cut between words), with the name the site gives itself.',
    'note.descriptionSource': 'Taken from the page’s own main text.',
    'note.images':
      'Sizes are the intrinsic sizes measured for this audit; images not measured keep their place in the list without a size.',
    'note.imagesUnmeasured':
      'Not measured: {list}. Set their width and height to the image files’ own pixel sizes.',
    'note.alt':
      'Alt texts cannot be derived from the page: describe each image in a few words. The quoted text is what surrounds the image on the page (its caption, link or paragraph).',
    'note.jsonld':
      'Only facts found on the page; add what is missing (logo, sameAs profiles, author) only if it is true.',
    'note.hreflang':
      'Every language version must carry this same set. x-default points at {url}; change it if another version is the fallback.',
    'note.robots': 'Lines marked "# added" are new; nothing else changed.',
    'note.server': 'Reload the server after the change. Other servers: see the alternatives.',
    'note.hsts': 'Only once every subdomain answers over HTTPS: browsers remember this for a year.',
    'note.canonical': 'The page’s own final URL, absolute.',
    'note.lang': 'The language detected in the page’s text.',
    'note.charset': 'Also send it in the Content-Type header: text/html; charset=utf-8.',
    'note.social': 'Filled from the title, description, canonical URL and the first large image of the page.',
    'header.replace':
      'as the {name} response header of {url}, replacing the current one (look for the rule that adds it in the server, CDN or framework configuration)',
    'note.canonicalTarget':
      'The current canonical target {url} cannot be indexed, so search engines ignore the hint; the page’s own URL always can. If {url} is the version you want in search results, make it answer 200 without noindex instead.',
    'note.langMismatch':
      'The text reads as "{detected}", not "{declared}". Confirm before changing it: if the page really is in "{declared}", keep it and check why the text looks otherwise (quotes, short text).',
    'note.langUnderscore': 'The same tag with a hyphen, as BCP 47 writes it.',
    'note.robotsMeta':
      'The directive this check flags is removed, the others kept. Only if the page is meant to be found and shown in full: where the restriction is deliberate, keep the current tag.',
    'note.robotsMetaAll':
      'One set for every failed robots check: the directives they flag are removed, the others kept. Only if this page should be in search results: on a page meant to stay out, keep the current tags.',
    'note.xRobotsTag':
      '"all" means no restriction, the same as no header. Only if this URL should be in search results.',
  },
  es: {
    'head.replace': 'dentro de <head>, sustituyendo {what} actual',
    'head.add': 'dentro de <head>',
    'head.socialEdit':
      'dentro de <head>: estas líneas sustituyen las etiquetas {what} de la página y añaden lo que falta; sus demás etiquetas og: y twitter: se quedan como están',
    'head.first': 'lo primero dentro de <head>, antes de cualquier otro elemento',
    'html.open': 'la etiqueta de apertura <html> al principio de la página',
    'body.h1': 'al principio del contenido principal, como su encabezado',
    'body.h1s':
      'en el cuerpo de la página: conserva el <h1> que enuncia el tema (el que queda como <h1> abajo) y convierte los demás en <h2>; su texto se mantiene',
    'body.images': 'en cada etiqueta <img> de la lista',
    'body.svgTitle':
      'como primer hijo de cada <svg role="img"> de la lista: las palabras que dibuja la imagen le dan nombre',
    'images.alt': 'en cada <img> de la lista: escribe un texto alternativo que diga qué muestra la imagen',
    'robots.file': 'el archivo /robots.txt completo de {origin}, sustituyendo el actual',
    'server.config': 'en la configuración de {server} de {host}',
    'header.any': 'como cabecera de respuesta de {url}',
    'note.measured':
      '{chars, plural, one {# carácter} other {# caracteres}}, unos {px} px de ancho (límite {max} px).',
    'note.titleSource':
      'Con las palabras de la propia página (su título o su h1, en orden, cortado entre palabras) y el nombre que el sitio se da.',
    'note.descriptionSource': 'Tomado del texto principal de la propia página.',
    'note.images':
      'Los tamaños son los tamaños intrínsecos medidos en esta auditoría; las imágenes no medidas siguen en la lista sin tamaño.',
    'note.imagesUnmeasured':
      'Sin medir: {list}. Pon en width y height el tamaño en píxeles de cada archivo de imagen.',
    'note.alt':
      'Los textos alternativos no se pueden deducir de la página: describe cada imagen en pocas palabras. El texto entre comillas es lo que rodea la imagen en la página (su pie, su enlace o su párrafo).',
    'note.jsonld':
      'Solo datos encontrados en la página; añade lo que falta (logo, perfiles sameAs, autor) solo si es cierto.',
    'note.hreflang':
      'Cada versión de idioma debe llevar este mismo conjunto. x-default apunta a {url}; cámbialo si la versión por defecto es otra.',
    'note.robots': 'Las líneas marcadas con "# added" son nuevas; el resto no cambia.',
    'note.server': 'Recarga el servidor tras el cambio. Para otros servidores, mira las alternativas.',
    'note.hsts':
      'Solo cuando todos los subdominios respondan por HTTPS: los navegadores lo recuerdan durante un año.',
    'note.canonical': 'La URL final de la propia página, absoluta.',
    'note.lang': 'El idioma detectado en el texto de la página.',
    'note.charset': 'Envíalo también en la cabecera Content-Type: text/html; charset=utf-8.',
    'note.social':
      'Rellenado con el título, la descripción, la URL canónica y la primera imagen grande de la página.',
    'header.replace':
      'como cabecera de respuesta {name} de {url}, sustituyendo la actual (busca la regla que la añade en la configuración del servidor, la CDN o el framework)',
    'note.canonicalTarget':
      'El destino canónico actual {url} no se puede indexar, así que los buscadores ignoran la indicación; la URL de la propia página siempre se puede. Si {url} es la versión que quieres en los resultados, haz que responda 200 sin noindex.',
    'note.langMismatch':
      'El texto parece estar en "{detected}", no en "{declared}". Confírmalo antes de cambiarlo: si la página está realmente en "{declared}", mantenlo y revisa por qué el texto parece otro idioma (citas, texto corto).',
    'note.langUnderscore': 'La misma etiqueta con guion, como la escribe BCP 47.',
    'note.robotsMeta':
      'Se quita la directiva que señala esta comprobación y se mantienen las demás. Solo si la página debe encontrarse y mostrarse completa: si la restricción es deliberada, conserva la etiqueta actual.',
    'note.robotsMetaAll':
      'Un mismo conjunto para todas las comprobaciones robots fallidas: se quitan las directivas que señalan y se mantienen las demás. Solo si esta página debe aparecer en los resultados: en una página que debe quedar fuera, conserva las etiquetas actuales.',
    'note.xRobotsTag':
      '"all" significa sin restricciones, lo mismo que no enviar la cabecera. Solo si esta URL debe aparecer en los resultados.',
  },
  fr: {
    'head.replace': 'dans <head>, à la place de {what} actuel',
    'head.add': 'dans <head>',
    'head.socialEdit':
      'dans <head> : ces lignes remplacent les balises {what} de la page et ajoutent ce qui manque ; ses autres balises « og: » et « twitter: » restent telles quelles',
    'head.first': 'en tout premier dans <head>, avant tout autre élément',
    'html.open': 'la balise ouvrante <html> en haut de la page',
    'body.h1': 'en haut du contenu principal, comme son titre',
    'body.h1s': 'dans le corps de la page : gardez le premier <h1> et changez les autres en <h2>',
    'body.images': 'sur chaque balise <img> de la liste',
    'body.svgTitle':
      'comme premier enfant de chaque <svg role="img"> de la liste : les mots que dessine l’image la nomment',
    'images.alt': 'sur chaque <img> de la liste : écrivez un texte alternatif qui dit ce que montre l’image',
    'robots.file': 'le fichier /robots.txt complet de {origin}, à la place du fichier actuel',
    'server.config': 'dans la configuration {server} de {host}',
    'header.any': 'comme en-tête de réponse de {url}',
    'note.measured':
      '{chars, plural, one {# caractère} other {# caractères}}, environ {px} px de large (limite {max} px).',
    'note.titleSource':
      'Avec les mots de la page elle-même (son titre ou son h1, dans l’ordre, coupé entre deux mots) et le nom que le site se donne.',
    'note.descriptionSource': 'Repris du texte principal de la page elle-même.',
    'note.images':
      'Les tailles sont les tailles intrinsèques mesurées pendant cet audit ; les images non mesurées restent dans la liste sans taille.',
    'note.imagesUnmeasured':
      'Non mesurées : {list}. Donnez à width et height la taille en pixels de chaque fichier image.',
    'note.alt':
      'Les textes alternatifs ne se déduisent pas de la page : décrivez chaque image en quelques mots. Le texte entre guillemets est ce qui entoure l’image sur la page (sa légende, son lien ou son paragraphe).',
    'note.jsonld':
      'Uniquement des faits trouvés sur la page ; ajoutez ce qui manque (logo, profils sameAs, auteur) seulement si c’est exact.',
    'note.hreflang':
      'Chaque version linguistique doit porter ce même ensemble. x-default pointe vers {url} ; changez-le si la version par défaut est une autre.',
    'note.robots': 'Les lignes marquées « # added » sont nouvelles ; rien d’autre ne change.',
    'note.server': 'Rechargez le serveur après la modification. Pour d’autres serveurs, voyez les variantes.',
    'note.hsts':
      'Seulement quand tous les sous-domaines répondent en HTTPS : les navigateurs s’en souviennent un an.',
    'note.canonical': 'L’URL finale de la page elle-même, absolue.',
    'note.lang': 'La langue détectée dans le texte de la page.',
    'note.charset': 'Envoyez-le aussi dans l’en-tête Content-Type : text/html; charset=utf-8.',
    'note.social':
      'Rempli avec le titre, la description, l’URL canonique et la première grande image de la page.',
    'header.replace':
      'comme en-tête de réponse {name} de {url}, à la place de l’actuel (cherchez la règle qui l’ajoute dans la configuration du serveur, du CDN ou du framework)',
    'note.canonicalTarget':
      'La cible canonique actuelle {url} ne peut pas être indexée : les moteurs ignorent l’indication ; l’URL de la page elle-même le peut toujours. Si {url} est la version voulue dans les résultats, faites-la plutôt répondre 200 sans noindex.',
    'note.langMismatch':
      'Le texte semble être en « {detected} », pas en « {declared} ». Vérifiez avant de changer : si la page est bien en « {declared} », gardez-le et voyez pourquoi le texte semble autre (citations, texte court).',
    'note.langUnderscore': 'La même balise avec un trait d’union, comme l’écrit BCP 47.',
    'note.robotsMeta':
      'La directive signalée par cette vérification est retirée, les autres sont gardées. Seulement si la page doit être trouvée et montrée en entier : si la restriction est voulue, gardez la balise actuelle.',
    'note.robotsMetaAll':
      'Un même ensemble pour toutes les vérifications robots en échec : les directives signalées sont retirées, les autres gardées. Seulement si cette page doit apparaître dans les résultats : sur une page qui doit rester à l’écart, gardez les balises actuelles.',
    'note.xRobotsTag':
      '« all » signifie aucune restriction, comme l’absence d’en-tête. Seulement si cette URL doit apparaître dans les résultats.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type FixStringKey = keyof (typeof STRINGS)['en'];
