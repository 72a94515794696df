import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "job-seeker",
  label: "Job Seeker",
  matchPhrases: [
    "open to work",
    "opentowork",
    "job seeker",
    "job seeking",
    "job search",
    "job hunting",
    "job hunt",
    "looking for work",
    "looking for a new job",
    "looking for a job",
    "find a new job",
    "find a job",
    "job applications",
    "looking for new opportunities",
    "seeking new opportunities",
    "seeking opportunities",
    "seeking a role",
    "between roles",
    "between jobs",
    "career change",
    "career changer",
    "career transition",
    "career pivot",
    "recently laid off",
    "laid off",
    "unemployed",
    "returning to work",
  ],
  summary:
    "Looking for your next role is a job in itself: finding the right openings, tailoring your resume, preparing for interviews and keeping up with people who can help. AI can take a lot of the repetitive work off your plate and help you tell your story with more confidence, especially if you are changing careers. It helps you present your real experience well; it never replaces honesty about what you have done, and the final choices are yours.",
  useCases: [
    "Tailor your resume bullets to a specific job description, truthfully",
    "Prepare STAR stories and practice likely interview questions",
    "Track applications, contacts and follow-ups in one place",
    "Filter job alerts down to the roles that actually fit you",
    "Translate your experience into the language of a new field",
  ],
  ideas: [
    {
      id: "job-seeker-resume-tailor",
      kind: "prompt",
      title: "Tailor your resume to a job description, truthfully",
      subtitle: "See the match, the gaps and stronger bullets built only from your real experience",
      description:
        "Paste a job description and your resume and get a match analysis, rewritten bullets that use the employer's language, and honest advice on gaps.",
      prompt:
        "You are an experienced recruiter and resume writer for [field or industry]. Here is the job description: [paste the job description]. Here is my resume, with my phone number, address and email removed: [paste resume text].\n\nPlease:\n1. List the 8 most important requirements in the job description.\n2. For each, rate my resume as Strong match, Partial or Gap, quoting the evidence.\n3. Rewrite my 6 most relevant bullets to mirror the job's language, using the format 'action + what + result'. Use only facts from my resume; where a result number would help but I did not give one, write [add number if true].\n4. Suggest a two-line summary for the top of my resume aimed at this role.\n5. For each Gap, suggest an honest way to address it: a cover letter line, a project or a skill to learn.\n\nNever invent experience, titles or results.",
      steps: [
        "Remove your phone number, address and email from the resume text",
        "Paste the job description and resume into the prompt",
        "Check every rewritten bullet is true and fill in the [add number if true] spots only with real numbers",
        "Save a tailored version of your resume for this role",
      ],
      howToTry: "Pick one job you want to apply to this week and run the prompt with its description and your current resume.",
      example:
        "A teacher moving into instructional design sees 'curriculum development' as a strong match, 'LMS administration' as partial, and a bullet rewritten as 'Designed a 12-week science unit used by four classrooms'.",
      difficulty: "Beginner",
      benefits: ["A tailored resume in minutes", "Clear view of your fit", "Honest ways to address gaps"],
      whyItHelps:
        "Recruiters and screening tools look for the employer's language and relevant evidence. Tailoring each application helps your real experience get noticed.",
    },
    {
      id: "job-seeker-star-stories",
      kind: "prompt",
      title: "Build your STAR stories and practice interview answers",
      subtitle: "Turn your experience into clear stories and get feedback on how you answer",
      description:
        "Describe a few experiences from your work and get structured STAR stories, the interview questions each story can answer, and a mock interview with feedback.",
      prompt:
        "You are an interview coach preparing me for [job title] interviews at [type of company]. Here are four experiences from my work, in rough notes: [describe each: the situation, what you did, and what happened].\n\nPlease:\n1. Turn each into a STAR story (Situation, Task, Action, Result) of about 150 words, in first person, keeping only facts I gave you. Mark anything I should add with [add detail].\n2. For each story, list three common interview questions it can answer.\n3. List three likely questions for this role that none of my stories cover.\n4. Then run a mock interview: ask me one question at a time, wait for my answer, and give short feedback on structure, clarity and length before the next question. Stop after five questions and summarize what to improve.",
      steps: [
        "Write rough notes on four experiences you are proud of",
        "Run the prompt and edit the STAR stories in your own words",
        "Answer the mock interview questions out loud or typed",
        "Prepare a story for any question your current stories don't cover",
      ],
      howToTry: "Write notes on one experience you are proud of, run the prompt, and answer the first mock question out loud.",
      example:
        "A laid-off operations coordinator turns 'I fixed the scheduling mess' into a STAR story about cutting double-bookings after a new shared calendar, which answers questions about initiative and problem solving.",
      difficulty: "Beginner",
      benefits: ["Clearer, more confident answers", "Stories ready for common questions", "Practice anytime, without pressure"],
      whyItHelps:
        "Interviews reward clear stories with concrete results. Preparing them ahead means you spend the interview connecting, not searching for examples.",
    },
    {
      id: "job-seeker-application-tracker",
      kind: "build",
      title: "Job search tracker with follow-up reminders",
      subtitle: "Applications, contacts and next steps on one board instead of a messy spreadsheet",
      description:
        "Build a personal app that tracks every application by stage, the people you have talked to, and when to follow up, with weekly numbers to keep you motivated.",
      prompt:
        "Build a web app called 'Job Search HQ' for one person's job search. Screens: (1) a Board with columns Saved, Applied, Interviewing, Offer, Closed; each card shows company, role, date applied and next follow-up date; drag cards between columns; (2) an Application page with job link, pasted job description, resume version used, salary range if listed, contacts at the company, notes from each conversation and a follow-up date; (3) a Contacts page with name, company, how we met, last contact date and notes; (4) a Weekly view showing applications sent, conversations held and follow-ups due this week. Highlight overdue follow-ups in amber. My weekly goals: [e.g. 5 applications and 3 conversations]. Make it private to my login and easy to use on a phone.",
      steps: [
        "Paste the build prompt into Lovable with your weekly goals",
        "Add your current applications and contacts",
        "Set a follow-up date for every open application",
        "Check the Weekly view every Monday and plan your week",
      ],
      howToTry: "Paste the prompt into Lovable and add the last three jobs you applied to, with a follow-up date for each.",
      example:
        "A career changer sees 12 applications, 2 in Interviewing, and three follow-ups due this week, including a thank-you note to a hiring manager she met at a meetup.",
      difficulty: "Intermediate",
      benefits: ["Nothing falls through the cracks", "Follow-ups happen on time", "Visible progress keeps you going"],
      whyItHelps:
        "A job search involves dozens of threads at once. A clear tracker reduces stress and makes sure promising leads get a timely follow-up.",
      whatToBuild:
        "Screens: a drag-and-drop Board by stage, an Application detail page, a Contacts list and a Weekly summary. Data kept: Applications (company, role, link, description, stage, dates, resume version, salary range, notes, follow-up date) and Contacts (name, company, how met, last contact, notes). Actions: add and move applications, log conversations, set follow-up dates and highlight overdue ones.",
    },
    {
      id: "job-seeker-portfolio-page",
      kind: "build",
      title: "A personal 'hire me' page that shows your work",
      subtitle: "A one-page site with your story, three project case studies and a contact form",
      description:
        "Build a simple personal website that tells your career story, shows three concrete projects as short case studies and makes it easy for recruiters to contact you.",
      prompt:
        "Build a one-page personal website for a job seeker targeting [target role]. Sections: (1) a hero with my name, a one-line positioning statement ('[e.g. Operations coordinator moving into project management]') and a button to download my resume; (2) 'My story' in 120 words: [paste or draft]; (3) three project case studies, each with the problem, what I did, the tools used, the result and an image: [describe three real projects]; (4) skills grouped into three categories; (5) a short testimonial section for quotes I add later; (6) a contact form that emails me, plus links to LinkedIn. Clean, professional, fast on mobile. Add an 'Edit' mode behind a password so I can update sections myself.",
      steps: [
        "Pick three real projects that show skills your target role needs",
        "Paste the build prompt into Lovable with your details",
        "Publish the page and add the link to your LinkedIn and resume",
        "Ask a friend in your target field to review it",
      ],
      howToTry: "Paste the prompt into Lovable with one project described and publish a first version today.",
      example:
        "A retail store manager moving into operations shows case studies on reducing stockouts with a new reorder routine and training a team of 15, with a contact form that forwards to her email.",
      difficulty: "Intermediate",
      benefits: ["Shows evidence, not just claims", "Stands out from resume-only applicants", "Especially helpful for career changers"],
      whyItHelps:
        "A resume lists what you did; a short case study shows how you think. That matters most when your title doesn't match the job you want yet.",
      whatToBuild:
        "A single public page with hero, story, three case studies, skills, testimonials and a contact form, plus a password-protected Edit mode. Data kept: the page sections, case studies (problem, actions, tools, result, image) and contact messages. Actions: download the resume file, submit the contact form which emails you, and edit content in Edit mode.",
    },
    {
      id: "job-seeker-job-alert-filter",
      kind: "agent",
      title: "Job alert filter that sends only the roles that fit",
      subtitle: "An agent that reads your job alert emails and scores each posting against your criteria",
      description:
        "An automation that reads job alert emails from a Gmail label, scores each posting against your must-haves and deal-breakers with AI, and sends you one short daily shortlist.",
      prompt:
        "You are a career advisor screening job postings for me. My target: [role titles]. Must-haves: [e.g. remote or within 30 minutes of Denver, salary above $X if listed, team size, industry]. Nice-to-haves: [list]. Deal-breakers: [e.g. more than 25% travel, commission-only]. My strongest skills: [list 5].\n\nHere is a job posting: [paste title, company, location and description].\n\nReturn:\n- Fit: Strong, Possible, or Skip\n- Why: two lines referring to my criteria\n- Deal-breakers found, if any\n- The two skills from my list to emphasize if I apply\n- Anything unclear to ask the recruiter\n\nJudge only on the posting's text. Do not guess salary if it is not listed.",
      steps: [
        "Set up job alerts on the boards you use and send them to a Gmail label such as 'job-alerts'",
        "In Relay.app, trigger a flow on new emails with that label",
        "Add an AI step that scores each posting with the prompt",
        "Send yourself a daily email listing only Strong and Possible roles with links",
      ],
      howToTry: "Paste two postings from today's job alert email into the prompt with your criteria and compare the scores with your instinct.",
      example:
        "From 40 alert postings, the daily email lists four Strong fits, including a remote customer operations role, and notes that one 'Possible' role requires 40% travel.",
      difficulty: "Intermediate",
      benefits: ["Less time scrolling listings", "Consistent criteria for every posting", "Works from your own inbox only"],
      whyItHelps:
        "Job boards send far more postings than anyone can read carefully. Filtering by your own criteria keeps your energy for applications that fit.",
      whatToDo:
        "Trigger: a new email arrives with the Gmail label 'job-alerts'. Steps: extract each posting's title, company, location, link and text; send each to an AI step with your criteria; store the results in a Google Sheet; every evening at 6 p.m., email yourself the Strong and Possible roles with links and the skills to emphasize. Output: one daily shortlist and a running sheet of scored postings.",
    },
    {
      id: "job-seeker-networking-follow-up",
      kind: "agent",
      title: "Networking follow-ups after every coffee chat",
      subtitle: "Your calendar triggers a thank-you draft and a reminder to check in three weeks later",
      description:
        "An automation that notices when a networking call on your calendar ends, asks you for two quick notes, drafts a thank-you message and schedules a gentle follow-up reminder.",
      prompt:
        "You are a warm, professional networking coach. I just had a conversation with [first name], a [their role] at [company]. What we talked about: [your two quick notes]. Anything they offered: [e.g. an intro, a resource, a referral]. What I am looking for: [target role].\n\nWrite:\n1. A thank-you message under 90 words that mentions something specific from the conversation, confirms any offer they made without pressure, and offers something back if possible [e.g. an article or an intro].\n2. A short check-in message I could send in three weeks to share progress and keep the relationship warm.\n\nTone: genuine, brief, no flattery. Do not ask for a job directly.",
      steps: [
        "Add 'Coffee chat' or 'Networking' to the title of those calendar events",
        "In Relay.app, trigger a flow when such an event ends",
        "Send yourself a quick form for two notes, then run the AI step",
        "Save the thank-you as a draft and add a three-week reminder to your calendar",
      ],
      howToTry: "Think of the last person you had a networking call with and run the prompt to draft a late, but still welcome, thank-you.",
      example:
        "After a call with a product operations manager who offered to review a resume, the agent drafts a thank-you mentioning her advice on certifications and sets a reminder to share an update in three weeks.",
      difficulty: "Intermediate",
      benefits: ["Every conversation gets a timely thank-you", "Relationships stay warm", "Uses only your calendar and email"],
      whyItHelps:
        "Most jobs come through people, but follow-ups slip during a busy search. Automating the nudge makes thoughtful follow-up a habit.",
      whatToDo:
        "Trigger: a calendar event with 'Coffee chat' or 'Networking' in the title ends. Steps: send you a two-question form ('What did you talk about?' and 'What did they offer?'); when you answer, send the notes to an AI step with the prompt; save the thank-you message as an email draft; create a calendar reminder in three weeks with the check-in draft. Output: a ready-to-send thank-you and a scheduled follow-up.",
    },
    {
      id: "job-seeker-origin-story",
      kind: "creative",
      title: "Your career as a superhero origin story",
      subtitle: "A playful way to discover the strengths you carry into your next role",
      description:
        "Ask AI to retell your career path as a superhero origin story. It's a lighthearted break from applications, and it often names strengths you undervalue.",
      prompt:
        "You are a comic book writer. Turn my career so far into a short superhero origin story (about 300 words). My path: [list your jobs or key experiences in order, one line each]. Moments I'm proud of: [two or three]. What I want next: [target role or field].\n\nGive me a superhero name, the 'origin moment' where my powers began, three superpowers based on real skills from my path, a worthy villain (the problem I love solving), and a final scene where I arrive at my next role.\n\nThen, outside the story, list my three superpowers in plain professional language that I could use in my LinkedIn headline or an interview answer.",
      steps: [
        "List your jobs and experiences in a few lines",
        "Add two or three moments you are proud of",
        "Run the prompt and enjoy the story",
        "Use the plain-language strengths in your headline or 'tell me about yourself' answer",
      ],
      howToTry: "Run the prompt with your last three roles and read the story to a friend or family member tonight.",
      example:
        "A nurse moving into health tech becomes 'The Calm Under Pressure', with powers of triage, translating between patients and doctors, and spotting problems early; her headline becomes 'Clinician turned health tech operator'.",
      difficulty: "Beginner",
      benefits: ["A morale boost during a long search", "Names strengths you undervalue", "Fresh words for your headline"],
      whyItHelps:
        "Job searching can wear down confidence. Seeing your path as a story of growing strengths helps you talk about it with energy.",
    },
  ],
};
