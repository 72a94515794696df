import { data } from "react-router";
import type { SiteValueArea } from "~/content/site-values";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import {
  PHOTO_FILE,
  REMOVE_PHOTO,
  SiteValuesForm,
  SiteValuesHistory,
  defaultBoxName,
  type SiteValuesAnswer,
} from "~/features/admin/site-values-form";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { uploadPostImage } from "~/services/post-images.server";
import { consoleDeps } from "~/services/service-deps.server";
import { listSiteValueChanges, listSiteValues, saveSiteValues, undoSiteValueChange } from "~/services/site-settings.server";
import type { Route } from "./+types/admin.site-values";

/**
 * The console's Settings page (/admin/settings: who the owner is, their profiles and links) and
 * its Offers page (/admin/offers: the courses', services' and guide's prices, offers and checkout
 * links): one module, mounted at both, whose area is the page's path.
 */
const PAGES: Record<SiteValueArea, { title: string; intro: string }> = {
  settings: {
    title: "Your details",
    intro: "Who you are and where your links lead, as every page of the site shows them.",
  },
  offers: {
    title: "Offers & prices",
    intro: "The courses', services' and guide's prices, offers and checkout links, as their pages show them.",
  },
};

const areaOf = (request: Request): SiteValueArea =>
  /^\/admin\/offers(?:\.data)?$/.test(new URL(request.url).pathname) ? "offers" : "settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const area = areaOf(request);
  const [listed, history] = await Promise.all([listSiteValues(deps, { area }), listSiteValueChanges(deps, { area })]);
  if (!listed.ok) throw new Error(listed.message);
  if (!history.ok) throw new Error(history.message);
  const photo = area === "settings" ? (await deps.site()).ownerPhoto : undefined;
  return { area, fields: listed.value.fields, changes: history.value.changes, photo };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

const refusal = (answer: SiteValuesAnswer) => data(answer, { status: 400 });

/**
 * `save`: every field of the page, posted under its key, with "Use the default" per saved field and
 * on the Settings page the photo's file or its removal; `undo`: a save of the history, by id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const area = areaOf(request);
  const deps = consoleDeps(context);
  const form = await readFormData(request);
  const intent = form?.get("intent");
  if (form && intent === "undo") {
    const id = form.get("id");
    const undone = await undoSiteValueChange(deps, { id: typeof id === "string" ? id : "", area });
    if (!undone.ok) return refusal({ ok: false, message: undone.message, ...(typeof id === "string" ? { undo: id } : {}) });
    return { ok: true, message: "Undone: the fields are back as they were." } satisfies SiteValuesAnswer;
  }
  if (!form || intent !== "save") return refusal({ ok: false, message: "Please use the form on this page." });
  const listed = await listSiteValues(deps, { area });
  if (!listed.ok) throw new Error(listed.message);
  const { fields } = listed.value;
  const posted: Record<string, string> = {};
  for (const field of fields) {
    const text = form.get(field.key);
    if (typeof text === "string") posted[field.key] = text;
  }
  const useDefault = fields.filter((field) => field.saved && form.get(defaultBoxName(field.key)) === "on").map((field) => field.key);
  const refused = (message: string, field?: string) =>
    refusal({ ok: false, message, ...(field ? { field } : {}), values: posted, useDefault });
  if (area === "settings") {
    const file = form.get(PHOTO_FILE);
    if (form.get(REMOVE_PHOTO) === "on") posted.ownerPhoto = "";
    else if (file instanceof Blob && file.size > 0) {
      // The other fields first: a save refused stores no picture either.
      const others = await saveSiteValues(deps, { area, values: posted, useDefault, check: true });
      if (!others.ok) return refused(others.message, others.field);
      const uploaded = await uploadPostImage(deps, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        ...(file instanceof File && file.name ? { name: file.name } : {}),
      });
      if (!uploaded.ok) return refused(uploaded.message, "ownerPhoto");
      posted.ownerPhoto = uploaded.value.url;
    }
  }
  const saved = await saveSiteValues(deps, { area, values: posted, useDefault });
  if (!saved.ok) return refused(saved.message, saved.field);
  return {
    ok: true,
    message: saved.value.changed.length > 0 ? "Saved." : "Nothing to save: every field is as it was.",
  } satisfies SiteValuesAnswer;
}

export default function AdminSiteValues({ loaderData, actionData }: Route.ComponentProps) {
  const { area, fields, changes, photo } = loaderData;
  const answer: SiteValuesAnswer | undefined = actionData;
  const page = PAGES[area];
  return (
    <>
      <ConsoleHeading title={page.title}>{page.intro}</ConsoleHeading>
      {answer && !answer.values ? <CommandMessage answer={answer} /> : null}
      <SiteValuesForm fields={fields} answer={answer} photo={photo} />
      <SiteValuesHistory changes={changes} answer={answer} />
    </>
  );
}
