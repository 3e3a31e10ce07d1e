import type { Config } from '@react-router/dev/config';
import { localizePath, paths } from './src/config/paths';
import { PRERENDERED_PATHS } from './src/config/prerender';
import { catalogIds, prerenderApiUrl } from './src/config/prerender-catalog';

// SPA mode with prerendering (docs/decisions/0017): no server at run time. The pages whose top needs no API
// data are rendered to HTML at build time, in both languages; every other path gets the SPA fallback
// (`__spa-fallback.html`, written because `/` is prerendered). With PRERENDER_API_URL set, every piece of the
// catalog's product page is prerendered too, from that API (docs/decisions/0028); a piece added after the build
// opens through the SPA fallback.
export default {
  appDirectory: 'src',
  // A second build beside the first (the e2e run, the bundle test) names its own directory.
  buildDirectory: process.env.SHOP_BUILD_DIR || 'build',
  ssr: false,
  async prerender() {
    const api = prerenderApiUrl(process.env);
    // Without a catalog to read, the product route's loader (build time only) still needs a path of its own in
    // each language, or React Router refuses it: /products/0, which is no piece (its page says so, as the SPA
    // fallback would).
    const pieces = api ? (await catalogIds(api)).map((id) => paths.product(id)) : [paths.product(0)];
    return [...PRERENDERED_PATHS, ...pieces.flatMap((path) => [path, localizePath(path, 'ar')])];
  },
  // Every future flag is set, so `npm run dev` prints no notice for it (issue 19.3).
  future: {
    // A route's clientLoader is its own chunk, fetched beside the component instead of after it.
    v8_splitRouteModules: true,
    // The profile layout guards all its screens once, as clientMiddleware, before any of their loaders runs.
    v8_middleware: true,
    // Not yet, each a change of its own for the move to React Router 8: the Environment API changes how the build
    // and the prerendering run, and the two about requests what the prerendering sees (with them on, every
    // prerendered page's canonical and hreflang addresses end in a slash: tests/bundle.test.ts).
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
