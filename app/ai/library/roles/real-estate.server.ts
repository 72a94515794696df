import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "real-estate",
  label: "Real Estate Professional",
  matchPhrases: [
    "commercial real estate",
    "real estate agent",
    "real estate broker",
    "real estate",
    "realtor",
    "realty",
    "listing agent",
    "buyer's agent",
    "buyers agent",
    "property manager",
    "property management",
    "leasing agent",
    "leasing manager",
    "leasing consultant",
    "cre",
    "broker associate",
    "managing broker",
    "home sales",
  ],
  summary:
    "In real estate, your week is listings, showings, follow-ups, open houses, leases, maintenance requests and a lot of messages that all need a fast, personal reply. AI helps you draft listing descriptions, follow-up sequences, market updates and tenant notices in minutes, so you spend more time with clients. Check every fact about a property, follow fair housing rules in everything you publish, and keep clients' personal and financial details out of public AI tools.",
  useCases: [
    "Write listing descriptions from your notes and the property facts",
    "Draft follow-up messages after showings and open houses",
    "Write a monthly neighborhood market update for your sphere",
    "Answer common tenant questions and draft maintenance notices",
    "Prepare for a listing presentation with talking points and questions",
  ],
  ideas: [
    {
      id: "real-estate-listing-description",
      kind: "prompt",
      title: "Write a listing description from your walkthrough notes",
      subtitle: "Three versions for the MLS, social media and a flyer, with fair housing in mind",
      description:
        "Paste your walkthrough notes and the property facts, and get three listing descriptions in different lengths, using fair-housing-friendly language.",
      prompt: `You are an experienced listing agent and copywriter. Using the facts and notes below, write: 1) An MLS description under [character limit, e.g. 1,000] characters, 2) A social media caption under 60 words, 3) Three bullet points for a flyer. Lead with the features buyers in this market care about, use specific details instead of cliches like 'must see', and only use the facts given. Follow fair housing guidelines: describe the property, not the ideal buyer, and avoid words about family status, religion, race, disability or other protected classes. After the descriptions, list any statement I should verify.

Property facts: [beds, baths, square feet, lot, year built, updates, HOA]
Walkthrough notes: [paste your notes]
Neighborhood highlights (factual): [e.g. 5-minute walk to the light rail station]`,
      steps: [
        "Write down the facts from the listing sheet and your notes",
        "Run the prompt and pick the best lines from each version",
        "Verify every fact and check the text against fair housing rules",
        "Post it with your photos",
      ],
      howToTry: "Use your notes from your most recent listing and compare the output with the description you published.",
      example:
        "Input: a 3-bed 1950s bungalow with a new kitchen and a detached studio. Output: an MLS description that opens with the studio as a home office, a short Instagram caption and three flyer bullets.",
      difficulty: "Beginner",
      benefits: [
        "Descriptions in minutes, not an hour",
        "Versions for each channel at once",
        "Fair housing language built in",
      ],
      whyItHelps:
        "Good listing copy helps a property stand out, but you write it between showings. A fast, fact-based draft lets you spend your time on the property and the client.",
    },
    {
      id: "real-estate-listing-presentation",
      kind: "prompt",
      title: "Prepare for a listing presentation",
      subtitle: "Talking points, seller questions and likely objections before you walk in",
      description:
        "Describe the property and the seller's situation in general terms and get talking points, questions to ask, and answers to likely objections about price and commission.",
      prompt: `You are a top-producing listing agent coaching me before a listing appointment. Here is the situation: [property type and area], [seller's situation in general terms, e.g. relocating in 60 days], [what I know about comparable sales, summarized], [my marketing plan in a few lines].

Give me: 1) A 60-second opening that focuses on the seller's goals, 2) Eight questions to ask the seller, 3) The five objections I am most likely to hear (price, commission, timing, staging, 'my neighbor's agent') with a short, honest answer for each, 4) What to bring to the appointment. Do not make promises about sale price or time on market; suggest how to talk about ranges and evidence instead.`,
      steps: [
        "Summarize the property and seller situation without names or addresses",
        "Add your comparable sales summary and marketing plan",
        "Run the prompt and practice the opening out loud",
        "Adjust the objection answers to your own words and data",
      ],
      howToTry: "Run it for your next listing appointment, or for a past one to see what you might have added.",
      example:
        "Input: a condo seller relocating for work in 60 days. Output: an opening about a smooth move on their timeline, questions about flexibility on the closing date, and an answer to 'another agent said they can get more'.",
      difficulty: "Beginner",
      benefits: [
        "Walk in prepared for hard questions",
        "Seller-focused conversation",
        "Honest answers instead of promises",
      ],
      whyItHelps:
        "Listing appointments are won in the conversation. Practicing with realistic objections helps you stay calm, honest and focused on the seller's goals.",
    },
    {
      id: "real-estate-open-house-followup",
      kind: "build",
      title: "Open house sign-in with personal follow-ups",
      subtitle: "A tablet sign-in that drafts a personal follow-up for every visitor",
      description:
        "A sign-in app for open houses that records what each visitor cared about and drafts a personal follow-up message you review and send the same day.",
      prompt: `You are a friendly, professional real estate agent writing a follow-up after an open house. Using the visitor's answers below, write a short email (under 120 words) that thanks them, mentions one specific thing they liked, answers their question if I provided an answer, and offers one clear next step (a private showing, similar listings or a market update). No pressure and no promises about price. Then write a 2-sentence text message version.

Property: [address or nickname, key features]
Visitor answers: [what they liked, what they are looking for, timeline, question asked]
My answer to their question: [optional]`,
      steps: [
        "Paste the build instructions into Lovable",
        "Set up the sign-in questions for your next open house",
        "Run it on a tablet at the door",
        "Review and send the drafted follow-ups that evening",
      ],
      howToTry: "Try the prompt on notes from your last open house visitor before you build the app.",
      example:
        "A couple loved the backyard and asked about the school boundary; the draft thanks them, mentions the yard, points them to the district's official boundary map and offers a private showing.",
      difficulty: "Intermediate",
      benefits: [
        "Every visitor gets a personal follow-up",
        "Notes captured while they are fresh",
        "More conversations from each open house",
      ],
      whyItHelps:
        "Open house leads go cold when follow-up is generic or late. A personal message the same day shows you listened. Store visitor data according to your brokerage's privacy rules and with visitors' consent.",
      whatToBuild:
        "Screens: a tablet-friendly sign-in form, a visitor list for each open house, and a follow-up review page. Data: open houses (property, date), visitors (name, email, phone, consent to contact, working with an agent yes or no, what they liked, what they are looking for, timeline, question), and follow-ups (draft email, draft text, status). Buttons: 'Sign in' saves the visitor; 'Draft follow-ups' runs the AI step with the prompt for every visitor who consented; 'Approve' marks the draft ready; 'Copy' copies the text to your email or CRM.",
    },
    {
      id: "real-estate-tenant-helpdesk",
      kind: "build",
      title: "Tenant maintenance request portal with triage",
      subtitle: "Tenants report issues in a form, AI sorts urgency and drafts the reply",
      description:
        "A simple maintenance portal for property managers: tenants submit requests with photos, an AI step suggests urgency and category, and you get a draft reply.",
      prompt: `You are an experienced property manager triaging a maintenance request. Our urgency rules: emergency = risk to safety or major property damage (e.g. gas smell, flooding, no heat in winter), urgent = affects daily living, routine = everything else.

For the request below, return: 1) Category (plumbing, electrical, appliance, HVAC, pest, other), 2) Urgency with one-line reason, 3) Questions to ask the tenant, 4) A short, friendly reply to the tenant saying what happens next and any safety steps to take now (e.g. shut off the water valve), 5) A note if the request might be the tenant's responsibility under a typical lease, for me to check. The property manager confirms urgency and vendor choice.

Request: [paste tenant's description, unit type, season]`,
      steps: [
        "Write your urgency rules and vendor list",
        "Paste the build instructions into Lovable",
        "Test with five past requests",
        "Share the form link with tenants of one building first",
      ],
      howToTry: "Paste three past maintenance requests into ChatGPT with the prompt to check its urgency calls.",
      example:
        "Request: 'Water dripping from the ceiling under the upstairs bathroom.' Triage: plumbing, urgent, ask if the drip is growing, reply with how to shut off the supply valve if it worsens.",
      difficulty: "Intermediate",
      benefits: [
        "Emergencies spotted quickly",
        "Tenants get a fast, clear reply",
        "A record of every request",
      ],
      whyItHelps:
        "Maintenance requests arrive by text, email and voicemail at all hours. One portal with triage helps you respond to the urgent ones first and keeps tenants informed.",
      whatToBuild:
        "Screens: a tenant request form with photo upload, a manager queue sorted by urgency, and a request detail page. Data: properties and units, requests (unit, tenant contact, description, photos, category, AI urgency, confirmed urgency, vendor, status, dates), and vendors (trade, name, phone). Buttons: 'Submit' saves the request and runs the AI triage; 'Confirm urgency' lets the manager accept or change it; 'Assign vendor' picks from the list; 'Send reply' emails the drafted reply; 'Close' records the completion date.",
    },
    {
      id: "real-estate-market-update",
      kind: "agent",
      title: "Monthly neighborhood market update for your sphere",
      subtitle: "From public market data and news to a friendly monthly email draft",
      description:
        "An agent that collects public housing market news and your own monthly stats for a neighborhood and drafts a friendly market update email for your sphere.",
      prompt: `You are a real estate agent writing a monthly market update email for past clients and neighbors in [neighborhood or city]. Below are this month's stats (from my MLS export, summarized) and public housing news.

Write an email under 250 words: 1) A friendly subject line, 2) A two-sentence summary of the market, 3) Three numbers that matter (median price, days on market, inventory) with the change from last month, 4) One local news item and what it might mean for homeowners, 5) A soft call to action. Use only the numbers given; do not predict prices. Keep the tone warm and helpful.

Stats: [summary numbers passed in by the automation]
News: [public news items passed in by the automation]`,
      steps: [
        "Decide the neighborhood and the three numbers you will track",
        "Add a monthly trigger in Relay.app, a step for your stats sheet and public news feeds",
        "Add the AI step with the prompt",
        "Review the draft and send it from your email tool",
      ],
      howToTry: "Paste last month's numbers for one neighborhood and a news link into ChatGPT with the prompt.",
      example:
        "On the first of the month, the agent drafts an email: median price flat, days on market up from 18 to 26, inventory up 15%, a story about a new park, and an offer for a free home value review.",
      difficulty: "Intermediate",
      benefits: [
        "Stay in touch with your sphere every month",
        "Consistent, local, useful content",
        "Drafted before you start your day",
      ],
      whyItHelps:
        "Most business comes from past clients and referrals, and a regular useful email keeps you in mind. Automating the draft makes it easy to stay consistent.",
      whatToDo:
        "Trigger: the first weekday of each month. Steps: 1) read your summary stats for the neighborhood from a sheet you update from your MLS export; 2) read new items from a public local news RSS feed; 3) pass both to an AI step with the prompt; 4) create a draft in your email tool and notify you. Output: a monthly market update draft for your review. Follow your MLS's rules on sharing data.",
    },
    {
      id: "real-estate-showing-followup",
      kind: "agent",
      title: "After-showing follow-up from your calendar",
      subtitle: "After each showing, a drafted check-in with your notes, ready to send",
      description:
        "An agent that notices when a showing on your calendar ends, asks you for two quick notes, and drafts a follow-up message for your buyer.",
      prompt: `You are a buyer's agent following up after a showing. Below are the showing details and my quick notes about the client's reaction.

Write a text message under 60 words and an email under 120 words: thank them, reflect one thing they liked and one concern in their own terms, and suggest a clear next step (e.g. see two similar homes on Saturday, review comparable sales, or write an offer). No pressure and no claims about whether the home is a good investment.

Showing: [property nickname and time passed in by the automation]
My notes: [your quick notes passed in by the automation]`,
      steps: [
        "Put showings in your calendar with a consistent title, e.g. 'Showing:'",
        "In Relay.app, trigger when those events end and ask you for two lines of notes",
        "Add the AI step with the prompt",
        "Review the drafts and send them from your phone",
      ],
      howToTry: "After your next showing, type two lines of notes and run the prompt in ChatGPT.",
      example:
        "After a 4 p.m. showing, you type 'loved the light, worried about street noise'. The agent drafts a text offering to come back at rush hour and to show a quieter home on Saturday.",
      difficulty: "Intermediate",
      benefits: [
        "Follow-ups sent while the showing is fresh",
        "Messages that reflect the client's words",
        "Works from your own calendar",
      ],
      whyItHelps:
        "Buyers see many homes in a day and follow-ups often slip. A quick, personal message keeps momentum and shows you were listening.",
      whatToDo:
        "Trigger: a calendar event whose title starts with 'Showing:' ends. Steps: 1) send you a short form or message asking for two lines of notes; 2) when you answer, pass the event title and your notes to an AI step with the prompt; 3) send you the text and email drafts to review. Output: follow-up drafts within minutes of every showing. Leave clients' financial details out of the notes.",
    },
    {
      id: "real-estate-house-biography",
      kind: "creative",
      title: "Write a house's biography",
      subtitle: "Give a property a voice: the story of its decades, told by the house itself",
      description:
        "A playful exercise: give AI the facts about a house and its era and ask it to write the house's life story in its own voice, then borrow a line or two for your marketing.",
      prompt: `You are a storyteller with a soft spot for old houses. Write a 200-word 'autobiography' of a house, told by the house itself. The facts: [style, e.g. 1928 Craftsman], [neighborhood character], [notable features, e.g. original built-ins, a big front porch], [updates over the years]. Keep it warm and a little funny, with period details true to the era, and no made-up history about real people who lived there. Then suggest two lines from the story that could work in a listing or social post.`,
      steps: [
        "Pick a house you know, or your own home",
        "Add its style, era and features",
        "Run the prompt and enjoy the story",
        "Try a line or two in a social post",
      ],
      howToTry: "Write the biography of your own home in the next five minutes.",
      example:
        "Input: a 1928 Craftsman with a wide porch and original built-ins. Output: the house remembering porch swings, a 1970s shag carpet it is glad to be rid of, and its new kitchen, plus two lines for a listing post.",
      difficulty: "Beginner",
      benefits: [
        "A fun first try with AI",
        "Fresh angles for listing content",
        "Shows how to give AI facts to work from",
      ],
      whyItHelps:
        "Buyers connect with stories more than square footage. Playing with a house's voice is a low-stakes way to learn what AI writes well and where you need to check facts.",
    },
  ],
};
