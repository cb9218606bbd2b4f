import type { UploadedPhoto } from '@second-shelf/shared';
import { apiConfig, toApiError } from '../../../lib/api-client.js';

/**
 * Uploads photos (one request, at most five): each comes back turned upright, stripped, in WebP.
 * A form of files, not JSON: the browser writes its content type with the boundary.
 */
export async function uploadPhotos(files: File[], signal?: AbortSignal): Promise<UploadedPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photo', file, file.name);
  const response = await fetch(`${apiConfig.baseUrl}/api/photos`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form,
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { photos: UploadedPhoto[] }).photos;
}
