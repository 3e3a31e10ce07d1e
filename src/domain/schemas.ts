// Shapes of the contract that more than one feature reads (catalog, cart, orders). Parsed, never trusted.
import { z } from 'zod/mini';
import { SIZES, type Size } from '@/config/size-chart';
import { localizedTextSchema } from '@/lib/api-error';
import { entriesSchema, parseItems } from '@/lib/parse-items';
import { EMAIL_MAX } from './account-rules';

export { localizedTextSchema };

/**
 * A form's email field (sign-in, registration, password reset, contact, notify-me): trimmed, required, at most
 * EMAIL_MAX characters, an address. Messages are i18n keys, translated when shown.
 */
export const emailFieldSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'feedback:validation.required'),
      z.maxLength(EMAIL_MAX, 'feedback:validation.emailMax'),
    ),
  z.email('feedback:validation.email'),
);

export const sizeSchema = z.enum(SIZES);
export type { Size };

export const MEASUREMENT_TYPES = ['standard', 'custom', 'home'] as const;
export const measurementTypeSchema = z.enum(MEASUREMENT_TYPES);
export type MeasurementType = z.infer<typeof measurementTypeSchema>;

export const categorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  categoryName: localizedTextSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const imageSchema = z.object({ url: z.string(), alt: localizedTextSchema });

/**
 * A piece's photographs, read one at a time: a malformed one (`{ url: null }`) is left out and logged, and hides
 * only itself, never the piece — on the collection, its page, her cart or her orders. A field that is no list at
 * all still breaks the piece.
 */
export const imagesSchema = z.pipe(
  entriesSchema,
  z.transform((entries) => parseItems(imageSchema, entries, 'a photograph')),
);

/**
 * A hex colour in its long form (`#fff`, `#FFFF`, `ffffff` or `#ffffffff` → `#ffffff`), or null for text that is
 * none. The contract types a colour's `hex` as any string, so every form is taken; drawings need the long one.
 */
export function longHex(value: string): string | null {
  const digits = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1]?.toLowerCase();
  if (!digits) return null;
  const rgb = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  return `#${rgb}`;
}

export const colourSchema = z.object({
  id: z.number(),
  name: localizedTextSchema,
  // contract: `hex: string` — a short or unusual form is a colour all the same, not a broken piece
  hex: z.pipe(
    z.string(),
    z.transform((hex) => longHex(hex) ?? hex),
  ),
});
export type Colour = z.infer<typeof colourSchema>;

export const fabricSchema = z.object({ id: z.number(), name: localizedTextSchema });
export type Fabric = z.infer<typeof fabricSchema>;

export const bodyDimensionsSchema = z.object({
  unit: z.enum(['cm', 'in']),
  underBust: z.number(),
  waist: z.number(),
  hips: z.number(),
  bust: z.number(),
  bodyHeight: z.number(),
  shoulderWidth: z.number(),
});
export type BodyDimensions = z.infer<typeof bodyDimensionsSchema>;

export const measurementDataSchema = z.object({
  sizeOption: z.nullable(sizeSchema),
  bodyDimensions: z.nullable(bodyDimensionsSchema),
});
export type MeasurementData = z.infer<typeof measurementDataSchema>;

export const productSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  p_name: localizedTextSchema,
  p_price: z.number(),
  currency: z.string(),
  style: z.enum(['basic', 'custom']),
  images: imagesSchema,
  p_category: categorySchema,
});

export const cartItemSchema = z.object({
  itemId: z.number(),
  product: productSummarySchema,
  colour: colourSchema,
  fabric: fabricSchema,
  combinationId: z.nullable(z.number()),
  options: z.array(z.object({ customization: localizedTextSchema, option: localizedTextSchema })),
  measurementType: measurementTypeSchema,
  measurementData: z.nullable(measurementDataSchema),
  unitPrice: z.number(),
  currency: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const productSchema = z.object({
  id: z.number(),
  code: z.string(),
  p_name: localizedTextSchema,
  p_description: localizedTextSchema,
  p_category: categorySchema,
  p_price: z.number(),
  currency: z.string(),
  style: z.enum(['basic', 'custom']),
  availability: z.enum(['in_stock', 'out_of_stock', 'pre_order']),
  images: imagesSchema,
  colour: z.array(colourSchema).check(z.minLength(1)),
  fabric: z.array(fabricSchema).check(z.minLength(1)),
  size: z.array(sizeSchema),
  customizations: z.array(
    z.object({
      id: z.number(),
      name: localizedTextSchema,
      options: z.array(z.object({ id: z.number(), name: localizedTextSchema })),
    }),
  ),
  combinations: z.array(
    z.object({
      id: z.number(),
      isDefault: z.boolean(),
      isAvailable: z.boolean(),
      options: z.array(z.object({ optionId: z.number() })),
    }),
  ),
  fees: z.object({ customSize: z.number(), customStyle: z.number(), homeMeasurement: z.number() }),
});
export type Product = z.infer<typeof productSchema>;
export type Customization = Product['customizations'][number];
export type Combination = Product['combinations'][number];

// — The buying path (contract: Cart quote, Orders, Profile addresses). —

export const COUNTRY_CODES = ['bh', 'sa', 'ae', 'kw', 'qa', 'om'] as const;
export const countrySchema = z.enum(COUNTRY_CODES);

export const TIMES_OF_DAY = ['morning', 'afternoon', 'night'] as const;
export const timeOfDaySchema = z.enum(TIMES_OF_DAY);
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/** A booked home measurement visit: `date` is YYYY-MM-DD. */
export const homeMeasurementSchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  timeOfDay: timeOfDaySchema,
});
export type HomeMeasurement = z.infer<typeof homeMeasurementSchema>;

export const quoteSchema = z.object({
  itemIds: z.array(z.number()),
  subtotal: z.number(),
  homeMeasurementFee: z.number(),
  deliveryFee: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  promoCode: z.nullable(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

export const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  city: z.string(),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  country: countrySchema,
  details: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = Omit<Address, 'id'>;

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'in_tailoring',
  'shipped',
  'delivered',
  'rejected',
  'cancelled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const { itemId: _itemId, ...cartItemShape } = cartItemSchema.def.shape;
export const orderItemSchema = z.object({ ...cartItemShape, orderItemId: z.number() });
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderShape = {
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  orderNumber: z.string(),
  confirmationNumber: z.nullable(z.string()),
  status: orderStatusSchema,
  createdAt: z.string(),
  trackingNumber: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  giftNote: z.nullable(z.string()),
  homeMeasurement: z.nullable(homeMeasurementSchema),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  homeMeasurementFee: z.number(),
  deliveryFee: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  payment: z.object({
    method: z.literal('card'),
    status: z.enum(['pending', 'paid', 'declined']),
    brand: z.nullable(z.string()),
    last4: z.nullable(z.string()),
  }),
};

export const orderSchema = z.object({ ...orderShape, shippingAddress: addressSchema });
export type Order = z.infer<typeof orderSchema>;

/** The public order summary: the address is only its name, city and country. */
export const orderSummarySchema = z.object({
  ...orderShape,
  shippingAddress: z.object({ name: z.string(), city: z.string(), country: countrySchema }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
