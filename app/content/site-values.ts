/**
 * The values the owner edits in the console's Settings and Offers pages, one field per key
 * (decision 068): what each is called, which page and group it sits in and what kind of value it
 * takes. A key is a path: a setting's is its place in the site configuration ("social.x"), an
 * offer's its place in the offers ("courses.executive-coach.regular"); a course's and the guide's
 * checkout links keep their configuration paths. Browser-safe: the console's forms draw from it;
 * the server's rules for each kind are in site-values.server.ts.
 */
import { SETTING_WORDS } from "~/config/launch-check-words";
import { businessBuilding, executiveCoach, jobHunting, type Course } from "./courses";
import { executiveWorkshop, services } from "./services";

export type SiteValueArea = "settings" | "offers";

/**
 * What a field takes. `social`, `photo`, `deadline` and `optional-url` may be empty: a social
 * profile off, the illustration in place of a photo, an offer without an end, a guide unlocked
 * without payment.
 */
export type SiteValueKind =
  | "name"
  | "text"
  | "long-text"
  | "email"
  | "url"
  | "social"
  | "photo"
  | "form-id"
  | "price"
  | "label"
  | "coupon"
  | "deadline"
  | "time-zone"
  | "optional-url"
  | "choice";

/** One of the fixed values a `choice` field takes, and what the owner reads for it. */
export interface SiteValueOption {
  value: string;
  label: string;
}

export interface SiteValueField {
  key: string;
  label: string;
  area: SiteValueArea;
  /** The heading the field sits under on its page. */
  group: string;
  kind: SiteValueKind;
  /** One line under the field, where its label alone does not say enough. */
  hint?: string;
  /** A `choice` field's values, in the order the page offers them. */
  options?: readonly SiteValueOption[];
}

/** The kinds a field may leave empty, and what empty means there. */
export const EMPTY_MEANS: Partial<Record<SiteValueKind, string>> = {
  social: "Off: the site shows no link to it",
  photo: "None: the site shows the illustrated portrait",
  deadline: "None: the offer stands until you end it",
  "optional-url": "None: the guide unlocks without payment (for testing only)",
};

const setting = (key: keyof typeof SETTING_WORDS, group: string, kind: SiteValueKind, hint?: string): SiteValueField => ({
  key,
  // A form's words name its page ("the home page"): its field says what it holds.
  label: kind === "form-id" ? `Form id on ${SETTING_WORDS[key]}` : SETTING_WORDS[key].charAt(0).toUpperCase() + SETTING_WORDS[key].slice(1),
  area: "settings",
  group,
  kind,
  ...(hint ? { hint } : {}),
});

const IDENTITY = "Who you are";
const SOCIAL = "Social profiles";
const LINKS = "Links";
const NEWSLETTER = "Newsletter provider";

const settingFields: SiteValueField[] = [
  setting("ownerName", IDENTITY, "name", "In the header, the footer, your profile and the courses' instructor cards."),
  { key: "tagline", label: "Your tagline", area: "settings", group: IDENTITY, kind: "text", hint: "One line under your name." },
  {
    key: "bio",
    label: "Your short bio",
    area: "settings",
    group: IDENTITY,
    kind: "long-text",
    hint: "On the home page and under every post. A blank line starts a new paragraph.",
  },
  setting("location", IDENTITY, "name", "In the footer."),
  setting("ownerEmail", IDENTITY, "email", "Where notices and the daily digest go, and the address the site's e-mail links write to."),
  setting("ownerPhoto", IDENTITY, "photo", "Shown round, cropped to its centre, on the home page, the about page and the courses."),
  setting("social.linkedin", SOCIAL, "social"),
  setting("social.x", SOCIAL, "social"),
  setting("social.tiktok", SOCIAL, "social"),
  setting("social.instagram", SOCIAL, "social"),
  setting("social.youtube", SOCIAL, "social"),
  setting("social.newsletterBlog", SOCIAL, "social", "Labelled Work Waves Blog."),
  setting("bookingUrl", LINKS, "url", "Where the services' buttons lead, unless a service has its own link on the Offers page."),
  setting("communityUrl", LINKS, "url", "The community card on the home page."),
  setting("lumiUrl", LINKS, "url", "The About page's 'About Lumi' link."),
  {
    key: "newsletter.sender",
    label: "Who sends the newsletter",
    area: "settings",
    group: NEWSLETTER,
    kind: "choice",
    options: [
      { value: "site", label: "This site" },
      { value: "kit", label: "Kit" },
    ],
    hint: "This site: it confirms each new address by e-mail and sends your issues itself. Kit: sign-ups go to Kit, which confirms and sends them (needs KIT_API_KEY and KIT_FORM_ID on the server).",
  },
  setting("newsletter.baseUrl", NEWSLETTER, "url", "Your account's address at the newsletter provider (Kit: https://<account>.kit.com)."),
  setting("newsletter.forms.hero", NEWSLETTER, "form-id", "The form id on the home page, the hub and the signup page."),
  setting("newsletter.forms.aiTools", NEWSLETTER, "form-id", "The form id on the AI tools page."),
  setting("newsletter.forms.lovableGuide", NEWSLETTER, "form-id", "The form id on the Lovable guide."),
  setting("newsletter.forms.meetingInsightsPrompts", NEWSLETTER, "form-id", "The form id on the meeting-insights prompts."),
  setting("newsletter.forms.vibeCodeJobHunting", NEWSLETTER, "form-id", "The form id on the vibe-coding job-hunting page."),
  setting("newsletter.forms.smartPromptSheet", NEWSLETTER, "form-id", "The form id on the smart prompt sheet."),
  setting("newsletter.forms.weeklyWinReport", NEWSLETTER, "form-id", "The form id on the weekly win report."),
];

function courseFields(course: Course): SiteValueField[] {
  const base = `courses.${course.slug}`;
  const field = (key: string, label: string, kind: SiteValueKind, hint?: string): SiteValueField => ({
    key,
    label,
    area: "offers",
    group: course.title,
    kind,
    ...(hint ? { hint } : {}),
  });
  return [
    field(`${base}.regular`, "Regular price", "price"),
    field(`${base}.offerLabel`, "Offer's name", "label", "What the page calls the lower price: Early bird, Early access."),
    field(`${base}.offerPrice`, "Offer price", "price", "Below the regular price."),
    field(`${base}.coupon`, "Coupon", "coupon", "Shown on the page and added to the checkout link while the offer stands."),
    field(`${base}.offerEndsAt`, "Offer ends", "deadline", "The offer leaves every page at this moment."),
    field(`${base}.offerTimeZone`, "Time zone of the end", "time-zone", "The page names the offer's last day in this zone."),
    field(`courseCheckout.${course.checkoutKey}`, "Checkout link", "url"),
  ];
}

const offerFields: SiteValueField[] = [
  ...[executiveCoach, jobHunting, businessBuilding].flatMap(courseFields),
  ...services.flatMap((service): SiteValueField[] => [
    { key: `services.${service.id}.price`, label: "Price", area: "offers", group: service.title, kind: "price" },
    {
      key: `services.${service.id}.bookingUrl`,
      label: "Booking link",
      area: "offers",
      group: service.title,
      kind: "url",
      hint: "The booking calendar on the Settings page unless you set another here.",
    },
  ]),
  {
    key: `services.${executiveWorkshop.id}.price`,
    label: "Starting price",
    area: "offers",
    group: executiveWorkshop.title,
    kind: "price",
    hint: "Asked about by e-mail: the page shows it as From $5,000.",
  },
  { key: "guide.price", label: "Price", area: "offers", group: "The full implementation guide", kind: "price" },
  { key: "guideCheckoutUrl", label: "Checkout link", area: "offers", group: "The full implementation guide", kind: "optional-url" },
];

/** Every field the owner edits, Settings first, in the order the pages show them. */
export const SITE_VALUE_FIELDS: readonly SiteValueField[] = [...settingFields, ...offerFields];

const fieldsByKey = new Map(SITE_VALUE_FIELDS.map((field) => [field.key, field]));

/** The field of a key, or undefined for a key no page edits. */
export function siteValueField(key: string): SiteValueField | undefined {
  return fieldsByKey.get(key);
}

/** A value as stored and shown: text, a number, or null for an empty field (see EMPTY_MEANS). */
export type SiteValue = string | number | null;

/** A field as its page shows it: the value in force, as text to edit, and whether the owner saved it. */
export interface SiteValueView {
  key: string;
  label: string;
  group: string;
  kind: SiteValueKind;
  hint?: string;
  /** A `choice` field's values. */
  options?: readonly SiteValueOption[];
  /** What an empty field means, for the fields that may be empty. */
  emptyMeans?: string;
  /** The value in force, as the field's text (a deadline in its own time zone, "" for empty). */
  text: string;
  /** The value in force, as the owner reads it ("$49", "Off", a date). */
  shown: string;
  /** The default's, likewise: the configuration's value for a setting, the content's for an offer. */
  defaultShown: string;
  /** true: the owner's saved value is in force; false: the default is. */
  saved: boolean;
}

/** A save, as the history lists it. */
export interface SiteValueChangeView {
  id: string;
  at: string;
  atText: string;
  by: string;
  entries: { key: string; label: string; before: string; after: string }[];
  /** This save undid an earlier one. */
  undoes: string | null;
  /** A later save undid this one. */
  undoneBy: string | null;
}
