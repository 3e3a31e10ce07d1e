import { Suspense, type ReactNode } from 'react';
import { AppErrorBoundary } from './error-boundary';

/**
 * What every screen needs around it. The data layer (react-query) is not here: it loads with the first
 * screen that fetches data (src/app/lazy.ts, docs/decisions/0014).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </AppErrorBoundary>
  );
}
