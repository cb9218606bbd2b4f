import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.js';
import { createBookingSchema, type Listing } from '@second-shelf/shared';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { formatPrice } from '../../../lib/format.js';
import { usePublicConfig } from '../../../lib/config.js';
import { CoverImage } from '../../../components/cover-image.js';
import { Modal } from '../../../components/modal.js';
import { Field, inputClass } from '../../../components/form.js';
import { useCreateBooking } from '../api/create-booking.js';
import { duration } from '../../../lib/duration.js';

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

/** "Maya Reader has 48 hours to answer": the seller as named, the time the server gives them. */
function answerTime(seller: string, hours: number | undefined): string {
  return hours === undefined ? `${seller} will answer soon` : `${seller} has ${duration(hours)} to answer`;
}

/**
 * Requesting a book: the buyer and the book said in a line, the meeting place and phone asked;
 * once sent, "Request sent" with the time the seller has to answer and **View booking**.
 */
export function BookingModal({ book, user, onClose }: BookingModalProps) {
  const [sentId, setSentId] = useState<string | null>(null);
  const hours = usePublicConfig().data?.bookingRequestHours;
  if (sentId !== null) {
    return (
      <Modal
        title="Request sent"
        description={`${answerTime(book.seller_name, hours)}. The book is kept for you meanwhile, and you can talk in the booking’s thread.`}
        onClose={onClose}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Done
          </button>
          <Link to={`/bookings/${encodeURIComponent(sentId)}`} className="btn-primary" data-autofocus>
            View booking
          </Link>
        </div>
      </Modal>
    );
  }
  return <RequestForm book={book} user={user} onClose={onClose} onSent={setSentId} />;
}

function RequestForm({ book, user, onClose, onSent }: BookingModalProps & { onSent: (id: string) => void }) {
  const booking = useCreateBooking();
  const form = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema) as never,
    defaultValues: { meetingLocation: '', phoneNumber: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { insertedId } = await booking.mutateAsync({
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
      onSent(insertedId);
    } catch (error) {
      console.warn('Booking error', error);
      toast.error(errorMessage(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onClose();
    }
  });

  return (
    <Modal
      title="Request this book"
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
        <div className="text-sm text-stone-700">
          <p>
            <span className="font-semibold text-stone-900">{book.book_name}</span>
            {book.author && ` by ${book.author}`} · {formatPrice(book.resell_price)}
          </p>
          <p className="break-all">
            For {user.name} ({user.email})
          </p>
        </div>
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
