import { useUser } from '../../lib/auth.js';
import { SearchResults } from '../../features/catalog/components/search-results.js';
import { useBookActions } from '../book-actions.js';

/** /search?q=…: the books on sale matching the nav's search, with filters and an order, for visitors too. */
export function Component() {
  const { data: user } = useUser();
  const { onBook, saveButtonOf, modal } = useBookActions();
  return (
    <>
      <SearchResults viewer={user ?? null} onBook={onBook} saveButtonOf={saveButtonOf} />
      {modal}
    </>
  );
}
