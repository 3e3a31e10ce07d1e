import { useTranslation } from 'react-i18next';

/** 'Remove' on an item of her cart, named after the piece for screen readers; one look for every kind of item. */
export function RemoveItemButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('remove.labelNamed', { name })}
      className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink-soft underline-offset-4 hover:bg-sand-100 hover:text-red-800 hover:underline"
    >
      {t('remove.label')}
    </button>
  );
}
