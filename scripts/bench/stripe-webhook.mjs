// `npm run bench -- stripe-webhook`: POST /webhooks/stripe as Stripe sends it, each event signed with
// the webhook's secret the way Stripe signs it. First distinct paid checkout.session.completed
// events at 50 connections (its p99), then one event delivered 100 times at once: how many were
// answered 200, and how many purchases and event rows it left (one of each, decision 072).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import Stripe from "stripe";
import { throughputFigures } from "./figures.mjs";

export const description = "Stripe's webhook: distinct signed events at 50 connections, then one event delivered 100 times at once";

const SECRET = `whsec_bench${randomBytes(16).toString("hex")}`;
// On disk, as the site runs in production, so the rows can be counted once the server has stopped.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "bench-stripe-")), "data");

export const serverEnv = { STRIPE_WEBHOOK_SECRET: SECRET, DATA_DIR: dataDir };

const RUN = randomBytes(4).toString("hex");
const SAME_EVENT_DELIVERIES = 100;

/** A paid checkout.session.completed for the full guide, its ids marked with the run and `tag`. */
function paidEvent(tag) {
  return {
    id: `evt_bench_${RUN}_${tag}`,
    object: "event",
    created: Math.floor(Date.now() / 1000),
    type: "checkout.session.completed",
    livemode: false,
    data: {
      object: {
        id: `cs_bench_${RUN}_${tag}`,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: 500,
        currency: "usd",
        metadata: { product: "full-guide" },
        customer_details: { email: `bench-${tag}@example.com` },
        payment_intent: `pi_bench_${RUN}_${tag}`,
      },
    },
  };
}

function signed(event) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}

function load(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests for autocannon, each a new event signed now; `prefix` keeps the warm-up's apart. */
function distinctEvents(prefix) {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/webhooks/stripe",
      setupRequest(request) {
        n += 1;
        const { payload, signature } = signed(paidEvent(`${prefix}${n}`));
        return { ...request, body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
      },
    },
  ];
}

export async function run({ base, duration, connections, autocannon }) {
  await load(autocannon, { url: base, connections, duration: 1, requests: distinctEvents("warm") });
  const result = await load(autocannon, { url: base, connections, duration, requests: distinctEvents("d") });

  // One event, 100 deliveries on 100 connections of their own, all sent before any is answered.
  const { payload, signature } = signed(paidEvent("same"));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: SAME_EVENT_DELIVERIES }, () =>
      fetch(`${base}/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature, connection: "close" },
        body: payload,
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => "error",
      ),
    ),
  );
  const burstMs = Math.round(performance.now() - started);
  const statuses = Object.entries(Object.groupBy(answers, String))
    .map(([status, list]) => `${status}: ${list.length}`)
    .join(", ");

  return [
    {
      case: `distinct events, ${connections} connections, ${duration} s`,
      ...throughputFigures(result),
      sent: result.requests.sent,
      "2xx": result["2xx"],
      key: "d",
    },
    { case: `one event delivered ${SAME_EVENT_DELIVERIES} times at once`, answers: statuses, "all answered in ms": burstMs, key: "same" },
  ];
}

async function countStored(databaseKind, databaseUrl) {
  // The tag after the run's id: "d<n>" for the load, "same" for the burst, "warm<n>" for the warm-up.
  const sql = `select kind, count(*)::int as n from (
      select 'purchases' as kind, stripe_checkout_session_id as id from purchases
      union all select 'events', event_id from stripe_events) stored
    where id like $1 and id not like $2 group by kind`;
  const queries = [
    ["d", [`%_bench_${RUN}_d%`, "%_warm%"]],
    ["same", [`%_bench_${RUN}_same`, "%_warm%"]],
  ];
  const read =
    databaseKind === "postgres"
      ? async (run) => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            return await run((text, values) => client.query(text, values));
          } finally {
            await client.end();
          }
        }
      : async (run) => {
          const db = await PGlite.create(dataDir);
          try {
            return await run((text, values) => db.query(text, values));
          } finally {
            await db.close();
            rmSync(path.dirname(dataDir), { recursive: true, force: true });
          }
        };
  return read(async (query) => {
    const counted = {};
    for (const [key, values] of queries) {
      const rows = (await query(sql, values)).rows;
      counted[key] = Object.fromEntries(rows.map((row) => [row.kind, row.n]));
    }
    return counted;
  });
}

/** Every 200 of the load must be a purchase (a few more: requests in flight when the load stopped); the burst, one of each. */
export async function afterStop({ databaseKind, rows, databaseUrl }) {
  const stored = await countStored(databaseKind, databaseUrl);
  return rows.map(({ key, ...row }) => ({
    ...row,
    "purchases stored": stored[key]?.purchases ?? 0,
    "event rows": stored[key]?.events ?? 0,
  }));
}
