import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "it-support",
  label: "IT Support and Systems Administration",
  matchPhrases: [
    "it support",
    "help desk",
    "helpdesk",
    "service desk",
    "desktop support",
    "technical support",
    "tech support",
    "system administrator",
    "systems administrator",
    "sysadmin",
    "sys admin",
    "it administrator",
    "it admin",
    "network administrator",
    "it technician",
    "it specialist",
    "it manager",
    "it director",
    "it operations",
    "endpoint administrator",
    "m365 administrator",
    "msp",
  ],
  summary:
    "Your week is tickets, password resets, onboarding and offboarding, patching, device setups, vendor updates and the occasional outage. AI helps you write clear knowledge base articles and user instructions, draft scripts and runbooks for you to review, summarize tickets into trends and keep up with security advisories. Always test generated scripts in a safe environment first, and never paste passwords, keys, internal IP ranges or user data into a public AI tool.",
  useCases: [
    "Turn a solved ticket into a clear knowledge base article",
    "Draft and explain a PowerShell or Bash script before you test it",
    "Write plain-language outage and maintenance notices",
    "Summarize a month of tickets into trends and fixes",
    "Track vendor security advisories for the software you run",
  ],
  ideas: [
    {
      id: "it-support-kb-article",
      kind: "prompt",
      title: "Turn a solved ticket into a knowledge base article",
      subtitle: "Clear, screenshot-ready steps for users or fellow techs, from your ticket notes",
      description:
        "Paste the notes from a resolved ticket and get a knowledge base article in two versions: a plain self-service guide for users and a technical version for the help desk.",
      prompt:
        "You are an experienced IT support lead who writes excellent knowledge base articles. Here are my notes from a resolved ticket, with names, usernames, hostnames and IP addresses removed: [paste the ticket notes and resolution].\nEnvironment: [e.g. Windows 11, Microsoft 365, Intune-managed laptops]\n\nWrite two versions: 1) a self-service article for non-technical staff, with a clear title phrased the way users describe the problem, 'Who this is for', numbered steps in plain language with [SCREENSHOT: description] placeholders, what to do if it does not work, and when to contact the help desk; 2) an internal article for technicians with symptoms, root cause, resolution steps, commands used, and how to verify the fix. Keep commands exactly as in my notes and mark anything you are unsure about with [VERIFY]. Suggest three search keywords for each.",
      steps: [
        "Pick a ticket you resolved that keeps coming back",
        "Remove names, hostnames, IP addresses and credentials",
        "Run the prompt and add real screenshots",
        "Test the user steps with a colleague before publishing",
      ],
      howToTry: "Take the last 'Outlook keeps asking for my password' style ticket you closed and run it through the prompt.",
      example:
        "A help desk tech's notes on fixing a stuck OneDrive sync become a user article titled 'My OneDrive files won't sync' with five steps, and a tech version noting the root cause was a path over 400 characters.",
      difficulty: "Beginner",
      benefits: [
        "Fewer repeat tickets",
        "Knowledge that does not live only in your head",
        "Consistent articles in minutes",
      ],
      whyItHelps:
        "Most help desks solve the same problems repeatedly because writing articles takes time nobody has. Turning fixes into articles as you go builds a useful knowledge base.",
    },
    {
      id: "it-support-script-explainer",
      kind: "prompt",
      title: "Draft a script with explanations and safety checks",
      subtitle: "PowerShell or Bash for routine admin tasks, explained line by line before you test it",
      description:
        "Describe a routine admin task and get a commented script, an explanation of each part, the permissions it needs and what could go wrong. You test it in a safe environment before running it for real.",
      prompt:
        "You are a careful senior systems administrator. Write a [PowerShell / Bash / Python] script for this task: [describe the task, e.g. list all users in a group who have not signed in for 90 days and export to CSV]. Environment: [e.g. Microsoft Entra ID with Microsoft Graph PowerShell, Ubuntu 22.04 servers]. Constraints: [e.g. read-only, must log actions, must run unattended].\n\nProvide: 1) the script with comments on every block, 2) required modules, permissions and scopes, using the least privilege needed, 3) a line-by-line explanation in plain words, 4) a 'dry run' or -WhatIf option if the script changes anything, 5) what could go wrong and how to test it safely in a lab or on a single test account first. Use placeholders like [TENANT_ID] instead of real values. If a cmdlet or flag might be outdated, say so.",
      steps: [
        "Describe the task and your environment without real credentials",
        "Read the explanation before you run anything",
        "Test in a lab or on one test account with dry run on",
        "Have a colleague review scripts that change production",
      ],
      howToTry: "Ask for a read-only script for a report you currently build by hand, such as inactive accounts.",
      example:
        "A sysadmin asks for a script to find laptops that have not checked in to Intune for 30 days; the answer uses Microsoft Graph with read-only scopes, explains each filter and notes that the module name changed in a recent version, so check it.",
      difficulty: "Beginner",
      benefits: [
        "Routine tasks automated faster",
        "You understand every line you run",
        "Safety checks built in from the start",
      ],
      whyItHelps:
        "Scripting saves hours, but copying code you do not understand is risky. An explained, least-privilege draft makes automation safer and teaches as it goes.",
    },
    {
      id: "it-support-onboarding-checklist",
      kind: "build",
      title: "An onboarding and offboarding checklist app",
      subtitle: "Every account, device and license step, tracked per person, with nothing forgotten",
      description:
        "Build an app that generates a checklist for each new hire or leaver based on their role, tracks each step to done and shows what is still open. No more forgotten licenses or active accounts after someone leaves.",
      prompt:
        "Build an IT onboarding and offboarding tracker web app for a [size] organization using [main systems, e.g. Microsoft 365, Google Workspace, Slack, Jamf]. Data: Templates (role or department, list of tasks with system, description and owner team), People (name, role, department, start or end date, type: joiner, mover, leaver, manager) and Tasks (person, description, system, owner, due date, status). Screens: 1) a dashboard of upcoming joiners and leavers with the percentage of tasks complete, 2) a form to add a person, which creates tasks from the matching template with due dates relative to the start or end date, 3) a person page with the checklist and 'Mark done' buttons, 4) a template editor, 5) an 'Overdue' list. Add an AI button that drafts a friendly first-day IT welcome email for a new hire from their role and our systems.",
      steps: [
        "Write down your current onboarding and offboarding steps by role",
        "Paste the prompt into Lovable and build the app",
        "Enter the templates and one upcoming joiner",
        "Use it for every joiner and leaver for a month",
      ],
      howToTry: "Build the template editor and enter your onboarding steps for one department.",
      example:
        "An IT admin adds a leaver from finance; the app creates tasks to disable the account on the last day, transfer OneDrive to the manager, revoke the accounting software license and collect the laptop, and the dashboard shows one still open three days later.",
      difficulty: "Intermediate",
      benefits: [
        "No forgotten accounts or licenses",
        "A clear audit trail for security reviews",
        "Smoother first days for new hires",
      ],
      whyItHelps:
        "Missed offboarding steps are a real security risk, and missed onboarding steps make a poor first impression. A role-based checklist makes both consistent.",
      whatToBuild:
        "Screens: Dashboard, Add person form, Person checklist page, Template editor, Overdue list. Data: Templates, People and Tasks tables as described. Actions: 'Add person' copies the template's tasks with due dates based on start or end date; 'Mark done' records who completed the task and when; 'Overdue' lists open tasks past due; 'Draft welcome email' sends role and systems to an AI step for a friendly first-day email you can edit.",
    },
    {
      id: "it-support-status-page",
      kind: "build",
      title: "A simple internal IT status and maintenance page",
      subtitle: "One place for outages, planned maintenance and known issues, with plain-language updates",
      description:
        "Build an internal status page where you post incidents and maintenance windows, with AI turning technical notes into plain-language updates. Staff check it before opening a ticket.",
      prompt:
        "Build an internal IT status page web app for [organization]. Data: Services (name, description, current status: operational, degraded, outage, maintenance) and Updates (service, type: incident, maintenance, known issue, start time, expected end, status, technical notes, public message). Screens: 1) a public status page for staff showing each service with a colored status, current incidents at the top, upcoming maintenance, and known issues with workarounds, 2) an admin page to create or update an incident where I type technical notes and click 'Write update' so AI produces a short plain-language message (what is affected, what users should do, when the next update is due) without technical jargon or internal details, 3) an incident history page. Admin pages require a password. Keep the design clean and fast to load.",
      steps: [
        "List the services staff care about most",
        "Paste the prompt into Lovable and build the page",
        "Post a planned maintenance window as a test",
        "Link the page from your help desk portal and ticket auto-replies",
      ],
      howToTry: "Build the status page and post your next planned maintenance on it.",
      example:
        "A sysadmin types 'VPN concentrator failover, split tunnel broken for some users, vendor ticket open'; the status page shows 'VPN: degraded. Some remote users cannot reach internal sites. Workaround: reconnect. Next update by 2pm.'",
      difficulty: "Intermediate",
      benefits: [
        "Fewer duplicate tickets during outages",
        "Clear, calm updates for staff",
        "An incident history for reviews",
      ],
      whyItHelps:
        "During an outage, the help desk drowns in 'is it just me?' tickets. A clear status page answers that question for everyone at once.",
      whatToBuild:
        "Screens: Staff status page, Admin incident editor, Incident history. Data: Services (name, description, status) and Updates (service, type, start, expected end, status, technical notes, public message). Actions: 'New incident' sets the service status; 'Write update' sends technical notes to an AI step that returns a plain-language message for you to edit; 'Publish' shows it on the status page; 'Resolve' returns the service to operational and moves the incident to history.",
    },
    {
      id: "it-support-advisory-watch",
      kind: "agent",
      title: "Security advisory watch for the software you run",
      subtitle: "Filters vendor and CISA advisories down to what affects your stack, with urgency",
      description:
        "An agent that reads public security advisory feeds each day, keeps only items that affect the products and versions you run and sends a short, prioritized note with suggested actions.",
      prompt:
        "You are a security-minded systems administrator. Our software and hardware inventory (product names and versions, no internal hostnames): [list, e.g. Windows Server 2022, FortiGate firewalls, Chrome, Zoom, VMware ESXi 8]. Here are today's advisories from public feeds: [pass in the items].\n\nKeep only advisories that affect products on our list. For each: product and affected versions, vulnerability summary in plain words, severity as published (CVSS or vendor rating), whether it is known to be exploited if the source says so, whether a patch or workaround exists, and a suggested priority: patch within 24 hours, this week, next patch cycle, or monitor. Do not guess whether our versions are affected when the advisory is unclear; mark [CHECK VERSION]. End with a three-line summary for the IT manager.",
      steps: [
        "Write a simple inventory of products and versions you run",
        "Collect public advisory RSS feeds: CISA, your main vendors",
        "In Relay.app, run a daily workflow that reads them",
        "Add the AI step and email or post the note to your team",
      ],
      howToTry: "Paste today's CISA Known Exploited Vulnerabilities additions and your product list into the prompt.",
      example:
        "An IT admin at a 200-person firm gets a note that a firewall vulnerability in their vendor's OS is listed as actively exploited (patch within 24 hours) and a browser update is due (next patch cycle), with everything else filtered out.",
      difficulty: "Intermediate",
      benefits: [
        "Only advisories that matter to you",
        "Clear urgency for patching decisions",
        "Uses public feeds, no internal systems",
      ],
      whyItHelps:
        "Advisory volume is overwhelming for small IT teams, and the critical one gets lost. A filtered daily note makes sure the urgent patches happen first.",
      whatToDo:
        "Trigger: every weekday at 7am. Steps: 1) read the last 24 hours of public advisory feeds (CISA advisories and Known Exploited Vulnerabilities, vendor security RSS feeds), 2) an AI step matches each item to your product inventory and assigns a priority, 3) email the note to you or post it to the IT team channel. Output: a short daily patch-priority note, built only from public feeds and your own product list.",
    },
    {
      id: "it-support-ticket-trends",
      kind: "agent",
      title: "Monthly ticket trends and self-service ideas",
      subtitle: "Turns a month of help desk tickets into top issues, root causes and what to automate",
      description:
        "An agent that takes your monthly ticket export, groups tickets into themes, highlights what is growing and suggests knowledge base articles, automations and training. Great input for your monthly IT report.",
      prompt:
        "You are an IT service manager analyzing help desk tickets. Here is last month's ticket export with requester names and emails removed (subject, category, description, resolution notes, time to resolve): [pass in the data]. Previous month's category counts: [paste].\n\nWrite a report with: 1) the top ten issue themes with counts and a typical example, 2) themes that grew compared with last month, 3) likely root causes for the top three, based only on the resolution notes, 4) for each top theme, the best prevention: a self-service KB article, an automation, a configuration change or user training, 5) a short summary for leadership in plain language. Do not guess numbers beyond what the data shows, and mark any root cause as a hypothesis when the notes are thin.",
      steps: [
        "Schedule a monthly ticket export from your help desk tool with personal details removed",
        "Save it to a Google Drive folder that triggers a Relay.app workflow",
        "Add the AI step with the prompt",
        "Review the report and add it to your monthly IT update",
      ],
      howToTry: "Export last month's tickets, remove names, and run the prompt on them by hand.",
      example:
        "An IT team's report shows 'MFA re-registration after phone change' grew from 12 to 41 tickets after a phone refresh; the suggested fix is a self-service guide and a reminder email to staff before upgrades.",
      difficulty: "Advanced",
      benefits: [
        "See what is really driving ticket volume",
        "Clear list of what to automate next",
        "A monthly report that writes itself",
      ],
      whyItHelps:
        "Busy help desks fix symptoms all day without time to find patterns. A monthly trend report points your effort at the fixes that remove whole categories of tickets.",
      whatToDo:
        "Trigger: a new monthly ticket export file in your 'Ticket exports' Google Drive folder. Steps: 1) read the file, 2) an AI step groups tickets into themes, compares with last month, suggests prevention for top themes and writes a leadership summary, 3) save the report as a Google Doc and email you the link. Output: a monthly trends report. Tickets are internal data, so remove personal details and use an AI tool your organization approves.",
    },
    {
      id: "it-support-tech-haiku",
      kind: "creative",
      title: "Turn IT tips into posters your users will actually read",
      subtitle: "Haiku, movie taglines and fake horoscopes for security and IT tips",
      description:
        "Ask AI to turn your most ignored IT advice into funny posters, haiku or horoscopes for the office or intranet. A light way to try AI that might also cut a few tickets.",
      prompt:
        "You are a witty internal communications writer working with the IT team at [organization type]. Here are five IT tips our staff keep ignoring: [list, e.g. restart your laptop weekly, report phishing with the button, do not share passwords, save files to OneDrive, lock your screen].\n\nFor each tip, write: 1) a haiku, 2) a movie-poster tagline, 3) a one-line 'IT horoscope' for the week. Keep it friendly and never mock users. Then pick the best three and write them as short intranet or poster blurbs of under 40 words, each ending with one clear action and where to get help: [help desk link or extension]. Keep the technical advice accurate.",
      steps: [
        "List the five tips your users ignore most",
        "Run the prompt and pick your favorites",
        "Put one on the intranet or a poster by the coffee machine",
        "Watch whether related tickets change",
      ],
      howToTry: "List your top five 'please just do this' tips and run the prompt during a quiet moment.",
      example:
        "'Restart your laptop weekly' becomes the haiku 'Uptime ninety days / your laptop sighs, slows, and stalls / one restart, reborn' and the tagline 'This Friday... it reboots.'",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-risk first use of AI",
        "IT advice people remember",
        "A friendlier image for the help desk",
      ],
      whyItHelps:
        "Users tune out standard IT reminders. Humor gets attention, and a friendlier help desk gets problems reported earlier.",
    },
  ],
};
