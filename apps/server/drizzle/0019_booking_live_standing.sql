-- A booking's live event carries where it stands now, so that a page already showing it reads
-- nothing again: 'b:' and a JSON object of the updated row (src/db/change-events.ts reads it). Its
-- parties can read all of it through the API: paid says whether the money was received, not when.
-- Messages and notifications keep their payloads of migration 0007.
CREATE OR REPLACE FUNCTION "notify_booking_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'messages' THEN
    PERFORM pg_notify('booking_live', 'm:' || NEW."booking_id" || ':' || NEW."id");
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    PERFORM pg_notify('booking_live', 'b:' || json_build_object(
      'id', NEW."id",
      'state', NEW."state",
      'stateChangedAt', NEW."state_changed_at",
      'paymentMethod', NEW."payment_method",
      'paid', NEW."paid_at" IS NOT NULL
    )::text);
  ELSE
    PERFORM pg_notify('booking_live', 'n:' || NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;
