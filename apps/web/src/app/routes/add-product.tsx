import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import {
  addProductSchema,
  CATEGORY_IDS,
  CATEGORY_NAMES,
  PRODUCT_CONDITIONS,
  type AddProductInput,
} from '@second-shelf/shared';
import { FieldError, inputClass } from '../../components/form.js';
import { RequireRole } from '../../components/guards.js';
import { errorMessage } from '../../lib/api-client.js';
import { useUser } from '../../lib/auth.js';
import { useAddProduct } from '../../features/seller/api/add-product.js';

/** Today's date, as the listing's posted time (read-only; the server keeps its own clock). */
const today = () => new Date().toISOString().slice(0, 10);

type FormValues = Record<keyof Omit<AddProductInput, 'seller_name' | 'seller_email'>, string>;

function AddProductForm({ seller }: { seller: { name: string; email: string } }) {
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
    <div className="flex flex-col gap-1">
      <label htmlFor={`product-${name}`} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={`product-${name}`}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `product-${name}-error` : undefined}
        className={inputClass}
        {...props}
        {...form.register(name)}
      />
      <FieldError id={`product-${name}-error`} message={errors[name]?.message} />
    </div>
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
        <div className="flex flex-col gap-1">
          <label htmlFor="product-condition" className="text-sm font-semibold text-stone-700">
            Product condition
          </label>
          <select id="product-condition" className={inputClass} {...form.register('product_condition')}>
            {PRODUCT_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </select>
        </div>
        {field('posted_time', 'Posted time', { readOnly: true, className: `${inputClass} bg-stone-100` })}
        <div className="flex flex-col gap-1">
          <label htmlFor="product-category-id" className="text-sm font-semibold text-stone-700">
            Category id
          </label>
          <select id="product-category-id" className={inputClass} {...categoryId}>
            {CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-category-name" className="text-sm font-semibold text-stone-700">
            Category name
          </label>
          <select id="product-category-name" className={inputClass} {...categoryName}>
            {CATEGORY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-seller-name" className="text-sm font-semibold text-stone-700">
            Seller name
          </label>
          <input
            id="product-seller-name"
            value={seller.name}
            readOnly
            className={`${inputClass} bg-stone-100`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-seller-email" className="text-sm font-semibold text-stone-700">
            Seller email
          </label>
          <input
            id="product-seller-email"
            value={seller.email}
            readOnly
            className={`${inputClass} bg-stone-100`}
          />
        </div>
        <button type="submit" className="btn-primary sm:col-span-2" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Submit'}
        </button>
      </form>
    </section>
  );
}

export function Component() {
  const { data: user } = useUser();
  return <RequireRole role="seller">{user && <AddProductForm seller={user} />}</RequireRole>;
}
