CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"contact" text NOT NULL,
	"intro" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "merchant_applications_status_check" CHECK ("merchant_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "recycle_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recycle_quotes_status_check" CHECK ("recycle_quotes"."status" in ('pending', 'accepted', 'rejected', 'lapsed')),
	CONSTRAINT "recycle_quotes_amount_positive" CHECK ("recycle_quotes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recycle_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"seller_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"system_id" integer,
	"carrier_id" integer,
	"area_id" integer,
	"server_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_price" bigint NOT NULL,
	"credentials_enc" text NOT NULL,
	"contact_enc" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_quote_id" integer,
	"goods_id" integer,
	"order_id" integer,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recycle_requests_status_check" CHECK ("recycle_requests"."status" in ('open', 'accepted', 'completed', 'cancelled')),
	CONSTRAINT "recycle_requests_price_positive" CHECK ("recycle_requests"."expected_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "account_real_name" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "channel" text DEFAULT 'consign' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_quotes" ADD CONSTRAINT "recycle_quotes_request_id_recycle_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."recycle_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_quotes" ADD CONSTRAINT "recycle_quotes_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_system_id_game_nodes_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."game_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_carrier_id_game_nodes_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."game_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_area_id_game_nodes_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."game_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_server_id_game_nodes_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_requests" ADD CONSTRAINT "recycle_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_one_pending" ON "merchant_applications" USING btree ("user_id") WHERE "merchant_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_applications_user_idx" ON "merchant_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_quotes_merchant_key" ON "recycle_quotes" USING btree ("request_id","merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_quotes_one_accepted" ON "recycle_quotes" USING btree ("request_id") WHERE "recycle_quotes"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "recycle_quotes_merchant_idx" ON "recycle_quotes" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_requests_no_key" ON "recycle_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "recycle_requests_seller_idx" ON "recycle_requests" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "recycle_requests_open_idx" ON "recycle_requests" USING btree ("status","game_id","id");--> statement-breakpoint
CREATE INDEX "recycle_requests_order_idx" ON "recycle_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_account_real_name_check" CHECK ("goods"."account_real_name" in ('seller', 'none', 'changeable'));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_channel_check" CHECK ("goods"."channel" in ('consign', 'recycle'));