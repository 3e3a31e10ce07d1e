import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { RetryPaymentState } from '../hooks/use-retry-payment';

/** Why the payment page could not be opened (useRetryPayment's failure), with the server's words when it sent any. */
export function RetryPaymentAlert({ state }: { state: RetryPaymentState }) {
  const { t } = useTranslation('checkout');
  if (typeof state !== 'object') return null;
  return (
    <FormAlert>
      <p>{t('result.rejected.failed')}</p>
      {state.error && <p className="font-normal">{state.error}</p>}
    </FormAlert>
  );
}

/** The press that opens the payment page again: busy, and saying so, while the browser leaves. */
export function RetryPaymentButton({
  state,
  onPress,
  label,
  variant,
  describedBy,
}: {
  state: RetryPaymentState;
  onPress: () => void;
  label: string;
  variant?: 'secondary';
  /** The id of the text that says which order it pays, where several may be on the page. */
  describedBy?: string;
}) {
  const { t } = useTranslation('checkout');
  const opening = state === 'opening';
  return (
    <Button variant={variant} onClick={onPress} loading={opening} aria-describedby={describedBy}>
      {opening ? t('result.rejected.opening') : label}
    </Button>
  );
}
