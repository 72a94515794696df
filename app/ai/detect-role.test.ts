import { expect, test } from "vitest";
import { detectRole, toWords } from "./detect-role";
import { ROLE_LIBRARY } from "./library/roles.server";
import type { RoleProfile } from "./library/role-schema";
import { parseProfileUrl } from "./linkedin-url";

// A small library of its own, so the rules are tested apart from the content being written.
const role = (id: string, matchPhrases: string[]): RoleProfile => ({
  id,
  label: id,
  audience: `a ${id}`,
  matchPhrases,
  summary: "",
  useCases: [],
  ideas: [],
});
const roles = [
  role("general", ["professional", "product manager"]),
  role("product-manager", ["senior product manager", "product manager", "product owner", "pm"]),
  role("product-marketing", ["product marketing manager", "product marketing"]),
  role("marketing", ["vp marketing", "marketing"]),
  role("sales", ["account executive", "sales"]),
  role("healthcare", ["nurse", "physician", "clinic", "healthcare"]),
  role("teacher", ["teacher", "educator"]),
  role("hr", ["talent acquisition", "recruiter", "hr", "people operations"]),
  role("finance", ["fp&a", "cfo", "accountant"]),
  role("founder", ["startup founder", "founder", "co-founder", "company"]),
];
const detect = (text: string) => detectRole(toWords(text), roles)?.role.id ?? null;
const fromLink = (url: string) => {
  const parsed = parseProfileUrl(url, "finder");
  if (!parsed.ok) throw new Error(parsed.message);
  return detectRole(parsed.profile.words, roles)?.role.id ?? null;
};

test("roles are found in the ways people describe themselves", () => {
  const cases: [string, string][] = [
    ["Product Manager at SaaS startup", "product-manager"],
    ["I'm a PM", "product-manager"],
    ["senior product manager, fintech", "product-manager"],
    ["Product owner in an agile team", "product-manager"],
    ["Marketing Director", "marketing"],
    ["VP of Marketing at Acme", "marketing"],
    ["Product Marketing Manager", "product-marketing"],
    ["account executive selling to hospitals", "sales"],
    ["ICU nurse", "healthcare"],
    ["We run three clinics", "healthcare"],
    ["High-school TEACHER", "teacher"],
    ["teachers and educators", "teacher"],
    ["Talent Acquisition partner", "hr"],
    ["HR business partner", "hr"],
    ["FP&A analyst", "finance"],
    ["Co-founder of a small company", "founder"],
    ["startup founder", "founder"],
    ["two companies", "founder"],
  ];
  for (const [text, expected] of cases) expect(detect(text), text).toBe(expected);
});

test("roles are found in the words of a profile link", () => {
  expect(fromLink("https://www.linkedin.com/in/jane-doe-product-manager-4b2a91")).toBe("product-manager");
  expect(fromLink("https://www.linkedin.com/in/sam-lee-pm")).toBe("product-manager");
  expect(fromLink("https://www.linkedin.com/in/dr-ana-ruiz-physician")).toBe("healthcare");
  expect(fromLink("https://www.linkedin.com/in/maria-recruiter")).toBe("hr");
  expect(fromLink("https://www.linkedin.com/in/alex_cfo")).toBe("finance");
});

test("nothing is detected from words that name no role, and the general profile is never detected", () => {
  expect(detect("Need better team dashboards")).toBeNull();
  expect(detect("")).toBeNull();
  expect(detect("I am a professional")).toBeNull();
  expect(fromLink("https://www.linkedin.com/in/jane-doe-4b2a91")).toBeNull();
  // Parts of words never count: "pm" is not in "rpm", "hr" not in "three".
  expect(detect("rpm of three engines")).toBeNull();
});

test("the most specific phrase wins, then the one mentioned first, then the library's order", () => {
  // Two words beat one wherever they stand.
  expect(detect("marketing lead turned product manager")).toBe("product-manager");
  // Same length: the one first in the text (the title usually comes before the industry).
  expect(detect("Teacher at a healthcare nonprofit")).toBe("teacher");
  expect(detect("Healthcare teacher")).toBe("healthcare");
  // Same phrase in two roles: the first in the library.
  const twins = [role("b-role", ["analyst"]), role("a-role", ["analyst"])];
  expect(detectRole(["analyst"], twins)?.role.id).toBe("b-role");
  expect(detectRole(["analyst"], twins)?.phrase).toBe("analyst");
});

test("the same words always give the same role", () => {
  const text = "Marketing director and sales lead at a clinic founder's company";
  const first = detect(text);
  for (let i = 0; i < 20; i += 1) expect(detect(text)).toBe(first);
  expect(detectRole(toWords(text), [...roles].reverse())?.role.id).toBe(first);
});

test("in the idea library, every role is found from its own most specific phrase", () => {
  for (const profile of ROLE_LIBRARY) {
    if (profile.id === "general") continue;
    const phrase = profile.matchPhrases[0]!;
    expect(detectRole(toWords(`I work as ${phrase}`), ROLE_LIBRARY)?.role.id, `${profile.id}: "${phrase}"`).toBe(profile.id);
  }
});

test("in the idea library, the ways people describe themselves find their role", () => {
  const cases: [string, string | null][] = [
    ["Product Manager at SaaS startup", "product-manager"],
    ["I'm a PM", "product-manager"],
    ["Looking for a new job", "job-seeker"],
    ["Marketing Director", "marketing"],
    ["Marketing director at a hospital", "marketing"],
    ["VP of Sales", "sales"],
    ["Head of People", "hr-recruiting"],
    ["Talent acquisition lead", "hr-recruiting"],
    ["ICU nurse", "healthcare"],
    ["Family physician", "healthcare"],
    ["High school teacher", "teacher"],
    ["Founder & CEO", "founder"],
    ["Chief Executive Officer", "executive"],
    ["Executive coach", "coach"],
    ["Management consultant", "consultant"],
    ["Software engineer at a fintech", "software-engineer"],
    ["Frontend developer", "software-engineer"],
    ["UX designer", "designer"],
    ["CFO", "finance"],
    ["Customer success manager", "customer-success"],
    ["Paralegal", "legal"],
    ["Real estate agent", "real-estate"],
    ["Data scientist", "data-analyst"],
    ["Content creator on YouTube", "content-creator"],
    ["Hotel general manager", "hospitality"],
    ["Need better team dashboards", null],
  ];
  for (const [text, expected] of cases) expect(detectRole(toWords(text), ROLE_LIBRARY)?.role.id ?? null, text).toBe(expected);

  const slugs: [string, string | null][] = [
    ["jane-doe-product-manager-4b2a91", "product-manager"],
    ["sam-lee-cpa", "finance"],
    ["maria-garcia-rn", "healthcare"],
    ["tom-recruiter", "hr-recruiting"],
    ["kate-realtor", "real-estate"],
    ["chris-devops", "software-engineer"],
    ["john-smith-12345", null],
  ];
  for (const [slug, expected] of slugs) {
    const parsed = parseProfileUrl(`https://www.linkedin.com/in/${slug}`, "finder");
    expect(parsed.ok && (detectRole(parsed.profile.words, ROLE_LIBRARY)?.role.id ?? null), slug).toBe(expected);
  }
});
