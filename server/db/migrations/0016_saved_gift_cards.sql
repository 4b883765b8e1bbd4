CREATE TABLE "saved_gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"gift_card_id" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_gift_cards" ADD CONSTRAINT "saved_gift_cards_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_gift_cards" ADD CONSTRAINT "saved_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_gift_cards_consumer_card_key" ON "saved_gift_cards" USING btree ("consumer_id","gift_card_id");