import { ProfileUrlForm, type ProfileInput } from "~/components/profile-url-form";
import { finderCopy } from "~/content/use-case-finder";

const labels = {
  submit: { submitLabel: finderCopy.submit, busyLabel: finderCopy.submitting },
  analyze: { submitLabel: finderCopy.analyze, busyLabel: finderCopy.analyzing },
};

/**
 * The profile form both finder dialogs show: the link and the optional text as last asked, and the
 * server's refusal under the field it is about.
 */
export function FinderForm({
  verb,
  asked,
  fieldError,
  aboutError,
  busy,
  onSubmit,
}: {
  /** What the button says: the finder submits a request, the analyzer analyzes at once. */
  verb: keyof typeof labels;
  asked: ProfileInput;
  fieldError: string | undefined;
  aboutError: string | undefined;
  busy: boolean;
  onSubmit(input: ProfileInput): void | Promise<void>;
}) {
  const { submitLabel, busyLabel } = labels[verb];
  return (
    <ProfileUrlForm
      label={finderCopy.urlLabel}
      rules="finder"
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
