import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.js';
import { createBookingSchema, type Listing } from '@second-shelf/shared';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { formatPrice } from '../../../lib/format.js';
import { CoverImage } from '../../../components/cover-image.js';
import { Modal } from '../../../components/modal.js';
import { Field, inputClass, ReadOnlyField, ReadOnlyFields } from '../../../components/form.js';
import { useCreateBooking } from '../api/create-booking.js';

/** Shown above the form: how a deal between strangers stays safe. */
const SAFETY_TIPS = [
  'Meet in a public, busy place.',
  'Check the book before you pay.',
  'Never pay in advance outside the app.',
];

const bookingFormSchema = createBookingSchema.pick({ meetingLocation: true, phoneNumber: true });
type BookingForm = { meetingLocation: string; phoneNumber: string };

interface BookingModalProps {
  book: Listing;
  user: { name: string; email: string };
  onClose: () => void;
}

/** The booking modal: read-only buyer and book, required meeting place and phone. */
export function BookingModal({ book, user, onClose }: BookingModalProps) {
  const booking = useCreateBooking();
  const form = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema) as never,
    defaultValues: { meetingLocation: '', phoneNumber: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await booking.mutateAsync({
        productId: book._id,
        userName: user.name,
        email: user.email,
        productName: book.book_name,
        productPrice: book.resell_price,
        image_url: book.image_url,
        meetingLocation: values.meetingLocation,
        phoneNumber: values.phoneNumber,
      });
      toast.success('Booking confirmed');
      form.reset();
      onClose();
    } catch (error) {
      console.warn('Booking error', error);
      toast.error(errorMessage(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onClose();
    }
  });

  const readOnly = [
    ['booking-name', 'Your name', user.name],
    ['booking-email', 'Your email', user.email],
    ['booking-product', 'Book', book.book_name],
    ['booking-price', 'Price', formatPrice(book.resell_price)],
  ] as const;

  return (
    <Modal
      title="Please fill these information"
      onClose={onClose}
      onSubmit={submit}
      actions={{
        cancelLabel: 'Cancel',
        confirmLabel: 'Submit',
        pendingLabel: 'Booking…',
        pending: booking.isPending,
      }}
    >
      <div className="flex items-center gap-3">
        <CoverImage
          src={book.image_url}
          alt=""
          sizes="48px"
          width={48}
          height={72}
          className="h-18 w-12 shrink-0 rounded bg-stone-100 object-cover"
        />
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{book.book_name}</span>
          {book.author && ` by ${book.author}`}
        </p>
      </div>
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-stone-800">
        <p id="booking-safety" className="font-semibold text-stone-900">
          Stay safe
        </p>
        <ul aria-labelledby="booking-safety" className="mt-1 list-disc pl-5">
          {SAFETY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <ReadOnlyFields>
        {readOnly.map(([id, label, value]) => (
          <ReadOnlyField key={id} id={id} label={label} value={value} />
        ))}
      </ReadOnlyFields>
      <Field id="booking-location" label="Meeting location" error={errors.meetingLocation?.message}>
        {(control) => (
          <input
            {...control}
            data-autofocus
            placeholder="Where would you like to meet?"
            className={inputClass}
            {...form.register('meetingLocation')}
          />
        )}
      </Field>
      <Field id="booking-phone" label="Phone number" error={errors.phoneNumber?.message}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="e.g. +880 1712-345678"
            className={inputClass}
            {...form.register('phoneNumber', {
              // Numbers as people write them: digits, spaces, dashes, brackets and a leading +.
              // Anything else is dropped as it is typed; the schema stores "+" and digits only.
              onChange: (event) => {
                const typed = String(event.target.value);
                const kept = typed.replace(/[^\d\s().+-]/g, '').replace(/(?!^)\+/g, '');
                if (kept !== typed) form.setValue('phoneNumber', kept);
              },
            })}
          />
        )}
      </Field>
    </Modal>
  );
}
