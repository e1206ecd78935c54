import { headerValues, metasBy } from '../../artifact.js';
import { defineCheck, pass, warn, type CheckItem } from '../types.js';
import { serverConfigFix } from '../../fix/server-config.js';

/** A version number: 2.4, 8.1.2, 10.0.19041 (not a bare year or a single digit). */
const VERSION = /\d+\.\d+(?:\.\d+)*/;

export default defineCheck({
  id: 'server-disclosure',
  needs: ['fetch', 'metas'],
  run(page) {
    const items: CheckItem[] = [];
    for (const name of ['server', 'x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version', 'x-generator']) {
      for (const value of headerValues(page, name)) items.push({ value, note: `${name} header` });
    }
    for (const meta of metasBy(page, 'name', 'generator')) {
      items.push({ value: meta.attrs.content ?? '', note: '<meta name="generator">', line: meta.line });
    }
    const versioned = items.filter((i) => VERSION.test(i.value));
    if (versioned.length > 0) {
      const first = versioned[0] as CheckItem;
      return warn(
        'version',
        { value: first.value, where: first.note ?? '' },
        { items: versioned, value: versioned.length },
      );
    }
    // Product names without versions are common (Server: nginx) and reveal little; X-Powered-By still does.
    const powered = items.filter((i) => /^x-(powered-by|aspnet)/.test(i.note ?? ''));
    if (powered.length > 0)
      return warn('poweredBy', { value: powered.map((p) => p.value).join(', ') }, { items: powered });
    if (items.length > 0) return pass('product', { value: items.map((i) => i.value).join(', ') }, { items });
    return pass('pass');
  },
  strings: {
    en: {
      title: 'Server and software versions',
      fix: 'Hide version numbers: in nginx server_tokens off; in Apache ServerTokens Prod and ServerSignature Off; in PHP expose_php = Off; remove X-Powered-By and X-AspNet-Version, and the version from <meta name="generator">.',
      pass: 'The response discloses no server or software names.',
      product: 'Software is named without a version ({value}).',
      version:
        'The {where} discloses an exact version: "{value}", which makes known vulnerabilities easy to match.',
      poweredBy: 'X-Powered-By / X-AspNet headers name the software behind the site ({value}).',
    },
    es: {
      title: 'Versiones del servidor y del software',
      fix: 'Oculta los números de versión: en nginx server_tokens off; en Apache ServerTokens Prod y ServerSignature Off; en PHP expose_php = Off; elimina X-Powered-By y X-AspNet-Version, y la versión de <meta name="generator">.',
      pass: 'La respuesta no revela nombres de servidor ni de software.',
      product: 'Se nombra el software sin versión ({value}).',
      version:
        'La cabecera o etiqueta {where} revela una versión exacta: "{value}", lo que facilita relacionarla con vulnerabilidades conocidas.',
      poweredBy: 'Las cabeceras X-Powered-By / X-AspNet nombran el software del sitio ({value}).',
    },
    fr: {
      title: 'Versions du serveur et des logiciels',
      fix: 'Masquez les numéros de version : dans nginx server_tokens off ; dans Apache ServerTokens Prod et ServerSignature Off ; dans PHP expose_php = Off ; supprimez X-Powered-By et X-AspNet-Version, ainsi que la version de <meta name="generator">.',
      pass: 'La réponse ne révèle aucun nom de serveur ni de logiciel.',
      product: 'Le logiciel est nommé sans version ({value}).',
      version:
        'L’élément {where} révèle une version exacte : « {value} », ce qui facilite le rapprochement avec des failles connues.',
      poweredBy: 'Les en-têtes X-Powered-By / X-AspNet nomment le logiciel du site ({value}).',
    },
  },
  fix: serverConfigFix,
});
