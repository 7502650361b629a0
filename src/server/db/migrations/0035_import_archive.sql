CREATE TABLE "import_log_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"at" timestamp with time zone,
	"user_name" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" boolean NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "import_log_archive_source_key" ON "import_log_archive" USING btree ("source","kind","source_id");--> statement-breakpoint
CREATE INDEX "import_log_archive_at_idx" ON "import_log_archive" USING btree ("kind","at");--> statement-breakpoint
-- The old system's logs are evidence once moved in: neither changed nor removed, whoever asks.
CREATE FUNCTION import_log_archive_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'import_log_archive is read-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER import_log_archive_no_change BEFORE UPDATE OR DELETE ON "import_log_archive"
  FOR EACH ROW EXECUTE FUNCTION import_log_archive_read_only();--> statement-breakpoint
CREATE TRIGGER import_log_archive_no_truncate BEFORE TRUNCATE ON "import_log_archive"
  FOR EACH STATEMENT EXECUTE FUNCTION import_log_archive_read_only();
