import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, onTestFinished, test } from "vitest";
import { createTestDatabase } from "../db";

// PostgreSQL ends connections on a restart, a failover or an administrator's command. One that is
// lent out at that moment (a transaction between two statements) must fail that transaction and
// nothing else: not crash the process with an error no one listens for.
test.skipIf(!process.env.TEST_DATABASE_URL)(
  "a connection ended while lent out fails its transaction; the process and the pool carry on",
  async () => {
    const database = await createTestDatabase("postgres");
    onTestFinished(() => database.close());
    const url = database.connection.kind === "postgres" ? database.connection.url : "";

    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.end();
      // The connection's end arrives while no statement runs on it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();

    const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
  },
);
