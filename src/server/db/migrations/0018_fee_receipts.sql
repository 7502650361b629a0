CREATE TABLE "fee_receipt" (
	"number" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"paid_on" date NOT NULL,
	"issued_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_certificate" (
	"code" text PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"valid_until" date NOT NULL,
	"issued_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_payment" ALTER COLUMN "receipt_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payment" ADD COLUMN "source" text DEFAULT 'remittance' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payment" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "fee_payment" ADD COLUMN "invoice_issued_on" date;--> statement-breakpoint
ALTER TABLE "member_certificate" ADD CONSTRAINT "member_certificate_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipt_payment_idx" ON "fee_receipt" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fee_receipt_enterprise_idx" ON "fee_receipt" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_certificate_term_idx" ON "member_certificate" USING btree ("enterprise_id","valid_until");--> statement-breakpoint
-- Before one payment per unit and year is enforced, an older double report of the same year (the
-- check and the insert could race) keeps its first confirmed payment, or else its first one; the
-- others are sent back with a reason the unit and the secretariat both read.
UPDATE "fee_payment" p
SET "status" = 'rejected',
  "reject_reason" = '与同年度另一笔缴费记录重复，请联系秘书处 / Duplicates another payment for the same year; please contact the Secretariat'
WHERE p."status" IN ('submitted', 'confirmed')
  AND p."id" <> (
    SELECT q."id" FROM "fee_payment" q
    WHERE q."enterprise_id" = p."enterprise_id" AND q."year" = p."year"
      AND q."status" IN ('submitted', 'confirmed')
    ORDER BY (q."status" = 'confirmed') DESC, q."id"
    LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_open_year_idx" ON "fee_payment" USING btree ("enterprise_id","year") WHERE "fee_payment"."status" in ('submitted', 'confirmed');