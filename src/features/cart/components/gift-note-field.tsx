import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/field';
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

  const counterId = `${inputId}-counter`;

  return (
    <TextAreaField
      id={inputId}
      label={t('gift.label')}
      rows={3}
      hint={t('gift.hint')}
      error={error ?? undefined}
      // the counter is read with the hint or the error
      aria-describedby={`${counterId} ${error ? `${inputId}-error` : `${inputId}-hint`}`}
      className="resize-y"
      end={
        <span
          id={counterId}
          className={`text-xs tabular-nums ${tooLong ? 'font-semibold text-red-700' : 'text-ink-muted'}`}
          aria-live="polite"
          dir="ltr"
        >
          {t('gift.counter', { count: length, max: GIFT_NOTE_MAX })}
        </span>
      }
      {...register('giftNote')}
    />
  );
}
