import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { session, storageKeys } from '@/lib/storage';
import type { MeasurementChoice } from '@/features/customization/components/measurement-method';
import { emptyBodyDraft } from './measurements';
import { PRODUCT_DRAFTS_MAX, readProductDraft, saveProductDraft } from './product-draft';

const custom: MeasurementChoice = {
  type: 'custom',
  size: null,
  draft: { ...emptyBodyDraft('in'), bust: '36', waist: '28.5', hips: '٣٨' },
};

describe('her size method and measurements kept for a piece', () => {
  it('are read back as she left them, piece by piece', () => {
    saveProductDraft(7, custom);
    saveProductDraft(8, { type: 'standard', size: 'M', draft: emptyBodyDraft('cm') });
    expect(readProductDraft(7)).toEqual(custom);
    expect(readProductDraft(8)).toMatchObject({ type: 'standard', size: 'M' });
    expect(readProductDraft(9)).toBeNull();
  });

  it('keep only the latest pieces, and nothing for a choice she has not touched', () => {
    for (let id = 1; id <= PRODUCT_DRAFTS_MAX + 2; id += 1) saveProductDraft(id, custom);
    expect(readProductDraft(1)).toBeNull();
    expect(readProductDraft(PRODUCT_DRAFTS_MAX + 2)).toEqual(custom);
    expect(JSON.parse(session.get(storageKeys.pieceDrafts)!)).toHaveLength(PRODUCT_DRAFTS_MAX);
    saveProductDraft(PRODUCT_DRAFTS_MAX + 2, { type: 'standard', size: null, draft: emptyBodyDraft('cm') });
    expect(readProductDraft(PRODUCT_DRAFTS_MAX + 2)).toBeNull();
  });

  it('keep her unit and six fields only, whatever else the draft carries', () => {
    saveProductDraft(7, { ...custom, draft: { ...custom.draft, note: 'x' } as MeasurementChoice['draft'] });
    expect(Object.keys(JSON.parse(session.get(storageKeys.pieceDrafts)!)[0].draft).sort()).toEqual([
      'bodyHeight',
      'bust',
      'hips',
      'shoulderWidth',
      'underBust',
      'unit',
      'waist',
    ]);
  });

  it('never keep a field longer than any measurement', () => {
    saveProductDraft(7, custom);
    saveProductDraft(7, { ...custom, draft: { ...custom.draft, bust: '9'.repeat(500) } });
    expect(readProductDraft(7)).toEqual(custom);
  });

  it('are discarded when what is stored is not well-formed, too long, or too many', () => {
    const bad = [
      '{not json',
      JSON.stringify([{ id: 7, type: 'custom', size: null, draft: { unit: 'cm', bust: 90 } }]),
      JSON.stringify([{ id: -1, type: 'standard', size: 'M', draft: emptyBodyDraft('cm') }]),
      JSON.stringify([{ id: 7, type: 'tailor', size: null, draft: emptyBodyDraft('cm') }]),
      JSON.stringify(
        Array.from({ length: PRODUCT_DRAFTS_MAX + 1 }, (_, i) => ({
          id: i + 1,
          type: 'standard',
          size: 'S',
          draft: emptyBodyDraft('cm'),
        })),
      ),
      'x'.repeat(100_000),
    ];
    for (const raw of bad) {
      session.set(storageKeys.pieceDrafts, raw);
      expect(readProductDraft(7)).toBeNull();
      expect(session.get(storageKeys.pieceDrafts)).toBeNull();
    }
  });

  it('do not outlive her session on this device', () => {
    saveProductDraft(7, custom);
    clearSession();
    expect(readProductDraft(7)).toBeNull();
  });
});
