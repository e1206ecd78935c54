import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './deprecated-tags.js';

describe('deprecated-tags', () => {
  it('passes modern markup', () => {
    const out = runOn(
      check,
      doc('', '<p><abbr title="HyperText">HTML</abbr> <s>old</s> <small>x</small></p>'),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('no obsolete elements');
  });

  it('recommends for obsolete elements, naming each tag and count, most used first', () => {
    const out = runOn(
      check,
      doc('', '<center><font>a</font><font>b</font></center><marquee>News</marquee><acronym>EU</acronym>'),
    );
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(5);
    expect(messageOf(check, out)).toBe(
      'The page uses 5 obsolete elements: <font> ×2, <acronym> ×1, <center> ×1, <marquee> ×1.',
    );
    expect(messageOf(check, out, 'es')).toContain('5 elementos obsoletos: <font> ×2');
    expect(out.items?.[0]).toEqual({ value: '<font>', note: '2×' });
  });

  it('recognises tags in any case and in unclosed markup', () => {
    const out = runOn(check, doc('', '<FONT color=red>a<BIG>b<TT>c'));
    expect(out.status).toBe('recommended');
    expect(out.items?.map((i) => i.value).sort()).toEqual(['<big>', '<font>', '<tt>']);
  });

  it('counts <applet> and <blink> too', () => {
    const out = runOn(check, doc('', '<applet code="Game.class"></applet><blink>!</blink>'));
    expect(messageOf(check, out)).toContain('<applet> ×1, <blink> ×1');
  });

  it('is critical for a frameset page', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Frames</title></head><frameset cols="20%,80%"><frame src="menu.html"><frame src="main.html"></frameset></html>';
    const out = runOn(check, html);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('frames (<frame> ×2, <frameset> ×1)');
    expect(messageOf(check, out, 'fr')).toContain('cadres (<frame> ×2, <frameset> ×1)');
  });

  it('ignores a <frame> the parser drops from a normal body, and SVG elements named like HTML ones', () => {
    expect(runOn(check, doc('', '<p>Text</p><frame src="x.html">')).status).toBe('good');
    expect(runOn(check, doc('', '<svg><font><font-face></font-face></font></svg>')).status).toBe('good');
  });
});
