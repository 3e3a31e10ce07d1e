import { useEffect, useState } from 'react';
import type { PieceChoices, PieceSelection } from './use-piece-choices';

/**
 * Her choices for the add-to-cart payload, or null when one is missing: a piece with no designer's cut needs
 * hers first (`onNeedsCut` opens the modal for it); any other missing choice is scrolled to and focused.
 */
export function useCheckedSelection(choices: PieceChoices, onNeedsCut: () => void) {
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

  return (): PieceSelection | null => {
    const selection = choices.toSelection();
    if (!selection) {
      if (choices.needsCut) onNeedsCut();
      else setFocusError((n) => n + 1);
    }
    return selection;
  };
}
