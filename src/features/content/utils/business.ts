// Business figures of spec 9 and the contract, in BHD; shown through formatPrice so every page agrees.
export const FEES_BHD = {
  homeMeasurement: 4.9,
  customSize: 2.9,
  customStyle: 5,
  deliveryOutsideBahrain: 3.5,
} as const;
