ALTER TABLE "search_doc" ADD COLUMN "runs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_doc" ALTER COLUMN "runs" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_doc" ALTER COLUMN "head" SET STORAGE MAIN;--> statement-breakpoint
-- The rows written before lack their runs: emptied, the index is built again at the next start.
DELETE FROM "search_doc";
