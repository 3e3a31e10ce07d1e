import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Consent } from '../consent-store';

/**
 * Her cookie settings (the bar's "Choose", the footer's "Cookie settings"): what the shop needs is always on; the
 * two optional kinds are hers to tick. Opens with her current answer (nothing ticked before she has one).
 */
export function ConsentDialog({
  open,
  current,
  onClose,
  onSave,
}: {
  open: boolean;
  current: Consent | null;
  onClose: () => void;
  onSave: (consent: Consent) => void;
}) {
  const { t } = useTranslation('consent');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('dialog.title')}
      footer={
        <DialogActions
          primary={
            <Button type="submit" form={formId}>
              {t('dialog.save')}
            </Button>
          }
        />
      }
    >
      {/* Mounted with the dialog: each opening starts from her answer as it is now. */}
      {open && <ConsentForm formId={formId} current={current} onSave={onSave} onLeave={onClose} />}
    </Dialog>
  );
}

function ConsentForm({
  formId,
  current,
  onSave,
  onLeave,
}: {
  formId: string;
  current: Consent | null;
  onSave: (consent: Consent) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('consent');
  const { register, handleSubmit } = useForm<Consent>({
    defaultValues: { analytics: current?.analytics ?? false, experience: current?.experience ?? false },
  });
  const choices = [
    { name: 'analytics', label: t('dialog.analytics'), hint: t('dialog.analyticsHint') },
    { name: 'experience', label: t('dialog.experience'), hint: t('dialog.experienceHint') },
  ] as const;
  return (
    <form id={formId} onSubmit={(event) => void handleSubmit(onSave)(event)} className="space-y-4">
      <p className="text-sm text-ink-soft">{t('dialog.intro')}</p>
      {choices.map(({ name, label, hint }) => (
        <div key={name} className="flex items-start gap-3">
          <input
            id={`${formId}-${name}`}
            type="checkbox"
            aria-describedby={`${formId}-${name}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...register(name)}
          />
          <div>
            <label htmlFor={`${formId}-${name}`} className="font-semibold text-ink">
              {label}
            </label>
            <p id={`${formId}-${name}-hint`} className="text-sm text-ink-soft">
              {hint}
            </p>
          </div>
        </div>
      ))}
      <p className="text-sm">
        <Link
          to={paths.privacyPolicy}
          onClick={onLeave}
          className="text-brand-700 underline underline-offset-4"
        >
          {t('dialog.privacy')}
        </Link>
      </p>
    </form>
  );
}
