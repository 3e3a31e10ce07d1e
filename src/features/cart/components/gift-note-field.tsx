import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GIFT_NOTE_MAX } from '@/domain/order-limits';
import { giftNoteFormSchema, type GiftNoteFormValues } from '../utils/cart-forms';

type Props = {
  defaultValue: string;
  onChange: (giftNote: string, valid: boolean) => void;
};

/** The optional gift note, with its limit in view (spec 3). */
export function GiftNoteField({ defaultValue, onChange }: Props) {
  const { t } = useTranslation('cart');
  const id = useId();
  const { register, control, trigger, formState } = useForm<GiftNoteFormValues>({
    resolver: zodResolver(giftNoteFormSchema),
    mode: 'onChange',
    defaultValues: { giftNote: defaultValue },
  });
  const value = useWatch({ control, name: 'giftNote' }) ?? '';
  const length = value.length;
  const tooLong = value.length > GIFT_NOTE_MAX;
  useEffect(() => {
    onChange(value, value.length <= GIFT_NOTE_MAX);
    if (tooLong) void trigger('giftNote');
  }, [value, tooLong, onChange, trigger]);
  const error = tooLong || formState.errors.giftNote ? t('gift.tooLong', { max: GIFT_NOTE_MAX }) : null;
  const inputId = `${id}-gift`;

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {t('gift.label')}
        </label>
        <span
          id={`${inputId}-counter`}
          className={`text-xs tabular-nums ${tooLong ? 'font-semibold text-red-700' : 'text-ink-muted'}`}
          aria-live="polite"
          dir="ltr"
        >
          {t('gift.counter', { count: length, max: GIFT_NOTE_MAX })}
        </span>
      </div>
      <textarea
        id={inputId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-counter ${error ? `${inputId}-error` : `${inputId}-hint`}`}
        className={`block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${
          error ? 'border-red-700' : 'border-sand-300'
        }`}
        {...register('giftNote')}
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
          {t('gift.hint')}
        </p>
      )}
    </div>
  );
}
