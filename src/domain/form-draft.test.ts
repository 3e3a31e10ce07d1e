import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { clearSession } from '@/lib/session';
import { clearFormDrafts, formDraft, FORM_DRAFT_TTL_MS } from './form-draft';
import { signInAs } from '@/testing/sign-in';

const schema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)) });
const KEY = 'formDraft:promoCode';

describe('form drafts', () => {
  it('keeps what she typed in this tab’s session storage, for her, and reads it back', () => {
    signInAs('user');
    const draft = formDraft('promoCode', schema);
    draft.save({ code: 'WELCOME10' });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({ value: { code: 'WELCOME10' } });
    expect(draft.read()).toEqual({ code: 'WELCOME10' });
  });

  it('keeps it through a session that ended and the same account signing in again', () => {
    signInAs('user');
    const draft = formDraft('promoCode', schema);
    draft.save({ code: 'WELCOME10' });
    clearSession();
    signInAs('user');
    expect(draft.read()).toEqual({ code: 'WELCOME10' });
  });

  it('shows another account nothing of hers, and drops it', () => {
    signInAs('user');
    const draft = formDraft('promoCode', schema);
    draft.save({ code: 'WELCOME10' });
    signInAs('admin');
    expect(draft.read()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('drops a draft older than a sign-in takes', () => {
    let now = 1_000_000;
    const draft = formDraft('promoCode', schema, () => now);
    draft.save({ code: 'WELCOME10' });
    now += FORM_DRAFT_TTL_MS + 1;
    expect(draft.read()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', 'not json'],
    ['no envelope', JSON.stringify({ code: 'WELCOME10' })],
    [
      'a value the form would not hold',
      JSON.stringify({ owner: null, savedAt: Date.now(), value: { code: 42 } }),
    ],
    [
      'a value past its bound',
      JSON.stringify({ owner: null, savedAt: Date.now(), value: { code: 'x'.repeat(41) } }),
    ],
    [
      'a saved time in the future',
      JSON.stringify({ owner: null, savedAt: Date.now() + 60 * 60_000, value: {} }),
    ],
    [
      'an oversized value',
      JSON.stringify({ owner: null, savedAt: Date.now(), value: { code: 'x'.repeat(5000) } }),
    ],
  ])('drops %s read back', (_name, raw) => {
    sessionStorage.setItem(KEY, raw);
    expect(formDraft('promoCode', schema).read()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('does not keep a value the form would not hold', () => {
    const draft = formDraft('promoCode', schema);
    draft.save({ code: 'WELCOME10' });
    draft.save({ code: 'x'.repeat(41) });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('forgets every draft when she signs out', () => {
    formDraft('promoCode', schema).save({ code: 'WELCOME10' });
    sessionStorage.setItem('formDraft:newAddress', '{}');
    sessionStorage.setItem('checkoutDraft', '{}');
    clearFormDrafts();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem('formDraft:newAddress')).toBeNull();
    expect(sessionStorage.getItem('checkoutDraft')).toBe('{}');
  });
});
