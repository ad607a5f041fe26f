import { describe, expect, it } from 'vitest';
import { foldFormNotation } from '../../../shared/http/form-fields';

describe('form notation in a JSON body', () => {
  it('folds `name[0]`, `name[]` and `name[key]` into lists in the order sent', () => {
    expect(foldFormNotation({ 'ids[1]': 3, 'ids[0]': 1, 'tags[]': 'a', 'tags[x]': 'b', name: 'n' })).toEqual({
      ids: [3, 1],
      tags: ['a', 'b'],
      name: 'n',
    });
  });

  it('adds the items of a `name[]` array, and keeps an empty one as an empty list', () => {
    expect(foldFormNotation({ 'ids[]': [1, 2], 'none[]': [] })).toEqual({ ids: [1, 2], none: [] });
  });

  it('adds to a real array of the same name without changing the body it was given', () => {
    const body = { ids: [1], 'ids[]': 2 };
    expect(foldFormNotation(body)).toEqual({ ids: [1, 2] });
    expect(body.ids).toEqual([1]);
  });

  it('leaves a body without form notation as it is, and a `__proto__` key as a plain field', () => {
    const body = { ids: [1], name: 'n' };
    expect(foldFormNotation(body)).toBe(body);
    const folded = foldFormNotation(JSON.parse('{"__proto__[]": 1, "ids[]": 2}'));
    expect(Object.getPrototypeOf(folded)).toBeNull();
    expect(Object.entries(folded)).toEqual([
      ['__proto__', [1]],
      ['ids', [2]],
    ]);
    expect(({} as Record<string, unknown>).ids).toBeUndefined();
  });
});
