CREATE TABLE "import_source_key" (
	"source" text NOT NULL,
	"source_table" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_source_key_source_source_table_source_id_pk" PRIMARY KEY("source","source_table","source_id")
);
