import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ThirdParties } from '../src/config/parse-env.ts';

/**
 * Writes the build's checked third-party settings (src/config/parse-env.ts) beside its nginx include, as
 * build/nginx/third-parties.json, for scripts/csp-hashes.mjs: the Content-Security-Policy names exactly the origins
 * of the providers this build loads (issue 39), read from the same settings the shop was built with, never from
 * a second reading of the environment. Outside build/client: nothing of it is served.
 */
export function thirdPartiesSettings(settings: ThirdParties): Plugin {
  return {
    name: 'shop:third-parties-settings',
    apply: 'build',
    writeBundle() {
      if (this.environment?.config.consumer !== 'client') return;
      // the build's directory, as react-router.config.ts names it
      const dir = resolve(process.env.SHOP_BUILD_DIR || 'build', 'nginx');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'third-parties.json'), `${JSON.stringify(settings, null, 2)}\n`);
    },
  };
}
