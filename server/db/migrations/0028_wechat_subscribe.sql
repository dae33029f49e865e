CREATE TABLE "wechat_access_token" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" text,
	"expires_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_access_token_one_row" CHECK ("wechat_access_token"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "wechat_subscribe_grants" (
	"user_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_subscribe_grants_user_id_template_key_pk" PRIMARY KEY("user_id","template_key"),
	CONSTRAINT "wechat_subscribe_grants_remaining_check" CHECK ("wechat_subscribe_grants"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wechat_subscribe_grants" ADD CONSTRAINT "wechat_subscribe_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;