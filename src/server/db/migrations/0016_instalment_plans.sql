CREATE TABLE "instalment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"months" smallint NOT NULL,
	"min_sen" integer NOT NULL,
	"promo_code" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_plans_months" CHECK ("instalment_plans"."months" in (6, 12)),
	CONSTRAINT "instalment_plans_min" CHECK ("instalment_plans"."min_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_method";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalment" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "instalment" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "instalment_answer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_plans_bank_months" ON "instalment_plans" USING btree ("bank","months");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('DD', 'CC', 'EPP', 'STORE'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_method" CHECK ("payment_attempts"."method" in ('DD', 'CC', 'EPP'));--> statement-breakpoint
-- The plans a new shop starts with: Malaysian card issuers' interest-free instalment plans over 6 and 12 months,
-- from RM 500 or RM 1,000 (RM 2,000 for UOB's 12 months). Staff change them in the back-office.
INSERT INTO "instalment_plans" ("bank", "months", "min_sen", "position") VALUES
  ('Maybank', 6, 50000, 1),
  ('Maybank', 12, 100000, 1),
  ('CIMB Bank', 6, 50000, 2),
  ('CIMB Bank', 12, 100000, 2),
  ('Public Bank', 6, 100000, 3),
  ('Public Bank', 12, 100000, 3),
  ('RHB Bank', 6, 50000, 4),
  ('RHB Bank', 12, 100000, 4),
  ('Hong Leong Bank', 6, 50000, 5),
  ('Hong Leong Bank', 12, 50000, 5),
  ('AmBank', 6, 100000, 6),
  ('AmBank', 12, 100000, 6),
  ('UOB Malaysia', 6, 100000, 7),
  ('UOB Malaysia', 12, 200000, 7),
  ('HSBC Malaysia', 6, 100000, 8),
  ('HSBC Malaysia', 12, 100000, 8),
  ('Standard Chartered', 6, 100000, 9),
  ('Standard Chartered', 12, 100000, 9),
  ('OCBC Bank', 6, 100000, 10),
  ('OCBC Bank', 12, 100000, 10),
  ('Affin Bank', 6, 100000, 11),
  ('Affin Bank', 12, 100000, 11),
  ('Alliance Bank', 6, 50000, 12),
  ('Alliance Bank', 12, 50000, 12),
  ('Bank Islam', 6, 100000, 13),
  ('Bank Islam', 12, 100000, 13);--> statement-breakpoint
-- The product pages and the payment-options page show the plans: a change is a storefront change (migration 0003).
CREATE TRIGGER storefront_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instalment_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_announce_change();
