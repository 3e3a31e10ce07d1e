import { describe, expect, it } from 'vitest';
import { urlChoices, choiceParam, choicesSearch } from './product-url';

const params = (query: string) => new URLSearchParams(query);

describe('a piece’s choices in its address', () => {
  it('reads an id, tells no parameter from one that is no id', () => {
    expect(choiceParam(params('colour=3'), 'colour')).toBe(3);
    expect(choiceParam(params('colour=999999999'), 'colour')).toBe(999_999_999);
    expect(choiceParam(params('fabric=2'), 'colour')).toBeUndefined();
    for (const raw of ['0', '03', '-3', '3.5', '1e3', '1234567890', '', 'red', ' 3'])
      expect(choiceParam(params(`colour=${encodeURIComponent(raw)}`), 'colour'), raw).toBeNull();
  });

  it('keeps the ids it gives and leaves out the rest', () => {
    expect(urlChoices(params('colour=3&fabric=2&cut=14&size=M'))).toEqual({
      colour: 3,
      fabric: 2,
      cut: 14,
    });
    expect(urlChoices(params('colour=x&cut=14'))).toEqual({ cut: 14 });
    expect(urlChoices(params(''))).toEqual({});
  });

  it('writes her choices in one order, and nothing when she has made none', () => {
    expect(choicesSearch({ cut: 14, colour: 3, fabric: 2 })).toBe('?colour=3&fabric=2&cut=14');
    expect(choicesSearch({ fabric: 2 })).toBe('?fabric=2');
    expect(choicesSearch({})).toBe('');
    expect(choicesSearch(undefined)).toBe('');
  });

  it('reads back what it writes', () => {
    const choices = { colour: 7, fabric: 1, cut: 22 };
    expect(urlChoices(params(choicesSearch(choices).slice(1)))).toEqual(choices);
  });
});
