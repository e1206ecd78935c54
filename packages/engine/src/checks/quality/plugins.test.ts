import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './plugins.js';

const statusOf = (body: string): string => runOn(check, doc('', body)).status;

describe('plugins', () => {
  it('passes a page without <object>, <embed> or <applet>', () => {
    const out = runOn(check, doc('', '<video src="a.mp4"></video>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The page embeds nothing through <object>, <embed> or <applet>.');
  });

  it('passes PDF, SVG, video and HTML objects and embeds, naming how many there are', () => {
    const out = runOn(
      check,
      doc(
        '',
        '<object type="application/pdf" data="guide.pdf"></object><embed src="chart.svg" type="image/svg+xml"><object data="page.html"></object>',
      ),
    );
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('The page has 3 <object>/<embed> elements, all with content');
  });

  it('fails a Flash <object> found by its .swf data, naming the file and line', () => {
    const out = runOn(
      check,
      doc('', '<p>Intro</p>\n<object data="/media/intro.swf?v=2" width="400"></object>'),
    );
    expect(out.status).toBe('critical');
    expect(out.items).toEqual([{ value: '/media/intro.swf?v=2', note: 'Flash, <object>', line: 2 }]);
    expect(messageOf(check, out)).toBe(
      'The page embeds 1 plugin element (Flash) that no current browser can run, e.g. /media/intro.swf?v=2: that content is invisible to visitors and search engines.',
    );
    expect(messageOf(check, out, 'es')).toContain('1 elemento de plugin (Flash)');
  });

  it('recognises Flash by MIME type (with parameters, any case), classid, <param name="movie"> and codebase', () => {
    expect(statusOf('<embed src="intro" type="Application/X-Shockwave-Flash; version=9">')).toBe('critical');
    expect(
      statusOf(
        '<object classid="CLSID:D27CDB6E-AE6D-11CF-96B8-444553540000"><param name="movie" value="x"></object>',
      ),
    ).toBe('critical');
    expect(statusOf('<object><param name="Movie" value="banner.SWF"></object>')).toBe('critical');
    expect(
      statusOf(
        '<object codebase="http://download.macromedia.com/pub/shockwave/cabs/flash/swflash.cab#version=6"></object>',
      ),
    ).toBe('critical');
  });

  it('recognises Java: any <applet>, Java MIME types and classids, .jar and .class files', () => {
    const out = runOn(check, doc('', '<applet code="Game" width="300"></applet>'));
    expect(out.items).toEqual([{ value: 'Game', note: 'Java, <applet>', line: 1 }]);
    expect(statusOf('<object type="application/x-java-applet;version=1.6"></object>')).toBe('critical');
    expect(statusOf('<object classid="java:Game.class"></object>')).toBe('critical');
    expect(statusOf('<object classid="clsid:CAFEEFAC-0016-0000-0000-ABCDEFFEDCBA"></object>')).toBe(
      'critical',
    );
    expect(statusOf('<object><param name="archive" value="lib.zip, game.jar"></object>')).toBe('critical');
  });

  it('recognises Silverlight by MIME type and .xap source', () => {
    expect(
      statusOf(
        '<object data="data:application/x-silverlight-2," type="application/x-silverlight-2"></object>',
      ),
    ).toBe('critical');
    expect(statusOf('<object><param name="source" value="ClientBin/App.xap"></object>')).toBe('critical');
  });

  it('lists every plugin element and every technology', () => {
    const out = runOn(
      check,
      doc(
        '',
        '<embed src="a.swf"><applet code="B.class"></applet><object type="application/pdf" data="c.pdf"></object><object data="d.xap"></object>',
      ),
    );
    expect(out.value).toBe(3);
    expect(messageOf(check, out, 'fr')).toContain('3 éléments de plugin (Flash, Java, Silverlight)');
  });

  it('does not mistake a file name that only contains "swf" for Flash', () => {
    expect(statusOf('<object data="swf-guide.pdf" type="application/pdf"></object>')).toBe('good');
  });
});
