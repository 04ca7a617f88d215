ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "refunded_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('DD', 'CC', 'STORE'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_method" CHECK ("payment_attempts"."method" in ('DD', 'CC'));