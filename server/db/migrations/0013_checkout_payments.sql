ALTER TABLE "carts" ADD COLUMN "gift_card_quote" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" jsonb;