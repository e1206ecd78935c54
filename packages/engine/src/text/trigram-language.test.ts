import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../checks/index.js';
import { francLanguage } from './trigram-language.js';

// Real prose in three languages: every check's strings (titles, fixes, messages) in en, es and fr.
const byLang = (lang: 'en' | 'es' | 'fr'): string =>
  CHECKS.flatMap((c) => Object.values(c.strings[lang] ?? {}))
    .filter((s): s is string => typeof s === 'string')
    .join(' ');

const OTHER_SCRIPTS = [
  'Съешь же ещё этих мягких французских булок да выпей чаю. Широкая электрификация южных губерний даст мощный толчок подъёму сельского хозяйства. В чащах юга жил бы цитрус? Да, но фальшивый экземпляр!',
  'Жебракують філософи при ґанку церкви в Гадячі, ще й шатро їхнє п’яне знаємо. Чуєш їх, доцю, га? Кумедна ж ти, прощайся без ґольфів!',
  'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. Τάχιστη αλώπηξ βαφής ψημένη γη, δρασκελίζει υπέρ νωθρού κυνός. Η γλώσσα μου έδωσαν ελληνική, το σπίτι φτωχικό στις αμμουδιές του Ομήρου.',
  'صِف خَلقَ خَودِ كَمِثلِ الشَمسِ إِذ بَزَغَت يَحظى الضَجيعُ بِها نَجلاءَ مِعطارِ. نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق.',
  'דג סקרן שט בים מאוכזב ולפתע מצא חברה. עטלף אבק נס דרך מזגן שהתפוצץ כי חם. הקפה של הבוקר היה חם ומתוק, והשמש זרחה מעל הגבעות הירוקות של הגליל.',
  '色は匂へど散りぬるを我が世誰ぞ常ならん有為の奥山今日越えて浅き夢見じ酔ひもせず。東京の春は桜がとても美しく、多くの人々が公園に集まって花見を楽しみます。',
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈剑号巨阙珠称夜光果珍李柰菜重芥姜海咸河淡鳞潜羽翔。',
  '키스의 고유조건은 입술끼리 만나야 하고 특별한 기술은 필요치 않다. 다람쥐 헌 쳇바퀴에 타고파. 서울의 봄은 따뜻하고 많은 사람들이 공원에서 산책을 즐깁니다.',
  'ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले विष्णुवतार भगवान श्रीराम, अयोध्या के महाराज दशरथ के बड़े सपुत्र थे।',
  'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า กว่าบรรดาฝูงสัตว์เดรัจฉาน จงฝ่าฟันพัฒนาวิชาการ อย่าล้างผลาญฤๅเข่นฆ่าบีฑาใคร',
  'Pchnąć w tę łódź jeża lub ośm skrzyń fig. Zażółć gęślą jaźń. Stróż pchnął kość w quiz gędźb vel fax myjń.',
  'Falsches Üben von Xylophonmusik quält jeden größeren Zwerg. Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich.',
  'Pranzo d’acqua fa volti sghembi. Quel vituperabile xenofobo zelante assaggia il whisky ed esclama: alleluja! Ma la volpe col suo balzo ha raggiunto il quieto Fido.',
  'Zwölf große Boxkämpfer jagen Viktor quer über den Sylter Deich, während die Sonne untergeht 12345 !!! ---',
];

/** Windows of several lengths over a text, so that samples mix sentences, languages and scripts. */
function windows(text: string, lengths: number[], step: number): string[] {
  const out: string[] = [];
  for (const length of lengths) {
    for (let at = 0; at + length <= text.length && out.length < 4000; at += step)
      out.push(text.slice(at, at + length));
  }
  return out;
}

describe('francLanguage', () => {
  it('answers exactly what franc answers, on prose in many languages and scripts', () => {
    const corpus = [byLang('en'), byLang('es'), byLang('fr'), ...OTHER_SCRIPTS];
    const mixed = `${byLang('fr').slice(0, 1500)} ${OTHER_SCRIPTS.join(' ')} ${byLang('es').slice(0, 1500)}`;
    const samples = [
      ...corpus.flatMap((text) => windows(text, [120, 300, 900, 2000], 997)),
      ...windows(mixed, [150, 600, 2000], 211),
      ...OTHER_SCRIPTS,
      ...OTHER_SCRIPTS.map((text) => `${text} ${text}`),
      '1234567890 '.repeat(20),
      '!!! ??? ... '.repeat(15),
      ' '.repeat(200),
      'short',
      '',
    ];
    expect(samples.length).toBeGreaterThan(200);
    const differ = samples.filter((s) => francLanguage(s, 120) !== franc(s, { minLength: 120 }));
    expect(differ).toEqual([]);
    // The corpus does exercise the identification, not only 'und'.
    const found = new Set(samples.map((s) => francLanguage(s, 120)));
    for (const code of ['eng', 'spa', 'fra', 'rus', 'ell', 'heb', 'cmn', 'jpn', 'kor', 'pol', 'deu', 'und']) {
      expect(found, code).toContain(code);
    }
  });
});
