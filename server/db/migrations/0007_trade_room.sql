CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sender_id" integer,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" in ('text', 'image', 'system')),
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."sender_role" in ('buyer', 'seller', 'staff', 'system')),
	CONSTRAINT "chat_messages_sender_check" CHECK (("chat_messages"."kind" = 'system') = ("chat_messages"."sender_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"goods_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"presale_room_id" integer,
	"last_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" in ('order', 'presale')),
	CONSTRAINT "chat_rooms_order_check" CHECK (("chat_rooms"."kind" = 'order') = ("chat_rooms"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "handover_steps" (
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"done_role" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_role" text,
	CONSTRAINT "handover_steps_order_id_key_pk" PRIMARY KEY("order_id","key"),
	CONSTRAINT "handover_steps_key_check" CHECK ("handover_steps"."key" in ('password', 'phone', 'email', 'realname', 'third_party')),
	CONSTRAINT "handover_steps_done_role_check" CHECK ("handover_steps"."done_role" is null or "handover_steps"."done_role" in ('seller', 'staff')),
	CONSTRAINT "handover_steps_confirmed_role_check" CHECK ("handover_steps"."confirmed_role" is null or "handover_steps"."confirmed_role" in ('buyer', 'staff')),
	CONSTRAINT "handover_steps_confirm_after_done" CHECK ("handover_steps"."confirmed_at" is null or "handover_steps"."done_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'awaiting_seller' NOT NULL,
	"seller_answer" text,
	"seller_answered_at" timestamp with time zone,
	"seller_deadline" timestamp with time zone NOT NULL,
	"escalated_by" text,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"refund_amount" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decider_id" integer,
	"appealed" boolean DEFAULT false NOT NULL,
	"held_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_type_check" CHECK ("disputes"."type" in ('not_as_described', 'handover_failed', 'recovered', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaiting_seller', 'answered', 'with_staff', 'resolved', 'withdrawn')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('refund_full', 'refund_partial', 'rejected')),
	CONSTRAINT "disputes_escalated_by_check" CHECK ("disputes"."escalated_by" is null or "disputes"."escalated_by" in ('buyer', 'seller', 'timeout')),
	CONSTRAINT "disputes_decided_by_check" CHECK ("disputes"."decided_by" is null or "disputes"."decided_by" in ('staff', 'seller')),
	CONSTRAINT "disputes_amounts_check" CHECK (coalesce("disputes"."refund_amount", 0) >= 0 and "disputes"."held_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
DROP INDEX "orders_one_active_per_goods";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "bindings" jsonb DEFAULT '{"phone":true,"email":true,"thirdParty":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "credentials_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_presale_room_id_chat_rooms_id_fk" FOREIGN KEY ("presale_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_steps" ADD CONSTRAINT "handover_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_steps" ADD CONSTRAINT "handover_steps_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_steps" ADD CONSTRAINT "handover_steps_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_order_key" ON "chat_rooms" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_presale_key" ON "chat_rooms" USING btree ("goods_id","buyer_id") WHERE "chat_rooms"."kind" = 'presale';--> statement-breakpoint
CREATE INDEX "chat_rooms_buyer_idx" ON "chat_rooms" USING btree ("buyer_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_seller_idx" ON "chat_rooms" USING btree ("seller_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_order" ON "disputes" USING btree ("order_id") WHERE "disputes"."status" in ('awaiting_seller', 'answered', 'with_staff');--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_seller_deadline_idx" ON "disputes" USING btree ("seller_deadline") WHERE "disputes"."status" = 'awaiting_seller';--> statement-breakpoint
CREATE INDEX "ratings_seller_idx" ON "ratings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_per_goods" ON "orders" USING btree ("goods_id") WHERE "orders"."status" in ('pending_payment', 'paid', 'handover', 'delivered', 'refunding');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'handover', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'merchant', 'staff', 'admin'));