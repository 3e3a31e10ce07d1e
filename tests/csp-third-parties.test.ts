// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CSP_DIRECTIVES,
  thirdPartySources,
  writeCspInclude,
  type ThirdPartySettings,
} from '../scripts/csp-hashes.mjs';
import { parseEnv } from '../src/config/parse-env';

// Issue 39: the Content-Security-Policy names exactly the configured third parties' origins, generated at build
// from the settings the shop was built with (build/nginx/third-parties.json); with none configured, none.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-csp-third-parties-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(path: string, text: string) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The settings as the build checks them (src/config/parse-env.ts). */
const settingsOf = (raw: Record<string, string>): ThirdPartySettings => parseEnv(raw).THIRD_PARTIES;

/** Each third-party variable of an nginx include, by directive. */
function variablesIn(include: string): Record<string, string[]> {
  return Object.fromEntries(
    CSP_DIRECTIVES.map((directive) => {
      const name = `csp_third_party_${directive.replace('-', '_')}`;
      const value = new RegExp(`^map \\$host \\$${name} \\{\\n {2}default "([^"]*)";\\n\\}$`, 'm').exec(
        include,
      )?.[1];
      expect(value, `${name} in\n${include}`).toBeDefined();
      return [directive, value!.split(' ').filter(Boolean)];
    }),
  );
}

const none = Object.fromEntries(CSP_DIRECTIVES.map((directive) => [directive, []]));

describe("the CSP's third-party origins", () => {
  it('names nothing third-party when nothing is configured', async () => {
    expect(thirdPartySources(settingsOf({}))).toEqual(none);
    expect(thirdPartySources(null)).toEqual(none);

    put('client/index.html', '<script>one()</script>');
    put('nginx/third-parties.json', JSON.stringify(settingsOf({})));
    const include = readFileSync((await writeCspInclude(join(dir, 'client'))).outFile, 'utf8');
    expect(variablesIn(include)).toEqual(none);
    expect(include).not.toMatch(/https?:|wss:/);
  });

  it('names nothing third-party for a build that wrote no settings', async () => {
    put('client/index.html', '<script>one()</script>');
    const include = readFileSync((await writeCspInclude(join(dir, 'client'))).outFile, 'utf8');
    expect(variablesIn(include)).toEqual(none);
  });

  it("names the tag manager's and GA4's origins for a container, and no other", () => {
    expect(thirdPartySources(settingsOf({ VITE_GTM_ID: 'GTM-AB12CD' }))).toEqual({
      ...none,
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://*.analytics.google.com',
        'https://*.google-analytics.com',
        'https://www.googletagmanager.com',
      ],
      'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    });
  });

  it("names the chat script's origin, and only its origin, wherever a widget reaches", () => {
    const sources = thirdPartySources(
      settingsOf({
        VITE_CHAT_SCRIPT_URL: 'https://widget.chat.example/v2/loader.js?x=1',
        VITE_CHAT_ID: 'shop',
      }),
    );
    for (const directive of CSP_DIRECTIVES)
      expect(sources[directive], directive).toEqual(
        directive === 'worker-src' ? [] : ['https://widget.chat.example'],
      );
  });

  it("names Crisp's documented origins for the chat adapter's provider, and its workers' blob: addresses", () => {
    const sources = thirdPartySources(
      settingsOf({ VITE_CHAT_SCRIPT_URL: 'https://client.crisp.chat/l.js', VITE_CHAT_ID: 'shop-id' }),
    );
    expect(sources['script-src']).toEqual(['https://client.crisp.chat']);
    expect(sources['connect-src']).toEqual([
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ]);
    expect(sources['img-src']).toContain('https://image.crisp.chat');
    expect(sources['frame-src']).toEqual(['https://game.crisp.chat']);
    expect(sources['worker-src']).toEqual(['blob:', 'https://client.crisp.chat']);
  });

  it("names Clarity's origins, and a recording script's own origin when one is given", () => {
    expect(
      thirdPartySources(
        settingsOf({
          VITE_RECORDING_PROVIDER: 'clarity',
          VITE_RECORDING_ID: 'abc123',
          VITE_RECORDING_SCRIPT_URL: 'https://cdn.shop.example/clarity.js',
        }),
      ),
    ).toEqual({
      ...none,
      'script-src': ['https://*.clarity.ms', 'https://cdn.shop.example', 'https://www.clarity.ms'],
      'connect-src': ['https://*.clarity.ms', 'https://www.clarity.ms'],
      'img-src': ['https://*.clarity.ms', 'https://www.clarity.ms'],
    });
  });

  it("names Hotjar's documented origins, its websocket among them", () => {
    const sources = thirdPartySources(
      settingsOf({ VITE_RECORDING_PROVIDER: 'hotjar', VITE_RECORDING_ID: '12345' }),
    );
    expect(sources['connect-src']).toEqual([
      'https://*.hotjar.com',
      'https://*.hotjar.io',
      'wss://*.hotjar.com',
    ]);
    for (const directive of ['script-src', 'img-src', 'frame-src', 'style-src', 'font-src'] as const)
      expect(sources[directive], directive).toEqual(['https://*.hotjar.com']);
  });

  it('writes every configured origin into the include, each once, and never unsafe-inline', async () => {
    put('client/index.html', '<script>one()</script>');
    put(
      'nginx/third-parties.json',
      JSON.stringify(
        settingsOf({
          VITE_GTM_ID: 'GTM-AB12CD',
          VITE_CHAT_SCRIPT_URL: 'https://www.googletagmanager.com/chat.js',
          VITE_CHAT_ID: 'shop',
          VITE_RECORDING_PROVIDER: 'clarity',
          VITE_RECORDING_ID: 'abc123',
        }),
      ),
    );
    const include = readFileSync((await writeCspInclude(join(dir, 'client'))).outFile, 'utf8');
    const variables = variablesIn(include);
    expect(variables['script-src']).toEqual([
      'https://*.clarity.ms',
      'https://www.clarity.ms',
      'https://www.googletagmanager.com',
    ]);
    expect(variables['frame-src']).toEqual(['https://www.googletagmanager.com']);
    expect(include).not.toContain('unsafe-inline');
  });
});
