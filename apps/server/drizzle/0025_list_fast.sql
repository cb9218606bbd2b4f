-- Listing fast: a copy's publisher, year and condition notes (and the metadata service's publisher and
-- year, cached); a seller's drafts, scanned to list later, never public.
CREATE TABLE "listing_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "listing_drafts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" text NOT NULL,
	"isbn" text NOT NULL,
	"book_name" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"published_year" integer,
	"format" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_metadata" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "book_metadata" ADD COLUMN "published_year" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publisher" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_year" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_drafts_seller_seq_idx" ON "listing_drafts" USING btree ("seller_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_seller_isbn_idx" ON "listing_drafts" USING btree ("seller_id","isbn");