CREATE TABLE "service_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	CONSTRAINT "service_callbacks_status_check" CHECK ("service_callbacks"."status" in ('open', 'done', 'cancelled')),
	CONSTRAINT "service_callbacks_window_check" CHECK ("service_callbacks"."window_start" < "service_callbacks"."window_end")
);
--> statement-breakpoint
CREATE TABLE "service_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"origin" text NOT NULL,
	"holder_id" integer,
	"claimed_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	"first_answer_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "service_cases_kind_check" CHECK ("service_cases"."kind" in ('room', 'dispute')),
	CONSTRAINT "service_cases_origin_check" CHECK ("service_cases"."origin" in ('dispute', 'staff', 'user'))
);
--> statement-breakpoint
CREATE TABLE "service_quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"team" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_quick_replies_team_check" CHECK ("service_quick_replies"."team" in ('general', 'trade', 'dispute'))
);
--> statement-breakpoint
ALTER TABLE "service_callbacks" ADD CONSTRAINT "service_callbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_callbacks" ADD CONSTRAINT "service_callbacks_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_callbacks" ADD CONSTRAINT "service_callbacks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cases" ADD CONSTRAINT "service_cases_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_quick_replies" ADD CONSTRAINT "service_quick_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_callbacks_one_open" ON "service_callbacks" USING btree ("user_id","room_id") WHERE "service_callbacks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "service_callbacks_status_idx" ON "service_callbacks" USING btree ("status","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "service_cases_open_key" ON "service_cases" USING btree ("kind","ref_id") WHERE "service_cases"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "service_cases_ref_idx" ON "service_cases" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "service_cases_opened_idx" ON "service_cases" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "service_quick_replies_team_idx" ON "service_quick_replies" USING btree ("team","sort");