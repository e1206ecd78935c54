import { defineCheck, fail, notApplicable, pass, warn } from '../types.js';
import { entriesOf, recommendedGaps, requiredGaps, richResults, summarise } from './_rich-results.js';

/**
 * Question-and-answer markup, as Google reads it: a summary of the rich-result rules' Q&A entries
 * (QAPage, structured/rich/features/qa.ts); this check judges no property of its own. FAQPage is a
 * retired feature (structured/rich/retired.ts: no longer shown from May 2026): it is not judged.
 */
export default defineCheck({
  id: 'schema-faq',
  needs: ['jsonLd', 'markupData'],
  reads: ['site', 'lab'],
  run(page) {
    const all = richResults(page);
    const entries = entriesOf(all, ['Q&A']);
    if (entries.length === 0) {
      const faq = all.find((r) => r.status === 'retired' && r.feature === 'FAQ');
      if (faq) return notApplicable('retired', { type: faq.type, line: faq.line ?? '?' });
      return notApplicable('none');
    }
    const { invalid, partial, items } = summarise(entries);
    const common = (r: (typeof entries)[number]) => ({ type: r.type, line: r.line ?? '?' });
    if (invalid) {
      if (invalid.missingRequired.includes('mainEntity'))
        return fail('noQuestions', common(invalid), { items, value: items.length });
      const values = { ...common(invalid), missing: requiredGaps(invalid).join(', ') };
      return fail('invalid', values, { items, value: items.length });
    }
    if (partial) {
      const values = { ...common(partial), missing: recommendedGaps(partial).join(', ') };
      return warn('recommended', values, { items, value: items.length });
    }
    return pass('pass', common(entries[0]!), { value: 0 });
  },
  strings: {
    en: {
      title: 'FAQ markup',
      fix: 'In a QAPage, put the question in mainEntity as a Question with its text in name, answerCount, and an acceptedAnswer or suggestedAnswer (an Answer) whose text holds the full answer; Google also recommends the question’s author, datePublished, text and upvoteCount, and each answer’s url.',
      pass: 'The {type} at line {line} has every property Google requires and recommends for Q&A results.',
      none: 'The page has no FAQPage or QAPage markup.',
      retired:
        'Not judged: Google no longer shows FAQ rich results (retired in May 2026), so the {type} at line {line} earns none whatever it holds; rich-results-retired lists it.',
      noQuestions: 'The {type} at line {line} has no Question in mainEntity.',
      invalid:
        'The {type} at line {line} lacks required properties or has invalid ones, so it cannot get a Q&A rich result: {missing}.',
      recommended:
        'The {type} at line {line} lacks properties Google recommends, or has invalid ones: {missing}.',
    },
    es: {
      title: 'Marcado de preguntas frecuentes',
      fix: 'En un QAPage, pon la pregunta en mainEntity como una Question con su texto en name, answerCount y un acceptedAnswer o suggestedAnswer (un Answer) cuyo text contenga la respuesta completa; Google recomienda además el author, datePublished, text y upvoteCount de la pregunta, y la url de cada respuesta.',
      pass: 'El {type} de la línea {line} tiene todas las propiedades que Google exige y recomienda para los resultados de preguntas y respuestas.',
      none: 'La página no tiene marcado FAQPage ni QAPage.',
      retired:
        'No evaluado: Google ya no muestra resultados enriquecidos de preguntas frecuentes (retirados en mayo de 2026), así que el {type} de la línea {line} no obtiene ninguno, tenga lo que tenga; rich-results-retired lo indica.',
      noQuestions: 'El {type} de la línea {line} no tiene ninguna Question en mainEntity.',
      invalid:
        'Al {type} de la línea {line} le faltan propiedades obligatorias o tiene algunas no válidas, así que no puede obtener un resultado enriquecido de preguntas y respuestas: {missing}.',
      recommended:
        'Al {type} de la línea {line} le faltan propiedades que Google recomienda, o tiene algunas no válidas: {missing}.',
    },
    fr: {
      title: 'Balisage FAQ',
      fix: 'Dans un QAPage, placez la question dans mainEntity comme une Question avec son texte dans name, answerCount, et un acceptedAnswer ou suggestedAnswer (un Answer) dont le text contient la réponse complète ; Google recommande aussi author, datePublished, text et upvoteCount pour la question, et url pour chaque réponse.',
      pass: 'Le {type} ligne {line} a toutes les propriétés que Google exige et recommande pour les résultats de questions-réponses.',
      none: 'La page n’a pas de balisage FAQPage ni QAPage.',
      retired:
        'Non évalué : Google n’affiche plus les résultats enrichis FAQ (retirés en mai 2026), donc le {type} ligne {line} n’en obtient aucun, quel que soit son contenu ; rich-results-retired le signale.',
      noQuestions: 'Le {type} ligne {line} n’a aucune Question dans mainEntity.',
      invalid:
        'Il manque au {type} ligne {line} des propriétés obligatoires, ou certaines sont invalides : il ne peut pas obtenir de résultat enrichi de questions-réponses : {missing}.',
      recommended:
        'Il manque au {type} ligne {line} des propriétés que Google recommande, ou certaines sont invalides : {missing}.',
    },
  },
});
