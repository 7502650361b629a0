CREATE TABLE "sys_notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_title" text NOT NULL,
	"notice_title_en" text,
	"notice_content" text NOT NULL,
	"notice_content_en" text,
	"send_user" text NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"message_type" text DEFAULT 'system' NOT NULL,
	"receive_type" text DEFAULT 'user' NOT NULL,
	"receiver_id" integer,
	"status" text DEFAULT '0' NOT NULL,
	"link_to" text,
	"link_title" text
);
--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD CONSTRAINT "sys_notice_receiver_id_sys_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_notice_receiver_idx" ON "sys_notice" USING btree ("receiver_id");