CREATE TABLE "experiment_datafiles" (
	"brand" text PRIMARY KEY NOT NULL,
	"revision" text NOT NULL,
	"datafile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"event_key" text NOT NULL,
	"flag_key" text,
	"rule_key" text,
	"rule_type" text,
	"variation_key" text,
	"enabled" boolean,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experiment_events_visitor_idx" ON "experiment_events" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "experiment_events_flag_idx" ON "experiment_events" USING btree ("flag_key","variation_key");