import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "marketing",
  label: "Marketer",
  matchPhrases: [
    "chief marketing officer",
    "vp of marketing",
    "vp marketing",
    "head of marketing",
    "director of marketing",
    "marketing director",
    "marketing manager",
    "product marketing",
    "growth marketing",
    "growth marketer",
    "demand generation",
    "demand gen",
    "brand manager",
    "brand marketing",
    "content marketing",
    "digital marketing",
    "performance marketing",
    "lifecycle marketing",
    "field marketing",
    "marketing operations",
    "social media manager",
    "head of growth",
    "cmo",
    "pmm",
    "marketer",
    "marketing",
  ],
  summary:
    "You are judged on pipeline, brand and growth, and your week is a mix of campaign briefs, content calendars, channel reports and launch deadlines. AI helps you turn one good idea into many channel-ready assets, read campaign data faster, and keep your brand voice consistent across a team. It drafts and analyzes; you keep the strategy, the taste and the final say on what goes out under your brand.",
  useCases: [
    "Repurpose one webinar, report or blog post into a week of channel-ready content",
    "Turn campaign and channel metrics into a clear readout with next tests",
    "Check new copy against your brand voice and messaging guidelines",
    "Build consistent UTM links and a simple campaign tracker for the team",
    "Monitor industry news and turn it into timely content ideas",
  ],
  ideas: [
    {
      id: "marketing-content-repurposer",
      kind: "prompt",
      title: "Turn one asset into a week of channel-ready content",
      subtitle: "From a webinar transcript or blog post to LinkedIn posts, an email and social snippets",
      description:
        "Paste one strong piece of content and get a set of channel-specific drafts in your brand voice: LinkedIn posts, a newsletter section, short social posts and a few subject lines.",
      prompt:
        "You are a senior content marketer who writes for [audience, e.g. operations leaders at mid-size manufacturers]. Our brand voice is [three words, e.g. practical, warm, confident]. Here is the source asset: [paste the blog post, webinar transcript or report summary].\n\nCreate:\n1. Three LinkedIn posts (120-180 words each), each built on a different insight from the asset, with a clear hook in the first line and no hashtag stuffing.\n2. One newsletter section (150 words) with a call to action to [the CTA, e.g. watch the replay].\n3. Five short social posts under 280 characters.\n4. Five email subject lines under 50 characters.\n\nUse only claims and numbers that appear in the source. Mark any line where you are unsure of a fact with [check].",
      steps: [
        "Pick one asset that performed well or took real effort to make",
        "Fill in your audience, voice words and call to action",
        "Paste the asset and run the prompt",
        "Edit the drafts in your own voice and check every [check] mark",
        "Schedule the pieces across the week in your social or email tool",
      ],
      howToTry: "Paste your most recent blog post into the prompt and pick the best of the three LinkedIn drafts to edit and publish.",
      example:
        "A 40-minute webinar transcript on onboarding becomes three LinkedIn posts (one on the 'first 48 hours' idea, one on a customer story, one contrarian take), a newsletter blurb and five subject lines.",
      difficulty: "Beginner",
      benefits: ["More mileage from every asset", "Consistent voice across channels", "A full week of drafts in one sitting"],
      whyItHelps:
        "Most teams create good content and publish it once. Repurposing extends its reach, and AI removes the blank-page part so you can spend time on editing and distribution.",
    },
    {
      id: "marketing-campaign-readout",
      kind: "prompt",
      title: "Campaign performance readout with next tests",
      subtitle: "Paste channel metrics, get a clear story of what worked and what to test next",
      description:
        "Paste campaign numbers from your ad platforms, email tool or analytics and get a structured readout for your team or leadership, with honest limits and test ideas.",
      prompt:
        "You are a demand generation lead preparing a campaign readout for [audience, e.g. the CMO and sales leaders]. Campaign goal: [goal, e.g. demo requests from mid-market accounts]. Here is the data by channel and week: [paste a table with spend, impressions, clicks, CTR, conversions, cost per conversion, pipeline if known]. Context: [anything that changed, e.g. new landing page in week 3].\n\nWrite:\n1. A three-sentence summary for executives.\n2. What worked and what didn't, by channel, citing the numbers.\n3. Possible explanations, clearly labeled as hypotheses, not conclusions.\n4. Three next tests, each with a hypothesis, the metric to watch and how long to run it.\n5. Data caveats: small samples, attribution gaps, anything that needs checking.\n\nDo not invent numbers or benchmarks.",
      steps: [
        "Export the campaign numbers into a simple table",
        "Add the campaign goal and any changes made during the flight",
        "Run the prompt and check every number it cites against your export",
        "Pick one of the next tests and add it to your plan",
      ],
      howToTry: "Export last month's numbers for one campaign, paste the table into the prompt and read the executive summary it drafts.",
      example:
        "A four-week LinkedIn and Google Ads campaign readout shows Google drove cheaper demo requests, flags that LinkedIn conversions rose after the new landing page, and proposes an A/B test of the headline.",
      difficulty: "Beginner",
      benefits: ["Readouts drafted in minutes", "Clear separation of facts and hypotheses", "Every campaign ends with a next test"],
      whyItHelps:
        "Leaders want the story, not the spreadsheet. A structured readout makes your results easy to trust and keeps the team learning from each campaign.",
    },
    {
      id: "marketing-utm-tracker",
      kind: "build",
      title: "UTM link builder and campaign tracker",
      subtitle: "Consistent tracking links for the whole team, plus one list of every live campaign",
      description:
        "Build a small app that creates UTM links using your team's naming rules, stores them by campaign, and gives everyone one list of what is running where.",
      prompt:
        "Build a web app called 'Campaign Links' for a marketing team. Screens: (1) a Campaigns list with name, owner, start and end dates, channels and status (Planned, Live, Ended); (2) a Campaign page listing its tracking links in a table with a copy button for each; (3) a 'New Link' form: destination URL, source (dropdown: [list your sources, e.g. linkedin, google, newsletter, partner]), medium (dropdown: cpc, social, email, referral), campaign name (picked from existing campaigns), content (free text). The app builds the full UTM URL automatically, forces lower-case, replaces spaces with hyphens, and warns if the same link already exists. Add a search box and an 'Export CSV' button. Keep the design simple and fast to use.",
      steps: [
        "Write down your team's UTM naming rules before you start",
        "Paste the build prompt into Lovable and fill in your sources",
        "Create one real campaign and generate its links",
        "Share the app with the team and retire the old spreadsheet",
      ],
      howToTry: "Paste the prompt into Lovable and generate tracking links for the campaign you are launching next.",
      example:
        "A demand gen manager creates 'q3-webinar-security' and builds links for LinkedIn, the newsletter and two partners; all follow the same naming, so analytics reports group correctly.",
      difficulty: "Intermediate",
      benefits: ["Clean analytics data", "No more broken or inconsistent links", "One view of all live campaigns"],
      whyItHelps:
        "Messy UTM tags make attribution reports unreliable. Enforcing naming at the point of creation fixes the problem at its source.",
      whatToBuild:
        "Screens: Campaigns list with status, Campaign detail with its links, and a New Link form with dropdowns for source and medium. Data kept: Campaigns (name, owner, dates, status) and Links (campaign, destination, source, medium, content, full URL, created by). Actions: Generate builds and normalizes the URL, Copy puts it on the clipboard, a duplicate check warns before saving, Export CSV downloads all links.",
    },
    {
      id: "marketing-brand-voice-checker",
      kind: "build",
      title: "Brand voice checker for your team's copy",
      subtitle: "Paste any draft and see how it matches your voice, banned words and messaging pillars",
      description:
        "Build an app that stores your brand guidelines and uses AI to review any draft against them, returning specific suggestions rather than a full rewrite.",
      prompt:
        "Build a web app called 'Voice Check' for a marketing team. Screens: (1) a Guidelines page where an admin saves the brand voice description, 3-5 messaging pillars, words to avoid, preferred terms and two example paragraphs of on-brand copy: [paste your brand guidelines]; (2) a Check page with a large text box for a draft, a dropdown for the channel (website, email, LinkedIn, ad), and a 'Check my copy' button that sends the draft and the guidelines to an AI model; (3) a Results view showing an overall fit rating (Strong, Mixed, Off-brand), flagged sentences with the reason and a suggested edit, and which pillars the draft supports. Save each check with the date and author in a History page. Use AI only to suggest; never overwrite the draft automatically.",
      steps: [
        "Gather your brand voice guide, messaging pillars and banned words",
        "Paste the build prompt into Lovable and connect an AI step",
        "Enter your guidelines on the Guidelines page",
        "Test it with one on-brand and one off-brand draft",
        "Share it with writers and agencies before copy reaches review",
      ],
      howToTry: "Paste the prompt into Lovable, enter your voice description, and check a recent email draft against it.",
      example:
        "A freelancer's landing page draft is rated Mixed: it uses 'revolutionary' (a banned word), skips the 'time saved' pillar, and the tool suggests two plainer headline options.",
      difficulty: "Intermediate",
      benefits: ["Faster copy reviews", "Consistent voice across writers and agencies", "Guidelines people actually use"],
      whyItHelps:
        "Brand guidelines often live in a PDF nobody opens. Putting them into a checker means every draft gets the same review before it reaches you.",
      whatToBuild:
        "Screens: Guidelines (voice, pillars, avoid and preferred words, example copy), Check (draft text box, channel dropdown, Check button), Results (fit rating, flagged sentences with suggestions, pillars covered) and History. Data kept: one Guidelines record and Checks (draft, channel, rating, suggestions, author, date). Actions: Save guidelines, run an AI check that returns suggestions, and reopen past checks.",
    },
    {
      id: "marketing-news-to-content",
      kind: "agent",
      title: "Industry news to content ideas, every morning",
      subtitle: "An agent that reads public industry feeds and suggests timely posts for your brand",
      description:
        "An automation that reads public industry news and blog RSS feeds, picks the stories your audience cares about, and sends you three content angles each weekday.",
      prompt:
        "You are a content strategist for [company and product in one line], speaking to [audience]. Our messaging pillars are: [list 3-5 pillars]. Here are today's industry headlines and summaries: [paste feed items with title, source, link and summary].\n\nPick up to three stories that connect to our pillars and for each give:\n1. Why our audience cares, in one sentence.\n2. A content angle we could publish within 48 hours (LinkedIn post, short blog, or newsletter item).\n3. A first-line hook.\n4. Any risk: sensitive topic, competitor mention, or a claim that needs fact-checking.\n\nSkip stories about tragedies or anything where commenting would look opportunistic. If nothing fits, say 'No strong angles today'.",
      steps: [
        "Choose 5-10 public news sources or trade blogs with RSS feeds",
        "In Relay.app, set a weekday morning schedule and add the RSS feeds",
        "Add an AI step with the prompt and your pillars",
        "Send the ideas to your email or the team's content channel",
      ],
      howToTry: "Paste five headlines from a trade publication you read into the prompt and see which angles it suggests.",
      example:
        "A B2B HR software marketer gets a morning note: a new pay transparency law story paired with the 'compliance made simple' pillar, a suggested LinkedIn hook and a reminder to check legal details.",
      difficulty: "Intermediate",
      benefits: ["Timely content without constant scanning", "Ideas tied to your messaging", "Uses only public sources"],
      whyItHelps:
        "Reactive content performs best when it is fast, but scanning news every day is a time sink. This brings the relevant stories to you with an angle already attached.",
      whatToDo:
        "Trigger: every weekday at 7:30 a.m. Steps: collect new items from the chosen public RSS feeds from the last 24 hours; remove duplicates; send titles and summaries to an AI step with your pillars and the prompt; format up to three ideas with links. Output: one short email or Slack message with content angles and hooks, ready for a human to choose and write.",
    },
    {
      id: "marketing-demo-request-followup",
      kind: "agent",
      title: "Research and draft follow-ups for new demo requests",
      subtitle: "Each inbound request gets a company snapshot and a drafted reply for a human to send",
      description:
        "An automation that runs on every new demo or contact form submission, summarizes the company's public website with AI, and drafts a personalized follow-up for review.",
      prompt:
        "You are a marketing development rep. A new demo request came in: name [first name only], role [role], company [company name], message [what they wrote]. Here is text from the company's public website: [paste the about or homepage text]. Our product helps [who] with [what].\n\nWrite:\n1. A company snapshot in three bullets: what they do, likely size, and which of our use cases fits.\n2. A follow-up email under 120 words that references their message, offers two meeting times, [times], and asks one useful qualifying question.\n3. A fit score (Strong, Possible, Unclear) with one line of reasoning.\n\nDo not guess revenue or facts not on the website. The email is a draft for a person to review and send.",
      steps: [
        "Connect your demo request form as the trigger in Relay.app",
        "Add a step that fetches the company's homepage from the email domain",
        "Add the AI step with the prompt and a human approval step",
        "Send the approved email and log the snapshot in your CRM",
      ],
      howToTry: "Take the last demo request you received, paste the details and the company's homepage text into the prompt, and compare the draft with what you sent.",
      example:
        "A request from an operations manager at a regional logistics firm gets a snapshot (third-party logistics, about 200 staff, fits the scheduling use case), a 90-word draft and a Strong fit score.",
      difficulty: "Advanced",
      benefits: ["Faster response to hot leads", "Personal replies at scale", "Useful context for sales handoff"],
      whyItHelps:
        "Response speed matters for inbound leads, but generic replies waste them. This gives every request a quick, informed draft while a person stays in control of what is sent.",
      whatToDo:
        "Trigger: a new submission on the demo request form. Steps: read the email domain and fetch the company's public homepage; send the form answers and site text to an AI step with the prompt; pause for a human to approve or edit the draft; send the email; create or update the contact in your CRM with the snapshot and fit score. Output: a reviewed reply within minutes and a logged lead record. This uses your CRM and lead data, so follow your company's data policy.",
    },
    {
      id: "marketing-brand-dinner-party",
      kind: "creative",
      title: "Invite your brand to a dinner party",
      subtitle: "Discover your brand personality by imagining it as a guest at the table",
      description:
        "Ask AI to write a short scene where your brand and two competitors attend the same dinner party. It is a playful way to see how your voice differs, or doesn't.",
      prompt:
        "You are a witty novelist. Write a short dinner-party scene (about 300 words) where three brands are guests: our brand [name, with our tagline and three voice words] and two competitors [name and tagline for each]. Give each brand a personality based only on how they describe themselves publicly. Show how each one introduces itself, what it talks about over dinner, and how it reacts when another guest mentions [a common customer problem in our market].\n\nAfter the scene, add three bullet points: what makes our brand stand out at the table, where we sound like the others, and one phrase we could own.",
      steps: [
        "Copy your tagline and two competitors' taglines from their homepages",
        "Add three words that describe your intended voice",
        "Run the prompt and enjoy the scene",
        "Share the three takeaways in your next brand or content meeting",
      ],
      howToTry: "Paste your tagline and two competitors' taglines into the prompt and read the dinner scene with your team.",
      example:
        "A project management brand arrives as the cheerful organizer, one competitor as the serious consultant, another as the show-off; the takeaway notes that all three say 'seamless'.",
      difficulty: "Beginner",
      benefits: ["A fun, safe first use of AI", "Shows where your voice blends in", "Sparks better brand conversations"],
      whyItHelps:
        "Brand differentiation is hard to see from inside. A playful scene makes sameness obvious and gives the team language to talk about it.",
    },
  ],
};
