import { CalendarDays, CalendarPlus, CheckCircle2, Clock, Link2, MapPin, Timer } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AddressText } from "~/components/address-text";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { eventsCopy, sessionWords } from "~/content/events";
import { LocalTime, LocalTimeScript } from "./local-time";
import type { CancelAnswer, ManagePageData } from "./event-view";
import { manageWords } from "~/content/events-manage";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function Notice({ heading, text }: { heading: string; text?: string }) {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
      <h1 className="text-h3 font-bold">{heading}</h1>
      {text ? <p className="max-w-md text-muted-foreground">{text}</p> : null}
      <a href="/events" className={linkClass}>
        {manageWords.backToSessions}
      </a>
    </div>
  );
}

/** What the cancel button's answer says, or undefined to show the page as loaded. */
function answerNotice(answer: CancelAnswer | undefined) {
  if (!answer) return undefined;
  if (answer.outcome === "cancelled")
    return answer.was === "waiting"
      ? { heading: manageWords.leftHeading, text: manageWords.leftText }
      : { heading: manageWords.cancelledHeading, text: manageWords.cancelledText };
  if (answer.outcome === "already-cancelled") return { heading: manageWords.cancelledHeading, text: manageWords.cancelledBefore };
  if (answer.outcome === "past") return { heading: manageWords.manageTitle, text: manageWords.pastSession };
  return { heading: manageWords.badLinkHeading, text: manageWords.badLinkText };
}

/**
 * A registration's own page, reached from the link in its e-mails: the session, where to join,
 * 'Add to calendar' (this person's copy, with the link) and cancel, or for someone waiting their
 * place in line and 'Leave the waitlist'. A plain form post cancels, with or without JavaScript.
 */
export function ManagePage({ data, answer }: { data: ManagePageData; answer?: CancelAnswer }) {
  const navigation = useNavigation();
  const notice = answerNotice(answer);
  return (
    <div className="container-page max-w-2xl py-12 lg:py-16">
      <Panel aria-label={manageWords.manageTitle}>
        {notice ? (
          <Notice heading={notice.heading} text={notice.text} />
        ) : data.state === "bad-link" ? (
          <Notice heading={manageWords.badLinkHeading} text={manageWords.badLinkText} />
        ) : data.state === "cancelled" ? (
          <Notice heading={manageWords.cancelledHeading} text={manageWords.cancelledBefore} />
        ) : (
          <div data-testid="manage-registration">
            <p className="text-xs font-semibold tracking-widest text-primary uppercase">{manageWords.manageTitle}</p>
            <h1 className="mt-3 text-h3 font-bold">{data.event.title}</h1>
            {data.event.subtitle ? <p className="mt-1 text-muted-foreground">{data.event.subtitle}</p> : null}
            <p className="mt-4 flex items-center gap-2 font-medium" data-testid="manage-state">
              <CheckCircle2 className="size-5 text-brand" aria-hidden="true" />
              {!data.sessionActive
                ? manageWords.sessionCancelled
                : data.state === "waiting"
                  ? `${manageWords.manageWaiting} ${sessionWords.waitlistPosition(data.position ?? 1)}`
                  : manageWords.manageRegistered}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              <AddressText text={data.email} />
            </p>
            <LocalTimeScript />
            <dl className="mt-5 grid gap-3">
              <Fact icon={CalendarDays} label="Date">
                {data.event.dateLabel}
              </Fact>
              <Fact icon={Clock} label="Time">
                {data.event.timeLabel} <LocalTime event={data.event} className="block text-sm font-normal text-muted-foreground" />
              </Fact>
              {data.event.duration ? (
                <Fact icon={Timer} label="Duration">
                  {data.event.duration}
                </Fact>
              ) : null}
              {data.joinUrl ? (
                <Fact icon={Link2} label={sessionWords.joinLabel}>
                  <a
                    href={data.joinUrl}
                    className="rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    rel="noreferrer"
                  >
                    <AddressText text={data.joinUrl} />
                  </a>
                </Fact>
              ) : null}
              {data.location ? (
                <Fact icon={MapPin} label={sessionWords.placeLabel}>
                  {data.location}
                </Fact>
              ) : null}
            </dl>
            {data.state === "registered" && data.sessionActive && data.event.hasCalendar ? (
              <a href={`/events/manage/${encodeURIComponent(data.token)}/calendar.ics`} download className={`${linkClass} mt-5 text-sm`}>
                <CalendarPlus className="size-4" aria-hidden="true" />
                {eventsCopy.addToCalendar}
              </a>
            ) : null}
            {data.sessionActive && !data.past ? (
              <Form method="post" className="mt-6 border-t border-border pt-6">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="outline" disabled={navigation.state === "submitting"}>
                  {navigation.state === "submitting"
                    ? manageWords.cancelling
                    : data.state === "waiting"
                      ? manageWords.leaveButton
                      : manageWords.cancelButton}
                </Button>
              </Form>
            ) : data.past ? (
              <p className="mt-6 text-sm text-muted-foreground">{manageWords.pastSession}</p>
            ) : null}
          </div>
        )}
      </Panel>
    </div>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-4 shrink-0 text-brand" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 font-medium">{children}</dd>
    </div>
  );
}
