CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"unit" integer DEFAULT 1 NOT NULL,
	"fetched_rate" numeric(18, 8),
	"fetched_date" date,
	"fetched_at" timestamp with time zone,
	"override_rate" numeric(18, 8),
	"override_at" timestamp with time zone,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."unit" > 0 and ("exchange_rates"."fetched_rate" is null or "exchange_rates"."fetched_rate" > 0) and ("exchange_rates"."override_rate" is null or "exchange_rates"."override_rate" > 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "country_code" text DEFAULT 'MY' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_shown" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_shown" numeric(18, 8);--> statement-breakpoint
CREATE INDEX "orders_country" ON "orders" USING btree ("country_code","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('DD', 'CC', 'EPP', 'STORE', 'BT'));--> statement-breakpoint
UPDATE "orders" SET "country_code" = 'MY' WHERE "address" IS NOT NULL AND "country_code" IS NULL;
