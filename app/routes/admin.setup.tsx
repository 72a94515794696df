import { data, Form, Link } from "react-router";
import { ownerPhotoSrcSet } from "~/lib/owner-photo";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { consoleDeps } from "~/services/service-deps.server";
import { checkMailDomain, removeSampleSessions, sendTestEmail, setupStatus, testNewsletterKey } from "~/services/setup.server";
import { deleteSampleVideos } from "~/services/videos.server";
import type { Route } from "./+types/admin.setup";
import { plural } from "~/lib/plural";

export const headers = passRetryAfter;

export async function loader({ context }: Route.LoaderArgs) {
  const status = await setupStatus(consoleDeps(context), {});
  if (!status.ok) throw new Error(status.message);
  return status.value;
}

/** Each of the page's fixes: one service call, its answer in the owner's words. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const deps = consoleDeps(context);
  switch (form?.get("intent")) {
    case "test-email": {
      const sent = await sendTestEmail(deps, {});
      if (!sent.ok) return data({ ok: false, message: sent.message }, { status: 502 });
      return { ok: true, message: `The mail server took the test e-mail for ${sent.value.to}: look in that inbox (and its spam folder).` };
    }
    case "test-newsletter-key": {
      const tested = await testNewsletterKey(deps, {});
      if (!tested.ok) return data({ ok: false, message: tested.message }, { status: 502 });
      return { ok: true, message: `Kit takes the key (${tested.value.account}) and knows the form: sign-ups reach your list.` };
    }
    case "check-mail-domain": {
      const checked = await checkMailDomain(deps, {});
      if (!checked.ok) return data({ ok: false, message: checked.message }, { status: 400 });
      const { domain, findings } = checked.value;
      if (findings.length === 0)
        return { ok: true, message: `${domain} publishes SPF, DKIM and DMARC records: mailbox providers can check the site's e-mails.` };
      return { ok: false, message: findings.map((finding) => finding.text).join(" ") };
    }
    case "remove-sample-sessions": {
      const removed = await removeSampleSessions(deps, {});
      if (!removed.ok) throw new Error(removed.message);
      const { removed: n, kept } = removed.value;
      const keptWords = kept.map(
        (session) => ` "${session.title}" stays: it has ${plural(session.registrations, "registration", "registrations")}.`,
      );
      return { ok: true, message: `Removed ${plural(n, "sample session", "sample sessions")}.${keptWords.join("")}` };
    }
    case "remove-sample-videos": {
      const deleted = await deleteSampleVideos(deps, {});
      if (!deleted.ok) throw new Error(deleted.message);
      return { ok: true, message: `Deleted ${plural(deleted.value.deleted, "sample video", "sample videos")}.` };
    }
    default:
      return data({ ok: false, message: "Unknown request." }, { status: 400 });
  }
}

type Finding = Route.ComponentProps["loaderData"]["findings"][number];

const MAIL_KEYS = [
  "smtp",
  "smtp-login",
  "mail-from",
  "dkim-unsigned",
  "mail-spf",
  "mail-dkim",
  "mail-dmarc",
  "newsletter-key",
  "newsletter-key-refused",
  "newsletter-forms",
];
const PHOTO_KEYS = ["owner-photo", "owner-photo-unreadable"];
const isSample = (finding: Finding) => finding.key.startsWith("sample-");
/** What the owner changes on the console's Settings or Offers page. */
const isOwners = (finding: Finding) => finding.fix?.kind === "site-value";

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { findings, testEmailTo, canTestNewsletterKey, mailDomain, photo: photoSource } = loaderData;
  const samples = findings.filter(isSample);
  const mail = findings.filter((finding) => MAIL_KEYS.includes(finding.key));
  const photo = findings.filter((finding) => PHOTO_KEYS.includes(finding.key));
  const rest = findings.filter((finding) => !isSample(finding) && !MAIL_KEYS.includes(finding.key) && !PHOTO_KEYS.includes(finding.key));
  const yours = rest.filter(isOwners);
  const settings = rest.filter((finding) => !isOwners(finding));
  const removableSessions = samples.filter((finding) => finding.fix?.kind === "remove-sample-session").length;
  const sampleVideos = samples.find((finding) => finding.fix?.kind === "remove-sample-videos");
  return (
    <>
      <ConsoleHeading title="Setup">
        {findings.length === 0
          ? "Nothing left on the list: the site is ready to launch."
          : `${plural(findings.length, "thing", "things")} to do before the site goes public.`}
      </ConsoleHeading>
      <CommandMessage answer={actionData} />
      <div className="grid grid-cols-1 gap-6">
        <Panel aria-labelledby="setup-samples">
          <h2 id="setup-samples" className="mb-3 text-lg font-semibold">
            Sample sessions and videos
          </h2>
          {samples.length === 0 ? (
            <p className="text-muted-foreground">None left: every session and video on the site is yours.</p>
          ) : (
            <>
              <FindingList findings={samples} />
              <div className="mt-4 flex flex-wrap gap-3">
                {removableSessions > 0 ? (
                  <Form method="post">
                    <Button type="submit" name="intent" value="remove-sample-sessions">
                      Remove the {plural(removableSessions, "sample session", "sample sessions")} nobody registered for
                    </Button>
                  </Form>
                ) : null}
                {sampleVideos?.fix?.kind === "remove-sample-videos" ? (
                  <Form method="post">
                    <Button type="submit" name="intent" value="remove-sample-videos" variant="outline">
                      Delete the {plural(sampleVideos.fix.count, "sample video", "sample videos")}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </>
          )}
        </Panel>
        <Panel aria-labelledby="setup-mail">
          <h2 id="setup-mail" className="mb-3 text-lg font-semibold">
            E-mail and the newsletter
          </h2>
          {mail.length > 0 ? (
            <FindingList findings={mail} />
          ) : (
            <p className="text-muted-foreground">E-mail and the newsletter are set up.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {testEmailTo ? (
              <Form method="post">
                <Button type="submit" name="intent" value="test-email">
                  Send a test e-mail to {testEmailTo}
                </Button>
              </Form>
            ) : null}
            {mailDomain ? (
              <Form method="post">
                <Button type="submit" name="intent" value="check-mail-domain" variant="outline">
                  Check {mailDomain}'s SPF, DKIM and DMARC records
                </Button>
              </Form>
            ) : null}
            {canTestNewsletterKey ? (
              <Form method="post">
                <Button type="submit" name="intent" value="test-newsletter-key" variant="outline">
                  Test the newsletter key
                </Button>
              </Form>
            ) : null}
          </div>
        </Panel>
        <Panel aria-labelledby="setup-photo">
          <h2 id="setup-photo" className="mb-3 text-lg font-semibold">
            Your photo
          </h2>
          {photo.length > 0 ? <FindingList findings={photo} /> : null}
          {photoSource && photo.length === 0 ? (
            <div className="flex items-center gap-4">
              <img
                src={ownerPhotoSrcSet(120, "jpg", photoSource).src}
                alt="Your photo, as the site shows it"
                width={120}
                height={120}
                className="rounded-full"
              />
              <p className="text-muted-foreground">This is the photo the site shows.</p>
            </div>
          ) : null}
        </Panel>
        {yours.length > 0 ? (
          <Panel aria-labelledby="setup-yours">
            <h2 id="setup-yours" className="mb-3 text-lg font-semibold">
              Your details and offers
            </h2>
            <FindingList findings={yours} />
          </Panel>
        ) : null}
        <Panel aria-labelledby="setup-settings">
          <h2 id="setup-settings" className="mb-3 text-lg font-semibold">
            Settings for whoever hosts the site
          </h2>
          {settings.length > 0 ? (
            <>
              <p className="mb-3 text-sm text-muted-foreground">
                These are changed in the site's configuration, not here: send this list to whoever hosts the site. The deploy guide names
                each setting.
              </p>
              <FindingList findings={settings} />
            </>
          ) : (
            <p className="text-muted-foreground">Nothing to change.</p>
          )}
        </Panel>
      </div>
    </>
  );
}

function FindingList({ findings }: { findings: Finding[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {findings.map((finding) => (
        <li key={finding.key} className="break-words">
          {finding.text}
          {finding.fix?.kind === "open-session" ? (
            <>
              {" "}
              <Link className="text-primary underline" to={`/admin/live-sessions/${finding.fix.sessionId}`}>
                Open the session ({plural(finding.fix.registrations, "registration", "registrations")})
              </Link>
            </>
          ) : null}
          {finding.fix?.kind === "site-value" ? (
            <>
              {" "}
              <Link className="text-primary underline" to={`/admin/${finding.fix.area}`}>
                Open {finding.fix.area === "settings" ? "Settings" : "Offers"}
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
