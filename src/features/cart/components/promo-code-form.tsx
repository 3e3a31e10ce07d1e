import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { PROMO_CODE_MAX } from '@/domain/order-limits';
import { promoCodeDraft, promoFormSchema, type PromoFormValues } from '../utils/cart-forms';

type Props = {
  /** The accepted code, or null. */
  applied: string | null;
  /** The accepted code's discount, formatted, once the quote for it is in. */
  discount: string | null;
  /** Asks the server (the quote) about a code: null when accepted, else the message to show. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
};

/** Spec 5: the promo code — required before applying; the server's own message for a refused code. */
export function PromoCodeForm({ applied, discount, onApply, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const id = useId();
  const inputId = `${id}-code`;
  // what she typed before a sign-in took her away (her session ended as she applied it), read once
  const [typed] = useState(() => promoCodeDraft.read()?.code ?? '');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormValues>({
    resolver: zodResolver(promoFormSchema),
    defaultValues: { code: typed },
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: { code } }) => {
          if (code.trim()) promoCodeDraft.save({ code });
          else promoCodeDraft.clear();
        },
      }),
    [subscribe],
  );
  const onSubmit = useSingleSubmit(
    handleSubmit(async ({ code }) => {
      const refusal = await onApply(code);
      // what she typed stays in the field when the code is refused
      if (refusal) setError('code', { type: 'server', message: refusal });
      else {
        reset({ code: '' });
        promoCodeDraft.clear();
      }
    }),
  );
  const message = errors.code?.message;
  const errorText = message
    ? message.includes(':')
      ? t(message as never, { max: PROMO_CODE_MAX })
      : message
    : null;

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3"
        data-testid="promo-applied"
      >
        <div className="text-sm">
          <p className="font-semibold text-ink">{t('promo.applied', { code: applied })}</p>
          {discount && <p className="text-ink-soft">{t('promo.saving', { amount: discount })}</p>}
        </div>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={t('promo.removeNamed', { code: applied })}
          className="!py-1.5"
        >
          {t('promo.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t('promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${inputId}-error` : undefined}
          className={`block w-full min-w-0 rounded-xl border bg-white px-4 py-2.5 text-base text-ink uppercase shadow-sm placeholder:normal-case focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${
            errorText ? 'border-red-700' : 'border-sand-300'
          }`}
          {...register('code')}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting} className="shrink-0 !py-2.5">
          {isSubmitting ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {errorText && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </form>
  );
}
