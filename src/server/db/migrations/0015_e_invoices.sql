CREATE TABLE "e_invoice_buyers" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_number" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"month" text,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_id" integer,
	"refund_id" integer,
	"amount_sen" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"document" jsonb,
	"document_hash" text,
	"submission_uid" text,
	"uuid" text,
	"long_id" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_code_number_unique" UNIQUE("code_number")
);
--> statement-breakpoint
CREATE TABLE "myinvois_sandbox_documents" (
	"uuid" text PRIMARY KEY NOT NULL,
	"submission_uid" text NOT NULL,
	"code_number" text NOT NULL,
	"long_id" text,
	"status" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"document_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoice_buyers" ADD CONSTRAINT "e_invoice_buyers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_status" ON "e_invoices" USING btree ("status","claimed_at");--> statement-breakpoint
CREATE INDEX "e_invoices_order" ON "e_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_per_order" ON "e_invoices" USING btree ("order_id") WHERE "e_invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_per_month" ON "e_invoices" USING btree ("month") WHERE "e_invoices"."kind" = 'consolidated';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_per_refund" ON "e_invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "myinvois_sandbox_documents_submission" ON "myinvois_sandbox_documents" USING btree ("submission_uid");