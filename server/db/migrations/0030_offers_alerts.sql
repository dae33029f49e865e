CREATE TABLE "price_alerts_off" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_off_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "price_drop_notices" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"from_price" bigint NOT NULL,
	"to_price" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_drop_notices_user_id_goods_id_from_price_to_price_pk" PRIMARY KEY("user_id","goods_id","from_price","to_price")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_notice_at" timestamp with time zone,
	"notice_day" date,
	"notices_that_day" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_notices_check" CHECK ("saved_searches"."notices_that_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_settings" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"floor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_settings_floor_check" CHECK ("offer_settings"."floor" is null or "offer_settings"."floor" > 0)
);
--> statement-breakpoint
CREATE TABLE "offer_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"by" text NOT NULL,
	"action" text NOT NULL,
	"amount" bigint,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_steps_by_check" CHECK ("offer_steps"."by" in ('buyer', 'seller')),
	CONSTRAINT "offer_steps_action_check" CHECK ("offer_steps"."action" in ('offer', 'counter', 'accept', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"list_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"buyer_rounds" integer DEFAULT 1 NOT NULL,
	"seller_rounds" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending_seller', 'pending_buyer', 'accepted', 'ordered', 'declined', 'expired', 'lapsed')),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "job_failures" DROP CONSTRAINT "job_failures_kind_check";--> statement-breakpoint
ALTER TABLE "price_alerts_off" ADD CONSTRAINT "price_alerts_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts_off" ADD CONSTRAINT "price_alerts_off_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_settings" ADD CONSTRAINT "offer_settings_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_steps" ADD CONSTRAINT "offer_steps_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_key" ON "saved_searches" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "offer_steps_offer_idx" ON "offer_steps" USING btree ("offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_buyer" ON "offers" USING btree ("goods_id","buyer_id") WHERE "offers"."status" in ('pending_seller', 'pending_buyer');--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_goods" ON "offers" USING btree ("goods_id") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "offers_due_idx" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "job_failures" ADD CONSTRAINT "job_failures_kind_check" CHECK ("job_failures"."kind" in ('order.expire', 'order.complete', 'dispute.escalate', 'views.purge', 'offer.expire', 'offer.lapse', 'search.notify'));