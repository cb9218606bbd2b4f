-- An account's deletion takes the person out of what the other side keeps (features/users/forget-person.ts):
-- the booking's copies of their name, email, phone and meeting place, their name on their messages,
-- on the other side's notifications of what they did and on the reports about them. The accounts
-- deleted before that still show in those rows, their ids already null: they are forgotten here alike.
-- (The outbox's emails of then are left as they were written.)
UPDATE "bookings"
SET "user_name" = 'A former member', "email" = '', "phone_number" = '', "meeting_location" = ''
WHERE "buyer_id" IS NULL AND "user_name" <> 'A former member';--> statement-breakpoint
UPDATE "bookings"
SET "seller_name" = 'A former member', "seller_email" = ''
WHERE "seller_id" IS NULL AND "seller_name" <> 'A former member';--> statement-breakpoint
UPDATE "messages" SET "sender_name" = 'A former member'
WHERE "sender_id" IS NULL AND "sender_name" <> 'A former member';--> statement-breakpoint
UPDATE "reviews" SET "author_name" = 'A former member'
WHERE "author_id" IS NULL AND "author_name" <> 'A former member';--> statement-breakpoint
UPDATE "reports" SET "subject_name" = 'A former member'
WHERE "subject_id" IS NULL AND "subject_name" <> 'A former member';--> statement-breakpoint
-- A booking's notifications name only the party who did not receive them: the one whose account is gone.
UPDATE "notifications" AS n
SET "actor_name" = 'A former member'
FROM "bookings" AS b
WHERE n."booking_id" = b."id"
  AND n."actor_name" IS NOT NULL AND n."actor_name" <> 'A former member'
  AND ((b."buyer_id" IS NULL AND n."user_id" IS NOT DISTINCT FROM b."seller_id")
    OR (b."seller_id" IS NULL AND n."user_id" IS NOT DISTINCT FROM b."buyer_id"));
