CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer,
	"gift_card_id" text,
	"points" integer,
	"reward_id" text,
	"reward_value" integer,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_expiry_month" integer,
	"card_expiry_year" integer,
	"card_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "coupons_redemptions" CHECK ("coupons"."redemptions" >= 0 AND ("coupons"."max_redemptions" IS NULL OR "coupons"."redemptions" <= "coupons"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"last4" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_on" date,
	"order_number" text,
	"recipient_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_hash_unique" UNIQUE("number_hash"),
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY DEFAULT 'CRN' || nextval('order_no_seq') NOT NULL,
	"cart_id" text NOT NULL,
	"guest_id" uuid,
	"consumer_id" uuid,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"view" jsonb NOT NULL,
	"reservations" jsonb NOT NULL,
	"challenge_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"names" jsonb NOT NULL,
	"callouts" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"coupon_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_methods" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "tax_quote" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "device_fingerprint" text;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_coupons_cart_code_key" ON "cart_coupons" USING btree ("cart_id","code");--> statement-breakpoint
CREATE INDEX "cart_payments_cart_idx" ON "cart_payments" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_cart_key" ON "orders" USING btree ("cart_id") WHERE "orders"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "orders_consumer_idx" ON "orders" USING btree ("consumer_id");