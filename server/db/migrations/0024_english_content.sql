ALTER TABLE "promotions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "category_en" text;