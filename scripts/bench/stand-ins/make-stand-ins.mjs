// Writes the stand-in provider scripts (chat.js ≈ 250 kB, recorder.js ≈ 150 kB) from their hand-written cores
// (chat-core.js, recorder-core.js) and generated data of a real widget's size: a phrase book in twenty languages,
// a stylesheet, a recorder's tables. Deterministic (a seeded generator), so the bench always measures the same
// bytes. Run: node scripts/bench/stand-ins/make-stand-ins.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));

let seed = 39;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sa',
  'tu',
  'vel',
  'zo',
  'an',
  'ir',
  'el',
  'om',
  'du',
  'fa',
  'ni',
  'qu',
];
const word = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
const sentence = (n) => Array.from({ length: n }, word).join(' ');

/** A JSON object of about `bytes` characters, from `entry(i)` pairs. */
function sized(bytes, entry, base = {}) {
  const out = { ...base };
  for (let i = 0; JSON.stringify(out).length < bytes; i += 1) {
    const [key, value] = entry(i);
    out[key] = value;
  }
  return out;
}

function phraseBook(bytes) {
  const langs = [
    'en',
    'ar',
    'fr',
    'de',
    'es',
    'it',
    'pt',
    'tr',
    'ru',
    'nl',
    'pl',
    'sv',
    'id',
    'ms',
    'hi',
    'ur',
    'fa',
    'zh',
    'ja',
    'ko',
  ];
  const perLang = Math.floor(bytes / langs.length);
  return Object.fromEntries(
    langs.map((lang) => [
      lang,
      sized(perLang, (i) => [`phrase_${i}`, sentence(4 + Math.floor(random() * 10))], {
        title: lang === 'ar' ? 'المحادثة' : 'Chat',
        close: lang === 'ar' ? 'إغلاق' : 'Close',
      }),
    ]),
  );
}

function styles(bytes) {
  let css =
    '.box{width:min(22rem,calc(100vw - 2rem));max-height:60vh;overflow:auto;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(0,0,0,.2);padding:12px;font:14px/1.4 system-ui}.messages{list-style:none;margin:0;padding:0}.messages li{background:#f4efe8;border-radius:12px;padding:8px;margin:6px 0}.close{float:inline-end}';
  for (let i = 0; css.length < bytes; i += 1)
    css += `.cc-${i}-${word()}{margin:${i % 9}px;padding:${i % 7}px;color:#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}}`;
  return css;
}

function recorderTables(bytes) {
  const kinds = { childList: 1, attributes: 2, characterData: 3 };
  return sized(bytes, (i) => [`t${i}`, Array.from({ length: 24 }, () => Math.floor(random() * 65536))], {
    kinds,
  });
}

const chat = readFileSync(here('chat-core.js'), 'utf8')
  .replace(', PHRASES, STYLES */', ' */')
  .replace('JSON.parse(PHRASES)', `JSON.parse(${JSON.stringify(JSON.stringify(phraseBook(190_000)))})`)
  .replace('style.textContent = STYLES;', `style.textContent = ${JSON.stringify(styles(45_000))};`);
const recorder = readFileSync(here('recorder-core.js'), 'utf8')
  .replace(', TABLES */', ' */')
  .replace('JSON.parse(TABLES)', `JSON.parse(${JSON.stringify(JSON.stringify(recorderTables(140_000)))})`);
writeFileSync(here('chat.js'), chat);
writeFileSync(here('recorder.js'), recorder);
console.log(
  `chat.js ${(chat.length / 1024).toFixed(0)} kB, recorder.js ${(recorder.length / 1024).toFixed(0)} kB`,
);
