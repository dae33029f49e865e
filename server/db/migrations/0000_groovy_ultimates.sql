CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"parent_id" integer,
	"level" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_nodes_level_check" CHECK ("game_nodes"."level" in ('system', 'carrier', 'area', 'server'))
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon" text NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"cover" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_check" CHECK ("notices"."notice_type" in ('1', '2', '3', '4', '5', '6', '7'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'register', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"username" text,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"email" text,
	"qq" text,
	"wechat" text,
	"signature" text,
	"role" text DEFAULT 'user' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"real_name_enc" text,
	"id_number_enc" text,
	"id_number_hash" text,
	"birth_date" date,
	"adult" boolean,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balance_nonnegative" CHECK ("users"."balance" >= 0),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'merchant', 'admin')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('unknown', 'male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "game_nodes" ADD CONSTRAINT "game_nodes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_nodes" ADD CONSTRAINT "game_nodes_parent_id_game_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."game_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_type_game_types_key_fk" FOREIGN KEY ("type") REFERENCES "public"."game_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_nodes_children_idx" ON "game_nodes" USING btree ("game_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "game_nodes_key" ON "game_nodes" USING btree ("game_id",coalesce("parent_id", 0),"key");--> statement-breakpoint
CREATE UNIQUE INDEX "games_name_key" ON "games" USING btree ("name");--> statement-breakpoint
CREATE INDEX "games_type_hot_idx" ON "games" USING btree ("type","hot");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("notice_type","published","pinned","published_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_scene_idx" ON "sms_codes" USING btree ("phone","scene","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_number_hash_key" ON "users" USING btree ("id_number_hash");