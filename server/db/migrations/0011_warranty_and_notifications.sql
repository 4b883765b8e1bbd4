CREATE TABLE "consumer_notification_preferences" (
	"consumer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consumer_notification_preferences_consumer_id_channel_topic_pk" PRIMARY KEY("consumer_id","channel","topic")
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"sku" text,
	"order_number" text,
	"purchase_date" date NOT NULL,
	"description" text NOT NULL,
	"photo_urls" text[] NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_notification_preferences" ADD CONSTRAINT "consumer_notification_preferences_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("order_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claims_consumer_idx" ON "warranty_claims" USING btree ("consumer_id","created_at");