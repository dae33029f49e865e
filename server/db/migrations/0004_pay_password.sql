ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_fails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_amount_check" CHECK ("payments"."wallet_amount" >= 0);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'register', 'reset', 'pay_password'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_held_check" CHECK ("users"."wallet_held" >= 0 and "users"."wallet_held" <= "users"."balance");