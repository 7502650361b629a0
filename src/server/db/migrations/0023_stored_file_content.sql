CREATE TABLE "stored_file_content" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
