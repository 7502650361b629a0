-- The trail stays append-only, but for one thing: erasing a unit at its request replaces its
-- people's names, phones and emails in the rows that name them (erasure.people.ts sets
-- audit.erasure for its own transaction only). Nothing else may change or remove a row.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('audit.erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
