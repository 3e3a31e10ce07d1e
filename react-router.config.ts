import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/config/prerender';

// SPA mode with prerendering (docs/decisions/0016): no server at run time. The pages whose top needs no API
// data are rendered to HTML at build time, in both languages; every other path gets the SPA fallback
// (`__spa-fallback.html`, written because `/` is prerendered).
export default {
  appDirectory: 'src',
  // A second build beside the first (the e2e run, the bundle test) names its own directory.
  buildDirectory: process.env.SHOP_BUILD_DIR || 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  future: {
    // A route's clientLoader is its own chunk, fetched beside the component instead of after it.
    v8_splitRouteModules: true,
  },
} satisfies Config;
