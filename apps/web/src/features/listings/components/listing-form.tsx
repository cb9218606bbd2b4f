import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  addListingSchema,
  BOOK_FORMATS,
  BOOK_LANGUAGES,
  CATEGORY_IDS,
  CATEGORY_NAMES,
  CONDITION_NOTE_LABELS,
  CONDITION_NOTES,
  DESCRIPTION_MAX_LENGTH,
  editListingSchema,
  photoIdOf,
  LISTING_CONDITIONS,
  toIsbn13,
  type AddListingInput,
  type ConditionNote,
  type Draft,
  type EditListingInput,
  type ListingDetail,
} from '@second-shelf/shared';
import { Field, inputClass } from '../../../components/form.js';
import { TextAreaField } from '../../../components/text-area-field.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { usePublicConfig } from '../../../lib/config.js';
import { toast } from '../../../lib/toast.js';
import { useAddListing } from '../api/add-listing.js';
import { useKeepDraft } from '../api/draft-changes.js';
import { useLastPlace } from '../api/last-place.js';
import { useEditListing } from '../api/listing.js';
import { lookupIsbn, type BookFacts } from '../api/lookup-isbn.js';
import { usePriceSuggestion } from '../api/price-suggestion.js';
import { BarcodeScanner } from '../scanner/barcode-scanner.js';
import { PhotoPicker, readyPhotoIds, storedPhoto, type PickedPhoto } from './photo-picker.js';
import { PriceSuggestionNote } from './price-suggestion-note.js';

type TextFields =
  | 'category_id'
  | 'book_name'
  | 'author'
  | 'isbn'
  | 'publisher'
  | 'published_year'
  | 'description'
  | 'format'
  | 'language'
  | 'image_url'
  | 'original_price'
  | 'resell_price'
  | 'used'
  | 'location'
  | 'product_condition';
type FormValues = Record<TextFields, string> & { photo_ids: string[]; condition_notes: ConditionNote[] };

/** The category's name, which the API takes beside its id (the specification's two fields). */
const categoryNameOf = (id: string) => CATEGORY_NAMES[CATEGORY_IDS.indexOf(id as never)] ?? CATEGORY_NAMES[0];

/**
 * The form's values as the API takes them: an empty image address is none (the photos are the
 * picture), and a listing being edited sends only what can change.
 */
function asInput(values: FormValues, editing: boolean): Record<string, unknown> {
  const { image_url, category_id, original_price, used, ...fields } = values;
  // Left blank, the original price and the years used are not given: 0 for a listing being edited.
  const optional = Object.entries({ original_price, used }).flatMap(([name, value]) =>
    value.trim() === '' ? (editing ? [[name, 0]] : []) : [[name, value]],
  );
  const rest = { ...fields, ...Object.fromEntries(optional) };
  const picture = image_url.trim() === '' ? {} : { image_url };
  if (editing) return { ...rest, ...(values.photo_ids.length === 0 ? picture : {}) };
  return { ...rest, ...picture, category_id, category_name: categoryNameOf(category_id) };
}

const NO_PICTURE = 'Add a photo, or give an image url';

/**
 * Checks the form with the API's own schema, on the values it will send. A missing picture is told
 * by the photos, where the seller adds one, and at once with the other fields' messages (the schema
 * checks it only once every field is valid).
 */
function resolverFor(editing: boolean): Resolver<FormValues> {
  const check = zodResolver(
    (editing ? editListingSchema : addListingSchema) as never,
  ) as unknown as Resolver<FieldValues>;
  return (async (values: FormValues, context, options) => {
    const result = await check(asInput(values, editing), context, options as never);
    const errors = result.errors as Record<string, { type: string; message?: string } | undefined>;
    if (errors.image_url?.message === NO_PICTURE) delete errors.image_url;
    delete errors.photo_ids;
    if (values.photo_ids.length === 0 && values.image_url.trim() === '') {
      errors.photos = { type: 'custom', message: NO_PICTURE };
    }
    return { values: Object.keys(errors).length ? {} : values, errors } as never;
  }) as Resolver<FormValues>;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const valuesOf = (listing: ListingDetail | undefined, draft: Draft | undefined): FormValues => ({
  book_name: listing?.book_name ?? draft?.book_name ?? '',
  author: listing?.author ?? draft?.author ?? '',
  isbn: listing?.isbn ?? draft?.isbn ?? '',
  publisher: listing?.publisher ?? draft?.publisher ?? '',
  published_year: text(listing?.published_year ?? draft?.published_year),
  description: listing?.description ?? '',
  format: listing?.format ?? draft?.format ?? 'paperback',
  language: listing?.language ?? draft?.language ?? 'English',
  image_url: listing && listing.photos.length === 0 ? listing.image_url : '',
  // 0 is what the API keeps for "not said": the form shows it blank.
  original_price: listing?.original_price ? String(listing.original_price) : '',
  resell_price: listing ? String(listing.resell_price) : '',
  used: listing?.used ? String(listing.used) : '',
  location: listing?.location ?? '',
  product_condition: listing?.product_condition ?? 'good',
  condition_notes: listing?.condition_notes ?? [],
  category_id: listing?.category_id ?? '1',
  photo_ids: (listing?.photos ?? []).flatMap((url) => photoIdOf(url) ?? []),
});

/** The value `delayMs` after it last changed: the price suggestion is asked once the title is typed. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The ISBN as typed, once whole: its check digit wrong is said at once, before the form is sent. */
export function isbnAsTyped(value: string): { isbn: string | null; problem: string | null } {
  const digits = value.replace(/[^0-9Xx]/g, '');
  if (digits.length > 13) return { isbn: null, problem: 'An ISBN has 10 or 13 digits' };
  // Ten digits starting 978 or 979 are an ISBN-13 being typed, not an ISBN-10.
  const typing = digits.length < 10 || (digits.length < 13 && (digits.length > 10 || /^97[89]/.test(digits)));
  if (typing) return { isbn: null, problem: null };
  const isbn = toIsbn13(value);
  return { isbn, problem: isbn ? null : 'This ISBN’s check digit is wrong: look at it again' };
}

/**
 * Add Product in five decisions: the ISBN (scanned with the camera, or typed; the book's facts,
 * cover and category fill themselves), the photos, the condition with what buyers ask about, and the
 * price, with what copies of the book sold for here. The location is the seller's last; the date
 * and the seller are said, not asked. The same form edits a listing (`listing`) and finishes a
 * draft (`draft`). After listing, Scan another starts the next book.
 */
export function ListingForm({
  seller,
  listing,
  draft,
}: {
  seller: { name: string; email: string; emailVerified?: boolean };
  listing?: ListingDetail;
  draft?: Draft;
}) {
  const editing = listing !== undefined;
  const navigate = useNavigate();
  const addListing = useAddListing();
  const editListing = useEditListing(listing?._id ?? '');
  const config = usePublicConfig();
  const [photos, setPhotos] = useState<PickedPhoto[]>(() =>
    (listing?.photos ?? []).flatMap((url) => {
      const id = photoIdOf(url);
      return id ? [storedPhoto({ id, url })] : [];
    }),
  );
  const [filling, setFilling] = useState(false);
  const [fillNote, setFillNote] = useState('');
  const [scanning, setScanning] = useState<'one' | 'pile' | null>(null);
  const [listed, setListed] = useState<{ id: string; title: string; held: boolean } | null>(null);
  const listedHeading = useRef<HTMLHeadingElement>(null);
  // The form is gone once listed: the focus goes to what says so.
  useEffect(() => {
    if (listed) listedHeading.current?.focus();
  }, [listed]);
  const [draftId, setDraftId] = useState(draft?._id);
  const form = useForm<FormValues>({
    resolver: resolverFor(editing),
    defaultValues: valuesOf(listing, draft),
  });
  const { errors, isSubmitting } = form.formState;
  // The next book starts at its ISBN: typed, or once the camera is closed (the button that opened
  // it went with the listed book).
  const focusIsbnNext = useRef(false);
  useEffect(() => {
    if (listed || scanning || !focusIsbnNext.current) return;
    focusIsbnNext.current = false;
    form.setFocus('isbn');
  }, [listed, scanning, form]);
  const uploading = photos.some((photo) => photo.state === 'uploading');
  const bookName = useRef<HTMLInputElement | null>(null);

  const changePhotos = (update: (current: PickedPhoto[]) => PickedPhoto[]) =>
    setPhotos((current) => {
      const next = update(current);
      const ids = readyPhotoIds(next);
      form.setValue('photo_ids', ids);
      // A photo answers "Add a photo" at once, not at the next submit.
      if (ids.length > 0) form.clearErrors('photos' as never);
      return next;
    });

  // The place is the seller's last listing's, until they change it.
  const lastPlace = useLastPlace(seller.email, !editing);
  useEffect(() => {
    if (!editing && lastPlace && form.getValues('location') === '') form.setValue('location', lastPlace);
  }, [editing, lastPlace, form]);

  const typed = isbnAsTyped(form.watch('isbn') ?? '');
  const isbn = typed.isbn;

  // What the last fill wrote: a field the seller has changed since is theirs, unless they ask again;
  // one the seller has not changed is the last book's, cleared for the next (as is its cover).
  const filled = useRef<Partial<Record<TextFields, string>>>({});
  const filledCover = useRef<string | null>(null);
  const fill = (facts: BookFacts, overwrite: boolean) => {
    const blank = valuesOf(undefined, undefined);
    const set = (name: TextFields, value: string | null | undefined) => {
      const current = form.getValues(name);
      const untouched = current === '' || current === filled.current[name] || current === blank[name];
      if (!overwrite && !untouched) return;
      const next = value || (untouched ? blank[name] : current);
      if (value) filled.current[name] = value;
      else delete filled.current[name];
      if (next !== current) form.setValue(name, next, { shouldValidate: true });
    };
    set('book_name', facts.title);
    set('author', facts.author);
    set('format', facts.format);
    set('language', facts.language);
    set('publisher', facts.publisher);
    set('published_year', text(facts.published_year));
    set('category_id', facts.category_id);
    const cover = facts.cover;
    const previous = filledCover.current;
    filledCover.current = cover?.id ?? null;
    changePhotos((current) => {
      const kept = current.filter((photo) => photo.key !== previous);
      if (!cover || kept.some((photo) => photo.key === cover.id) || kept.length >= 5) return kept;
      return [storedPhoto(cover), ...kept];
    });
  };

  /**
   * Fills the book's facts from its ISBN: by itself when an ISBN is scanned or typed whole (the
   * fields the seller has not typed), or, asked with Fill from ISBN, every field.
   */
  const latestLookup = useRef(0);
  const fillFromIsbn = async (whole: string, asked: boolean) => {
    // Only the latest ISBN's answer fills: an earlier one arriving late is another book's.
    const lookup = ++latestLookup.current;
    setFilling(true);
    setFillNote('');
    try {
      const facts = await lookupIsbn(whole);
      if (lookup !== latestLookup.current) return;
      fill(facts, asked);
      setFillNote(`Filled from ISBN: ${facts.title}`);
      if (asked) toast.success(`Filled from ISBN: ${facts.title}`);
    } catch (error) {
      if (lookup !== latestLookup.current) return;
      const unknown = error instanceof ApiError && error.status === 404;
      const message = unknown ? 'This book is new here: type its title and author.' : errorMessage(error);
      setFillNote(message);
      if (asked) toast.error(message);
    } finally {
      if (lookup === latestLookup.current) setFilling(false);
    }
  };

  // A new whole ISBN fills the facts once (not a listing's or a draft's own, already filled).
  const filledFor = useRef<string | null>(listing?.isbn ?? draft?.isbn ?? null);
  useEffect(() => {
    if (editing || !isbn || filledFor.current === isbn) return;
    filledFor.current = isbn;
    void fillFromIsbn(isbn, false);
  });

  // A draft's cover comes from its ISBN, as when it was scanned.
  useEffect(() => {
    if (draft)
      void lookupIsbn(draft.isbn).then(
        (facts) => fill(facts, false),
        () => {},
      );
    // Once, for the draft the form opened with.
  }, []);

  const title = useSettled(form.watch('book_name') ?? '', 600);
  const author = useSettled(form.watch('author') ?? '', 600);
  const suggestion = usePriceSuggestion({ isbn, title, author });
  const median = suggestion.data?.sales?.median;
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    if (editing) return;
    const price = form.getValues('resell_price');
    // The suggestion is filled in until the seller types a price of their own; another book's goes.
    if (price !== '' && price !== suggested.current) return;
    const next = median === undefined ? '' : String(median);
    suggested.current = median === undefined ? null : next;
    if (next !== price) form.setValue('resell_price', next, { shouldValidate: next !== '' });
  }, [editing, median, form]);

  const scanned = (found: string) => {
    form.setValue('isbn', found, { shouldValidate: true });
  };

  const keepDraft = useKeepDraft();
  const [pile, setPile] = useState<{ id: string; name: string }[]>([]);
  const keepInDrafts = async (found: string) => {
    let facts: BookFacts | null = null;
    try {
      facts = await lookupIsbn(found);
    } catch {
      // A book nobody knows is kept by its ISBN alone: its title is typed when it is listed.
    }
    try {
      const kept = await keepDraft.mutateAsync({
        isbn: found,
        book_name: facts?.title ?? '',
        author: facts?.author ?? '',
        publisher: facts?.publisher ?? '',
        published_year: facts?.published_year ?? null,
        format: facts?.format ?? null,
        language: (facts?.language as (typeof BOOK_LANGUAGES)[number] | null) ?? null,
      });
      const name = kept.book_name || kept.isbn;
      setPile((current) =>
        current.some((entry) => entry.id === kept._id) ? current : [...current, { id: kept._id, name }],
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      toast.error('Please wait until the photos are uploaded');
      return;
    }
    try {
      if (editing) {
        await editListing.mutateAsync(asInput(values, true) as EditListingInput);
        toast.success('Listing updated');
        navigate('/myproducts');
        return;
      }
      const { insertedId } = await addListing.mutateAsync({
        ...asInput(values, false),
        ...(draftId ? { draft_id: draftId } : {}),
      } as AddListingInput);
      // With mail set up, a new seller's listing waits for their confirmed email (server-side too).
      toast.success(
        config.data?.emailDelivery && seller.emailVerified === false
          ? 'New product added: it goes on sale once you confirm your email'
          : 'New product added',
      );
      setListed({
        id: insertedId,
        title: values.book_name,
        held: Boolean(config.data?.emailDelivery && seller.emailVerified === false),
      });
      setDraftId(undefined);
      setPhotos([]);
      suggested.current = null;
      filledFor.current = null;
      filled.current = {};
      setFillNote('');
      // The next book keeps the place and the category.
      form.reset({
        ...valuesOf(undefined, undefined),
        location: values.location,
        category_id: values.category_id,
      });
    } catch (error) {
      console.warn(editing ? 'Edit product error' : 'Add products error', error);
      if (draftId && error instanceof ApiError && error.status === 404) {
        // The draft was listed or removed elsewhere: the book can still be listed, on its own.
        setDraftId(undefined);
        toast.error(
          'This draft was listed or removed already: press List my book again to list the book anyway',
        );
        return;
      }
      toast.error(errorMessage(error));
    }
  });

  const field = (
    name: TextFields,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
    error?: string,
  ) => {
    const registration = form.register(name);
    return (
      <Field id={`product-${name}`} label={label} error={error ?? errors[name]?.message} hint={hint}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            {...props}
            aria-describedby={
              [control['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
            {...registration}
            ref={(element) => {
              registration.ref(element);
              if (name === 'book_name') bookName.current = element;
            }}
          />
        )}
      </Field>
    );
  };

  const select = (name: TextFields, label: string, options: readonly string[], names?: readonly string[]) => (
    <Field id={`product-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} className={inputClass} {...form.register(name)}>
          {options.map((option, index) => (
            <option key={option} value={option}>
              {names?.[index] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
  // The optional part opens by itself to show what is wrong in it.
  const moreHasErrors = Boolean(
    errors.original_price || errors.used || errors.description || errors.image_url,
  );
  const section = 'grid gap-4 border-t border-stone-200 pt-5 sm:grid-cols-2';
  const legend = 'mb-1 font-serif text-lg font-bold text-stone-900 sm:col-span-2';

  /** After a book is listed: the form again for the next, its ISBN focused, the camera open or not. */
  const startNextBook = (scan: boolean) => {
    focusIsbnNext.current = true;
    setListed(null);
    if (scan) setScanning('one');
  };

  if (listed) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-10">
        <h1
          ref={listedHeading}
          tabIndex={-1}
          className="font-serif text-3xl font-bold text-stone-900 outline-none"
        >
          Listed: {listed.title}
        </h1>
        <p className="text-stone-700">
          {listed.held ? 'It goes on sale once you confirm your email.' : 'Buyers can find it now.'} Got a
          pile? The next one takes a scan.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={() => startNextBook(true)}>
            Scan another
          </button>
          <button type="button" className="btn-secondary" onClick={() => startNextBook(false)}>
            List another without scanning
          </button>
          <Link to={`/book/${listed.id}`} className="btn-secondary">
            See the listing
          </Link>
          <Link to="/myproducts" className="btn-secondary">
            My Products
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">
        {editing ? 'Edit your listing' : 'Add an item'}
      </h1>
      <p className="mt-2 mb-5 text-stone-700">
        {editing
          ? 'Change what buyers see. Buyers who booked earlier keep what they booked.'
          : 'Scan or type the book’s ISBN and the rest fills itself; then a photo, its condition and your price.'}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className={legend}>The book</legend>
          {!editing && (
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <button type="button" className="btn-primary" onClick={() => setScanning('one')}>
                Scan barcode
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setPile([]);
                  setScanning('pile');
                }}
              >
                Scan a pile into Drafts
              </button>
            </div>
          )}
          <div className="flex flex-col gap-2">
            {field(
              'isbn',
              'ISBN',
              { inputMode: 'numeric', autoComplete: 'off' },
              'ISBN-10 or ISBN-13, on the back by the barcode',
              typed.problem ?? undefined,
            )}
            <div className="flex flex-wrap gap-2">
              {isbn && (
                <button
                  type="button"
                  className="btn-secondary btn-sm"
                  onClick={() => fillFromIsbn(isbn, true)}
                  disabled={filling}
                >
                  {filling ? 'Filling…' : 'Fill from ISBN'}
                </button>
              )}
              {!editing && (
                <button
                  type="button"
                  className="btn-secondary btn-sm"
                  onClick={() => bookName.current?.focus()}
                >
                  No ISBN
                </button>
              )}
            </div>
            <p role="status" className="text-sm text-stone-700">
              {filling ? 'Filling from ISBN…' : fillNote}
            </p>
          </div>
          {field('book_name', 'Book name')}
          {field('author', 'Author', { autoComplete: 'off' })}
          {!editing && select('category_id', 'Category', CATEGORY_IDS, CATEGORY_NAMES)}
          {select('format', 'Format', BOOK_FORMATS)}
          {select('language', 'Language', BOOK_LANGUAGES)}
          {field('publisher', 'Publisher', { autoComplete: 'off' }, 'Optional')}
          {field('published_year', 'Year', { type: 'number', inputMode: 'numeric', min: 1450 }, 'Optional')}
        </fieldset>

        <div className={section}>
          <PhotoPicker
            photos={photos}
            onChange={changePhotos}
            error={(errors as Record<string, { message?: string } | undefined>).photos?.message}
          />
        </div>

        <fieldset className={section}>
          <legend className={legend}>Condition</legend>
          {select('product_condition', 'Product condition', LISTING_CONDITIONS)}
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold text-stone-700">What a buyer should know</legend>
            {CONDITION_NOTES.map((note) => (
              <label key={note} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  value={note}
                  className="size-5"
                  {...form.register('condition_notes')}
                />
                {CONDITION_NOTE_LABELS[note]}
              </label>
            ))}
          </fieldset>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>Price and place</legend>
          <div className="flex flex-col gap-2 sm:col-span-2">
            {field('resell_price', 'Resell price ($)', { ...money, 'aria-describedby': 'price-suggestion' })}
            <PriceSuggestionNote
              suggestion={suggestion.data}
              asked={isbn !== null || title.trim() !== ''}
              loading={suggestion.isFetching && !suggestion.data}
            />
          </div>
          {field('location', 'Location', { autoComplete: 'address-level2' }, 'Where you meet buyers')}
        </fieldset>

        <details className="border-t border-stone-200 pt-4" open={editing || moreHasErrors || undefined}>
          <summary className="cursor-pointer py-2.5 font-semibold text-stone-800">
            More about this copy (optional)
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {field('original_price', 'Original price ($)', money, 'What it cost new')}
            {field('used', 'Used for (years)', { type: 'number', min: 0, step: '0.5', inputMode: 'decimal' })}
            <div className="sm:col-span-2">
              <TextAreaField
                id="product-description"
                label="Description"
                error={errors.description?.message}
                hint={`The copy's state, notes, what comes with it (up to ${DESCRIPTION_MAX_LENGTH} characters)`}
                rows={4}
                maxLength={DESCRIPTION_MAX_LENGTH}
                {...form.register('description')}
              />
            </div>
            {field(
              'image_url',
              'Image url',
              { type: 'url', placeholder: 'https://…' },
              'Or, instead of photos, the address of a picture',
            )}
          </div>
        </details>

        {!editing && (
          <p className="text-sm text-stone-700">
            Listed today by {seller.name} ({seller.email}).
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={isSubmitting || uploading}>
          {uploading
            ? 'Uploading photos…'
            : isSubmitting
              ? editing
                ? 'Saving…'
                : 'Listing…'
              : editing
                ? 'Save changes'
                : 'List my book'}
        </button>
      </form>
      {scanning === 'one' && (
        <BarcodeScanner title="Scan barcode" onIsbn={scanned} onClose={() => setScanning(null)} />
      )}
      {scanning === 'pile' && (
        <BarcodeScanner
          title="Scan a pile into Drafts"
          pile
          onIsbn={(found) => void keepInDrafts(found)}
          onClose={() => setScanning(null)}
        >
          {pile.length > 0 && (
            <div>
              <h3 className="font-semibold text-stone-900">Kept in Drafts ({pile.length})</h3>
              <ul className="list-disc pl-5 text-stone-800">
                {pile.map((entry) => (
                  <li key={entry.id}>{entry.name}</li>
                ))}
              </ul>
              <Link to="/myproducts" className="underline">
                Finish them in My Products
              </Link>
            </div>
          )}
        </BarcodeScanner>
      )}
    </section>
  );
}
