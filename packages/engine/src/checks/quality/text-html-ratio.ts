import { utf8Length } from '../../text/words.js';
import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { percent } from '../format.js';

/** checks.md: a visible-text share of at least 10 % of the HTML passes. */
const MIN_PERCENT = 10;

export default defineCheck({
  id: 'text-html-ratio',
  needs: ['text', 'html'],
  run(page) {
    // Both sides in UTF-8 bytes of decoded text, so the ratio does not depend on the served encoding.
    const htmlBytes = utf8Length(page.html);
    if (htmlBytes === 0) return notApplicable('empty');
    const textBytes = page.text.visibleBytes;
    const ratio = percent(textBytes, htmlBytes);
    const values = { percent: ratio, textBytes, htmlBytes };
    if (ratio >= MIN_PERCENT) return pass('pass', values, { value: ratio });
    return warn('low', values, { value: ratio });
  },
  strings: {
    en: {
      title: 'Text-to-HTML ratio',
      fix: 'Move inline scripts, styles and SVG sprites into cached external files, remove unused markup and wrapper elements, and make sure the main content is in the HTML rather than only loaded by JavaScript.',
      pass: 'Visible text is {percent} % of the HTML: {textBytes} bytes of text in {htmlBytes} bytes of HTML.',
      low: 'Visible text is only {percent} % of the HTML: {textBytes} bytes of text in {htmlBytes} bytes of HTML, mostly markup, scripts and styles.',
      empty: 'The response has no HTML to measure.',
    },
    es: {
      title: 'Proporción texto/HTML',
      fix: 'Lleva los scripts, estilos y sprites SVG en línea a archivos externos que se puedan almacenar en caché, elimina el marcado y los contenedores innecesarios y asegúrate de que el contenido principal esté en el HTML y no solo cargado por JavaScript.',
      pass: 'El texto visible es el {percent} % del HTML: {textBytes} bytes de texto en {htmlBytes} bytes de HTML.',
      low: 'El texto visible es solo el {percent} % del HTML: {textBytes} bytes de texto en {htmlBytes} bytes de HTML, sobre todo marcado, scripts y estilos.',
      empty: 'La respuesta no tiene HTML que medir.',
    },
    fr: {
      title: 'Ratio texte/HTML',
      fix: 'Déplacez les scripts, styles et sprites SVG intégrés dans des fichiers externes mis en cache, supprimez le balisage et les conteneurs inutiles, et assurez-vous que le contenu principal figure dans le HTML au lieu d’être seulement chargé par JavaScript.',
      pass: 'Le texte visible représente {percent} % du HTML : {textBytes} octets de texte pour {htmlBytes} octets de HTML.',
      low: 'Le texte visible ne représente que {percent} % du HTML : {textBytes} octets de texte pour {htmlBytes} octets de HTML, surtout du balisage, des scripts et des styles.',
      empty: 'La réponse ne contient pas de HTML à mesurer.',
    },
  },
});
