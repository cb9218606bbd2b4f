import type { Product } from '@second-shelf/shared';
import { products } from './schema.js';

/** The columns a book is served with, named as the specification names them. */
export const productColumns = {
  _id: products.id,
  seq: products.seq,
  category_id: products.categoryId,
  category_name: products.categoryName,
  book_name: products.bookName,
  image_url: products.imageUrl,
  original_price: products.originalPrice,
  resell_price: products.resellPrice,
  used: products.used,
  location: products.location,
  product_condition: products.productCondition,
  posted_time: products.postedTime,
  seller_name: products.sellerName,
  seller_email: products.sellerEmail,
  status: products.status,
};

export type ProductRow = Product & { seq: number };
