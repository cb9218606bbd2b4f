// Apart from the API client, which the home page loads: only the paginated screens, all lazy, read it.

/** Reads the `Link: <…>; rel="next"` header of a paginated list. */
export function nextPageCursor(headers: Headers): string | undefined {
  const link = headers.get('link');
  if (!link) return undefined;
  const match = /<([^>]+)>;\s*rel="next"/.exec(link);
  return match?.[1] ? (new URL(match[1], 'http://x').searchParams.get('cursor') ?? undefined) : undefined;
}
