import { expect, it } from 'vitest';

it('computes', () => {
  expect(JSON.parse('[1,2]')).toEqual([1, 2]);
});
