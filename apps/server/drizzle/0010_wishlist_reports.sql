CREATE TABLE "copy_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"isbn" text,
	"title_key" text NOT NULL,
	"author_key" text NOT NULL,
	"book_name" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reports_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reporter_id" text NOT NULL,
	"product_id" text,
	"subject_id" text,
	"subject_name" text NOT NULL,
	"book_name" text,
	"reason" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('book', 'person')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('counterfeit', 'offensive', 'spam', 'scam', 'other')),
	CONSTRAINT "reports_state_check" CHECK ("reports"."state" in ('open', 'dismissed', 'resolved')),
	CONSTRAINT "reports_note_check" CHECK (char_length("reports"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"saved_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "advertised_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "copy_alerts" ADD CONSTRAINT "copy_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_alerts_user_isbn_idx" ON "copy_alerts" USING btree ("user_id","isbn") WHERE "copy_alerts"."isbn" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_alerts_user_title_idx" ON "copy_alerts" USING btree ("user_id","title_key","author_key") WHERE "copy_alerts"."isbn" is null;--> statement-breakpoint
CREATE INDEX "copy_alerts_isbn_idx" ON "copy_alerts" USING btree ("isbn") WHERE "copy_alerts"."isbn" is not null;--> statement-breakpoint
CREATE INDEX "copy_alerts_title_idx" ON "copy_alerts" USING btree ("title_key","author_key") WHERE "copy_alerts"."isbn" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_seq_idx" ON "reports" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_book_idx" ON "reports" USING btree ("reporter_id","product_id") WHERE "reports"."kind" = 'book';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_person_idx" ON "reports" USING btree ("reporter_id","subject_id") WHERE "reports"."kind" = 'person';--> statement-breakpoint
CREATE INDEX "reports_open_product_idx" ON "reports" USING btree ("product_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_subject_idx" ON "reports" USING btree ("subject_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_seq_idx" ON "wishlist_items" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_seq_idx" ON "wishlist_items" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_product_idx" ON "notifications" USING btree ("product_id") WHERE "notifications"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "products_advertised_idx" ON "products" USING btree ("advertised_until") WHERE "products"."status" = 'available' and "products"."advertised_until" is not null;--> statement-breakpoint
CREATE INDEX "products_isbn_idx" ON "products" USING btree ("isbn") WHERE "products"."isbn" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'sold', 'message', 'review', 'price_cut', 'copy_listed', 'listing_removed'));