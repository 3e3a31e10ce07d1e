import type { Size } from '@/lib/schemas';

/** Body measurements per size: spec 3's table, exactly (ranges as printed there). */
export type SizeRow = {
  size: Size;
  bust: { in: string; cm: string };
  waist: { in: string; cm: string };
  hips: { in: string; cm: string };
};

export const SIZE_CHART: readonly SizeRow[] = [
  {
    size: 'XS',
    bust: { in: '31-33', cm: '79-84' },
    waist: { in: '23-25', cm: '58-63' },
    hips: { in: '33-35', cm: '84-89' },
  },
  {
    size: 'S',
    bust: { in: '33-35', cm: '84-89' },
    waist: { in: '25-27', cm: '63-68' },
    hips: { in: '35-37', cm: '89-94' },
  },
  {
    size: 'M',
    bust: { in: '35-37', cm: '89-94' },
    waist: { in: '27-29', cm: '68-73' },
    hips: { in: '37-39', cm: '94-99' },
  },
  {
    size: 'L',
    bust: { in: '38-40', cm: '96-102' },
    waist: { in: '30-32', cm: '76-81' },
    hips: { in: '40-42', cm: '102-107' },
  },
  {
    size: 'XL',
    bust: { in: '41-43', cm: '104-109' },
    waist: { in: '33-35', cm: '84-89' },
    hips: { in: '43-45', cm: '109-114' },
  },
  {
    size: 'XXL',
    bust: { in: '44-46', cm: '112-117' },
    waist: { in: '36-38', cm: '91-96' },
    hips: { in: '46-48', cm: '117-122' },
  },
];

/** Ranges are written with an en dash for reading; the data keeps spec 3's hyphen. */
export const displayRange = (range: string) => range.replace('-', '–');
