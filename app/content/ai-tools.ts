/**
 * The AI tools list (/ai-tools) and the tools the Archive recommends: one catalog, so each tool's
 * official address is written once.
 */

export interface ToolEntry {
  id: string;
  name: string;
  description: string;
  link: string;
}

export interface ToolCategory {
  id: string;
  title: string;
  description: string;
  tools: readonly ToolEntry[];
}

/** Official addresses, keyed by tool id. */
export const toolLinks = {
  chatgpt: "https://chatgpt.com/",
  claude: "https://claude.ai/",
  gemini: "https://gemini.google.com/",
  grammarly: "https://www.grammarly.com/",
  granola: "https://www.granola.ai/",
  otter: "https://otter.ai/",
  fathom: "https://fathom.video/",
  fireflies: "https://fireflies.ai/",
  perplexity: "https://www.perplexity.ai/",
  notebooklm: "https://notebooklm.google.com/",
  elicit: "https://elicit.com/",
  consensus: "https://consensus.app/",
  lovable: "https://lovable.dev/",
  replit: "https://replit.com/",
  bolt: "https://bolt.new/",
  cursor: "https://cursor.com/",
  relay: "https://www.relay.app/",
  zapier: "https://zapier.com/",
  make: "https://www.make.com/",
  n8n: "https://n8n.io/",
  canva: "https://www.canva.com/",
  gamma: "https://gamma.app/",
  midjourney: "https://www.midjourney.com/",
  napkin: "https://www.napkin.ai/",
  tella: "https://www.tella.tv/",
  descript: "https://www.descript.com/",
  heygen: "https://www.heygen.com/",
  loom: "https://www.loom.com/",
} as const;

type ToolId = keyof typeof toolLinks;

function tool(id: ToolId, name: string, description: string): ToolEntry {
  return { id, name, description, link: toolLinks[id] };
}

export const aiToolCategories: readonly ToolCategory[] = [
  {
    id: "writing",
    title: "Writing & thinking",
    description: "Drafting, editing, brainstorming and working through a problem out loud.",
    tools: [
      tool("chatgpt", "ChatGPT", "The all-rounder: drafts, rewrites, analyses files and images, and remembers your preferences. Custom GPTs turn a repeat task into one click."),
      tool("claude", "Claude", "Strong at long documents and careful, natural writing. Projects keep your files and instructions together so you stop repeating yourself."),
      tool("gemini", "Gemini", "Google's assistant, built into Gmail, Docs and Drive. Handy when your work already lives in Google Workspace."),
      tool("grammarly", "Grammarly", "Catches errors and adjusts tone wherever you type, from e-mail to LinkedIn posts, with AI rewrites when a sentence needs more."),
    ],
  },
  {
    id: "meetings",
    title: "Meetings & notes",
    description: "Stay present in the conversation and still leave with clear notes and next steps.",
    tools: [
      tool("granola", "Granola", "An AI notepad for meetings: you jot rough notes and it fills in the rest from the transcript, without a bot joining the call."),
      tool("otter", "Otter.ai", "Live transcripts and summaries for calls and in-person conversations, searchable afterwards."),
      tool("fathom", "Fathom", "Records video calls and writes the summary and action items, ready to paste into your CRM or follow-up e-mail."),
      tool("fireflies", "Fireflies.ai", "Joins your calls as a note-taker and builds a searchable library of every meeting, with topics and action items."),
    ],
  },
  {
    id: "research",
    title: "Research & learning",
    description: "Find answers with sources, and get to grips with long material quickly.",
    tools: [
      tool("perplexity", "Perplexity", "A search engine that answers in plain language and shows its sources, so you can check them."),
      tool("notebooklm", "NotebookLM", "Upload your documents and ask questions about them only. It can even turn them into a podcast-style audio overview."),
      tool("elicit", "Elicit", "Searches and summarizes academic papers, useful when a decision needs evidence rather than opinions."),
      tool("consensus", "Consensus", "Answers questions from published research and shows how strongly the studies agree."),
    ],
  },
  {
    id: "building",
    title: "Building apps without code",
    description: "Describe what you want and get working software: vibe coding.",
    tools: [
      tool("lovable", "Lovable", "Describe an app in plain English and get a working version with a database and a shareable link. The easiest place to start."),
      tool("bolt", "Bolt", "Builds full web apps from a prompt right in the browser, with the code there to inspect when you are curious."),
      tool("replit", "Replit", "An online workspace where its AI agent builds, runs and hosts apps, from quick tools to bigger projects."),
      tool("cursor", "Cursor", "A code editor with AI at its core, for when you are ready to work with the code itself."),
    ],
  },
  {
    id: "automation",
    title: "Automation & agents",
    description: "Connect your apps so routine work happens on its own, with you approving what matters.",
    tools: [
      tool("relay", "Relay.app", "Automations with AI steps and human approvals built in, for workflows where a person should check before anything is sent."),
      tool("zapier", "Zapier", "Connects thousands of apps with simple if-this-then-that workflows, now with AI steps and agents."),
      tool("make", "Make", "A visual builder for more complex automations, with branches, loops and detailed control."),
      tool("n8n", "n8n", "Open-source workflow automation you can run on your own servers, popular for building AI agents."),
    ],
  },
  {
    id: "design",
    title: "Design & presentations",
    description: "Visuals, slides and diagrams without a design background.",
    tools: [
      tool("canva", "Canva", "Design for non-designers: social posts, documents and presentations, with AI to draft visuals and keep them on brand."),
      tool("gamma", "Gamma", "Turns an outline or a document into a polished presentation or one-page site in minutes."),
      tool("napkin", "Napkin", "Turns a paragraph of text into a clean diagram or visual you can drop into a deck."),
      tool("midjourney", "Midjourney", "High-quality image generation for illustrations, concepts and moodboards."),
    ],
  },
  {
    id: "video",
    title: "Video & audio",
    description: "Record, edit and share video without a studio.",
    tools: [
      tool("tella", "Tella", "Records screen-and-camera videos and makes them look polished quickly. Ideal for walkthroughs and tutorials."),
      tool("loom", "Loom", "Quick screen recordings to explain something once instead of in another meeting, with AI titles and summaries."),
      tool("descript", "Descript", "Edit video and audio by editing the transcript, like a document. Removes filler words in one click."),
      tool("heygen", "HeyGen", "Creates presenter videos with AI avatars and translates your own videos into other languages."),
    ],
  },
];

export const aiToolsMeta = {
  title: "The AI Tools List: the best AI tools by job",
  description:
    "A curated list of AI tools for writing, meetings, research, building apps without code, automation, design and video, with what each one is good for.",
};

export const aiToolsCopy = {
  eyebrow: "Free resource",
  heading: "The AI Tools List",
  intro:
    "The tools I actually recommend, grouped by the job you need done. Start with one that solves a problem you had this week, not the one with the most buzz.",
  jumpLabel: "Jump to a category",
  visit: "Visit",
  note: "Tools change quickly: features and prices are set by each company, so check their sites for the current details.",
  newsletter: {
    heading: "Hear about the tools worth your time",
    paragraphs: [
      "I test new AI tools on real work every week. The ones that earn a place in my routine go to newsletter readers first, with the exact way I use them.",
      "One short e-mail a week, no hype. Unsubscribe with one click whenever you like.",
    ],
    containerId: "convertkit-form-ai-tools",
  },
} as const;
