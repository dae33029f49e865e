CREATE TABLE "blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklist_kind_check" CHECK ("blacklist"."kind" in ('phone', 'qq', 'wechat', 'game_account'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"cap" bigint NOT NULL,
	"paid_amount" bigint,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "claims_reason_check" CHECK ("claims"."reason" in ('retrieved', 'banned', 'misdescribed', 'other')),
	CONSTRAINT "claims_paid_check" CHECK ("claims"."paid_amount" is null or ("claims"."paid_amount" > 0 and "claims"."paid_amount" <= "claims"."cap"))
);
--> statement-breakpoint
CREATE TABLE "cooperation_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company" text,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_enquiries_kind_check" CHECK ("cooperation_enquiries"."kind" in ('channel', 'studio', 'advertising', 'media', 'other'))
);
--> statement-breakpoint
CREATE TABLE "official_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"qr_text" text,
	"public" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_accounts_kind_check" CHECK ("official_accounts"."kind" in ('qq', 'wechat', 'phone', 'qq_group', 'payee'))
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_reports_type_check" CHECK ("problem_reports"."type" in ('bug', 'complaint', 'suggestion', 'other')),
	CONSTRAINT "problem_reports_status_check" CHECK ("problem_reports"."status" in ('open', 'replied'))
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"description" text,
	"url" text,
	"followers" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_accounts_platform_check" CHECK ("social_accounts"."platform" in ('wechat_mp', 'weibo', 'douyin', 'bilibili', 'xiaohongshu', 'kuaishou'))
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rentable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rent_hour_price" bigint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rent_day_price" bigint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rent_min_hours" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rent_unit" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rent_quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rent_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rent_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_enquiries" ADD CONSTRAINT "cooperation_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_entry_key" ON "blacklist" USING btree ("kind","value",coalesce("game_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "claims_no_key" ON "claims" USING btree ("claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_live_per_order" ON "claims" USING btree ("order_id") WHERE "claims"."status" in ('submitted', 'approved');--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cooperation_enquiries_created_idx" ON "cooperation_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "official_accounts_key" ON "official_accounts" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "official_accounts_list_idx" ON "official_accounts" USING btree ("kind","public","sort");--> statement-breakpoint
CREATE INDEX "problem_reports_user_idx" ON "problem_reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "problem_reports_status_idx" ON "problem_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "goods_rentable_idx" ON "goods" USING btree ("game_id","published_at","id") WHERE "goods"."rentable" and "goods"."status" = 'on_sale';--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_rent_check" CHECK (not "goods"."rentable" or (coalesce("goods"."rent_hour_price", "goods"."rent_day_price") is not null and coalesce("goods"."rent_hour_price", 1) > 0 and coalesce("goods"."rent_day_price", 1) > 0));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."notice_type" in ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('sale', 'rental'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rental_check" CHECK ("orders"."kind" = 'sale' or ("orders"."rent_unit" in ('hour', 'day') and "orders"."rent_quantity" > 0));