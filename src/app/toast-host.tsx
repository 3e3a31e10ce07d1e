import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';

/** Spec 4, 9: toasts top-right (top-left in Arabic), 5 s, pause on hover and focus loss, drag at 80 %, Alt+T. */
export default function ToastHost() {
  const { t, i18n } = useTranslation('feedback');
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      aria-label={t('toast.region')}
      newestOnTop
      // a message may carry a piece's name from the API: it wraps inside the toast
      toastClassName="wrap-anywhere"
    />
  );
}
