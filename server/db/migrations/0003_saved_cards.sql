CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"token" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"billing_address_id" text,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_consumer_idx" ON "saved_cards" USING btree ("consumer_id");