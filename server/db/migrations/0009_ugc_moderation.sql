ALTER TABLE "ugc_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ugc_media_status_idx" ON "ugc_media" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ugc_reports_open_idx" ON "ugc_reports" USING btree ("media_id") WHERE "ugc_reports"."closed_at" is null;