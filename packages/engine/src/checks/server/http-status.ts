import { defineCheck, fail, pass, warn } from '../types.js';

export default defineCheck({
  id: 'http-status',
  needs: ['fetch'],
  run(page) {
    const { status, statusText, redirects, finalUrl, requestedUrl } = page.fetch;
    const values = { status, text: statusText || '-', url: finalUrl };
    const items = redirects.map((hop) => ({
      value: hop.url,
      note: `${hop.status} → ${hop.location ?? '?'}`,
    }));
    const extra = { items, value: status };
    if (status === 200) {
      return finalUrl === requestedUrl ? pass('pass', values, extra) : pass('passRedirected', values, extra);
    }
    if (status >= 200 && status < 300) return warn('otherSuccess', values, extra);
    if (status >= 300 && status < 400) return fail('redirectWithoutTarget', values, extra);
    if (status >= 400 && status < 500) return fail('clientError', values, extra);
    return fail('serverError', values, extra);
  },
  strings: {
    en: {
      title: 'HTTP status',
      fix: 'Serve the page with status 200. Fix or remove links to missing pages, redirect moved pages with a 301 to their new address, and investigate server errors in your logs.',
      pass: 'The page answered 200 OK.',
      passRedirected: 'After redirects, the page answered 200 OK at {url}.',
      otherSuccess:
        'The page answered {status} {text}; search engines expect a plain 200 for indexable pages.',
      redirectWithoutTarget:
        'The page answered {status} {text} without a usable redirect target, so it cannot be indexed.',
      clientError:
        'The page answered {status} {text}: search engines drop pages with client errors from their index.',
      serverError: 'The page answered {status} {text}: a server error stops crawlers and visitors alike.',
    },
    es: {
      title: 'Estado HTTP',
      fix: 'Sirve la página con el estado 200. Corrige o elimina los enlaces a páginas que no existen, redirige con un 301 las páginas trasladadas a su nueva dirección e investiga los errores del servidor en sus registros.',
      pass: 'La página respondió 200 OK.',
      passRedirected: 'Tras las redirecciones, la página respondió 200 OK en {url}.',
      otherSuccess:
        'La página respondió {status} {text}; los buscadores esperan un 200 simple en las páginas indexables.',
      redirectWithoutTarget:
        'La página respondió {status} {text} sin un destino de redirección utilizable, así que no se puede indexar.',
      clientError:
        'La página respondió {status} {text}: los buscadores eliminan de su índice las páginas con errores del cliente.',
      serverError:
        'La página respondió {status} {text}: un error del servidor detiene tanto a los rastreadores como a los visitantes.',
    },
    fr: {
      title: 'Statut HTTP',
      fix: 'Servez la page avec le statut 200. Corrigez ou supprimez les liens vers des pages absentes, redirigez les pages déplacées en 301 vers leur nouvelle adresse et examinez les erreurs serveur dans vos journaux.',
      pass: 'La page a répondu 200 OK.',
      passRedirected: 'Après les redirections, la page a répondu 200 OK à {url}.',
      otherSuccess:
        'La page a répondu {status} {text} ; les moteurs de recherche attendent un simple 200 pour les pages indexables.',
      redirectWithoutTarget:
        'La page a répondu {status} {text} sans cible de redirection utilisable : elle ne peut pas être indexée.',
      clientError:
        'La page a répondu {status} {text} : les moteurs de recherche retirent de leur index les pages en erreur client.',
      serverError:
        'La page a répondu {status} {text} : une erreur serveur bloque les robots comme les visiteurs.',
    },
  },
});
