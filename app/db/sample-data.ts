import { DAY_MS, utcDay } from "~/lib/dates";
import { resolveSessionStart } from "~/lib/event-time";
import type { NewEventRow, NewYoutubeVideoRow } from "./schema";

// Day offsets keep the sessions upcoming whenever the database is first created.
const sampleEventTemplates: (Omit<NewEventRow, "date"> & { daysFromNow: number })[] = [
  {
    daysFromNow: 5,
    title: "Build a Meeting-Notes Agent, Live",
    subtitle: "From raw transcript to action items in your inbox",
    time: "10:00 AM",
    category: "Build with me",
    description:
      "Watch a working agent come together from scratch: it picks up a meeting transcript, pulls out decisions, owners and deadlines, and emails a clean summary to everyone who attended. Bring a real transcript if you have one and we will run it through the finished agent at the end.",
    duration: "60 minutes",
    maxAttendees: 100,
    currentAttendees: 37,
  },
  {
    daysFromNow: 12,
    title: "Prompting Workshop: From Vague Ask to Reliable Output",
    subtitle: "Hands-on practice with the prompts you already use at work",
    time: "12:30 PM",
    category: "Workshop",
    description:
      "A practical session on turning one-line requests into prompts that give the same quality answer every time. We cover role and context, examples, output formats and checking the model's work, then rewrite prompts that attendees bring from their own jobs.",
    duration: "90 minutes",
    maxAttendees: 40,
    currentAttendees: 12,
  },
  {
    daysFromNow: 19,
    title: "AI Office Hours for Professionals",
    subtitle: "Bring your questions, tools and half-finished experiments",
    time: "5 PM",
    category: "Community",
    description:
      "An open hour to get unstuck. Share what you are trying to automate, which tool is fighting you, or how to explain an AI pilot to your leadership team, and get answers from me and from other professionals doing the same work.",
    duration: "60 minutes",
    maxAttendees: null,
    currentAttendees: 8,
  },
  {
    daysFromNow: 33,
    title: "Vibe Code a Weekly Win Report",
    subtitle: "Ship a small internal tool without writing code by hand",
    time: "Time TBA",
    category: "Build with me",
    description:
      "Together we build a tool that collects your wins for the week from notes and calendar, drafts a crisp update for your manager, and keeps a running record for review season. You leave with the app and the prompts that built it.",
    duration: "75 minutes",
    maxAttendees: 60,
    currentAttendees: 5,
  },
];

const sampleVideoTemplates: (Omit<NewYoutubeVideoRow, "thumbnailUrl" | "publishedAt"> & { daysAgo: number })[] = [
  {
    daysAgo: 3,
    videoId: "q7Rk2LmX9aB",
    title: "I Built an AI Meeting Assistant in 20 Minutes (No Code)",
    description:
      "A start-to-finish build of an assistant that joins your notes app, summarizes each meeting and drafts the follow-up email. Every prompt used is in the description of the build.",
    duration: "PT21M47S",
    viewCount: 842,
    isFeatured: true,
  },
  {
    daysAgo: 9,
    videoId: "Hn4vT8pW1cZ",
    title: "5 Prompts Every Manager Should Save Today",
    description:
      "Five prompts I use every week for one-on-one prep, project status updates, feedback drafts, hiring scorecards and decision memos, with the reasoning behind each one.",
    duration: "PT12M34S",
    viewCount: 12_480,
    isFeatured: false,
  },
  {
    daysAgo: 16,
    videoId: "bX3_yJ6sQ0e",
    title: "ChatGPT vs Claude for Real Work: An Honest Comparison",
    description:
      "The same six workplace tasks run through both assistants, from summarizing a long report to drafting a tricky email, and where each one is the better pick.",
    duration: "PT18M05S",
    viewCount: 48_920,
    isFeatured: true,
  },
  {
    daysAgo: 24,
    videoId: "Lp9-dK2nV5u",
    title: "How to Get Your Company to Pay for AI Training",
    description:
      "Most employers have a professional-development budget nobody uses. How to find yours, what to ask for and a request email you can adapt in five minutes.",
    duration: "PT9M12S",
    viewCount: 156_300,
    isFeatured: false,
  },
  {
    daysAgo: 38,
    videoId: "Zt6mC1rF8gY",
    title: "Vibe Coding for Beginners: Your First App in One Afternoon",
    description:
      "From a blank screen to a working habit tracker using an AI app builder. No programming background needed; we cover describing what you want, fixing what comes back and publishing it.",
    duration: "PT1H4M20S",
    viewCount: 487_000,
    isFeatured: false,
  },
  {
    daysAgo: 52,
    videoId: "Wd0sE7hU4iN",
    title: "The 3 Waves of AI Transformation (and Where You Fit)",
    description:
      "Why the AI shift at work arrives in three waves, what each one changes for individual professionals, and the skills that keep their value through all three.",
    duration: "PT15M58S",
    viewCount: 1_204_550,
    isFeatured: false,
  },
];

/** The sample videos' ids: the launch check finds them, the console deletes them. */
export const SAMPLE_VIDEO_IDS: readonly string[] = sampleVideoTemplates.map((video) => video.videoId);

export function sampleEvents(now: Date): NewEventRow[] {
  return sampleEventTemplates.map(({ daysFromNow, ...event }, index) => {
    const date = utcDay(new Date(now.getTime() + daysFromNow * DAY_MS));
    const start = resolveSessionStart(date, event.time);
    return {
      ...event,
      date,
      startsAt: "error" in start ? null : start.startsAt,
      // Online sessions; the owner puts their own meeting links in place of these.
      joinUrl: event.category === "Community" ? null : `https://meet.example.com/work-waves-${index + 1}`,
      // The page lists sessions in the order they were added: a second apart keeps the samples in date order.
      createdAt: new Date(now.getTime() - (sampleEventTemplates.length - index) * 1000),
    };
  });
}

export function sampleVideos(now: Date): NewYoutubeVideoRow[] {
  return sampleVideoTemplates.map(({ daysAgo, ...video }) => ({
    ...video,
    thumbnailUrl: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
    publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
  }));
}
