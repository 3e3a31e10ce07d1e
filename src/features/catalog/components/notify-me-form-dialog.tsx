import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify as showToast } from '@/lib/notify';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-error';
import { localize } from '@/lib/localize';
import { translateMessage } from '@/lib/translate-message';
import type { Product } from '@/domain/schemas';
import { useSession } from '@/lib/use-session';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useNotifyMe } from '../api/notify-me';
import { notifySchema, type NotifyValues } from '../utils/notify-schema';

export type NotifyMeDialogProps = {
  product: Pick<Product, 'id' | 'p_name'>;
  open: boolean;
  onClose: () => void;
};

/** "Notify me" for an out-of-stock piece: name and email, validated here and by the server. */
export default function NotifyMeFormDialog({ product, open, onClose }: NotifyMeDialogProps) {
  const { t } = useTranslation('catalog');
  const session = useSession();
  const notify = useNotifyMe();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const name = localize(product.p_name);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NotifyValues>({
    resolver: zodResolver(notifySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });

  // A signed-in shopper finds her own name and email filled in; what she typed survives a reopen.
  useEffect(() => {
    if (open && session) {
      reset((values) => ({
        name: values.name || session.claims.firstName || '',
        email: values.email || session.claims.email || '',
      }));
    }
  }, [open, session, reset]);

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await notify.mutateAsync({ productId: product.id, name: values.name, email: values.email });
        void showToast('success', t('notify.success', { name }));
        reset({ name: '', email: '' });
        onClose();
      } catch (error) {
        const fields = isApiError(error) ? error.fieldErrors : {};
        let shown = false;
        for (const field of ['name', 'email'] as const) {
          if (fields[field]) {
            setError(field, { message: fields[field] }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) setFormError(error instanceof Error ? error.message : t('error.title'));
      }
    }),
  );

  const close = () => {
    setFormError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={t('notify.title')}
      footer={
        <DialogActions
          secondary={
            <Button variant="secondary" onClick={close}>
              {t('notify.cancel')}
            </Button>
          }
          primary={
            <Button type="submit" form={formId} loading={isSubmitting}>
              {isSubmitting ? t('notify.submitting') : t('notify.submit')}
            </Button>
          }
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="leading-relaxed text-ink-soft">{t('notify.intro', { name })}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label={t('notify.name')}
          autoComplete="name"
          error={translateMessage(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('notify.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={translateMessage(errors.email?.message)}
          {...register('email')}
        />
      </form>
    </Dialog>
  );
}
