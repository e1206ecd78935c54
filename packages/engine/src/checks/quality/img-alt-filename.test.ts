import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './img-alt-filename.js';

const img = (src: string, alt: string): string => `<img src="${src}" alt="${alt}">`;
const statusOf = (src: string, alt: string): string => runOn(check, doc('', img(src, alt))).status;

describe('img-alt-filename', () => {
  it('passes descriptive alt texts, naming how many were checked', () => {
    const out = runOn(
      check,
      doc('', img('table.jpg', 'Oak table with six chairs') + img('logo.svg', 'Smith Workshop logo')),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'No alt text is a file name, a camera code or just a word like "image" (2 checked).',
    );
  });

  it('flags an alt equal to the file name, with or without extension, in any case, and lists each with its line', () => {
    const html = doc(
      '',
      `${img('/media/Red-Shoes.JPG?v=3', 'red-shoes.jpg')}\n${img('/media/oak-table.webp', 'OAK-TABLE')}\n${img('x.png', 'A red shoe')}`,
    );
    const out = runOn(check, html, { url: 'https://shop.example/' });
    expect(out.status).toBe('recommended');
    expect(out.items).toEqual([
      { value: 'red-shoes.jpg', note: 'https://shop.example/media/Red-Shoes.JPG?v=3', line: 1 },
      { value: 'OAK-TABLE', note: 'https://shop.example/media/oak-table.webp', line: 2 },
    ]);
    expect(messageOf(check, out)).toContain(
      ': 2, e.g. "red-shoes.jpg" on https://shop.example/media/Red-Shoes.JPG?v=3.',
    );
    expect(messageOf(check, out, 'fr')).toContain('« red-shoes.jpg »');
  });

  it('decodes percent-escapes in the file name, even malformed ones', () => {
    expect(statusOf('/img/mesa%20de%20roble.jpg', 'mesa de roble')).toBe('recommended');
    expect(statusOf('/img/bad%E0%A4.jpg', 'Oak table')).toBe('good');
  });

  it('does not flag a descriptive alt that merely resembles the file name’s words', () => {
    expect(statusOf('red-shoes.jpg', 'Red shoes')).toBe('good');
  });

  it('flags alt texts containing an image extension', () => {
    expect(statusOf('a.jpg', 'Photo: team.PNG')).toBe('recommended');
    expect(statusOf('a.jpg', 'download (1).jpeg')).toBe('recommended');
  });

  it('flags camera and screenshot names', () => {
    for (const alt of [
      'IMG_1234',
      'img-20230101-wa0001',
      'DSC01234',
      'DSCN0042',
      'PXL_20230615_142233',
      'DCIM 100',
      'P1010123',
      '20230615_142233',
      'Screenshot 2023-06-15 at 14.22.33',
      'Captura de pantalla 2023-06-15',
      'Capture d’écran 2023-06-15',
      'WhatsApp Image 2023-06-15',
    ]) {
      expect(statusOf('a.jpg', alt), alt).toBe('recommended');
    }
    // Model numbers are not camera file names.
    expect(statusOf('a.jpg', 'Canon P500 and Nikon D750 cameras')).toBe('good');
  });

  it('flags alt texts made only of generic words (EN, ES, FR), but not "logo"', () => {
    for (const alt of [
      'image',
      'Photo 3',
      'A picture of',
      'Imagen',
      'foto de',
      'Une illustration',
      'visuel 2',
    ]) {
      expect(statusOf('a.jpg', alt), alt).toBe('recommended');
    }
    expect(statusOf('a.jpg', 'Logo')).toBe('good');
    expect(statusOf('a.jpg', 'Photo of the team')).toBe('good');
  });

  it('decodes entities and collapses whitespace before comparing', () => {
    expect(statusOf('a.jpg', '  &#73;MG_1234 ')).toBe('recommended');
    expect(statusOf('a.jpg', 'photo &amp; image')).toBe('recommended');
  });

  it('ignores decorative and missing alts, data: URLs and tracking pixels', () => {
    const html = doc(
      '',
      '<img src="a.jpg" alt=""><img src="b.jpg"><img src="data:image/gif;base64,R0lGOD" alt="R0lGOD"><img src="c.gif" width="1" height="1" alt="c.gif">',
    );
    expect(runOn(check, html).status).toBe('good');
    expect(runOn(check, doc('', '<img src="a.jpg" alt="">')).status).toBe('na');
  });
});
