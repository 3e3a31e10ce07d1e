import type { ReactNode } from 'react';

/**
 * What went wrong with a form or a call. Its lines are often the server's words, which may be in the other
 * language (an English sentence on an Arabic page): each line (the alert's text, each child) takes the direction
 * of its own text, so its full stop stays on its side.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 [unicode-bidi:plaintext] *:[unicode-bidi:plaintext]"
    >
      {children}
    </div>
  );
}
