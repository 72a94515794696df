import { data, Form, useLocation, useNavigation } from "react-router";
import { passRetryAfter } from "~/lib/form-route";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel, ConsoleSelect } from "~/features/admin/console-fields";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { consoleTime } from "~/features/admin/console-time.server";
import { Figure } from "~/features/admin/figure";
import { Trend } from "~/features/admin/trend";
import { readFormData } from "~/lib/form-input";
import { consoleDeps } from "~/services/service-deps.server";
import {
  IMPORT_CAPS_TEXT,
  importSubscribers,
  listSubscribers,
  SUBSCRIBER_STATUSES,
  subscriberFigures,
  type ImportReport,
} from "~/services/subscribers.server";
import type { Route } from "./+types/admin.subscribers";

/** The newsletter's list: its figures, a filtered page of it, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("status") ?? "";
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(asked) ? asked : "";
  const source = url.searchParams.get("source")?.slice(0, 200) || "";
  const search = url.searchParams.get("q")?.trim().slice(0, 320) || "";
  const page = pageNumber(url);
  const deps = consoleDeps(context);
  const [listed, figures] = await Promise.all([listSubscribers(deps, { status, source, search, page }), subscriberFigures(deps, {})]);
  if (!listed.ok) throw new Error(listed.message);
  if (!figures.ok) throw new Error(figures.message);
  return {
    status,
    source,
    search,
    page,
    hasMore: listed.value.hasMore,
    sources: listed.value.sources,
    figures: figures.value,
    statuses: SUBSCRIBER_STATUSES,
    caps: IMPORT_CAPS_TEXT,
    subscribers: listed.value.subscribers.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source,
      status: row.status,
      joined: consoleTime(row.createdAt),
      consented: row.consentedAt ? consoleTime(row.consentedAt) : "",
      kit: [row.kitStatus, row.kitState].filter(Boolean).join(" · "),
      kitError: row.kitError ?? "",
      bounce: row.bounceReason ?? "",
    })),
  };
}

type ImportAnswer = { ok: true; report: ImportReport } | { ok: false; message: string };

/** The import: one CSV file in a multipart post; the report of what was added and skipped, or why nothing was. */
// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) {
    return data<ImportAnswer>({ ok: false, message: "Choose a CSV file to import." }, { status: 400 });
  }
  const imported = await importSubscribers(consoleDeps(context), {
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...(file instanceof File && file.name ? { name: file.name } : {}),
  });
  if (!imported.ok) return data<ImportAnswer>({ ok: false, message: imported.message }, { status: 422 });
  return data<ImportAnswer>({ ok: true, report: imported.value });
}

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, sources, status, source, search, page, hasMore, figures, statuses, caps } = loaderData;
  const location = useLocation();
  const importing = useNavigation().formMethod === "POST";
  const filtered = Boolean(status || source || search);
  return (
    <>
      <ConsoleHeading title="Subscribers">
        The newsletter's list: who signed up, on which page, and where each address stands. Only you, the owner, see it.
      </ConsoleHeading>
      <Panel aria-labelledby="subscribers-figures" className="mb-6">
        <h2 id="subscribers-figures" className="mb-4 text-lg font-semibold">
          The list today
        </h2>
        <dl className="flex flex-wrap gap-x-10 gap-y-4">
          <Figure label="Confirmed" value={figures.counts.confirmed} note="receive the newsletter" />
          <Figure label="Pending" value={figures.counts.pending} note="not confirmed yet" />
          <Figure label="Unsubscribed" value={figures.counts.unsubscribed} />
          <Figure label="Bounced" value={figures.counts.bounced} />
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">New in the last 30 days: {figures.newIn30Days}</span>
          {figures.newIn30Days > 0 ? <Trend values={figures.growth} label="New subscribers per day, the last 30 days" /> : null}
        </div>
      </Panel>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="subscribers-status">Status</ConsoleLabel>
          <ConsoleSelect id="subscribers-status" name="status" defaultValue={status}>
            <option value="">Every status</option>
            {statuses.map((name) => (
              <option key={name} value={name}>
                {STATUS_LABELS[name]}
              </option>
            ))}
          </ConsoleSelect>
        </div>
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="subscribers-source">Signed up on</ConsoleLabel>
          <ConsoleSelect id="subscribers-source" name="source" defaultValue={source}>
            <option value="">Every page</option>
            {sources.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </ConsoleSelect>
        </div>
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="subscribers-q">E-mail contains</ConsoleLabel>
          <ConsoleInput id="subscribers-q" name="q" type="search" defaultValue={search} />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <a
          className="inline-flex h-10 items-center text-sm text-primary underline"
          href={`/admin/subscribers.csv${status ? `?status=${status}` : ""}`}
          download
        >
          Download {status ? `the ${status} subscribers` : "the whole list"} as CSV
        </a>
      </Form>
      {subscribers.length === 0 ? (
        <ConsoleEmpty>
          {filtered
            ? "No subscribers match. Choose Every status and Every page, or type less of the address."
            : page > 1
              ? "No more subscribers."
              : "No subscribers yet. When someone signs up for the newsletter on a page, or you import a list below, they appear here, newest first."}
        </ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Subscribers" head={["Joined", "E-mail", "Signed up on", "Status", "Consent", "Kit", "Bounce"]}>
          {subscribers.map((row) => (
            <tr key={row.id}>
              <Cell>{row.joined}</Cell>
              <Cell className="break-words">{row.email}</Cell>
              <Cell className="break-words">{row.source}</Cell>
              <Cell>{STATUS_LABELS[row.status] ?? row.status}</Cell>
              <Cell>{row.consented || "—"}</Cell>
              <Cell>
                {row.kit}
                {row.kitError ? <span className="block text-xs break-words text-destructive">{row.kitError}</span> : null}
              </Cell>
              <Cell className="max-w-xs break-words">{row.bounce || "—"}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
      <Panel aria-labelledby="subscribers-import" className="mt-8">
        <h2 id="subscribers-import" className="mb-2 text-lg font-semibold">
          Import a list
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          A CSV export from Kit or another newsletter service, or this page's own download: it needs an e-mail column; a status and a
          sign-up or consent date are read when the file has them. Each new address is added as confirmed with the file's date. Addresses
          already on the list, repeated, not valid, or marked unsubscribed, cancelled or bounced in the file are skipped, each with its
          reason. At most {caps}.
        </p>
        {actionData ? <ImportResult answer={actionData} /> : null}
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3" key={actionData ? "again" : "form"}>
          <div className="min-w-0 space-y-1.5">
            <ConsoleLabel htmlFor="subscribers-file">CSV file</ConsoleLabel>
            <ConsoleInput
              id="subscribers-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1"
            />
          </div>
          <Button type="submit" variant="outline" disabled={importing}>
            {importing ? "Importing…" : "Import"}
          </Button>
        </Form>
      </Panel>
    </>
  );
}

/** What an import did: added and skipped, each skipped row named up to the report's limit. */
function ImportResult({ answer }: { answer: ImportAnswer }) {
  if (!answer.ok) {
    return (
      <p role="alert" className="mb-4 rounded-md border border-destructive px-4 py-3 text-sm break-words text-destructive">
        {answer.message}
      </p>
    );
  }
  const { rows, added, skipped, skips } = answer.report;
  return (
    <div role="status" className="mb-4 space-y-3">
      <p className="rounded-md border border-border bg-card px-4 py-3 text-sm">
        Added {added} of {rows} {rows === 1 ? "row" : "rows"}; skipped {skipped}.
      </p>
      {skips.length > 0 ? (
        <ConsoleTable caption="Skipped rows" head={["Line", "Address", "Why"]}>
          {skips.map((skip) => (
            <tr key={skip.line}>
              <Cell>{skip.line}</Cell>
              <Cell className="break-all">{skip.address || "(empty)"}</Cell>
              <Cell className="break-words">{skip.reason}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
      {skipped > skips.length ? (
        <p className="text-sm text-muted-foreground">… and {skipped - skips.length} more skipped rows, not listed here.</p>
      ) : null}
    </div>
  );
}
