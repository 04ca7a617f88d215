ALTER TABLE "cart_items" ADD COLUMN "from_cancelled_order" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_lines_taken" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_lines_back_at" timestamp with time zone;