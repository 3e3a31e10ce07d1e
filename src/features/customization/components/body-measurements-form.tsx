import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import type { BodyDimensions } from '@/domain/schemas';
import { useSingleSubmit } from '@/lib/use-single-submit';
import {
  BODY_FIELDS,
  draftFromDimensions,
  emptyBodyDraft,
  needsConfirmation,
  validateBodyDraft,
  type BodyDraft,
  type BodyErrors,
  type BodyField,
} from '../utils/measurements';
import { BodyFields } from './body-fields';

type Props = {
  /** What she saved before; none starts empty in cm. */
  initial: BodyDimensions | null;
  /** Saves them; a failed call throws (a 422's field messages go next to their fields). */
  onSubmit: (dimensions: BodyDimensions) => Promise<unknown>;
  submitLabel: string;
  submittingLabel: string;
  /** Said under the error when a save fails. */
  keepTyped: string;
};

/**
 * Her body measurements as a form of their own (the account's My measurements), with the product page's
 * fields, units and ranges. Nothing she typed is lost when the call fails; the first field in error gets the
 * focus.
 */
export function BodyMeasurementsForm({ initial, onSubmit, submitLabel, submittingLabel, keepTyped }: Props) {
  const { t } = useTranslation(['product', 'feedback']);
  const [draft, setDraft] = useState<BodyDraft>(() =>
    initial ? draftFromDimensions(initial) : emptyBodyDraft('cm'),
  );
  const [errors, setErrors] = useState<BodyErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<BodyField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Once the errors are on screen (the render after a failed submit), the first field in error gets the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  const change = (next: BodyDraft) => {
    setDraft(next);
    setServerErrors({});
    if (submitted) {
      const result = validateBodyDraft(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };

  const submit = useSingleSubmit(async (event) => {
    event?.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const result = validateBodyDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    // a set that cannot all be right is saved once she has confirmed it: the pieces she orders are made to it
    if (needsConfirmation(draft)) {
      setUnconfirmed(true);
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(result.dimensions);
    } catch (error) {
      if (isApiError(error)) {
        const found: Partial<Record<BodyField, string>> = {};
        for (const field of BODY_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) found[field] = message;
        }
        setServerErrors(found);
        if (Object.keys(found).length > 0) focusFirstInvalid();
      }
      setFormError(error instanceof Error ? error.message : t('errors.generic', { ns: 'feedback' }));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" data-private="">
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          <p className="font-normal">{keepTyped}</p>
        </FormAlert>
      )}
      <BodyFields
        draft={draft}
        errors={errors}
        serverErrors={serverErrors}
        unconfirmed={unconfirmed}
        onChange={change}
      />
      <Button type="submit" loading={saving} className="w-full sm:w-auto">
        {saving ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
