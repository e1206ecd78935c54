import { describe, expect, it } from 'vitest';
import { parseReportJson } from './validate.js';

const cutShort = (text: string) => {
  try {
    parseReportJson(text, 'old.json');
  } catch (err) {
    return (err as { code?: string; message: string }).message;
  }
  return 'parsed';
};

describe('parseReportJson on a file cut short', () => {
  it('says "cut short" wherever the cut falls: in a string, after a whole value, after a comma', () => {
    // The last one was reported as "not JSON" when half a saved report ended right after a number.
    for (const text of [
      '{"url": "https://exa',
      '{"score": 74',
      '{"score": 74,',
      '{"checks": [{"id": "title"}',
      '{"a": tr',
    ])
      expect(cutShort(text), text).toMatch(/^old\.json is cut short: its JSON ends after \d+ characters/);
  });

  it('still calls a broken middle "not JSON"', () => {
    expect(cutShort('{"score": 74 "band": "good"}')).toMatch(/^old\.json is not JSON \(/);
    expect(cutShort('<!doctype html><p>hi</p>')).toMatch(/^old\.json is not JSON \(/);
  });
});
