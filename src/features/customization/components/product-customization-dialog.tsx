import { GarmentIllustration } from '@/components/garment/garment-illustration';
import type { Product } from '@/domain/schemas';
import type { ProductChoices } from '@/features/customization/hooks/use-product-choices';
import { CustomizationModal } from './customization-modal';

/**
 * The customization modal of a custom piece, saving her cut into her choices, its preview in the colour she
 * chose. Nothing for a basic piece.
 */
export function ProductCustomizationDialog({
  product,
  choices,
  open,
  onClose,
}: {
  product: Product;
  choices: ProductChoices;
  open: boolean;
  onClose: () => void;
}) {
  if (product.style !== 'custom') return null;
  return (
    <CustomizationModal
      product={product}
      open={open}
      applied={choices.selection}
      onApply={(selection) => {
        choices.applyCut(selection);
        onClose();
      }}
      onDiscard={onClose}
      onClear={() => {
        choices.applyCut({});
        onClose();
      }}
      renderPreview={(optionNames) => (
        <GarmentIllustration
          product={product}
          colourHex={choices.colour?.hex ?? '#888888'}
          optionNames={optionNames}
          className="block aspect-[2/3] w-full"
        />
      )}
    />
  );
}
