import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "supply-chain",
  label: "Supply Chain, Procurement and Logistics",
  matchPhrases: [
    "supply chain",
    "procurement",
    "strategic sourcing",
    "sourcing manager",
    "purchasing manager",
    "purchasing agent",
    "procurement officer",
    "demand planner",
    "supply planner",
    "inventory planner",
    "inventory manager",
    "materials manager",
    "logistics coordinator",
    "logistics manager",
    "warehouse manager",
    "distribution center",
    "transportation manager",
    "freight",
    "logistics",
    "warehouse",
    "purchasing",
    "sourcing",
    "scm",
  ],
  summary:
    "Your week runs on purchase orders, supplier emails, forecasts, shipment updates and the weekly S&OP or ops review. AI helps you compare supplier quotes, draft RFQs and negotiation notes, summarize exceptions and keep an eye on disruptions, so you spend more time on decisions and relationships. Contract terms, commercial commitments and anything safety-related still need a human check, and keep supplier pricing and contract details out of public AI tools unless your company allows it.",
  useCases: [
    "Compare supplier quotes side by side with the trade-offs spelled out",
    "Draft an RFQ or RFP from a short requirements list",
    "Prepare talking points for a supplier negotiation or business review",
    "Summarize late shipments and stock-outs for the weekly ops meeting",
    "Watch public news for port, weather and supplier disruptions",
  ],
  ideas: [
    {
      id: "supply-chain-quote-comparison",
      kind: "prompt",
      title: "Compare supplier quotes beyond the unit price",
      subtitle: "A side-by-side view of price, lead time, MOQ, terms and risk",
      description:
        "Paste two to five supplier quotes and get a comparison table with total landed cost factors, lead times, minimum order quantities and terms, plus the questions to ask each supplier. You make the award decision.",
      prompt:
        "You are an experienced procurement analyst. Compare these supplier quotes for [item or service, with spec summary]. Our annual volume is about [volume] and we need delivery to [location] by [date].\n\nQuotes: [paste each quote, with supplier names replaced by Supplier A, B, C if confidential]\n\nBuild a comparison table with: unit price at our volume, price breaks, MOQ, lead time, Incoterms and who pays freight and duties, payment terms, validity date, warranty or quality terms, and anything missing from the quote. Then estimate which costs beyond unit price could change the ranking (freight, duties, packaging, tooling, inventory carrying), marking any number you assume as [ASSUMPTION]. List the three questions I should ask each supplier before deciding. Do not recommend a winner as final; give me a short view of the trade-offs.",
      steps: [
        "Anonymize supplier names if your policy requires it",
        "Paste the quotes with volume and delivery needs",
        "Check the table against the original quotes",
        "Send the follow-up questions before making the award",
      ],
      howToTry: "Take the quotes from your last RFQ and see whether the comparison matches your own conclusion.",
      example:
        "A buyer comparing three quotes for corrugated boxes sees that Supplier B's lowest unit price comes with an MOQ of 20,000, EXW terms and a 9-week lead time, and gets questions about consignment stock and price validity.",
      difficulty: "Beginner",
      benefits: [
        "Sees hidden costs behind a low unit price",
        "Finds gaps in quotes before award",
        "A clean table for your approval memo",
      ],
      whyItHelps:
        "Quotes rarely arrive in the same format, and the cheapest unit price is often not the cheapest option. A structured comparison makes the trade-offs visible and defensible.",
    },
    {
      id: "supply-chain-negotiation-prep",
      kind: "prompt",
      title: "Prepare for a supplier negotiation or business review",
      subtitle: "Objectives, leverage, likely pushback and your walk-away points on one page",
      description:
        "Describe the supplier relationship and what you want, and get a one-page negotiation plan with objectives, give-gets, likely supplier arguments and questions. It helps you walk in prepared, not scripted.",
      prompt:
        "You are a seasoned category manager coaching me before a supplier meeting. Context: we buy [category] from [Supplier A], about [annual spend or volume], for [years]. Recent performance: [on-time delivery, quality issues, price changes]. The supplier wants: [e.g. a 6% price increase]. I want: [e.g. hold price, better lead time, consignment stock]. Alternatives we have: [other suppliers, in-house, none].\n\nPrepare a one-page plan: 1) my objectives ranked, with target and walk-away for each, 2) our leverage and their leverage, honestly, 3) five arguments the supplier is likely to make and a calm response to each, 4) give-gets I could trade (for example volume commitment for price), 5) five questions to ask early in the meeting, 6) what to put in the follow-up email. Do not invent market data; where a benchmark would help, write [FIND BENCHMARK].",
      steps: [
        "Summarize spend, performance and what each side wants",
        "Run the prompt and adjust targets to your real limits",
        "Find the benchmarks it flags",
        "Take the one-pager into the meeting",
      ],
      howToTry: "Run the prompt for your next supplier business review on the calendar.",
      example:
        "A procurement manager facing a resin price increase gets a plan that ties any increase to a published index, offers a 12-month volume commitment in exchange for holding lead time at 4 weeks, and flags '[FIND BENCHMARK] resin index trend'.",
      difficulty: "Beginner",
      benefits: [
        "Clear targets and walk-away points",
        "Prepared answers to predictable pushback",
        "More trades on the table than price alone",
      ],
      whyItHelps:
        "Negotiations are often prepared in the ten minutes before the call. A structured plan helps you trade value instead of just resisting price increases.",
    },
    {
      id: "supply-chain-po-tracker",
      kind: "build",
      title: "An open PO and late-shipment tracker",
      subtitle: "See which purchase orders are at risk and what to chase today",
      description:
        "Build an app where you import open purchase orders, log supplier confirmations and ETAs, and see which lines are late or at risk. It drafts the chaser email for each at-risk line.",
      prompt:
        "Build an open purchase order tracker web app for a [purchasing / supply planning] team. Data: Suppliers (name, contact, email, typical lead time) and PO lines (PO number, supplier, item code, description, quantity, order date, requested date, confirmed date, latest ETA, status: open, confirmed, shipped, received, notes). Screens: 1) a table of open PO lines with colored flags: late (ETA past requested date), at risk (no confirmation after [3] days or ETA within [5] days of requested date), on track, 2) a supplier page with their open lines and on-time rate from received lines, 3) a 'Today' list of lines to chase, 4) CSV import from our ERP export. On each at-risk line, a 'Draft chaser' button uses AI to write a short, polite email asking for confirmation or a new ETA. Keep it simple and fast.",
      steps: [
        "Export open POs from your ERP as CSV",
        "Paste the prompt into Lovable and build the tracker",
        "Import a week of open lines and check the flags",
        "Use the Today list for your morning supplier calls and emails",
      ],
      howToTry: "Build the tracker and import one supplier's open PO lines from a CSV export.",
      example:
        "A planner imports 240 open lines; the Today view flags 11 unconfirmed after three days and 4 late, and a drafted email to a fastener supplier asks for a confirmed ship date on PO 45821 line 3.",
      difficulty: "Intermediate",
      benefits: [
        "Problems spotted before the production line feels them",
        "Supplier on-time rates from your own data",
        "Chasing emails drafted in seconds",
      ],
      whyItHelps:
        "Most ERPs are poor at showing what needs chasing today. A lightweight tracker on top of an export gives planners a clear daily list.",
      whatToBuild:
        "Screens: Open lines table with late, at-risk and on-track flags, Supplier page with on-time rate, Today chase list, CSV import. Data: Suppliers and PO lines as described, plus a log of chaser emails sent. Actions: 'Import CSV' loads or updates lines by PO and line number; editing confirmed date or ETA recalculates flags; 'Draft chaser' sends the line details to an AI step for a short email you copy; 'Mark received' closes the line and updates the supplier's on-time rate.",
    },
    {
      id: "supply-chain-rfq-builder",
      kind: "build",
      title: "An RFQ builder with a supplier response comparison",
      subtitle: "Create consistent RFQs and compare the answers in one table",
      description:
        "Build an app that turns a short requirements list into a structured RFQ, collects supplier responses through a form and lines them up for comparison. Everyone answers the same questions in the same format.",
      prompt:
        "Build an RFQ builder web app for a procurement team buying [type of goods or services]. Screens: 1) 'New RFQ': I enter item or service, specs, volume, delivery location, timeline, and evaluation criteria with weights (e.g. price 40%, lead time 20%, quality 20%, service 20%); an AI step drafts a clear RFQ document with instructions, required response fields and deadline [date], which I can edit, 2) a supplier response form with fixed fields (unit price by volume tier, MOQ, lead time, Incoterms, payment terms, validity, certifications, comments) that I share by link, 3) a comparison page showing all responses side by side with weighted scores I can adjust, 4) an export of the comparison as PDF for approval. Suppliers see only their own form, never other responses.",
      steps: [
        "Paste the prompt into Lovable and build the RFQ flow",
        "Create a test RFQ for a real upcoming purchase",
        "Send the response link to two friendly suppliers",
        "Review the comparison and adjust the weights",
      ],
      howToTry: "Build the 'New RFQ' screen and draft an RFQ for something you buy regularly.",
      example:
        "A facilities buyer sourcing janitorial services gets a drafted RFQ with site list and service levels; four suppliers answer through the form, and the comparison shows the second-cheapest bid scoring highest on service and certifications.",
      difficulty: "Intermediate",
      benefits: [
        "Apples-to-apples supplier responses",
        "Transparent, weighted evaluation",
        "An approval-ready comparison",
      ],
      whyItHelps:
        "When suppliers answer in their own formats, comparison becomes guesswork. A shared structure makes evaluation faster and easier to defend to stakeholders and auditors.",
      whatToBuild:
        "Screens: New RFQ form with an AI-drafted document editor, Supplier response form (shared by unique link), Comparison page with adjustable weights, PDF export. Data: RFQs (item, specs, volume, location, deadline, criteria and weights, document text), Suppliers (name, email, unique link) and Responses (RFQ, supplier, all response fields, submitted time). Actions: 'Draft RFQ' calls an AI step; 'Invite supplier' creates a link; 'Submit' saves a response; changing a weight re-scores all responses; 'Export PDF' creates the comparison.",
    },
    {
      id: "supply-chain-disruption-watch",
      kind: "agent",
      title: "Daily disruption watch for your lanes and suppliers",
      subtitle: "Scans public news for port, weather, strike and supplier events that may affect you",
      description:
        "An agent that reads public news and logistics RSS feeds every morning, keeps events that touch your ports, lanes, regions and key suppliers, and sends a short risk note with suggested checks. No internal systems needed.",
      prompt:
        "You are a supply chain risk analyst. Our key lanes and nodes: [e.g. Shanghai to Long Beach ocean, Monterrey to Dallas truck]. Key supplier regions and public company names: [list]. Critical materials: [list]. Here are today's news items: [pass in headlines and summaries].\n\nKeep only items that could plausibly affect our lanes, regions, suppliers or materials in the next eight weeks: port congestion, strikes, extreme weather, factory incidents, sanctions or tariffs, carrier changes. For each: what happened, where, source link, which of our lanes or suppliers it may touch, likely severity (low, medium, high) with one sentence of reasoning, and one practical check (for example, confirm ETA with the forwarder). Do not invent delay durations or numbers. End with a two-line summary for the ops team.",
      steps: [
        "Choose public RSS feeds: logistics news, port authority updates, weather alerts",
        "In Relay.app, create a weekday morning workflow that reads them",
        "Add an AI step with the prompt and your lanes and suppliers",
        "Email the note to yourself or post it to a team channel",
      ],
      howToTry: "Paste today's top ten logistics headlines into the prompt with your three main lanes.",
      example:
        "A logistics coordinator's note flags a typhoon warning near Kaohsiung (high, two open ocean bookings) with the check 'ask forwarder about vessel schedule', and a port labor negotiation on the US East Coast (medium).",
      difficulty: "Intermediate",
      benefits: [
        "Hear about disruptions before suppliers tell you",
        "Relevant events only, tied to your lanes",
        "Built on free, public sources",
      ],
      whyItHelps:
        "Disruptions usually show up in the news days before they show up in your ETAs. A filtered daily note gives you time to rebook, expedite or warn customers.",
      whatToDo:
        "Trigger: every weekday at 7am. Steps: 1) read the last 24 hours from public RSS feeds (logistics news, port authority notices, national weather alerts), 2) an AI step filters items against your lanes, regions, suppliers and materials and assigns severity and a check, 3) email the note to you or post it to Slack or Teams. Output: a short morning risk note, using only public sources.",
    },
    {
      id: "supply-chain-weekly-exceptions",
      kind: "agent",
      title: "Weekly exceptions summary for the ops review",
      subtitle: "Turns the week's late POs, stock-outs and expedites into a one-page update",
      description:
        "An agent that takes your weekly ERP or spreadsheet exports and writes a plain-language exceptions summary for the S&OP or ops meeting: what went wrong, why, and what is being done. You check it before sharing.",
      prompt:
        "You are a supply chain analyst preparing the weekly operations review for [company type]. Here are this week's exports: late PO lines [paste or pass in], items below safety stock [paste], expedites and premium freight [paste], and notes from the team [paste].\n\nWrite a one-page summary with: 1) headline: the three things leadership needs to know, 2) a table of the top ten exceptions by business impact with item, supplier, issue, customer or production impact, owner and next step, 3) patterns across suppliers or items (for example, one supplier causing half the late lines), 4) decisions or help needed from leadership. Use only the data provided; where impact is unclear, write [IMPACT?]. Keep a factual, blame-free tone.",
      steps: [
        "Save the weekly exports to a shared Google Drive folder",
        "In Relay.app, trigger the workflow when the week's files arrive",
        "Add an AI step with the prompt",
        "Send the draft to yourself for review before the meeting",
      ],
      howToTry: "Run the prompt by hand on last week's late-PO export and compare it with the deck you presented.",
      example:
        "A supply planning lead gets a draft noting that one packaging supplier accounts for 14 of 31 late lines, two SKUs fell below safety stock, and leadership needs to approve air freight for a key customer order.",
      difficulty: "Advanced",
      benefits: [
        "The weekly deck drafts itself",
        "Patterns that tables alone hide",
        "A consistent, blame-free format",
      ],
      whyItHelps:
        "Planners spend hours every week turning exports into slides. A drafted summary frees that time for fixing the problems it describes.",
      whatToDo:
        "Trigger: new files in your 'Weekly ops exports' Google Drive folder on Friday (late POs, stock below safety, expedites). Steps: 1) read the files, 2) an AI step ranks exceptions by impact, finds patterns and drafts the one-page summary, 3) save it as a Google Doc and email you the link for review. Output: a draft ops review summary. This uses internal data, so use an AI tool your company approves.",
    },
    {
      id: "supply-chain-journey-of-a-part",
      kind: "creative",
      title: "Tell the journey of one product as a travel diary",
      subtitle: "A playful story of a part's trip from raw material to your customer's door",
      description:
        "Ask AI to narrate the trip of one of your products as a travel diary, then use it to explain your supply chain to new hires, sales or customers. Fun to read and surprisingly clarifying.",
      prompt:
        "Write a travel diary, in the first person, of [a product or part, e.g. a bag of coffee beans / a circuit board / a pallet of shampoo] traveling through our supply chain. Here are the real steps: [list each step: raw material source, factory, port or warehouse, transport mode, distribution center, customer]. Typical time at each step: [rough durations].\n\nMake it about 300 words, warm and funny, with one diary entry per step. Keep the facts I gave you accurate and do not add steps I did not list. After the diary, give me: the step where the product waits the longest, one question a new hire would ask after reading it, and a two-sentence plain summary of our supply chain for the sales team.",
      steps: [
        "List the real steps of one product's journey",
        "Add rough times at each step",
        "Run the prompt and enjoy the diary",
        "Share it with a new hire or your sales team",
      ],
      howToTry: "Pick your best-selling product and list its steps from memory, then run the prompt.",
      example:
        "A coffee importer gets a diary from a bean that 'waited 19 days in a container at the port, reading the same shipping label', and realizes port dwell time is the longest step to explain to customers.",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-stakes first use of AI",
        "A clear explainer for new hires and sales",
        "Highlights where time is really spent",
      ],
      whyItHelps:
        "Supply chains are invisible to most colleagues, which makes delays hard to explain. A story makes the flow memorable and shows where the waiting happens.",
    },
  ],
};
