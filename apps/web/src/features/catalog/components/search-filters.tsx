import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  BOOK_FORMATS,
  BOOK_LANGUAGES,
  LOCATION_MAX_LENGTH,
  LISTING_CONDITIONS,
} from '@second-shelf/shared/listing-terms';
import { SEARCH_FILTER_FIELDS, SEARCH_SORTS, type SearchSort } from '@second-shelf/shared/search-terms';
import { inputClass } from '../../../components/form.js';
import { useCategories } from '../api/get-categories.js';

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Choice({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          name={name}
          defaultValue={value}
          className={inputClass}
          // A choice applies at once; typed fields wait for "Apply filters".
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">Any</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/**
 * The filters and the order of a search. Each change makes a new address (`onChange`), so that a
 * search can be reloaded and shared; on a phone the filters fold away behind one button.
 */
export function SearchFilters({
  params,
  sort,
  onChange,
}: {
  params: URLSearchParams;
  sort: SearchSort;
  onChange: (changes: Record<string, string>) => void;
}) {
  const categories = useCategories();
  const [shown, setShown] = useState(() => SEARCH_FILTER_FIELDS.some((field) => params.get(field)));
  const panelId = useId();
  const value = (field: string) => params.get(field) ?? '';

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange(
      Object.fromEntries(SEARCH_FILTER_FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()])),
    );
  };

  return (
    <div className="mb-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <button
          type="button"
          className="btn-secondary btn-sm md:hidden"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setShown(!shown)}
        >
          Filters
        </button>
        <Labelled label="Sort by">
          {(id) => (
            <select
              id={id}
              value={sort}
              className={inputClass}
              onChange={(event) => onChange({ sort: event.currentTarget.value })}
            >
              {SEARCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      </div>
      <form
        id={panelId}
        // A new address resets the fields to it.
        key={params.toString()}
        aria-label="Filters"
        onSubmit={apply}
        className={`${shown ? 'grid' : 'hidden'} gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 md:grid md:grid-cols-4`}
      >
        <Choice
          label="Category"
          name="category"
          value={value('category')}
          options={(categories.data ?? []).map((category) => [category.category_id, category.category_name])}
        />
        <Choice
          label="Condition"
          name="condition"
          value={value('condition')}
          options={LISTING_CONDITIONS.map((condition) => [condition, capitalized(condition)])}
        />
        <Choice
          label="Format"
          name="format"
          value={value('format')}
          options={BOOK_FORMATS.map((format) => [format, capitalized(format)])}
        />
        <Choice
          label="Language"
          name="language"
          value={value('language')}
          options={BOOK_LANGUAGES.map((language) => [language, language])}
        />
        <Labelled label="Min price">
          {(id) => (
            <input
              id={id}
              name="min_price"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={value('min_price')}
              className={inputClass}
            />
          )}
        </Labelled>
        <Labelled label="Max price">
          {(id) => (
            <input
              id={id}
              name="max_price"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={value('max_price')}
              className={inputClass}
            />
          )}
        </Labelled>
        <Labelled label="Location">
          {(id) => (
            <input
              id={id}
              name="location"
              type="text"
              maxLength={LOCATION_MAX_LENGTH}
              defaultValue={value('location')}
              className={inputClass}
            />
          )}
        </Labelled>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary flex-1">
            Apply filters
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onChange(Object.fromEntries(SEARCH_FILTER_FIELDS.map((field) => [field, ''])))}
          >
            Clear
          </button>
        </div>
      </form>
    </div>
  );
}
