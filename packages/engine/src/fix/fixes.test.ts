import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../checks/index.js';
import { localise, runChecks } from '../checks/run.js';
import type { Lang } from '../i18n/lang.js';
import type { ReportCheck } from '../report/index.js';
import { pageFromHtml } from '../test-support/index.js';
import { textWidth } from '../text/pixel-width.js';
import { stopWords } from '../text/stopwords.js';
import { writeFixes } from './index.js';
import { renderFixes } from '../localize/fix-texts.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../test-support/fixtures/real-world/${name}.html`, import.meta.url), 'utf8');

/** The page's checks as the report has them (page scope), for the writer. */
function fixesFor(html: string, lang: Lang = 'en', url = 'https://example.com/news/harbour-barrier') {
  const page = pageFromHtml(html, { url });
  const checks = runChecks(page, CHECKS).map(
    (r): ReportCheck => ({
      id: r.entry.id, category: r.entry.category, scope: r.entry.scope, title: '', status: r.status,
      severity: r.entry.severity, weight: 1, effectiveWeight: 1, score: null, gain: 0, message: '',
      details: { fix: '', items: localise(r, lang).items, totalItems: 0 },
    }),
  ); // prettier-ignore
  return {
    fixes: renderFixes(writeFixes(page, checks), lang),
    checks: new Map(checks.map((c) => [c.id, c.status])),
  };
}

const titleOf = (snippet: string): string => /<title>(.*)<\/title>/.exec(snippet)?.[1] ?? '';
const descriptionOf = (snippet: string): string => /content="([^"]*)"/.exec(snippet)?.[1] ?? '';

describe('title and description proposals on real-world page structures', () => {
  const cases = [
    { name: 'news-en', keyword: /harbour|flood|barrier/i, site: 'Coastal News' },
    // The headline with the site name is over 60 characters: the headline part alone, whole.
    { name: 'news-fr', keyword: /sécheresse|jardins|arrosage/i, site: null },
    { name: 'shop-es', keyword: /cafetera/i, site: 'Casa Moka' },
    { name: 'blog-en', keyword: /tomato/i, site: 'The Balcony Gardener' },
  ];
  for (const c of cases) {
    it(`${c.name}: a title and a description from the page that pass the title and description checks`, () => {
      // Without a title and description, both are proposed from the page's own facts.
      const html = fixture(c.name).replace(/<title>[\s\S]*?<\/title>/, '');
      const { fixes } = fixesFor(html);
      const title = titleOf(fixes.get('title-present')?.snippet ?? '');
      expect(title).toMatch(c.keyword);
      if (c.site) expect(title).toContain(c.site);
      expect(textWidth(title, 20)).toBeLessThanOrEqual(580);
      expect([...title].length).toBeGreaterThanOrEqual(30);
      expect([...title].length).toBeLessThanOrEqual(60);

      const description = descriptionOf(fixes.get('meta-description-present')?.snippet ?? '');
      expect(textWidth(description, 14)).toBeLessThanOrEqual(920);
      expect([...description].length).toBeGreaterThanOrEqual(70);
      expect([...description].length).toBeLessThanOrEqual(160);
      expect(description).toMatch(c.keyword);
      expect(description).not.toMatch(/cookie|Share|Partager|Compartir|caption|Mr Patel said/i);

      // Applied, the proposals pass the checks that judged the page.
      const fixed = html.replace(
        '</head>',
        `${fixes.get('title-present')!.snippet}${fixes.get('meta-description-present')!.snippet}</head>`,
      );
      const after = fixesFor(fixed).checks;
      for (const id of ['title-present', 'title-length', 'title-pixel-width', 'title-keyword-stuffing', 'h1-equals-title', 'meta-description-present', 'meta-description-length', 'meta-description-pixel-width']) {
        expect({ id, status: after.get(id) }).toEqual({ id, status: 'good' });
      } // prettier-ignore
    });
  }

  it('never offers a title the width check would flag: a page whose only words are very wide gets none', () => {
    const wide = 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW';
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><h1>${wide}</h1><main><p>${`${wide} `.repeat(30)}</p></main></body></html>`;
    const { fixes } = fixesFor(html, 'en', 'https://wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww.example/');
    expect(fixes.has('title-present')).toBe(false);
  });
});

/** The last word of a proposal, bare: what a reader sees the phrase end on. */
const lastWord = (text: string): string =>
  (text.replace(/…$/u, '').split(/\s+/).pop() ?? '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}’']+$/gu, '')
    .toLowerCase();
/** Reads as a phrase: not ending on a stop word of the page's language nor on an elided article ("l’"). */
function endsWell(text: string, lang: string): boolean {
  const last = lastWord(text);
  const stop = stopWords(lang);
  return (
    last !== '' && !/['’]$/u.test(last) && !stop.has(last) && !stop.has(last.replace(/^\p{L}{1,5}['’]/u, ''))
  );
}
/** A page with a long h1 and a few paragraphs about its subject. */
const longH1Page = (lang: string, site: string, h1: string, paragraphs: string[]): string =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta property="og:site_name" content="${site}"></head><body><main><article><h1>${h1}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main></body></html>`;

describe('proposals that read well', () => {
  const fixtures = [
    { name: 'news-en', lang: 'en', subject: /harbour|flood|barrier/i },
    { name: 'news-fr', lang: 'fr', subject: /arrosage|jardins|sécheresse/i },
    { name: 'shop-es', lang: 'es', subject: /cafetera/i },
    { name: 'blog-en', lang: 'en', subject: /tomato/i },
    { name: 'encyclopedia-en', lang: 'en', subject: /lighthouse/i },
  ];
  for (const f of fixtures) {
    it(`${f.name}: the title and the description end on a content word and keep the subject`, () => {
      const html = fixture(f.name)
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, '');
      const { fixes } = fixesFor(html);
      const title = titleOf(fixes.get('title-present')?.snippet ?? '');
      const description = descriptionOf(fixes.get('meta-description-present')?.snippet ?? '');
      for (const text of [title.split(' | ')[0]!, description]) {
        expect({ text, endsWell: endsWell(text, f.lang) }).toEqual({ text, endsWell: true });
        expect(text).toMatch(f.subject);
      }
      // A cut sentence says so; a whole one ends as a sentence does.
      expect(description).toMatch(/[.!?…]$/u);
      expect(description).not.toMatch(/\[\d+\]/);
    });
  }

  it('the French headline too long with its site name: the whole headline part, not "… limite | site"', () => {
    const html = fixture('news-fr').replace(/<title>[\s\S]*?<\/title>/, '');
    const title = titleOf(fixesFor(html, 'fr').fixes.get('title-present')!.snippet);
    expect(title).not.toMatch(/limite \|/);
    expect(title).toMatch(/arrosage des jardins$/);
  });

  it('the blog post: no "on a small | site"', () => {
    const html = fixture('blog-en').replace(/<title>[\s\S]*?<\/title>/, '');
    const title = titleOf(fixesFor(html).fixes.get('title-present')!.snippet);
    expect(title).not.toMatch(/small \|/);
    expect(title).toMatch(/^How I grow tomatoes/);
  });

  const long = [
    {
      lang: 'en',
      site: 'Fix It Yourself',
      h1: 'How to repair a leaking kitchen tap without calling a plumber or buying any new tools',
      paragraphs: [
        'A leaking kitchen tap wastes water every day. Most leaking taps only need a new washer or a new cartridge.',
        'Turn off the water under the sink before you repair the tap. Then open the tap to drain the pipe.',
        'Unscrew the tap handle, take out the old washer and fit the new one. The tap should stop leaking at once.',
      ],
      subject: /\btap\b/,
      expected: 'How to repair a leaking kitchen tap | Fix It Yourself',
    },
    {
      lang: 'es',
      site: 'Cocina Fácil',
      h1: 'Cómo elegir la mejor cafetera italiana para tu cocina de gas, de inducción o eléctrica sin equivocarte',
      paragraphs: [
        'Una cafetera italiana buena dura muchos años. Antes de comprar la cafetera conviene mirar el material y la base.',
        'La cafetera de acero funciona en inducción; la cafetera de aluminio solo funciona en gas o en placa eléctrica.',
        'El tamaño de la cafetera se mide en tazas, y una cafetera de seis tazas sirve para dos o tres personas.',
      ],
      subject: /cafetera/,
      expected: 'Cómo elegir la mejor cafetera italiana para tu cocina de gas',
    },
    {
      lang: 'fr',
      site: 'Le Journal du Centre',
      h1: 'Réforme des retraites : le gouvernement présente son nouveau calendrier aux syndicats et au patronat',
      paragraphs: [
        'Le gouvernement a présenté mardi le calendrier de la réforme des retraites aux syndicats, qui l’ont jugé trop serré.',
        'La réforme des retraites sera débattue au Parlement à l’automne, après une nouvelle réunion avec les syndicats.',
        'Les syndicats demandent que la réforme des retraites tienne compte des métiers pénibles.',
      ],
      subject: /retraites/,
      expected: 'Réforme des retraites | Le Journal du Centre',
    },
    {
      lang: 'en',
      site: 'Money Desk',
      h1: 'Interest rates held at 4% as the central bank waits for clearer signs of slowing inflation',
      paragraphs: [
        'The central bank held interest rates at 4% on Thursday. Interest rates have not moved since March.',
        'The bank said inflation is slowing but interest rates will stay high until inflation is back near target.',
      ],
      subject: /interest rates/,
      expected: 'Interest rates held at 4% as the central bank waits',
    },
    {
      lang: 'es',
      site: 'Viajar Hoy',
      h1: 'Las mejores playas de Menorca para ir con niños pequeños en verano sin pasar calor',
      paragraphs: [
        'Menorca tiene playas tranquilas para ir con niños. Las playas del sur de Menorca tienen arena fina y agua poco profunda.',
        'Las playas de Menorca se llenan en agosto, así que conviene llegar pronto a las playas más conocidas.',
      ],
      subject: /playas/,
      expected: 'Las mejores playas de Menorca para ir con niños pequeños',
    },
    {
      lang: 'fr',
      site: 'Le Petit Jardinier',
      h1: 'Comment tailler les rosiers en fin d’hiver pour avoir plus de fleurs au printemps prochain',
      paragraphs: [
        'Tailler les rosiers en fin d’hiver donne plus de fleurs. Les rosiers taillés au bon moment fleurissent mieux au printemps.',
        'Coupez les rosiers au-dessus d’un bourgeon tourné vers l’extérieur, avec un sécateur propre.',
      ],
      subject: /rosiers/,
      expected: 'Comment tailler les rosiers en fin d’hiver',
    },
  ];
  for (const c of long) {
    it(`a long ${c.lang} h1: cut at a natural boundary, never mid-phrase, the subject kept`, () => {
      const html = longH1Page(c.lang, c.site, c.h1, c.paragraphs);
      const title = titleOf(fixesFor(html, c.lang as Lang).fixes.get('title-present')!.snippet);
      const body = title.replace(` | ${c.site}`, '');
      expect(title).toBe(c.expected);
      expect(textWidth(title, 20)).toBeLessThanOrEqual(580);
      expect([...title].length).toBeLessThanOrEqual(60);
      expect({ title, endsWell: endsWell(body, c.lang) }).toEqual({ title, endsWell: true });
      expect(body.toLowerCase()).toMatch(c.subject);
      // The page's own words in its own order, cut where the h1 pauses or a function word begins.
      const lower = c.h1.toLowerCase();
      const at = lower.indexOf(body.toLowerCase());
      expect(at).toBeGreaterThanOrEqual(0);
      const next =
        c.h1
          .slice(at + body.length)
          .trim()
          .split(/\s+/)[0] ?? '';
      const stop = stopWords(c.lang);
      const opens = /^(?:without|or|and|with|for|para|sin|con|o|y|et|pour|avec|sans|aux)$/iu;
      expect({
        next,
        boundary:
          /^[:,;–—|-]/u.test(next) ||
          stop.has(next.toLowerCase()) ||
          opens.test(next) ||
          /^\p{L}{1,5}['’]/u.test(next),
      }).toEqual({ next, boundary: true });
    });
  }

  it('a description from a single overlong sentence: cut at a clause, with an ellipsis, not on a stop word', () => {
    const sentence =
      'The lighthouse keeper looked after the lamp, the lens and the clockwork every night, wrote the weather in the logbook and rang the fog bell whenever the sea mist came in from the bay and the ships could not see the rocks';
    const html = longH1Page('en', 'Sea Lights', 'Lighthouse keepers at work', [
      `${sentence}.`,
      `${sentence}, again.`,
    ]);
    const description = descriptionOf(fixesFor(html).fixes.get('meta-description-present')!.snippet);
    expect(description).toMatch(/…$/u);
    expect(endsWell(description, 'en')).toBe(true);
    expect(description).toContain('lighthouse keeper');
    expect([...description].length).toBeLessThanOrEqual(160);
  });
});

describe('where and note texts', () => {
  it('are written in the report language while the snippet keeps the page language', () => {
    const html = fixture('shop-es').replace(/<title>[\s\S]*?<\/title>/, '');
    const en = fixesFor(html, 'en').fixes.get('title-present')!;
    const es = fixesFor(html, 'es').fixes.get('title-present')!;
    const fr = fixesFor(html, 'fr').fixes.get('title-present')!;
    expect(es.snippet).toBe(en.snippet);
    expect(fr.snippet).toBe(en.snippet);
    expect(en.where).toBe('inside <head>');
    expect(es.where).toBe('dentro de <head>');
    expect(fr.where).toBe('dans <head>');
    expect(es.note).toContain('caracteres');
    expect(fr.note).toContain('caractères');
  });
});

describe('server configuration', () => {
  it('leads with the server the Server header names, the others as alternatives', () => {
    const html = fixture('blog-en');
    const page = (server: string) =>
      pageFromHtml(html, { url: 'https://example.com/p', headers: { server } });
    const run = (server: string) => {
      const p = page(server);
      const checks = runChecks(p, CHECKS).map(
        (r) => ({ id: r.entry.id, status: r.status, details: { items: [] } }) as unknown as ReportCheck,
      );
      return renderFixes(writeFixes(p, checks), 'en').get('x-content-type-options')!;
    };
    expect(run('Apache/2.4.58 (Ubuntu)')).toMatchObject({
      language: 'apache',
      snippet: 'Header always set X-Content-Type-Options "nosniff"',
    });
    expect(run('Caddy').language).toBe('caddy');
    const nginx = run('nginx/1.25.3');
    expect(nginx.snippet).toBe('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx.alternatives?.map((a) => a.language)).toEqual(['apache', 'caddy']);
  });
});
