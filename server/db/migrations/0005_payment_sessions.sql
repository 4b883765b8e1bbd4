CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"authorization_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_payments" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_cart_idx" ON "payment_sessions" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;