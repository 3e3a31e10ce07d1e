import { useLocation } from 'react-router';
import { useAppNavigate } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useCurrentSearch } from '@/lib/url-in-place';
import { clearPendingItem } from '../utils/pending-item';

type Props = { open: boolean; onClose: () => void; productName: string };

/**
 * Spec 2 / 4: a guest's item waits while she signs in or registers. Both buttons carry the current path
 * and the pending-cart-item flag; closing the dialog any other way discards the pending item.
 */
export function SignInRequiredDialog({ open, onClose, productName }: Props) {
  const { t } = useTranslation('product');
  const navigate = useAppNavigate();
  const location = useLocation();
  // her piece's choices, written into its address in place (lib/url-in-place), come back with her
  const search = useCurrentSearch();
  const state = { from: `${location.pathname}${search}`, pendingCartItem: true };
  const dismiss = () => {
    clearPendingItem();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      size="sm"
      title={t('signInRequired.title')}
      footer={
        <DialogActions
          quiet={
            <Button variant="ghost" onClick={dismiss}>
              {t('signInRequired.notNow')}
            </Button>
          }
          secondary={
            <Button variant="secondary" onClick={() => void navigate(paths.register, { state })}>
              {t('signInRequired.createAccount')}
            </Button>
          }
          primary={
            <Button onClick={() => void navigate(paths.login, { state })}>
              {t('signInRequired.signIn')}
            </Button>
          }
        />
      }
    >
      <p className="text-ink-soft">{t('signInRequired.body', { name: productName })}</p>
    </Dialog>
  );
}
