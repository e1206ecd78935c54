import { jsonLdOf, type Json, type JsonLdItem } from '../../structured/jsonld.js';
import { firstText, indexNodes, itemsOfType, nodeIs, nodeOf, valuesOf } from '../../structured/values.js';
import type { NodeIndex } from '../../structured/values.js';
import { defineCheck, fail, notApplicable, pass, type CheckItem } from '../types.js';
import { lineOf, pathOf, propertyItem, typeName } from './_structured-data.js';

/** Whether some answer among the values has non-blank text. */
function answered(v: Json | undefined, index: NodeIndex): boolean {
  return valuesOf(v).some((a) => {
    const node = nodeOf(a, index);
    return node !== null && firstText(node.text) !== null;
  });
}

/** The questions of an FAQPage/QAPage and what each lacks. */
function judge(page: JsonLdItem, index: NodeIndex): { questions: number; items: CheckItem[] } {
  const items: CheckItem[] = [];
  const entries = valuesOf(page.data.mainEntity);
  if (entries.length === 0) items.push(propertyItem(page, pathOf(page, 'mainEntity'), 'no Question'));
  // A QAPage question may still await its accepted answer: Google takes its suggested answers then.
  const qa = nodeIs(page.data, 'QAPage');
  entries.forEach((raw, i) => {
    const q = nodeOf(raw, index) ?? {};
    const at = (prop: string): string =>
      pathOf(page, 'mainEntity', ...(Array.isArray(page.data.mainEntity) ? [i] : []), prop);
    if (firstText(q.name) === null) items.push(propertyItem(page, at('name'), 'missing'));
    if (!answered(q.acceptedAnswer, index) && !(qa && answered(q.suggestedAnswer, index))) {
      const note = q.acceptedAnswer === undefined ? 'missing' : 'no answer text';
      items.push(propertyItem(page, `${at('acceptedAnswer')}.text`, note));
    }
  });
  return { questions: entries.length, items };
}

export default defineCheck({
  id: 'schema-faq',
  needs: ['jsonLd'],
  run(page) {
    const { items } = jsonLdOf(page);
    const faqs = [...itemsOfType(items, 'FAQPage'), ...itemsOfType(items, 'QAPage')];
    if (faqs.length === 0) return notApplicable('none');
    const index = indexNodes(items);
    const judged = faqs.map((f) => ({ f, ...judge(f, index) }));
    const all = judged.flatMap((j) => j.items);
    const bad = judged.find((j) => j.items.length > 0);
    if (bad) {
      const values = {
        type: typeName(bad.f),
        line: lineOf(bad.f),
        count: bad.items.length,
        path: bad.items[0]?.value ?? '',
      };
      return fail(bad.questions === 0 ? 'noQuestions' : 'invalid', values, { items: all, value: all.length });
    }
    const [first] = judged;
    const values = { type: typeName(first!.f), line: lineOf(first!.f), count: first!.questions };
    return pass('pass', values, { value: 0 });
  },
  strings: {
    en: {
      title: 'FAQ markup',
      fix: 'Put each question in mainEntity as a Question with its text in name and an acceptedAnswer (an Answer) whose text holds the full answer.',
      pass: 'In the {type} at line {line}, every question ({count}) has a name and an answer text.',
      none: 'The page has no FAQPage or QAPage markup.',
      noQuestions: 'The {type} at line {line} has no Question in mainEntity.',
      invalid: 'The {type} at line {line} lacks question names or answer texts ({count}), e.g. {path}.',
    },
    es: {
      title: 'Marcado de preguntas frecuentes',
      fix: 'Pon cada pregunta en mainEntity como una Question con su texto en name y un acceptedAnswer (un Answer) cuyo text contenga la respuesta completa.',
      pass: 'En el {type} de la línea {line}, todas las preguntas ({count}) tienen name y texto de respuesta.',
      none: 'La página no tiene marcado FAQPage ni QAPage.',
      noQuestions: 'El {type} de la línea {line} no tiene ninguna Question en mainEntity.',
      invalid:
        'Al {type} de la línea {line} le faltan nombres de pregunta o textos de respuesta ({count}), p. ej. {path}.',
    },
    fr: {
      title: 'Balisage FAQ',
      fix: 'Placez chaque question dans mainEntity comme une Question avec son texte dans name et un acceptedAnswer (un Answer) dont le text contient la réponse complète.',
      pass: 'Dans le {type} ligne {line}, chaque question ({count}) a un name et un texte de réponse.',
      none: 'La page n’a pas de balisage FAQPage ni QAPage.',
      noQuestions: 'Le {type} ligne {line} n’a aucune Question dans mainEntity.',
      invalid:
        'Il manque au {type} ligne {line} des noms de question ou des textes de réponse ({count}), par ex. {path}.',
    },
  },
});
