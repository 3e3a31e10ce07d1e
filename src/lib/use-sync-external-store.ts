// react-i18next imports `use-sync-external-store/shim`, a polyfill for React before 18. React 19 has the hook
// built in, so vite.config.ts points that import here and the polyfill stays out of the first load.
export { useSyncExternalStore } from 'react';
