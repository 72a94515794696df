// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "~/content/site-config";
import { aboutYouCopy } from "~/content/about-you";
import { ProfileUrlForm, type ProfileInput } from "./profile-url-form";

afterEach(cleanup);

/** The form under the root route's data, as on the site; `site` decides whether a look-up is on. */
function renderForm(site: SiteConfig = defaultSiteConfig) {
  const onSubmit = vi.fn<(input: ProfileInput) => void>();
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ site, renderedYear: 2026 }),
      Component: () => (
        <ProfileUrlForm
          label="LinkedIn Profile URL"
          description="We only use the words in the link. Your profile is never opened or read."
          rules="beginner"
          submitLabel="Show My 3 Ideas"
          busyLabel="Analyzing…"
          busy={false}
          onSubmit={onSubmit}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return onSubmit;
}

test("'About you' is optional, tidied, and sent beside the link", async () => {
  const onSubmit = renderForm();
  await userEvent.type(await screen.findByLabelText("LinkedIn Profile URL"), "linkedin.com/in/satyanadella");
  await userEvent.click(screen.getByRole("button", { name: "Show My 3 Ideas" }));
  expect(onSubmit).toHaveBeenLastCalledWith({ linkedinUrl: "linkedin.com/in/satyanadella", aboutYou: "", honeypot: "" });
  await userEvent.type(screen.getByLabelText("About you"), "  Head of   Support ");
  await userEvent.click(screen.getByRole("button", { name: "Show My 3 Ideas" }));
  expect(onSubmit).toHaveBeenLastCalledWith({ linkedinUrl: "linkedin.com/in/satyanadella", aboutYou: "Head of Support", honeypot: "" });
});

test("a bad 'About you' is refused under its own field with the endpoints' message, and nothing is sent", async () => {
  const onSubmit = renderForm();
  await userEvent.type(await screen.findByLabelText("LinkedIn Profile URL"), "https://www.linkedin.com/in/jane");
  const about = screen.getByLabelText("About you");
  await userEvent.click(about);
  await userEvent.paste("x".repeat(301));
  await userEvent.click(screen.getByRole("button", { name: "Show My 3 Ideas" }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(about.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Please keep it under 300 characters.")).toBeTruthy();
  expect(document.activeElement).toBe(about);
});

test("without a profile look-up the link's note stays; with one, the consent line says what is looked up", async () => {
  renderForm();
  expect(await screen.findByText("We only use the words in the link. Your profile is never opened or read.")).toBeTruthy();
  expect(screen.queryByText(aboutYouCopy.consent)).toBeNull();
  cleanup();
  renderForm({ ...defaultSiteConfig, profileLookup: "enrichlayer" });
  expect(await screen.findByText(aboutYouCopy.consent)).toBeTruthy();
  expect(screen.queryByText("We only use the words in the link. Your profile is never opened or read.")).toBeNull();
  expect(screen.getByRole("link", { name: "How we handle what you enter" }).getAttribute("href")).toBe("/privacy");
});
