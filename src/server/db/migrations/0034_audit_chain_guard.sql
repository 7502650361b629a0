-- The trail is append-only and chained (src/server/audit/audit-chain.ts). Three narrow exceptions,
-- each only in a transaction that says so with set_config(..., true):
--   audit.erasure   an erasure at a unit's request replaces names in rows; the chain columns
--                   stay and the row is marked erased, so verification tells it from tampering;
--   audit.chaining  rows written before the chain existed get their place in it, once;
--   audit.archiving rows older than the retention are removed after being written to an archive.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('audit.erasure', true) = 'on'
     AND NEW.seq IS NOT DISTINCT FROM OLD.seq AND NEW.hash IS NOT DISTINCT FROM OLD.hash
     AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash
     AND NEW.content_hash IS NOT DISTINCT FROM OLD.content_hash THEN
    NEW.erased := true;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND current_setting('audit.chaining', true) = 'on'
     AND NEW.body IS NOT DISTINCT FROM OLD.body AND NEW.changes IS NOT DISTINCT FROM OLD.changes
     AND NEW.actor_name = OLD.actor_name AND NEW.route = OLD.route AND NEW.at = OLD.at THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('audit.archiving', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
