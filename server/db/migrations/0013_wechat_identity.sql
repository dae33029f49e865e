ALTER TABLE "users" ADD COLUMN "wechat_unionid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_bound_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_unionid_key" ON "users" USING btree ("wechat_unionid");