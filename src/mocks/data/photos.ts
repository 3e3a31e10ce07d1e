// Which of the mock catalog's pieces have photographs, and what each shows (issue 23.1): the first piece of each
// category, so the list, the home page and a piece's page show both kinds of picture. The photographs are made
// from the shop's own drawings (scripts/make-mock-photos.mjs) and sit with the site's files under /media/,
// each in the two widths the shop's media come in (src/components/photo/photo-sources.ts).

export type PhotoShot = {
  /** the colour the piece is shown in: its index among the piece's colours */
  colour: number;
  /** 'front': the whole piece; 'detail': its neckline and sleeve, close */
  view: 'front' | 'detail';
};

export const PHOTO_WIDTHS = [480, 960] as const;

/** The pieces (by code) with photographs, in the order they are shown. */
export const PHOTOGRAPHED: Record<string, PhotoShot[]> = {
  'ABY-001': [
    { colour: 0, view: 'front' },
    { colour: 1, view: 'front' },
    { colour: 0, view: 'detail' },
  ],
  'KFT-001': [
    { colour: 0, view: 'front' },
    { colour: 1, view: 'front' },
    { colour: 0, view: 'detail' },
  ],
  'JLB-001': [
    { colour: 0, view: 'front' },
    { colour: 0, view: 'detail' },
  ],
  'EVE-001': [
    { colour: 0, view: 'front' },
    { colour: 1, view: 'front' },
    { colour: 0, view: 'detail' },
  ],
  'DAY-001': [
    { colour: 0, view: 'front' },
    { colour: 1, view: 'front' },
  ],
  'SET-001': [
    { colour: 0, view: 'front' },
    { colour: 0, view: 'detail' },
  ],
};

/** A photograph's file name at a width: aby-001-1-960.jpg */
export const photoFile = (code: string, index: number, width: number) =>
  `${code.toLowerCase()}-${index + 1}-${width}.jpg`;

export const PHOTO_DIR = '/media/products';
