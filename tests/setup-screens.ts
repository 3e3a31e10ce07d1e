import { afterAll, vi } from 'vitest';
import { forgetPageUsable } from '@/features/third-parties/page-usable';

// The screens' files take turns in a worker's jsdom (vite.config.ts, the `shop` project). A file's page leaves
// nothing waiting (the idle moment that would mark the next file's timeline), and the next file imports the shop
// afresh: its modules' state (who is signing out, what was prefetched, the session's listeners) starts empty.
afterAll(() => {
  forgetPageUsable();
  vi.resetModules();
});
