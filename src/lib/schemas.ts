// Shapes of the contract that more than one feature reads (catalog, cart, orders). Parsed, never trusted.
import { z } from 'zod/mini';
import { localizedTextSchema } from './api-error';
import { EMAIL_MAX } from './rules';

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

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const sizeSchema = z.enum(SIZES);
export type Size = z.infer<typeof sizeSchema>;

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

export const colourSchema = z.object({
  id: z.number(),
  name: localizedTextSchema,
  hex: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
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
  images: z.array(imageSchema),
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
  images: z.array(imageSchema),
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
