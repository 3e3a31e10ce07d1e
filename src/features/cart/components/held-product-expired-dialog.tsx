import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  /** adds the piece she held, as she configured it */
  onAdd: () => void;
  adding: boolean;
  /** why adding it again failed, or null */
  error: string | null;
};

/**
 * The piece she held while she signed in was let go after two minutes (spec 4): said plainly on its page, where
 * her choices still are, with one press to add it as she had it.
 */
export function HeldProductExpiredDialog({ open, onClose, onAdd, adding, error }: Props) {
  const { t } = useTranslation('product');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('pending.expired.title')}
      footer={
        <DialogActions
          secondary={
            <Button variant="secondary" onClick={onClose}>
              {t('pending.expired.notNow')}
            </Button>
          }
          primary={
            <Button onClick={onAdd} loading={adding}>
              {adding ? t('add.adding') : t('pending.expired.addAgain')}
            </Button>
          }
        />
      }
    >
      <p className="text-ink-soft">{t('pending.expired.body')}</p>
      {error && (
        <div className="mt-4">
          <FormAlert>
            <p>{error}</p>
          </FormAlert>
        </div>
      )}
    </Dialog>
  );
}
