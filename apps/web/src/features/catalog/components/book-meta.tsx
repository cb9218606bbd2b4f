import type { ListingDetail } from '@second-shelf/shared';
import { PageMeta, useSiteUrl } from '../../../components/page-meta.js';
import { usePublicConfig } from '../../../lib/config.js';
import { formatPrice } from '../../../lib/format.js';

const AVAILABILITY: Record<ListingDetail['status'], string> = {
  available: 'https://schema.org/InStock',
  booked: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  hidden: 'https://schema.org/OutOfStock',
  held: 'https://schema.org/OutOfStock',
};

const BOOK_FORMAT: Record<ListingDetail['format'], string | undefined> = {
  paperback: 'https://schema.org/Paperback',
  hardcover: 'https://schema.org/Hardcover',
  other: undefined,
};

/** JSON for inside a <script> element: no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What a book's page tells search engines and link previews: its title, description and address;
 * Open Graph and Twitter card tags (title, author, price, cover); and schema.org's `Book` with its
 * `Offer` (price, currency, availability, condition) as JSON-LD.
 */
export function BookMeta({ book }: { book: ListingDetail }) {
  const siteUrl = useSiteUrl();
  const currency = usePublicConfig().data?.currency ?? 'USD';
  const path = `/book/${encodeURIComponent(book._id)}`;
  const url = `${siteUrl}${path}`;
  const cover = book.image_url.startsWith('/') ? `${siteUrl}${book.image_url}` : book.image_url;
  const byline = book.author ? ` by ${book.author}` : '';
  const description = `${book.book_name}${byline}, second-hand (${book.product_condition}), ${formatPrice(book.resell_price)} from ${book.seller_name} in ${book.location}.`;
  const price = book.resell_price.toFixed(2);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.book_name,
    ...(book.author ? { author: { '@type': 'Person', name: book.author } } : {}),
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(BOOK_FORMAT[book.format] ? { bookFormat: BOOK_FORMAT[book.format] } : {}),
    inLanguage: book.language,
    image: cover,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: currency,
      availability: AVAILABILITY[book.status],
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Person', name: book.seller_name },
    },
  };
  return (
    <>
      <PageMeta title={`${book.book_name} · Second Shelf`} description={description} path={path} />
      <meta property="og:type" content="book" />
      <meta property="og:site_name" content="Second Shelf" />
      <meta property="og:title" content={`${book.book_name}${byline}`} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={cover} />
      {book.author && <meta property="book:author" content={book.author} />}
      {book.isbn && <meta property="book:isbn" content={book.isbn} />}
      <meta property="product:price:amount" content={price} />
      <meta property="product:price:currency" content={currency} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={`${book.book_name}${byline}`} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={cover} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </>
  );
}
