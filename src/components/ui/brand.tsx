import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';

export function BrandLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`font-display text-2xl font-semibold tracking-wide text-ink ${className}`}>
      {t('brand.name')}
      <span className="text-brand-600" aria-hidden="true">
        .
      </span>
    </Link>
  );
}
