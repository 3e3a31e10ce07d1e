// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The bench's and the journeys' stand-in provider scripts (scripts/bench/stand-ins): the globals the shop's
// adapters call, at a real widget's size.
const read = (name: string) => readFileSync(join(process.cwd(), 'scripts/bench/stand-ins', name), 'utf8');
const run = (code: string) => new Function(code)() as void;

type Loose = Record<string, unknown>;
const win = window as unknown as Loose;

afterEach(() => {
  for (const key of [
    '$crisp',
    'CRISP_WEBSITE_ID',
    '__standInChat',
    'clarity',
    'hj',
    '_hjSettings',
    '__standInRecorder',
  ])
    delete win[key];
  document.body.replaceChildren();
});

describe('the stand-in provider scripts', () => {
  it('are of a real widget’s size: about 250 kB of chat, 150 kB of recorder', () => {
    expect(read('chat.js').length).toBeGreaterThan(230_000);
    expect(read('recorder.js').length).toBeGreaterThan(130_000);
  });

  it('chat: replays Crisp’s queue, then takes commands, keeping what she sent', () => {
    win.CRISP_WEBSITE_ID = 'stand-in';
    win.$crisp = [
      ['do', 'chat:hide'],
      ['do', 'chat:open'],
      ['do', 'message:send', ['text', 'Do you ship to Muscat?']],
    ];
    run(read('chat.js'));
    const chat = win.__standInChat as {
      messages: string[];
      websiteId: string;
      visible: boolean;
      open: boolean;
    };
    expect(chat.websiteId).toBe('stand-in');
    expect(chat.messages).toEqual(['Do you ship to Muscat?']);
    expect(chat.visible).toBe(false);
    (win.$crisp as { push(c: unknown[]): void }).push(['do', 'message:send', ['text', 'And Doha?']]);
    expect(chat.messages).toEqual(['Do you ship to Muscat?', 'And Doha?']);
  });

  it('recorder (Clarity): records the page with what is masked as asterisks, and stops on clarity("stop")', () => {
    document.body.innerHTML =
      '<h1>Our collection</h1><p data-clarity-mask="true">Noora Alkhalifa</p><input value="secret" />';
    const queue = Object.assign((...args: unknown[]) => queue.q.push(args), { q: [] as unknown[] });
    win.clarity = queue;
    run(read('recorder.js'));
    const recorder = win.__standInRecorder as {
      provider: string;
      recording: boolean;
      snapshots: { body: string }[];
    };
    expect(recorder.provider).toBe('clarity');
    const [first] = recorder.snapshots;
    expect(first?.body).toContain('Our collection');
    expect(first?.body).not.toContain('Noora');
    expect(first?.body).not.toContain('secret');
    (win.clarity as (...args: unknown[]) => void)('stop');
    expect(recorder.recording).toBe(false);
  });

  it('recorder (Hotjar): reads its settings and honours data-hj-suppress', () => {
    document.body.innerHTML = '<p data-hj-suppress="">+973 3312 3456</p><p>Abayas</p>';
    win.hj = Object.assign(() => {}, { q: [] });
    win._hjSettings = { hjid: 3141592, hjsv: 6 };
    run(read('recorder.js'));
    const recorder = win.__standInRecorder as { provider: string; snapshots: { body: string }[] };
    expect(recorder.provider).toBe('hotjar');
    expect(recorder.snapshots[0]?.body).toContain('Abayas');
    expect(recorder.snapshots[0]?.body).not.toContain('3312');
  });
});
