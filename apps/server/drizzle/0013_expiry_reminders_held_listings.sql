-- Bookings remember when their parties were told they expire tomorrow (a notification 'expiring');
-- a listing may be 'held' until its seller confirms their email, when the server sends mail.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'expiring', 'sold', 'message', 'review', 'price_cut', 'copy_listed', 'listing_removed'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'booked', 'sold', 'hidden', 'held'));