import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '@/config/contact';
import { ARABIC_LETTERS, LATIN_LETTERS } from '@/testing/property';
import { WHATSAPP_LINK_MAX, whatsappLink } from './whatsapp-link';

const textOf = (link: string) => new URL(link).searchParams.get('text');

const name = fc.oneof(
  fc.string({ unit: fc.constantFrom(...LATIN_LETTERS, ' '), maxLength: 12_000 }),
  fc.string({ unit: fc.constantFrom(...ARABIC_LETTERS, ' '), maxLength: 12_000 }),
  fc.string({ unit: 'binary', maxLength: 3_000 }),
);

describe('the WhatsApp link', () => {
  it('is the message as written when it fits', () => {
    const link = whatsappLink(
      (names) => `Hello Tafseel, about ${names(['Noor Open Abaya', 'Dana Dress'])}.`,
      'en',
    );
    expect(textOf(link)).toBe('Hello Tafseel, about Noor Open Abaya, Dana Dress.');
    expect(textOf(whatsappLink((names) => `مرحبًا، عن ${names(['عباية نور', 'فستان دانة'])}.`, 'ar'))).toBe(
      'مرحبًا، عن عباية نور، فستان دانة.',
    );
  });

  it('cuts a 10,000-character piece name to fit about 2,000 characters, and keeps the rest of the message', () => {
    const long = `Noor ${'Open Abaya '.repeat(1000)}`;
    const link = whatsappLink((names) => `Hello Tafseel, about my order MTM-100234: ${names([long])}.`, 'en');
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    const text = textOf(link)!;
    expect(text).toMatch(/^Hello Tafseel, about my order MTM-100234: Noor Open Abaya .*…\.$/);
  });

  it('cuts long Arabic names too, which take six characters a letter in a link', () => {
    const long = 'عباية نور المفتوحة '.repeat(300);
    const link = whatsappLink((names) => `مرحبًا، لدي سؤال عن ${names([long, long, long])}.`, 'ar');
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(textOf(link)).toMatch(/^مرحبًا، لدي سؤال عن عباية نور/);
  });

  it('names a few pieces of a very long cart and says there are more', () => {
    const pieces = Array.from({ length: 400 }, (_, i) => `Dana Dress ${i + 1}`);
    const link = whatsappLink((names) => `About ${names(pieces)}.`, 'en');
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(textOf(link)).toMatch(/^About Dana Dress 1, Dana Dress 2, .*, …\.$/);
  });

  it('never cuts an order number: a message that cannot fit without cutting it opens the chat unwritten', () => {
    const number = `MTM-${'7'.repeat(3000)}`;
    expect(whatsappLink(`Hello Tafseel, I have a question about my order ${number}.`, 'en')).toBe(
      CONTACT.whatsappUrl,
    );
    const link = whatsappLink((names) => `Order ${number.slice(0, 600)}: ${names(['x'.repeat(5000)])}`, 'en');
    expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(textOf(link)).toContain(`Order ${number.slice(0, 600)}: `);
  });

  it('copes with a name that is not well-formed text (a lone surrogate) instead of throwing', () => {
    const link = whatsappLink((names) => `About ${names(['Dana\uD800 Dress'])}.`, 'en');
    expect(textOf(link)).toBe('About Dana\uFFFD Dress.');
  });

  it('stays within the bound, keeps the words around the names and never throws, whatever the names', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), fc.constantFrom('en', 'ar'), (names, lang) => {
        const link = whatsappLink((list) => `Hello Tafseel, order MTM-100234: ${list(names)}.`, lang);
        expect(link.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
        expect(textOf(link)).toMatch(/^Hello Tafseel, order MTM-100234: [^]*\.$/);
      }),
      { numRuns: 200 },
    );
  });
});
