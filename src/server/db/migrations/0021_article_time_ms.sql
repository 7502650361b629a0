ALTER TABLE "article" ALTER COLUMN "published_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "article" ALTER COLUMN "published_at" SET DEFAULT now();