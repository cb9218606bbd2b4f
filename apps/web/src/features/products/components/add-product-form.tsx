import '../../../lib/zod-without-eval.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast.js';
import { useNavigate } from 'react-router';
import {
  addProductSchema,
  CATEGORY_IDS,
  CATEGORY_NAMES,
  PRODUCT_CONDITIONS,
  type AddProductInput,
} from '@second-shelf/shared';
import { Field, inputClass, ReadOnlyField, ReadOnlyFields } from '../../../components/form.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAddProduct } from '../api/add-product.js';

/** Today's date, as the listing's posted time (read-only; the server keeps its own clock). */
const today = () => new Date().toISOString().slice(0, 10);

type FormValues = Record<keyof Omit<AddProductInput, 'seller_name' | 'seller_email'>, string>;

/** Spec 2, add an item: the listing's fields; the date and the seller are shown, not asked for. */
export function AddProductForm({ seller }: { seller: { name: string; email: string } }) {
  const navigate = useNavigate();
  const addProduct = useAddProduct();
  const form = useForm<FormValues>({
    resolver: zodResolver(addProductSchema) as never,
    defaultValues: {
      book_name: '',
      image_url: '',
      original_price: '',
      resell_price: '',
      used: '',
      location: '',
      product_condition: 'excellent',
      category_id: '1',
      category_name: CATEGORY_NAMES[0],
      posted_time: today(),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await addProduct.mutateAsync({
        ...values,
        seller_name: seller.name,
        seller_email: seller.email,
      } as AddProductInput);
      toast.success('New product added');
      form.reset();
      navigate('/myproducts');
    } catch (error) {
      console.warn('Add products error', error);
      toast.error(errorMessage(error));
    }
  });

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
    name: keyof FormValues,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <Field id={`product-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <input {...control} className={inputClass} {...props} {...form.register(name)} />}
    </Field>
  );

  const select = (
    id: string,
    label: string,
    options: readonly string[],
    registration: UseFormRegisterReturn,
  ) => (
    <Field id={id} label={label}>
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

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Add an item</h1>
      <p className="mt-2 mb-6 text-stone-700">Want to add a new item? Please fill those requirements.</p>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        {field('book_name', 'Book name')}
        {field('image_url', 'Image url', { type: 'url', placeholder: 'https://… or /images/…' })}
        {field('original_price', 'Original price ($)', {
          type: 'number',
          min: 0,
          step: '0.01',
          inputMode: 'decimal',
        })}
        {field('resell_price', 'Resell price ($)', {
          type: 'number',
          min: 0,
          step: '0.01',
          inputMode: 'decimal',
        })}
        {field('used', 'Used for (years)', { type: 'number', min: 0, step: '0.5', inputMode: 'decimal' })}
        {field('location', 'Location', { autoComplete: 'address-level2' })}
        {select(
          'product-condition',
          'Product condition',
          PRODUCT_CONDITIONS,
          form.register('product_condition'),
        )}
        {select('product-category-id', 'Category id', CATEGORY_IDS, categoryId)}
        {select('product-category-name', 'Category name', CATEGORY_NAMES, categoryName)}
        <ReadOnlyFields>
          <ReadOnlyField id="product-posted_time" label="Posted time" {...form.register('posted_time')} />
          <ReadOnlyField id="product-seller-name" label="Seller name" value={seller.name} />
          <ReadOnlyField id="product-seller-email" label="Seller email" value={seller.email} />
        </ReadOnlyFields>
        <button type="submit" className="btn-primary sm:col-span-2" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Submit'}
        </button>
      </form>
    </section>
  );
}
