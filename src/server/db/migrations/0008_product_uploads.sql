CREATE TABLE "product_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"colour" text NOT NULL,
	"shape" text NOT NULL,
	"carat" text,
	"picture" "bytea" NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_uploads_product" ON "product_uploads" USING btree ("product_id");--> statement-breakpoint
-- an upload or a removal changes what the storefront shows (migration 0003's notice)
CREATE TRIGGER storefront_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_uploads"
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_announce_change();
