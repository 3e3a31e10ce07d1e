import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/lib/use-session';
import { useAddCartItem, type AddCartItemPayload } from '../api/add-cart-item';
import { savePendingItem } from '../utils/pending-item';

/**
 * Add to cart from a piece's page: a guest's piece is kept for after she signs in (the sign-in dialog opens), a
 * customer's is added (the added dialog opens), staff add nothing; a refusal is kept as the message to show.
 * `submit` resolves true once the piece is in her cart.
 */
export function useAddToCart() {
  const { t } = useTranslation('product');
  const { session, isUser } = useRole();
  const { add, isPending } = useAddCartItem();
  const [addedOpen, setAddedOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (payload: AddCartItemPayload): Promise<boolean> => {
    if (!session) {
      savePendingItem(payload);
      setSignInOpen(true);
      return false;
    }
    if (!isUser) return false;
    try {
      const result = await add(payload);
      if (result) setAddedOpen(true);
      return Boolean(result);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('add.failed'));
      return false;
    }
  };

  return {
    submit,
    clearError: () => setError(null),
    error,
    isPending,
    added: { open: addedOpen, close: () => setAddedOpen(false) },
    signIn: { open: signInOpen, close: () => setSignInOpen(false) },
  };
}
