import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "teacher",
  label: "K-12 Teacher",
  matchPhrases: [
    "high school teacher",
    "middle school teacher",
    "elementary school teacher",
    "elementary teacher",
    "kindergarten teacher",
    "special education teacher",
    "special education",
    "classroom teacher",
    "math teacher",
    "science teacher",
    "english teacher",
    "history teacher",
    "esl teacher",
    "instructional coach",
    "curriculum specialist",
    "assistant principal",
    "school principal",
    "k-12",
    "k12",
    "educator",
    "teacher",
    "teaching",
  ],
  summary:
    "Your week is lesson plans, grading, differentiation, family communication and a hundred small decisions in the classroom, with planning time that never feels like enough. AI can draft leveled materials, rubrics, sub plans and family newsletters in minutes, so you spend more time with students and less on paperwork. You stay the expert on your students: keep names and other student information out of public AI tools, follow your district's AI policy, and review everything before it reaches a classroom.",
  useCases: [
    "Plan a standards-aligned lesson with differentiation for different readiness levels",
    "Build clear rubrics and a bank of specific, kind feedback comments",
    "Create review games and practice activities for a unit",
    "Write substitute plans that a sub can actually follow",
    "Send a weekly family newsletter without starting from scratch",
  ],
  ideas: [
    {
      id: "teacher-differentiated-lesson",
      kind: "prompt",
      title: "Standards-aligned lesson plan with built-in differentiation",
      subtitle: "One lesson, three readiness levels, plus supports for English learners",
      description:
        "Describe your standard, grade and time and get a complete lesson plan with a hook, guided practice, leveled tasks, supports for English learners and a quick exit ticket.",
      prompt:
        "You are an experienced [grade level] [subject] teacher and instructional coach. Plan a [length, e.g. 50-minute] lesson on [topic] aligned to this standard: [paste the standard]. My class: [number] students with a wide range of readiness, including [e.g. several English learners and students who need extended time]. Do not include any student names.\n\nInclude:\n1. A learning target in student-friendly language and a success criterion.\n2. A 5-minute hook.\n3. Direct instruction and guided practice with timings.\n4. Independent practice in three versions: approaching, on level, and extending, each with the same learning target.\n5. Supports for English learners (sentence frames, visuals, vocabulary).\n6. A three-question exit ticket with an answer key.\n7. Materials list.\n\nKeep activities realistic for one teacher and a typical classroom.",
      steps: [
        "Paste your standard and fill in grade, subject and lesson length",
        "Describe your class in general terms, without student names",
        "Run the prompt and adjust activities to your students and materials",
        "Check the content and answer key for accuracy before teaching",
      ],
      howToTry: "Run the prompt for tomorrow's lesson and use just the three leveled practice tasks to start.",
      example:
        "A 6th-grade math teacher planning ratios gets a recipe-scaling hook, three versions of practice (visual tape diagrams, word problems, and designing a recipe for 30 people) and an exit ticket with answers.",
      difficulty: "Beginner",
      benefits: ["Differentiation without triple the prep", "A complete plan in minutes", "Built-in supports for English learners"],
      whyItHelps:
        "Differentiating every lesson by hand is one of the biggest time costs in teaching. A solid draft lets you spend your planning time adapting it to the students you know.",
    },
    {
      id: "teacher-rubric-feedback-bank",
      kind: "prompt",
      title: "Rubric plus a bank of specific feedback comments",
      subtitle: "A clear four-level rubric and ready-to-adapt comments for each criterion",
      description:
        "Describe an assignment and get a student-friendly rubric with four levels, plus a feedback bank of specific, encouraging comments for each criterion and level that you adapt while grading.",
      prompt:
        "You are a [grade level] [subject] teacher who gives clear, kind and specific feedback. The assignment: [describe it, e.g. a 5-paragraph argumentative essay on school start times]. The standards or skills it assesses: [list 3-5].\n\nCreate:\n1. A rubric with 4 criteria and 4 levels (Beginning, Developing, Proficient, Advanced), written in language students in [grade] can understand. Each cell describes what the work does, not what it lacks.\n2. A feedback bank: for each criterion and level, two comments that name what the student did well or needs to do next, each ending with a concrete next step.\n3. A student self-assessment checklist of 5 'I can' statements.\n\nI will choose grades myself; this is support for writing feedback, not for scoring students automatically.",
      steps: [
        "Describe the assignment and the skills it assesses",
        "Run the prompt and adjust the rubric language to your class",
        "Share the rubric and checklist with students before they start",
        "Adapt comments from the bank as you grade, adding personal notes",
      ],
      howToTry: "Run the prompt for your next major assignment and give students the self-assessment checklist before they begin.",
      example:
        "For an 8th-grade science lab report, the bank includes 'Your conclusion connects to your hypothesis. Next step: add one data point from your table to back it up.'",
      difficulty: "Beginner",
      benefits: ["Clearer expectations for students", "Faster, more specific feedback", "Consistent grading across classes"],
      whyItHelps:
        "Specific feedback helps students improve, but writing it for a full class takes hours. A rubric and comment bank keep feedback personal while saving time.",
    },
    {
      id: "teacher-review-game",
      kind: "build",
      title: "Unit review game your students can play on any device",
      subtitle: "A quiz-style game from your own questions, with instant feedback and explanations",
      description:
        "Build a simple review game where students answer questions from your unit, get immediate feedback with a short explanation, and see their score, without logins or personal data.",
      prompt:
        "Build a web app called '[unit name] Review' for a [grade level] [subject] class. Teacher screen (password-protected): add, edit and delete questions; each question has a prompt, question type (multiple choice or short answer), the correct answer, a one-sentence explanation and a difficulty (1-3). Here are my starter questions: [paste 10-20 questions with answers]. Student screen (no login): enter a nickname only, answer 10 randomly selected questions, see 'Correct' or 'Not yet' with the explanation after each one, and a final score with a message encouraging another try. Add a 'Class summary' view for the teacher showing which questions were missed most, without storing names. Bright, readable design that works on Chromebooks and phones.",
      steps: [
        "Write or collect 10-20 review questions with answers and explanations",
        "Paste the build prompt into Lovable with your questions",
        "Play it yourself and fix any confusing questions",
        "Share the link with students and check the class summary afterwards",
      ],
      howToTry: "Paste the prompt into Lovable with ten questions from your current unit and play it yourself first.",
      example:
        "A 7th-grade social studies teacher builds an 'Ancient Rome Review'; the class summary shows most students missed the question on the Republic versus the Empire, so she reteaches it the next day.",
      difficulty: "Intermediate",
      benefits: ["Engaging review students can replay", "See what to reteach", "No student accounts or personal data"],
      whyItHelps:
        "Review works best with immediate feedback and repetition. A game from your own questions fits your unit exactly and shows you which ideas need another pass.",
      whatToBuild:
        "Screens: a password-protected Teacher page to manage questions, a Student play screen with nickname entry, question-by-question feedback and a final score, and a Class summary of most-missed questions. Data kept: Questions (prompt, type, answer, explanation, difficulty) and anonymous Attempts (question, correct or not, time). Actions: add and edit questions, draw 10 at random, check answers, and show the summary.",
    },
    {
      id: "teacher-sub-plan-builder",
      kind: "build",
      title: "Substitute plan builder a sub can actually follow",
      subtitle: "Reusable class info plus day-specific plans, printable in one click",
      description:
        "Build an app that stores your standing classroom information once and turns each day's lesson notes into a clear, printable sub plan with a schedule, routines and emergency procedures.",
      prompt:
        "Build a web app called 'Sub Plans' for a K-12 teacher. Screens: (1) a Classroom Info page I fill once: bell schedule, class periods or blocks, routines (attendance, bathroom passes, dismissal), where materials are, helpful colleagues and their rooms, emergency procedures and a note on students who need support described by seat or role only, never by name: [paste your details]; (2) a New Sub Plan form: date, and for each period the lesson topic, what students should do, materials and where to submit work; (3) a Plan page that combines both into a clean, printable document with a welcome note, a timeline for the day and a short end-of-day feedback form for the sub. Add 'Print' and 'Duplicate plan' buttons, and an 'Emergency plan' template for unexpected absences.",
      steps: [
        "Gather your bell schedule, routines and emergency procedures",
        "Paste the build prompt into Lovable with those details",
        "Create one emergency sub plan and print it",
        "Leave the printed emergency plan in a folder your team knows about",
      ],
      howToTry: "Paste the prompt into Lovable and create your emergency sub plan this week, before you need it.",
      example:
        "On a sick morning, a high school biology teacher duplicates Tuesday's plan, types the day's video and worksheet into each period, and emails a printable plan to the front office in ten minutes.",
      difficulty: "Intermediate",
      benefits: ["Sub plans in minutes, even on a sick day", "Consistent routines when you're away", "Less stress about absences"],
      whyItHelps:
        "Writing sub plans is often harder than teaching the day yourself. Storing the standing information once makes each plan quick and clear.",
      whatToBuild:
        "Screens: a Classroom Info page, a New Sub Plan form by period, a printable Plan page with a sub feedback form, and an Emergency plan template. Data kept: ClassroomInfo (schedule, routines, materials, contacts, procedures), SubPlans (date, period entries) and SubFeedback. Actions: save standing info, create or duplicate a plan, print it, and collect the sub's feedback. No student names are stored.",
    },
    {
      id: "teacher-family-newsletter",
      kind: "agent",
      title: "Weekly family newsletter from a two-minute form",
      subtitle: "Fill a short form on Friday; get a warm newsletter draft, translated if needed",
      description:
        "An automation that takes your quick Friday notes from a form and drafts a friendly family newsletter with what students learned, upcoming dates and how families can help at home, with optional translation.",
      prompt:
        "You are a warm, organized [grade level] teacher writing to families. This week's notes: what we learned: [topics]; highlights: [class moments, no student names]; coming up: [dates, tests, field trips]; how families can help: [e.g. practice multiplication facts for 10 minutes]; reminders: [forms, supplies].\n\nWrite a family newsletter under 250 words with short sections and friendly headings: 'This week we learned', 'Class highlights', 'Coming up', 'Try this at home' and 'Reminders'. Use plain language for families with different backgrounds, avoid education jargon, and keep a positive tone. Then translate it into [language], keeping the same structure. Add a note at the end that families can reply with questions.",
      steps: [
        "Create a short form with fields for learned, highlights, coming up, help at home and reminders",
        "In Relay.app, trigger a flow on each new form response",
        "Add an AI step with the prompt and, if needed, a translation",
        "Email yourself the draft to review before sending to families",
      ],
      howToTry: "Jot five lines about your week into the prompt and see how close the newsletter is to ready.",
      example:
        "A 2nd-grade teacher types 'plants unit, seed experiment, field trip Thursday, practice reading 20 minutes' and gets a friendly newsletter in English and Spanish to review.",
      difficulty: "Intermediate",
      benefits: ["Consistent family communication", "Translation for multilingual families", "Uses only a form and your email"],
      whyItHelps:
        "Regular family communication builds trust and support at home, but writing it every week is easy to drop. A two-minute form keeps it going.",
      whatToDo:
        "Trigger: you submit the Friday notes form. Steps: send the answers to an AI step with the prompt; if you chose a second language, add the translation; email the draft to you for review. Output: a ready-to-review newsletter in your inbox to paste into your school's family messaging tool. Keep student names out of the form, and have a fluent speaker check translations when you can.",
    },
    {
      id: "teacher-current-events-reader",
      kind: "agent",
      title: "Monday current-events reading, leveled for your class",
      subtitle: "An agent that turns a public science or news story into leveled passages and questions",
      description:
        "An automation that picks a story from a public, kid-appropriate news or science feed each week and turns it into reading passages at two levels with discussion questions and vocabulary.",
      prompt:
        "You are a literacy specialist creating a weekly current-events reading for [grade level] students. Here is a news story from a public source: [paste title, source, link and text].\n\nFirst, check that the story is appropriate for this age group; if it involves violence, disasters with casualties or other distressing content, reply 'Choose another story'.\n\nIf it is appropriate, create:\n1. A passage of about [e.g. 250] words at grade level and a shorter, simpler version of about [e.g. 150] words with the same key facts.\n2. Five vocabulary words with kid-friendly definitions.\n3. Three comprehension questions and two discussion questions that connect to students' lives.\n4. The source credit and link.\n\nStick to the facts in the source; do not add details.",
      steps: [
        "Choose a public, kid-appropriate feed, such as a science agency or museum news RSS",
        "In Relay.app, schedule a Sunday afternoon flow that picks the newest story",
        "Add the AI step with the prompt",
        "Email yourself the draft, check the facts and print or post it Monday",
      ],
      howToTry: "Paste one article from a science news site into the prompt and review the two passages it writes.",
      example:
        "A NASA news story about a new Mars rover image becomes a 4th-grade passage and a simpler version, with vocabulary like 'rover' and 'crater' and the question 'What would you want to explore on Mars?'",
      difficulty: "Intermediate",
      benefits: ["Fresh, relevant reading every week", "Two levels for different readers", "Works from public sources only"],
      whyItHelps:
        "Current events make reading feel real, but finding and leveling articles takes time. This delivers a ready draft for you to check each weekend.",
      whatToDo:
        "Trigger: every Sunday at 3 p.m. Steps: read the newest items from your chosen public RSS feed; pick the first story; send it to an AI step with the prompt; if the reply is 'Choose another story', try the next item; email the passages and questions to you. Output: a weekly current-events reading at two levels for you to review before class.",
    },
    {
      id: "teacher-unit-song",
      kind: "creative",
      title: "Turn your unit into a catchy classroom song",
      subtitle: "A fun hook that helps key facts stick, and a low-stakes way to try AI",
      description:
        "Ask AI to write a short, catchy song or chant about the key ideas in your current unit, to a familiar tune. Students remember it, and you get a playful first experience with AI.",
      prompt:
        "You are a fun, creative songwriter for kids. Write a short song for [grade level] students about [unit topic], sung to the tune of [a familiar public-domain tune, e.g. 'Twinkle, Twinkle, Little Star' or 'Yankee Doodle']. It must include these key facts or vocabulary words: [list 4-6 facts or terms].\n\nRules: 3 short verses and a chorus that repeats the most important idea, words students at this age can read, and accurate facts only. Add simple hand motions for the chorus.\n\nAfter the song, list each key fact and the line where it appears, so I can check accuracy.",
      steps: [
        "Pick your current unit and 4-6 key facts or vocabulary words",
        "Choose a familiar tune your students know",
        "Run the prompt and check each fact against your materials",
        "Teach the chorus with the hand motions and see what sticks",
      ],
      howToTry: "Run the prompt for this week's unit and try the chorus with your class tomorrow.",
      example:
        "A 3rd-grade teacher's water cycle song to 'Twinkle, Twinkle' covers evaporation, condensation, precipitation and collection, with a chorus students act out with rising and falling hands.",
      difficulty: "Beginner",
      benefits: ["A memorable hook for key facts", "Joyful, low-prep classroom moment", "A safe first use of AI"],
      whyItHelps:
        "Music and movement help students remember. Writing a song yourself takes an evening; this takes five minutes and leaves you time to check the facts.",
    },
  ],
};
