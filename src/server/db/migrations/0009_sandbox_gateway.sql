CREATE TABLE "sandbox_gateway_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"settles_as" text,
	"query_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_secret_one_row" CHECK ("sandbox_gateway_secret"."id" = 1)
);
