import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "hospitality",
  label: "Hospitality, Events and Travel",
  matchPhrases: [
    "hotel general manager",
    "hotel manager",
    "front office manager",
    "guest relations",
    "restaurant manager",
    "restaurant owner",
    "food and beverage",
    "f&b",
    "executive chef",
    "head chef",
    "chef",
    "sommelier",
    "catering",
    "banquet",
    "event planner",
    "event manager",
    "events manager",
    "wedding planner",
    "meeting planner",
    "travel agent",
    "travel advisor",
    "tour operator",
    "revenue manager",
    "hospitality",
    "hotel",
    "restaurant",
    "resort",
  ],
  summary:
    "Your days are guests, bookings, staff schedules, menus, run sheets and reviews, usually all at once. AI helps with the writing and planning around the service: replying to reviews and inquiries, drafting event proposals and run-of-show documents, building training material and turning guest feedback into fixes. You keep the human touch and the final say on prices, allergens, contracts and anything safety-related, and guest names and booking details should be removed before anything goes into a public AI tool.",
  useCases: [
    "Reply to guest reviews and inquiries quickly in your house voice",
    "Draft event proposals, run sheets and supplier briefs",
    "Write menu descriptions and allergen-aware specials copy",
    "Create short training guides and pre-shift briefings",
    "Turn guest feedback into a weekly fix list",
  ],
  ideas: [
    {
      id: "hospitality-event-proposal",
      kind: "prompt",
      title: "Turn an inquiry into an event proposal and run sheet",
      subtitle: "From a client's email to a clear proposal and minute-by-minute plan",
      description:
        "Paste an event inquiry and your packages, and get a warm proposal email plus a draft run-of-show. You confirm prices, capacity and availability before sending.",
      prompt:
        "You are an experienced events manager at [venue or company], known for clear, warm proposals. Here is a client inquiry (names removed): [paste the inquiry]. Our packages and prices: [paste packages, minimums, what is included]. Spaces and capacities: [list]. Policies: [deposit, cancellation, final numbers deadline].\n\nWrite: 1) a proposal email that thanks them, restates what they asked for, recommends the best-fitting package and space with the reason, lists what is included and optional extras, gives the price using only my figures (write [PRICE?] if unclear), and states the next step to hold the date, 2) a draft run-of-show for the event as a table with time, activity, location, who is responsible and notes, 3) five questions I should ask the client. Mention allergy and accessibility needs in the questions. Do not confirm availability; write [CHECK AVAILABILITY].",
      steps: [
        "Remove the client's personal details from the inquiry",
        "Paste your packages, spaces and policies",
        "Check prices, capacities and availability yourself",
        "Send the proposal and keep the run sheet for planning",
      ],
      howToTry: "Use the last event inquiry in your inbox and compare the draft with what you actually sent.",
      example:
        "A hotel events manager pastes an inquiry for a 60-person rehearsal dinner; the draft recommends the Garden Room with the three-course package, a run-of-show from 6pm arrival to 9:30pm toasts and dessert, and asks about dietary needs and AV for a slideshow.",
      difficulty: "Beginner",
      benefits: [
        "Faster replies win more bookings",
        "Consistent, professional proposals",
        "A run sheet started from day one",
      ],
      whyItHelps:
        "Event clients often book with whoever answers first and clearest. A structured proposal and run sheet also reduce surprises on the day.",
    },
    {
      id: "hospitality-review-replies",
      kind: "prompt",
      title: "Reply to guest reviews with warmth and specifics",
      subtitle: "Personal responses for TripAdvisor, Google and OTA reviews, plus operational themes",
      description:
        "Paste a batch of guest reviews and get personal, on-brand replies, including careful answers to complaints, plus a short list of operational issues to share with the team.",
      prompt:
        "You are the guest relations manager at [property or restaurant name], a [type, e.g. 80-room boutique hotel / neighborhood bistro]. Our voice: [e.g. warm, gracious, lightly witty]. Replies are signed by [name and title].\n\nHere are recent reviews with star ratings and platform: [paste reviews, removing guest names].\n\nFor each, write a reply of 3 to 5 sentences that thanks the guest, mentions a specific detail they shared, and for criticism acknowledges it sincerely, explains briefly what we are doing if I have told you ([list any fixes underway]), and invites them to contact [email] without offering compensation unless I say so. Never reveal booking details. Then summarize the operational themes across all reviews (for example housekeeping, wait times, noise) with counts, for my team's next briefing.",
      steps: [
        "Copy this week's reviews from each platform",
        "Remove guest names and booking details",
        "Add any fixes already underway",
        "Edit replies to sound like you and post them",
      ],
      howToTry: "Copy your five most recent reviews from Google or TripAdvisor and run the prompt now.",
      example:
        "A bistro owner pastes eight reviews; a 2-star complaint about a 45-minute wait for mains gets a sincere reply mentioning the new kitchen ticket system, and the theme summary shows 'slow mains on Fridays' in three reviews.",
      difficulty: "Beginner",
      benefits: [
        "Every guest gets a thoughtful reply",
        "Complaints handled calmly and consistently",
        "Review themes feed the team briefing",
      ],
      whyItHelps:
        "Future guests read your replies as much as the reviews. Consistent, specific responses build trust, and the themes show where service is slipping.",
    },
    {
      id: "hospitality-preshift-briefing",
      kind: "build",
      title: "A pre-shift briefing app for your team",
      subtitle: "Specials, VIPs, events, allergens and reminders on one screen each shift",
      description:
        "Build a simple app where managers enter the day's specials, events, notes and reminders, and staff see a clean pre-shift briefing on their phones. AI turns rough notes into a tidy briefing.",
      prompt:
        "Build a pre-shift briefing web app for a [restaurant / hotel front office / banquet team]. Data: Briefings (date, shift: breakfast, lunch, dinner, or morning, evening, night), with sections: specials and 86'd items, allergen notes for specials, events and large groups, VIP or special-occasion notes (no personal details, just table or room and occasion), maintenance issues, reminders and a 'focus of the day'. Screens: 1) a manager form where I type rough notes in any order and click 'Tidy up' so AI organizes them into the sections, 2) a staff view showing today's briefing for the current shift in large, readable text on a phone, 3) an archive of past briefings, 4) a quick quiz button that asks staff three questions about today's specials and allergens. Allergen information must come only from what the manager entered.",
      steps: [
        "Paste the prompt into Lovable and build the app",
        "Write tomorrow's briefing from your usual rough notes",
        "Share the staff link and read it out at pre-shift",
        "Ask staff for one improvement after a week",
      ],
      howToTry: "Build the manager form and tidy up today's pre-shift notes.",
      example:
        "A restaurant manager types 'halibut special w/ brown butter (dairy, fish), out of short rib, table 12 anniversary 7:30, ice machine leaking'; staff see a clean briefing with allergens next to the special and the quiz asks which allergens the halibut contains.",
      difficulty: "Intermediate",
      benefits: [
        "Every shift gets the same clear information",
        "Allergen notes visible and quizzed",
        "A history of what happened each day",
      ],
      whyItHelps:
        "Pre-shift meetings get rushed, and missed details show up as guest complaints or allergen mistakes. A written briefing staff can reread protects both guests and the team.",
      whatToBuild:
        "Screens: Manager form with a 'Tidy up' button, Staff view for the current shift, Archive, Quiz. Data: Briefings (date, shift, specials, 86'd items, allergen notes, events, occasions, maintenance, reminders, focus). Actions: 'Tidy up' sends rough notes to an AI step that sorts them into sections without adding facts; 'Publish' makes the briefing visible to staff; 'Quiz' generates three questions from the published specials and allergens; archive entries are read-only.",
    },
    {
      id: "hospitality-guest-feedback-board",
      kind: "build",
      title: "A guest feedback board that becomes a fix list",
      subtitle: "Collect comments from QR cards and reviews, group them and assign fixes",
      description:
        "Build an app with a short guest feedback form (reachable by QR code) and a manager board that groups comments by theme and tracks fixes. It shows whether complaints drop after a change.",
      prompt:
        "Build a guest feedback web app for [property or restaurant name]. Screens: 1) a mobile guest form reached by QR code with: visit date, area (room, restaurant, bar, spa, event), rating 1 to 5, what we did well, what we could do better, and optional email for a reply, 2) a manager board listing feedback with filters by area and rating, 3) a 'Group themes' button that uses AI to group the last [30] days of comments into themes with counts and representative quotes, 4) a fixes list where each theme can get an action, owner, due date and status, 5) a trend view showing weekly average rating and theme counts, so we can see whether a fix worked. Show a short privacy note on the form and do not collect more personal data than the optional email.",
      steps: [
        "Paste the prompt into Lovable and build the form and board",
        "Print a QR code for tables or rooms",
        "Collect two weeks of feedback",
        "Group themes, assign one fix and watch the trend",
      ],
      howToTry: "Build the guest form and fill it in three times yourself to test the board.",
      example:
        "A resort groups 120 comments and finds 'pool towels run out by noon' in 14 of them; the fix is an extra towel run at 11am, and the trend view shows the theme dropping to two mentions the following fortnight.",
      difficulty: "Intermediate",
      benefits: [
        "Feedback before it becomes a public review",
        "Themes with counts instead of anecdotes",
        "Evidence that fixes worked",
      ],
      whyItHelps:
        "Guests who have a private way to complain often do not need a public one. Grouped themes and tracked fixes turn scattered comments into better service.",
      whatToBuild:
        "Screens: Guest feedback form (mobile), Manager board, Themes view, Fixes list, Trend view. Data: Feedback (date, area, rating, positive text, improvement text, optional email), Themes (name, count, quotes, period) and Fixes (theme, action, owner, due date, status). Actions: 'Submit' saves feedback; 'Group themes' sends recent comments to an AI step and saves the themes; 'Add fix' links an action to a theme; the trend view recalculates weekly averages and theme counts.",
    },
    {
      id: "hospitality-inquiry-responder",
      kind: "agent",
      title: "First-response drafts for booking and event inquiries",
      subtitle: "Every inquiry email gets a drafted reply within minutes, waiting for your approval",
      description:
        "An agent that watches your inquiries inbox or website form, drafts a helpful first reply from your FAQ, packages and policies and puts it in your drafts. You check availability and send.",
      prompt:
        "You are the reservations and events coordinator at [venue]. Our information: [paste FAQ, packages, prices, spaces, opening hours, policies]. Here is a new inquiry: [pass in the email or form submission].\n\nDraft a reply of under 180 words that: thanks them by first name, answers each question they asked using only our information, suggests the most suitable option with one reason, asks for the missing details we need (date, guest count, budget, dietary and accessibility needs), and gives the next step. If they ask something our information does not cover, say a team member will confirm. Never confirm availability or a final price; write [CHECK AVAILABILITY] where needed. Also give the inquiry a label: wedding, corporate, private dining, group room block, or other.",
      steps: [
        "Route inquiry emails or web form submissions to one Gmail label",
        "In Relay.app, trigger on each new message with that label",
        "Add the AI step with your FAQ, packages and policies",
        "Save the reply as a Gmail draft and log the inquiry in a Google Sheet",
      ],
      howToTry: "Run the prompt by hand on the last three inquiries you received.",
      example:
        "A Saturday-night inquiry for a 40-person corporate dinner arrives at 11pm; by morning a drafted reply suggests the private dining room, asks for dietary needs and budget, and the sheet shows it labeled 'corporate'.",
      difficulty: "Intermediate",
      benefits: [
        "Fast first responses, even when you are on the floor",
        "Consistent answers from your real information",
        "A simple log of every inquiry",
      ],
      whyItHelps:
        "Inquiries arrive during service, when nobody can reply. A drafted answer waiting for approval means quick responses without losing the personal touch.",
      whatToDo:
        "Trigger: a new email under your 'Inquiries' Gmail label or a new web form submission. Steps: 1) read the inquiry, 2) an AI step drafts a reply using only your FAQ, packages and policies and labels the inquiry type, 3) save the reply as a Gmail draft for you to check, 4) add a row to a Google Sheet with date, type, guest count and status. Output: ready-to-check drafts and an inquiry log. Works with your own inbox and a sheet.",
    },
    {
      id: "hospitality-local-events-digest",
      kind: "agent",
      title: "Weekly local events digest for staffing and guest tips",
      subtitle: "Concerts, conferences and games near you, with what they mean for your week",
      description:
        "An agent that reads public local event listings and tourism feeds each week and tells you which events may drive demand, plus guest-friendly recommendations for your concierge or front desk.",
      prompt:
        "You are a hospitality operations analyst for [business], a [type] in [neighborhood, city]. Our capacity: [rooms, covers or event spaces]. Here are upcoming local events for the next 14 days from public listings: [pass in the event items].\n\nDo two things. 1) Demand note: list events likely to affect us (large concerts, conventions, sports games, festivals, road closures), with date, time, distance or area if stated, and a suggested operational check such as staffing, opening earlier, or a pre-theater menu. Do not predict exact numbers. 2) Guest tips: pick five events guests might enjoy and write a one-line recommendation each for the front desk or a guest newsletter. Finish with a three-line summary for the manager's meeting.",
      steps: [
        "Find public RSS feeds or newsletters for your city's event listings and venues",
        "In Relay.app, run a workflow every Monday that gathers them",
        "Add the AI step with your business details",
        "Email the digest to managers and the front desk",
      ],
      howToTry: "Paste the next two weeks of listings from your city's events page into the prompt.",
      example:
        "A downtown hotel learns that a 15,000-person medical conference and a stadium concert fall on the same Thursday, suggests extra front desk staff for check-in and a late bar menu, and gets five guest tips including a free jazz night.",
      difficulty: "Intermediate",
      benefits: [
        "Staff for busy days before they arrive",
        "Better local recommendations for guests",
        "Built on public listings only",
      ],
      whyItHelps:
        "Local events drive sudden spikes in demand, and guests love insider tips. A weekly digest helps you staff smarter and look after guests better.",
      whatToDo:
        "Trigger: every Monday at 9am. Steps: 1) read upcoming items from public RSS feeds and newsletters (city events calendar, convention center, stadiums, theaters, tourism board), 2) an AI step selects events likely to affect demand and five guest-friendly picks, 3) email the digest to managers and the front desk. Output: a weekly demand note and guest tips, using only public sources.",
    },
    {
      id: "hospitality-signature-story",
      kind: "creative",
      title: "Invent the backstory of a signature dish, drink or room",
      subtitle: "A playful tale that gives servers and staff something fun to tell guests",
      description:
        "Ask AI to write a short, charming backstory for a signature dish, cocktail or room, grounded in the real ingredients and history you provide. Staff get a story to share, and your menu gets better copy.",
      prompt:
        "You are a storyteller for [venue name], a [type] in [place]. Write a short, charming backstory (about 150 words) for our [signature dish / cocktail / suite], using these real facts: [ingredients, origin, who created it, local history, anything true and interesting].\n\nIf something is imagined for fun, make it obviously playful rather than presenting it as fact. Then give me: a 25-word menu description, a one-sentence line staff can say at the table or front desk, and an Instagram caption. List allergens only exactly as I gave them: [allergens], and remind me to verify them before printing.",
      steps: [
        "Pick one signature item or room",
        "List its real ingredients and history",
        "Run the prompt and enjoy the story",
        "Teach the one-line version at your next pre-shift",
      ],
      howToTry: "Run the prompt for your most-ordered dish or drink during a quiet moment today.",
      example:
        "A coastal inn's 'Fog Line' cocktail, made with local gin and a sea-salt rim, gets a playful tale about the lighthouse keeper who 'swore the fog tasted of juniper', plus the table line 'It tastes like our harbor on a misty morning.'",
      difficulty: "Beginner",
      benefits: [
        "A fun, no-risk way to try AI",
        "Stories that make guests remember you",
        "Better menu and social copy",
      ],
      whyItHelps:
        "Guests remember stories more than ingredients. Giving staff a short, true-based tale makes service more personal and your signature items more memorable.",
    },
  ],
};
