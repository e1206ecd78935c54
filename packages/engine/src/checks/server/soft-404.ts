import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { pageSignals, softEvidence } from './_not-found.js';
import { answerFact, isSuccess, variantsOf } from './_variants.js';

export default defineCheck({
  id: 'soft-404',
  needs: [
    'fetch',
    'titles',
    'headings',
    'text',
    'images',
    'videos',
    'iframes',
    'plugins',
    'forms',
    'scripts',
    'site',
  ],
  run(page) {
    const url = page.fetch.finalUrl;
    // The audited page first: a success status on a page that says "not found" is the worst case.
    const own = page.fetch.status === 200 ? softEvidence(pageSignals(page)) : null;
    if (own) {
      const items = [
        { value: url, note: `${own.reason === 'Empty' ? 'words' : own.reason.toLowerCase()}: ${own.text}` },
      ];
      return fail(`page${own.reason}`, { url, text: own.text }, { items, value: own.reason });
    }
    const probe = variantsOf(page)?.notFound;
    if (!probe) return notApplicable('noProbe', { url });
    const values = { url, probe: probe.url, answer: answerFact(probe) };
    if (probe.status === null) return notApplicable('probeFailed', values);
    if (!isSuccess(probe.status)) return pass('pass', values, { value: probe.status });

    const found = softEvidence(probe);
    if (!found) return pass('catchAll', values, { value: probe.status });
    const items = [
      { value: probe.url, note: `${answerFact(probe)}, ${found.reason.toLowerCase()}: ${found.text}` },
    ];
    return warn(`probe${found.reason}`, { ...values, text: found.text }, { items, value: found.reason });
  },
  strings: {
    en: {
      title: 'Soft 404',
      fix: 'Answer missing pages with a real 404 (or 410) status while showing the friendly error page; give thin pages real content or remove them with a 404.',
      pageTitle: 'The audited URL {url} answers 200, but its title says the page was not found: "{text}".',
      pageH1:
        'The audited URL {url} answers 200, but its main heading says the page was not found: "{text}".',
      pageText: 'The audited URL {url} answers 200, but its text says the page was not found: "{text}".',
      pageEmpty:
        'The audited URL {url} answers 200 with almost no content ({text} words, no images or media): search engines treat it as a soft 404.',
      probeTitle:
        'The made-up URL {probe} answers {answer} with a not-found title, "{text}": the site answers 200 for missing pages.',
      probeH1:
        'The made-up URL {probe} answers {answer} with a not-found heading, "{text}": the site answers 200 for missing pages.',
      probeText:
        'The made-up URL {probe} answers {answer} with a not-found message, "{text}": the site answers 200 for missing pages.',
      probeEmpty:
        'The made-up URL {probe} answers {answer} with an almost empty page ({text} words): the site answers 200 for missing pages.',
      pass: 'The audited URL {url} does not look like a not-found page, and the made-up URL {probe} answers {answer}.',
      catchAll:
        'The audited URL {url} does not look like a not-found page. The made-up URL {probe} answers {answer} with regular content (see the custom 404 check).',
      noProbe:
        'The audited URL {url} does not look like a not-found page; the not-found probe did not run, so missing URLs were not checked.',
      probeFailed:
        'The audited URL {url} does not look like a not-found page; the made-up URL {probe} could not be checked ({answer}).',
    },
    es: {
      title: 'Soft 404',
      fix: 'Responde a las páginas que no existen con un estado 404 (o 410) real mientras muestras la página de error amigable; da contenido real a las páginas pobres o elimínalas con un 404.',
      pageTitle:
        'La URL auditada {url} responde 200, pero su título dice que no se encontró la página: "{text}".',
      pageH1:
        'La URL auditada {url} responde 200, pero su encabezado principal dice que no se encontró la página: "{text}".',
      pageText:
        'La URL auditada {url} responde 200, pero su texto dice que no se encontró la página: "{text}".',
      pageEmpty:
        'La URL auditada {url} responde 200 casi sin contenido ({text} palabras, sin imágenes ni multimedia): los buscadores la tratan como un soft 404.',
      probeTitle:
        'La URL inventada {probe} responde {answer} con un título de página no encontrada, "{text}": el sitio responde 200 a las páginas que no existen.',
      probeH1:
        'La URL inventada {probe} responde {answer} con un encabezado de página no encontrada, "{text}": el sitio responde 200 a las páginas que no existen.',
      probeText:
        'La URL inventada {probe} responde {answer} con un mensaje de página no encontrada, "{text}": el sitio responde 200 a las páginas que no existen.',
      probeEmpty:
        'La URL inventada {probe} responde {answer} con una página casi vacía ({text} palabras): el sitio responde 200 a las páginas que no existen.',
      pass: 'La URL auditada {url} no parece una página no encontrada, y la URL inventada {probe} responde {answer}.',
      catchAll:
        'La URL auditada {url} no parece una página no encontrada. La URL inventada {probe} responde {answer} con contenido normal (ver la comprobación de la página 404 personalizada).',
      noProbe:
        'La URL auditada {url} no parece una página no encontrada; la prueba de página inexistente no se hizo, así que no se comprobaron las URL que no existen.',
      probeFailed:
        'La URL auditada {url} no parece una página no encontrada; no se pudo comprobar la URL inventada {probe} ({answer}).',
    },
    fr: {
      title: 'Soft 404',
      fix: 'Répondez aux pages absentes par un vrai statut 404 (ou 410) tout en affichant la page d’erreur conviviale ; donnez un vrai contenu aux pages vides ou supprimez-les avec une 404.',
      pageTitle:
        'L’URL auditée {url} répond 200, mais son titre indique que la page est introuvable : « {text} ».',
      pageH1:
        'L’URL auditée {url} répond 200, mais son titre principal indique que la page est introuvable : « {text} ».',
      pageText:
        'L’URL auditée {url} répond 200, mais son texte indique que la page est introuvable : « {text} ».',
      pageEmpty:
        'L’URL auditée {url} répond 200 presque sans contenu ({text} mots, ni image ni média) : les moteurs la traitent comme une soft 404.',
      probeTitle:
        'L’URL inventée {probe} répond {answer} avec un titre de page introuvable, « {text} » : le site répond 200 aux pages absentes.',
      probeH1:
        'L’URL inventée {probe} répond {answer} avec un titre principal de page introuvable, « {text} » : le site répond 200 aux pages absentes.',
      probeText:
        'L’URL inventée {probe} répond {answer} avec un message de page introuvable, « {text} » : le site répond 200 aux pages absentes.',
      probeEmpty:
        'L’URL inventée {probe} répond {answer} avec une page presque vide ({text} mots) : le site répond 200 aux pages absentes.',
      pass: 'L’URL auditée {url} ne ressemble pas à une page introuvable, et l’URL inventée {probe} répond {answer}.',
      catchAll:
        'L’URL auditée {url} ne ressemble pas à une page introuvable. L’URL inventée {probe} répond {answer} avec un contenu ordinaire (voir la vérification de la page 404 personnalisée).',
      noProbe:
        'L’URL auditée {url} ne ressemble pas à une page introuvable ; la sonde de page absente n’a pas été lancée : les URL absentes n’ont pas été vérifiées.',
      probeFailed:
        'L’URL auditée {url} ne ressemble pas à une page introuvable ; l’URL inventée {probe} n’a pas pu être vérifiée ({answer}).',
    },
  },
});
