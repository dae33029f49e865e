CREATE TABLE "goods_views" (
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "goods_views_day_goods_id_viewer_pk" PRIMARY KEY("day","goods_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;