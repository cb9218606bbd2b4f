import type { ChangeFeed } from '../../db/change-feed.js';
import { toCachedJson, type CachedJson } from '../../lib/cached-json.js';
import type { Category } from '@second-shelf/shared';
import type { CatalogRepository } from './repository.js';

/** The categories, and the same serialized once for GET /api/categories. */
export interface CategoryListing {
  categories: Category[];
  json: CachedJson;
}

/**
 * The category list, read once and kept serialized in memory: every visitor's first call. A change
 * to the categories table, made by any instance, reaches every instance through the database's
 * NOTIFY (migration 0003) and the next request reads it again. While the change feed is not live
 * the list is read from the database every time.
 */
export function createCategoryList(catalog: CatalogRepository, changes: ChangeFeed) {
  let loaded: Promise<CategoryListing> | undefined;
  let version = 0;

  const forget = () => {
    version += 1;
    loaded = undefined;
  };
  const ready = changes.subscribe('catalog_changed', { onChange: forget, onReset: forget });

  const read = async (): Promise<CategoryListing> => {
    const categories = await catalog.listCategories();
    return { categories, json: toCachedJson(categories) };
  };

  return {
    ready,
    current(): Promise<CategoryListing> {
      if (!changes.live) return read();
      if (loaded) return loaded;
      const readingVersion = version;
      const reading = read();
      loaded = reading;
      // A change reported while reading may be missing from what was read: keep it for this caller only.
      reading.then(
        () => {
          if (version !== readingVersion && loaded === reading) loaded = undefined;
        },
        () => {
          if (loaded === reading) loaded = undefined;
        },
      );
      return reading;
    },
  };
}

export type CategoryList = ReturnType<typeof createCategoryList>;
