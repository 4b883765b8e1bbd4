ALTER TABLE "gift_cards" ADD COLUMN "order_item_id" text;--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_number","order_item_id");