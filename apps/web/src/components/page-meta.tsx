import { usePublicConfig } from '../lib/config.js';

/** The site's own address (its BASE_URL), for the addresses a page gives of itself. */
export function useSiteUrl(): string {
  return usePublicConfig().data?.siteUrl ?? '';
}

/**
 * A public page's title, description and canonical address, which search engines and link previews
 * read: React puts them in the document's head, on the server and in the browser alike.
 */
export function PageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const siteUrl = useSiteUrl();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
    </>
  );
}
