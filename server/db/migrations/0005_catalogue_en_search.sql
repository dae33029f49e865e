CREATE TABLE "search_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"client" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_attrs" ADD COLUMN "options_en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_nodes" ADD COLUMN "name_en" text;--> statement-breakpoint
CREATE UNIQUE INDEX "search_events_once_a_day" ON "search_events" USING btree ("keyword","client","day");--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("created_at");