import { z } from './zod-in-browsers.js';

export * from './photo-urls.js';

/** One uploaded photo, as POST /api/photos answers it. */
export const uploadedPhotoSchema = z.object({
  id: z.string(),
  /** The cover-width address, as a listing's `image_url` would name it. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

export const uploadedPhotosSchema = z.object({ photos: z.array(uploadedPhotoSchema) });
export * from './picture-address.js';
