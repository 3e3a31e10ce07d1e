// How she reaches the shop (its Contact us, Help and the help beside a piece, the cart and checkout).
export const CONTACT = {
  email: 'care@tafseel.example',
  phone: '+973 1700 0000',
  phoneUrl: 'tel:+97317000000',
  /** The same number on WhatsApp (wa.me takes the international number in digits only). */
  whatsappUrl: 'https://wa.me/97317000000',
} as const;
