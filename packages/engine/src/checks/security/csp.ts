import { defineCheck, pass, warn, type CheckItem } from '../types.js';
import { cspPolicies, effectiveSources, unsafeScriptSources } from './_csp.js';

export default defineCheck({
  id: 'csp',
  needs: ['fetch', 'metas'],
  run(page) {
    const policies = cspPolicies(page);
    const enforced = policies.filter((p) => p.source !== 'report-only');
    if (policies.length === 0) return warn('missing');
    const items: CheckItem[] = policies.map((p) => ({
      value: p.raw.length > 300 ? `${p.raw.slice(0, 297)}...` : p.raw,
      note:
        p.source === 'meta'
          ? '<meta http-equiv>'
          : p.source === 'header'
            ? 'Content-Security-Policy'
            : 'Content-Security-Policy-Report-Only',
      line: p.line,
    }));
    if (enforced.length === 0) return warn('reportOnly', {}, { items });
    // Several enforced policies all apply: a script must pass each, so one strict policy is enough.
    const verdicts = enforced.map((policy) => {
      const scripts = effectiveSources(policy, 'script-src');
      const unsafe = scripts === null ? ['(no script-src or default-src)'] : unsafeScriptSources(scripts);
      return { policy, unsafe };
    });
    const strict = verdicts.find((v) => v.unsafe.length === 0);
    if (!strict) {
      const unsafe = [...new Set(verdicts.flatMap((v) => v.unsafe))].join(', ');
      return warn('unsafe', { unsafe }, { items, value: unsafe });
    }
    // Defence in depth beyond scripts: plugins and <base> injection.
    const missing: string[] = [];
    if (!effectiveSources(strict.policy, 'object-src')?.includes("'none'")) missing.push("object-src 'none'");
    if (!strict.policy.directives.has('base-uri')) missing.push('base-uri');
    if (missing.length > 0) return pass('passHardening', { missing: missing.join(', ') }, { items });
    return pass('pass', {}, { items });
  },
  strings: {
    en: {
      title: 'Content Security Policy',
      fix: "Send a Content-Security-Policy header whose script-src uses nonces or hashes (with 'strict-dynamic') instead of 'unsafe-inline', 'unsafe-eval' or wildcards, e.g. script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'. Test it first as Content-Security-Policy-Report-Only.",
      pass: 'The page enforces a Content Security Policy without unsafe script sources.',
      passHardening:
        'The page enforces a Content Security Policy without unsafe script sources; it could also set {missing}.',
      missing: 'The page sends no Content-Security-Policy, so injected scripts would run unhindered.',
      reportOnly:
        'The Content Security Policy is only report-only: violations are reported but nothing is blocked.',
      unsafe:
        'The Content Security Policy allows unsafe script sources ({unsafe}), so it does not stop injected scripts.',
    },
    es: {
      title: 'Política de seguridad de contenido (CSP)',
      fix: "Envía una cabecera Content-Security-Policy cuyo script-src use nonces o hashes (con 'strict-dynamic') en lugar de 'unsafe-inline', 'unsafe-eval' o comodines, p. ej. script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'. Pruébala antes como Content-Security-Policy-Report-Only.",
      pass: 'La página aplica una política de seguridad de contenido sin fuentes de script inseguras.',
      passHardening:
        'La página aplica una política de seguridad de contenido sin fuentes de script inseguras; también podría definir {missing}.',
      missing:
        'La página no envía Content-Security-Policy, así que los scripts inyectados se ejecutarían sin obstáculos.',
      reportOnly:
        'La política de seguridad de contenido es solo de informe: las infracciones se notifican pero no se bloquea nada.',
      unsafe:
        'La política de seguridad de contenido permite fuentes de script inseguras ({unsafe}), así que no detiene los scripts inyectados.',
    },
    fr: {
      title: 'Politique de sécurité du contenu (CSP)',
      fix: "Envoyez un en-tête Content-Security-Policy dont le script-src utilise des nonces ou des empreintes (avec 'strict-dynamic') plutôt que 'unsafe-inline', 'unsafe-eval' ou des jokers, par ex. script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'. Testez-le d'abord en Content-Security-Policy-Report-Only.",
      pass: 'La page applique une politique de sécurité du contenu sans source de script dangereuse.',
      passHardening:
        'La page applique une politique de sécurité du contenu sans source de script dangereuse ; elle pourrait aussi définir {missing}.',
      missing:
        "La page n'envoie pas de Content-Security-Policy : des scripts injectés s'exécuteraient sans obstacle.",
      reportOnly:
        'La politique de sécurité du contenu est seulement en mode rapport : les violations sont signalées mais rien n’est bloqué.',
      unsafe:
        'La politique de sécurité du contenu autorise des sources de script dangereuses ({unsafe}) : elle n’arrête pas les scripts injectés.',
    },
  },
});
