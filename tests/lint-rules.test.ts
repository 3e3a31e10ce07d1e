// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 21.1: the layer rules of eslint.config.js (CONVENTIONS, "The house") run and can fail. Each fixture of
// tests/lint-fixtures/ is linted with the project's own configuration, as if it stood where it says: one that
// breaks a rule must be refused by that rule, and one that keeps them must pass, so a resolver that finds
// nothing (every rule then silently passes) fails here.

const root = new URL('..', import.meta.url);
const fixture = (name: string) => new URL(`lint-fixtures/${name}`, new URL('.', import.meta.url));
// The fixtures are outside the project's own lint (eslint.config.js ignores them): here they are linted on purpose.
const eslint = new ESLint({ cwd: root.pathname, ignore: false });
// A fixture linted as if it stood elsewhere is not on disk there, which no-cycle (it reads the files) cannot take.
const eslintInPlace = new ESLint({
  cwd: root.pathname,
  ignore: false,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

async function lintAs(name: string, standsAt: string) {
  const [result] = await eslintInPlace.lintText(readFileSync(fixture(name), 'utf8'), {
    filePath: new URL(standsAt, root).pathname,
  });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('the layer rules', () => {
  it('refuse a feature importing another feature', async () => {
    const messages = await lintAs('cross-feature-import.tsx', 'src/features/cart/components/borrowed.tsx');
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining('A feature never imports another feature'),
    });
  });

  it('refuse the mock API importing a feature', async () => {
    const messages = await lintAs('mock-imports-feature.ts', 'src/mocks/handlers/borrowed.ts');
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining('The mock API imports only domain/, lib/ and config/'),
    });
  });

  it('refuse config/ importing a layer above it', async () => {
    const messages = await lintAs('config-imports-lib.ts', 'src/config/borrowed.ts');
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining('config/ imports nothing of the shop'),
    });
  });

  // Issue 37.4: the shop's rules (src/domain/) sit between the features and the utilities.
  it.each([
    ['domain-imports-feature.ts', 'Shared code must not depend on a feature'],
    ['domain-imports-component.ts', 'domain/ imports only lib/ and config/'],
  ])('refuse domain/ importing what is above it (%s)', async (name, message) => {
    const messages = await lintAs(name, 'src/domain/borrowed.ts');
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining(message),
    });
  });

  it('refuse lib/ importing a shop rule of domain/', async () => {
    const messages = await lintAs('lib-imports-domain.ts', 'src/lib/borrowed.ts');
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining('lib/ holds utilities only'),
    });
  });

  it.each(['src/domain/borrowed.ts', 'src/mocks/handlers/borrowed.ts'])(
    'let %s import the shop rules, lib and config',
    async (standsAt) => {
      expect(await lintAs('domain-allowed-imports.ts', standsAt)).toEqual([]);
    },
  );

  it.each(['src/lib/borrowed.ts', 'src/features/cart/utils/borrowed.ts', 'src/app/layouts/borrowed.ts'])(
    'refuse %s importing the start-up module',
    async (standsAt) => {
      const messages = await lintAs('lib-imports-start-up.ts', standsAt);
      expect(messages).toContainEqual({
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('Only src/root.tsx and the entry files import start-up/'),
      });
    },
  );

  // The public entry is the root's and the entry files' door, no one else's: a route or a feature that wants to know
  // what start-up knows (whether the first page is still opening) asks the router's context (app/router-context.ts).
  it.each([
    'src/app/routes/borrowed.tsx',
    'src/features/catalog/api/borrowed.ts',
    'src/components/ui/borrowed.tsx',
  ])('refuse %s importing start-up even by its public entry', async (standsAt) => {
    const messages = await lintAs('route-imports-start-up.ts', standsAt);
    expect(messages).toContainEqual({
      ruleId: 'import/no-restricted-paths',
      message: expect.stringContaining('Only src/root.tsx and the entry files import start-up/'),
    });
  });

  it('refuse the root entering start-up by one of its files instead of its public entry', async () => {
    const messages = await lintAs('root-imports-start-up-file.tsx', 'src/root.tsx');
    expect(messages).toContainEqual({
      ruleId: 'no-restricted-imports',
      message: expect.stringContaining("Import start-up's public entry"),
    });
  });

  it.each(['src/root.tsx', 'src/entry.client.tsx', 'src/entry.server.tsx'])(
    'let %s import start-up by its public entry',
    async (standsAt) => {
      expect(await lintAs('root-imports-start-up.tsx', standsAt)).toEqual([]);
    },
  );

  it.each(['src/entry.client.tsx', 'src/start-up/page-modules.ts', 'src/lib/borrowed.ts'])(
    "refuse %s reading React Router's globals outside the one adapter",
    async (standsAt) => {
      const messages = await lintAs('reads-router-globals.ts', standsAt);
      expect(messages).toContainEqual({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('src/start-up/router-internals.ts'),
      });
    },
  );

  it("let the adapter read React Router's globals", async () => {
    expect(await lintAs('reads-router-globals.ts', 'src/start-up/router-internals.ts')).toEqual([]);
  });

  // Issue 37.3: a route's params and loader data are read from its generated types, never from untyped hooks.
  it.each(['src/app/routes/borrowed.tsx', 'src/app/layouts/borrowed-layout.tsx'])(
    'refuse %s reading its params and loader data through the untyped hooks',
    async (standsAt) => {
      const messages = await lintAs('route-reads-untyped-params.tsx', standsAt);
      const refused = messages.filter(
        (m) => m.ruleId === 'no-restricted-imports' && m.message.includes('Route.ComponentProps'),
      );
      expect(refused.map((m) => m.message.match(/'(\w+)' import/)?.[1])).toEqual([
        'useLoaderData',
        'useParams',
      ]);
    },
  );

  it('let a route module read them from its Route.ComponentProps, and a feature use the hooks', async () => {
    expect(await lintAs('route-reads-typed-params.tsx', 'src/app/routes/borrowed.tsx')).toEqual([]);
    expect(
      await lintAs('route-reads-untyped-params.tsx', 'src/features/cart/components/borrowed.tsx'),
    ).toEqual([]);
  });

  it('let through what a feature may import: its own files, shared components, lib and config', async () => {
    expect(await lintAs('allowed-imports.tsx', 'src/features/cart/components/allowed.tsx')).toEqual([]);
  });

  // A module of `count` lines, each its own statement.
  const moduleOf = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
  const lintTextAs = async (text: string, standsAt: string) => {
    const [result] = await eslintInPlace.lintText(text, { filePath: new URL(standsAt, root).pathname });
    return (result?.messages ?? []).map(({ ruleId }) => ruleId);
  };

  it.each(['src/app/routes/borrowed.tsx', 'src/app/layouts/borrowed-layout.tsx'])(
    'refuse %s at 151 lines and let it through at 150',
    async (standsAt) => {
      expect(await lintTextAs(moduleOf(151), standsAt)).toContain('max-lines');
      expect(await lintTextAs(moduleOf(150), standsAt)).toEqual([]);
    },
  );

  it("leave a feature's screen and a route's test to their own length", async () => {
    expect(await lintTextAs(moduleOf(151), 'src/features/cart/components/borrowed.tsx')).toEqual([]);
    expect(await lintTextAs(moduleOf(151), 'src/app/routes/borrowed.test.tsx')).toEqual([]);
  });

  it('refuse a circle, even one that goes through import()', async () => {
    const results = await eslint.lintFiles([fixture('cycle/menu.tsx').pathname]);
    expect(results[0]?.messages.map(({ ruleId }) => ruleId)).toContain('import/no-cycle');
  });
});
