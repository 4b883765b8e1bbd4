CREATE TABLE "ugc_media" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"caption" text NOT NULL,
	"public_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ugc_media_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_media_streams" (
	"media_id" text NOT NULL,
	"stream_id" text NOT NULL,
	CONSTRAINT "ugc_media_streams_media_id_stream_id_pk" PRIMARY KEY("media_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_reports" (
	"media_id" text NOT NULL,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ugc_reports_media_id_reporter_pk" PRIMARY KEY("media_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "ugc_stashes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_ids" text[] NOT NULL,
	"tag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"category_id" text NOT NULL,
	"category_path" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_users" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"guest_id" uuid,
	"consumer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ugc_media" ADD CONSTRAINT "ugc_media_user_id_ugc_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ugc_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_media_streams" ADD CONSTRAINT "ugc_media_streams_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_media_streams" ADD CONSTRAINT "ugc_media_streams_stream_id_ugc_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."ugc_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_reports" ADD CONSTRAINT "ugc_reports_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stashes" ADD CONSTRAINT "ugc_stashes_user_id_ugc_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ugc_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_users" ADD CONSTRAINT "ugc_users_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ugc_media_recent_idx" ON "ugc_media" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ugc_media_streams_stream_idx" ON "ugc_media_streams" USING btree ("stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_streams_tag_idx" ON "ugc_streams" USING btree ("customer_id","tag");