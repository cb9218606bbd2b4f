import { z } from 'zod';

export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;

/**
 * A phone number as people type it ("+880 1712-345678", "(017) 1234 5678", or a JSON number),
 * stored one way: an optional leading "+" and the digits, nothing else ("+8801712345678").
 */
export const phoneNumberSchema = z
  .union([z.string(), z.number()], { message: 'Phone number is required' })
  .transform((value) => String(value).trim())
  .refine(
    (value) => /^\+?[0-9\s().-]*$/.test(value),
    'Phone number can have only digits, spaces, dashes, brackets and a leading +',
  )
  .transform((value) => `${value.startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`)
  .refine((value) => {
    const digits = value.replace('+', '').length;
    return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
  }, `Phone number must be ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`);

/**
 * The booking form of spec 3. Only `productId`, `meetingLocation` and `phoneNumber` are the
 * buyer's to choose: name, email, product name, price and image come from the session and the
 * product, so the other fields are accepted and ignored.
 */
export const createBookingSchema = z.object({
  productId: z
    .string({ message: 'productId is required' })
    .trim()
    .min(1, 'productId is required')
    .max(64, 'productId must be at most 64 characters'),
  meetingLocation: z
    .string({ message: 'Meeting location is required' })
    .trim()
    .min(1, 'Meeting location is required')
    .max(200, 'Meeting location must be at most 200 characters'),
  phoneNumber: phoneNumberSchema,
  userName: z
    .string({ message: 'Name must be text' })
    .max(200, 'Name must be at most 200 characters')
    .optional(),
  email: z
    .string({ message: 'Email must be text' })
    .max(254, 'Email must be at most 254 characters')
    .optional(),
  productName: z
    .string({ message: 'Book name must be text' })
    .max(200, 'Book name must be at most 200 characters')
    .optional(),
  productPrice: z.union([z.string(), z.number()], { message: 'Price must be a number' }).optional(),
  image_url: z
    .string({ message: 'Image url must be text' })
    .max(2048, 'Image url must be at most 2048 characters')
    .optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image_url: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  userName: z.string(),
  email: z.string(),
  meetingLocation: z.string(),
  phoneNumber: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
