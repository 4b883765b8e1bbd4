CREATE TABLE "cart_price_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"item_id" text,
	"discount_type" text NOT NULL,
	"value" numeric NOT NULL,
	"reason_code" text NOT NULL,
	"store_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_price_adjustments_value" CHECK ("cart_price_adjustments"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_price_adjustments" ADD CONSTRAINT "cart_price_adjustments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_price_adjustments" ADD CONSTRAINT "cart_price_adjustments_item_id_cart_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_price_adjustments_line_key" ON "cart_price_adjustments" USING btree ("cart_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_price_adjustments_order_key" ON "cart_price_adjustments" USING btree ("cart_id") WHERE "cart_price_adjustments"."item_id" IS NULL;