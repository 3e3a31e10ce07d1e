import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

export type FaqItem = { id: string; question: string; answer: ReactNode };

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The questions as native disclosures (`<details>`/`<summary>`): the prerendered page opens and closes them before
 * its scripts have run, and the browser keeps doing so after (React never sets `open`, so an answer she opened
 * before hydration stays open). Enter and Space toggle natively; once the scripts run, ArrowUp/ArrowDown move
 * between questions and Home/End jump to the ends.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const questions = useRef<(HTMLElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    questions.current[move(index, items.length - 1)]?.focus();
  };

  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {items.map((item, index) => (
        <details key={item.id} id={`faq-${item.id}`} className="group">
          <summary
            ref={(el) => {
              questions.current[index] = el;
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
            className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-start font-semibold text-ink hover:bg-sand-50 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden"
          >
            {item.question}
            <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-6 leading-relaxed text-ink-soft sm:px-6">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
