CREATE TABLE "auth_password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_doc" (
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"lang" text NOT NULL,
	"part" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"date" date,
	"access" text DEFAULT 'public' NOT NULL,
	"head" "tsvector" NOT NULL,
	"body_vector" "tsvector" NOT NULL,
	CONSTRAINT "search_doc_kind_item_lang_part_pk" PRIMARY KEY("kind","item","lang","part")
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"seen" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_word_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_password_history" ADD CONSTRAINT "auth_password_history_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_password_history_user_idx" ON "auth_password_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "search_doc_head_idx" ON "search_doc" USING gin ("head");--> statement-breakpoint
CREATE INDEX "search_doc_body_idx" ON "search_doc" USING gin ("body_vector");