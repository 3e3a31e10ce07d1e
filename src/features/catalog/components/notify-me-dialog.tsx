import { lazy, Suspense, useState } from 'react';
import type { NotifyMeDialogProps } from './notify-me-form-dialog';

// The form (and react-hook-form with it) loads the first time she asks to be notified, not with the list.
const NotifyMeFormDialog = lazy(() => import('./notify-me-form-dialog'));

/** 'Notify me' for an out-of-stock piece (spec 4). */
export function NotifyMeDialog(props: NotifyMeDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMeFormDialog {...props} />
    </Suspense>
  );
}
