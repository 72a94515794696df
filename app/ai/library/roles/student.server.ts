import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "student",
  label: "Student or Recent Graduate",
  matchPhrases: [
    "university student",
    "college student",
    "graduate student",
    "grad student",
    "mba student",
    "masters student",
    "undergraduate",
    "undergrad",
    "recent graduate",
    "recent grad",
    "new grad",
    "class of",
    "student",
    "internship",
  ],
  summary:
    "You are juggling lectures, readings, deadlines and the first steps of a career. AI can be a patient study partner that quizzes you, explains a hard concept three different ways and helps you plan your week, and a career coach that sharpens your resume and interview answers. Use it to learn faster, not to hand in its words as yours: follow your school's academic integrity rules and check every fact and citation.",
  useCases: [
    "Turn lecture notes into practice questions before an exam",
    "Get a confusing concept explained at your level, with examples",
    "Plan a realistic week around deadlines, classes and a job",
    "Tailor your resume and cover letter to a specific internship or job",
    "Practice interview answers and get honest feedback",
  ],
  ideas: [
    {
      id: "student-exam-quizzer",
      kind: "prompt",
      title: "Turn your lecture notes into an exam practice quiz",
      subtitle: "Active recall from your own notes, with explanations when you get it wrong",
      description:
        "Paste your notes or slides for one topic and have the AI quiz you one question at a time, explaining each answer you miss. It is studying by doing, not rereading.",
      prompt:
        "You are a patient tutor in [course name, e.g. Intro to Microeconomics]. My exam is on [date] and covers [topics]. Here are my notes for one topic: [paste your lecture notes or slide text].\n\nQuiz me using only what is in these notes. Ask one question at a time and wait for my answer. Mix formats: multiple choice, short answer, and one 'explain it in your own words' question. After each answer, tell me if I am right, explain why in two or three sentences, and point to the part of my notes it comes from. After 10 questions, give me a summary: which ideas I know well, which ones I should review, and three flashcards for my weakest area. If something in my notes looks wrong or unclear, tell me so I can check my textbook or ask my professor.",
      steps: [
        "Pick one topic and copy your notes or slide text for it",
        "Fill in the course, topics and exam date",
        "Answer each question honestly without looking at your notes",
        "Save the flashcards for your weak spots and review them tomorrow",
      ],
      howToTry: "Grab the notes from your most recent lecture and do a 10-question quiz before your next class.",
      example:
        "A biology student pastes notes on cellular respiration; the AI asks where the Krebs cycle happens, catches her mixing up glycolysis and the electron transport chain, and gives three flashcards on ATP yield.",
      difficulty: "Beginner",
      benefits: [
        "Active recall beats rereading for remembering",
        "Finds your weak spots before the exam does",
        "Works with any subject and your own material",
      ],
      whyItHelps:
        "Testing yourself is one of the best-supported study methods, but writing your own questions is slow. This turns notes you already have into practice in minutes.",
    },
    {
      id: "student-resume-tailor",
      kind: "prompt",
      title: "Tailor your resume to one internship or job posting",
      subtitle: "Match your real experience to what the posting asks for, without inventing anything",
      description:
        "Paste a job posting and your resume and get specific suggestions: which bullets to rewrite, which projects to highlight, and what is missing. Everything stays true to what you actually did.",
      prompt:
        "You are a career advisor who helps students and recent graduates land their first roles. Compare my resume to this posting.\n\nJob posting: [paste the full posting]\nMy resume: [paste your resume text]\nExtra experience not on my resume: [class projects, clubs, part-time jobs, volunteering]\n\nGive me: 1) the five skills or requirements the employer cares about most, 2) for each, whether my resume shows it clearly, weakly, or not at all, 3) rewrites of up to six bullet points using strong verbs and concrete details I actually gave you, with [number?] where a number would help but I did not provide one, 4) which class projects or activities to move higher, 5) two honest gaps and how to address them in a cover letter. Never invent experience, tools, or results.",
      steps: [
        "Copy the full job posting and your current resume",
        "List class projects and jobs you left off",
        "Run the prompt and pick the rewrites that are true to you",
        "Fill in any [number?] with real figures or remove it",
        "Save a tailored copy named after the company",
      ],
      howToTry: "Pick one posting you are interested in today and run it against your current resume.",
      example:
        "A marketing graduate applying for a social media internship learns her campus club's Instagram work is her strongest proof, and gets the bullet 'Planned and posted [number?] weekly posts for a 600-member student club, growing event sign-ups' to fill in.",
      difficulty: "Beginner",
      benefits: [
        "Each application speaks to the specific posting",
        "Turns class projects into credible experience",
        "Shows gaps you can address honestly",
      ],
      whyItHelps:
        "Early-career applicants often undersell real experience from classes and part-time jobs. Tailoring each resume is slow; this makes it fast while keeping it honest.",
    },
    {
      id: "student-deadline-planner",
      kind: "build",
      title: "A semester deadline planner that tells you what to do today",
      subtitle: "All your assignments, exams and shifts in one place with a daily plan",
      description:
        "Build a small app where you enter every assignment, exam and work shift, and it shows what is due soon and what to work on today. Your syllabus, finally in one view.",
      prompt:
        "Build a semester planner web app for a [year and major, e.g. second-year nursing] student taking [number] courses. Data: Courses (name, color), Tasks (course, title, type: assignment, exam, reading or project, due date, estimated hours, status: not started, in progress, done), and Fixed commitments (title, weekday, start and end time, e.g. classes and work shifts). Screens: 1) 'Today' showing tasks due in the next 7 days sorted by due date, with a suggested list of what to work on today based on due date and estimated hours, 2) a week calendar showing fixed commitments and due dates, 3) a course page listing all tasks for that course with a progress bar, 4) forms to add courses, tasks and commitments. Add a button 'Paste syllabus' where I paste a syllabus's schedule text and it creates the tasks for me to confirm.",
      steps: [
        "Paste the prompt into Lovable and let it build the first version",
        "Add your courses and paste in one syllabus schedule",
        "Add your classes and work shifts as fixed commitments",
        "Check the Today view every morning for a week and adjust",
      ],
      howToTry: "Paste the prompt into Lovable and load one course's syllabus to see your next month.",
      example:
        "A nursing student pastes her pharmacology syllabus; the app creates 14 tasks, and on Tuesday the Today view shows 'Lab report due Thu (3h), start today' above 'Chapter 6 reading, due Fri'.",
      difficulty: "Intermediate",
      benefits: [
        "No more surprise deadlines",
        "A realistic daily plan around classes and work",
        "A project you can describe in interviews",
      ],
      whyItHelps:
        "Deadlines are scattered across syllabi and course sites. One view that suggests today's work reduces last-minute cramming, and building it teaches you a skill employers notice.",
      whatToBuild:
        "Screens: Today (tasks due within seven days plus a suggested 'work on today' list), Week calendar (classes, shifts and due dates), Course page (tasks per course with progress), and add/edit forms. Data: Courses, Tasks (course, title, type, due date, estimated hours, status) and Fixed commitments (title, weekday, start, end). Actions: 'Add task' opens the form; 'Mark done' updates status and progress; 'Paste syllabus' sends the pasted text to an AI step that proposes tasks with dates for you to confirm before saving.",
    },
    {
      id: "student-interview-coach",
      kind: "build",
      title: "A mock interview practice app for your first job",
      subtitle: "Answer real interview questions and get structured feedback on each answer",
      description:
        "Build an app that asks you interview questions for a chosen role, lets you type or paste your answer, and gives feedback using the STAR method. It keeps your best answers to review before the real thing.",
      prompt:
        "Build a mock interview practice web app for students and recent graduates. Screens: 1) a setup screen where I type the role (e.g. [junior analyst]) and paste the job posting, 2) a practice screen that shows one interview question at a time, mixing behavioral questions (teamwork, conflict, failure, leadership) and questions from the posting, with a text box for my answer and a 'Get feedback' button, 3) a feedback panel that rates my answer on structure (Situation, Task, Action, Result), specificity and relevance, with one suggestion to improve, 4) a 'My answers' library saving each question, my latest answer and the feedback, with a star for answers I am happy with. Use an AI step for questions and feedback. Feedback should be encouraging and honest, and never invent experience for me.",
      steps: [
        "Paste the prompt into Lovable and connect its AI feature",
        "Set up a practice session with a real posting",
        "Answer five questions and read the feedback",
        "Rewrite your weakest answer and star your best ones",
      ],
      howToTry: "Build the first version and answer 'Tell me about a time you worked in a team' tonight.",
      example:
        "A computer science graduate answers a teamwork question about a group project; feedback says the Situation is clear but the Result is missing and suggests adding what the team shipped and what he learned.",
      difficulty: "Intermediate",
      benefits: [
        "Practice as many times as you like, without nerves",
        "Learn the STAR structure by using it",
        "A library of polished stories for any interview",
      ],
      whyItHelps:
        "First interviews are mostly about telling clear stories from limited experience. Repeated practice with feedback is the fastest way to get comfortable.",
      whatToBuild:
        "Screens: Setup (role and job posting), Practice (one question at a time with an answer box), Feedback panel, and My answers library. Data: Sessions (role, posting, date) and Answers (session, question, answer text, feedback, rating, starred). Actions: 'Start' generates eight questions from the role and posting with an AI step; 'Get feedback' sends the question and answer to an AI step that scores STAR structure, specificity and relevance; 'Save' stores the answer; 'Star' marks it as a keeper; 'Try again' lets you rewrite and compare.",
    },
    {
      id: "student-job-alert-digest",
      kind: "agent",
      title: "A daily digest of new entry-level jobs that fit you",
      subtitle: "Filters public job feeds and explains why each posting matches",
      description:
        "An agent that reads new postings from job-board alerts or RSS feeds, keeps the entry-level ones matching your interests and sends a short digest with a fit note for each. Uses only public postings and your own inbox.",
      prompt:
        "You are a career assistant for a [recent graduate / final-year student] in [field], interested in [roles, e.g. data analyst, UX researcher] in [locations or remote]. I have these skills: [list]. Here are today's new postings: [paste or pass in the postings].\n\nKeep only postings that are entry-level, internships or graduate programs, and that fit my interests and location. For each one give: company and title, location, application deadline if stated, a two-sentence fit note naming which of my skills match and one requirement I do not yet meet, and a priority (apply this week, maybe, skip). Sort by priority. Do not guess salaries or deadlines that are not in the posting. End with one suggestion for a skill that keeps coming up.",
      steps: [
        "Set up job alerts on LinkedIn, Handshake or Indeed to go to a Gmail label",
        "In Relay.app, create a daily workflow on that label",
        "Add an AI step with the prompt and your interests filled in",
        "Send yourself the digest every evening",
      ],
      howToTry: "Create one saved job alert for your target role today and send it to a new Gmail label.",
      example:
        "An environmental science graduate gets an evening email with four postings, topped by 'Sustainability Analyst, Portland, deadline Mar 15: fits your GIS and Excel, asks for Python you're still learning', and the note that SQL appears in six postings.",
      difficulty: "Intermediate",
      benefits: [
        "Spend time applying instead of scrolling",
        "See which skills the market keeps asking for",
        "Never miss a graduate program deadline",
      ],
      whyItHelps:
        "Job boards bury good entry-level roles under senior ones. A filtered daily list with honest fit notes keeps your search focused and steady.",
      whatToDo:
        "Trigger: new emails arrive under your 'Job alerts' Gmail label (from LinkedIn, Handshake, Indeed or a public RSS job feed), batched once a day at 6pm. Steps: 1) collect the day's postings, 2) an AI step filters for entry-level roles matching your interests and location and writes a fit note and priority for each, 3) send the digest to your inbox. Output: one evening email sorted by priority, plus a recurring-skills note. No private systems needed.",
    },
    {
      id: "student-reading-summarizer",
      kind: "agent",
      title: "Weekly reading-list briefs from your course folder",
      subtitle: "Drop readings in a folder, get a study brief with questions for seminar",
      description:
        "An agent that watches a cloud folder for new course readings and writes a short study brief for each: main argument, key terms and questions to bring to class. You still do the reading; the brief helps you focus.",
      prompt:
        "You are a study assistant for a [level, e.g. second-year undergraduate] student in [course]. Here is a reading: [pass in the reading text or PDF].\n\nWrite a study brief with: 1) the main argument or finding in three sentences, 2) up to six key terms with one-line definitions as used in this text, 3) the evidence or method the author uses, 4) two points where the argument could be challenged, 5) three discussion questions for seminar, 6) page or section references for each point where possible. Use only what is in the reading. If the text is incomplete or unclear, say so. This brief is for my own studying; remind me to read the original and cite the author, not this summary.",
      steps: [
        "Create a Google Drive folder for each course's readings",
        "In Relay.app, trigger a workflow when a new file lands in the folder",
        "Add an AI step that reads the file with the prompt",
        "Save the brief as a Google Doc next to the reading and email yourself a link",
      ],
      howToTry: "Run the prompt by hand on this week's longest reading and compare it with your own notes.",
      example:
        "A sociology student drops a 30-page article on gentrification into her folder; ten minutes later a brief lists the core argument, terms like 'displacement pressure', and a seminar question on whose voices the study leaves out.",
      difficulty: "Intermediate",
      benefits: [
        "Walk into seminar with questions ready",
        "Focus your reading on what matters",
        "Briefs become revision notes at exam time",
      ],
      whyItHelps:
        "Heavy reading lists are hard to keep up with. A brief helps you read actively and contribute in class, as long as you read the original too.",
      whatToDo:
        "Trigger: a new PDF or document is added to your 'Course readings' Google Drive folder. Steps: 1) extract the text, 2) an AI step writes the study brief (argument, key terms, evidence, critiques, discussion questions, references), 3) save the brief as a Google Doc in the same folder, 4) email yourself the link. Output: a study brief next to every reading. Works with your personal Drive, no school systems required.",
    },
    {
      id: "student-explain-like-five-ways",
      kind: "creative",
      title: "Get one hard concept explained five surprising ways",
      subtitle: "As a recipe, a sports play, a text thread and more, until it clicks",
      description:
        "Pick the concept you find most confusing this term and ask AI to explain it through five playful analogies. Fun to read, and one of them usually makes it stick.",
      prompt:
        "I am studying [course] and I keep getting confused by [concept, e.g. opportunity cost / recursion / the Krebs cycle]. Explain it to me five different ways:\n1) as a cooking recipe,\n2) as a play in [a sport or game I like],\n3) as a group chat between the parts involved,\n4) as a short scene from [a show or movie I like],\n5) in plain textbook language in under 80 words.\n\nAfter that, tell me which common misunderstanding about this concept students usually have, and give me one quick question to check that I really understand it. Keep the analogies accurate; if an analogy breaks down somewhere, say where.",
      steps: [
        "Pick the concept that confuses you most right now",
        "Fill in a sport and a show you like",
        "Read all five explanations and pick your favorite",
        "Answer the check question without looking back",
      ],
      howToTry: "Paste the prompt with the concept from your hardest class this week and answer the check question.",
      example:
        "A first-year engineering student asks about recursion and gets it as a recipe that says 'make a smaller batch of this same recipe', a group chat between nested function calls, and a check question about the base case.",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-pressure first try with AI",
        "Finds the analogy that works for your brain",
        "Ends with a real check of understanding",
      ],
      whyItHelps:
        "Some ideas only click when you see them from a new angle. Playing with analogies makes studying lighter and shows you how to use AI as a tutor, not a shortcut.",
    },
  ],
};
