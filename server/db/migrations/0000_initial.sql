CREATE SEQUENCE "public"."consumer_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."loyalty_member_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 8100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "associate_credentials" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"guest_id" uuid NOT NULL,
	"consumer_id" uuid,
	"employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"sku" text NOT NULL,
	"master_id" text NOT NULL,
	"qty" integer NOT NULL,
	"shipping_code" text DEFAULT 'standard' NOT NULL,
	"store_id" text,
	"gift_option" jsonb,
	"recipe_id" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty" CHECK ("cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" uuid,
	"consumer_id" uuid,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner" CHECK ("carts"."guest_id" IS NOT NULL OR "carts"."consumer_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"answer_id" text NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_answer_id_voter_pk" PRIMARY KEY("answer_id","voter")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"carrier" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"sites" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"province_names" jsonb NOT NULL,
	"minimum_age" integer NOT NULL,
	"date_format" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"dial_code" text NOT NULL,
	"mask" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"country" text NOT NULL,
	"prefix" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postal_areas_country_prefix_pk" PRIMARY KEY("country","prefix")
);
--> statement-breakpoint
CREATE TABLE "product_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"is_staff" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"unhelpful_votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_answers_votes" CHECK ("product_answers"."helpful_votes" >= 0 AND "product_answers"."unhelpful_votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"family" text NOT NULL,
	"swatch" text NOT NULL,
	"accent" text NOT NULL,
	"images" jsonb NOT NULL,
	CONSTRAINT "product_colors_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_set_items" (
	"set_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_set_items_set_id_product_id_pk" PRIMARY KEY("set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "product_sizes_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"upc" text NOT NULL,
	"color_code" text NOT NULL,
	"size_code" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"product_type" text NOT NULL,
	"gender" text NOT NULL,
	"category_id" text NOT NULL,
	"model" text NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"eyebrow" jsonb,
	"badge" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"release_date" date NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"review_id" text NOT NULL,
	"voter" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_flags_review_id_voter_pk" PRIMARY KEY("review_id","voter")
);
--> statement-breakpoint
CREATE TABLE "review_translations" (
	"review_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "review_translations_review_id_language_pk" PRIMARY KEY("review_id","language")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_pk" PRIMARY KEY("review_id","voter")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone NOT NULL,
	"verified_purchase" boolean NOT NULL,
	"recommended" boolean NOT NULL,
	"fit" text,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"unhelpful_votes" integer DEFAULT 0 NOT NULL,
	"flag_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_votes" CHECK ("reviews"."helpful_votes" >= 0 AND "reviews"."unhelpful_votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_inventory" (
	"sku" text PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_inventory_quantity" CHECK ("sku_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_prices" (
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"sale_amount" integer,
	"historic_best_amount" integer NOT NULL,
	"previous_best_sale_amount" integer,
	CONSTRAINT "sku_prices_sku_currency_pk" PRIMARY KEY("sku","currency"),
	CONSTRAINT "sku_prices_positive" CHECK ("sku_prices"."list_amount" > 0 AND ("sku_prices"."sale_amount" IS NULL OR "sku_prices"."sale_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_inventory" (
	"store_id" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_inventory_store_id_sku_pk" PRIMARY KEY("store_id","sku"),
	CONSTRAINT "store_inventory_quantity" CHECK ("store_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brands" jsonb NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"services" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"approach_type" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"country" text,
	"region" text,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"category" text,
	"country" text,
	"region" text,
	"optin_date" timestamp with time zone,
	"optout_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_no" text DEFAULT 'C' || nextval('consumer_no_seq') NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"phone_code" text,
	"postal_code" text,
	"birth_date" date,
	"gender" text,
	"athlete" boolean DEFAULT false NOT NULL,
	"employee" boolean DEFAULT false NOT NULL,
	"prosumer" boolean DEFAULT false NOT NULL,
	"identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_store" text,
	"source_acquisition_type" text,
	"source_campaign_name" text,
	"lead_source" text,
	"referral_code" text,
	"member_id" text,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_date" timestamp with time zone,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"interests" text,
	"preferred_shoe_size" text,
	"is_employee_discount_tc_accepted" boolean DEFAULT false NOT NULL,
	"is_terms_confirmed" boolean DEFAULT false NOT NULL,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_consumer_no_unique" UNIQUE("consumer_no"),
	CONSTRAINT "consumers_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "contact_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"consumer_id" uuid,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"category_code" text NOT NULL,
	"subject_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_number" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
CREATE TABLE "contact_subjects" (
	"category_code" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "contact_subjects_category_code_code_pk" PRIMARY KEY("category_code","code")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"version_id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"parent_slug" text,
	"name" text NOT NULL,
	"layout_variant" text,
	"status" text NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"ref" text NOT NULL,
	"item_type" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_qty" CHECK ("favorite_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" uuid,
	"consumer_id" uuid,
	"share_token" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lists_owner" CHECK ("favorite_lists"."guest_id" IS NOT NULL OR "favorite_lists"."consumer_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "save_for_later_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"sku" text NOT NULL,
	"master_id" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "save_for_later_items_qty" CHECK ("save_for_later_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "save_for_later_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" uuid,
	"consumer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "save_for_later_lists_owner" CHECK ("save_for_later_lists"."guest_id" IS NOT NULL OR "save_for_later_lists"."consumer_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "associate_credentials" ADD CONSTRAINT "associate_credentials_employee_id_store_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."store_employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_employee_id_store_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."store_employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_product_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."product_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_set_id_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_translations" ADD CONSTRAINT "review_translations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_inventory" ADD CONSTRAINT "sku_inventory_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_enrollments" ADD CONSTRAINT "consumer_enrollments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_subscriptions" ADD CONSTRAINT "consumer_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_subjects" ADD CONSTRAINT "contact_subjects_category_code_contact_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."contact_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later_items" ADD CONSTRAINT "save_for_later_items_list_id_save_for_later_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."save_for_later_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_for_later_lists" ADD CONSTRAINT "save_for_later_lists_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_consumer_idx" ON "auth_sessions" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "password_history_consumer_idx" ON "password_history" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_consumer_idx" ON "password_reset_tokens" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_consumer_key" ON "carts" USING btree ("consumer_id") WHERE "carts"."status" = 'open' AND "carts"."consumer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_guest_key" ON "carts" USING btree ("guest_id") WHERE "carts"."status" = 'open' AND "carts"."consumer_id" IS NULL;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_answers_question_idx" ON "product_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_set_items_product_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_upc_key" ON "product_variants" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_sku_email_key" ON "stock_notifications" USING btree ("sku","email");--> statement-breakpoint
CREATE INDEX "store_employees_store_idx" ON "store_employees" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_inventory_sku_idx" ON "store_inventory" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_idx" ON "consumer_addresses" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_enrollments_type_key" ON "consumer_enrollments" USING btree ("consumer_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_subscriptions_recipient_key" ON "consumer_subscriptions" USING btree ("type","channel","recipient");--> statement-breakpoint
CREATE INDEX "consumer_subscriptions_consumer_idx" ON "consumer_subscriptions" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_key" ON "consumers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone_key" ON "consumers" USING btree ("phone_code","phone") WHERE "consumers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "content_versions_site_idx" ON "content_versions" USING btree ("site_id","type","slug");--> statement-breakpoint
CREATE INDEX "content_versions_document_idx" ON "content_versions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_items_list_ref_key" ON "favorite_items" USING btree ("list_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_consumer_key" ON "favorite_lists" USING btree ("consumer_id") WHERE "favorite_lists"."consumer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_guest_key" ON "favorite_lists" USING btree ("guest_id") WHERE "favorite_lists"."consumer_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_share_key" ON "favorite_lists" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "save_for_later_items_list_sku_key" ON "save_for_later_items" USING btree ("list_id","sku");--> statement-breakpoint
CREATE INDEX "save_for_later_items_list_idx" ON "save_for_later_items" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "save_for_later_lists_consumer_key" ON "save_for_later_lists" USING btree ("consumer_id") WHERE "save_for_later_lists"."consumer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "save_for_later_lists_guest_key" ON "save_for_later_lists" USING btree ("guest_id") WHERE "save_for_later_lists"."consumer_id" IS NULL;