import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "small-business-owner",
  label: "Small Business Owner",
  matchPhrases: [
    "small business owner",
    "small-business owner",
    "local business owner",
    "business owner",
    "shop owner",
    "studio owner",
    "salon owner",
    "bakery owner",
    "franchise owner",
    "owner operator",
    "owner-operator",
    "plumber",
    "electrician",
    "landscaper",
    "handyman",
    "general contractor",
    "hvac technician",
    "trades business",
    "local business",
    "small business",
  ],
  summary:
    "You run the shop, the studio or the van, and also the books, the marketing and the customer inbox. AI is most useful to you as a fast back-office helper: drafting quotes and replies, turning reviews and receipts into decisions, and keeping your local listings and posts going without eating your evenings. You stay the one who checks prices, promises and anything tax or legal.",
  useCases: [
    "Draft clear quotes and estimates from your job notes",
    "Reply to Google and Yelp reviews in your own voice",
    "Plan a month of social posts around your real seasons and offers",
    "Sort receipts and invoices into a simple weekly money picture",
    "Write a simple FAQ and booking policy customers actually read",
  ],
  ideas: [
    {
      id: "small-business-owner-quote-writer",
      kind: "prompt",
      title: "Turn job notes into a clear, friendly quote",
      subtitle: "From scribbled site notes to an estimate a customer can say yes to",
      description:
        "Paste your rough notes from a site visit or consultation and get a tidy quote with scope, line items, exclusions and next steps. You fill in your own prices and check every line before it goes out.",
      prompt:
        "You are an experienced office manager for a small [type of business, e.g. plumbing company / photography studio / bakery]. Turn my rough job notes into a customer-ready quote.\n\nMy notes: [paste your notes from the visit or call]\nCustomer first name: [name]\nMy prices and rates: [paste your hourly rate, materials or package prices]\nPayment terms and deposit: [e.g. 30% deposit, balance on completion]\n\nWrite the quote with these sections: 1) a two-sentence summary of what the customer asked for, 2) scope of work as short bullet points, 3) line items with quantity and price using only the prices I gave you (write [PRICE?] where I did not give one), 4) what is not included, 5) timeline, 6) payment terms, 7) a warm closing with how to accept. Keep it plain, friendly and under one page. Do not invent prices, warranties or guarantees.",
      steps: [
        "Copy your notes from the visit or call, as messy as they are",
        "Add your real rates and payment terms in the brackets",
        "Paste the prompt into ChatGPT or Claude and read the draft",
        "Fill in any [PRICE?] gaps and fix anything you would not promise",
        "Paste it into your invoicing tool or email and send",
      ],
      howToTry: "Take the notes from your most recent estimate visit and run them through the prompt right now.",
      example:
        "A landscaper pastes 'backyard, 40ft fence line, remove 2 stumps, mulch beds front, client wants done before May' and gets a one-page quote with scope bullets, line items with [PRICE?] for stump grinding, exclusions (permits, irrigation) and a deposit line.",
      difficulty: "Beginner",
      benefits: [
        "Quotes go out the same day instead of on Sunday night",
        "Clear exclusions mean fewer 'I thought that was included' arguments",
        "Every quote looks professional and consistent",
      ],
      whyItHelps:
        "Slow or vague quotes lose jobs. A clear structure built from your own notes lets you reply while the customer is still deciding.",
    },
    {
      id: "small-business-owner-review-replies",
      kind: "prompt",
      title: "Reply to reviews in your own voice",
      subtitle: "Thoughtful replies to happy and unhappy customers in minutes",
      description:
        "Paste a batch of recent Google, Yelp or Facebook reviews and get a short, personal reply for each, including a calm response to the tough ones. You read and adjust before posting.",
      prompt:
        "You help a small [type of business] in [town or neighborhood] reply to online reviews. Our tone is [e.g. warm and down-to-earth, a little playful]. Our owner signs replies as [first name].\n\nHere are the reviews: [paste each review with its star rating]\n\nFor each review write a reply of 2 to 4 sentences. For positive reviews, thank them and mention one specific detail they wrote about. For mixed or negative reviews, thank them, acknowledge the problem without arguing, do not admit legal fault or offer refunds unless I say so, and invite them to contact us directly at [phone or email]. Never include customer personal details or order information. After the replies, list any pattern you notice across the reviews that I should fix in the business, in three bullets or fewer.",
      steps: [
        "Copy your last five to ten reviews with their star ratings",
        "Describe your tone and how you sign replies",
        "Run the prompt and edit each reply so it sounds like you",
        "Post the replies and note the patterns it spotted",
      ],
      howToTry: "Open your Google Business Profile, copy the three most recent reviews, and paste them into the prompt.",
      example:
        "A nail salon owner pastes a 5-star review praising 'Tina's gel work' and a 2-star one about a 40-minute wait; the AI thanks the first by naming Tina and answers the second calmly with an invitation to call, then flags 'wait times on Saturdays' as a pattern.",
      difficulty: "Beginner",
      benefits: [
        "Every review gets a reply, not just the easy ones",
        "Calm answers to complaints protect your reputation",
        "Patterns in feedback become a short fix-it list",
      ],
      whyItHelps:
        "Customers read how owners answer reviews when they choose a local business. Replying well takes energy you rarely have at the end of a day.",
    },
    {
      id: "small-business-owner-job-board",
      kind: "build",
      title: "A simple jobs and bookings board for your business",
      subtitle: "One screen showing every quote, booked job and unpaid invoice",
      description:
        "Build a small web app where you log each customer request, move it from quote to booked to done to paid, and see what needs chasing today. It replaces the sticky notes and the text-message memory.",
      prompt:
        "Build a simple jobs board web app for a small [type of business, e.g. painting company]. It keeps a list of jobs, each with: customer name, phone, address or location, what they want, quote amount, status (New request, Quote sent, Booked, Done, Paid), booked date, and notes. Screens: 1) a board with one column per status where I can drag a job to the next column, 2) a form to add or edit a job, 3) a 'Today' view listing jobs booked today and quotes sent more than [7] days ago with no answer, 4) a simple totals panel showing quoted, booked and unpaid amounts this month. Add a search box by customer name. Use a clean, mobile-friendly design with large buttons because I use it on my phone on site.",
      steps: [
        "Paste the prompt into Lovable or a similar no-code builder",
        "Add five real jobs from this week to test the flow",
        "Adjust the statuses to match how your work really moves",
        "Save it to your phone's home screen and use it for one week",
      ],
      howToTry: "Paste the prompt into Lovable and add your next three booked jobs as test data.",
      example:
        "A mobile dog groomer logs 'Sam, 2 doodles, full groom, $180, Booked Thu 10am'; on Friday she drags it to Done, and the Today view reminds her the quote sent to 'Lena' eight days ago never got an answer.",
      difficulty: "Intermediate",
      benefits: [
        "Nothing falls through the cracks between quote and payment",
        "See unpaid work at a glance",
        "Works from your phone on the job",
      ],
      whyItHelps:
        "Most small businesses lose money to forgotten follow-ups and unpaid invoices, not to a lack of customers. A board you built yourself fits the way you actually work.",
      whatToBuild:
        "Screens: a status board (columns New request, Quote sent, Booked, Done, Paid) with draggable job cards; an add/edit job form; a Today view with today's bookings and quotes older than seven days without an answer; a monthly totals panel. Data: one Jobs table with customer name, phone, location, request, quote amount, status, booked date, notes, created date. Actions: 'Add job' opens the form; dragging a card changes status; 'Mark paid' moves a job to Paid and updates totals; search filters cards by customer name.",
    },
    {
      id: "small-business-owner-faq-page",
      kind: "build",
      title: "A customer FAQ and booking-policy page you can share",
      subtitle: "Answer the same ten questions once, with a link instead of a text thread",
      description:
        "Build a one-page site with your services, prices from, service area, booking policy and FAQ, plus a short request form. Share the link whenever a customer asks the usual questions.",
      prompt:
        "Build a one-page website for my small business, [business name], a [type of business] serving [area]. Sections: 1) a short hero with what we do and a 'Request a booking' button, 2) services with 'starting from' prices: [list services and starting prices], 3) service area and hours: [details], 4) booking, deposit and cancellation policy: [paste your policy], 5) an FAQ accordion with these questions and my answers: [paste your top questions and answers], 6) a request form with name, phone, email, service wanted, preferred date and a message. Store form submissions in a table I can view on an admin page protected by a password. Keep it fast, mobile-first and in a warm, simple style with my colors [colors].",
      steps: [
        "List the ten questions customers ask you most",
        "Write your real answers and policies in plain words",
        "Paste the prompt into Lovable with your details filled in",
        "Test the request form from your phone",
        "Add the link to your Google profile and text replies",
      ],
      howToTry: "Write down the five questions you answered most often this week, then paste them into the prompt.",
      example:
        "A pottery studio owner adds class prices, a 48-hour cancellation policy and FAQs like 'Can I bring my own clay?'; the page goes live with a request form that collects names and preferred class dates in an admin table.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer repeated questions by text and phone",
        "Policies stated clearly before anyone books",
        "A simple lead list without a paid booking system",
      ],
      whyItHelps:
        "Answering the same questions one by one steals hours every week. A page with your policies also sets expectations before there is a dispute.",
      whatToBuild:
        "Screens: a public one-page site (hero, services with starting prices, service area and hours, policies, FAQ accordion, request form) and a password-protected admin page. Data: a Requests table with name, phone, email, service, preferred date, message, received time and a handled checkbox. Actions: 'Request a booking' scrolls to the form; 'Send' saves the request and shows a thank-you message; on the admin page, 'Mark handled' ticks the request and filters it out of the open list.",
    },
    {
      id: "small-business-owner-review-digest",
      kind: "agent",
      title: "Weekly digest of new reviews and what to do about them",
      subtitle: "Every Monday: new reviews, draft replies and one thing to fix",
      description:
        "An agent that collects review notification emails from the past week, drafts a reply for each and sends you one short digest with a suggested fix. You approve and post the replies yourself.",
      prompt:
        "You are the assistant to the owner of a small [type of business]. Below are the review notification emails from the past week. [paste or pass in the review emails]\n\nProduce a digest with: 1) a one-line summary of the week (number of reviews, average stars, overall mood), 2) each review quoted briefly with a suggested reply of 2 to 4 sentences in a warm, personal tone signed by [first name], never offering refunds or admitting fault, 3) the single most useful improvement the reviews point to, with one concrete action for next week. If there were no reviews, say so and suggest one simple way to ask happy customers for one. Keep the whole digest under 350 words.",
      steps: [
        "Create a Gmail label or filter for review notification emails",
        "In Relay.app, start a weekly scheduled workflow on Monday morning",
        "Add a step that gathers last week's labeled emails",
        "Add an AI step with the prompt and send the result to your inbox",
      ],
      howToTry: "Set up a Gmail filter that labels emails from Google Business Profile and Yelp as 'Reviews' today.",
      example:
        "On Monday at 7am the owner of a bike repair shop gets: '4 reviews, avg 4.5, mostly happy', three draft replies, and 'Two people mention not knowing when bikes are ready: send a text when a repair is done.'",
      difficulty: "Intermediate",
      benefits: [
        "Reviews never sit unanswered for weeks",
        "Replies are drafted before you even open the apps",
        "A weekly nudge on what customers are telling you",
      ],
      whyItHelps:
        "Reviews shape local search and first impressions, but checking several platforms is easy to skip. This brings them to you once a week with the work half done.",
      whatToDo:
        "Trigger: every Monday at 7am. Steps: 1) collect the past seven days of emails under your 'Reviews' Gmail label (Google, Yelp, Facebook notifications), 2) pass them to an AI step that extracts each review's stars and text, drafts a short reply in your voice and names one improvement, 3) email you the digest. Output: one email with the week's summary, draft replies to copy into each platform, and one action for the week. It uses only your own inbox, no company systems.",
    },
    {
      id: "small-business-owner-invoice-chaser",
      kind: "agent",
      title: "Polite payment reminders for overdue invoices",
      subtitle: "Drafts friendly follow-ups when an invoice passes its due date",
      description:
        "An agent that checks your invoicing tool or a simple sheet for overdue invoices and drafts a polite reminder for each, getting firmer with each step. You review the drafts before anything is sent.",
      prompt:
        "You write payment reminders for a small [type of business]. For the overdue invoice below, draft a short email reminder.\n\nCustomer first name: [name]\nInvoice number and date: [number, date]\nAmount and due date: [amount, due date]\nDays overdue: [days]\nReminders already sent: [0, 1 or 2]\nHow to pay: [payment link or details]\n\nIf no reminder was sent, be friendly and assume it slipped their mind. If one was sent, be clear and still polite, and restate the amount and due date. If two were sent, be firm, state the next step I choose: [e.g. a phone call, a late fee as per our terms], and keep it professional. Never threaten legal action. Keep it under 120 words with a clear subject line.",
      steps: [
        "Keep unpaid invoices in a Google Sheet or your invoicing tool",
        "In Relay.app, schedule a check every weekday morning",
        "Filter to invoices past their due date",
        "Add an AI step to draft each reminder, with a human approval step before sending",
      ],
      howToTry: "Run the prompt once by hand on your oldest unpaid invoice and see how the reminder reads.",
      example:
        "An electrician's sheet shows invoice #1042, $640, 12 days overdue with one reminder sent; the agent drafts 'Quick follow-up on invoice #1042' that restates the amount and payment link, and waits for his approval.",
      difficulty: "Intermediate",
      benefits: [
        "Chasing money no longer depends on remembering",
        "Tone escalates gently and stays professional",
        "You approve every message before it goes",
      ],
      whyItHelps:
        "Cash flow makes or breaks a small business, and most owners hate chasing payments. Drafted reminders remove the awkward part while you keep control.",
      whatToDo:
        "Trigger: every weekday at 8am. Steps: 1) read your invoices sheet or invoicing tool and find unpaid invoices past their due date, 2) for each, an AI step drafts a reminder matched to how many reminders were already sent, 3) a human-in-the-loop step shows you the drafts to approve, edit or skip, 4) approved emails are sent and the sheet's 'reminders sent' count goes up by one. Output: sent reminders and an updated sheet.",
    },
    {
      id: "small-business-owner-shop-story",
      kind: "creative",
      title: "Write the origin story of your business as a short tale",
      subtitle: "A playful way to find the words for your About page",
      description:
        "Ask AI to tell how your business started as a short, warm story, then pull the best lines for your About page, window sign or social bio. Low stakes, surprisingly useful.",
      prompt:
        "You are a warm, witty storyteller. Write a short story (about 250 words) about how my business came to be, told like a local legend.\n\nBusiness: [name and what you do]\nWhere: [town or neighborhood]\nHow it started: [a few facts, e.g. started in my garage in 2016 after fixing my neighbor's bike]\nWhat customers love: [two or three things]\nA quirky detail: [e.g. the shop cat, the van's name]\n\nKeep every fact I gave you true and do not invent awards or numbers. After the story, give me: three one-sentence taglines, a 40-word About blurb, and a 150-character social media bio, all in the same voice.",
      steps: [
        "Jot down how you started and one quirky detail",
        "Paste the prompt and read the story out loud",
        "Pick your favorite tagline and bio",
        "Use one of them somewhere public this week",
      ],
      howToTry: "Fill in the five brackets from memory and run the prompt during your next coffee break.",
      example:
        "A baker who started selling sourdough from her porch in 2019 gets a short tale about 'the porch that fed a street', plus the tagline 'Baked on Maple Street, loved across town' for her chalkboard.",
      difficulty: "Beginner",
      benefits: [
        "A fun first try with AI that costs nothing",
        "Fresh words for your About page and bios",
        "Reminds you what makes your business yours",
      ],
      whyItHelps:
        "Owners often struggle to describe their own business. Seeing it as a story helps you find the personal details that make local customers choose you.",
    },
  ],
};
