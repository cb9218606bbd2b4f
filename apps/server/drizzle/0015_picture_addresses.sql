-- Picture addresses (packages/shared/src/photo-urls.ts, pictureAddressProblem): a listing's or a
-- booking's picture is an https address of another site, an uploaded photo of this site
-- (/api/photos/<uuid>/<width>.webp) or one of its shipped pictures (/images/…). Anything else (another
-- path of this site, such as an endless event stream, a protocol-relative //host/… address, http://)
-- is no longer accepted; the rows written before the rule are cleaned here. An absolute address on
-- the site's own origin cannot be told apart here (the origin is the server's setting, BASE_URL): the
-- cards refuse to show one that names no picture.
--
-- A listing with a bad address gets the cover of its photos when it has any (its image_url names
-- the cover, as the API sets it), else its category's default picture. A booking keeps a copy of the
-- address it was made with: it gets its listing's address as cleaned above or, when the listing is
-- gone, the first category's picture, so that no card is left without one.
UPDATE "products" AS p
SET "image_url" = CASE
  WHEN cardinality(p."photo_ids") > 0 THEN '/api/photos/' || p."photo_ids"[1] || '/640.webp'
  ELSE (SELECT c."image_url" FROM "categories" c WHERE c."category_id" = p."category_id")
END
WHERE p."image_url" !~* '^https://[^[:space:]/?#\\]+([/?#][^[:space:]]*)?$'
  AND p."image_url" !~ '^/api/photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(320|640|1280)\.webp$'
  AND p."image_url" !~ '^/images/([A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpg|jpeg|webp|avif|gif)$';--> statement-breakpoint
UPDATE "bookings" AS b
SET "image_url" = coalesce(
  (SELECT p."image_url" FROM "products" p WHERE p."id" = b."product_id"),
  (SELECT c."image_url" FROM "categories" c ORDER BY c."category_id" LIMIT 1),
  b."image_url"
)
WHERE b."image_url" !~* '^https://[^[:space:]/?#\\]+([/?#][^[:space:]]*)?$'
  AND b."image_url" !~ '^/api/photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(320|640|1280)\.webp$'
  AND b."image_url" !~ '^/images/([A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpg|jpeg|webp|avif|gif)$';
