import { useEffect, useState } from 'react';
import type { ProductChoices, ProductSelection } from './use-product-choices';

/**
 * Her choices for the add-to-cart payload, or null when one is missing: a piece with no designer's cut needs
 * hers first (`onNeedsCut` opens the modal for it); any other missing choice is scrolled to and focused.
 */
export function useCheckedSelection(choices: ProductChoices, onNeedsCut: () => void) {
  const [focusError, setFocusError] = useState(0);

  useEffect(() => {
    if (focusError === 0) return;
    const invalid = document.querySelector<HTMLElement>(
      '#product-choices [aria-invalid="true"], #product-choices [role="alert"]',
    );
    if (!invalid) return;
    if (typeof invalid.scrollIntoView === 'function') invalid.scrollIntoView({ block: 'center' });
    if (invalid.matches('input')) invalid.focus();
  }, [focusError]);

  return (): ProductSelection | null => {
    const selection = choices.toSelection();
    if (!selection) {
      if (choices.needsCut) onNeedsCut();
      else setFocusError((n) => n + 1);
    }
    return selection;
  };
}
