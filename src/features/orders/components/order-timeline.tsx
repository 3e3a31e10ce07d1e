import { useTranslation } from 'react-i18next';
import type { Order } from '@/domain/schemas';
import { timelineSteps, type StepState } from '../utils/timeline';
import { useOrderLabels } from '@/domain/order-labels';

const dot: Record<StepState, string> = {
  done: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-700 bg-white text-brand-700 ring-4 ring-brand-100',
  upcoming: 'border-sand-300 bg-white text-ink-muted',
};
const endDot = 'border-red-700 bg-red-700 text-white ring-4 ring-red-100';

/**
 * The order's way from payment to her door (spec 4): each step done, the current one marked for assistive
 * technology with aria-current="step", the ones still to come; an order that stopped ends its line there.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'createdAt' | 'payment' | 'confirmationNumber'>;
}) {
  const { t } = useTranslation('account');
  const labels = useOrderLabels();
  const steps = timelineSteps(order);
  const stopped = ['rejected', 'cancelled', 'refunded'].includes(order.status);
  return (
    <ol className="space-y-0" data-testid="order-timeline">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const isEnd = stopped && step.state === 'current';
        const name =
          step.status === 'pending' && step.state === 'done'
            ? t('orderDetails.timeline.placed')
            : labels.status(step.status);
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            data-status={step.status}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute start-[0.9375rem] top-8 bottom-0 w-0.5 ${
                  step.state === 'done' ? 'bg-brand-700' : 'bg-sand-300'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold ${
                isEnd ? endDot : dot[step.state]
              }`}
            >
              {step.state === 'done' || (step.state === 'current' && step.status === 'delivered')
                ? '✓'
                : isEnd
                  ? '!'
                  : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p className={`font-semibold ${step.state === 'upcoming' ? 'text-ink-muted' : 'text-ink'}`}>
                {name}
                <span className="sr-only"> ({t(`orderDetails.timeline.${step.state}`)})</span>
              </p>
              {step.at && <p className="text-sm text-ink-soft">{labels.orderDate(step.at)}</p>}
              {step.state === 'current' && (
                <p className="text-sm text-ink-soft">{t(`orderDetails.timeline.hint.${step.status}`)}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
