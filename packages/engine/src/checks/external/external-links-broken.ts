import { defineCheck, notApplicable, pass, warn } from '../types.js';
import { linkItem } from '../responses.js';

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
      pass: 'No broken link among the {checked} external links checked ({total} found, {skipped} not checked); {unverifiable} could not be verified (they refuse robots or timed out).',
      broken:
        '{count} of {checked} external links checked are broken, e.g. {url} ({total} found, {skipped} not checked, {unverifiable} unverifiable).',
      none: 'The page has no links to other sites.',
      notChecked: 'The page’s links were not checked in this audit.',
    },
    es: {
      title: 'Enlaces salientes rotos',
      fix: 'Actualiza o elimina cada enlace de la lista: apúntalo a la nueva dirección de la página, a una copia archivada o a otra fuente.',
      pass: 'Ningún enlace roto entre los {checked} enlaces externos comprobados ({total} encontrados, {skipped} sin comprobar); {unverifiable} no se pudieron verificar (rechazan robots o agotaron el tiempo).',
      broken:
        '{count} de {checked} enlaces externos comprobados están rotos, p. ej. {url} ({total} encontrados, {skipped} sin comprobar, {unverifiable} no verificables).',
      none: 'La página no tiene enlaces a otros sitios.',
      notChecked: 'Los enlaces de la página no se comprobaron en esta auditoría.',
    },
    fr: {
      title: 'Liens sortants cassés',
      fix: 'Mettez à jour ou supprimez chaque lien listé : faites-le pointer vers la nouvelle adresse de la page, une copie archivée ou une autre source.',
      pass: 'Aucun lien cassé parmi les {checked} liens externes vérifiés ({total} trouvés, {skipped} non vérifiés) ; {unverifiable} n’ont pas pu être vérifiés (ils refusent les robots ou ont expiré).',
      broken:
        '{count} des {checked} liens externes vérifiés sont cassés, par ex. {url} ({total} trouvés, {skipped} non vérifiés, {unverifiable} invérifiables).',
      none: 'La page n’a aucun lien vers d’autres sites.',
      notChecked: 'Les liens de la page n’ont pas été vérifiés dans cet audit.',
    },
  },
});
