import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "ecommerce-retail",
  label: "E-commerce and Retail",
  matchPhrases: [
    "ecommerce manager",
    "e-commerce manager",
    "online store owner",
    "shopify store",
    "shopify",
    "amazon seller",
    "etsy seller",
    "etsy shop",
    "marketplace seller",
    "dtc brand",
    "direct to consumer",
    "visual merchandiser",
    "merchandiser",
    "merchandising",
    "retail manager",
    "store manager",
    "retail buyer",
    "category manager",
    "online store",
    "ecommerce",
    "e-commerce",
    "e commerce",
    "retail",
    "dtc",
    "d2c",
  ],
  summary:
    "Your weeks revolve around product listings, promotions, stock, customer questions, returns and the numbers in your Shopify, Amazon or POS reports. AI helps you write and refresh product copy, make sense of reviews and sales data, plan promotions and answer customers faster. You stay in charge of prices, claims about products and anything that touches customer data, which should be anonymized before it goes into a public AI tool.",
  useCases: [
    "Write and refresh product descriptions and titles for search",
    "Turn customer reviews and returns reasons into product fixes",
    "Plan a promotion calendar around seasons and stock",
    "Draft fast, on-brand replies to common customer questions",
    "Summarize weekly sales and inventory reports into actions",
  ],
  ideas: [
    {
      id: "ecommerce-retail-product-copy",
      kind: "prompt",
      title: "Write product descriptions that sell and stay accurate",
      subtitle: "Title, bullets and description from your product facts, for your store or marketplace",
      description:
        "Paste product facts and get a search-friendly title, benefit bullets and a description in your brand voice, sized for your channel. Nothing is claimed that is not in your facts.",
      prompt:
        "You are an experienced e-commerce copywriter for [brand], which sells [category] to [target customer]. Our voice is [e.g. friendly, practical, no hype]. Channel: [Shopify product page / Amazon listing / Etsy].\n\nProduct facts: [paste materials, dimensions, features, care, what's in the box, price point]\nWhat customers ask or love about similar products: [paste a few reviews or questions]\n\nWrite: 1) a product title within [character limit] that includes the terms a shopper would search for, 2) five benefit-led bullet points, each starting with the benefit and backed by a fact, 3) a description of 120 to 180 words, 4) three FAQ answers, 5) a meta description under 155 characters. Use only the facts provided. Do not make health, safety, environmental or performance claims I did not give you; write [CLAIM?] where a claim would need evidence.",
      steps: [
        "Collect the product facts from your supplier sheet or spec",
        "Add a few real reviews or customer questions",
        "Run the prompt and check every claim against the facts",
        "Paste into your store and compare with your old copy",
      ],
      howToTry: "Pick your product with the weakest description and rewrite it with the prompt in the next ten minutes.",
      example:
        "A home goods shop pastes facts for a linen apron (100% European flax, adjustable neck strap, two pockets, machine washable) and gets a title, five bullets like 'Adjusts to fit: sliding neck strap fits most heights', and a [CLAIM?] flag on 'eco-friendly'.",
      difficulty: "Beginner",
      benefits: [
        "Consistent, on-brand listings across the catalog",
        "Search terms shoppers actually use",
        "Flags claims that need evidence",
      ],
      whyItHelps:
        "Product pages are your salesperson, and many catalogs have thin or inconsistent copy. Fast, accurate drafts let you improve dozens of listings instead of a few.",
    },
    {
      id: "ecommerce-retail-review-insights",
      kind: "prompt",
      title: "Turn reviews and return reasons into product fixes",
      subtitle: "Find the patterns behind low stars and returns, with actions ranked by effort",
      description:
        "Paste recent reviews and return reasons for a product and get the recurring themes, what they cost you and specific fixes for the listing, packaging or product itself.",
      prompt:
        "You are a retail product analyst. Here are recent customer reviews for [product] with star ratings: [paste reviews, removing customer names]. Here are return reasons from the same period: [paste return reasons or codes].\n\nFind the recurring themes. For each theme give: a short name, how often it appears (count the reviews and returns you can see), two short representative quotes, and whether it is a listing problem (expectations set wrong, e.g. size or color), a product problem, a packaging or shipping problem, or a service problem. Then suggest fixes ranked from quickest to hardest, for example 'add a size chart photo' before 'change supplier'. Finish with three things customers love that we should say more loudly in the listing. Only count what is in the data I pasted.",
      steps: [
        "Export reviews and return reasons for one product",
        "Remove customer names and order numbers",
        "Run the prompt and sanity-check the counts",
        "Make the quickest fix today",
      ],
      howToTry: "Copy the last 30 reviews for your most-returned product and run the prompt now.",
      example:
        "An apparel brand learns that 9 of 22 returns for a linen shirt say 'runs small' and 5 reviews mention see-through fabric in white; the quick fix is a fit note and model measurements on the listing.",
      difficulty: "Beginner",
      benefits: [
        "Returns reduced at the source",
        "Better listings from customers' own words",
        "Clear priorities for product and supplier talks",
      ],
      whyItHelps:
        "Returns eat margin, and the reasons are often hiding in plain sight in reviews. Grouping them into themes turns complaints into a short, doable fix list.",
    },
    {
      id: "ecommerce-retail-promo-planner",
      kind: "build",
      title: "A promotion calendar with stock and margin checks",
      subtitle: "Plan sales, launches and emails on one calendar that warns you before you overpromise",
      description:
        "Build an app to plan promotions, launches and email campaigns on a calendar, linked to products with stock and margin, so you see conflicts and thin margins before a sale goes live.",
      prompt:
        "Build a promotion planning web app for a [Shopify store / retail chain] selling [category]. Data: Products (SKU, name, category, cost, price, stock on hand, weekly sales rate) and Promotions (name, type: discount, bundle, launch, email, holiday, start and end date, channel, products included, discount percent, goal, notes). Screens: 1) a month calendar showing promotions as colored bars by type, 2) a promotion form where I pick products and a discount, which shows the margin after discount for each product and warns if margin falls below [30]% or if stock may not cover the promotion at [2]x the normal sales rate, 3) a product view showing all promotions it is in, so I avoid overlapping discounts, 4) CSV import of products from my store export. Add an AI button that drafts the promo email subject lines and a short announcement for each promotion.",
      steps: [
        "Export products with cost, price and stock as CSV",
        "Paste the prompt into Lovable and build the calendar",
        "Enter next month's promotions and check the warnings",
        "Draft the announcement copy and refine it",
      ],
      howToTry: "Build the calendar and enter your next planned sale with five products to see the margin check.",
      example:
        "A skincare brand plans a 25% Mother's Day bundle; the app warns that the face oil drops to 22% margin and has only three weeks of stock at twice the normal rate, so they swap it for the cleanser.",
      difficulty: "Intermediate",
      benefits: [
        "No more sales that sell out on day one",
        "Margins visible before you discount",
        "A shared calendar for marketing and operations",
      ],
      whyItHelps:
        "Promotions planned in isolation cause stock-outs and margin surprises. Seeing stock, margin and overlaps in one place makes each sale a deliberate decision.",
      whatToBuild:
        "Screens: Month calendar, Promotion form with margin and stock warnings, Product view with its promotions, CSV import. Data: Products (SKU, name, category, cost, price, stock, weekly sales rate) and Promotions (name, type, dates, channel, products, discount, goal, notes). Actions: choosing products and discount recalculates margin and a stock-cover estimate; overlapping discounts on the same product show a warning; 'Draft copy' sends the promotion details to an AI step for subject lines and an announcement; 'Import CSV' updates products.",
    },
    {
      id: "ecommerce-retail-reply-library",
      kind: "build",
      title: "A customer reply helper for your support inbox",
      subtitle: "Pick the question type, paste the message, get an on-brand reply from your policies",
      description:
        "Build a small app that stores your shipping, returns and sizing policies and drafts replies to customer messages using only those policies. Your team pastes a message and edits the draft.",
      prompt:
        "Build a customer reply helper web app for [store name], an online store selling [category]. Screens: 1) a 'Policies' page where I store our shipping, returns, exchanges, sizing, order changes and warranty policies as text, with a last-updated date, 2) a 'Reply' screen with a box to paste a customer message (with a reminder not to include card numbers or full addresses), a dropdown for tone (warm, brief, apologetic), and a 'Draft reply' button that uses AI to answer using only our policies, in our voice [describe voice], under 150 words, and to say 'I need to check this with the team' when the policies do not cover the question, 3) a 'Saved replies' library where I save good drafts by topic for reuse. Show which policy each reply is based on.",
      steps: [
        "Paste your real policies into the Policies page",
        "Paste the prompt into Lovable and build the Reply screen",
        "Test it with ten recent customer emails",
        "Save the best replies and share the app with your team",
      ],
      howToTry: "Build the Policies page and test one real 'where is my order?' email.",
      example:
        "A customer writes that her shoes arrived a size too small and she needs them for a wedding Saturday; the draft apologizes, explains the free exchange policy and express option, and says the team will check if an exchange can arrive by Friday.",
      difficulty: "Intermediate",
      benefits: [
        "Faster replies that follow your actual policies",
        "Consistent tone across the team",
        "New hires get up to speed quickly",
      ],
      whyItHelps:
        "Most support messages ask the same handful of questions, and inconsistent answers create refunds and bad reviews. Replies grounded in your policies keep answers fast and correct.",
      whatToBuild:
        "Screens: Policies editor, Reply screen, Saved replies library. Data: Policies (topic, text, last updated) and Saved replies (topic, customer question summary, reply text, created by). Actions: 'Draft reply' sends the pasted message, the chosen tone and all policies to an AI step that replies using only those policies and names the policy used; 'Save reply' stores it under a topic; 'Copy' copies the draft; editing a policy updates its date.",
    },
    {
      id: "ecommerce-retail-weekly-sales-brief",
      kind: "agent",
      title: "Monday sales and inventory brief",
      subtitle: "Turns last week's store export into wins, worries and three actions",
      description:
        "An agent that takes your weekly sales and inventory export, compares it with the week before and sends a plain-language brief: top movers, slow sellers, low stock and three suggested actions.",
      prompt:
        "You are an e-commerce analyst for [store], which sells [category]. Here are last week's sales by product (units, revenue, sessions or traffic if available, conversion rate) and the previous week's for comparison: [pass in the data]. Here is current stock on hand by SKU: [pass in the data].\n\nWrite a brief with: 1) a three-line summary of the week, 2) top five products by revenue and any big week-over-week changes, 3) products with traffic but low conversion (possible listing or price problem), 4) SKUs with fewer than [3] weeks of stock at the current sales rate, 5) slow sellers with more than [12] weeks of stock, 6) three suggested actions for this week. Only use the numbers provided and show how you calculated weeks of stock. Keep it under 350 words.",
      steps: [
        "Schedule a weekly sales and inventory export from Shopify or your POS to Google Drive or Sheets",
        "In Relay.app, trigger a workflow every Monday morning",
        "Add an AI step with the prompt",
        "Email the brief to yourself and your team",
      ],
      howToTry: "Export last week's sales by product and run the prompt by hand before you automate it.",
      example:
        "A candle shop's brief notes that the 'Cedar' candle doubled after a TikTok mention and has 1.5 weeks of stock left, the gift set has traffic but converts at half the store average, and suggests reordering Cedar and testing a lower gift set price.",
      difficulty: "Intermediate",
      benefits: [
        "Monday starts with decisions, not spreadsheets",
        "Stock-outs and dead stock spotted early",
        "The same clear format every week",
      ],
      whyItHelps:
        "Store dashboards show plenty of numbers but rarely say what to do. A short brief with actions helps small teams react within the week, not the month.",
      whatToDo:
        "Trigger: every Monday at 7am, after the weekly export lands in Google Sheets. Steps: 1) read last week's and the prior week's sales by product and current stock, 2) an AI step calculates weeks of stock, finds movers, low-converting products and slow sellers, and writes the brief with three actions, 3) email it to you and post it to your team channel. Output: a one-page weekly brief from your own store data.",
    },
    {
      id: "ecommerce-retail-competitor-watch",
      kind: "agent",
      title: "Competitor launch and promo watch from public feeds",
      subtitle: "A weekly summary of what competitors launched, discounted and emailed",
      description:
        "An agent that reads competitors' public newsletters, blog RSS feeds and product feeds, and sends a weekly summary of new products, promotions and messaging themes, with ideas for your own calendar.",
      prompt:
        "You are a retail market analyst. Our store: [store], selling [category] to [customer], at [price positioning]. Competitors we watch: [names]. Here are this week's items from their public newsletters, blog posts and product feeds: [pass in the items].\n\nSummarize: 1) new products or collections launched, by competitor, 2) promotions and discount levels, with dates if stated, 3) messaging themes that repeat (for example sustainability, gifting, bundles), 4) anything that looks like a direct response to us or an opening for us. Then suggest three ideas for our next two weeks that fit our positioning, without simply copying or undercutting on price. Use only what is in the items; do not guess sales figures.",
      steps: [
        "Subscribe to competitors' newsletters with a dedicated Gmail label",
        "Add any public blog or product RSS feeds they offer",
        "In Relay.app, run a weekly workflow that gathers the items",
        "Add the AI step and email yourself the summary",
      ],
      howToTry: "Sign up for three competitors' newsletters today with a 'Competitors' Gmail filter.",
      example:
        "A pet supply store learns that two competitors ran 20% off on dog beds ahead of Thanksgiving and both pushed 'eco materials', and gets the idea to feature its locally made beds with a care guide instead of a deeper discount.",
      difficulty: "Intermediate",
      benefits: [
        "Know the market without daily checking",
        "Plan promotions with context",
        "Uses only public material and your inbox",
      ],
      whyItHelps:
        "Competitors' launches and discounts shape what your customers expect. A weekly summary keeps you informed without turning you into a price follower.",
      whatToDo:
        "Trigger: every Friday at 3pm. Steps: 1) gather the week's emails under your 'Competitors' Gmail label and new items from their public RSS feeds, 2) an AI step extracts launches, promotions and themes and suggests three ideas for your calendar, 3) email you the summary. Output: a weekly competitor note built only from public sources and your own inbox.",
    },
    {
      id: "ecommerce-retail-product-personality",
      kind: "creative",
      title: "Give your bestseller a personality and let it introduce itself",
      subtitle: "A playful first-person product bio that sparks new copy and social posts",
      description:
        "Ask AI to write a dating-profile style bio for your bestselling product, in its own voice. It is fun to share, and it often surfaces a fresh angle for listings and social posts.",
      prompt:
        "Pretend you are [product name], a [short description of the product] sold by [store]. Write a playful dating-profile style bio in the first person, about 150 words, with: a headline, 'About me', 'My ideal match' (the customer who loves me), 'Dealbreakers' (who should not buy me, honestly), and 'Fun fact'. Use only these real facts: [paste product facts and one or two real customer review quotes].\n\nThen give me: three social media captions based on the bio, one new angle for the product listing, and the one sentence from the bio I should test as the first line of the description. Keep it charming, not cheesy, and make no claims beyond the facts.",
      steps: [
        "Pick your bestseller and paste its facts",
        "Add one or two favorite review quotes",
        "Run the prompt and read the bio aloud",
        "Try one caption on social this week",
      ],
      howToTry: "Run the prompt for your top seller and share the bio with your team for a laugh and a vote.",
      example:
        "A ceramic mug writes 'Dealbreakers: if you microwave for 5 minutes and forget me, we won't work out', and the shop turns 'holds a full 14 oz, for people who mean it' into a new listing opener.",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-stakes first use of AI",
        "Fresh angles for listings and social",
        "An honest 'who it is not for' reduces returns",
      ],
      whyItHelps:
        "After writing about the same products for months, copy goes flat. A playful voice shakes loose new language that still rests on real facts.",
    },
  ],
};
