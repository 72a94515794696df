import { ProfileUrlForm, type ProfileInput } from "~/components/profile-url-form";
import { finderCopy } from "~/content/use-case-finder";
import { HONEYPOT_FIELD } from "./request-state";

/**
 * The profile form both finder dialogs show: the link and the optional text as last asked, and the
 * server's refusal under the field it is about.
 */
export function FinderForm({
  asked,
  fieldError,
  aboutError,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: {
  asked: ProfileInput;
  fieldError: string | undefined;
  aboutError: string | undefined;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit(input: ProfileInput): void | Promise<void>;
}) {
  return (
    <ProfileUrlForm
      label={finderCopy.urlLabel}
      rules="finder"
      honeypot={{ name: HONEYPOT_FIELD, label: "Company website" }}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      serverError={fieldError}
      serverAboutError={aboutError}
      defaultValue={asked.linkedinUrl}
      defaultAbout={asked.aboutYou}
      onSubmit={onSubmit}
    />
  );
}
