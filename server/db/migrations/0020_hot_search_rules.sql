CREATE TABLE "hot_search_rules" (
	"keyword" text PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_search_rules_rule_check" CHECK ("hot_search_rules"."rule" in ('hidden', 'allowed'))
);
