import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { linkItem, noNetwork } from '../responses.js';

/** Answers that say "not for robots" rather than "gone": login walls, rate limits, LinkedIn's 999. */
const UNVERIFIABLE = new Set([401, 403, 429, 999]);

export default defineCheck({
  id: 'external-links-broken',
  needs: ['anchors'],
  reads: ['site'],
  run(page) {
    const links = page.site?.links;
    if (!links) return notApplicable('notChecked');
    if (links.externalTotal === 0) return notApplicable('none');
    const { external } = links;
    // Every external host failed DNS and none answered: no network here, so nothing can be called broken.
    if (noNetwork(links)) {
      return notApplicable('noNetwork', { checked: external.length, total: links.externalTotal });
    }
    const broken = external.filter(
      (l) =>
        (l.status !== null &&
          !UNVERIFIABLE.has(l.status) &&
          (l.status === 404 || l.status === 410 || l.status >= 500)) ||
        l.error === 'DNS_FAILURE',
    );
    const unverifiable = external.filter(
      (l) =>
        (l.status !== null && UNVERIFIABLE.has(l.status)) || (l.status === null && l.error !== 'DNS_FAILURE'),
    );
    const values = {
      checked: external.length,
      total: links.externalTotal,
      skipped: links.externalSkipped,
      unverifiable: unverifiable.length,
    };
    const first = broken[0];
    if (first) {
      return warn(
        'broken',
        { ...values, count: broken.length, url: first.url },
        {
          items: [...broken, ...unverifiable].map(linkItem),
          value: broken.length,
        },
      );
    }
    return pass('pass', values, { items: unverifiable.map(linkItem), value: 0 });
  },
  strings: {
    en: {
      title: 'Broken outbound links',
      fix: 'Update or remove each listed link: point it at the page’s new address, an archived copy, or another source.',
      pass: '{checked, plural, =1 {The one external link checked is not broken} other {No broken link among the # external links checked}} ({total} found, {skipped} not checked); {unverifiable, plural, one {# could not be verified (it refuses robots or timed out)} other {# could not be verified (they refuse robots or timed out)}}.',
      broken:
        '{count, plural, one {# of {checked} external links checked is broken} other {# of {checked} external links checked are broken}}, e.g. {url} ({total} found, {skipped} not checked, {unverifiable} unverifiable).',
      none: 'The page has no links to other sites.',
      notChecked: 'The page’s links were not checked in this audit.',
      noNetwork:
        'Could not verify the external links (no network): none of the {checked, plural, one {# link} other {# links}} checked answered and their host names did not resolve (DNS), so this machine seems to be offline. They are not counted as broken ({total} found).',
    },
    es: {
      title: 'Enlaces salientes rotos',
      fix: 'Actualiza o elimina cada enlace de la lista: apúntalo a la nueva dirección de la página, a una copia archivada o a otra fuente.',
      pass: '{checked, plural, =1 {El único enlace externo comprobado no está roto} other {Ningún enlace roto entre los # enlaces externos comprobados}} ({total, plural, one {# encontrado} other {# encontrados}}, {skipped} sin comprobar); {unverifiable, plural, one {# no se pudo verificar (rechaza robots o agotó el tiempo)} other {# no se pudieron verificar (rechazan robots o agotaron el tiempo)}}.',
      broken:
        '{count, plural, one {# de {checked} enlaces externos comprobados está roto} other {# de {checked} enlaces externos comprobados están rotos}}, p. ej. {url} ({total, plural, one {# encontrado} other {# encontrados}}, {skipped} sin comprobar, {unverifiable, plural, one {# no verificable} other {# no verificables}}).',
      none: 'La página no tiene enlaces a otros sitios.',
      notChecked: 'Los enlaces de la página no se comprobaron en esta auditoría.',
      noNetwork:
        'No se pudieron verificar los enlaces externos (sin red): ninguno de los {checked, plural, one {# comprobado} other {# comprobados}} respondió y sus nombres de host no se resolvieron (DNS), así que esta máquina parece no tener conexión. No se cuentan como rotos ({total, plural, one {# encontrado} other {# encontrados}}).',
    },
    fr: {
      title: 'Liens sortants cassés',
      fix: 'Mettez à jour ou supprimez chaque lien listé : faites-le pointer vers la nouvelle adresse de la page, une copie archivée ou une autre source.',
      pass: '{checked, plural, =1 {Le seul lien externe vérifié n’est pas cassé} other {Aucun lien cassé parmi les # liens externes vérifiés}} ({total, plural, one {# trouvé} other {# trouvés}}, {skipped, plural, one {# non vérifié} other {# non vérifiés}}) ; {unverifiable, plural, one {# n’a pas pu être vérifié (il refuse les robots ou a expiré)} other {# n’ont pas pu être vérifiés (ils refusent les robots ou ont expiré)}}.',
      broken:
        '{count, plural, one {# des {checked} liens externes vérifiés est cassé} other {# des {checked} liens externes vérifiés sont cassés}}, par ex. {url} ({total, plural, one {# trouvé} other {# trouvés}}, {skipped, plural, one {# non vérifié} other {# non vérifiés}}, {unverifiable, plural, one {# invérifiable} other {# invérifiables}}).',
      none: 'La page n’a aucun lien vers d’autres sites.',
      notChecked: 'Les liens de la page n’ont pas été vérifiés dans cet audit.',
      noNetwork:
        'Impossible de vérifier les liens externes (pas de réseau) : aucun des {checked, plural, one {# lien vérifié} other {# liens vérifiés}} n’a répondu et leurs noms d’hôte ne se résolvent pas (DNS) ; cette machine semble hors ligne. Ils ne sont pas comptés comme cassés ({total, plural, one {# trouvé} other {# trouvés}}).',
    },
  },
});
