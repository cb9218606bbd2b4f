import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The PostgreSQL extensions the migrations create (search: 0009), which PGlite loads only when they
 * are passed as it opens: every PGlite.create, the app's and the tests', takes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
