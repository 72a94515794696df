import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "healthcare",
  label: "Healthcare Professional",
  matchPhrases: [
    "registered nurse",
    "nurse practitioner",
    "nurse manager",
    "charge nurse",
    "nurse educator",
    "nursing",
    "nurse",
    "rn",
    "physician assistant",
    "physician",
    "doctor",
    "clinic manager",
    "practice manager",
    "medical director",
    "clinician",
    "clinical",
    "pharmacist",
    "physical therapist",
    "occupational therapist",
    "hospital",
    "clinic",
    "healthcare",
    "health care",
    "medical",
  ],
  summary:
    "In healthcare, your time goes to patients, and a lot of what surrounds them: staff schedules, education handouts, policy updates, training, committee work and endless administrative writing. AI can help with the non-clinical writing and organizing, such as plain-language education drafts, meeting summaries and staff training material. It does not replace clinical judgment: a qualified clinician checks every word that touches care, and patient information never goes into public AI tools, not even with the name removed. Use only tools your organization has approved for anything involving patients.",
  useCases: [
    "Draft plain-language patient education handouts for clinician review",
    "Turn a new policy or guideline into a short staff briefing",
    "Plan staff training sessions and quick competency quizzes",
    "Summarize committee or huddle notes into actions and owners",
    "Organize non-clinical admin: schedules, checklists and templates",
  ],
  ideas: [
    {
      id: "healthcare-patient-handout",
      kind: "prompt",
      title: "Draft a plain-language patient education handout",
      subtitle: "A general handout at a 6th-grade reading level, for a clinician to review",
      description:
        "Get a general, plain-language draft of a patient education handout on a common topic, which a qualified clinician then checks and adapts before use.",
      prompt: `You are a health educator who writes clear patient materials. Draft a general one-page handout about [topic, e.g. caring for a wound after minor surgery] for [audience, e.g. adults going home from an outpatient clinic]. Use a 6th-grade reading level, short sentences and headings: What this is, What to do at home, What to avoid, When to call us, When to go to the emergency room. Use [clinic phone number] and [clinic-specific instructions] as placeholders. Do not include dosages or individual treatment advice. At the end, list every medical statement you made so a clinician can verify each one against our protocols. This is general information, not about any specific patient.`,
      steps: [
        "Choose a general topic, never a specific patient's case",
        "Run the prompt with your audience and setting",
        "Have a qualified clinician check every statement against your protocols",
        "Adapt it to your organization's template and approval process",
      ],
      howToTry: "Pick a handout your team hands out often and compare the draft's readability with the current version.",
      example:
        "Input: 'managing a sprained ankle at home' for adults at an urgent care clinic. Output: a one-page draft with rest, ice and elevation steps, red flags for when to call, and a list of statements for the clinician to verify.",
      difficulty: "Beginner",
      benefits: [
        "Clearer materials patients can actually read",
        "A faster first draft for the team",
        "A built-in checklist for clinical review",
      ],
      whyItHelps:
        "Many handouts are written above patients' reading level. A plain-language draft, checked by a clinician, helps patients follow instructions at home.",
    },
    {
      id: "healthcare-policy-briefing",
      kind: "prompt",
      title: "Turn a new policy into a five-minute staff briefing",
      subtitle: "From a long policy document to what changes on the floor, for the next huddle",
      description:
        "Paste a new or updated internal policy (no patient information) and get a short briefing for a huddle: what changes, who it affects and what to do differently.",
      prompt: `You are a nurse educator preparing a five-minute briefing for a staff huddle. Below is a new or updated policy. Write: 1) What is changing, in three bullet points, 2) Who it affects and from which date, 3) What staff should do differently on their next shift, as a short checklist, 4) Common questions staff will likely ask, with answers taken only from the policy, 5) Anything the policy does not make clear, to raise with the policy owner. Use plain, direct language. Do not add clinical advice that is not in the policy.

Policy (no patient information): [paste the policy or the changed sections]
Unit or setting: [e.g. medical-surgical unit, outpatient clinic]`,
      steps: [
        "Make sure the policy text contains no patient information",
        "Check that your organization allows internal documents in the AI tool you use",
        "Run the prompt and check the briefing against the full policy",
        "Use it at the next huddle and note new questions",
      ],
      howToTry: "Use a recently updated, non-confidential policy and prepare the briefing for your next huddle.",
      example:
        "Input: an updated fall-prevention policy. Output: three bullet points on what changed, a checklist for the start of each shift, and an open question about who documents the bed alarm check.",
      difficulty: "Beginner",
      benefits: [
        "Policies understood, not just signed",
        "Huddles that stay short",
        "Unclear points caught early",
      ],
      whyItHelps:
        "Policy changes often reach staff as long documents nobody has time to read. A short, accurate briefing helps changes actually happen on the floor.",
    },
    {
      id: "healthcare-training-quiz",
      kind: "build",
      title: "Staff training and competency quiz builder",
      subtitle: "Turn training material into short quizzes and track who has completed them",
      description:
        "A small app that turns your training material into short quizzes, lets staff take them on their phone, and shows who has completed which module.",
      prompt: `You are a clinical educator writing a short competency quiz. From the training material below, write 8 multiple-choice questions with four options each. Mix recall questions with realistic, non-identifying scenario questions. For each question, mark the correct answer and give a one-sentence explanation that quotes or references the material. Only test what is in the material; do not add outside clinical facts. Finally, list any statement in the material that looks outdated or unclear so the educator can check it.

Topic: [e.g. hand hygiene, new infusion pump, de-escalation]
Training material: [paste the material, no patient information]`,
      steps: [
        "Pick one training module with clear written material",
        "Paste the build instructions into Lovable",
        "Generate a quiz and have an educator review every question",
        "Pilot it with a few staff before rolling it out",
      ],
      howToTry: "Paste a short piece of training material into ChatGPT with the prompt and review the questions yourself.",
      example:
        "Input: the hand-hygiene module. Output: 8 questions, including a scenario about entering a room between two patients, each with an explanation tied to the module.",
      difficulty: "Intermediate",
      benefits: [
        "Training that sticks",
        "Completion visible at a glance",
        "Quizzes ready in minutes",
      ],
      whyItHelps:
        "Staff education competes with busy shifts. Short, phone-friendly quizzes make training easier to complete and easier to track. The app holds staff names and scores only, never patient data.",
      whatToBuild:
        "Screens: a module list, a quiz page that works on a phone, an educator page to create and approve quizzes, and a completion dashboard. Data: modules (title, material), questions (text, options, answer, explanation, approved yes or no), and attempts (staff name, module, score, date). Buttons: 'Generate quiz' sends the material with the prompt to an AI step and saves draft questions; 'Approve' publishes a question after review; 'Submit answers' scores the attempt; 'Export' downloads completions as CSV.",
    },
    {
      id: "healthcare-clinic-admin-board",
      kind: "build",
      title: "Clinic admin task board with daily opening checklist",
      subtitle: "Opening and closing checklists, supply checks and admin tasks in one place",
      description:
        "A simple board for a clinic's non-clinical operations: daily opening and closing checklists, supply reorders and admin tasks, with a weekly summary for the manager.",
      prompt: `You are a clinic practice manager. Below is this week's log of our non-clinical checklists and admin tasks (no patient information). Write a weekly summary for the manager: 1) Checklists completed and missed, by day, 2) Supplies that ran low and were reordered, 3) Admin tasks overdue, with owner, 4) Patterns worth fixing (e.g. the same item missed every Monday), 5) Three suggested changes to the checklists. Keep it short and neutral.

Log: [paste checklist entries, supply notes and tasks]`,
      steps: [
        "Write your opening and closing checklists as simple lists",
        "Paste the build instructions into Lovable",
        "Load the checklists and try them for one week",
        "Run the weekly summary and adjust the lists",
      ],
      howToTry: "Paste a week of your clinic's checklist notes into ChatGPT with the prompt to see the summary.",
      example:
        "A week at an outpatient clinic: the summary shows the fridge temperature log missed twice on Saturdays, gloves reordered twice, and suggests moving the temperature check to the opening list.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer missed daily checks",
        "Supply shortages spotted earlier",
        "A weekly view for the manager",
      ],
      whyItHelps:
        "Clinics run on many small daily routines. A shared board makes them visible and keeps the manager informed, without touching patient records.",
      whatToBuild:
        "Screens: today's checklists (opening, closing), a supplies page, an admin task list, and a weekly summary page. Data: checklist items (list, text), completions (item, date, initials), supplies (item, par level, status, reorder date), and tasks (title, owner, due date, status). Buttons: tick boxes record completion with initials; 'Mark low' flags a supply for reorder; 'Weekly summary' sends the week's log with the prompt to an AI step and shows the summary. No patient fields anywhere in the app.",
    },
    {
      id: "healthcare-guideline-watch",
      kind: "agent",
      title: "Public guideline and safety alert digest",
      subtitle: "A weekly digest of public health agency updates and safety alerts for your specialty",
      description:
        "An agent that reads public RSS feeds from health agencies and professional bodies each week and sends a short digest of updates relevant to your specialty.",
      prompt: `You are a clinical librarian briefing a [role, e.g. charge nurse in an emergency department]. Below are this week's public updates from health agencies and professional bodies.

Select the items relevant to [specialty or setting]. For each: 1) What was published, in two sentences, 2) Who it affects, 3) Whether it is a safety alert, a guideline update, a recall or news, 4) The link to the original. Do not interpret clinical recommendations beyond what the source says, and end with a reminder that changes to practice go through our organization's usual review. If nothing is relevant, say so in one line.

Updates: [titles, links and summaries passed in by the automation]`,
      steps: [
        "Find the public RSS feeds of the agencies and professional bodies you follow",
        "Create a weekly trigger in Relay.app and add the feeds",
        "Add the AI step with the prompt and your specialty",
        "Email the digest to yourself and share links with your team",
      ],
      howToTry: "Find the RSS feed of one public health agency's news or safety alerts and set up the weekly trigger.",
      example:
        "On Monday a nurse manager receives a digest with two items: a device recall notice and an updated public guideline on sepsis screening, each with a link and a reminder to route practice changes through review.",
      difficulty: "Intermediate",
      benefits: [
        "Important alerts not missed",
        "Public sources only, no patient data",
        "Links to the originals for verification",
      ],
      whyItHelps:
        "Safety alerts and guideline changes arrive from many sources. A weekly digest from public feeds keeps you informed while your organization's review process decides what changes in practice.",
      whatToDo:
        "Trigger: every Monday at 7 a.m. Steps: 1) read new items from the public RSS feeds of health agencies, regulators and professional bodies you choose; 2) pass titles, links and summaries to an AI step with the prompt and your specialty; 3) email you the digest. Output: a short list of relevant updates with links. It uses public sources only and never touches patient information.",
    },
    {
      id: "healthcare-committee-actions",
      kind: "agent",
      title: "Committee and staff meeting action tracker",
      subtitle: "After each committee meeting, a list of actions and owners from the non-clinical notes",
      description:
        "An agent that reads the notes doc of your recurring committee or staff meeting when the calendar event ends and sends out decisions and actions with owners.",
      prompt: `You are the secretary of a [committee name, e.g. unit practice council]. Below are the notes from today's meeting. Extract: 1) Decisions made, 2) Action items with owner and due date (write 'no date' if none), 3) Items waiting for approval from another group, 4) Topics for next month's agenda. Use only what is in the notes. If the notes contain any patient names, record numbers or other identifying details, stop and reply only: 'Notes contain patient information; remove it before processing.'

Notes: [meeting notes passed in by the automation]`,
      steps: [
        "Keep meeting notes free of patient information",
        "Check that your organization approves the AI tool for internal notes",
        "In Relay.app, trigger when the committee's calendar event ends",
        "Send the actions to attendees or to yourself for review first",
      ],
      howToTry: "Paste the notes from your last staff or committee meeting (no patient details) into ChatGPT with the prompt.",
      example:
        "After the monthly practice council, members receive three decisions, five actions with owners, such as updating the bedside handover checklist, and two agenda items for next month.",
      difficulty: "Intermediate",
      benefits: [
        "Committee work moves forward between meetings",
        "A built-in stop if patient data appears",
        "Less admin for the chair",
      ],
      whyItHelps:
        "Committees improve care but often stall between meetings. Clear actions sent right after the meeting keep work moving without extra admin for busy clinicians.",
      whatToDo:
        "Trigger: the calendar event for your committee or staff meeting ends. Steps: 1) wait 15 minutes, then read the linked notes doc; 2) pass the notes to an AI step with the prompt, which refuses notes containing patient information; 3) email the decisions, actions and agenda items to you for review, then forward to attendees. Output: an action list after every meeting. Uses internal notes, so use a tool your organization has approved.",
    },
    {
      id: "healthcare-gratitude-poem",
      kind: "creative",
      title: "Write a thank-you poem for your team",
      subtitle: "A short poem or shout-out about a hard week, for the break room board",
      description:
        "A light way to try AI: describe, in general terms, what your team pulled off this week, and get a short poem or shout-out for the break room or team chat.",
      prompt: `You are a warm, witty poet. Write a short poem (12 to 16 lines) thanking a [type of team, e.g. night shift on a pediatric unit] for getting through a hard week. Here is what happened, in general terms with no patient details: [e.g. short-staffed three nights, new charting system, a snowstorm]. Include small, real details of the work, like coffee, call lights and handovers, and end on a hopeful note. Then write a two-sentence version for the team chat.`,
      steps: [
        "Describe the week in general terms, with no patient details",
        "Run the prompt and pick the version you like",
        "Edit a line or two so it sounds like you",
        "Post it on the break room board or team chat",
      ],
      howToTry: "Write one line about your team's week and ask for the poem on your break.",
      example:
        "Input: a clinic front desk team that handled a phone outage and flu-shot rush. Output: a 14-line poem about sticky notes, long lines and calm voices, plus a two-sentence version for chat.",
      difficulty: "Beginner",
      benefits: [
        "A small morale boost",
        "A safe first try with AI",
        "Takes two minutes",
      ],
      whyItHelps:
        "Healthcare teams carry a lot, and recognition often gets lost in the rush. A playful first use of AI can also show your team what the tools are good at, with nothing sensitive involved.",
    },
  ],
};
