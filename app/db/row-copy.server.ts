import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * The site's rows, table by table, as JSON: what `move-to-postgres` copies and what a backup
 * holds when pg_dump is not installed. Every table of the `public` schema is included, so a table
 * added by a later migration is copied without a change here. The `drizzle` schema (which
 * migrations ran) is left out: the target is migrated by the same code first. So is `pgboss`
 * (jobs in flight and schedules): every server re-creates its queues and schedules at start,
 * and the outbox's sweep re-enqueues any e-mail still pending.
 */
export interface TableRows {
  table: string;
  rows: Record<string, unknown>[];
}

type Executor = Pick<Database, "execute">;

const BATCH = 1_000;
// A batch's JSON stays near this many characters: a table of images (a bytea is twice its size in
// JSON's hex) goes a few rows at a time instead of one statement past what a string can hold.
const BATCH_CHARACTERS = 16 * 1024 * 1024;

/** The rows as JSON arrays of at most BATCH rows and, past its first row, about BATCH_CHARACTERS. */
function* batches(rows: Record<string, unknown>[]): Generator<string> {
  let batch: string[] = [];
  let characters = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (batch.length > 0 && (batch.length === BATCH || characters + json.length > BATCH_CHARACTERS)) {
      yield `[${batch.join(",")}]`;
      batch = [];
      characters = 0;
    }
    batch.push(json);
    characters += json.length + 1;
  }
  if (batch.length > 0) yield `[${batch.join(",")}]`;
}

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The public tables, parents before the tables whose foreign keys point at them. */
export async function tablesInForeignKeyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  ).map((row) => row.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
         where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Every row of every public table, read in one transaction so the tables agree with each other. */
export async function readAllRows(db: Database): Promise<TableRows[]> {
  // On PostgreSQL one snapshot for every table; PGlite has one connection, so nothing writes meanwhile anyway.
  return db.transaction(
    async (tx) => {
      const result: TableRows[] = [];
      for (const table of await tablesInForeignKeyOrder(tx)) {
        const rows = await rowsOf<{ row: Record<string, unknown> | string }>(
          tx,
          sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
        );
        result.push({ table, rows: rows.map(({ row }) => (typeof row === "string" ? (JSON.parse(row) as Record<string, unknown>) : row)) });
      }
      return result;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Row counts of the public tables, by name. */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInForeignKeyOrder(db)) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Inserts the rows into a migrated database, parents first, in one transaction, then moves every
 * sequence past the highest id it now holds (ids copied as they were would otherwise collide
 * with the next ones a sequence hands out). JSON in and json_populate_recordset out keeps every
 * column's type exactly, whatever the schema becomes.
 */
export async function insertAllRows(db: Database, tables: TableRows[], options: { replace?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.replace) {
      const names = await tablesInForeignKeyOrder(tx);
      if (names.length > 0)
        await tx.execute(sql.raw(`truncate ${names.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ")} cascade`));
    }
    for (const { table, rows } of tables) {
      // Only the columns the copy has: a column added since it was made takes its default (or, for
      // a registration's mailbox key, what its trigger computes) instead of a null it may refuse.
      const present = new Set(rows.flatMap((row) => Object.keys(row)));
      const columns = (
        await rowsOf<{ name: string }>(
          tx,
          sql`select column_name as name from information_schema.columns
               where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
        )
      )
        .map(({ name }) => name)
        .filter((name) => present.has(name));
      if (columns.length === 0) continue;
      const list = sql.join(
        columns.map((name) => sql.identifier(name)),
        sql`, `,
      );
      const target = sql.identifier(table);
      for (const batch of batches(rows)) {
        await tx.execute(sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${batch}::json)`);
      }
    }
    const sequences = await rowsOf<{ sequence: string; table: string; column: string }>(
      tx,
      sql`select s.oid::regclass::text as sequence, t.relname as table, a.attname as column
            from pg_class s
            join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
            join pg_class t on t.oid = d.refobjid
            join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
           where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`,
    );
    for (const { sequence, table, column } of sequences) {
      await tx.execute(
        sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
}

/** The tables whose counts differ between what was meant to be copied and what is there. */
export function countMismatches(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.keys({ ...expected, ...actual })
    .filter((table) => (expected[table] ?? 0) !== (actual[table] ?? 0))
    .map((table) => `${table}: ${expected[table] ?? 0} expected, ${actual[table] ?? 0} found`);
}
