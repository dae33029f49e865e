ALTER TABLE "cooperation_enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cooperation_enquiries" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "cooperation_enquiries" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "cooperation_enquiries" ADD CONSTRAINT "cooperation_enquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;