CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"grp" text NOT NULL,
	"urgent" boolean NOT NULL,
	"copy_kind" text NOT NULL,
	"copy_params" jsonb NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_status_check" CHECK ("notification_outbox"."status" in ('queued', 'held', 'sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "notification_outbox_channel_check" CHECK ("notification_outbox"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "notification_prefs" (
	"user_id" integer NOT NULL,
	"grp" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_prefs_user_id_grp_channel_pk" PRIMARY KEY("user_id","grp","channel"),
	CONSTRAINT "notification_prefs_grp_check" CHECK ("notification_prefs"."grp" in ('order', 'dispute', 'money', 'chat', 'listing', 'recycle', 'service')),
	CONSTRAINT "notification_prefs_channel_check" CHECK ("notification_prefs"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "notification_quiet" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"from_hour" integer NOT NULL,
	"to_hour" integer NOT NULL,
	CONSTRAINT "notification_quiet_hours_check" CHECK ("notification_quiet"."from_hour" between 0 and 23 and "notification_quiet"."to_hour" between 0 and 23 and "notification_quiet"."from_hour" <> "notification_quiet"."to_hour")
);
--> statement-breakpoint
CREATE TABLE "notification_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_quiet" ADD CONSTRAINT "notification_quiet_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_key" ON "notification_outbox" USING btree ("user_id","channel","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" in ('queued', 'held', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_user_idx" ON "notification_outbox" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_reminders_item_key" ON "notification_reminders" USING btree ("kind","item_id");