import { afterEach, describe, expect, it } from 'vitest';
import { mirrorPrivate } from './masking';

const CLARITY = { name: 'data-clarity-mask', value: 'true' };
const HOTJAR = { name: 'data-hj-suppress', value: '' };

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
});

// A mutation observer reports at the end of the current task's microtasks.
const observed = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
}

describe('mirrorPrivate (the masking adapter)', () => {
  it('gives Clarity’s mask to every element marked private and to every field, not to the rest', () => {
    const el = page(`
      <h1 id="title">Your addresses</h1>
      <section id="address" data-private><p id="street">Road 12, Manama</p></section>
      <p id="phone" data-private>+973 3300 0000</p>
      <input id="search" /><textarea id="note"></textarea><select id="size"></select>
      <div id="editor" contenteditable="true"></div>`);
    stop = mirrorPrivate(CLARITY);
    for (const id of ['address', 'phone', 'search', 'note', 'size', 'editor'])
      expect(el(id)).toHaveAttribute('data-clarity-mask', 'true');
    expect(el('title')).not.toHaveAttribute('data-clarity-mask');
    // Clarity masks a masked element's content whole: the street inside the address needs nothing of its own.
    expect(el('street')).not.toHaveAttribute('data-clarity-mask');
  });

  it('masks what a page adds later, and what is marked private later', async () => {
    const el = page('<main id="main"><p id="later">Order 1042</p></main>');
    stop = mirrorPrivate(HOTJAR);
    el('main').insertAdjacentHTML(
      'beforeend',
      '<article id="order"><dl id="measurements" data-private><dd>Bust 88 cm</dd></dl><input id="qty" /></article>',
    );
    el('later').setAttribute('data-private', '');
    await observed();
    expect(el('measurements')).toHaveAttribute('data-hj-suppress', '');
    expect(el('qty')).toHaveAttribute('data-hj-suppress', '');
    expect(el('later')).toHaveAttribute('data-hj-suppress', '');
    expect(el('order')).not.toHaveAttribute('data-hj-suppress');
  });

  it('unmasks an element that stops being private, but never a field', async () => {
    const el = page('<p id="name" data-private>Noor</p><input id="email" data-private />');
    stop = mirrorPrivate(CLARITY);
    el('name').removeAttribute('data-private');
    el('email').removeAttribute('data-private');
    await observed();
    expect(el('name')).not.toHaveAttribute('data-clarity-mask');
    expect(el('email')).toHaveAttribute('data-clarity-mask', 'true');
  });

  it('stops following the page once stopped', async () => {
    const el = page('<main id="main"></main>');
    mirrorPrivate(CLARITY)();
    el('main').innerHTML = '<p id="late" data-private>Noor</p>';
    await observed();
    expect(el('late')).not.toHaveAttribute('data-clarity-mask');
  });
});
