import { describe, expect, it } from 'vitest';
import { boundedText, TITLE_MAX } from './page-meta';

describe('boundedText', () => {
  it('keeps a short title as it is', () => {
    expect(boundedText('Noor Open Abaya', TITLE_MAX)).toBe('Noor Open Abaya');
  });

  it('cuts a 10,000-character name to the bound, with an ellipsis, on one line', () => {
    const title = boundedText(`Name\n${'W'.repeat(10_000)}`, TITLE_MAX);
    expect([...title]).toHaveLength(TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toContain('\n');
  });

  it('never splits an emoji or a letter in two', () => {
    const title = boundedText('💃'.repeat(100), 10);
    expect([...title]).toEqual([...'💃'.repeat(9), '…']);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
