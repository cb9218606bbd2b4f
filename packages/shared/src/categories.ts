import { z } from './zod-in-browsers.js';

export const CATEGORY_IDS = ['1', '2', '3'] as const;
export const CATEGORY_NAMES = ['Action & Adventure', 'Comics & Fantasy', 'Literary Fiction'] as const;

export const categorySchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  image_url: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Category id is required')
    .max(32, 'Category id must be at most 32 characters'),
});
