CREATE TABLE "book_metadata" (
	"isbn" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"title" text,
	"author" text,
	"cover_url" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_files" (
	"photo_id" text NOT NULL,
	"width" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"product_id" text,
	"attached_at" timestamp with time zone,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "author" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "format" text DEFAULT 'paperback' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "language" text DEFAULT 'English' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_product_idx" ON "photos" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "photos_unattached_idx" ON "photos" USING btree ("created_at") WHERE "photos"."attached_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_format_check" CHECK ("products"."format" in ('paperback', 'hardcover', 'other'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'booked', 'sold', 'hidden'));--> statement-breakpoint
-- Every instance keeps the photos it serves most in memory (src/db/fast-path/hot-photos.ts): a
-- deleted photo ('photo id') must leave all of them at once.
CREATE FUNCTION "notify_photo_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('photo_deleted', OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "photos_deleted" AFTER DELETE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "notify_photo_deleted"();
