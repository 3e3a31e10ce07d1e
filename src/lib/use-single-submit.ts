import { useRef, type BaseSyntheticEvent } from 'react';

/**
 * Wraps a form's submit handler so that a second submit while the first is still running does nothing. React
 * state (react-hook-form's isSubmitting, a mutation's isPending, a disabled button) changes only after a
 * re-render, so two clicks in the same task would both get past a check on it; a ref is set at once.
 */
export function useSingleSubmit(
  handler: (event?: BaseSyntheticEvent) => Promise<void>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const running = useRef(false);
  return async (event) => {
    if (running.current) {
      // The browser must not submit the form natively either.
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await handler(event);
    } finally {
      running.current = false;
    }
  };
}
