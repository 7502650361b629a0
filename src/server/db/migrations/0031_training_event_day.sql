CREATE TABLE "training_certificate" (
	"code" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"attendee" integer NOT NULL,
	"training_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_name" text NOT NULL,
	"issued_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_checkin" (
	"registration_id" integer NOT NULL,
	"attendee" integer NOT NULL,
	"training_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" integer,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_checkin_registration_id_attendee_pk" PRIMARY KEY("registration_id","attendee")
);
--> statement-breakpoint
CREATE TABLE "training_ticket" (
	"registration_id" integer NOT NULL,
	"attendee" integer NOT NULL,
	"nonce" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_ticket_registration_id_attendee_pk" PRIMARY KEY("registration_id","attendee"),
	CONSTRAINT "training_ticket_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "training_registration" ADD COLUMN "waitlist_rank" integer;--> statement-breakpoint
ALTER TABLE "training_certificate" ADD CONSTRAINT "training_certificate_registration_id_training_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificate" ADD CONSTRAINT "training_certificate_training_id_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkin" ADD CONSTRAINT "training_checkin_registration_id_training_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkin" ADD CONSTRAINT "training_checkin_training_id_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkin" ADD CONSTRAINT "training_checkin_checked_in_by_sys_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_ticket" ADD CONSTRAINT "training_ticket_registration_id_training_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificate_attendee_idx" ON "training_certificate" USING btree ("registration_id","attendee");--> statement-breakpoint
CREATE INDEX "training_checkin_training_idx" ON "training_checkin" USING btree ("training_id");--> statement-breakpoint
-- No training takes more people than its seats, whatever writes the row: a registration that
-- starts holding seats (new, promoted from the waitlist, its list grown) locks the training's
-- row, so registrations at once are counted one after the other, and is refused past capacity.
CREATE OR REPLACE FUNCTION training_seats_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
  taken integer;
BEGIN
  IF NEW.status NOT IN ('pending', 'passed') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pending', 'passed')
     AND jsonb_array_length(OLD.data->'attendees') >= jsonb_array_length(NEW.data->'attendees') THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO seats FROM training WHERE id = NEW.training_id FOR UPDATE;
  IF seats IS NULL OR seats <= 0 THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(sum(jsonb_array_length(data->'attendees')), 0) INTO taken
    FROM training_registration
    WHERE training_id = NEW.training_id AND status IN ('pending', 'passed') AND id <> NEW.id;
  IF taken + jsonb_array_length(NEW.data->'attendees') > seats THEN
    RAISE EXCEPTION 'training % has no seats left', NEW.training_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER training_registration_seats BEFORE INSERT OR UPDATE OF status, data
  ON training_registration FOR EACH ROW EXECUTE FUNCTION training_seats_guard();
