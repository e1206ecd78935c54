import { defineCheck, fail, pass } from '../types.js';
import { langFix } from '../../fix/head-elements.js';

export default defineCheck({
  id: 'lang-present',
  needs: ['doc'],
  run(page) {
    const { lang, 'xml:lang': xmlLang } = page.doc.htmlAttrs;
    if (lang === undefined) {
      // xml:lang alone only counts in XHTML served as XML; an HTML page still needs lang.
      return xmlLang?.trim() ? fail('xmlLangOnly', { xmlLang: xmlLang.trim() }) : fail('missing');
    }
    if (lang.trim() === '') return fail('empty', {}, { items: [{ value: `<html lang="${lang}">` }] });
    return pass('pass', { lang: lang.trim() }, { value: lang.trim() });
  },
  strings: {
    en: {
      title: 'Language attribute',
      fix: 'Declare the language of the content on the root element, e.g. <html lang="en"> or <html lang="es-MX">.',
      pass: 'The page declares its language: <html lang="{lang}">.',
      missing:
        'The <html> element has no lang attribute, so screen readers and search engines have to guess the language.',
      empty: 'The lang attribute of <html> is empty, which declares the language as unknown.',
      xmlLangOnly:
        'The <html> element only has xml:lang="{xmlLang}", which HTML ignores; add lang="{xmlLang}".',
    },
    es: {
      title: 'Atributo de idioma',
      fix: 'Declara el idioma del contenido en el elemento raíz, p. ej. <html lang="es"> o <html lang="es-MX">.',
      pass: 'La página declara su idioma: <html lang="{lang}">.',
      missing:
        'El elemento <html> no tiene atributo lang, así que los lectores de pantalla y los buscadores tienen que adivinar el idioma.',
      empty: 'El atributo lang de <html> está vacío, lo que declara el idioma como desconocido.',
      xmlLangOnly:
        'El elemento <html> solo tiene xml:lang="{xmlLang}", que HTML ignora; añade lang="{xmlLang}".',
    },
    fr: {
      title: 'Attribut de langue',
      fix: 'Déclarez la langue du contenu sur l’élément racine, par ex. <html lang="fr"> ou <html lang="fr-CA">.',
      pass: 'La page déclare sa langue : <html lang="{lang}">.',
      missing:
        'L’élément <html> n’a pas d’attribut lang : les lecteurs d’écran et les moteurs de recherche doivent deviner la langue.',
      empty: 'L’attribut lang de <html> est vide, ce qui déclare la langue comme inconnue.',
      xmlLangOnly:
        'L’élément <html> n’a que xml:lang="{xmlLang}", ignoré en HTML ; ajoutez lang="{xmlLang}".',
    },
  },
  fix: langFix,
});
