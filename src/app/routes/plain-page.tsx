import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/ui/page-title';

/** A simple page frame: a heading and its content. Screens still to be built by later issues use it too. */
export function PlainPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta(title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
      <h1 className="mb-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <div className="space-y-4 text-ink-soft">{children}</div>
    </div>
  );
}
