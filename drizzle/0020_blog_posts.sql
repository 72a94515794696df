CREATE TABLE "blog_image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "blog_image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "blog_images" (
	"id" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_image" text NOT NULL,
	"cover_alt" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"cover_alt" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"read_time" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published', 'unpublished')),
	CONSTRAINT "blog_posts_scheduled_check" CHECK ("blog_posts"."status" <> 'scheduled' or "blog_posts"."scheduled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "blog_image_variants" ADD CONSTRAINT "blog_image_variants_image_id_blog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."blog_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_redirects" ADD CONSTRAINT "blog_post_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_revisions_post_revision_idx" ON "blog_post_revisions" USING btree ("post_id","revision");--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_idx" ON "blog_posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
-- The blog's posts move from content/blog/ into the database (decision 067), which is their one truth
-- from here on. On an existing site this imports every post as it was published (slug, date, words,
-- cover and read time kept); on a new one they are the sample posts. Each gets its first revision.
-- A post's date is its day at noon UTC: the same day in every time zone from UTC-11 to UTC+11.
INSERT INTO "blog_posts" ("slug", "title", "excerpt", "body", "cover_image", "cover_alt", "read_time", "status", "published_at", "created_at", "updated_at") VALUES
('ai-entrepreneurship-for-moms', 'AI Entrepreneurship for Moms: Building a Business in the Margins of Your Day', 'Nap times, school pick-ups and the hour after bedtime are not a business plan, until AI takes over the work that used to need a full day. How to choose a business that fits family life, a weekly rhythm that works, and prompts that turn 30-minute blocks into real progress.', 'Most business advice assumes you have long, uninterrupted stretches of time. Block out a morning for your website. Spend a day on your marketing plan. Set aside an afternoon for bookkeeping. If you are raising young children, you know how that goes: your time comes in pieces. Twenty minutes during a nap. Half an hour after drop-off. An hour after bedtime, if you still have the energy.

For a long time, those pieces weren''t enough to build anything substantial. AI changes that, not because it does the work for you, but because it shrinks the size of the work. A task that needed a clear afternoon, such as a first draft of a sales page, a proposal or a month of social posts, can now be started and finished within one short block, if you plan the block well.

This isn''t a get-rich-quick story. It is about leverage: building something of your own with the time you really have.

## Choose a business that fits fragmented time

Some business models suit a day of interruptions; others fight it at every turn.

**Good fits:**

- **Asynchronous services**, where clients send you material and you deliver by a deadline: résumé and profile rewrites, bookkeeping for local businesses, content packages, editing.
- **Productised expertise**: templates, guides, toolkits or a small course built once and sold many times.
- **Consulting with scheduled calls**, booked only into the hours when you know you''ll be free and focused.

**Harder fits**, at least to start: anything that needs instant replies during your caregiving hours, and physical products with inventory to manage.

The best place to look for an idea is your professional past. The skills you had before children are still there, and often they are worth more now that AI can handle the busywork around them. A former HR manager can rewrite résumés for people returning to work after a career break. A former teacher can create printable learning packs. A former project manager can set up simple operations systems for small businesses. This prompt helps you see your options:

> I worked for [years] as a [role] in [industry]. My strongest skills are [skills], and I can work about [hours] a week in blocks of 20 to 60 minutes, mostly in the evenings. Suggest six business ideas that use my experience and can be run without real-time availability. For each, describe the customer, what I''d deliver, a realistic starting price and the first step I could take this week.

## Make your business "async by default"

Design the business so that it never needs you at a moment you didn''t choose:

- Clients book calls into slots you publish, not whenever they like.
- Every service has a clear turnaround time, such as five working days, instead of "as soon as possible".
- An intake form replaces the discovery call wherever possible. Ask the questions you would have asked on the phone, then let AI summarize the answers for you.
- Automatic replies confirm that a request has arrived and say when to expect an answer.

None of this is unprofessional. Clearly stated turnaround times feel more professional than instant but erratic replies.

## Split the work: what AI drafts, what you decide

In every task, look for the part that needs you and the part that doesn''t. AI is good at first drafts, research summaries, turning notes into structure, adapting one piece of content into five formats, and drafting polite replies to routine e-mails. You are needed for judgment, relationships, taste and the final check. A good rule: AI gets you to 70%, and your limited time goes into the last 30%, which is where your expertise shows.

## The 30-minute block system

A block of time only counts if it ends with something finished. Keep a "block menu" of tasks that fit in 30 minutes, so you never waste the first ten deciding what to do:

- Turn one client result into three social posts.
- Turn a voice memo into an outline for a blog post or a guide.
- Answer all new enquiries, using saved templates.
- Review and send one deliverable that AI has drafted.
- Update your weekly numbers: leads, sales, hours worked.

Voice memos are the secret weapon. Ideas arrive on a walk with the stroller or in the car, not at your desk. Record them, transcribe them with your phone or your AI tool, and use this prompt:

> Here is a voice memo I recorded while walking. Turn it into: 1) a one-paragraph summary of the idea, 2) three actions for my business this week, each doable in under 30 minutes, and 3) one social post in my voice, which is warm, direct and free of jargon and hashtags. Ignore interruptions and background chatter.

## A weekly rhythm that survives real life

**Sunday, 20 minutes: plan.** List the blocks you expect to have, knowing some will disappear. Then let AI help you decide what goes where:

> Here are my likely time blocks this week, my business goal for this month and my task list. Assign tasks to blocks so that each block ends with something finished. Put creative work in the blocks where I have the most energy and admin in the others. If there are more tasks than blocks, tell me what to drop or postpone.

**Monday to Thursday: work the blocks.** If a block disappears because of a sick child or a bad night, move on. The plan has slack built in.

**Friday, 15 minutes: review.** What got finished, what came in, what got paid? Ask AI to turn your notes into a short weekly summary. Over a few months, those summaries show you what actually brings in clients.

## Protect your energy, your family and your clients

Set visible business hours and stick to them: turn off notifications during dinner and bedtime. Keep your children''s photos and your family''s personal details out of AI tools. Treat your clients'' information with the same care, removing names and personal details before you paste their material into an assistant unless you are using a tool you have checked for privacy.

## Your first 30 days

1. **Week 1:** pick one offer for one kind of customer, using the prompt above.
2. **Week 2:** build a one-page site and an intake form. No-code tools make this an evening''s work.
3. **Week 3:** tell 20 people what you do, personally, not just with a post.
4. **Week 4:** deliver to your first three clients at a founding price, and ask each one for a testimonial.

You don''t need more hours to start. You need a business designed for the hours you have, and tools that make each one count. Start with one block this week.', '/images/blog/ai-entrepreneurship-for-moms.svg', 'A day drawn as a ring of small time blocks around a laptop and a coffee cup, with a few blocks highlighted as focused work sessions', NULL, 'published', '2026-07-28T12:00:00Z', '2026-07-28T12:00:00Z', '2026-07-28T12:00:00Z'),
('ai-native-startup-without-coding', 'How to Build an AI-Native Startup Without Writing Code', 'You no longer need a technical co-founder to test a software idea. A step-by-step path from a painful problem to paying customers with AI app builders and automation tools, the prompts I''d use, and the signs that it''s time to bring in an engineer.', 'A few years ago, a non-technical founder with a software idea had three options: learn to code, find a technical co-founder, or pay an agency a lot of money for a first version that would probably be wrong. Today there is a fourth. AI app builders turn a plain-language description into a working web app, automation tools connect it to the rest of your business, and AI models can sit inside the product doing real work.

That doesn''t make building a company easy. It moves the hard part. The bottleneck is no longer "can I build it?" but "should anyone use it, and will they pay?" Here is the path I recommend, in the order I''d do it.

## What "AI-native" actually means

An AI-native startup isn''t a normal product with a chatbot bolted onto the side. It is a company designed from day one on the assumption that AI does a large share of the work: inside the product, in operations and in marketing. Practically, that means a very small team, often one person, doing what used to take five, because the repetitive parts of every function are handled by AI with a person checking the results.

## Step 1: Pick a problem narrow enough to win

The best first problems share four traits. You understand the customer, ideally because you used to be one. The problem happens often. It costs them real time or money. And today it is solved with a spreadsheet, e-mail and a lot of copying and pasting.

Compare "an AI platform for healthcare" with "home exercise plans for independent physiotherapists, who currently send clients photocopied sheets". The second is smaller, and that is exactly why you can win it.

## Step 2: Validate before you build

Building is now so fast that it is tempting to skip this step. Don''t. Talk to five to ten potential customers, and ask about the past, not the future. "Would you use this?" gets polite lies; "Tell me about the last time this happened" gets the truth. Use AI to prepare:

> I''m exploring a product for [customer] who struggle with [problem]. Write a 20-minute interview guide with eight open questions about how they handle this today, what it costs them, what they''ve already tried and what a good outcome would look like. Don''t mention my product idea. Add two follow-up questions for each answer that suggests the problem is serious.

Then put up a one-page site with a clear promise and a waitlist or a pre-order. The signals that matter are commitments: people who give you their time for a second call, their money for a pre-order, or introductions to colleagues with the same problem. Compliments don''t count.

## Step 3: Prototype with an AI app builder

Tools like Lovable build a working app from a description. The quality of what you get depends almost entirely on how clearly you describe it. Name the user, the main screens, the data and the one core action. Start with a single workflow:

> Build a web app for independent physiotherapists to create home exercise plans. A physio signs in and creates a client with a first name and a condition. They pick exercises from a library (name, description, sets, repetitions, link to a demonstration video) and generate a plan page the client can open on their phone without an account. Keep the design clean, calm and mobile-first. Build only the plan builder and the shared plan page for now: no payments and no messaging.

A few habits save hours:

- **One change per prompt.** "Add a notes field to each exercise" works. "Add notes, fix the layout and add payments" produces a mess.
- **Describe bugs precisely:** what you did, what you expected, and what happened instead.
- **Keep a changelog** of what you asked for and what changed, so you can undo a bad step.
- **Test on your phone early**, because that''s where your customers will be.

My [Lovable starter guide](/lovable-guide) covers the first afternoon step by step.

## Step 4: Put AI inside the product, carefully

The product becomes AI-native when a model does part of the customer''s job: drafting, summarizing, classifying, personalizing. For the physiotherapist, that might be suggesting a starting plan from a short description of the client''s condition, which the physio then edits. Four rules keep this safe and affordable:

1. **A person approves anything that matters.** The AI suggests the plan; the professional decides.
2. **Know the cost per use.** Model calls cost money each time. Estimate it before you price your product.
3. **Plan for failure.** Decide what the user sees when the model is slow, wrong or unavailable.
4. **Keep keys secret.** API keys belong in the builder''s server-side functions, never in code that runs in the browser.

## Step 5: Automate your operations

A one-person company survives on automation. Start with the task you repeat most, then add one a week:

- New sign-up → welcome e-mail, a row in your customer list and a reminder to check in after a week.
- Support e-mail → an AI-drafted reply and a label for the type of question, waiting for your review.
- Every Monday → a summary of sign-ups, active users and open issues, sent to you.

Tools such as Relay.app let you build these flows visually, including AI steps and points where a person approves before anything is sent.

## Step 6: Charge early

When building is cheap, the only real test is whether people pay. Offer a founding-customer price to your first pilot users in exchange for feedback and a testimonial. A small amount of real money tells you more than any number of enthusiastic conversations, and it forces you to decide what the product actually is.

## Where no-code stops

No-code takes you further than most people expect, but not everywhere. Bring in an engineer when:

- you handle sensitive data such as health records or financial details, and need a proper security review;
- real usage exposes performance problems the builder can''t fix;
- customers require integrations, compliance or audits;
- the product''s complexity means each change breaks something else.

Reaching that point isn''t failure. It means you have customers, revenue and a working prototype that doubles as the best possible specification, which makes hiring an engineer far cheaper and less risky than starting with one.

## A realistic first 90 days

- **Weeks 1–2:** ten problem interviews.
- **Weeks 3–4:** landing page and waitlist, and more interviews with the people who sign up.
- **Weeks 5–8:** prototype with three to five pilot users, improving it every week.
- **Weeks 9–12:** charge, automate your operations and decide whether to go further.

If you''d like a structured path through these steps, including offer design and marketing with AI, that is what [Business Building with AI](/courses/business-building-ai) is for. Either way, start with the problem, not the tool.', '/images/blog/ai-native-startup-without-coding.svg', 'Building blocks snapping together into a simple app screen, with a speech bubble of plain-language instructions above them', NULL, 'published', '2026-08-18T12:00:00Z', '2026-08-18T12:00:00Z', '2026-08-18T12:00:00Z'),
('colleagues-secretly-recording-meetings', 'Are Your Colleagues Secretly Recording Meetings? A Practical Guide to AI Note-Takers', 'AI note-takers have made recording every call effortless, and some capture a meeting without anyone in it noticing. How to tell, what to say, which norms to agree as a team, and how to use transcripts without breaking trust.', '<p>Picture the moment. A week after a candid one-to-one with a peer, a tidy AI summary of that conversation turns up in a shared folder. Your half-formed opinion about a reorganization is in there, attributed to you, in a sentence you never quite said. Nobody lied and nobody meant harm. Your colleague simply had a note-taker running, as they do in every meeting, and forgot that you didn''t know.</p>

<p>This is now an ordinary week at work. AI note-takers save hours, and I use one myself. But they have quietly changed what a meeting is: a conversation that used to evaporate now leaves a searchable, shareable, permanent record. The tools moved faster than our manners. Here is how to catch up.</p>

<h2>Why it happens without anyone noticing</h2>

<p>There are three ways a meeting gets captured today, and only one of them is obvious.</p>

<ul>
  <li><strong>Built-in platform features.</strong> Video platforms have their own recording, transcription and AI summary features. When these are switched on, the platform usually shows a banner or an indicator to everyone. These are the visible ones.</li>
  <li><strong>Bots that join the call.</strong> Note-taking services send a bot that appears in the participant list, often under a name like "Notetaker" or the owner''s name plus "assistant". Many are set to join every meeting on their owner''s calendar automatically, so the person may not have decided to record your call at all.</li>
  <li><strong>Desktop apps that listen locally.</strong> Some note-takers transcribe the audio on the user''s own computer. No bot joins, no banner appears, and nothing in the meeting tells you it is happening.</li>
</ul>

<p>That third category is why "I didn''t see a bot" no longer means "this isn''t being transcribed". The only reliable way to know is to ask.</p>

<h2>The rules are not the same everywhere</h2>

<p>This is not legal advice, but you should know the shape of it. Recording laws differ by place. In the United States, some states (Washington and California among them) require the consent of everyone in a private conversation before it is recorded, while others require only one participant''s consent. Under data protection laws such as the GDPR, a recording or transcript of someone''s voice and words is personal data, with rules about how it is stored and shared. On top of the law sit your employer''s own policies, which are often stricter. If your team spans locations, the safe assumption is that everyone needs to know and agree. When something sensitive is at stake, ask your HR or legal team.</p>

<h2>How to tell whether you are being recorded</h2>

<ol>
  <li>Check the participant list for bots and unfamiliar names before you start.</li>
  <li>Look for the platform''s own recording or transcription indicator.</li>
  <li>Read the calendar invite: note-taker services sometimes appear as guests.</li>
  <li>Notice summaries that arrive after meetings, or colleagues who quote you word for word.</li>
  <li>And, because local apps leave no trace, simply ask at the start.</li>
</ol>

<h2>What to say, word for word</h2>

<p>Most people avoid the topic because it feels like an accusation. It isn''t if you ask early and make it about logistics. Here are scripts that work:</p>

<h3>At the start of a meeting</h3>
<blockquote><p>"Before we dive in: is anyone recording or transcribing? I''m happy with notes, I''d just like to know where they''ll be kept and who will see them."</p></blockquote>

<h3>When the topic turns sensitive</h3>
<blockquote><p>"Can we pause the note-taker for the next few minutes? This part is about a specific person''s situation and I''d rather it wasn''t in a transcript."</p></blockquote>

<h3>When you find out afterwards</h3>
<blockquote><p>"I saw the summary of our call. No harm done, but next time could you let me know at the start? I''d have phrased a couple of things more carefully, and I''d like the chance to."</p></blockquote>

<p>Notice that none of these forbid anything. They ask for the one thing that makes recording acceptable: knowing.</p>

<h2>Agree on team norms in one meeting</h2>

<p>Individual scripts help, but the real fix is a short, shared agreement. It takes one 30-minute conversation, and it prevents the awkward ones. Cover five points:</p>

<ol>
  <li><strong>Announce it.</strong> Whoever runs a note-taker says so at the start of the meeting, every time, including with people inside the team.</li>
  <li><strong>Anyone can opt out.</strong> One person asking to turn it off is enough, with no explanation needed.</li>
  <li><strong>Some meetings are never recorded.</strong> Performance conversations, health and personal matters, HR cases, legal advice and negotiations.</li>
  <li><strong>Transcripts have an owner and an expiry.</strong> Agree where they are stored, who can access them and when they are deleted. Keep the summary, delete the raw transcript after a set period.</li>
  <li><strong>Summaries are checked before they travel.</strong> The person who ran the note-taker reviews the summary before sharing it beyond the attendees, and transcripts are never used as evidence about an individual''s performance.</li>
</ol>

<p>Write it in five sentences and pin it in your team channel. You can start from this:</p>

<blockquote><p>We use AI note-takers to save time, not to keep score. Whoever records says so at the start, and anyone can ask to stop. We never record performance, health, HR, legal or negotiation conversations. Summaries are reviewed before they are shared outside the meeting, and raw transcripts are deleted after 30 days. Transcripts are never used to evaluate individuals.</p></blockquote>

<h2>If you are the one taking notes</h2>

<p>Used openly, a note-taker is a gift to the team: nobody has to scribble, and the people who could not attend get an accurate record. Three habits keep it that way. Ask at the start, every time. Share the summary with everyone who attended, so the record belongs to the group rather than to you. And shape the summary so it captures decisions, not gossip. This prompt does most of the work:</p>

<blockquote><p>Summarize this transcript for the people who attended. Include decisions made, action items with an owner and a due date, and open questions. Do not quote individuals or attribute opinions to named people unless they were stated as decisions. Leave out small talk, anything said about people who were not in the meeting, and any personal information.</p></blockquote>

<p>Read the output before you send it. AI summaries are confident even when they are wrong, and they are especially prone to turning a tentative "maybe we should" into a firm commitment. Correct those, because someone will hold a colleague to them later.</p>

<p>For more ways to turn meeting transcripts into useful follow-ups, decisions and personal insights, the <a href="/meeting-insights-prompts">meeting insights prompts</a> are a good next step.</p>

<h2>Recording is not the problem. Secrecy is.</h2>

<p>The teams that get the most out of AI note-takers are not the ones that ban them, and not the ones that record everything by default. They are the ones that made recording visible, optional and governed, so people speak as freely with a note-taker in the room as they did before. That takes a few sentences of agreement and the habit of asking one question at the start of a meeting. Ask it at your next one.</p>', '/images/blog/colleagues-secretly-recording-meetings.svg', 'A video call grid of four abstract participants, one tile showing a small red recording dot and a transcript scrolling beside it', '6 min read', 'published', '2026-10-20T12:00:00Z', '2026-10-20T12:00:00Z', '2026-10-20T12:00:00Z'),
('personal-data-revolution', 'The Personal Data Revolution: Earn a Return on the Data You Already Create', 'Your notes, meetings, drafts and decisions are the most valuable input you can give an AI tool, and most of it goes to waste. Here is how to turn it into a private context library that makes every assistant sharper: your RODI, return on data invested.', 'Every professional leaves a trail. Meeting notes, e-mails, slide decks, performance reviews, half-finished strategy documents, feedback you gave, decisions you made and the reasons behind them. For most of us that trail is exhaust: it sits in folders and inboxes and is never looked at again.

AI changes the economics of that exhaust. A language model is only as useful as the context you give it. Someone who types a two-line request gets a generic answer. Someone who supplies their goals, past decisions, writing voice and the constraints of their role gets something that reads like it came from a sharp colleague who was in the room. The difference between those two people is not the model. It is the data.

That is what I mean by the personal data revolution: realizing that your own accumulated information is the most valuable thing you can give an AI tool, and learning to put it to work. I measure it with a simple idea, **RODI: return on data invested**.

## What RODI means

Return on data invested is the value you get back from AI compared with the effort you put into curating what you feed it. Low RODI is re-explaining your job to a chatbot every morning. High RODI is opening a new conversation, attaching a one-page context file, and getting a first draft of your board update that already uses your metrics, your terminology and your tone.

RODI rises in two ways: the same data gets reused many times, and each use needs less fixing. Curated context is an asset that compounds. A clever prompt you never saved is a cost you will pay again tomorrow.

## Step 1: Take inventory of what you already have

Spend 30 minutes listing the data you create in a normal month. Don''t collect anything yet, just list it. Most people find five categories:

- **Decisions**: what you chose, the alternatives and why. Usually scattered across e-mail threads and meeting notes.
- **Voice**: things you wrote that landed well, such as a proposal, a post or a tricky e-mail.
- **Knowledge**: frameworks, checklists, onboarding notes, "how we do things here" documents.
- **Relationships**: what your manager, key clients and team members care about.
- **Results**: wins, metrics, feedback and the outcomes of projects.

Next to each item, write where it lives and how sensitive it is. You will need that second column in step 5.

## Step 2: Build a personal context file

The highest-return asset you can make this month is a single document of one or two pages that tells an AI tool who you are at work. Keep it in plain text so it pastes anywhere. Include:

1. Your role, your team and what you are measured on.
2. Your priorities for this quarter, in order.
3. Your audience: who reads what you produce and what they care about.
4. Your voice: three adjectives, words you never use, and one short sample paragraph.
5. Standing constraints: approval rules, compliance limits, things you can''t promise.

You don''t have to write it from scratch. Paste in a few e-mails you sent, your job description and your last quarterly plan, then use this prompt:

> I''m building a context file that I will give to AI assistants so they understand my work. From the material below, draft a one-page profile with these headings: Role and goals, Current priorities, Audience, Voice, Constraints. Use only what the material supports. Where something is missing, write a question for me instead of guessing.

Answer its questions, edit the result by hand and put a date at the top. The date matters: context goes stale, and a file that still describes last year''s priorities will quietly steer every answer in the wrong direction. Review it at the start of each quarter.

## Step 3: Turn meetings into a decision log

Meetings are where most of your valuable data is created and then lost. If you use an AI note-taker, and everyone in the meeting has agreed to it, don''t stop at the summary. Pull the durable parts into a running decision log:

> From these meeting notes, list every decision that was made, who made it, the reason given, and any question that was deferred. Format it as a table with the columns Date, Decision, Owner, Reason, Open question. Leave out discussion that did not lead anywhere.

After a quarter, that log answers questions that used to be impossible: "What did we decide about pricing in the spring, and why?" or "Which open questions have we deferred more than twice?" If you want ready-made prompts for this, the [meeting insights prompts](/meeting-insights-prompts) are built for exactly this job.

## Step 4: Keep a wins file

The data professionals most regret not keeping is evidence of their own results. When review season arrives they rebuild a year from memory and undersell it. A five-minute weekly habit fixes this. Every Friday, paste your calendar, the subject lines of your sent e-mails and your notes into an assistant and ask for a draft of the week''s wins, each with the metric or the person it affected. Correct it, then add it to one running document. The [weekly win report guide](/build-a-weekly-win-report) walks through the full setup.

Twelve weeks in, you have the raw material for a promotion case, a résumé update and a set of interview stories, produced as a by-product of work you were doing anyway.

## Step 5: Draw your privacy lines before you need them

A data revolution without boundaries is a data leak. Before you paste anything into an AI tool, sort your inventory into three tiers:

- **Green**: your own writing, public information, generic processes. Fine in any reputable tool.
- **Amber**: internal plans, colleagues'' names, non-public numbers. Only in tools your employer has approved, with the retention and training settings checked.
- **Red**: customers'' personal data, health or financial details about individuals, anything under an NDA or regulation. Never, unless your organization has a specific approved system for it.

When in doubt, redact. Replace names with roles and exact figures with ranges. The model rarely needs the real name to help you think, and the habit costs seconds.

## Step 6: Measure your RODI once a month

A return only means something if you look at it. On the first working day of each month, ask yourself three questions:

1. Which piece of saved context or which prompt did I reuse most? Improve it.
2. Where did I keep correcting the AI''s output? That is missing context: add it to your file.
3. What did I create this month that I will wish I had kept? Start keeping it now.

A simple scorecard is enough: times reused, minutes saved, edits needed. You will see quickly that a handful of assets do most of the work. Those are the ones to invest in.

## The compounding advantage

Two people can sign up for the same AI tool on the same day. Six months later, one is still getting generic answers. The other has an assistant that knows their goals, their voice, their history of decisions and their results. The second person did not find a secret model. They treated their own data as an asset and invested in it a little every week.

You already create the raw material. The revolution is deciding to keep it, shape it and put it to work. For five quick ways to start, grab the [RODI cheat sheet](/resources/rodi-cheat-sheet).', '/images/blog/personal-data-revolution.svg', 'Scattered documents, notes and calendar blocks flowing into one organized stack that feeds a glowing assistant', NULL, 'published', '2026-11-10T12:00:00Z', '2026-11-10T12:00:00Z', '2026-11-10T12:00:00Z'),
('spike-factor-unique-edge-ai-economy', 'The Spike Factor: Finding Your Unique Edge in an AI Economy', 'When AI makes competent work cheap, being well-rounded stops setting you apart. Your edge is your spike: the narrow combination of strengths that nobody else, and no model, brings. How to find it, test it against AI and make it visible.', 'For most of our careers, we were rewarded for being well-rounded. Performance reviews pointed at our weaknesses and asked us to fix them. The ideal employee was good at everything: solid writer, decent analyst, reliable presenter, organized project manager.

AI is quietly ending that deal. A competent first draft, a tidy analysis, a clean slide deck and a reasonable project plan now take minutes for anyone with an assistant. When the floor rises for everyone, the middle gets crowded. Being good at many things is no longer rare. What stands out is the **spike**: the thing you do far better than your baseline, and far better than most people around you.

## What a spike is, and what it isn''t

A spike is a specific, demonstrable strength, usually found where two or three of your skills, domains or experiences meet. "Good communicator" is not a spike; it is a trait that millions of people list. These are spikes:

- A nurse who moved into operations and can redesign a hospital process so that clinicians actually adopt it, because she knows what a twelve-hour shift feels like.
- A sales engineer who writes clearly and can turn a dense technical product into a buying guide a finance director reads to the end.
- A finance manager who grew up in the family restaurant and is the person every hospitality client wants for questions about unit economics.

Each one is narrow, each is proven by results, and each combines things that rarely travel together. That combination is what makes it hard to copy, by a colleague or by a model.

## Why AI makes spikes worth more

Language models are trained on an enormous amount of what has already been written, and they are at their best producing the typical answer: the well-structured, sensible, median response. That is extremely useful, and it is exactly why median work is losing its value. Things that don''t come in the box stay scarce: judgment formed by years in a specific domain, taste, trusted relationships, first-hand experience of a problem, and the ability to connect fields that don''t usually meet.

There is a second, less obvious effect. AI doesn''t only raise the floor; it **flattens your valleys**. The weaknesses you spent years being told to fix, such as formatting, first drafts, basic spreadsheets or summarizing, can now be patched to "good enough" in minutes. The old advice was to spend your development time on your weakest areas. The new advice is to let AI cover the valleys and spend the time you get back on your spike.

## Step 1: Collect the evidence

Spikes are easy to miss in yourself, because the things you''re best at feel easy, and we discount what feels easy. So start with evidence rather than self-assessment. Ask yourself:

- What do people come to you for without being asked?
- Which compliments do you wave away because "that''s nothing"?
- What results did you produce that others in the same role did not?
- Which problems do you find interesting that colleagues find tedious?

Then gather the written record: performance reviews, recommendations, thank-you messages and feedback from clients. Paste them into an assistant with this prompt:

> Below are reviews, recommendations and messages people have sent me over several years. Identify recurring strengths and quote the exact phrases that support each one. Point out any strength that shows up in different contexts, such as with clients and with my team, because those are most likely to be real. Be specific and don''t flatter me: if the evidence for something is thin, say so.

## Step 2: Find the intersection

Write three short lists: your strongest skills, the domains you know well, and unusual experiences you have had (a career change, a country you lived in, a community you belong to, a crisis you managed). Spikes live where the lists cross. Use AI as a brainstorming partner, not an oracle:

> Here are my strongest skills, the domains I know well and some unusual experiences I''ve had. Suggest five combinations of two or three of them that would be rare in the job market. For each one, describe a problem that combination is unusually well placed to solve, who has that problem, and how I could test in the next month whether people value it.

Expect most of the suggestions to be wrong. You are looking for the one or two that make you think, "Yes, people already come to me for that."

## Step 3: Run the AI test

For each candidate spike, give a capable AI model the task your spike solves, with the same information a client or colleague would give you. Then compare its answer with what you would have done.

If the model produces something generic, or you immediately see what is wrong with its answer and why, that gap is your edge. If it does the job about as well as you would, that skill is not a spike any more. It is now a baseline: still useful, no longer distinctive. This test is uncomfortable, and it is worth repeating every few months, because the baseline keeps rising.

## Step 4: Flatten two valleys with AI

Pick the two weaknesses that most slow down your spike work. A brilliant strategist who dreads building slides. An engineer who avoids writing updates. A consultant who loses a day a month to invoicing. For each, build a repeatable AI workflow: a saved prompt, a template and a short checklist for reviewing the output. The goal is "good enough, fast", not excellence. Every hour you recover goes back into the spike.

## Step 5: Make your spike visible

A spike nobody knows about is a hobby. Visibility is part of the work, not an optional extra:

1. **Name it in one sentence.** "I help operations teams in hospitals redesign processes that clinicians actually adopt, because I was a nurse for ten years."
2. **Publish one proof a month.** A short case study, a post breaking down a problem, a before-and-after.
3. **Put it where decisions get made.** Your professional profile''s headline, the way you introduce yourself in meetings, your next performance review.
4. **Ask for the work.** Tell your manager or your clients which problems you want brought to you.

This prompt helps with the first point:

> Based on the strengths and evidence we discussed, write five versions of a one-sentence positioning statement in the form "I help [who] [achieve what], because [what makes me different]." Keep each under 25 words, avoid buzzwords, and make the "because" something that can be checked.

## A 30-day plan

- **Week 1:** Collect the evidence and run the first prompt.
- **Week 2:** Map the intersections and run the AI test on your top two candidates.
- **Week 3:** Build an AI workflow for one valley and track the hours it saves.
- **Week 4:** Write your one-sentence positioning and publish your first proof.

The professionals who will thrive over the next decade are not the ones who try to out-produce AI at median work. They are the ones who know exactly where they are rare, and who use AI to spend more of their time there.', '/images/blog/spike-factor-unique-edge-ai-economy.svg', 'A flat field of evenly spaced small bars with one tall, bright bar rising far above the rest', NULL, 'published', '2026-09-29T12:00:00Z', '2026-09-29T12:00:00Z', '2026-09-29T12:00:00Z'),
('three-waves-ai-transformation', 'The Three Waves of AI Transformation, and How to Ride Each One', 'Organizations don''t adopt AI in one leap. They move through three waves: personal productivity, workflow redesign and new business models. Knowing which wave you''re in tells you what to do next, what to measure and which mistakes to avoid.', 'I called this blog Work Waves because of a pattern I kept seeing in the companies and teams I work with. AI doesn''t arrive in an organization as one big transformation. It comes in waves, each with its own opportunities, its own metrics and its own ways to go wrong. Leaders who know which wave they are in make calm, sensible decisions. Leaders who don''t either freeze or try to skip straight to the end.

Here are the three waves, how to recognize each one, and what to do while you''re in it.

## Wave 1: Personal productivity

**What it looks like.** Individuals use AI assistants to draft e-mails, summarize documents, prepare for meetings and research unfamiliar topics. Adoption is uneven: a few enthusiasts use AI all day, many people tried it once, and some use tools the company doesn''t know about.

**Signs you''re here.** Nobody can say how many people use AI or what for. Tips spread by word of mouth. The most common question is "Are we allowed to use this?"

**What to do:**

1. Give people an approved tool and a one-page policy that says clearly what data may and may not go into it. A clear yes with limits beats a vague no, which only pushes usage out of sight.
2. Start a shared prompt library, organized by task rather than by tool: "prepare for a client meeting", "turn notes into a project update".
3. Name a few champions and hold a 30-minute show-and-tell every week or two, where people demonstrate real work, not demos.
4. Measure weekly active use and collect concrete examples of time saved. Stories persuade the skeptics more than percentages do.

**The mistake to avoid.** Treating training as a one-off event. One workshop creates a short burst of enthusiasm; a weekly habit of sharing creates adoption.

**How you know it''s ending.** People start asking, "Can this connect to our shared drive, our CRM or our ticketing system?" That question means individuals have hit the limits of working alone.

## Wave 2: Workflow redesign

**What it looks like.** The unit of change moves from the individual to the team process. Instead of each person using AI to speed up their own tasks, a team redesigns a whole workflow so that AI drafts, classifies, routes or checks, and people decide, review and handle exceptions. Automation tools and simple AI agents start to appear.

**Good first candidates** share three traits: high volume, real pain and clear quality criteria. Think support ticket triage, proposal writing, onboarding new clients, monthly reporting or screening inbound requests.

**What to do:**

1. Pick one workflow and give it an owner who has the authority to change it.
2. Map it as it really runs today, not as the process document says it runs.
3. Redesign it rather than bolting AI onto each old step. Often whole steps disappear.
4. Decide where a human checks the work, and what happens when the AI is unsure.
5. Run a four-week pilot against a baseline: cycle time, rework and error rate.

This prompt gives you a useful first map:

> I''m going to describe a workflow my team runs every week. Map it as numbered steps, with who does each step, its input, its output and roughly how long it takes. Then label each step A (AI can do it with human review), B (AI can assist a person) or C (should stay fully human), with one sentence explaining why. Ask me questions wherever my description is unclear.

**The mistake to avoid.** Automating a broken process. If a workflow exists to work around a bad handoff, AI will make the workaround faster, not fix the handoff.

**How you know it''s ending.** Teams have spare capacity and someone asks, "What could we offer now that we couldn''t before?"

## Wave 3: New business models

**What it looks like.** AI changes what the organization sells, not only how it works. A consultancy turns its method into an AI-assisted product that clients use between engagements. A training company offers personalized practice that used to need a human coach for every learner. A service that was too expensive for small customers becomes affordable because AI does much of the preparation. Pricing can shift from hours to outcomes.

**What to do:**

1. List the expertise your organization has that customers currently wait for or pay a premium for.
2. Ask where AI could make that expertise available sooner, cheaper or to a new group of customers.
3. Prototype quickly and cheaply. No-code AI builders make a working prototype a matter of days, not quarters.
4. Test with real customers and real prices before you scale anything.

> Here is a description of our business, our customers and the expertise they value most. Suggest five new offers that AI could make possible, such as a product, a service tier or a new customer segment. For each, explain who would buy it, what it replaces for them, the riskiest assumption, and the cheapest test we could run in two weeks.

**The mistake to avoid.** Starting here. Wave 3 ideas built by an organization that never went through waves 1 and 2 tend to be impressive demos that nobody can operate, support or sell. The skills you build in the earlier waves are the ones that make the third one work.

## The waves overlap

Real organizations are rarely in one wave. Finance might be deep in wave 2 while sales is still in wave 1. An individual can be in wave 3 on their own, building a side business with AI, while their employer is still writing its first policy. That''s fine. The point of the model is to match the action to the wave, team by team.

## A five-minute self-assessment

Answer each question for your team, not for the whole company:

- Could you name the three AI use cases that save your team the most time? If not, you''re in wave 1.
- Has at least one team process been redesigned end to end, with a named owner and before-and-after numbers? If yes, you''re in wave 2.
- Is anything you sell, or plan to sell this year, only possible because of AI? If yes, you''re in wave 3.

## What to do this quarter

- **In wave 1:** approve a tool, publish the data rules and start the weekly show-and-tell.
- **In wave 2:** choose one workflow, name its owner and run the four-week pilot.
- **In wave 3:** pick one new offer and put it in front of ten customers.

Each wave builds on the last. You don''t have to ride all three this year. You do have to know which one you''re in, and paddle.', '/images/blog/three-waves-ai-transformation.svg', 'Three layered waves of increasing height in teal, indigo and violet, each carrying a small icon: a person, connected boxes and a rising chart', NULL, 'published', '2026-09-08T12:00:00Z', '2026-09-08T12:00:00Z', '2026-09-08T12:00:00Z')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "blog_post_revisions" ("post_id", "revision", "slug", "title", "excerpt", "body", "cover_image", "cover_alt", "seo_title", "seo_description", "saved_by", "saved_at")
SELECT "id", 1, "slug", "title", "excerpt", "body", "cover_image", "cover_alt", "seo_title", "seo_description", 'Imported from content/blog', "published_at" FROM "blog_posts";
--> statement-breakpoint
-- A statement-level announcement: the public blog is read again whole after any change to its posts
-- or their earlier addresses (app/db/table-cache.server.ts), so the payload names only the table.
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('blog_posts_changes', json_build_object('table', TG_TABLE_NAME, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify
AFTER INSERT OR UPDATE OR DELETE ON blog_posts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER blog_post_redirects_notify
AFTER INSERT OR UPDATE OR DELETE ON blog_post_redirects
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
