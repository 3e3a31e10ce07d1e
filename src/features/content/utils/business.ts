// Business figures of spec 9 and the contract, in BHD; shown through formatPrice so every page agrees.
export const FEES_BHD = {
  homeMeasurement: 4.9,
  customSize: 2.9,
  customStyle: 5,
  deliveryOutsideBahrain: 3.5,
} as const;

export const CONTACT = {
  email: 'care@tafseel.example',
  phone: '+973 1700 0000',
  phoneUrl: 'tel:+97317000000',
  /** The same number on WhatsApp (wa.me takes the international number in digits only). */
  whatsappUrl: 'https://wa.me/97317000000',
} as const;
