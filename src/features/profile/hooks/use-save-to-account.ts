import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { MeasurementData, MeasurementType } from '@/domain/schemas';
import { useSaveMeasurements } from '../api/measurements';

/**
 * Her wish, on a piece's page, to save the custom size she enters to her account, and its keeping once the piece
 * is in her cart: saved, she is told (and the box is cleared); refused, she is told why.
 */
export function useSaveToAccount() {
  const { t } = useTranslation('product');
  const saveMeasurements = useSaveMeasurements();
  const [checked, setChecked] = useState(false);
  const afterAdd = (selection: {
    measurementType: MeasurementType;
    measurementData: MeasurementData | null;
  }) => {
    const dimensions = selection.measurementData?.bodyDimensions;
    if (!checked || selection.measurementType !== 'custom' || !dimensions) return;
    saveMeasurements.mutate(dimensions, {
      onSuccess: () => {
        setChecked(false);
        void notify('success', t('add.measurementsSaved'));
      },
      onError: (error) => void notify('error', t('add.measurementsNotSaved', { message: error.message })),
    });
  };
  return { checked, onChange: setChecked, afterAdd };
}
