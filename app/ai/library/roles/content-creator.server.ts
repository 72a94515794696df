import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "content-creator",
  label: "Content Creator",
  matchPhrases: [
    "content creator",
    "digital creator",
    "social media manager",
    "social media coordinator",
    "social media strategist",
    "social media",
    "community manager",
    "content strategist",
    "content writer",
    "content producer",
    "copywriter",
    "ghostwriter",
    "freelance writer",
    "newsletter writer",
    "blogger",
    "podcaster",
    "podcast host",
    "podcast producer",
    "podcast",
    "youtuber",
    "video creator",
    "influencer",
    "creator",
    "writer",
    "author",
    "journalist",
    "editor",
  ],
  summary:
    "As a creator, you have to keep a steady flow of ideas, drafts, edits, captions, show notes and repurposed clips across several channels, and still sound like yourself. AI helps with the scaffolding: brainstorming angles, outlining, repurposing one piece into many, and writing show notes and captions, while your voice, taste and experiences stay the part your audience comes for. Check facts, credit sources, and follow each platform's rules on disclosing sponsored or AI-assisted content.",
  useCases: [
    "Repurpose one long piece into posts for several platforms",
    "Brainstorm angles and hooks from your own experiences",
    "Write podcast or video show notes, chapters and titles",
    "Plan a monthly content calendar around your themes",
    "Edit a draft for clarity while keeping your voice",
  ],
  ideas: [
    {
      id: "content-creator-repurpose",
      kind: "prompt",
      title: "Repurpose one piece into a week of posts",
      subtitle: "Turn an article, episode transcript or video into platform-ready posts in your voice",
      description:
        "Paste a long piece you made and a sample of your writing, and get posts for several platforms that keep your voice and point back to the original.",
      prompt: `You are a content strategist who repurposes long-form content without losing the creator's voice. Here is a sample of how I write: [paste 2 or 3 of your past posts]. Here is the original piece: [paste the article, transcript or script].

Create: 1) A LinkedIn post of 150 to 200 words with a strong first line, 2) A 5-post thread for X or Threads, 3) Three short-video hooks of under 15 words each, 4) An Instagram caption with a question for comments, 5) A newsletter teaser of three sentences. Use ideas and stories only from the original piece, match my tone and sentence length, and avoid buzzwords, hashtag stuffing and emoji. Mark any claim that needs a source with [source?].`,
      steps: [
        "Pick one long piece you are proud of",
        "Paste two or three of your past posts as a voice sample",
        "Run the prompt and edit each post so it sounds like you",
        "Schedule them across the week",
      ],
      howToTry: "Use your most recent article or episode transcript and see how many posts you get from it.",
      example:
        "Input: a 2,000-word blog post about leaving a corporate job to freelance. Output: a LinkedIn post opening with 'I planned my exit for 18 months and still got the money part wrong', a five-post thread and three video hooks.",
      difficulty: "Beginner",
      benefits: [
        "More reach from work you already made",
        "Keeps your own voice",
        "A week of posts in one sitting",
      ],
      whyItHelps:
        "Creators burn out making new content for every channel. Repurposing your best work keeps you consistent without starting from a blank page each day.",
    },
    {
      id: "content-creator-idea-mining",
      kind: "prompt",
      title: "Mine your own experiences for content ideas",
      subtitle: "Turn a week of your own notes and audience questions into angles nobody else has",
      description:
        "Paste your notes, audience comments and questions, and get content ideas grounded in your own experiences, with hooks and formats for each.",
      prompt: `You are a content coach who helps creators find ideas only they can make. My niche: [e.g. personal finance for freelancers]. My audience: [who they are]. Below are my notes from this week and questions or comments from my audience.

Give me 10 content ideas. For each: 1) A working title, 2) The angle, based on a specific experience or opinion from my notes, 3) The audience question it answers, 4) The best format (short video, carousel, long post, episode), 5) A first line or hook. Rank them by how unique they are to me. Avoid generic listicles that any creator could make. Do not invent experiences I did not mention.

My notes: [paste journal notes, voice memo transcripts, observations]
Audience questions and comments: [paste, without usernames]`,
      steps: [
        "Collect a week of your notes and voice memos",
        "Add recent audience questions without usernames",
        "Run the prompt and pick the three ideas that excite you",
        "Add them to your content calendar",
      ],
      howToTry: "Paste your last ten audience comments and three things that happened to you this week.",
      example:
        "Input: notes from a podcaster about a guest who canceled last minute, and listener questions about booking guests. Output: ideas such as 'My backup plan when a guest cancels an hour before recording', as a short video.",
      difficulty: "Beginner",
      benefits: [
        "Ideas rooted in your own stories",
        "Content that answers real questions",
        "An end to the blank-page feeling",
      ],
      whyItHelps:
        "Your experiences and opinions are what make your content different from everyone else's, including AI's. This prompt helps you find them instead of replacing them.",
    },
    {
      id: "content-creator-show-notes",
      kind: "build",
      title: "Episode and video publishing kit generator",
      subtitle: "Paste a transcript, get show notes, chapters, titles and a description in one place",
      description:
        "A small app where you paste an episode or video transcript and get show notes, timestamps, title options, a description and clips to cut, saved per episode.",
      prompt: `You are a podcast and YouTube producer. From the transcript below (with timestamps), create: 1) Five title options under 60 characters, ranging from descriptive to curiosity-driven, 2) An episode description of about 120 words, 3) Chapters with timestamps from the transcript, 4) Show notes with the key points and any resources or links mentioned, 5) Three moments that would make good short clips, with start and end timestamps and why each works. Use only what is in the transcript; if a resource is mentioned without a link, write [add link].

Show name and format: [e.g. weekly interview show about indie business]
Guest (if any): [name and one-line bio]
Transcript: [paste]`,
      steps: [
        "Export a transcript with timestamps from your editing or hosting tool",
        "Paste the build instructions into Lovable",
        "Generate a kit for your latest episode",
        "Review the titles and clip picks before publishing",
      ],
      howToTry: "Paste the transcript of your latest episode into ChatGPT with the prompt before building the app.",
      example:
        "Input: a 45-minute interview with a bakery owner. Output: titles like 'How a $30 Sign Doubled Weekend Sales', chapters every 5 to 8 minutes, show notes with [add link] for a book mentioned, and three clip moments.",
      difficulty: "Intermediate",
      benefits: [
        "Publishing tasks done in minutes",
        "Clips chosen from the best moments",
        "Every episode's kit saved in one place",
      ],
      whyItHelps:
        "The work after recording often takes longer than the recording itself. A kit generator handles the repetitive parts so you can put more time into the show.",
      whatToBuild:
        "Screens: an episode list, a 'New episode' page with a transcript paste box and show details, and an episode kit page with tabs for titles, description, chapters, show notes and clips. Data: episodes (number, date, guest, transcript, chosen title, status) and kits (titles, description, chapters, notes, clips). Buttons: 'Generate kit' sends the transcript with the prompt to an AI step and saves the results; 'Pick title' marks the chosen one; 'Copy' buttons on each tab copy the text for your hosting platform; 'Mark published' updates the status.",
    },
    {
      id: "content-creator-content-calendar",
      kind: "build",
      title: "Content calendar with themes and idea bank",
      subtitle: "Plan a month of content around your themes, with an idea bank and AI outlines",
      description:
        "A content calendar that keeps your themes, an idea bank and your publishing schedule, and drafts outlines for the ideas you pick.",
      prompt: `You are a content editor planning a month for a creator. My content pillars: [3 to 5 themes]. Channels and cadence: [e.g. 2 newsletters, 8 short videos, 4 LinkedIn posts per month]. Ideas in my bank: [paste ideas]. Dates that matter this month: [launches, holidays, events].

Create a calendar that spreads the pillars evenly, places each idea on a date and channel, and notes where one idea can feed several channels. For each item, write a three-point outline and a working hook. Flag gaps where I need new ideas. Keep the plan realistic for one person; if the cadence looks too heavy, say so and suggest what to cut.`,
      steps: [
        "Write down your three to five content pillars",
        "Paste the build instructions into Lovable",
        "Add your ideas and channels",
        "Generate next month's plan and adjust it by hand",
      ],
      howToTry: "Paste your pillars and ten ideas into ChatGPT with the prompt to plan next month.",
      example:
        "A fitness creator with pillars 'strength for beginners', 'home workouts' and 'mindset' gets a month plan where one newsletter on progressive overload feeds three short videos, and a warning that 12 videos is too many alongside a launch.",
      difficulty: "Intermediate",
      benefits: [
        "A balanced mix of your themes",
        "Ideas never lost",
        "A realistic workload",
      ],
      whyItHelps:
        "Consistency matters more than volume, and it is easier with a plan. A calendar tied to your themes keeps you on message and warns you before you overcommit.",
      whatToBuild:
        "Screens: a month calendar view, an idea bank list, and a settings page for pillars and channels. Data: pillars (name, description), channels (name, monthly cadence), ideas (title, pillar, notes, status: idea, planned, drafted, published), and calendar items (date, channel, idea, outline, hook). Buttons: 'Add idea' saves to the bank; 'Plan month' sends pillars, channels, ideas and key dates with the prompt to an AI step and fills the calendar; drag and drop moves items; 'Mark published' updates the status.",
    },
    {
      id: "content-creator-trend-radar",
      kind: "agent",
      title: "Weekly trend radar for your niche",
      subtitle: "From public RSS feeds and newsletters to five timely angles for your audience",
      description:
        "An agent that reads public news, blog and newsletter feeds in your niche every week and sends five timely content angles with your point of view in mind.",
      prompt: `You are a trend researcher for a creator in [niche]. My audience: [who they are]. My point of view: [one or two sentences on what I believe that others in my niche may not].

Below are this week's items from public feeds. Pick the 5 most relevant to my audience. For each: what happened in two sentences with the link, why my audience would care, an angle that uses my point of view, and the best format for it. Skip celebrity gossip and items older than a week. Remind me to check the original source before posting about any claim.

Items: [titles, links and excerpts passed in by the automation]`,
      steps: [
        "Pick three to five public RSS feeds or newsletters in your niche",
        "Create a weekly trigger in Relay.app, or use an inbox label for newsletters",
        "Add the AI step with your niche and point of view",
        "Read the radar on Monday and plan one timely post",
      ],
      howToTry: "Gather the RSS links of three sites you already read for your niche and set up the trigger.",
      example:
        "On Monday a personal finance creator gets five angles, including a new retirement contribution limit with an angle on why freelancers should care, suggested as a carousel.",
      difficulty: "Intermediate",
      benefits: [
        "Timely content without doom-scrolling",
        "Angles shaped by your point of view",
        "Public sources only",
      ],
      whyItHelps:
        "Timely content performs well, but tracking news eats creative time. A weekly radar lets you react to what matters with your own perspective.",
      whatToDo:
        "Trigger: every Monday at 7 a.m. Steps: 1) read new items from the public RSS feeds you chose, or newsletters that arrive in a dedicated inbox label; 2) pass titles, links and excerpts to an AI step with the prompt, your niche and point of view; 3) email you the five angles. Output: a weekly list of timely angles with links and formats.",
    },
    {
      id: "content-creator-comment-digest",
      kind: "agent",
      title: "Audience question digest from your comments and DMs",
      subtitle: "A weekly list of what your audience is asking, grouped into content ideas",
      description:
        "An agent that collects the week's comments or messages from a platform you connect, or from a form, and sends you the recurring questions as content ideas.",
      prompt: `You are an audience researcher for a creator. Below are this week's comments and messages, without usernames. Group them into: 1) Recurring questions, with how many times each came up and one representative quote, 2) Objections or disagreements worth addressing, 3) Requests for specific content, 4) Praise that shows what resonates. Then suggest three content ideas that answer the most common questions, each with a hook. Ignore spam and do not include any usernames or personal details in the output.

Comments and messages: [comments passed in by the automation]`,
      steps: [
        "Connect a platform in Relay.app, or collect questions with a simple form",
        "Set a weekly trigger",
        "Add the AI step with the prompt",
        "Add the ideas to your idea bank or calendar",
      ],
      howToTry: "Copy 30 recent comments from one post, without usernames, into ChatGPT with the prompt.",
      example:
        "On Sunday a cooking creator learns that 14 people asked how to adapt recipes for an air fryer, and gets a hook for a video answering it.",
      difficulty: "Intermediate",
      benefits: [
        "Content your audience actually asked for",
        "Recurring questions never missed",
        "Usernames kept out of the output",
      ],
      whyItHelps:
        "Your audience tells you what they want every day, but comments scroll away. A weekly digest turns them into a reliable source of ideas. Follow each platform's terms when connecting it.",
      whatToDo:
        "Trigger: every Sunday evening. Steps: 1) collect the week's comments or messages from a connected platform, or the responses from a 'Ask me anything' form; 2) strip usernames and pass the text to an AI step with the prompt; 3) email you the digest and add the three ideas to a sheet. Output: a weekly list of audience questions with counts and content ideas.",
    },
    {
      id: "content-creator-alter-ego",
      kind: "creative",
      title: "Rewrite your post in five wildly different voices",
      subtitle: "See your idea as a sports commentator, a Shakespeare sonnet or a noir detective",
      description:
        "A playful exercise: paste one of your posts and ask AI to rewrite it in five very different voices, then notice what each voice does well and what makes yours yours.",
      prompt: `You are a playful writing coach. Rewrite the post below in five voices: 1) A live sports commentator, 2) A Shakespearean sonnet, 3) A hard-boiled noir detective, 4) A kindergarten teacher, 5) A nature documentary narrator. Keep each version under 100 words and keep the core idea. Then, out of character, tell me in three bullet points what each voice did that I could borrow (energy, rhythm, simplicity), and two things about my original that are distinctly mine and should stay.

My post: [paste a post or paragraph you wrote]`,
      steps: [
        "Pick a post you wrote recently",
        "Run the prompt and read the five versions aloud",
        "Note what you could borrow",
        "Rewrite your next hook with one borrowed trick",
      ],
      howToTry: "Paste your latest caption and ask for the five voices now.",
      example:
        "Input: a post about batch-recording videos on Sundays. Output: a sports commentary of 'a creator going for the record of six videos before lunch' and a note that your original's short, honest sentences are worth keeping.",
      difficulty: "Beginner",
      benefits: [
        "Fun and fast",
        "Fresh ideas for hooks and rhythm",
        "A clearer sense of your own voice",
      ],
      whyItHelps:
        "Your voice is your edge as a creator. Playing with extreme voices shows you what AI can imitate and what only you bring, which makes you a better editor of AI drafts.",
    },
  ],
};
