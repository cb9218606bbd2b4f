import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  addListingSchema,
  BOOK_FORMATS,
  BOOK_LANGUAGES,
  CATEGORY_IDS,
  CATEGORY_NAMES,
  DESCRIPTION_MAX_LENGTH,
  editListingSchema,
  photoIdOf,
  LISTING_CONDITIONS,
  toIsbn13,
  type AddListingInput,
  type EditListingInput,
  type ListingDetail,
} from '@second-shelf/shared';
import { Field, inputClass, ReadOnlyField, ReadOnlyFields } from '../../../components/form.js';
import { TextAreaField } from '../../../components/text-area-field.js';
import { errorMessage } from '../../../lib/api-client.js';
import { usePublicConfig } from '../../../lib/config.js';
import { toast } from '../../../lib/toast.js';
import { PhotoPicker, readyPhotoIds, storedPhoto, type PickedPhoto } from './photo-picker.js';
import { useAddListing } from '../api/add-listing.js';
import { lookupIsbn } from '../api/lookup-isbn.js';
import { useEditListing } from '../api/listing.js';

/** Today's date, as the listing's posted time (read-only; the server keeps its own clock). */
const today = () => new Date().toISOString().slice(0, 10);

type TextFields =
  | 'category_id'
  | 'category_name'
  | 'book_name'
  | 'author'
  | 'isbn'
  | 'description'
  | 'format'
  | 'language'
  | 'image_url'
  | 'original_price'
  | 'resell_price'
  | 'used'
  | 'location'
  | 'product_condition'
  | 'posted_time';
type FormValues = Record<TextFields, string> & { photo_ids: string[] };

/**
 * The form's values as the API takes them: an empty image address is none (the photos are the
 * picture), and a listing being edited sends only what can change.
 */
function asInput(values: FormValues, editing: boolean): Record<string, unknown> {
  const { image_url, posted_time, category_id, category_name, ...rest } = values;
  const picture = image_url.trim() === '' ? {} : { image_url };
  if (editing) {
    return { ...rest, ...(values.photo_ids.length === 0 ? picture : {}) };
  }
  return { ...rest, ...picture, posted_time, category_id, category_name };
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

const valuesOf = (listing: ListingDetail | undefined): FormValues => ({
  book_name: listing?.book_name ?? '',
  author: listing?.author ?? '',
  isbn: listing?.isbn ?? '',
  description: listing?.description ?? '',
  format: listing?.format ?? 'paperback',
  language: listing?.language ?? 'English',
  image_url: listing && listing.photos.length === 0 ? listing.image_url : '',
  original_price: listing ? String(listing.original_price) : '',
  resell_price: listing ? String(listing.resell_price) : '',
  used: listing ? String(listing.used) : '',
  location: listing?.location ?? '',
  product_condition: listing?.product_condition ?? 'excellent',
  category_id: listing?.category_id ?? '1',
  category_name: listing?.category_name ?? CATEGORY_NAMES[0],
  posted_time: listing?.posted_time ?? today(),
  photo_ids: (listing?.photos ?? []).flatMap((url) => photoIdOf(url) ?? []),
});

/**
 * The add-item form with the book's own data and photos, and the same form to edit a listing
 * (`listing`): its photos, price, condition, description, location and the book's data. The date
 * and the seller are shown, not asked for.
 */
export function ListingForm({
  seller,
  listing,
}: {
  seller: { name: string; email: string; emailVerified?: boolean };
  listing?: ListingDetail;
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
  const form = useForm<FormValues>({ resolver: resolverFor(editing), defaultValues: valuesOf(listing) });
  const { errors, isSubmitting } = form.formState;
  const uploading = photos.some((photo) => photo.state === 'uploading');

  const changePhotos = (update: (current: PickedPhoto[]) => PickedPhoto[]) =>
    setPhotos((current) => {
      const next = update(current);
      const ids = readyPhotoIds(next);
      form.setValue('photo_ids', ids);
      // A photo answers "Add a photo" at once, not at the next submit.
      if (ids.length > 0) form.clearErrors('photos' as never);
      return next;
    });

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      toast.error('Please wait until the photos are uploaded');
      return;
    }
    try {
      if (editing) {
        await editListing.mutateAsync(asInput(values, true) as EditListingInput);
        toast.success('Listing updated');
      } else {
        await addListing.mutateAsync({
          ...asInput(values, false),
          seller_name: seller.name,
          seller_email: seller.email,
        } as AddListingInput);
        // With mail set up, a new seller's listing waits for their confirmed email (server-side too).
        toast.success(
          config.data?.emailDelivery && seller.emailVerified === false
            ? 'New product added: it goes on sale once you confirm your email'
            : 'New product added',
        );
        form.reset();
      }
      navigate('/myproducts');
    } catch (error) {
      console.warn(editing ? 'Edit product error' : 'Add products error', error);
      toast.error(errorMessage(error));
    }
  });

  const isbn = toIsbn13(form.watch('isbn') ?? '');
  const fillFromIsbn = async () => {
    if (!isbn) return;
    setFilling(true);
    try {
      const facts = await lookupIsbn(isbn);
      form.setValue('book_name', facts.title, { shouldValidate: true });
      if (facts.author) form.setValue('author', facts.author, { shouldValidate: true });
      if (facts.format) form.setValue('format', facts.format, { shouldValidate: true });
      if (facts.language) form.setValue('language', facts.language, { shouldValidate: true });
      const cover = facts.cover;
      if (cover) changePhotos((current) => (current.length < 5 ? [storedPhoto(cover), ...current] : current));
      toast.success(`Filled from ISBN: ${facts.title}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setFilling(false);
    }
  };

  // A category's id and name belong together: choosing one chooses the other.
  const categoryId = form.register('category_id', {
    onChange: (event) => {
      const index = CATEGORY_IDS.indexOf(event.target.value);
      if (index >= 0) form.setValue('category_name', CATEGORY_NAMES[index]!);
    },
  });
  const categoryName = form.register('category_name', {
    onChange: (event) => {
      const index = CATEGORY_NAMES.indexOf(event.target.value);
      if (index >= 0) form.setValue('category_id', CATEGORY_IDS[index]!);
    },
  });

  const field = (
    name: TextFields,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field id={`product-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(control) => <input {...control} className={inputClass} {...props} {...form.register(name)} />}
    </Field>
  );

  const select = (
    id: string,
    label: string,
    options: readonly string[],
    registration: UseFormRegisterReturn,
    error?: string,
  ) => (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} className={inputClass} {...registration}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-stone-900">
        {editing ? 'Edit your listing' : 'Add an item'}
      </h1>
      <p className="mt-2 mb-6 text-stone-700">
        {editing
          ? 'Change what buyers see. Buyers who booked earlier keep what they booked.'
          : 'Want to add a new item? Please fill those requirements.'}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        <PhotoPicker
          photos={photos}
          onChange={changePhotos}
          error={(errors as Record<string, { message?: string } | undefined>).photos?.message}
        />
        <div className="flex flex-col gap-2">
          {field(
            'isbn',
            'ISBN',
            { inputMode: 'numeric', autoComplete: 'off' },
            'Optional: ISBN-10 or ISBN-13',
          )}
          {isbn && (
            <button
              type="button"
              className="btn-secondary btn-sm self-start"
              onClick={fillFromIsbn}
              disabled={filling}
            >
              {filling ? 'Filling…' : 'Fill from ISBN'}
            </button>
          )}
        </div>
        {field('book_name', 'Book name')}
        {field('author', 'Author', { autoComplete: 'off' })}
        {select('product-format', 'Format', BOOK_FORMATS, form.register('format'), errors.format?.message)}
        {select(
          'product-language',
          'Language',
          BOOK_LANGUAGES,
          form.register('language'),
          errors.language?.message,
        )}
        {field(
          'image_url',
          'Image url',
          { type: 'url', placeholder: 'https://…' },
          'Or, instead of photos, the address of a picture',
        )}
        {field('original_price', 'Original price ($)', money)}
        {field('resell_price', 'Resell price ($)', money)}
        {field('used', 'Used for (years)', { type: 'number', min: 0, step: '0.5', inputMode: 'decimal' })}
        {field('location', 'Location', { autoComplete: 'address-level2' })}
        {select(
          'product-condition',
          'Product condition',
          LISTING_CONDITIONS,
          form.register('product_condition'),
        )}
        {!editing && select('product-category-id', 'Category id', CATEGORY_IDS, categoryId)}
        {!editing && select('product-category-name', 'Category name', CATEGORY_NAMES, categoryName)}
        <div className="sm:col-span-2">
          <TextAreaField
            id="product-description"
            label="Description"
            error={errors.description?.message}
            hint={`Optional: the copy's state, notes, what comes with it (up to ${DESCRIPTION_MAX_LENGTH} characters)`}
            rows={4}
            maxLength={DESCRIPTION_MAX_LENGTH}
            {...form.register('description')}
          />
        </div>
        <ReadOnlyFields>
          <ReadOnlyField id="product-posted_time" label="Posted time" {...form.register('posted_time')} />
          <ReadOnlyField id="product-seller-name" label="Seller name" value={seller.name} />
          <ReadOnlyField id="product-seller-email" label="Seller email" value={seller.email} />
        </ReadOnlyFields>
        <button type="submit" className="btn-primary sm:col-span-2" disabled={isSubmitting || uploading}>
          {uploading
            ? 'Uploading photos…'
            : isSubmitting
              ? editing
                ? 'Saving…'
                : 'Adding…'
              : editing
                ? 'Save changes'
                : 'Submit'}
        </button>
      </form>
    </section>
  );
}
