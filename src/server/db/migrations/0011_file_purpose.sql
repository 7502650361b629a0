ALTER TABLE "stored_file" ADD COLUMN "purpose" text;--> statement-breakpoint
UPDATE "stored_file" SET "purpose" = 'contentFile' WHERE "id" IN (
  SELECT "file_id" FROM "periodical" WHERE "file_id" IS NOT NULL
  UNION SELECT "file_id" FROM "download" WHERE "file_id" IS NOT NULL
  UNION SELECT "logo_file_id" FROM "friend_link" WHERE "logo_file_id" IS NOT NULL
);
