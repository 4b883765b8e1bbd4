ALTER TABLE "order_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
-- returned_at meant "every returnable unit is on a label"; it now means "every returnable unit
-- came back", and no parcel was recorded as received before this column.
UPDATE "orders" SET "returned_at" = NULL WHERE "returned_at" IS NOT NULL;
