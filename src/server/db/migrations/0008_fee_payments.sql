CREATE TABLE "fee_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"company_name" text NOT NULL,
	"receipt_file_id" text NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"invoice_tax_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_payment" ADD CONSTRAINT "fee_payment_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment" ADD CONSTRAINT "fee_payment_receipt_file_id_stored_file_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_payment_enterprise_idx" ON "fee_payment" USING btree ("enterprise_id","year");