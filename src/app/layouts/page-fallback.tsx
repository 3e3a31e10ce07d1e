import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown in a layout's content area while a screen's code loads: the header and footer stay put. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner size="md" label={t('loading')} />
    </div>
  );
}
