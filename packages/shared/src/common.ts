import { z } from './zod-in-browsers.js';
import { bigintCursor } from './cursors.js';

/** Every API error has this body; 5xx never carries internals. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

/**
 * Lists keep the specification's shape (a JSON array); paging travels in the query
 * (`limit`, `cursor`) and in the `X-Total-Count` and `Link: <…>; rel="next"` headers.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  // The last row's seq: its range is the column's (cursors.ts).
  cursor: bigintCursor.optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ message: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const emailQuerySchema = z.object({ email: emailSchema });
export const emailParamsSchema = z.object({ email: emailSchema });

export const idParamsSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(64, 'id must be at most 64 characters'),
});

export const acknowledgedSchema = z.object({ acknowledged: z.boolean() });

export const insertedSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: z.string(),
});

export const deletedSchema = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int(),
});

/**
 * A number from a JSON number or a numeric string (HTML number inputs give strings). Unlike
 * `z.coerce.number`, it refuses `null`, `true` and `""` instead of reading them as 0 or 1.
 */
export function numberInput(label: string) {
  return z
    .union([z.number(), z.string()], { message: `${label} must be a number` })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const parsed = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return parsed;
    });
}
