import { z } from 'zod';

/**
 * The booking form of spec 3. Only `productId`, `meetingLocation` and `phoneNumber` are the
 * buyer's to choose: name, email, product name, price and image come from the session and the
 * product, so the other fields are accepted and ignored.
 */
export const createBookingSchema = z.object({
  productId: z.string().trim().min(1, 'productId is required').max(64),
  meetingLocation: z.string().trim().min(1, 'Meeting location is required').max(200),
  phoneNumber: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[0-9]{6,15}$/, 'Phone number must be 6 to 15 digits')),
  userName: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  productName: z.string().max(200).optional(),
  productPrice: z.union([z.string(), z.number()]).optional(),
  image_url: z.string().max(2048).optional(),
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
