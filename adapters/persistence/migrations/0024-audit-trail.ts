import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUDIT_EXEMPT_TABLES } from '../audit/audit-exempt-tables.js';

/** Columns left out of the trail besides the secrets: whole email bodies and frozen invoice documents (large, and kept elsewhere). */
const UNRECORDED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  email_outbox: ['html', 'text_body', 'fallback', 'attachments'],
  invoices: ['document'],
};

/** Column names that hold secrets: never written to the trail, only named in `redacted` when they change. */
const SECRET_COLUMN = '(password|secret|token|api_?key|session_id|_hash$)';

/**
 * The audit trail (docs/audit.md). Every audited table has an AFTER ROW trigger that, when the
 * transaction says who acts (`set_config('app.actor', …, true)`, set by the admin API and the CLI:
 * adapters/persistence/audit/), appends who, when, what (table and primary key, and the record it
 * belongs to) and the fields that changed, before and after, secrets left out. Writes of visitors,
 * customers and the shop's workers set no actor and are not recorded here.
 *
 * The trail is append-only: a trigger refuses UPDATE and DELETE, with two narrow exceptions the
 * trigger checks itself: a personal-data erasure may replace recorded values by "[erased]" (GDPR
 * art. 17; nothing else may change), and the retention sweep may delete records older than its
 * cutoff, never younger than a year.
 *
 * The trigger goes on every table present now (offers, units and rentals included) except the
 * exempt ones (audit-exempt-tables.ts); a later table calls `audit_attach`.
 */
export class AuditTrail1795000000024 implements MigrationInterface {
  name = 'AuditTrail1795000000024';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL CHECK (length(actor) BETWEEN 1 AND 320),
        action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
        entity text NOT NULL,
        entity_id text NOT NULL,
        owner_entity text,
        owner_id text,
        before jsonb,
        after jsonb,
        redacted text[] NOT NULL DEFAULT '{}',
        transaction_id bigint NOT NULL DEFAULT txid_current(),
        CHECK ((owner_entity IS NULL) = (owner_id IS NULL))
      );
      CREATE INDEX audit_log_at_idx ON audit_log (at, id);
      CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at);
      CREATE INDEX audit_log_owner_idx ON audit_log (owner_entity, owner_id, at) WHERE owner_entity IS NOT NULL;
      CREATE INDEX audit_log_actor_idx ON audit_log (actor, at);

      -- Arguments: primary-key columns (comma-separated), owner table, owner column, the owner's own owner table and
      -- its column in the owner table (the record a child row belongs to), columns left out (comma-separated).
      CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        acting text := current_setting('app.actor', true);
        old_row jsonb;
        new_row jsonb;
        whole_row jsonb;
        left_out text[];
        row_key text;
        before_fields jsonb;
        after_fields jsonb;
        secret_changes text[];
        the_owner_entity text;
        the_owner_id text;
        root_id text;
      BEGIN
        IF acting IS NULL OR acting = '' THEN RETURN NULL; END IF;
        IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
        IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
        whole_row := coalesce(new_row, old_row);
        left_out := coalesce(string_to_array(nullif(TG_ARGV[5], ''), ','), '{}');
        SELECT string_agg(whole_row ->> k.name, '/' ORDER BY k.position) INTO row_key
          FROM unnest(string_to_array(TG_ARGV[0], ',')) WITH ORDINALITY AS k(name, position);

        SELECT coalesce(array_agg(f.key ORDER BY f.key), '{}') INTO secret_changes
          FROM jsonb_each(whole_row) f
          WHERE f.key ~* '${SECRET_COLUMN}'
            AND (TG_OP <> 'UPDATE' OR (old_row -> f.key) IS DISTINCT FROM (new_row -> f.key))
            AND (TG_OP = 'UPDATE' OR f.value <> 'null'::jsonb);
        IF TG_OP = 'UPDATE' THEN
          SELECT jsonb_object_agg(f.key, f.value), jsonb_object_agg(f.key, new_row -> f.key) INTO before_fields, after_fields
            FROM jsonb_each(old_row) f
            WHERE f.value IS DISTINCT FROM new_row -> f.key AND f.key !~* '${SECRET_COLUMN}' AND f.key <> ALL (left_out);
          -- A write that changed nothing (or only the row's updated_at) is no change.
          IF coalesce(before_fields, '{}'::jsonb) - 'updated_at' = '{}'::jsonb AND cardinality(secret_changes) = 0 THEN RETURN NULL; END IF;
          before_fields := coalesce(before_fields, '{}'::jsonb);
          after_fields := coalesce(after_fields, '{}'::jsonb);
        ELSE
          SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) INTO after_fields
            FROM jsonb_each(whole_row) f WHERE f.key !~* '${SECRET_COLUMN}' AND f.key <> ALL (left_out);
          IF TG_OP = 'DELETE' THEN before_fields := after_fields; after_fields := NULL; END IF;
        END IF;

        the_owner_entity := nullif(TG_ARGV[1], '');
        IF the_owner_entity IS NOT NULL THEN
          the_owner_id := whole_row ->> TG_ARGV[2];
          IF the_owner_id IS NULL THEN
            the_owner_entity := NULL;
          ELSIF nullif(TG_ARGV[3], '') IS NOT NULL THEN
            -- A grandchild (a section's text, a condition's text) belongs to the record its parent belongs to.
            EXECUTE format('SELECT %I::text FROM %I.%I WHERE id::text = $1', TG_ARGV[4], TG_TABLE_SCHEMA, TG_ARGV[1]) INTO root_id USING the_owner_id;
            IF root_id IS NOT NULL THEN
              the_owner_entity := TG_ARGV[3];
              the_owner_id := root_id;
            END IF;
          END IF;
        END IF;

        INSERT INTO audit_log (actor, action, entity, entity_id, owner_entity, owner_id, before, after, redacted)
        VALUES (left(acting, 320), lower(TG_OP), TG_TABLE_NAME, coalesce(row_key, ''), the_owner_entity, the_owner_id,
          before_fields, after_fields, secret_changes);
        RETURN NULL;
      END $$;

      -- The record a table's rows belong to: its single-column foreign key that deletes with the row, else a
      -- NOT NULL one (an invoice belongs to its order, a unit to its product); one level further for grandchildren.
      CREATE FUNCTION audit_owner_of(child regclass, OUT owner_table text, OUT owner_column text) LANGUAGE sql STABLE AS $$
        SELECT parent.relname::text, a.attname::text
        FROM pg_constraint c
        JOIN pg_class parent ON parent.oid = c.confrelid
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.conrelid = child AND c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.confrelid <> child
          AND (c.confdeltype = 'c' OR a.attnotnull)
        ORDER BY (c.confdeltype = 'c') DESC, a.attnotnull DESC, c.conname
        LIMIT 1
      $$;

      CREATE FUNCTION audit_attach(target regclass, unrecorded text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        key_columns text;
        owner_table text;
        owner_column text;
        root_table text;
        root_column text;
      BEGIN
        SELECT string_agg(a.attname, ',' ORDER BY k.position) INTO key_columns
          FROM pg_index i
          CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
          WHERE i.indrelid = target AND i.indisprimary;
        IF key_columns IS NULL THEN RAISE EXCEPTION 'audit_attach: % has no primary key', target; END IF;
        SELECT o.owner_table, o.owner_column INTO owner_table, owner_column FROM audit_owner_of(target) o;
        -- One level further only through an owner keyed by id (the trigger looks its row up by id).
        IF owner_table IS NOT NULL AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = owner_table::regclass AND attname = 'id') THEN
          SELECT o.owner_table, o.owner_column INTO root_table, root_column FROM audit_owner_of(owner_table::regclass) o;
        END IF;
        EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %s', target);
        EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L, %L, %L, %L, %L, %L)',
          target, key_columns, coalesce(owner_table, ''), coalesce(owner_column, ''),
          coalesce(root_table, ''), coalesce(root_column, ''), array_to_string(unrecorded, ','));
      END $$;

      -- Only "[erased]" may replace a recorded value (same fields); null stays null.
      CREATE FUNCTION audit_values_only_erased(recorded jsonb, proposed jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE WHEN recorded IS NULL OR proposed IS NULL THEN recorded IS NOT DISTINCT FROM proposed
          ELSE (SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM jsonb_object_keys(recorded) k)
                 = (SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM jsonb_object_keys(proposed) k)
            AND NOT EXISTS (SELECT 1 FROM jsonb_each(recorded) f WHERE proposed -> f.key <> f.value AND proposed -> f.key <> '"[erased]"'::jsonb)
        END
      $$;

      CREATE FUNCTION audit_log_stays() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        purge_before text := current_setting('app.audit_purge_before', true);
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF purge_before IS NOT NULL AND purge_before <> '' AND OLD.at < purge_before::timestamptz AND OLD.at < now() - interval '1 year' THEN
            RETURN OLD;
          END IF;
          RAISE EXCEPTION 'audit records cannot be deleted (record %)', OLD.id USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF current_setting('app.audit_erasure', true) = 'on'
           AND ROW(NEW.id, NEW.at, NEW.actor, NEW.action, NEW.entity, NEW.entity_id, NEW.owner_entity, NEW.owner_id, NEW.redacted, NEW.transaction_id)
             IS NOT DISTINCT FROM ROW(OLD.id, OLD.at, OLD.actor, OLD.action, OLD.entity, OLD.entity_id, OLD.owner_entity, OLD.owner_id, OLD.redacted, OLD.transaction_id)
           AND audit_values_only_erased(OLD.before, NEW.before) AND audit_values_only_erased(OLD.after, NEW.after) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit records cannot be changed (record %)', OLD.id USING ERRCODE = 'insufficient_privilege';
      END $$;
      CREATE TRIGGER audit_log_stays BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_stays();
    `);
    const tables: { readonly name: string }[] = await queryRunner.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    );
    for (const { name } of tables) {
      if (Object.hasOwn(AUDIT_EXEMPT_TABLES, name)) continue;
      await queryRunner.query(`SELECT audit_attach($1::regclass, $2::text[])`, [name, [...(UNRECORDED_COLUMNS[name] ?? [])]]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const tables: { readonly name: string }[] = await queryRunner.query(
      `SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'audit_row_change'`,
    );
    for (const { name } of tables) await queryRunner.query(`DROP TRIGGER IF EXISTS audit_row_change ON "${name}"`);
    await queryRunner.query(`
      DROP TABLE IF EXISTS audit_log;
      DROP FUNCTION IF EXISTS audit_log_stays();
      DROP FUNCTION IF EXISTS audit_values_only_erased(jsonb, jsonb);
      DROP FUNCTION IF EXISTS audit_attach(regclass, text[]);
      DROP FUNCTION IF EXISTS audit_owner_of(regclass);
      DROP FUNCTION IF EXISTS audit_row_change();
    `);
  }
}
