import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/translate-message';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSendContactMessage } from '../api/send-contact-message';
import { MESSAGE_MAX } from '@/domain/account-rules';
import { contactSchema, type ContactValues } from '../utils/contact-schema';

const FIELDS = ['name', 'email', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation('content');
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = useSingleSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send.mutateAsync(values);
        setSentTo(values.email);
        reset();
      } catch (error) {
        // What she wrote stays in the form; the server's words go next to the fields it names.
        if (isApiError(error)) {
          for (const field of FIELDS) {
            const message = error.fieldErrors[field];
            if (message) setError(field, { message });
          }
        }
        setFormError(error instanceof Error ? error.message : String(error));
      }
    }),
  );

  if (sentTo) {
    return (
      <div
        role="status"
        className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200 sm:p-8"
      >
        <p className="font-display text-2xl font-semibold text-ink">{t('contact.sent')}</p>
        <p className="text-ink-soft">{t('contact.sentBody', { email: sentTo })}</p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  const messageError = translateMessage(errors.message?.message);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <div className="space-y-1">
        <h2 id="contact-form-title" className="text-2xl font-semibold">
          {t('contact.formTitle')}
        </h2>
        <p className="text-sm text-ink-soft">{t('contact.formIntro')}</p>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        error={translateMessage(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('contact.emailLabel')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        className="text-start"
        error={translateMessage(errors.email?.message)}
        {...register('email')}
      />
      <TextAreaField
        id="contact-message"
        label={t('contact.message')}
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={t('contact.messageHint')}
        error={messageError}
        {...register('message')}
      />
      <Button type="submit" className="w-full sm:w-auto" loading={isSubmitting}>
        {isSubmitting ? t('contact.submitting') : t('contact.submit')}
      </Button>
    </form>
  );
}
