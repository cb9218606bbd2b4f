import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The nav's search box, for visitors too: its words open /search?q=…, keeping the filters and
 * order of the search on screen. On /search it shows the words searched.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const words = params.get('q') ?? '';
  return (
    <form
      role="search"
      // A new search's words replace what was typed.
      key={words}
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const next = new URLSearchParams(pathname === '/search' ? params : undefined);
        next.set('q', String(new FormData(event.currentTarget).get('q')).trim());
        navigate(`/search?${next.toString()}`);
      }}
    >
      <input
        type="search"
        name="q"
        aria-label="Search books"
        placeholder="Search books"
        defaultValue={words}
        // SEARCH_TEXT_MAX_LENGTH: not imported, as the shared package's index would bring zod to every page.
        maxLength={200}
        enterKeyHint="search"
        className="w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      />
    </form>
  );
}
