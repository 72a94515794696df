import { FREE_FOR_NOW, GUIDE_COVER_SIZE, type GuideEntry } from "~/content/guides";

export const lovableGuide: GuideEntry = {
  path: "/lovable-guide",
  formKey: "lovableGuide",
  containerId: "convertkit-form-lovable-guide",
  meta: {
    title: "Lovable Starter Guide: build your first app without code",
    description:
      "A free starter guide to Lovable: plan your app on one page, write a first prompt that works, add log-in and data, fix errors and publish a link you can share.",
  },
  name: "Lovable Starter Guide",
  eyebrow: "Free starter guide",
  title: "Build your first app with Lovable, no code required",
  intro:
    "Lovable turns a description into a working web app. This guide shows you how to describe it well: from a one-page plan to a published app you can send to a colleague, in an afternoon.",
  cover: { src: "/images/guides/lovable-guide.svg", ...GUIDE_COVER_SIZE },
  learn: [
    "How to plan an app on one page before you write a single prompt, so the first version is close to what you meant",
    "The structure of a first prompt that works: who uses the app, the problem it solves, the screens and the look",
    "How to change one thing at a time without breaking what already works",
    "How to add log-in and save real data with Lovable's built-in database connection",
    "What to do when the preview shows an error, and how to get unstuck when the same fix keeps failing",
    "How to publish your app and share a link people can use",
  ],
  inside: [
    {
      title: "The one-page app brief",
      text: "A fill-in template that forces the decisions Lovable can't make for you: the user, the job to be done, the screens and the data.",
    },
    {
      title: "Your first prompt, annotated",
      text: "A complete starter prompt, line by line, with why each part is there and what happens when you leave it out.",
    },
    {
      title: "Follow-up prompts",
      text: "Tested wording for the changes everyone makes next: layout fixes, new fields, filters, empty states and mobile tweaks.",
    },
    {
      title: "The recovery checklist",
      text: "What to try, in order, when the app breaks: reading the error, reverting to a version that worked, and re-prompting from the brief.",
    },
    {
      title: "Starter projects for professionals",
      text: "Ready-made briefs for a client intake form, a team dashboard and a personal CRM, to adapt or to learn from.",
    },
  ],
  sampleIntro: "Here is the starter prompt from the guide. Paste it into Lovable as it is to see what a good first version looks like, then swap in your own app.",
  samples: [
    {
      title: "The starter prompt",
      context: "Your first message to Lovable, built from the one-page brief.",
      text: `Build a web app called "Client Check-in" for independent coaches.

Who uses it: a coach with 5 to 20 active clients, on a laptop between sessions.
The problem: notes from each session are scattered across documents, so the coach forgets what a client committed to last time.

Screens:
1. Clients: a list with each client's name, next session date and open commitments.
2. Client page: past sessions newest first, each with notes and commitments that can be ticked off.
3. New session: a form with date, notes and up to three commitments.

Look: calm and uncluttered, lots of white space, one accent color (deep teal).
Start with sample data for three clients. No log-in yet.`,
    },
    {
      title: "A follow-up prompt",
      context: "One change per message keeps everything else intact.",
      text: `On the Clients screen, add a filter at the top: "All" and "Has open commitments". Keep everything else exactly as it is.`,
    },
  ],
  audience: [
    "Professionals with an idea for a small tool and no developer to build it",
    "Founders who want to test an idea with real users before hiring anyone",
    "Coaches and consultants who want a simple app for their clients",
  ],
  notes: [FREE_FOR_NOW, "No coding experience needed.", "Delivered by e-mail when you subscribe."],
  signupText:
    "The guide lands in your inbox in a minute. Start with the one-page brief inside: a little planning up front saves a lot of re-prompting later.",
  signupButton: "Send me the guide",
};
