"""English pattern tables for the rules engine (data only, no logic).

The regexes that :mod:`.english` matches sentences against: requests, questions, skip rules,
corrections, the fact rules in priority order, normalisation of typed-fast English, the
irregular verbs used for third-person rewriting, and the fallback-tier cues. Every regex is
compiled once at import.
"""

from __future__ import annotations

import re

from writeback.extract.rules.common import _I, CJK_KIN, longest_first, may_hold

# Clause ends; a comma inside a number ("1,200 seats") is not one.
# Clauses part at commas and at dashes: a spaced en dash or hyphen ("… last month - how do
# I …"), an em dash spaced or not ("… our new accountant—can you …"; not "9–5", "e-mail").
CLAUSE_SPLIT = re.compile(r"(?:(?<!\d),|,(?!\d)|，|、)\s*|\s*—\s*|\s+(?:–|--?)\s+")

# -- project state -------------------------------------------------------------------------
# Word lists (data) for the project-state rule; the pattern below is built from them.
# Alternatives are regex fragments; a space in one is a literal space.
# fmt: off
WORDS: dict[str, tuple[str, ...]] = {
    # -- identity (IDENTITY) --
    # what the user is: "I'm a backend engineer", "I'm the only designer"
    "occupation": (
        # software and office
        "engineer", "developer", "dev", "designer", "manager", "founder", "cofounder",
        "co-founder", "student", "scientist", "researcher", "lead", "architect", "pm",
        "consultant", "freelancer", "contractor", "intern", "cto", "ceo", "analyst", "admin",
        "sre", "devops", "maintainer", "teacher", "professor", "phd", "writer", "owner",
        "programmer", "hacker", "hobbyist", "beginner", "newbie", "veteran", "junior", "senior",
        "staff", "principal", "accountant", "bookkeeper", "auditor", "actuary", "economist",
        "statistician", "recruiter", "receptionist", "secretary", "clerk", "administrator",
        "coordinator", "director", "executive", "exec", "supervisor", "officer", "controller",
        "cfo", "coo", "vp", "product owner", "scrum master", "tester", "qa", "technician",
        "tech", "sysadmin", "dba", "marketer", "copywriter", "salesperson", "sales rep",
        "account executive", "rep", "agent", "broker", "trader", "banker", "teller", "underwriter",
        "adjuster", "assistant", "ea", "paralegal", "lawyer", "attorney", "solicitor",
        "barrister", "judge", "notary", "realtor", "landlord", "landlady", "entrepreneur",
        "shopkeeper", "retailer", "buyer", "merchant", "vendor", "wholesaler",
        # care and health
        "nurse", "rn", "lpn", "np", "doctor", "doc", "physician", "gp", "surgeon", "resident",
        "med student", "nursing student", "dentist", "hygienist", "orthodontist", "pharmacist",
        "pharmacy tech", "paramedic", "emt", "medic", "midwife", "doula", "therapist",
        "physio", "physiotherapist", "counselor", "counsellor", "psychologist", "psychiatrist",
        "social worker", "caseworker", "caregiver", "carer", "aide", "cna", "vet", "vet tech",
        "veterinarian", "optometrist", "chiropractor", "dietitian", "nutritionist",
        "radiographer", "sonographer", "anesthesiologist", "anaesthetist", "pediatrician",
        "oncologist", "cardiologist", "chaplain", "hospice worker",
        # school and care of children
        "tutor", "lecturer", "instructor", "educator", "headteacher", "dean",
        "librarian", "teaching assistant", "ta", "grad student", "undergrad", "postdoc",
        "nanny", "babysitter", "au pair", "childminder", "daycare worker", "coach", "trainer",
        "personal trainer", "homeschooler", "homemaker", "stay-at-home mom", "stay-at-home dad",
        "sahm", "sahd", "retiree", "pensioner",
        # trades, land and sea
        "electrician", "plumber", "carpenter", "builder", "roofer", "welder", "mechanic",
        "machinist", "handyman", "painter", "decorator", "mason", "bricklayer",
        "tiler", "joiner", "locksmith", "glazier", "landscaper", "gardener", "arborist",
        "farmer", "rancher", "grower", "beekeeper", "fisherman", "fisher", "forester",
        "logger", "miner", "surveyor", "inspector", "foreman", "laborer", "labourer",
        "janitor", "custodian", "cleaner", "housekeeper", "groundskeeper", "caretaker",
        "exterminator", "hvac tech",
        # food and shops
        "chef", "cook", "line cook", "sous chef", "baker", "pastry chef", "butcher",
        "barista", "bartender", "server", "waiter", "waitress", "dishwasher",
        "caterer", "cashier", "florist", "tailor", "seamstress", "barber", "hairdresser",
        "hairstylist", "stylist", "esthetician", "nail tech", "groomer", "jeweler",
        # moving people and things
        "pilot", "co-pilot", "copilot", "first officer", "flight attendant", "driver",
        "trucker", "truck driver", "bus driver", "cab driver", "courier", "dispatcher",
        "delivery driver", "warehouse worker", "forklift driver", "conductor", "sailor",
        "deckhand", "air traffic controller",
        # safety and service
        "firefighter", "cop", "police officer", "detective", "soldier",
        "marine", "security guard", "lifeguard", "ranger",
        "corrections officer", "civil servant", "mail carrier", "postman", "postwoman",
        "volunteer", "organizer", "organiser", "activist", "pastor", "priest", "minister",
        "rabbi", "imam", "missionary",
        # arts and media
        "dj", "musician", "singer", "songwriter", "composer", "drummer", "guitarist",
        "bassist", "pianist", "violinist", "producer", "sound engineer", "actor", "actress",
        "dancer", "choreographer", "comedian", "artist", "illustrator", "animator",
        "photographer", "videographer", "filmmaker", "editor", "journalist",
        "reporter", "columnist", "blogger", "podcaster", "streamer", "youtuber", "novelist",
        "poet", "author", "translator", "interpreter", "potter", "ceramicist", "sculptor",
        "woodworker", "stage manager", "set designer", "curator", "archivist",
        "game designer", "game dev", "modder", "event planner", "wedding planner",
        "tour guide", "real estate agent", "insurance agent", "travel agent",
    ),
    # "I'm vegetarian / left-handed / dyslexic"
    "trait": (
        "vegetarian", "vegan", "pescatarian", "colou?r ?blind", "left-handed", "right-handed",
        "deaf", "hard of hearing", "blind", "diabetic", "pregnant", "married", "single",
        "divorced", "dyslexic", "celiac", "lactose intolerant", "native", "bilingual", "remote",
        "non-native", "self-taught",
    ),
    # "I have ADHD / type 1 diabetes / RSI"
    "condition": (
        "adhd", "add", "autism", "dyslexia", "diabetes", "type [12] diabetes", "asthma",
        "epilepsy", "rsi", "tinnitus", "low vision", "a disability", "a stutter", "anxiety",
        "depression", "ms", r"chronic \w+", "arthritis", "tendonitis", "carpal tunnel",
    ),
    # "my timezone / birthday / github handle is …"
    "my_attribute": (
        "timezone", "time zone", "tz", "birthday", "email", "handle", "github", "username",
        "pronouns", "native language", "first language", "mother tongue", "background", "role",
        "title", "job", "team", "department", "home", "hometown", "location", "os", "machine",
        "laptop", "setup", "shell", "editor", "keyboard", "locale", "hobby", "hobbies", "passion",
    ),
    "timezone": (
        "pacific", "eastern", "central", "mountain", "pst", "pdt", "est", "edt", "cet", "cest",
        "jst", "kst", "utc", "gmt", "bst", "ist",
    ),
    "language": (
        "english", "chinese", "mandarin", "japanese", "korean", "german", "french", "spanish",
        "portuguese", "italian", "russian", "hindi", "arabic", "dutch", "polish", "turkish",
        "vietnamese", "thai",
    ),
    # -- preference (PREF) --
    # "I really / always / tend to …" before a taste verb
    "pref_adverb": (
        "really", "strongly", "generally", "usually", "always", "mostly", "much", "kinda",
        "kind of", "definitely", "absolutely", "honestly", "personally", "still", "typically",
        "normally", "only", "just", "also", "tend to", "basically",
    ),
    # taste verbs after "I"/"we": "I prefer", "we never", "I can't stand"
    "pref_verb": (
        "prefer", "like", "love", "hate", "dislike", "loathe", "despise", "enjoy", "adore",
        "detest", "can't stand", "cannot stand", "can't bear", "don't like", "do not like",
        "don't use", "do not use", "don't want", r"never(?!\s+\w+(?<![eb])ed\b)", "always",
        "usually", "tend to", "avoid", "favor", "favour", "would rather", "'d rather", "use",
        "stick with", "stick to", "write", "indent", "care about", "can't live without",
        "am a fan of", "'m a fan of", "'m not a fan of", "am not a fan of", "'m not into",
        "'m into", "am into", "rely on", "swear by", "don't eat", "do not eat", "don't drink",
        "can't eat", "can't drink", "cannot eat", "cannot drink", "can't have", "don't do", "eat",
        "drink", "code in", "work in", "program in", "type", "name", "format", "want to avoid",
        "like to", "love to", "hate when", "hate it when", "prefer to", "refuse to", "find",
    ),
    "favorite": ("favorite", "favourite", "preferred", "go-to", "default", "usual"),
    "daily_tool": (
        "editor", "ide", "browser", "terminal", "shell", "machine", "laptop", "driver", "tool",
        "keyboard", "os", "distro",
    ),
    # "I'm a night owl / minimalist / terminal person"
    "kind_of_person": (
        "night owl", "early bird", "early riser", "late riser", "minimalist", "perfectionist",
        "pragmatist", "purist", "visual learner", "keyboard person", "terminal person",
        "mouse person",
    ),
    # "I'm really into / keen on / sold on …"
    "into": (
        "into", "fond of", "keen on", "obsessed with", "partial to", "big on", "a big fan of",
        "a fan of", "in love with", "sold on",
    ),
    # -- project state (PROJECT) --
    # what a team did to its product or stack: "we migrated …", "the team open-sourced …"
    "team_change_past": (
        "switched", "moved", "migrated", "ported", "upgraded", "downgraded", "transitioned",
        "converted", "shipped", "released", "launched", "dropped", "deprecated", "sunset",
        "sunsetted", "replaced", "rewrote", "rewritten", "adopted", "renamed", "started using",
        "stopped using", "moved off", "moved away", "are moving", "'re moving", "are migrating",
        "'re migrating", "are switching", "'re switching", "are rewriting", "'re rewriting",
        "froze", "paused", "killed", "cancelled", "canceled", "postponed", "delayed",
        "rolled out", "open-sourced", "open sourced", "archived", "raised", "hired", "signed",
        "onboarded", "pivoted", "standardi[sz]ed", "consolidated", "split", "spun off",
        "acquired", "got acquired", "outgrew", "outgrown",
    ),
    # "our backend runs on …"
    "our_stack_verb": (
        "uses?", "runs? on", "is written in", "are written in", "is built (?:on|with)",
        "are built (?:on|with)", "depends on", "depend on", "relies on", "rely on", "targets?",
        "is hosted on", "are hosted on", "lives? in", "is deployed (?:on|to)",
        "are deployed (?:on|to)", "is based on", "requires?", "supports?",
    ),
    # things with a schedule or a state: "the launch slipped", "the contract is signed"
    "plan_noun": (
        "launch", "release", "deadline", "roadmap", "beta", "ga", "rollout", "migration",
        "project", "sprint", "demo", "milestone", "freeze", "mvp", "cutover", "go-live",
        "kickoff", r"v\d[\w.]*", "feature freeze", "code freeze", "rewrite", "refactor",
        "deploy", "deployment", "budget", "headcount", "contract", "deal", "funding", "round",
        "api", "app", "service", "repo", "product", "version",
    ),
    "plan_change": (
        "moved", "slipped", "pushed", "delayed", "postponed", "frozen", "cancell?ed", "shipped",
        "is live", "went live", "on hold", "paused", "blocked", "done", "complete", "completed",
        "finished", "scheduled", "rescheduled", "is due", "due", "is set for",
        "brought forward", "moved up", "approved", "rejected", "deprecated", "killed",
        "scrapped", "dead", "in production", "in prod", "in beta", "released", "launched",
        "merged", "is over", "ended", "locked", "signed", "closed",
    ),
    # parts of a system: "the billing service was rewritten in Rust"
    "system_noun": (
        "service", "app", "api", "backend", "frontend", "infra", "infrastructure", "database",
        "db", "cluster", "pipeline", "ci", "site", "website", "platform", "module", "monolith",
        "codebase", "stack", "system", "dashboard", "repo", "product", "library", "sdk", "cli",
        "server", "servers", "auth", "billing", "search", "mobile app", "docs", "design system",
    ),
    "system_be": (
        "was", "were", "has been", "have been", "got", "is now", "are now", "is being",
        "are being", "is", "are",
    ),
    "system_change": (
        "rewritten", "migrated", "moved", "ported", "replaced", "rebuilt", "redesigned",
        "renamed", "owned", "handed (?:over|off)", "transferred", "sunset", "retired",
        "decommissioned", "upgraded", "split", "merged into", "open-sourced", "outsourced",
        "taken over", "maintained by", "managed by", "run by", "hosted (?:on|in|by)",
        "deployed (?:on|to)", "written in", "built (?:on|with)",
    ),
    # dated events: "the launch date is March 3"
    "date_noun": (
        "launch", "release", "deadline", "freeze", "ga", "beta", "cutover", "go-live",
        "kickoff", "milestone", "demo", "rollout", "launch date", "release date", "due date",
        "code freeze", "feature freeze", "ship date", "release target", "launch target",
        "target date",
    ),
    "date_when": (
        "on", "set for", "scheduled for", "planned for", "due", "at", "in", "targeted for",
        "next", "this", "tomorrow", "moved", "pushed",
        "(?:mon|tues|wednes|thurs|fri|satur|sun)day",
        "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*", "q[1-4]", r"\d",
    ),
    # "… is deprecated / on hold / the source of truth"
    "is_state": (
        "deprecated", "frozen", "on hold", "paused", "blocked", "live", "in production",
        "end-of-life", "eol", "sunset", "read-only", "archived", "in maintenance mode",
        "feature complete", "code complete", "out of scope", "the source of truth",
    ),
    # "we're dropping the freemium tier", "we're going with Rippling": a change of course the
    # team has chosen and not yet made is its decision (a made one, "we dropped …", and
    # progress, "we're migrating / hiring / on track for …", are project state)
    "course_change_ing": (
        "sunsetting", "deprecating", "switching", "dropping", "replacing", "killing",
        "scrapping", "ditching", "adopting", "phasing out", "retiring", "standardi[sz]ing on",
        "freezing", "pausing", "pivoting", "piloting", "cancell?ing", "discontinuing",
        "shutting down", "going with", "going fully", "moving (?:to|off|away from)",
        "abandoning", "not renewing", "raising (?:prices|our prices)",
    ),
    # "we're migrating / phasing out / on track for …"
    "team_change_ing": (
        "sunsetting", "deprecating", "migrating", "moving", "switching", "rewriting", "dropping",
        "replacing", "killing", "launching", "shipping", "releasing", "deploying", "rolling out",
        "adopting", "phasing out", "retiring", "removing", "consolidating", "standardi[sz]ing",
        "hosting", "running", "building", "freezing", "pausing", "delaying", "postponing",
        "cutting", "hiring", "raising", "pivoting", "transitioning", "upgrading", "splitting",
        "merging", "open[- ]sourcing", "targeting", "aiming for", "planning", "on track for",
        "behind on", "ahead of schedule", "scheduled",
    ),
    "being_change": (
        "rewritten", "migrated", "replaced", "deprecated", "redesigned", "rebuilt", "moved",
        "ported", "sunset", "refactored", "retired", "phased out", "split", "merged",
        "shut down", "decommissioned",
    ),
    # "we're seed-stage / remote-first / a team of …"
    "company_stage": (
        "pre-seed", "seed", "seed-stage", "series [a-e]", "bootstrapped", "profitable",
        "a startup", "remote", "remote-first", "fully remote", "hiring", "in stealth", "stealth",
        r"\d+ people", "a team of", "a small team", "a two-person", "a one-person", "a solo",
    ),
    "we_count": (
        "we have", "we've got", "we got", "we now have", "we're at", "we are at", "we hit",
        "we reached", "we serve",
    ),
    "approx": (
        "about ", "around ", "over ", "roughly ", "nearly ", "almost ", "just over ",
        "just under ", "like ",
    ),
    "count_adj": (
        "paying ", "active ", "monthly active ", "daily active ", "enterprise ", "b2b ",
        "registered ", "beta ",
    ),
    "count_noun": (
        "users", "customers", "people", "engineers", "devs", "employees", "services", "repos",
        "requests",
    ),
    "not_anymore_verb": (
        "doing", "using", "running", "shipping", "deploying", "supporting", "writing",
        "allowing", "accepting", "hiring",
    ),
    "stopped": ("stopped", "quit", "ditched", "abandoned", "gave up on", "given up on"),
    "org_kind": (
        "fintech", "healthtech", "edtech", "proptech", "insurtech", "startup", "agency",
        "consultancy", "nonprofit", "non-profit", "studio", "lab", "bank", "saas",
        "marketplace", "business", "organization", "firm", "company", "scale-up", "scaleup",
        "shop", "team", "co-op", "collective",
    ),
    "team_habit_adv": (
        "all", "still", "only", "mostly", "mainly", "currently", "now", "also", "just",
        "basically", "generally", "usually", "normally", "typically",
    ),
    "team_habit": (
        "use", "run", "host", "deploy", "build", "ship", "store", "keep", "rely on", "are on",
        "'re on", "are using", "'re using", "are running", "'re running", "have", "self-host",
        "write", "test", "release", "follow", "require", "enforce", "squash", "rebase",
        "review", "pair", "code", "develop", "support", "target", "sell", "serve", "work in",
        "work with",
        "do (?:trunk|code|weekly|daily|biweekly|releases|deploys|scrum|kanban|sprints|tdd|pair)",
        "don't (?:use|allow|do|write|deploy|ship|support)",
    ),
    "product_noun": (
        "app", "project", "product", "service", "backend", "frontend", "codebase", "repo", "site",
        "website", "api", "stack", "tool", "bot", "cli", "library", "game", "platform", "system",
        "startup", "company", "monorepo", "extension", "plugin", "sdk",
    ),
    "not_a_description": (
        "mess", "disaster", "pain", "nightmare", "bit", "little", "lot", "joke", "problem", "bug",
    ),
    "milestone_verb": ("hit", "reached", "crossed", "passed", "surpassed", "topped", "broke"),
    "metric": (
        "users", "downloads", "customers", "stars", "installs", "signups", "sign-ups",
        "subscribers", "mau", "dau", "arr", "mrr", "revenue", "sales", "orders", "requests",
    ),
    "whole_code": (
        "everything", "all (?:of )?(?:our|the) (?:code|services|repos)",
        "the (?:whole |entire )?(?:codebase|repo|project|monorepo|code ?base)",
        "this (?:repo|project|codebase|monorepo)",
    ),
    "whole_code_verb": (
        "targets?", "requires?", "runs? on", "uses", "is written in", "is on", "depends on",
        "supports?", "is pinned to", "is built (?:on|with)",
    ),
    "event_noun": (
        "launch", "release", "beta", "ga", "rollout", "migration", "cutover", "freeze",
        "sprint", "demo", "hackathon", "offsite", "kickoff", "trial", "pilot", "campaign",
        "conference", "public launch", "early access", r"v?\d+(?:\.\d+)+",
    ),
    "event_verb": (
        "opens", "starts", "begins", "ends", "closes", "launches", "ships", "goes live",
        "kicks off", "lands", "wraps up", "is planned", "is happening", "goes out",
    ),
    "event_when": (
        "on", "in", "by", "next", "this", "tomorrow", "(?:mon|tues|wednes|thurs|fri|satur|sun)day",
        "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*", "q[1-4]",
    ),
    "team_process": (
        "rotation", "process", "policy", "workflow", "convention", "standard", "cadence",
        "sprints?", "standups?", "release cycle", "retros?", "branching (?:model|strategy)",
    ),
    "our_thing": (
        "stack", "backend", "frontend", "api", "db", "database", "ci", "cd", "infra",
        "infrastructure", "monorepo", "repo", "app", "service", "product", "deploys?",
        "releases?", "prod", "staging", "cluster", "team", "company", "startup", "codebase",
        "build", "pipeline", "customers?", "users?", "office", "offices", "sprint", "sprints",
        "roadmap", "deadline", "launch", "release", "main branch", "default branch",
    ),
}
# fmt: on


def alt(key: str) -> str:
    """``WORDS[key]`` as one alternation for a VERBOSE pattern (order kept; a space in a
    word stays a literal space)."""
    return "(?:" + "|".join(w.replace(" ", r"\ ") for w in WORDS[key]) + ")"


# How to answer: "be extra nice in the drafts", "be brief" (a request; said before a comma
# it is a lead and the clause after it is read: "Be patient with me, I'm dyslexic").
ANSWER_MANNER = (
    r"be (?:extra |more |very |really |super |a bit |a little |a lot )?(?:nice|kind|gentle|mean|"
    r"brutal|honest|brief|concise|careful|polite|harsh|direct|blunt|thorough|specific|patient|"
    r"nicer|kinder|gentler|meaner|harsher|shorter)"
)
IMPERATIVE = (
    r"refactor|run|rerun|re-run|fix|add|remove|delete|make|change|update|write|rewrite|create|"
    r"implement|rename|check|look|show|explain|try|use|move|put|replace|convert|split|merge|"
    r"revert|install|uninstall|build|rebuild|deploy|ship|test|debug|generate|regenerate|"
    r"format|lint|document|clean|set|turn|give|tell|go|keep|open|read|find|search|print|"
    r"call|wrap|extract|simplify|optimize|optimise|undo|redo|continue|stop|start|commit|"
    r"push|pull|bump|upgrade|downgrade|migrate|port|translate|summarize|summarise|describe|"
    r"list|compare|help|investigate|figure|double-check|verify|review|inline|increase|"
    r"decrease|reduce|handle|mock|patch|clone|fetch|paste|copy|insert|drop|sort|align|"
    r"center|centre|resize|hide|disable|enable|skip|retry|include|exclude|ignore|"
    r"let's(?! (?:standardi[sz]e on|go with|switch to|settle on)\b)|lets|do|don't|dont|do not|leave|get|send|apply|configure|hook|plug|pin|"
    r"unpin|profile|benchmark|trace|comment|uncomment|restructure|reorganize|cleanup|"
    r"tidy|rework|adjust|tweak|modify|edit|respond|reply|answer|say|write up|draft|"
    r"suggest|recommend|pick|choose|avoid|let me|"
    # asking to be taught: "— walk me through how the retry queue works"
    r"walk me through|talk me through|take me through|teach me|point me|outline|sketch out|"
    # "Park the demo scenarios somewhere" (not "Park confirmed …", a name)
    r"park(?=\s+(?:the|this|that|it|these|those|them)\b)|" + ANSWER_MANNER
    # how to answer: "be extra nice in the drafts", "be mean", "be brief"
)
REQUEST_START = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|then|now|also|alright|cool|great|next|first|"
    r"hey|hmm+|right|just|please|pls|plz|kindly)[,:]?\s+)*"
    r"(?:(?:can|could|would|will|won't) (?:you|u|ya)\b|please\b|pls\b|plz\b|"
    r"(?:i need|i want|i'd like|i would like) (?:you|u) to\b|"
    # "I need help organize my plans", "we need some help with the rota": asked of the agent
    # (not help from someone else, on a day or again and again: "we need help with childcare
    # on Wednesdays", "I need help from my brother to move the piano")
    r"(?:i|we) (?:really |just )?need (?:some |your |a little |a bit of )?help\b"
    r"(?![^,;]{0,80}\b(?:from\s+(?:my|our|his|her|their|a|the)|every|each|since|"
    r"(?:once|twice|times)\s+a|weekly|daily|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|at\s+the)\b)|"
    r"(?:" + IMPERATIVE + r")\b)",
    _I,
)
QUESTION_START = re.compile(
    # ("next: how do i …", but "Next is Leo's parents evening on the 12th" is a statement)
    r"^(?:(?:ok(?:ay)?|so|and|but|hmm+|hey|also|wait)[,]?\s+|(?:next|one\s+more)[,:]\s+)*"
    r"(?:what|what's|whats|why|how|how's|when|where|which|who|whose|is|are|am|was|were|"
    r"does|do|did|can|could|would|should|will|shall|has|have|had|isn't|aren't|doesn't|"
    r"don't|didn't|any idea|is there|are there|wdyt|thoughts)\b",
    _I,
)
# "always/never …" addressed to the agent is a standing preference, not a one-off task.
STANDING = re.compile(
    r"^(?:please\s+|pls\s+)?(?:always|never(?!\s*mind)|don't ever|do not ever|from now on|"
    r"going forward|in (?:the )?future|in general|by default|prefer|favou?r)\b",
    _I,
)
ASSISTANT = re.compile(
    r"\b(?:you|u)(?:'ve| have)?\s+(?:just\s+|earlier\s+|previously\s+)?(?:said|say|"
    r"mentioned|suggested|guessed|assumed|thought|told|claimed|wrote|proposed|"
    r"recommended|inferred|got it|were right|were wrong|are right|are wrong|misread|"
    r"misunderstood)\b|\byour (?:last|previous|earlier|first|second|other) "
    r"(?:answer|reply|response|suggestion|message|guess|fix|attempt)|\bas you "
    r"(?:said|mentioned|suggested)\b|\b(?:you're|youre) (?:right|wrong|correct)\b",
    _I,
)
QUOTED = re.compile(
    r"\b(?:says?|said|wrote|writes|claims?|states?|reads|quoted?|according to)\s*[:,]?\s*"
    r"[\"“'‘]|\b(?:docs?|documentation|readme|ticket|issue|error|message|spec|article|"
    r"blog|post|tweet|linter|book|paper|manual|he|she|they|someone|somebody|the author|"
    r"my (?:manager|boss|colleague|coworker|teammate)|the (?:customer|client|user))\s+"
    r"(?:says?|said|claims?|states?|wrote|writes|mentions?|mentioned|thinks?|insists?)\b|"
    r"\baccording to\b",
    _I,
)
# Each branch of QUOTED holds one of these words (its verb, or "according to").
QUOTED_WORDS = (
    "say",
    "said",
    "wrote",
    "writes",
    "claim",
    "state",
    "reads",
    "quote",
    "according to",
    "mention",
    "think",
    "insist",
)
HEDGE = re.compile(
    r"^(?:i (?:think|guess|suspect|believe|wonder|assume|feel like|bet|reckon|suppose)|"
    # a guess or an oath said in passing: "i'm guessing the df is empty", "i swear the id
    # is unique", "I'd call integrations amber", "I would say three winters"
    # (not an estimate of the user's own work or an oath about it: "I'd say about 60% of
    # our loads are chilled", "I swear I'll never fly Ryanair again", peeled by ESTIMATE_LEAD)
    r"i'm guessing|i am guessing|i (?:could )?swear(?! by)(?!\s+(?:i|we)\b)|"
    r"(?:i'd|i would) (?:say|call|guess|bet)(?!\s+(?:myself|ourselves|about|around|roughly|"
    r"(?:i|we|our|my)\b))|"
    r"maybe|perhaps|probably|possibly|seems|looks like|it seems|it looks|not sure|"
    r"i'm not sure|i am not sure|idk|i don't know|i dunno)\b",
    _I,
)
# A lead said before the statement it frames (peeled, the rest is read): how to answer ("Be
# patient with me, I'm dyslexic"), help asked before the news ("I need help writing a
# letter, we've had no bin collection for 3 weeks"). An estimate of the user's own work or an
# oath about it (ESTIMATE_LEAD): "I'd say we ship about 300 pallets a week".
LEAD_ASIDE = re.compile(r"^(?:" + ANSWER_MANNER + r")\b[^,;]{0,20}$", _I)
# (help asked is peeled only before a clause with a subject of its own: not before "…, blue
# glaze with little white dots", the material to write about)
LEAD_HELP = re.compile(
    r"^(?:i|we) (?:really |just )?need (?:some |your |a little |a bit of )?help\b[^,;]{0,80}$", _I
)
CLAUSE_SUBJECT = re.compile(
    r"^(?:i|i'm|i've|we|we're|we've|my|our|it|it's|he|she|they|there)\b", _I
)
ESTIMATE_LEAD = re.compile(
    r"^(?:i'd|i would) say\s+(?=(?:we|our|my|i)\b)|^i swear\s+(?=(?:i|we)\b)",
    _I,
)
# An exasperated aside, no fact of its own (rule aside: nothing). One branch per shape.
ASIDE = re.compile(
    r"""
    # a telling repeated: "ive told priyanka 3 times", "I've explained three times now that …",
    # "we have asked them twice already"
      ^(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:already\s+)?(?:told|asked|explained|reminded|
        said|mentioned|emailed|warned)\b[^,;]{0,60}?
        \b(?:(?:\d+|two|three|four|five|six|several|many|a\s+dozen|a\s+hundred)\s+times|twice)
        (?:\s+(?:now|already|before|today|this\s+(?:week|month|year)))?
        (?:\s*[.!]*$|\s+(?:now\s+)?that\b)
    # a meeting held, with only its purpose: "Kwame and I met yesterday evening to settle our
    # policies", "we had our annual review" (what it settled follows)
    | ^(?:(?:[\w'-]+\s+){1,3}and\s+i|i|we(?:\s+all)?|the\s+(?:team|board|committee|partners))\s+
        (?:(?:met|sat\s+down|got\s+together)
           (?:\s+(?:on|this|last|yesterday|today|earlier|in)\b[^,;]{0,40}?)?
           # (with its purpose only: not "My wife and I met in 2009")
           \s+to\s+(?:review|discuss|settle|go\s+over|talk\s+(?:about|through)|look\s+at|
             agree|finali[sz]e|plan)\b[^,;]{0,80}
         | had\s+(?:our|a|the)\s+(?:[\w-]+\s+){0,2}
           (?:meeting|call|review|catch-?up|chat|sync|1:1|one-on-one)
           (?:\s+(?:on|this|last|yesterday|today|earlier|in)\b[^,;]{0,40}?)?
           (?:\s+to\s+(?:review|discuss|settle|go\s+over|talk\s+(?:about|through)|look\s+at|
             agree|finali[sz]e|plan)\b[^,;]{0,80})?)
        \s*[.!]*$
    # who the question is for: "asking for all 6 of us lol", "asking for a friend"
    | ^(?:i'm\s+|im\s+|just\s+)?asking\s+for\s+(?:a\s+friend|all\s+\w+\s+of\s+us|the\s+(?:team|group|
        whole\s+\w+)|my\s+\w+)(?:\s+(?:lol|haha|tbh|though))*\s*[.!?]*$
    # the work for this very turn not started: "i have nothing written", "I've got nothing yet"
    | ^i(?:'ve|\s+have)?\s+(?:got\s+)?(?:nothing|zero|not\s+a\s+word)\s+
        (?:(?:written|done|drafted|ready|prepared)(?:\s+yet)?|yet)
        # (not "I have nothing ready for the recital on Sunday": the recital is news)
        \s*(?:[.!,;]|$)
    """,
    _I | re.VERBOSE,
)
LEAD_FILLER = re.compile(
    r"^(?:(?:"
    # whom or where the note is for: "ok note for the file, the tenants at …", "note to self
    # via you: owe Dev £40", "note on top: …", "for ref:"
    r"(?:a\s+|quick\s+)?note\s+(?:for\s+(?:the\s+|my\s+)?(?:file|files|record|records|log|"
    r"diary)|on\s+top|to\s+self\s+via\s+(?:you|u))|for\s+(?:the\s+)?files?|for\s+ref|"
    r"(?:quick\s+)?note\s+to\s+self(?:\s*\((?:and|&)\s+you(?=\)))?|basically|btw|by the way|fyi|fwiw|oh|also|and|then|ok(?:ay)?|so|just so you know|"
    r"for (?:context|the record|reference|what it's worth)|heads up|note|hey|well|"
    # a formal note's lead: "For your reference, our outside counsel is …", "For your
    # records: Beatriz …", "By way of background: I am an enrolled agent …"
    r"for your (?:reference|records?|info(?:rmation)?)|"
    r"by way of (?:background|context)|as (?:background|context)|"
    # "Some context before I ask for a RACI:", "context for later so i stop re-explaining:"
    r"(?:some\s+|quick\s+|more\s+)?(?:context|background)\s+(?:before|for|so|in\s+case)\b"
    r"[^:.!?\n]{0,60}(?=:)|"
    # the label's purpose, left after a run-on cut: "so i stop re-explaining:", "so you know:"
    # (with its "so": "I remember the rule: no dogs on the sofa" is the user's own statement)
    r"so\s+(?:i|you|we|u)\s+(?:can\s+)?(?:stop|don'?t\s+have\s+to|know|remember)\b"
    r"[^:.!?\n]{0,40}(?=:)|"
    r"anyway|anyways|tbh|honestly|ps|p\.s\.|hi|hello|yeah|yep|yes|alright|quick note|"
    r"just fyi|side note|also fyi|oh and|one more thing|context|background|some context|"
    r"quick context|fyi though|hmm+|hm+|um+|uh+|erm?|quick update|"
    r"on it|noted|will do|no problem(?: at all)?|np|sure thing|sounds good|"  # a chat reply
    r"(?:a\s+)?(?:small|quick|little|one)\s+thing|"
    r"(?:a\s+)?reminder(?:\s+for\s+(?:the\s+)?future|\s+to\s+self)?(?=\s*[:—–-])|"
    # "Update: PRD review pushed to June 27", "Status update — …"
    r"(?:(?:status|small|short|big)\s+)?update(?=\s*[:—–-])|"
    # whom the note is for, as a label: "for my own sanity:", "for future drafts:"
    r"for\s+(?:my\s+(?:own\s+)?(?:sanity|records?|reference|notes?)|(?:all\s+)?future\s+"
    r"(?:drafts?|emails?|replies|messages|tickets?|calls?))(?=\s*[:—–-]))"
    r"\b\)?\s?[,:\-–—]?\s*)+",
    _I,
)
# "The thing I keep forgetting to tell you is that …", "keep in mind that …": a frame around
# a statement, not a request.
LEAD_FRAME = re.compile(
    r"^(?:(?:the (?:one |other |main )?thing|what|something) (?:i|that i) (?:keep forgetting|forgot|"
    r"meant|wanted|need|should(?: have)?|never got|didn't get)(?: to (?:tell you|mention|say|"
    r"add|note|point out|share))?(?: earlier| before)? (?:is|was)|"
    r"i (?:forgot|meant|wanted|need|should|have|never got|didn't get|should have) (?:to )?"
    r"(?:mention(?:ed)?|tell you|told you|say|said|add|note|point out|share)|"
    # "also remind me Kofi is picking me up at the airport", "don't let me forget that …": a
    # reminder of a statement (not "remind me to call her", a to-do; not "remind me what …")
    r"(?:(?:just|also|and|please|pls|plz)\s+){0,3}(?:remind\s+me|don'?t\s+let\s+me\s+forget|"
    r"do\s+not\s+let\s+me\s+forget|make\s+a\s+note)(?!\s+(?:to|about|of|how|what|when|where|why|"
    r"which|who|if|whether|in|on|at|tomorrow|later|tonight|again)\b)|"
    r"(?:just |also |please )?(?:keep in mind|remember|note|be aware|bear in mind|"
    # "Please make a note of this - Bridget will supervise her", "Do note, though, that …"
    r"(?:make|take) a note(?: of (?:this|that|it))?|do note(?:,? though,?)?|"
    r"worth (?:mentioning|noting)|you should know|you (?:might|may) want to know|"
    r"for your info(?:rmation)?|not sure if i (?:mentioned|said|told you)(?: (?:it|this))?|"
    # "Oh I never told you — Dario and I are on good terms again"
    r"i (?:never|didn't|did not) (?:tell you|told you|mention(?:ed)?)(?: (?:it|this|that))?|"
    r"i don't think i (?:told you|mentioned|said)(?: (?:it|this|that))?|"
    r"in case (?:it matters|it's relevant|it helps|you need to know|you didn't know)|"
    r"it's worth (?:mentioning|noting)|fun fact|important|context for you|"
    r"(?:a |one |small |quick |little |an |personal |some )?(?:update|news|change) "
    r"(?:on my (?:side|end)|from me|from my side|about me)|(?:small|quick|personal) update|"
    r"(?:at|in|on|for) (?:my|our) (?:company|team|org|job|work|startup|shop|day job|workplace)|"
    r"at work|here at \w+|around here|where i work|"
    r"(?:the )?(?:short|tl;?dr|long story short|tldr|bottom line|gist|summary)(?: version| is)?))"
    r"(?:\s+(?:this|it))?(?:\s+(?:earlier|before))?\s*(?:,|:|-|–|—)?\s*(?:that\s+|but\s+)?(?=\S)",
    _I,
)
# "since I'm vegan now, suggest …", "because my daughter has a nut allergy, pick …", "now that
# we're on Postgres, …": a reason before a request states the user's fact; the subordinator is
# peeled off (the request after it is cut as usual). A state only ("Since I joined, …" is
# time, "as I said, …" a reference), and only before a later clause.
REASON_LEAD = re.compile(
    r"^(?:since|because|cause|cuz|as|now\s+that|given\s+that|seeing\s+as)\s+"
    r"(?!i'm\s+(?:here|at\s+it|on\s+it)\b)"
    r"(?=(?:i'm|i\s+am|i've\s+got|i\s+have|we're|we\s+are|we've\s+got|we\s+have|"
    r"(?:i|we)\s+(?:just\s+)?(?:moved|switched)|"
    r"(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|has|have)|(?:my|our)\s+[\w-]+'s)\s"
    r"[^,;:]{3,80}[,;:]\s*\S)",
    _I,
)
STANDING_TAIL = re.compile(
    r"(?:,\s*|\s+)(?:from now on|going forward|in (?:the )?future|every (?:single )?time|"
    r"at all times|always|by default|for all (?:future )?(?:code|files|projects|repos|prs))"
    r"(?:\s+(?:please|pls|thanks))?\s*[.!]*$",
    _I,
)
# Each branch of STANDING_TAIL holds one of these words.
_STANDING_TAIL_WORDS = (
    "from now on",
    "going forward",
    "future",
    "every",
    "at all times",
    "always",
    "by default",
    "for all",
)


def standing_tail(s: str) -> bool:
    """:data:`STANDING_TAIL` found in ``s``."""
    return may_hold(s, _STANDING_TAIL_WORDS) and STANDING_TAIL.search(s) is not None


# A label that says what follows holds from now on (``english._r_standing_label``): "A standing
# instruction, if I may: client letters should never exceed one page", "general thing: give me
# the code first", "one thing for always: no emoji in the texts", "Note for anything going to
# Council going forward: I want tables over prose", "So that you understand my constraints: I
# do not work on Sundays", "When you draft anything for the public, write at an 8th-grade
# reading level". What follows is the user's standing preference, a request included.
STANDING_LABEL = re.compile(
    r"""^(?:
        (?:a\s+|one\s+|my\s+)?(?:standing|general|permanent|house|blanket)\s+
          (?:instruction|rule|request|note|thing|preference|policy)s?(?:,\s*if\s+i\s+may)?
      | general\s+(?:thing|note|rule|request)
      | (?:(?:one|a|another)\s+thing\s+)?for\s+(?:always|ever|good|the\s+future)
      | (?:(?:a\s+)?note|rule)\s+for\s+(?:anything|everything|all)\b[^:]{0,60}?
          \b(?:going\s+forward|from\s+now\s+on|in\s+(?:the\s+)?future)
      | for\s+(?:anything|everything|all)\b[^:]{0,60}?
          \b(?:going\s+forward|from\s+now\s+on|in\s+(?:the\s+)?future)
      | (?:so\s+)?(?:that\s+)?you\s+(?:understand|know)\s+my\s+(?:constraints|limits|rules|preferences|schedule)
    )\s*[:—–-]\s*
    # "whenever you …," or "when you <verb> anything/any …/<plural>,": any piece of a kind,
    # not one document ("When you draft the email to Sandra, cc Dana" is for that email)
    | ^(?:whenever\s+(?:you|u)\s+(?:draft|write|reply|answer|send|make|create|give|explain|
          summari[sz]e|review|edit|format|translate|suggest)\b
      | when\s+(?:you|u)\s+(?:draft|write|reply|answer|send|make|create|give|explain|
          summari[sz]e|review|edit|format|translate|suggest)
        (?:\s+(?:(?:to|for)\s+)?(?:me|us)\b|\s+(?:me\s+)?(?:anything|any|all|every\w*|
          (?!(?:this|these|those|its|his|is|was|as|us)\b)[a-z]{3,}s)\b|(?=\s*,)))
      [^,;:?]{0,60},\s*(?=[a-z])""",
    _I | re.VERBOSE,
)
# A request to the agent with a standing word in it: "can you explain me with examples always,
# not so much theory?", "could you always reply in bullet points?".
STANDING_ASK = re.compile(
    r"^(?:(?:so|ok|okay|and|also|please)\W+)*(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?"
    # (not after a wh-word or "if": "can you work out why van 3 always stalls")
    r"(?=(?:(?!\b(?:why|what|how|when|where|which|who|whether|if)\b)[^?;]){0,60}?"
    r"\b(?:always|from\s+now\s+on|going\s+forward|every\s+time|by\s+default)\b)"
    # not praise: "can you always be this fast lol"
    r"(?!(?:always\s+)?be\s+(?:this|that|so)\b)(?![^?]*\b(?:lol|haha\w*|lmao)\b)",
    _I,
)
STANDING_Q = re.compile(
    r"\?\s*$|^[^,]*,\s*(?:what|what's|why|how|which|who|should|can|could|would|is|are|do|does)\b",
    _I,
)
BARE_MARKER = re.compile(
    r"^\s*(?:always|never|from now on|going forward|in (?:the )?future|in general|by default|"
    r"also|btw|fyi|ok(?:ay)?|so|and|but)\s*[,.!]*\s*$",
    _I,
)
I_WANT = re.compile(
    r"^(?:i|we)\s+(?:\w+\s+)?(?:want|need|expect|require|like|prefer)\s+(?!you\b|u\b)", _I
)
SUBORD = re.compile(r"\s(?:before|after|when|while|until|till|once|since|because)\s", _I)
HYPOTHETICAL = re.compile(
    r"^(?:(?:hypothetically|theoretically|in theory)[,]?\s+)?(?:if|what if|suppose|supposing|assuming|"
    r"imagine|say|even if|in case|unless|whether)\b|^(?:hypothetically|theoretically)\b",
    _I,
)
# A claim asked back as a question ("my friend say put it on a pallet, is true?", "Lars says
# the buyout is standard, is that right?"): in doubt, no fact.
# (only with the claim reported: "Our depot closes at 5 on Fridays, is that right?" is the
# user's own fact; see CLAIM_REPORTED)
TRUE_ASKED = re.compile(
    r"[,—–-]\s*(?:is\s+(?:it|that|this)\s+(?:true|right|correct|accurate|normal)|"
    r"is\s+(?:true|right|correct)|true|correct)\s*\?+\s*$",
    _I,
)
CLAIM_REPORTED = re.compile(
    r"\b(?:says?|said|told\s+(?:me|us)|tells\s+(?:me|us)|claims?|reckons?|heard|read|"
    r"according\s+to)\b",
    _I,
)
# The terms a question is asked on, said before it ("At the 40% bonus rate applicable for
# 2024, what would the deduction be?", "Given a 6% raise, how much …?"): a phrase without a
# verb of its own, no statement.
QUESTION_FRAME = re.compile(
    r"^(?:at|with|given|under|using|based\s+on|assuming)\s+(?:the|a|an|this|that|these|those|"
    r"our|my|\d)(?![^,]*\b(?:i|we|is|are|was|were|will|has|have|had|'s|'re)\b)[^,]*$",
    _I,
)
TAIL_FILLER = re.compile(
    r"(?<![,\s])(?:[,\s]+(?:btw|fyi|tbh|lol|lmao|haha+|though|fwiw|imo|imho|anyway|just so you know|"
    r"by the way|ok|:\)|:\(|:/|\^\^))+\s*[.!]*$",
    _I,
)
# Conjunction + request at the end of a sentence: "… so keep answers short".
REQUEST_TAIL = re.compile(
    r"\s+(?:(?:so|then|-|–|—)\s+(?:please\s+|pls\s+|just\s+)?"
    r"(?:can you|could you|would you|can u|go ahead|be|take|feel free|"
    + IMPERATIVE
    + r")|(?:and|but)\s+(?:please|pls|plz|can you|could you|would you|can u|feel free|"
    r"go ahead)|(?:and|but)\s+(?:just\s+)?(?:" + IMPERATIVE + r")\s+(?:it|this|that|"
    r"these|those|them|the (?:code|tests?|script|file|function|pr|branch))\b)\b.*$",
    _I,
)

CORR_MARK = re.compile(
    r"^(?:(?:correction|to correct|small correction|quick correction|update|sorry|oops|"
    # a bare "no" marks a correction only before a comma, a stop or a subject ("No, it's
    # Thursday", "no we are NOT signing"): "no personal calls at the front desk" is a rule,
    # its "no" the negation
    r"my bad|no wait|wait|no no|nope|no(?=\s*[:,!.\-–—]|\s+(?:i|i'm|we|we're|it|it's|that|"
    r"that's|they|they're|he|she|you|this|there)\b)|actually no|actually|i meant|to be clear|"
    r"i misspoke|scratch that|let me correct|turns out|it turns out|as it turns out|"
    r"in fact)\b\s*[:,!\-–—]?\s*)+",
    _I,
)
CORR_STRONG = re.compile(
    r"\b(?:correction|to correct|small correction|quick correction|i meant|i misspoke|"
    r"scratch that|let me correct)\b",
    _I,
)
NOT_TAIL = re.compile(r"(?:,\s*|\s+)(?:and\s+|but\s+)?not\s+(?:the\s+|a\s+|an\s+)?(.+?)$", _I)
NOT_BUT = re.compile(
    r"^(?:it's |it is |it was )?not\s+(.+?),?\s+(?:but|it's|it is)\s+(.+)$|"
    r"^(?:it's|it is|it was)\s+not\s+([^,;]{1,30}),\s*(.+)$",
    _I,
)
# A lead that retracts what the user said before, however it is phrased: "scratch that",
# "I misspoke", "I was wrong about the deadline", "ignore what I said about Terraform",
# "let me rephrase", "wait, no", "my mistake". It is stripped *before* the request check, so
# "Ignore what I said about X, we use Y" is a correction and "scratch that, revert it" a task.
# ``weak`` leads ("make that", "to clarify") count only when the body names the old value.
CORR_LEAD = re.compile(
    r"^(?:(?:oh|ah|hmm+|hm+|um+|uh+|ok(?:ay)?|so|sorry|oops|whoops|ugh|actually|hang on|wait|no|nope|"
    r"hold on|one sec|lol|lmao|haha|nah|no no)[,!.:]?\s+)*"
    r"(?:(?P<strong>correction (?:to|on|re:?) (?:earlier|before|what i said(?: (?:earlier|before|"
    r"this morning|yesterday|earlier today|last week|above))?|my last message|the above)|"
    r"(?:a |one |small |quick |minor |tiny |slight )?correction|"
    r"(?:let me |i (?:need|have|want) to |to )?correct (?:myself|that|what i said|my last message)|"
    r"correcting myself|i (?:meant|mean) to say|what i meant (?:was|is)|i misspoke|i mis-spoke|"
    r"i wasn't clear(?: before| earlier)?|i had (?:that|it) backwards|"
    r"i misremembered|i misread|i misstated|i mixed (?:that|those|them|it|these) up|"
    r"i got (?:that|it|this|those|them) (?:wrong|backwards|mixed up|confused|the wrong way round)|"
    r"i had (?:that|it|this|those|them) (?:wrong|backwards|mixed up)|"
    r"i (?:was|am|'m) wrong(?: about (?P<about>[^,:;—–]{2,40}?)(?=\s*(?:[,:;—–]|\s-\s|$)))?"
    r"(?: earlier| before| above)?|"
    r"that(?:'s| is| was) (?:wrong|incorrect|not (?:right|correct|true|accurate|it))|"
    r"(?:that was |sorry,? )?(?:a )?typo|my (?:mistake|error|bad)|mistake on my (?:part|end)|"
    r"i stand corrected|i should have said|i should say|or rather|"
    r"(?:scratch|strike|forget|ignore|disregard) (?:that|this|my last (?:message|one))|"
    r"(?:cancel|delete|undo) (?:that|my last (?:message|one))(?=\s*[,:;!.—–-])|"
    r"(?:nvm|never ?mind) (?:that|this|what i said)|"
    r"(?:forget|ignore|disregard) (?:what|everything) i (?:just )?(?:said|wrote|told you)"
    r"(?: (?:earlier|before|above))?(?: about (?P<about2>[^,:;—–]{2,40}?)"
    r"(?=\s*(?:[,:;—–]|\s-\s|$)))?|"
    r"let me (?:rephrase|restate|try that again)|to be (?:precise|exact|more precise|accurate)|"
    r"more (?:precisely|accurately)|wait,? no|no,? wait|no,? sorry|sorry,? no|no,? no|"
    r"(?:my|that) (?:earlier |last |previous |first )?(?:message|note|comment|statement|answer)"
    r" (?:was|is) (?:wrong|incorrect|off|a mistake|outdated)|"
    r"what i said (?:earlier |before |above )?(?:was|is) (?:wrong|incorrect|outdated)|"
    r"hang on,? no|hold on,? no)|"
    r"(?P<weak>make (?:that|it)|to clarify|just to clarify|to be clear|let me clarify|"
    r"i meant(?! to\b)))"
    r"(?:\s*[,:;!.\-–—]+\s*|\s+|$)",
    _I,
)
# "Earlier I said we use Jenkins — that's wrong, it's GitHub Actions."
SAID_WRONG = re.compile(
    r"^(?:(?:sorry|oops|whoops|my bad|ugh|ah|oh|lol|ok(?:ay)?|wait)[,!.:]?\s+)*"
    r"(?:earlier|before|previously|above)?,?\s*i (?:said|told you|mentioned|wrote|claimed)"
    r"(?: (?:earlier|before|above))?(?: that)?\s+(?P<old>.+?)(?: (?:earlier|before|above))?"
    r"\s*(?:,|—|–|-|;|:)?\s*(?:but\s+)?(?:(?:that|which|it)(?:'s| is| was) (?:wrong|incorrect|"
    r"not (?:right|true|correct|the case|accurate)|outdated|out of date)\s*(?:[,:;—–-]+\s*|\s+)"
    r"(?:(?:actually|in fact)\s*,?\s*)?|(?:it's |it is |that's )?actually\s+|"
    r"(?<=but )(?=[^,;]*\bactually\b)|"
    # "ugh I said Rachel Gold passed, it's Rachel Goldberg": the right name or value after it
    r"(?:(?<=[,;—–:]\s)|(?<=but\s))(?:it's|it is|it was)\s+(?=(?-i:[A-Z0-9$£€])))(?P<new>.+)$",
    _I,
)
# "Kenji's not on the infra team, he's on data eng": a denial, then what is true instead.
DENY_ASSERT = re.compile(
    r"^(?!(?:it|that|this|there|here)\b)"
    r"(?P<subj>(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?|the [\w -]{2,30}?)\s*(?:(?:'s|’s| is|'re| are)"
    r"\s+not|\s+(?:isn't|aren't|wasn't))\s+(?P<old>[^,;—–]{2,40}?)(?:\s+anymore)?\s*[,;—–]\s*"
    # (the pronoun may already name the subject: "Oskar isn't fractional anymore, Oskar is …")
    r"(?:(?:but|actually)\s+)?(?P<pro>he|she|they|it|(?P=subj))(?:'s|’s| is|'re| are)\s+"
    r"(?:actually\s+)?(?P<new>.+)$",
    _I,
)
# A correction in the sentence (a marker or a "not X"), so a consequence after it can go.
CORR_HINT = re.compile(
    r"\b(?:correction|i (?:said|told you|mentioned|wrote)|misspoke|misremembered|my bad|"
    r"scratch that)\b|,\s*not\b|\bactually\b.*\bnot\b|\bnot\b.*\bactually\b",
    _I,
)
# Each branch of CORR_HINT holds one of these words (the cheap test before it).
_CORR_HINT_WORDS = (
    "correction",
    "said",
    "told you",
    "mentioned",
    "wrote",
    "misspoke",
    "misremembered",
    "my bad",
    "scratch that",
    "not",
)


def corr_hint(s: str) -> bool:
    """:data:`CORR_HINT` found in ``s``."""
    return may_hold(s, _CORR_HINT_WORDS) and CORR_HINT.search(s) is not None


# "…, so no type parameter syntax", "… — so the MERGE won't work", "… like I told you earlier"
SO_TAIL = re.compile(
    r"(?:\s+like i (?:told you|said|mentioned|wrote)(?: (?:earlier|before|above))?)?"
    r"(?:\s*(?:,|—|–|\s-)\s*(?:so|which means|that's (?:probably |likely |maybe )?why|"
    r"thats (?:probably )?why|hence)\b.*)?$",
    _I,
)
# A retraction at the end: "Wednesday not Tuesday for the release cut — I misremembered."
CORR_TAIL = re.compile(
    r"\s*(?:(?<![—–-])[—–-]+|[,;.])\s*(?:i misremembered|i misspoke|i mis-spoke|my bad|my mistake|"
    r"i was wrong|i got (?:that|it) wrong(?: before| earlier)?|i had (?:that|it) wrong|typo)[.!]*$",
    _I,
)
# Each branch of CORR_TAIL holds one of these words (the cheap test before it).
CORR_TAIL_WORDS = ("mis", "my bad", "my mistake", "wrong", "typo")
# "Wednesday not Tuesday for the release cut": the value, the old one, what it is about.
X_NOT_Y_FOR = re.compile(
    r"^(?!\S+\s+(?:is|are|was|were|be|isn't|aren't)\b)(?!\S+\s*$)"
    r"(?P<new>[\w.+#/-]+(?:\s+[\w.+#/-]+)?)\s*,?\s+not\s+(?P<old>[\w.+#/-]+(?:\s+[\w.+#/-]+)?)"
    r"\s+(?P<rest>(?:for|on|in|at|as)\s.+)$",
    _I,
)
# "(we're) on postgres 15 actually, not 14": the value, "actually", then the old one
ACTUALLY_NOT = re.compile(
    r"^(?P<new>[^,;]{2,50}?)\s+actually\s*,?\s+not\s+(?P<old>[^,;]{1,30})$", _I
)
# "earlier I said the events go to Segment." — a retraction whose new value comes next
SAID_ONLY = re.compile(
    r"^(?!.*\b(?:but|actually|instead|it's|it is|is now)\b)"
    r"(?:(?:sorry|oops|wait|hmm|ok)[,!.]?\s+)?(?:earlier|before)?,?\s*i (?:said|wrote|told you|mentioned)\s+"
    r"[^,;]{2,60}?(?:\s+(?:earlier|before|above|this morning|yesterday))?$",
    _I,
)
# SAID_ONLY holds one of these words (the cheap test before it).
SAID_ONLY_WORDS = ("said", "wrote", "told you", "mentioned")
# "It's not Alex who owns billing, it's Jordan."
CLEFT_NOT_FIRST = re.compile(
    r"^it(?:'s| is| was)\s+not\s+(?P<old>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:who|that)(?P<cop>'s)?\s+(?P<pred>[^,;—–]+?)"
    r"\s*[,;—–]\s*it(?:'s| is| was)\s+(?P<new>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)",
    _I,
)
# "It's Maria who reviews the infra PRs, not Mark."
CLEFT_NOT = re.compile(
    r"^it(?:'s| is| was)\s+(?:actually\s+)?(?P<who>.+?)\s+(?:who|that)\s+.+?,?\s+not\s+"
    r"(?:the\s+)?(?P<old>\S+(?:\s+\S+){0,3})$",
    _I,
)
# "Not Vue — we're on Svelte": the sentence opens by denying a named value.
NOT_LEAD = re.compile(
    r"^(?i:not)\s+(?P<old>(?:(?i:the|an?) )?(?:[A-Z0-9@][\w.+#/@-]*|"
    r"(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day))(?:\s+[A-Z0-9][\w.+#/-]*){0,2})"
    r"\s*(?:[—–:;]|,|\s-)\s*(?:it's\s+|it is\s+)?(?P<new>.+)$"
)
# Code and session deixis: "actually the function returns None, not []", "I meant the other
# file" are about the work at hand, not a fact to remember.
CORR_VETO = re.compile(
    r"^(?:your|ur|the other|the one|this|that|these|those|here|there|(?:the )?wrong|the (?:first|second|third|"
    r"last|previous|next|other) one)\b|\b(?:function|method|variable|param(?:eter)?|"
    r"argument|returns?|returned|throws?|threw|raises?|null|undefined|none|exception|stack ?trace|"
    r"traceback|regex|loop|callback|works|working|the (?:test|tests|build|code|script|snippet|diff|"
    r"line|output)|files?|line \d+|compiles?|crash(?:es|ed)?|fails?|failing)\b",
    _I,
)
# "we use Jenkins" → "Jenkins": the named value in an earlier statement.
OLD_VALUE = re.compile(
    r"^(?:.*?\b(?:is|are|was|were|use|uses|used|using|on|in|at|be|'s|'re|called|named)\s+)?"
    r"(?P<v>.+)$",
    _I,
)

DECISION = re.compile(
    # a choice said in the present, as a second-language speaker writes it: "I decide change to
    # Seu Tonico from Biguaçu", "I decide to buy 300 kg in November"; a policy the team stops or
    # will no longer keep: "We stop use Correios for international", "we will no longer accept
    # new clients with foreign trusts" (not "I decide later", "we decide if …")
    r"(?:^|(?<=[,;:]\s))(?:so\s+|and\s+|now\s+)?(?:i|we)\s+(?:finally\s+|already\s+)?decide\s+(?:to\s+)?"
    r"(?!(?:if|whether|what|which|how|when|who|where|later|tomorrow|soon|together|on\s+my\s+own|"
    r"for\s+(?:myself|ourselves)|"
    # still open, or a routine: "I decide next week whether …", "we decide after the vet
    # visit", "I decide between the two vans once …", "we decide the routes each morning"
    r"next|after|before|between|once|each|every|the|a|an|this|that|these|those|our|my|"
    r"based|by|at|in|with|about|daily|weekly|on\s+(?:\w+day|the\b))\b)[a-z]{3,}\b|"
    r"\bwe\s+(?:will\s+no\s+longer|won['’]?t\s+(?:be\s+)?(?:\w+ing\s+)?any\s+longer|"
    r"(?:have\s+)?stop(?:ped)?\s+(?:use|using|to\s+use|selling|offering|accepting|taking|shipping|"
    r"working\s+with))\b|"
    r"\b(?:we|i|the team|team|everyone|we all|they|me and (?-i:[A-Z])\w+|\w+ and i|"
    # a body that votes: "the committee voted to raise subs to 35 a month from september"
    r"(?:the|our)\s+(?:[\w-]+\s+)?(?:committee|board|council|trustees|members|club|league|"
    r"family|partners|directors|leadership|panel|parents|pta|hoa))"
    r"(?:\s+have|'ve|\s+finally|\s+just|\s+also|\s+already|\s+eventually|\s+collectively|"
    r"\s+all|\s+officially)*(?:\s+|(?=['’]))(?:decided|agreed|settled on|chose|picked|opted|went with|"
    r"voted|landed on|committed to|ended up (?:with|picking|choosing|going with|using|on)|"
    r"went for|'re going for|are going for|are sticking with|'re sticking with|"
    r"signed off on|locked in|'re going with|are going with|"
    r"will go with|'ll go with|'re going to go with|are standardi[sz]ing on|'re standardi[sz]ing on|"
    r"standardi[sz]ed on)\b|^decision(?:\s+(?:from|at|in|after)\s+[\w ]{1,20})?\s*:|\b(?:the )?decision (?:is|was):? (?:to|that|we)\b|"
    r"^(?:(?:so|ok|okay|btw|fyi)\W+)*(?:decided|agreed) (?:to|on|that)\b|^(?:decided|agreed)\s*:|"
    r"\bthe plan is to\b|(?:—|–|\s-|,)\s*(?:(?-i:[A-Z])[a-z]+'s|my|our|the team's) (?:call|decision)\b|\b(?:made|makes|has made) the (?:call|decision) to\b|"
    r"^(?!(?:nobody|someone|somebody|everyone|everybody|anyone|no one|nothing)\b)"
    r"(?-i:[A-Z])[a-zà-ÿ]+ (?:decided|agreed) (?:to|that|on|the|we|our|everyone|all)\b|"
    # the choice said with its subject dropped: "going with Linen Loft for everything now",
    # "ok went with Ade and Suki for the night shift" (not a trip: "went with Sam to Rome")
    r"^(?:(?:ok|okay|so|alright|fine|anyway|final(?:ly)?)\W+)*(?:going|went|gonna\s+go)\s+with\s+"
    r"(?!(?:my|his|her|their|him|them|us|you|me|friends|family|the\s+(?:kids|family|flow|guys)|"
    r"(?:a|some)\s+(?:friends?|buddy|buddies|mates?|colleagues?|coworkers?)|mom|mum|mommy|dad|daddy|"
    r"mother|father|grandma|grandpa|granny|nan|nana|gran|auntie|aunt|uncle|cousins?|sis|bro|"
    r"wife|husband|hubby|partner|boyfriend|girlfriend|bf|gf|kids|son|daughter)\b)"
    r"(?![^.;]*\bto\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+|our\s+|your\s+|a\s+|an\s+)?"
    r"(?:(?-i:[A-Z])\w*|beach|park|cinema|movies|store|shop|gym|doctor|dentist|vet|"
    r"hospital|party|concert|game|airport|dinner|lunch|appointment|chemo|church|school|[\w-]+\s+appointment)\b)"
    # a meal or an outing with someone, an open question, a choice still weighed: "went with
    # Priya for dinner", "going with Next.js or Remix", "going with X should be fine right"
    r"(?![^.;]*\bfor\s+(?:a\s+)?(?:dinner|lunch|breakfast|brunch|drinks?|coffee|walk|run|hike|"
    r"ride|swim|movie|date)\b)"
    r"(?![^;?]{1,60}?\s+or\s+)(?![^.;]*(?:\?|\bthoughts\b|\bwhich\b|\bright\W*$))"
    r"(?![^.;,]{1,60}?\s+(?:should|would|could|might|will|is|seems|sounds|works)\b)|^(?:ok\W+|so\W+)?let's (?:standardi[sz]e on|go with|switch to|move to|settle on)\b|\bwe(?:'re| are) (?:now )?(?:prioriti[sz]ing|deprioriti[sz]ing|going ahead with|"
    r"moving forward with|dropping support for)\b|\b(?:it was|it's been|it has been|it got|it is)\s+(?:\w+\s+)?"
    r"(?:agreed|decided|settled|approved)\b|\bwas (?:agreed|decided|approved|settled) "
    r"(?:that|to|at|in|on)\b|\bwe(?:'re| are) going to use\b|\bit's decided\b",
    _I,
)
# Each branch of DECISION holds one of these words: its verb ("decide", "agreed", "went",
# "go with", "standardi…", …), "decision"/"call", "longer"/"stop", "plan", "let's".
_DECISION_WORDS = (
    "decide",
    "decision",
    "agreed",
    "settled",
    "approved",
    "chose",
    "picked",
    "opted",
    "went",
    "voted",
    "landed",
    "committed",
    "ended",
    "going",
    "gonna",
    "go with",
    "sticking",
    "signed",
    "locked",
    "standardi",
    "prioriti",
    "moving",
    "dropping",
    "longer",
    "stop",
    "plan",
    "call",
    "let's",
)


def decision(s: str) -> bool:
    """:data:`DECISION` found in ``s``."""
    return may_hold(s, _DECISION_WORDS) and DECISION.search(s) is not None


# A subjectless choice still asked about: "going with Tailwind for the styling, thoughts?",
# "going with Next.js or Remix, which is better" (``english._en_trim`` drops it whole).
CHOICE_ASKED = re.compile(
    r"^(?:(?:ok|okay|so|alright|fine|anyway|maybe|thinking)\W+)*(?:going|gonna\s+go)\s+with\s+"
    r"[^?;]{0,200}?(?:\?|\bthoughts\b|\bwhich\b|\bright\W*$|\s+or\s+)",
    _I,
)
REL_WORDS = (
    r"manager|engineering manager|boss|lead|tech lead|team lead|cto|ceo|coo|cfo|vp|"
    r"cofounder|co-founder|founder|partner|business partner|wife|husband|spouse|girlfriend|"
    r"boyfriend|fiancee?|daughter|son|kids?|children|child|mom|mother|dad|father|sister|"
    r"brother|colleague|coworker|co-worker|teammate|report|direct report|mentor|mentee|"
    r"friend|best friend|pm|product manager|project manager|designer|skip-level|"
    r"skip level|landlord|doctor|therapist|dog|cat|client|customer|investor|advisor|"
    r"adviser|intern|roommate|go-to person|go-to|point of contact|reviewer|"
    r"sibling|parents?|grandma|grandpa|uncle|aunt|cousin|niece|nephew|pet|"
    r"(?:data |business |qa |security )?analyst|data scientist|sre|devops|qa|tester|contractor|"
    r"angel|angel investor|board member|account manager|"
    r"consultant|freelancer|accountant|lawyer|recruiter|assistant|(?:infra|ops|devops|security|"
    r"data|backend|frontend|mobile|design|qa) (?:person|guy|gal|engineer|dev|developer|lead)|"
    # the people of a household, a clinic, a sales team, a lab and a project
    r"babysitter|nanny|au pair|tutor|coach|pediatrician|vet|dog walker|cleaner|housekeeper|"
    r"realtor|plumber|electrician|financial advisor|neighbou?r|officemate|"
    r"ae|account executive|csm|customer success manager|sales rep|"
    r"pi|postdoc|lab manager|lab tech|committer|release manager"
)
NAME = r"(?P<name>(?:[A-Z][\w'’.-]*)(?:\s+[A-Z][\w'’.-]*){0,3})"
NOT_NAMES = frozenset(
    "I This That It There Here What Which He She They We You The A An My Our Their His Her "
    "Its Who Why How When Where And But So Also Actually Btw Monday Tuesday Wednesday "
    "Thursday Friday Saturday Sunday January February March April May June July August "
    "September October November December Ok Okay Yes No Not I'm I've I'd I'll Im Ive".split()
)
REL = [
    # "Jordan from security said we need to rotate the keys": who is on which team
    re.compile(
        r"^(?!(?:Someone|Somebody|Everyone|Everybody|Anyone|Nobody|People|Folks|Users|The|A|An|"
        r"This|That|Some|One)\b)"
        + NAME
        + r"(?i:\s+(?:from|on|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:[\w-]+)(?:\s+team)?"
        r"\s+(?:already\s+|just\s+)?(?:said|says|told me|wants|asked|mentioned|thinks|pinged|flagged|"
        r"insists|ruled out|signed off|approved|rejected|confirmed|suggested|reported|noticed|pushed back))\b"
    ),
    # "Tom (our designer) is redoing the PDF layout"
    re.compile(r"\b" + NAME + r"\s*\((?i:(?:our|my|the|their)\s+)?(?P<rel>" + REL_WORDS + r")\)"),
    # "Greg Ames is IT director at Tidewater Credit Union"
    re.compile(
        r"^" + NAME + r"(?i:\s+(?:is|'s)\s+(?:the\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}"
        r"(?:director|manager|lead|head of [\w ]{2,20}?|cto|ceo|cfo|coo|vp|pm|engineer|designer|contact|"
        r"founder|owner|architect)\s+(?:at|of|for)\s+)(?-i:[A-Z])"
    ),
    # "Priya reports to Helen, the VP of product"
    re.compile(r"^" + NAME + r"(?i:\s+(?:reports|reported)\s+to)\s+(?P<name2>[A-Z][\w'-]+)"),
    # "we just hired Lena as our first SRE", "Omar joined the team as a designer"
    re.compile(
        r"(?i:^(?:we|i)\s+(?:just\s+|finally\s+|recently\s+)?(?:hired|onboarded|brought on)\s+)"
        + NAME
        + r"(?i:\s+as\s+(?:our|my|a|an|the)\s+)"
    ),
    re.compile(
        r"^"
        + NAME
        + r"(?i:\s+(?:just\s+|recently\s+)?joined\s+(?:(?:us|the team|our team|the company)\s+)?"
        r"as\s+(?:our|a|an|the)\s+)"
    ),
    re.compile(
        r"(?i:\b(?:my|our)\s+(?:(?:new|old|current|former|ex-?|main|direct|awesome|"
        r"little|older|younger|oldest|youngest|[a-z]{2,4}|[\w-]+)\s+)?(?P<rel>" + REL_WORDS + r"))"
        r"(?:(?i:'s|’s)\s+(?i:name)\s+(?i:is))?"
        r"(?:\s*,|\s+(?i:is|was|'s|’s|is called|is named|named|called))?\s+" + NAME
    ),
    # "Wen moved over to the Kite team", "Ana joined the platform team"
    re.compile(
        r"^"
        + NAME
        + r"(?i:\s+(?:just\s+|recently\s+)?(?:moved|switched|transferred|joined|went)\s+(?:over\s+)?"
        r"(?:to\s+)?(?:the\s+)?)(?:[\w-]+\s+){1,2}(?i:team|org|squad|group)\b"
    ),
    # "Raúl is a contractor", "Mei is the data analyst"
    re.compile(
        r"^"
        + NAME
        + r"(?i:\s+(?:is|was|'s)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?P<rel>contractor|consultant|"
        r"freelancer|intern|designer|analyst|data analyst|pm|product manager|qa lead|tech lead|team lead|"
        r"sre|devops engineer|cto|ceo|founder|cofounder|co-founder))\b"
    ),
    re.compile(
        r"^" + NAME + r"(?:\s+(?i:from|at|on|in)\s+[\w\s-]+?)?\s+(?i:is|was|'s|’s)\s+"
        r"(?i:(?:my|our)\s+(?:new\s+|main\s+|current\s+)?(?:[\w-]+\s+)?(?P<rel>"
        + REL_WORDS
        + r"))\b"
    ),
    re.compile(r"(?i:\b(?:owned|maintained|run|led|managed|reviewed|handled)\s+by)\s+" + NAME),
    # lowercase names as people type them: "alex is our designer"
    re.compile(
        r"^(?!(?:this|that|it|he|she|they|there|here|what|which|who|mine|ours)\b)"
        r"(?P<name>[a-z][a-z'-]{1,20})\s+(?:is|was)\s+(?:my|our)\s+(?:new\s+|main\s+)?"
        r"(?P<rel>" + REL_WORDS + r")\b"
    ),
    re.compile(
        r"(?i:\bi\s+(?:report|reports)\s+to|\bi work under|^(?:i'm\s+|i am\s+)?(?:now\s+)?"
        r"(?:reporting to|working under))\s+" + NAME
    ),
    re.compile(
        r"(?i:\b(?:is|are|was|were)\s+)" + NAME + r"(?:'s|’s)\s+(?i:job|responsibility|area|"
        r"domain|call|baby|thing|department|problem|territory|turf)\b"
    ),
    re.compile(
        r"(?i:^the\s+(?:[\w-]+\s+)?(?P<rel>" + REL_WORDS + r"|owner|maintainer|contact|"
        r"point of contact|person in charge)(?:\s+(?:on|for|of|at|in)\s+(?:the\s+|our\s+)?"
        r"[\w\s-]{1,30}?)?\s+(?:is|was|'s)\s+(?:now\s+|still\s+)?)"
        + NAME
        # "the accountant is Felix Ortega at Ledgerwise": where the person is, named
        + r"(?:\s+(?i:at|from|with)\s+(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,3})?\s*$"
    ),
    re.compile(
        r"^"
        + NAME
        + r"\s*(?:,|\(|-|–|—)\s*(?i:(?:my|our)\s+(?:[\w-]+\s+){0,2}(?P<rel>"
        + REL_WORDS
        + r"))\b"
    ),
    re.compile(
        r"^(?!(?:Staging|Production|Prod|Billing|Everything|Nothing|CI|CD|QA|Main|Master|"
        r"Deploys?|Builds?|Tests?|Release|Checkout|Search|Auth|Payments?)\b)"
        + NAME
        + r"(?:\s+(?i:from|on|in)\s+(?:the\s+)?[\w-]+(?:\s+team)?)?"
        r"\s+(?i:(?:also\s+|now\s+|still\s+|basically\s+|mostly\s+|usually\s+)?"
        r"(?:reviews|approves|oversees|deploys|covers|coordinates|drives|decides|"
        r"is (?:running|leading|handling|owning|driving|managing|coordinating|doing|reviewing|"
        r"taking over|in charge of)|(?:needs|has|must) to (?:approve|sign off|review|okay|see)|"
        r"must (?:approve|sign off on|review)|has (?:the )?final say|makes the (?:final )?call|"
        r"(?:is\s+)?(?:the|our)\s+(?:[\w-]+\s+)?(?:owner|lead|pm|manager|maintainer|contact|"
        r"point person|expert|product owner|tech lead|dri|architect|designer|reviewer)\s+"
        r"(?:for|of|on)|is the (?:person|one|guy|gal) "
        r"to (?:ask|talk to|ping|go to|bug)|handles|owns|owned|leads|led|manages|managed|maintains|maintained|runs|ran|"
        r"is responsible for|was responsible for|is in charge of|was in charge of|"
        r"takes care of|took care of|is the owner of|took over|takes over|is taking over|"
        r"wrote|built|designed|architected|set up|created|founded|"
        # "Ana started this repo" (but "Maya started swim lessons on Tuesdays": an activity)
        r"started(?!\s+(?:[\w-]+\s+)?(?:lessons?|class(?:es)?|school|kindergarten|preschool|"
        r"daycare|therapy|physio|practice|training|treatment|college|university|today|"
        r"yesterday|tomorrow|on|at|in|last|next)\b)|"
        r"(?:is |was |'s |’s )?the (?:one|person|guy|gal|people|only one|expert|go-to) "
        r"(?:who|that|for|on)|(?:is|was) (?:our|the) (?:main |resident )?(?:expert|go-to|"
        r"contact|point of contact|owner|maintainer|lead|author)|"
        r"is the (?:main )?contact for|knows (?:the|our|everything|all)|"
        r"looks after|signs off on|approves|is on point for))\b"
    ),
    re.compile(r"(?i:\bi(?:'m| am)\s+(?:married|engaged)\s+to)\s+" + NAME),
    # "Otto's preschool teacher is Ms. Ferreira-Quist": someone's person, named
    re.compile(
        r"^(?-i:[A-Z][a-z]+)(?:'s|’s)\s+(?i:(?:[\w-]+\s+)?(?P<rel>"
        + REL_WORDS
        + r"|teacher|pediatrician|coach|tutor|nanny|babysitter|vet|dentist|lawyer|accountant)"
        r"\s+(?:is|was)\s+(?:(?:dr|ms|mr|mrs|prof)\.?\s+)?)(?P<name2>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
    ),
    re.compile(
        r"^" + NAME + r"\s+(?i:and\s+(?:i|me)\s+(?:co-own|co-maintain|co-founded|cofounded|own|run|"
        r"maintain|lead|manage|built|wrote|founded|started|share|split|work on|are the only|"
        r"are responsible|pair|handle))\b"
    ),
]

# "my boss really cares about tests": a relationship fact with no name in it.
REL_NONAME = re.compile(
    r"^(?:my|our)\s+(?:" + REL_WORDS + r")\s+and\s+i\b|"
    r"^(?:my|our)\s+(?:[\w-]+\s+)?(?:" + REL_WORDS + r")(?:'s|’s)\s+(?:a|an|the|really|also|"
    r"super|very|pretty|from|in|at|on|into|always|never|not|been|got|moving|starting|working)\b|"
    r"^(?:my|our)\s+(?:(?:twin|little|big|older|younger|new|old|former|current|ex-?|"
    r"oldest|youngest|eldest|step-?|baby|main|direct|whole)\s+)?(?:" + REL_WORDS + r")\s+"
    r"(?:just\s+|also\s+|really\s+|still\s+|"
    r"actually\s+|always\s+|never\s+)?(?:wants|needs|cares|hates|likes|loves|prefers|insists|"
    r"requires|expects|asked|asks|reviews|approves|signs off|doesn't|does not|won't|is|was|"
    r"works|worked|lives|lived|started|starts|joined|left|got|has|had|studies|runs|owns|"
    r"leads|manages|turned|turns|moved|will|can't)\b",
    _I,
)
# "the client wants the report in PDF": requirements from named stakeholders.
STAKEHOLDER = re.compile(
    r"^(?:(?:legal|compliance|security|finance|management|leadership|procurement|hr|"
    r"marketing|sales|support|ops|it)\s+(?:\w+\s+)?(?:wants|needs|requires|insists|expects|"
    r"mandates|forbids|bans|says we|won't let us|doesn't allow|does not allow)\b)|"
    r"^(?:the|our|my)\s+(?:client|clients|customer|customers|users?|stakeholders?|legal|"
    r"security team|design team|compliance|auditors?|investors?|board|company|employer)\s+"
    r"(?:\w+\s+)?(?:wants|want|needs|need|requires|require|prefers|prefer|asked for|insists|"
    r"insist|expects|expect|likes|hates|doesn't want|don't want|does not want|won't accept|"
    r"mandates|forbids|bans)\b",
    _I,
)
# "please don't add comments that restate the code": a standing style rule.
STANDING_DONT = re.compile(
    r"^(?:please\s+|pls\s+)?(?:don't|do not|dont|stop|avoid)\s+(?:ever\s+)?(?:add|adding|use|"
    r"using|write|writing|put|putting|include|including|leave|leaving|make|making|create|"
    r"creating|generate|generating|suggest|suggesting)\s+"
    r"(?!(?:this|that|it|the|these|those|my|a|an|any|anything|yet|now|here|there|more|again)\b)"
    r"[\w-]+s\b|^(?:please\s+|pls\s+)?(?:stop|quit|don't keep|do not keep)\s+(?:suggesting|"
    r"recommending|proposing|bringing up|pushing|reaching for)\b|^(?:please\s+|pls\s+)?"
    r"(?:don't|do not|dont|never)\s+(?:ever\s+)?(?:suggest|recommend|propose)\s+"
    r"(?!(?:this|that|it|anything|something)\b)"
    # a rule of the calendar: "dont book 412 b4 fri", "don't plan calls after 8pm", "do not
    # schedule the crew before 7", "dont call him b4 6am"
    r"|^(?:please\s+|pls\s+|so\s+|just\s+)?(?:don't|do not|dont)\s+(?:ever\s+)?"
    r"(?:book|schedule|plan|call|ring|text|dispatch|assign|send|put)\s+"
    r"(?=(?:[\w'-]+\s+){0,4}?(?:before|after|b4|until|till|past|earlier than|later than)\s+"
    r"(?:\d|noon|midnight|mon|tue|wed|thu|fri|sat|sun|the\s+\d))",
    _I,
)
HEALTH = re.compile(
    r"\b(?:sick(?!\s+(?:of|with|and tired))|ill|fever|flu|a cold|the cold|caught a cold|covid|migraine|headache|"
    r"sore throat|cough(?:ing)?|nauseous|nausea|injured|broke my|broken (?:arm|leg|wrist)|"
    r"sprained|surgery|in (?:the )?hospital|hospitali[sz]ed|doctor'?s? appointment|"
    r"dentist|medication|recovering|under the weather|out sick|sick day|back pain|"
    r"not feeling (?:well|great|good)|unwell|hung ?over|food poisoning|allergies are|"
    r"stomach (?:bug|ache)|toothache|jet ?lag(?:ged)?|physio|checkup|check-up|"
    r"sleeping (?:terribly|badly|poorly|horribly|awfully)|(?:can't|cannot|couldn't) sleep|insomnia)\b|"
    r"\bmy (?:back|head|neck|knee|knees|wrist|arm|leg|stomach|tooth|teeth|eye|eyes|throat|"
    r"shoulder|ankle|hand|foot|chest)\s+(?:is|are|has been|have been|keeps?)\s+(?:\w+\s+)?"
    r"(?:killing|hurting|sore|aching|bad|acting up|swollen|bothering|throbbing|messed up)\b",
    _I,
)
TRAVEL = re.compile(
    r"(?i:\b(?:flying|heading|traveling|travelling|driving|going|off|headed|moving)\s+"
    r"(?:out\s+|back\s+)?(?:to|back to|over to))\s+"
    r"(?:[A-Z]|(?i:the (?:airport|conference|offsite|office|hospital)))"
)
TRAVEL_I = re.compile(
    r"\b(?:on (?:a )?(?:trip|vacation|holiday|pto|leave|parental leave|sabbatical|a plane|"
    r"the road)|out of (?:the )?office|ooo|away (?:until|till|for)|afk|business trip|"
    r"day off|off (?:today|tomorrow|on \w+day|next week|this week|until)|taking (?:the day|"
    r"tomorrow|friday|monday|a few days|next week|the week) off|(?:at|from) the airport|"
    r"in transit|layover|be offline|be out|be away|offline (?:for|until|today|tomorrow))\b|"
    r"\bi(?:'m| am)\s+(?:\w+\s+){0,3}(?:in|at|on)\s+(?:an?|the|my)\s+(?:\w+\s+)?(?:airport|"
    r"hotel|airbnb|train station|lounge|train|flight|plane|ferry|bus)\b|"
    r"\bi(?:'ll| will) be back\b|\bback (?:on|by|next|in the office|from)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:\w+\s+)?(?:traveling|travelling|flying|commuting|"
    r"on a plane|on a train|on the road|abroad|overseas|jet-?lagged)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:working|staying|up|online|around|free|busy|swamped|"
    r"booked|in meetings|heads-down|working from home|wfh)\b.{0,40}?\b(?:tonight|today|"
    r"tomorrow|this (?:weekend|week|afternoon|evening|morning)|late|all day|until)\b|"
    r"\b(?:wfh|working from home|working remotely) (?:today|tomorrow|this week)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:giving|attending|speaking at|speaking|presenting|"
    r"hosting|organizing|at)\b.{0,40}?\b(?:today|tonight|tomorrow|this (?:week|month|weekend)|"
    r"next (?:week|month|weekend)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
    r"\b(?:moving (?:house|apartments?|flats?)|moving out)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:out|off|away|offline|unavailable|afk|ooo|not around|"
    r"not available|on call|on-call)\b(?! of\b)"
    r"(?!\s+(?:the|this|that|it)\b(?!\s+(?:week|weekend|month|morning|afternoon|evening)\b))",
    _I,
)
LOCATION_NOW = re.compile(
    r"(?i:\bi(?:'m| am)\s+at\s+[^.;]{2,40}?(?:office|hq|headquarters|site|offsite|conference|"
    r"onsite)\b[^.;]{0,30}?\b(?:all day|today|this week|until|till|tomorrow))|"
    r"(?i:\b(?:i(?:'m| am)|i'll be|i will be|currently|right now i'm|working))\s+"
    r"(?i:(?:sitting|staying|stuck|stranded|working|hanging out|waiting|holed up|camped)\s+)?"
    r"(?i:currently\s+|now\s+|still\s+|temporarily\s+)?(?i:in|at|from)\s+"
    r"(?:(?i:a|an|the|my|our)\s+(?:[\w-]+\s+){1,3}(?i:in|at|near)\s+)?"
    r"(?!(?i:charge|favou?r|love|trouble|progress|the middle|a hurry|a rush|doubt)\b)[A-Za-z][\w-]+.*?"
    r"(?i:\b(?:this|next)\s+(?:week|month|weekend)|\btoday\b|\btonight\b|\bright now\b|"
    r"\bcurrently\b|\bfor (?:the|a) (?:next|few|couple)\b|\buntil\b|\btill\b|"
    r"\bat the moment\b|\bfor now\b|\bthese days\b|\bfor a conference\b|\bfor work\b)"
    r"|(?i:\b(?:currently|right now|at the moment|temporarily)\s+(?:i'm\s+|i am\s+)?in)\s+[A-Z]"
    r"|(?i:\bworking from)\s+(?:[A-Z]|(?i:home|a cafe|the office|a hotel))"
    r"|(?i:\bi(?:'ll| will) be (?:in|at|visiting|staying in|back in))\s+[A-Z]"
    r"|(?i:\b(?:lately|these days|recently|for now|for the moment|temporarily|this (?:week|month)"
    r"|for a few (?:days|weeks)|for a couple of (?:days|weeks))\b.{0,20}?\bi(?:'m| am|'ve been|"
    r" have been)\s+(?:\w+\s+)?(?:working|staying|living|based|crashing|sitting|"
    r"hanging out)\s+(?:out of|in|at|from|near)\b)"
    r"|(?i:\bi(?:'ve been| have been)\s+(?:working|staying|living|crashing)\s+(?:out of|in|at|"
    r"from)\b.{1,60}?\b(?:lately|these days|recently|for now|for the moment|temporarily|"
    r"this (?:week|month)|for a few (?:days|weeks)|for the past (?:few )?(?:days|weeks))\b)"
)
# Each branch of LOCATION_NOW holds one of these words (the cheap test before it).
LOCATION_NOW_WORDS = (
    "i'm",
    "i am",
    "i'll",
    "i will",
    "i've",
    "i have",
    "currently",
    "working",
    "right now",
    "at the moment",
    "temporarily",
)
MOOD = re.compile(
    r"\brunning on (?:no|little|zero|two hours of) sleep\b|\brunning on fumes\b|"
    r"^i(?:'m| am)\b[^.;]{0,60}?\b(?:stressed(?: out)?|burnt out|burned out|exhausted|overwhelmed|"
    r"swamped|slammed|heads down|underwater|fried|wiped(?: out)?)\b|"
    r"\b(?:feeling|i feel|i'm feeling|i am feeling)\s+(?:much\s+|a lot\s+|way\s+|a little\s+|"
    r"a bit\s+|slightly\s+|so much\s+|somewhat\s+)?(?:better|worse|great|good|fine|okay|ok|"
    r"awesome|recovered|human again)\b(?!\s+(?:about|with|that|if))|\b(?:i(?:'m| am)|i feel|feeling|i've been|been|i was|i'm getting|getting)\s+"
    r"(?:so\s+|really\s+|very\s+|pretty\s+|super\s+|a bit\s+|kinda\s+|kind of\s+|quite\s+|"
    r"totally\s+|completely\s+|extremely\s+|a little\s+|too\s+)*(?:exhausted|"
    r"(?:tired|sick|bored)(?!\s+(?:of|with))\b|"
    r"burned out|burnt out|stressed(?: out)?|anxious|frustrated|annoyed|overwhelmed|sad|down|"
    r"depressed|happy|excited|sleepy|grumpy|upset|angry|nervous|worried|swamped|slammed|"
    r"cranky|bored|drained|wiped(?: out)?|fried|in a (?:bad|good|great) mood|"
    r"under a lot of pressure|low energy|sleep[- ]deprived|on edge|demotivated|"
    r"(?:rough|awful|terrible|crappy|lousy|miserable|horrible|off|meh|run down|wrecked|"
    r"like (?:crap|death|garbage))(?!\s+(?:at|with|about)\b))\b|"
    r"\b(?:coming down with|fighting (?:off )?(?:a|an|some|the)|caught (?:a|the|some))\b|"
    r"\b(?:stressed|anxious|nervous|worried) about\b|\bburn(?:ed|t)? ?out\b",
    _I,
)
# Each branch of MOOD holds one of these words (the cheap test before it).
MOOD_WORDS = (
    "running on",
    "i'm",
    "i am",
    "feel",
    "been",
    "i was",
    "getting",
    "coming down with",
    "fighting",
    "caught",
    "about",
    "burn",
)
SCHEDULE = re.compile(
    r"\bi(?:'m| am| will be|'ll be)\s+(?:fully\s+|completely\s+|mostly\s+|totally\s+)?"
    r"(?:offline|unreachable|afk|off the grid|out of office|ooo)\b.{0,30}?\b(?:all|this|next|until|till|"
    r"today|tonight|tomorrow|on|from|for)\b|"
    r"\b(?:i have|i've got|i got|got a|i'm in|i am in|i've a|i have to (?:leave|go|log off|"
    r"step out|head out|pick up)|i need to (?:leave|go|log off|step out|head out|pick up)|"
    r"i'm (?:leaving|logging off|out|off|heading out)|my)\b.*?\b(?:meeting|meetings|standup|"
    r"interview|appointment|call|demo|presentation|exam|flight|train|review|1:1|one-on-one|"
    r"offsite|workshop|dinner|lunch|early|soon|at \d|school run|pickup|pick-up|jury duty|"
    r"wedding|funeral|court date|training|course|conference|trip|vacation|holiday|surgery|"
    r"checkup|check-up|class|recital|move|reserve duty|military service|exams?)\b.*?"
    r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|"
    r"at \d{1,2}(?::\d\d)?\s*(?:am|pm)?|in (?:an|a|\d+) (?:hour|hours|minutes|min)|"
    r"on (?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|next week|all week|"
    r"next (?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)day|"
    r"later|soon|early)\b"
    r"|\b(?:leaving|logging off|heading out|off) (?:early|soon)\b",
    _I,
)
COMMIT = re.compile(
    r"^(?:i(?:'ll| will| shall)|i(?:'m| am) going to|i promise(?: to| that| i'll| i will)?|"
    r"i commit to|i plan to|i intend to|i'm planning to|i am planning to|i owe you|"
    r"i'll make sure|i can have|i'll have|i will have|i'll get|i promised|i've promised|"
    r"i agreed to|i've agreed to|i committed to|i signed up to|i volunteered to|"
    r"i'm supposed to|i am supposed to|i'm on the hook for|i owe|i(?:'m| am) committing to|"
    r"i(?:'m| am) committed to|i(?:'ve| have) committed to|i(?:'m| am) taking (?:care of|on|over)|"
    r"i(?:'m| am) handling|i(?:'ll| will) take care of|i(?:'m| am) going to make sure|"
    r"i(?:'ve| have) signed up (?:to|for)|i(?:'ve| have) volunteered to|i(?:'m| am) volunteering to|"
    r"i (?:told|promised) (?:\w+ )?(?:that )?i(?:'d| would))"
    r"\s+(?P<rest>.+)",
    _I,
)
COMMIT_BE = re.compile(
    r"^(?:be(?!\s+(?:demoing|presenting|shipping|releasing|sending|delivering|running)\b)|get back|brb|"
    r"go now)\b",
    _I,
)
COMMIT_TRIVIAL = re.compile(
    r"^(?:check|look|try|see|test|wait|think|let you know|get back|be right back|brb|"
    r"take a look|have a look|give it a (?:try|go|shot)|do that|do it|handle it|"
    r"loop (?:him|her|them|you) in|ping (?:him|her|them)|let (?:you|him|her|them) know|"
    r"check (?:with|in)(?: (?:him|her|them))?|only check in|\w+ (?:it|that|this)(?=\s*(?:,|$))|"
    r"review(?:\s+(?:it|this|properly|later))*(?=\s*$)|do the rest|finish the rest|pick (?:it|this|that) up|"
    # "whatever, I'll figure out the margins later": a shrug, not a promise
    r"figure (?:it|this|that) out|(?:figure out|deal with|sort out|worry about)"
    r"(?:\s+(?!later\b)\S+){1,3}(?=\s+(?:later|eventually)\s*$)|"
    # "I'll ask Tobias": a question to put, no promise; "i intend to circulate it to our
    # staff": the answer asked for, passed on
    r"ask(?:\s+(?:him|her|them|[\w'-]+))?(?=\s*$)|(?:read|skim)\s+(?:it|this|that|them)|"
    r"(?:circulate|share|send|forward|post|print|show|pass)\s+(?:it|this|that|them)\s+"
    r"(?:around\s+)?(?:to|with|around)\s+(?:our|my|the|all\s+(?:our|my|the))\s+"
    r"(?:staff|team|class|group|members|colleagues|people|volunteers|parents|students)"
    r"(?=\s*$))\b"
    r"(?:\s+(?:it|that|this|again|later|now|out|in a bit|later on|tomorrow|eventually|after|"
    r"afterwards|tonight|first))*\s*$",
    _I,
)
# Words that part a phrase, not modify a noun: the gap before a role word must not hold one
# ("I'm a big fan of the chef", "I'm the one who called the plumber").
FUNCTION_WORD = r"(?:of|who|that|which|with|for|to|at|in|on|and|or|but|like|than|not|from|by|about)"
IAM_NAME = re.compile(r"^(?i:i'm|i am|im|this is)\s+" + NAME + r"\s*(?:,|$|\band\b|\bfrom\b)")
# A fact about the user: name, work, home, traits, conditions, languages, schedule, what they
# build or study (kind fact). One branch per family.
IDENTITY = re.compile(
    rf"""
    # name: "my name is …", "call me …"
      ^(?:my\ name\ is|my\ name's|i'm\ called|i\ am\ called|call\ me|i\ go\ by|i'm\ known\ as)\b
    # work: "I work at …", "I'm employed at …"
    | ^i\ (?:work|am\ working|'m\ working|currently\ work)\s+(?:at|for|with|in|on)\b
    | ^i(?:'m|\ am)\ (?:working|employed)\ (?:at|for)\b
    # occupation: "I'm a senior backend engineer"
    # (no "of", "who", "like" … before it: "I'm a big fan of the chef", "I'm the one who called the plumber")
    | \bi(?:'m|\ am)\ (?:an?|the)\s+(?:(?!{FUNCTION_WORD}\b)[\w&-]+\s+){{0,3}}{alt("occupation")}\b
    # "I work as a line cook", "I sell insurance (P&C mostly)", "I sell real estate"
    | ^i\ (?:currently\ |now\ |still\ |mostly\ )?work\ as\ (?:an?|the)\b
    | ^i\ (?:currently\ |mostly\ |still\ )?sell\s+(?!{FUNCTION_WORD}\b|(?:my|the|it|this|that|these|
        those|them|a|an|some|any|your|his|her|our|their|you|stuff|things|one)\b)\w
    # the role said as a sign-in: "Food bank volunteer here.", "ER nurse here, quick question"
    | ^(?:(?:an?|the)\s+)?(?:(?!{FUNCTION_WORD}\b)[\w&'-]+\s+){{0,3}}{alt("occupation")}\s+here\b
    # shift work: "on night shift again", "I'm on the overnight shift this month"
    | ^(?:i(?:'m|\ am)\s+)?(?:working\s+|on\s+)(?:the\s+)?(?:night|overnight|graveyard|early|late|
        swing|weekend)\s+shifts?\b
    # home: "I live in …", "I'm based in …", "I'm from …"
    | ^i\ (?:live|am\ based|'m\ based|reside|moved|relocated|grew\ up|was\ born)\s+
        (?:in|to|at|out\ of|on|near)\b
    | ^i(?:'m|\ am)\ (?:based|located|originally)\b
    | ^i(?:'m|\ am)\ from\b
    # allergies, traits: "I'm allergic to …", "I'm vegetarian"
    | ^i(?:'m|\ am)\ (?:\w+\ )?allergic\b
    | ^i\ have\ (?:a\ |an\ )?(?:\w+\ )?allerg
    | ^i(?:'m|\ am)\ (?:a\ )?{alt("trait")}\b
    # family and experience: "I have two kids", "I've got 10 years of …"
    | ^i(?:\ have|'ve\ got|\ got|'ve)\ (?:a\ |an\ |two\ |three\ |four\ |five\ |\d+\ )(?:\w+\ )?
        (?:kids?|children|daughters?|sons?|dogs?|cats?|years?\ of|twins|brothers?|sisters?|
           siblings?|phd|degree|masters)\b
    # "my main language is …", "my timezone is …"
    | ^my\ (?:main|primary|strongest|daily|day-to-day|first)[ ]
        (?:language|programming\ language|stack|os|editor)\b
    | ^my\ {alt("my_attribute")}\b[\w\s]{{0,20}}\b(?:is|are|'s)\b
      # not how the thing is doing today: "my laptop is slow today", "my keyboard is dying"
      (?!\s+(?:so\s+|really\s+|super\s+|being\s+|still\s+)?(?:slow|laggy|dying|dead|broken|
          overheating|weird|acting|playing|low|full|almost|out\s+of|on\s+its\s+last)\b)
    # the past: "I used to work at …", "I spent three years at …"
    | ^i\ (?:used\ to|previously|formerly)\ (?:work|worked|live|lived|be|was)\b
    | ^i\ worked\ (?:at|for)\b
    | ^i\ spent\ \w+\ years?\ (?:at|in|as)\b
    | ^i\ speak\b
    | ^i(?:'ve|\ have)\ (?:just\ |recently\ |finally\ )?(?:moved|relocated)\ (?:back\ )?to\ (?-i:[A-Z])
    # hours and timezone: "I'm usually online from 9", "I'm on pacific time"
    | ^i(?:'m|\ am)\ (?:usually\ |normally\ |mostly\ |generally\ |typically\ |only\ )?
        (?:online|available|around|reachable|awake|at\ my\ desk|on)[ ]
        (?:from|between|during|until|till|after|before|\d)
    | ^i(?:'m|\ am)?\ ?(?:usually\ |normally\ |mostly\ )?(?:in|on|using)\ {alt("timezone")}\b
    | ^i(?:'m|\ am)\ (?:in|on)\ (?:the\ )?[\w/+-]+\ (?:time\ ?zone|tz)\b
    | ^i\ (?:usually\ |normally\ |mostly\ |generally\ |can\ |only\ |can\ only\ |just\ |mainly\ )*
        (?:work|code|program|hack|study)[ ]
        (?:from|remotely|remote|nights|part-time|full-time|weekends|on\ weekends|\d|
           in\ the\ (?:evenings?|mornings?|afternoons?)|during|after|before|evenings|mornings|
           on\ this\ (?:in|on|during|after|at)|on\ \w+\ (?:in|on|during|after)\ )
    # health: "I have ADHD", "I'm neurodivergent"
    | ^i\ have\ (?:a\ |an\ |mild\ |severe\ |diagnosed\ )*{alt("condition")}\b
    | ^i(?:'m|\ am)\ (?:autistic|neurodivergent|visually\ impaired|hard\ of\ hearing|
        an?\ (?:adhd|autistic))\b
    # life: "I have a day job / a toddler"
    | ^i\ have\ (?:a\ |an\ )?(?:day\ job|full-time\ job|full\ time\ job|part-time\ job|side\ job|
        second\ job|kids?|family|toddler|newborn|baby)\b
    | ^i(?:'ve|\ have)\ been\ (?:coding|programming|working|writing)\ .+\ for\b
    | \bi(?:'m|\ am)\ the\ only\b
    | ^i(?:'m|\ am)\ \d{{2}}\ (?:years\ old|yo)\b
    # team and role: "I'm on the data team", "I lead the platform team"
    | ^i(?:'m|\ am)\ (?:now\ |currently\ |still\ |also\ )?(?:on|in|part\ of)\ the\ [\w\s-]+\ team\b
    | ^i\ (?:lead|run|manage|head|own|founded|co-founded|cofounded|started|maintain)\s+
        (?:the|a|an|our|my)\b
    # experience: "I'm new to Rust", "I'm fluent in Go"
    | ^i(?:'m|\ am)\ (?:new\ to|a\ beginner|just\ starting|
        not\ (?:very\ |that\ |super\ )?familiar\ with|familiar\ with|experienced\ (?:in|with)|
        an\ expert|comfortable\ with|fluent\ in|rusty\ (?:in|with|at)|self-taught)\b
    | ^my\ {alt("language")}\ (?:is|isn't|is\ not)\b
    # what they build or study: "I'm building a CRM", "I study physics"
    | ^i(?:'m|\ am)\ (?:building|working\ on|writing|developing|making|maintaining|running|
        creating|prototyping|shipping)\ (?:a|an|my|our|the|this)\b
    | ^i\ (?:study|studied|teach|taught|graduated)\b
    | ^i(?:'m|\ am)\ (?:studying|learning|a\ native)\b
    | ^i(?:'m|\ am)\ (?:colou?r)
    """,
    _I | re.VERBOSE,
)


def identity(s: str) -> bool:
    """:data:`IDENTITY` found in ``s``. Its branches open the statement with "i", "my" or
    "call me", but three: "i'm …"/"i am …" anywhere, "… here" (a role as a sign-in) and shift
    work ("on night shift again")."""
    return (
        s.lower().startswith(("i", "my", "call", "on ", "working "))
        or may_hold(s, ("i'm", "i am", " here"))
    ) and IDENTITY.search(s) is not None


# A taste of the user's or the team's (kind preference). One branch per family.
PREF = re.compile(
    rf"""
    # "I really prefer …", "we never …", "I tend to avoid …"
      ^(?:i|we)\s+(?:{alt("pref_adverb")}\s+)*{alt("pref_verb")}\b
    # "I just switched to …"
    | ^i(?:'ve|\ have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:switched|moved|migrated|changed|
        converted)\ (?:over\ )?(?:to|from)\b
    # "my favourite …", "X is my go-to"
    | \b(?:my|our)\s+{alt("favorite")}\b
    | \bis\ (?:my|our)\ (?:favorite|favourite|preferred|go-to|default)\b
    # "I'm not really a morning person", "I'm a vim user"
    | ^i(?:'m|\ am)\ (?:not\s+)?(?:really\s+|much\ of\s+|very\ much\s+|definitely\s+)?
        (?:(?:a|an|more\ of\ an?|definitely\ an?|very\ much\ an?)\s+)?
        [\w-]+\s+(?:person|guy|gal|fan|user|kind\ of\ person)\b
    | ^i(?:'ve|\ have)\ (?:been\ using|been\ on|been\ loving|switched\ to)\b
    # "my daily driver / main editor …"
    | \b(?:my|our)\s+(?:main|daily|primary|everyday|day-to-day)\s+{alt("daily_tool")}\b
    | ^i(?:'m|\ am)\ (?:not\ )?(?:a\ )?(?:big\ )?fan\ of\b
    | ^i(?:'m|\ am)\ (?:(?:definitely|totally|more\ of|very\ much|kind\ of|kinda|such)\s+)?(?:a|an)\s+
        {alt("kind_of_person")}\b
    # "I'm really into …", "I'm not that keen on …"
    | ^i(?:'m|\ am)\s+(?:really\s+|very\s+|so\s+|totally\s+|pretty\s+|super\s+|kinda\s+|
        also\s+|quite\s+|still\s+|not\s+|not\ really\s+|not\ that\s+)*{alt("into")}\b
    # "I'm a big believer in …", "I believe in …"
    | ^i(?:'m|\ am)\ (?:a\ |an\ )?(?:big\ |huge\ |firm\ |strong\ |true\ |great\ )?
        (?:believer|advocate|proponent|stickler)\ (?:in|of|for)\b
    | ^i\ (?:strongly\ |firmly\ |really\ )?believe\ in\b
    # "I'm all for / against …", "I'm picky about …", "I'm allergic to magic"
    | ^i(?:'m|\ am)\ (?:all\ for|against|(?:very\ |super\ |pretty\ |really\ )?(?:picky|particular|
        fussy|opinionated)\ about|allergic\ to\ (?:\w+\ )?(?:code|comments|magic|abstractions|
        frameworks|classes|mocks))\b
    # "I'd rather …", "I'd take X over Y", "… over Y any day"
    | ^(?:i'd|i\ would)\ (?:rather|prefer|like)\b
    | ^(?:i'd|i\ would|i'll|i\ will|i)\s+(?:always\s+)?(?:take|pick|choose)\s+.{{2,40}}?\s+over\s+
    | \bover\s+.{{2,30}}?\s+any\ day\b
    """,
    _I | re.VERBOSE,
)


def pref(s: str) -> bool:
    """:data:`PREF` found in ``s``. Its branches open the statement with "i" or "we", but
    three: "my"/"our …" and "… any day" anywhere."""
    return (
        s.lower().startswith(("i", "we")) or may_hold(s, ("my", "our", "any day"))
    ) and PREF.search(s) is not None


# What a taste verb says that is no taste (rule preference: nothing). One branch per shape.
PREF_NOT = re.compile(
    r"""
    # a lapse, not a habit chosen: "I always forget to …", "I always confuse percentages",
    # "we keep mixing up the invoices"
      ^(?:i|we)\s+(?:\w+\s+)?(?:always|never|usually|often|keep)\s+
        (?:forget|confus|mix(?:es|ing)?\s+up|mess(?:es|ing)?\s+up|los(?:e|ing)\s+track|
           get(?:ting)?\s+(?:confused|lost|mixed\s+up)|screw(?:s|ing)?\s+up)
        # (not with the convention it led to: "…, so we call the collie Bella C")
        (?![^;]{0,100},\s*so\s+(?:we|i)\s)
        # (nor with the reminder it asks for: "…, so please remind me" keeps the habit)
        (?![^;]{0,100},\s*so\s+(?:(?:please|pls|plz|can\s+you|could\s+you)\s+)?remind\s+me\b)
    # the user's track record, not a habit: "I never did a catalog before", "I have never
    # given a talk in my life" (someone else's is a fact: see PREF_RECORD)
    # (the team's "We have never missed a delivery window in 3 years" is its record: kept)
    | ^i(?:\s+have|'ve)?\s+never\b[^,;]{0,60}?\b(?:before|once|yet|so\s+far|
        in\s+my\s+life|in\s+(?:\d+|a|one|two|three|four|five|six|ten)\s+(?:years?|months?|weeks?))
        \s*[.!]*$
    # a taste verb left without its object: "I don't like", "I'd rather", "never again"
    | ^(?:i|we|i'd|we'd)\s+(?:[\w']+\s+){0,2}?(?:like|want|love|hate|rather|prefer)\s*[.!]*$
    # (not an aside between commas: "I prefer, for the kids, organic milk only", "I'd rather,
    # if possible, rehearse on Tuesdays")
    | ^(?:i|we|i'd|we'd)\s+(?:[\w']+\s+){0,2}?(?:like|want|love|hate)\s*,(?![^,]{1,40},)
    | ^(?:i\s+)?never\s+again\s*[.!]*$
    # a worry behind a request, not a standing wish: "I don't want to burn the bridge",
    # "we don't want to upset him", "I dont want to ring her at midnight again"
    | ^(?:i|we)\s+(?:really\s+|just\s+)?(?:don't|dont|do\s+not)\s+want\s+(?:to\s+)?
        (?:burn|upset|offend|hurt|annoy|crush|bother|alienate|insult|scare|embarrass|
           overwhelm|pester|nag|ring|wake|spam|sour|step\s+on)\b
        # (not a standing rule with its bound: "I don't want to ring clients after 6pm,
        # ever", "… spam our customers more than once a month")
        (?![^;]{0,60}\b(?:after|before)\s+\d|[^;]{0,60}\b(?:ever|once\s+a|twice\s+a|
           times\s+a|per\s+(?:day|week|month)|weekends?)\b)
    # the assistant is handed the other half: "I write everything here and you put it in order"
    | \b(?:and|then)\s+(?:you|u)\s+(?!are\b|were\b)\w+
    """,
    _I | re.VERBOSE,
)


def pref_not(s: str) -> bool:
    """:data:`PREF_NOT` found in ``s``. Its branches open the statement with "i", "we" or
    "never", but the last: "and"/"then" before "you"."""
    return (
        s.lower().startswith(("i", "we", "never")) or may_hold(s, ("and", "then"))
    ) and PREF_NOT.search(s) is not None


# A track record said with its subject left out, after the person it is about: "(she's been
# there since 2019 and) never missed rent once", "never broke anything in 1 year" — a fact
# about them, not the user's taste.
PREF_RECORD = re.compile(
    r"""^never\s+(?!again\b)[^,;]{0,60}?\b(?:before|once|yet|so\s+far|in\s+(?:her|his|their)\s+life|
        in\s+(?:\d+|a|one|two|three|four|five|six|ten)\s+(?:years?|months?|weeks?))\s*[.!]*$""",
    _I | re.VERBOSE,
)
PREF_WANT_YOU = re.compile(r"^(?:i|we)\s+(?:\w+\s+)?(?:want|need|like)\s+(?:you|u)\b", _I)
# A statement about the team's project, product or company (kind project_state). One
# branch per family; the first that matches anywhere decides.
PROJECT = re.compile(
    rf"""
    # "we migrated to Postgres", "the team has finally open-sourced the SDK"
      \b(?:we|they|the\ team|our\ team|the\ company)
        (?:\s+have|'ve|\s+just|\s+finally|\s+already|\s+recently|\s+officially|\s+now)*
        \s+{alt("team_change_past")}\b
    # "our backend runs on Fly", "our mobile app depends on …"
    | ^our\s+(?:[\w-]+\s+){{0,2}}{alt("our_stack_verb")}\b
    # "the launch slipped to May", "the contract with Acme is signed"
    | \b{alt("plan_noun")}\b.{{0,40}}?\b{alt("plan_change")}\b
    # "the billing service was rewritten in Rust"
    | \b{alt("system_noun")}\s+{alt("system_be")}\s+
        (?:now\s+|just\s+|finally\s+|recently\s+|fully\s+|completely\s+|all\s+|officially\s+)?
        {alt("system_change")}\b
    # "the launch date is March 3", "the demo for the board is on Friday"
    | \b{alt("date_noun")}
        (?:\s+(?:for|of|on)\s+(?:the\s+|our\s+|this\s+|my\s+)?[\w-]+(?:\s+[\w-]+){{0,2}}?)?
        \s+(?:is|was|will\ be|'s|got)\s+(?:now\s+|still\s+|officially\s+)?
        {alt("date_when")}\b
    # "… is deprecated", "… is now read-only"
    | \bis\ (?:now\s+)?{alt("is_state")}\b
    # "we're phasing out Jenkins", "the team is on track for Q3"
    | \b(?:we|our\ team|the\ team)(?:'re|\ are)\s+(?:now\s+|currently\s+|officially\s+)?
        {alt("team_change_ing")}\b
    # "the API is being rewritten"
    | \b(?:is|are)\ being\ {alt("being_change")}\b
    # "we're seed-stage", "we are a team of five"
    | \bwe(?:'re|\ are)\ {alt("company_stage")}
    # "we have about 40k paying users"
    | \b{alt("we_count")}\s+{alt("approx")}?[\d,.]+[kKmM]?[ ]
        (?:million\ |thousand\ |k\ )?{alt("count_adj")}?{alt("count_noun")}\b
    # "we're not using Heroku anymore"
    | ^we(?:'re|\ are)?\ (?:not|no\ longer|not\ really)\ {alt("not_anymore_verb")}\b
        .{{0,60}}\b(?:anymore|any\ more|now|going\ forward)\b
    # "the team no longer …"
    | ^(?:we|the\ team|our\ team)\ no\ longer\b
    # "we stopped doing standups"
    | ^(?:we|the\ team|our\ team)(?:'ve|\ have)?\ {alt("stopped")}\b
    # "we're a Python shop"
    | ^we(?:'re|\ are)\ (?:a|an|mostly\ a|mainly\ a|primarily\ a)\ [\w.+#/-]+[ ]
        (?:shop|team|company|startup|house|org|monorepo|stack)\b
    # "we're basically a small fintech"
    | ^we(?:'re|\ are)\ (?:just\s+|basically\s+|still\s+)?(?:a|an)\s+(?:[\w.+#/-]+\s+){{0,3}}?
        {alt("org_kind")}\b
    # "we mostly deploy on Fridays", "the team does trunk-based development"
    | ^(?:we|our\ team|the\ team|our\ company|the\ company)\s+
        (?:{alt("team_habit_adv")}\s+)*{alt("team_habit")}\b
    # "our app is written in Dart", "the product is a B2B marketplace" (not "… is a mess")
    | ^(?:the|our)\s+(?:[\w-]+\s+)?{alt("product_noun")}\s+(?:is|'s)\s+
        (?:(?:basically|mostly|just|mainly)\s+)?
        (?:an?\s+(?!{alt("not_a_description")}\b)|written\ in|built\ (?:with|on|in)|based\ on
           |hosted\ on|deployed\ (?:on|to)|running\ on|(?:all\ |entirely\ |mostly\ )?(?:in|on)\ (?=[A-Z]))
    # "we hit 10k GitHub stars", "crossed 1M ARR"
    | \b{alt("milestone_verb")}\s+(?:the\s+)?[\d.,]+\s*[kKmM]?\s+
        (?:paying\s+|active\s+|monthly\s+|daily\s+|github\s+)?{alt("metric")}\b
    # "the whole codebase targets Python 3.11"
    | ^{alt("whole_code")}\b.{{0,30}}?\b{alt("whole_code_verb")}\b
    # "the beta opens on May 1st"
    | \b{alt("event_noun")}\s+(?:[\w.]+\s+){{0,4}}?{alt("event_verb")}\b.{{0,30}}?\b{alt("event_when")}\b
    # "our on-call rotation is weekly"
    | ^our\s+(?:[\w-]+\s+){{0,2}}{alt("team_process")}\s+(?:is|are|was|runs|happens|lasts)\b
    # "our staging cluster …", "our main branch …": the team's own things
    | ^our\s+(?:[\w-]+\s+)?{alt("our_thing")}\b
    """,
    _I | re.VERBOSE,
)


# "we're dropping the freemium tier", "so the team is switching payroll to Rippling"
TEAM_COURSE = re.compile(
    rf"""
    ^(?:(?:so|ok|okay|btw|fyi|update|heads\ up|anyway)\W+)*
    (?:we|our\ team|the\ team|the\ company|the\ board|the\ club|the\ committee)
    (?:'re|\ are|\ is)\s+(?:now\s+|officially\s+|finally\s+|also\s+|definitely\s+)?
    {alt("course_change_ing")}\b
    """,
    _I | re.VERBOSE,
)


APPROVAL = re.compile(
    r"^(?:security|legal|compliance|the board|leadership|management|finance|design|product|qa|"
    r"the client|the customer|the cto|the ceo|procurement|infosec|the auditors?|our investors?)"
    r"\s+(?:has\s+|have\s+|finally\s+|just\s+|already\s+|officially\s+)*(?:signed off|approved|"
    r"rejected|vetoed|greenlit|green-lit|blocked|okayed|ok'd|pushed back on|killed)\b",
    _I,
)
WE_HAVE = re.compile(
    r"^(?:we|our team)(?:'ve got| have| got| own| maintain| run)\s+(?:an?|one|two|three|\d+|"
    r"this|a big|a huge|a giant|an old|a legacy)\s+(?:[\w.+#-]+\s+){0,3}?(?:monolith|monorepo|"
    r"codebase|app|apps|services|microservices|stack|backend|frontend|cluster|clusters|"
    r"pipeline|database|data warehouse|api|sdk|cli|plugin|extension|website|site|platform|"
    r"repo|repos)\b",
    _I,
)
PROJECT_MORE = re.compile(
    r"\b(?:feature|project|program|launch|release|roadmap|initiative|plan|integration|app|viewer|beta|"
    r"pilot|milestone|redesign|rewrite|migration)s?\s+(?:got|was|were|has been|have been)\s+(?:cut|dropped|"
    r"descoped|shelved|cancell?ed|killed|deprioriti[sz]ed|pushed out)\b|"
    r"\b(?:launch|relaunch|release|go-live|deadline|demo|kickoff|cutover|beta|rollout|migration|"
    # a meeting of the work moved: "PRD review pushed to June 27", "the offsite slipped to May"
    # (not the user's own: "my performance review was pushed to Friday")
    r"(?<!\bmy\s)(?<!\bperformance\s)(?<!\bannual\s)(?<!\byearly\s)(?<!\bmid-year\s)"
    r"(?<!\bmedical\s)(?<!\bvisa\s)review|offsite|workshop|retro|presentation|pitch|audit|handoff|"
    r"freeze)\s+(?:has\s+|got\s+|was\s+)?(?:slipped|slid|moved|pushed|delayed|bumped)(?:\s+back)?\s+"
    # … to a day or a date, said right after the verb ("pushed to the branch" is code)
    r"(?:to|until|till|by)\s+(?:the\s+)?(?:(?:next|this|early|mid|late|end\s+of)\s+)?"
    r"(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|"
    r"tomorrow|tmrw|later|after|week|month|quarter|year|spring|summer|fall|autumn|winter|"
    r"(?-i:[A-Z]))|"
    r"\b(?:gets?|is|are)\s+(?:\w+\s+)?(?:wiped|reset|refreshed|rebuilt|redeployed|restarted|"
    r"backed up|deployed|rotated|purged|cleaned up|snapshotted|released|published)\s+"
    r"(?:every|each|nightly|weekly|daily|hourly|once a|twice a|on (?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)days)\b|"
    r"^our\s+(?:[\w-]+\s+)?(?:sla|slo|slas|uptime|runway|arr|mrr|churn|quota|error budget|"
    r"latency budget|burn rate|nps|retention|conversion rate|p99|p95)\s+(?:is|are|was|sits at|"
    r"target is)\b|"
    r"\b(?:belongs to|belong to|sits with|lives with|is owned by|are owned by|is run by|"
    r"is maintained by|is managed by|is handled by)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+"
    r"team\b|"
    r"^we(?:'re| are)\s+(?:just\s+|finally\s+|now\s+)?(?:about to|planning to|getting ready to|"
    r"preparing to|in the (?:process|middle) of|gearing up to|set to|close to|on track to)\b",
    _I,
)
TEAM_RULE = re.compile(
    r"^(?:every|all|each|no)\s+(?:new\s+)?(?:prs?|pull requests?|commits?|changes?|merges?|releases?|"
    r"deploys?|deployments?|tickets?|migrations?|endpoints?|services?|features?|branch(?:es)?|"
    r"repos?|modules?|components?|api changes?|schema changes?)\s+(?:\w+\s+)?(?:needs?|requires?|"
    r"must|has to|have to|gets?|goes through|go through|is reviewed|are reviewed|should)\b",
    _I,
)
WE_WILL = re.compile(r"\bwe(?:'ll| will| are going to|'re going to| shall)\b", _I)
# Talk about the task at hand: never a fact worth keeping, even in mode "all".
CHATTER = re.compile(
    r"\b(?:error|errors|exception|traceback|stack ?trace|fails?|failing|failed|broken|"
    r"crash(?:es|ed|ing)?|bug|bugs|works|working|worked|tried|try|ran|rerun|see|understand|"
    r"get it|got it|i know|confused|stuck|sure|agree|mean|meant|looks?|seems?|pushed|committed|"
    r"changed|fixed|updated|added|removed|deleted|merged|tested|wrote this|this code|"
    r"this function|this file|the code|the test|the tests|pr|diff|patch|branch|output|"
    r"result|results|warning|warnings|logs?|line \d+)\b",
    _I,
)
AND_SUBJECT = re.compile(
    r",?\s+(?:and|but)\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\s)|"
    r",\s+(?=(?:reporting to|working under)\s+[A-Z])|"
    r",\s+and\s+(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:is|was|will|has|handles|owns|"
    r"runs|leads|manages|reviews|takes care)\b)",
    _I,
)
# Kinds of work handed to someone by a standing routing ("design questions go to Marcus",
# ``frames._EN_ROUTING``).
ROUTED_ITEMS: list[str] = [
    "questions", "tickets", "requests", "issues", "emails", "calls", "escalations", "approvals",
    "invoices", "queries", "bookings", "orders", "complaints", "refunds", "pages", "alerts",
    "referrals",
]  # fmt: skip
# A piece that is a want with its subject left out: "…, wants a second source named in the deck".
WANT_NO_SUBJECT = re.compile(r"^[\s,]*(?=(?:also\s+)?wants\s)", _I)
# … but "wants him to come in": someone else's want of another, the wanter unclear
WANT_OBJ_TO = re.compile(
    r"^[\s,]*(?:also\s+)?wants\s+(?:him|her|them|me|us|you|(?-i:[A-Z])\w+|"
    r"(?:the|my|our|his|her|their)\s+\w+)\s+to\b",
    _I,
)
# A routing piece whose person is a pronoun: "Nadia is my executive assistant, route scheduling
# through her" (``english._en_fact_pieces`` names her).
ROUTE_TO_PRONOUN = re.compile(
    r"^(?P<head>[\s,]*(?:please\s+)?route\s+(?!(?:them|it|this|that|these|those)\b)[^,]{2,40}?\s+(?:to|through|via)\s+)(?:him|her)\b",
    _I,
)
# A promise piece whose person is an object pronoun: "Mei-Lin's review is Apr 22, I promised
# her written feedback a week before", "Tobias starts on the 3rd, I owe him a laptop by then"
# (``english._en_fact_pieces`` names the person, so the promise says to whom it is owed).
PROMISE_TO_PRONOUN = re.compile(
    r"""^(?P<head>[\s,;—–-]*(?:(?:and|so|but)\s+)?i\s+(?:(?:have|'ve|already|also|just|still)\s+)*
    (?:promised|owe|told|assured|committed\s+to\s+(?:sending|getting|giving)|
       (?:will|'ll|am\s+going\s+to|'m\s+going\s+to)\s+(?:send|give|get|email|call|ping)|
       said\s+i'd\s+(?:send|give|get|email|call|ping))\s+)
    (?:him|her)\b(?!\s+(?:that|it|this|those|these|one|so|too|as\s+well)\b)  # a remnant stays one
    (?![^.;]*\b(?:it|that|this|them|one|so)\s*[.!]*$)   # "I told him I'd think about it": one too""",
    _I | re.VERBOSE,
)
# What a named person did or is doing, as the verb of a clause of their own after a comma
# (``FACT_SPLIT``): "…, Amara signed the contract yesterday", "…, Jonah's out of the tour". Not
# an approval of what was just said ("…, Dana signed off yesterday") nor a cover for the user
# ("… and Maya's covering Tidewater while I'm out"): those are part of the fact before.
NAMED_DEEDS: list[str] = [
    r"signed(?!\s+off)", "booked", "paid", "quit", "resigned", "retired", "started", "finished",
    "shipped", "sent", "accepted", "declined", "cancelled", "canceled", "starting", "leaving",
    "joining",
    r"(?<=['’]s\s)(?:out|off|away|leaving|moving)",  # the name ends in 's: "Jonah's out"
]  # fmt: skip
# A consequence whose subject is a thing of the work, not a person: "…, so the sign-off on the
# fee schedule slips to next Tuesday", "… so prod is in a change freeze till Friday", "…, so the
# PATCH endpoint has to go". A fact of its own (``split.split_facts``) when a rule keeps it. Not
# a thing the change before leaves behind ("we moved to pnpm last week so the npm lockfile is
# dead"): the change is the fact.
THING_CONSEQUENCE = re.compile(
    r"so\s+(?![^,.;]*\b(?:dead|obsolete|unused|redundant|stale|deprecated|moot)\b)(?:the\s+(?:[\w'’-]+\s+){1,6}?|(?:prod|production|staging)\s+)"
    r"(?:is|are|was|were|slips|slipped|moves|moved|gets|got|goes|has\s+to|have\s+to|needs|"
    r"will|won't|can't|stays)\b",
    _I,
)
# Where a second fact may start inside one sentence (see ``_en_fact_pieces``): a first-person
# or team subject after a comma, dash or conjunction; "and the roadmap is …"; "and Sam takes
# over …". A split only stands when both sides state a salient fact on their own.
FACT_SPLIT = re.compile(
    # "…, she handles all the financing docs", "… and she prefers written follow-ups": a
    # clause of its own about the person named before
    r"(?:,|\s[—–-])\s*(?:and\s+)?(?=(?:she|he)(?:'s|\s+(?:(?:really|also)\s+(?:liked|loved|hated|enjoyed)|"
    r"is|was|owns|runs|handles|leads|manages|"
    r"wants|reviews|approves|signs off|moved|joined|left|switched|transferred|came|comes|starts|only|"
    r"prefers|likes|loves|hates|has|can't|won't|doesn't|never|always|"
    # where the person lives, works or gives their time: "…, she volunteers at the clinic"
    r"lives|works|volunteers|teaches|studies|coaches|commutes))\b)|"
    # "… and she prefers whatsapp", "… and she is strict about coverage", "… and she's my
    # manager": a taste, a standard or a tie of the person, after "and" alone
    r"\s+(?=and\s+(?:she|he)(?:'s|\s+is)?\s+(?:prefers|likes|loves|hates|insists|strict|"
    r"(?:my|our)\s))|"
    # "she's worried about the single-supplier risk though, wants a second source named": the
    # same person's want, the subject left out (``english._en_fact_pieces`` names them)
    r",\s*(?=(?:also\s+)?wants\s+(?!to\s+(?:know|talk|meet|chat)\b))|"
    # "…, route billing tickets to Keisha", "… so design questions go to Marcus for now": who
    # handles a kind of work now (``frames._EN_ROUTING``)
    r",\s*(?=(?:please\s+)?route\s+(?!(?:them|it|this|that|these|those)\b)[^,]{2,40}?\s+(?:to|through|via)\s+(?:(?-i:[A-Z])|(?:him|her)\b))|"
    r"(?:,\s*|\s+)(?=so\s+(?:all\s+)?(?:[\w-]+\s+){0,2}(?:" + "|".join(ROUTED_ITEMS) + r")\s+"
    r"(?:go|goes)\s+(?:to|through|via)\s+(?-i:[A-Z]))|"
    # "Sven is on leave from Mar 3, ENG escalations go to Anouk while he's out": the same
    # routing after a comma alone
    r",\s*(?=(?:all\s+)?(?:[\w-]+\s+){0,2}(?:" + "|".join(ROUTED_ITEMS) + r")\s+"
    r"(?:go|goes)\s+(?:straight\s+|directly\s+)?(?:to|through|via)\s+(?-i:[A-Z]))|"
    # "… next week so i'll be leaving at 3", "…, so our champion there is now Delphine": a
    # consequence with a subject of its own (kept apart only when the subject changes)
    r"(?:,\s*|\s+)(?=so\s+(?:i|i'm|i'll|i've|i'd|we|we're|we'll|we've|my|our|(?-i:[A-Z][a-z]+))\b)|"
    # "…, so the sign-off on the fee schedule slips to next Tuesday" (``THING_CONSEQUENCE``)
    r",?\s+(?=" + THING_CONSEQUENCE.pattern + r")|"
    # "we burned 210k in October, runway is 19 months", "…, migration starts in january": a
    # bare noun phrase with a verb of its own (kept apart only when a specific rule reads it)
    r"(?:,\s+|,?\s+(?=and\s))(?:and\s+)?(?=(?!(?:it|this|that|these|those|which|there|who|what|he|"
    r"she|they|i|we|you|one|all|both|each|some|most|nothing|everything|something|anything|so|"
    r"then|and|but|or|not|also|the|a|an|our|my|their|his|her|its|your)\b)"
    r"(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,2}\s+(?:is|are|was|were|starts|started|begins|"
    r"began|ends|ended|raised|goes|went|moved|got|costs|slipped|closes|closed|renews|lands|"
    r"need|needs|require|requires)\b)|"
    # "…, his last day is the 19th": a fact about the person just named
    r"(?:,|\s[—–-])\s*(?=(?:his|her)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|was|will be)\b)|"
    r"(?:,|;|\s[—–-])\s*(?:(?:and|but|plus|also)\s+)?"
    r"(?=(?:i|i'm|i've|i'll|i'd|we|we're|we've|we'll|my|our|the team|the company|"
    r"me and (?-i:[A-Z])\w+)\b)|"
    # not "Dario and I are on good terms": "I are" opens no clause, the two are one subject
    r"\s+(?:and|but|plus)\s+(?!i\s+(?:are|were|both)\b)"
    r"(?=(?:i|i'm|i've|i'll|i'd|we|we're|we've|we'll|my|our|the team|the company|"
    r"everything we|everyone (?:here|on the team)|all (?:of )?our)\b)|"
    r"\s[—–-]\s+(?=(?:the\s+)?(?:[\w&.-]+\s+){0,3}?(?:launch|release|deadline|demo|code freeze|freeze|"
    r"go-live|beta|migration|cutover|kickoff|handover)\s+(?:moved|slipped|is|was|got|starts|begins|ends)\b)|"
    r"\s[—–-]\s+(?=(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are|was|got|moved|slipped)\s+"
    r"(?:now\s+|still\s+)?(?:frozen|locked|on hold|paused|cut|dropped|live|down|blocked|moved|slipped)\b)|"
    r"(?:,|\s+and)\s+(?=(?:please\s+|pls\s+)?(?:always|never)\s+\w+)|"
    # "… but Lorna's agency is still 45 days late": a named person's or company's thing
    r"(?:,|\s+(?=(?:and|but|while)\s))\s*(?:(?:and|but|while)\s+)?(?=(?-i:[A-Z][a-z]+)'s\s+"
    r"(?:(?-i:[a-z-]+)\s+){1,2}?(?:is|are|was|were|has|have|got|moved|starts|ends)\b)|"
    # "…, the new griddle's on backorder", "…, the pump truck broke down": a thing's state of
    # its own (thing × status, ``THING_STATUS``)
    r",\s*(?=(?:the|our)\s+(?:[\w'’-]+\s+){0,3}?[\w-]+(?:\s+|['’]s\s+)(?:broke\s+down|died|"
    r"stopped\s+working|(?:is\s+|are\s+)?(?:still\s+)?(?:broken|stuck\s+(?:in|at|on)|leaking|"
    r"on\s+back-?order|backordered|out\s+of\s+(?:service|order|action))|got\s+(?:pushed|postponed|"
    r"cancell?ed|delayed|moved)|(?:is|are)\s+(?:postponed|cancell?ed|delayed|overdue))\b)|"
    r",\s*(?=(?:prod|production|staging|dev|qa|the (?:api|frontend|backend|db|database|app))\s+"
    r"(?:is|are|runs|uses|lives|sits)\b)|"
    r",?\s+(?:and|but|while)\s+(?=(?:the|our|my)\s+[\w-]+(?:\s+[\w.-]+){0,3}?\s+"
    r"(?:is|are|was|were|has|have|moved|got|runs|lives|uses|goes)\b)|"
    r"(?:,|\s[—–-]|\s+(?=(?:and|but|while)\s))\s*(?:(?:and|but|while)\s+)?(?=(?-i:[A-Z])[A-Za-z][\w'-]*"
    r"(?:\s+(?-i:[A-Z])[\w'-]+)?(?:\s*\([^()]{1,40}\))?\s+(?:is|isn't|was|will|has|moved|joined|left|takes|owns|"
    r"runs|leads|handles|manages|reviews|does|applies|requires|needs|covers|wants|"
    # a taste or a word of the person: "… and Sunita loves the hall now", "…, Rafi says yes"
    r"loves|likes|hates|prefers|says|said|thinks|agreed|"
    # a post held for now, the verb left out: "OOO Mar 18-22, Bianca acting lead again"
    r"acting|interim|"
    r"(?:swapped|stepped|filled|jumped|took)\s+(?:in|over)|"  # "…, Farah swapped in"
    # a deed done by the person named: "…, Amara signed the contract yesterday", "…, Jonah's
    # out of the tour"
     + "|".join(NAMED_DEEDS) + r")\b)",
    _I,
)
# A consequence that is a fact of its own, not a detail of the moment (see
# ``split.split_facts``): "… so I'll be taking parental leave over the summer", "… so i'll be
# leaving at 3 most days", "…, so our champion there is now Delphine". Not "… so I'm offline
# then", "… so we can start on the booking flow".
# Where a person lives, works or gives their time (see ``split._same_fact``): after who they
# are, a fact of its own ("Okonkwo's wife is Adaeze, she volunteers at the clinic", "Nani Asha
# is Dev's mom, she lives with us half the year"); not what they do in their role ("Tom is our
# designer, he owns the status page copy").
LIFE_CLAUSE = re.compile(
    r"""^[\s,;—–-]*(?:and\s+)?(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'-]*)?\s+
    (?:lives|volunteers|studies|commutes|grew\ up|is\ from|comes\ from
      |works\ (?:at|for|in|nights|days|weekends|part-time|full-time)
      |teaches\ (?:at|in)|has\ a\ (?:day\ )?job
      # a carer's or helper's standing hours: "…, she comes mon-fri 9 to 3", "…, he works
      # tues and thurs 8am to 2pm"
      |(?:comes(?:\ in|\ over|\ by)?|works|visits|is\ (?:here|on|in))\s+(?:every\s+|on\s+)?
       (?:mon|tue|wed|thu|fri|sat|sun|weekday|weekend|night|morning|afternoon|evening|daily|
          \d{1,2}(?::\d\d)?\s*(?:am|pm|to|-|–)))""",
    re.IGNORECASE | re.VERBOSE,
)
# A clause opened by a bare noun phrase and its verb (see ``FACT_SPLIT``): "runway is 19 months".
BARE_NP_CLAUSE = re.compile(
    r"^[\s,]*(?:and\s+)?(?!(?:it|this|that|these|those|which|there|who|what|he|she|they|i|we|you|one|all|"
    r"both|each|some|most|nothing|everything|something|anything|so|then|and|but|or|not|also|the|"
    r"a|an|our|my|their|his|her|its|your)\b)"
    r"(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,2}\s+(?:is|are|was|were|starts|started|"
    r"begins|began|ends|ended|raised|goes|went|moved|got|costs|slipped|closes|closed|renews|lands|"
    r"need|needs|require|requires)\b"
)
# A clause of a named person's own, short enough to be one of a pair (``english._parallel_en``):
# "Sanjay does releases", "Dmitri is secondary", "Farah swapped in", "Yara is design systems".
NAMED_CLAUSE = re.compile(
    r"(?P<name>(?-i:[A-Z][a-z]+))(?:\s+(?-i:[A-Z][a-z]+))?(?:'s\s+(?-i:[a-z]+ing)|\s+(?:also\s+|now\s+)?"
    r"(?:is|does|takes|handles|owns|runs|leads|covers|manages|swapped|stepped|took|has|gets|"
    r"(?-i:[a-z]+ed)\s+(?:in|over|up)))\b"
)
SUBJECT_I_WE = re.compile(r"^(?:i|i'm|im|i've|i'll|we|we're|we've|we'll)\b", _I)
LASTING_CONSEQUENCE = re.compile(
    r"""
      \b(?:parental|paternity|maternity|medical|sick|family|bereavement)\s+leave\b
    | \b(?:leaving|finishing|starting|logging\s+off|out|off)\s+(?:at|by|from)\s+\d[\w:]*\s+
        (?:most|every|each|on)\b                                   # "leaving at 3 most days"
    | \b(?:is|are|'s)\s+now\s+(?-i:[A-Z])                          # "… is now Delphine"
    """,
    re.VERBOSE | re.IGNORECASE,
)
# Who "she"/"he"/"his"/"her" stands for (``english._antecedent``): a person who is a clause's
# subject — "Oksana's leaving …", "Dmitri says …", "Coach Benny from Tolworth said …",
# ", Farah swapped in" — or one named by a tie: "our lawyer is Mara Chen", "my daughter Noor",
# "Okonkwo's wife is Adaeze", "My mom, Lucía, …". The nearest one wins.
ANTECEDENT = re.compile(
    r"""
    \b(?:my|our|his|her|their|(?-i:[A-Z])[a-z]+(?:'s|’s))\s+
      (?:(?:[\w-]+\s+)?(?:"""
    + REL_WORDS
    + r""")(?:\s+(?:is|was)|,)?                       # "my daughter Noor", "My mom, Lucía"
       | (?:[\w-]+\s+){1,5}?(?:is|was))\s+              # "Otto's preschool teacher is …"
      (?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?
      (?P<tied>(?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?(?:\s+(?-i:[A-Z][a-zà-ÿ]+))?)\b
                                                          # "our lawyer is Mara Chen"
    | (?:^|(?<=\bmind\s)|(?<=\bthat\s)|(?<=[:,]\s))                   # "Wen's English is …"
      (?P<owner>(?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?(?:\s+(?-i:[A-Z][a-zà-ÿ]+))?)(?=(?:'s|’s)\s)
    | (?<!\bfor\s)(?<!\bat\s)(?<!\bfrom\s)(?<!\bin\s)(?<!\bto\s)(?<!\bon\s)(?<!\bwith\s)
      (?<!\binto\s)(?<!\bvia\s)(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bour\s)(?<!\bmy\s)
      (?<![\w'’&.-])
      (?P<name>(?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?(?:\s+(?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?)?)
      (?=
          (?:'s|’s)\s+(?:[a-z]+ing|been|got|gone|not|a|an|the|back|out|off|also|just|still|now|
                        always|never|on|in|at|with|over|done|due)\b   # "Oksana's leaving"
        | \s+(?:from|on)\s                                    # "Priya from Lanternfish said"
        | \s+at\s+(?-i:[A-Z])
        | \s+(?:(?:also|just|now|still|only|never|always|finally|already|really|actually)\s+)?
          (?:is|was|isn't|wasn't|has|had|hasn't|will|won't|would|can|can't|does|did|doesn't|
             got|gets|[a-z]+(?<!ss)s|[a-z]+ed)\b               # "Dmitri says", "Farah swapped in"
      )
    """,
    re.VERBOSE | re.IGNORECASE,
)
# Capitalised words that end a company's or a place's name ("Tessellate Labs", "Oakridge LLP",
# "Linden Elementary") or open a word that is not a person ("English", "Keep in mind …").
ORG_HEADS = frozenset(
    """Labs Lab LLP LLC Inc Ltd Corp Co Capital Partners Ventures Fund Group Systems Health Bank
    Bakery Motors Elementary School Academy University College Hospital Clinic Foundation Studio
    Studios Media Software Technologies Tech Solutions Consulting Agency Foods Airlines Insurance
    Realty Rehab Center Centre Office Street Park Club FC United City Council Institute Press
    Books Cloud AI Analytics Networks Logistics Pharma Therapeutics Robotics Dynamics Industries
    Holdings Associates Legal Law Dental Medical Kitchen Cafe Coffee Store Shop Market Works
    Summit Conference""".split()
)
NOT_PEOPLE = frozenset(
    """English Spanish French German Chinese Mandarin Cantonese Japanese Korean Portuguese
    Italian Russian Arabic Hindi Dutch Polish Turkish Greek Swedish Hebrew Keep Heads Note
    Remember Update Reminder Fyi Btw Just Today Tomorrow Yesterday Tonight Last Next Every Each
    Some Both All Thanks Sorry Hi Hey Please Pls Coach Grandpa Grandma Uncle Aunt Auntie
    Team Everyone Nobody Someone""".split()
)
# A standing style request is a taste, not a task: "use single quotes", "no emojis in commit
# messages ever please", "tabs not spaces for me", "Please use British spelling in all copy".
# One-off edits ("rename this to snake_case", "add type hints to utils.py") stay tasks.
STYLE_TOPIC = re.compile(
    r"\b(?:semicolons?|(?:single|double) quotes|tabs|spaces|indent(?:ation|s)?|trailing commas?|"
    r"line length|(?:british|american) spelling|commit messages?|conventional commits?|"
    r"comments|docstrings|type hints|camelcase|snake_case|pascalcase|kebab-case|dark mode|"
    r"dark theme|light theme|"
    r"light mode|emojis?|f-strings|arrow functions|early returns|named exports|default exports|"
    r"ternar(?:y|ies)|2-space|4-space|two spaces|four spaces|"
    r"(?:responses|answers|replies|explanations) (?:short|brief|concise|terse))\b",
    _I,
)
STYLE_REQ = re.compile(
    r"^(?:(?:please|pls|plz|also|and|just|always|ok(?:ay)?|so|oh)[,]?\s+)*"
    r"(?:use|write|keep|stick (?:to|with)|no|avoid|don't use|do not use|never use|skip|"
    r"(?:can|could|would) you (?:please )?(?:stop|quit) (?:using|adding|putting|writing)|"
    r"(?:tabs|spaces|single quotes|double quotes|dark mode|light mode|dark theme|light theme|"
    r"(?:2|4|two|four)-space indent(?:ation)?|commit messages)\b.{0,60}"
    r"\b(?:not|always|everything|for me|please|pls|ever))\b",
    _I,
)
STYLE_ONE_OFF = re.compile(
    r"\b(?:this(?!\s+(?:codebase|repo|project|org|company|team)\b)|that|these|those|here|it|"
    r"the (?:file|function|component|class|method|test|script|"
    r"module|query|last|previous)|again|instead|rename|convert|change|update|fix)\b|"
    r"\w+\.(?:py|ts|tsx|js|jsx|go|rs|java|kt|rb|md|json|ya?ml|toml|sh|css|scss|html)\b|"
    r"^(?!(?:can|could|would) you (?:please )?(?:stop|quit)).*\?$",
    _I,
)
# "vim user here", "Go shop here", "emacs person here": a taste stated as who one is
TOOL_USER = re.compile(
    r"^(?:(?:a|an)\s+)?[\w.+#-]+(?:\s[\w.+#-]+)?\s+(?:user|person|guy|girl|fan|shop|dev|"
    r"diehard|loyalist|main)\s+here\b",
    _I,
)
# "dependencies are frozen for the audit", "the mobile release is on hold", "the payments
# service is still on Node 16"
STATE_NOW = re.compile(
    r"^(?:the\s+|our\s+|all\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+(?:now\s+|still\s+|currently\s+)?"
    r"(?:frozen|locked|on hold|paused|blocked|under (?:audit|review)|in (?:code )?freeze|"
    r"(?:on|running on|hosted on|deployed (?:on|to))\s+(?-i:[A-Z])[\w.+-]*(?:\s+v?\d[\w.]*)?)\b|"
    r"^we(?:'re| are)\s+(?:now\s+|still\s+|currently\s+|all\s+)?(?:on|running|using)\s+(?-i:[A-Z])[\w.+-]*",
    _I,
)
CONTEXT = re.compile(
    r"^this is (?:for|part of) (?:my|our|a|an)\s+\w+|"
    r"^this is (?:just |only |basically |actually )?(?:my|our) (?:own |little |small |personal |side |"
    r"hobby |pet |weekend |internal |company's |team's )*(?:project|app|tool|startup|company|thesis|"
    r"homework|assignment|library|game|site|website|blog|bot|plugin|extension)\b",
    _I,
)
LATER_CLAUSE = re.compile(
    r"(?:(?:,|:|\s-|\s–|\s—)\s*(?:and\s+|but\s+|so\s+|also\s+|though\s+)?|"
    r"\s+(?:so|because|since|which is why|that's why|and now|but now)\s+)"
    r"(?=(?:i|i'm|i've|i'll|i'd|we|we're|we've|my|our|it's called)\b)",
    _I,
)
# Past-tense verbs of life admin: "We booked the Airbnb …", "Cancelled the gym membership
# …", "Started physical therapy …" are news from the user's life, not session narration
# ("I changed the handler …"), and a terse note may drop their "I".
LIFE_PAST = (
    r"(?:booked|cancell?ed|signed\s+up\s+for|enrolled\s+in|renewed|bought|sold|adopted|"
    r"rented|leased|reserved|quit|started)"
)
# "I (just) bought a house last week": a life-admin change lasts, whenever it happened.
LIFE_PAST_I = re.compile(
    r"^(?:i|we)\s+(?:just\s+|finally\s+|recently\s+)?"
    + LIFE_PAST
    + r"\s+(?!(?:the|this|that|it)\s+"
    r"(?:migration|refactor|script|build|job|test|tests|run|branch|pr)\b)",
    _I,
)
# "Just got back from parental leave", "Started at Stripe last month", "paid off the new
# macbook, 2,400 total": a dropped "I".
DROPPED_I_PAST = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?)[,:]?\s+)*(?P<at>(?:just\s+|recently\s+)?"
    r"(?:(?:got back|came back|returned|started|joined)\s+(?:from|to|at|in)|promise,?\s+i'll|"
    r"(?:finally\s+)?(?:booked|cancell?ed|renewed|bought|sold|adopted|rented|leased|reserved|"
    r"paid\s+off|paid\s+for)"
    r"(?=\s+(?:my\s|our\s|the\s|a\s|an\s|(?-i:[a-z])))|"
    r"(?:started|quit|signed\s+up\s+for|enrolled\s+in)"  # not "started the migration"
    r"(?=\s+(?!(?:the|this|that|these|those|it|a|an|to|on|with|working)\b)(?:my\s|our\s|(?-i:[a-z])))|"
    # "decided we are not takin any more loads into nyc", "agreed to drop the friday slot"
    r"(?:decided|agreed)(?=\s+(?:we|we're|we'll|i|i'll|to|not|that|on)\b)|"
    r"(?:told|promised) (?-i:[A-Z])\w+ (?:that )?i'd))\b",
    _I,
)
# "on a train rn, sorry for typos", "at the airport till 6": a dropped "I'm" before a place.
DROPPED_IM_PLACE = re.compile(
    r"^(?:(?:btw|fyi|also|oh|so|heads up)[,:]?\s+)*(?P<at>running on (?:no|little|zero|two hours of) sleep|"
    r"running on fumes|on (?:a|the) (?:train|plane|flight|bus|ferry)|"
    r"at the (?:airport|hospital|dentist|doctor's|doctor|vet|gym)|in (?:a|an|the) (?:airport|hospital|"
    r"taxi|uber|cab|waiting room))\b",
    _I,
)
# "Going to ask Priyanka to take the Tuesday slots", "also going to stop …": a dropped "I'm"
# before a plan.
DROPPED_IM_GOING = re.compile(
    r"^(?:(?:btw|fyi|also|oh|so|and|ok(?:ay)?)[,:]?\s+)*(?P<at>(?:also\s+|still\s+|probably\s+|"
    r"definitely\s+|just\s+)?going\s+to\s+(?!be\b|the\b|a\b|an\b|my\b|our\b)(?-i:[a-z]))",
    _I,
)
# "seeing Ines again on the 14th", "telling Hallström on Friday", "flying to Denver Monday":
# a dropped "I'm" before a plan with a day on the calendar (the day is required).
DROPPED_IM_PLAN = re.compile(
    r"^(?:(?:btw|fyi|also|oh|so|and|ok(?:ay)?)[,:]?\s+)*(?P<at>(?-i:[a-z])?(?:seeing|meeting|telling|"
    r"calling|visiting|flying|driving|heading|taking|picking\s+up|dropping\s+off|having\s+"
    r"(?:lunch|dinner|coffee|drinks|breakfast)\s+with)\s+(?!(?:this|that|it|the\s+(?:error|bug|"
    r"issue|test|code|function|same))\b))"
    r"(?=.*\b(?:on\s+the\s+\d{1,2}(?:st|nd|rd|th)|(?:on\s+|next\s+|this\s+)?(?:monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|tomorrow|tonight|next\s+week)\b)",
    _I,
)
# "need to renew the franchise tax by March 1", "I have to file the visa paperwork by Friday":
# the user's obligation with a deadline is a fact for now (a dropped "I" is put back; the
# deadline is required, "need to fix the parser" is a task).
DEADLINE = re.compile(
    r"\bby\s+(?:(?:next|this)\s+)?(?:(?:eod|cob|eow|end\s+of\s+day)\s+)?"  # "by eod friday"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?=\.?(?:\s|$|[,;]))|eod|cob|eow|tmrw|"
    r"tomorrow|tonight|the\s+\d{1,2}(?:st|nd|rd|th)|(?:end\s+of\s+(?:the\s+)?(?:week|month|day))|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\b",
    _I,
)
I_OBLIGED = re.compile(r"^i\s+(?:still\s+|really\s+)?(?:need|have|'ve\s+got|gotta)\s+to\s+", _I)
DROPPED_I_NEED = re.compile(
    r"^(?:(?:btw|fyi|also|oh|so|and|ok(?:ay)?)[,:]?\s+)*(?P<at>(?:still\s+)?(?:need|have)\s+to\s+"
    r"(?-i:[a-z]))(?=.*" + DEADLINE.pattern + r")",
    _I,
)
# "owe Dev £40 for the taxi", "still owe Kate for the tickets": the user's debt with its "I"
# dropped (a name, a pronoun or "my/the …" after it; not "owe it to yourself").
DROPPED_I_OWE = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?|note\s+to\s+self(?:\s+via\s+(?:you|u))?)[,:]?\s+)*"
    r"(?P<at>(?:still\s+|now\s+)?owe\s+"
    r"(?=(?-i:[A-Z])[a-z]|(?:him|her|them|my|mum|mom|dad)\b))",
    _I,
)
DROPPED_I = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?)[,:]?\s+)*(been\s+(?:using|working|living|coding|"
    r"writing|doing|running|learning|programming|trying|stuck|dealing|on))\b",
    _I,
)
DROPPED_I_LIKE = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|honestly|tbh|personally)[,:]?\s+)*(?:(?P<i>(?:really |totally |"
    r"absolutely |kinda |strongly )?(?:hate|love|prefer|dislike|loathe|despise|can't stand|"
    r"adore|detest|avoid))|(?P<im>(?:not a (?:big |huge )?fan of|not into|(?:a )?(?:big |huge )?"
    r"fan of|not big on|big on)))\s+"
    r"(?!(?:how|this|that|it|the way|your|these|those|what|when|you|u|it's|this one)\b)",
    _I,
)
DROPPED_WILL = re.compile(
    r"^will\s+(?!(?:this|that|it|the|you|u|we|they|he|she|there|a|an|my|our|your|these|those|"
    r"i|be|it's)\b)(?:send|finish|ship|write|review|do|fix|get|have|share|post|update|push|"
    r"deploy|merge|check|follow|look|set|file|draft|prepare|handle|email|ping|book|"
    r"confirm|ask|call|text|sort|chase|bring|pay|drop|pick|order|let|call)\b",
    _I,
)
CONTRACTIONS = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "cant": "can't",
    "wont": "won't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "didnt": "didn't",
    "ill": "I'll",
    "id": "I'd",
}
# Texting shorthand (:mod:`.shorthand`): a dispatcher's "rusty is out til thurs", a nurse's
# "pt d/c'd tmrw", a contractor's "pu the permits b4 fri w gary". Each word is read as its
# long form; the claim keeps the user's word. Whole words only, and only as typed in lower case
# (a "U" or a "Sat" in a sentence of proper case is left alone). Not "prob" ("probably" is a
# hedge the rules drop: "claim is prob comin" is news) nor "shoulda" ("should have been 34"
# reads as a wish).
SHORTHAND = {
    # pronouns and function words
    "u": "you", "ya": "you", "em": "them", "n": "and", "w": "with", "w/": "with",
    "w/o": "without", "b4": "before", "bc": "because", "b/c": "because", "cuz": "because",
    "coz": "because", "cos": "because", "til": "until", "till": "until", "thru": "through",
    "tho": "though", "abt": "about", "bout": "about", "wat": "what", "wut": "what",
    "mabye": "maybe",
    "rn": "right now", "thx": "thanks", "thnx": "thanks",
    "sry": "sorry", "lmk": "let me know", "idk": "I don't know", "omw": "on my way",
    "gotta": "have to", "hafta": "have to",
    "aint": "isn't", "ain't": "isn't", "outta": "out of",
    # dates and durations
    "tmrw": "tomorrow", "tmrow": "tomorrow", "tmr": "tomorrow", "tmw": "tomorrow",
    "2moro": "tomorrow", "2morrow": "tomorrow", "tonite": "tonight", "2nite": "tonight",
    "yday": "yesterday", "yest": "yesterday", "tdy": "today",
    "wk": "week", "wks": "weeks", "yrs": "years", "hrs": "hours",
    "mins": "minutes", "mos": "months",
    "mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "weds": "Wednesday",
    "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday",
    # nouns of everyday errands
    "bday": "birthday", "b-day": "birthday", "appt": "appointment", "appts": "appointments",
    "mtg": "meeting", "msg": "message", "msgs": "messages", "ppl": "people", "mgr": "manager",
    "dept": "department", "convo": "conversation", "mgmt": "management",
    "asst": "assistant", "hosp": "hospital", "sched": "schedule", "cust": "customer",
    "acct": "account", "pkg": "package", "approx": "approximately", "smth": "something",
    "sth": "something", "rly": "really", "ofc": "of course", "esp": "especially",
    "btwn": "between", "b/w": "between", "nxt": "next", "wknd": "weekend",
    "nite": "night", "l8r": "later", "2day": "today",
    # dropped apostrophes (CONTRACTIONS below holds the first-person ones)
    "hes": "he's", "shes": "she's", "theyre": "they're",
    "whats": "what's", "wheres": "where's", "theres": "there's", "youre": "you're",
    "youve": "you've", "youll": "you'll", "arent": "aren't", "wasnt": "wasn't",
    "werent": "weren't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't",
    "wouldnt": "wouldn't", "couldnt": "couldn't", "shouldnt": "shouldn't",
    "weve": "we've", "theyve": "they've", "theyll": "they'll", "itll": "it'll",
}  # fmt: skip
# Kin words of another language typed as English nouns ("appa takes his meds at 8", "my lola
# lives with us", "abuela fell again", "아빠 has medi-cal"): read as the English kin word
# (:mod:`.shorthand`), so "appa" is "Dad" as "Dad" is a name in English; after "my"/"his" or
# a possessive it is the plain noun ("my lola" → "my grandma"). A sibling or aunt word after a
# name is a title of address and is read as the name alone ("daniel oppa lives in atlanta",
# "jin unni said …"). The claim keeps the word as typed. Romanised words count only as typed
# in lower case or capitalised; the words of Hangul, Han and kana are in
# :data:`.common.CJK_KIN`.
LOAN_KIN = {
    **CJK_KIN,
    # Korean
    "appa": "dad", "abeoji": "dad", "umma": "mom", "eomma": "mom", "omma": "mom",
    "halmoni": "grandma", "halmeoni": "grandma", "halmi": "grandma", "harabeoji": "grandpa",
    "halabeoji": "grandpa", "oppa": "brother", "hyung": "brother", "unni": "sister",
    "eonni": "sister", "noona": "sister", "nuna": "sister", "imo": "aunt", "gomo": "aunt",
    "samchon": "uncle",
    # Spanish, Filipino, Italian, German, Greek, Yiddish, South Asian, Chinese, Japanese
    "abuela": "grandma", "abuelo": "grandpa", "abuelita": "grandma", "abuelito": "grandpa",
    "lola": "grandma", "lolo": "grandpa", "nonna": "grandma", "nonno": "grandpa",
    "oma": "grandma", "opa": "grandpa", "yiayia": "grandma", "yaya": "grandma",
    "papou": "grandpa", "pappou": "grandpa", "bubbe": "grandma", "bubby": "grandma",
    "zayde": "grandpa", "zaide": "grandpa", "nani": "grandma", "dadi": "grandma",
    "nanaji": "grandpa", "dadaji": "grandpa", "ammi": "mom", "ammu": "mom", "amma": "mom",
    "abbu": "dad", "thatha": "grandpa", "paati": "grandma", "ammamma": "grandma",
    "nainai": "grandma", "yeye": "grandpa", "laolao": "grandma", "waipo": "grandma",
    "waigong": "grandpa", "obaachan": "grandma", "ojiichan": "grandpa", "okaasan": "mom",
    "otousan": "dad", "tita": "aunt", "tito": "uncle", "tia": "aunt", "tio": "uncle",
    "tía": "aunt", "tío": "uncle", "mamá": "mom", "papá": "dad",
}  # fmt: skip
# The kin words that follow a name as a title of address ("daniel 오빠", "jin unni").
LOAN_KIN_TITLE = frozenset(
    "오빠 형 언니 누나 이모 고모 삼촌 哥哥 姐姐 阿姨 oppa hyung unni eonni noona nuna imo gomo "
    "samchon tita tito tia tio tía tío".split()
)
LOAN_KIN_RX = re.compile(
    r"(?<![\w'’-])(?:" + longest_first(LOAN_KIN) + r")(?![\w-])",
    _I,
)
# Kin words that are also chat shorthand ("imo" in my opinion, "tia" thanks in advance):
# read as kin only when owned ("my imo", "Jin's tia").
LOAN_KIN_OWNED_ONLY = frozenset({"imo", "tia"})
# The word before a kin word that makes it the plain noun ("my appa", "jenny's umma") or
# keeps a title of address from being read as one ("to unni", "and oppa").
LOAN_KIN_OWNED = re.compile(r"(?:\b(?:my|our|his|her|their|your)|['’]s)\s+$", _I)
LOAN_KIN_NOT_NAME = re.compile(
    r"(?:^|\W)(?:i|my|our|his|her|their|your|the|a|to|and|or|with|for|at|from|by|of|on|in|"
    r"is|was|told|tell|asked|called|texted|saw|see|visit|visited|visiting|call|text|but|so|"
    r"that|than|if|when|because|bc|like|about|ok|okay|lol)\s+$",
    _I,
)
# Chat openers before the first word of a sentence ("hey so rusty is out …", "ok so my boss"),
# skipped by the shorthand pass and by the lower-case name check.
OPENERS = re.compile(
    r"(?:(?:hey|hi|ok|okay|so|fyi|btw|ugh|lol|oh|also|and|well|yeah|anyway)\b\W*\s+)*", _I
)
# A sentence typed in lower case that opens with a name and a verb of a person ("oksana likes
# email not calls", "deshawn got a speedin ticket", "lupe prefers nights"): the name is raised.
# Not a pronoun or a quantifier ("everyone likes …", "nobody calls me that").
LOWER_NAME_FIRST = re.compile(
    r"(?:(?:ok|so|fyi|btw|also|and|oh|ugh|lol)\s+)*"
    r"(?!(?:i|he|she|they|we|you|u|it|this|that|there|everyone|everybody|someone|somebody|"
    r"anyone|nobody|noone|people|all|both|each|one|who|what|which|my|our|the|a|an|his|her|"
    r"their|its|no|some|most|every|"
    # a tool or a process, not a person: "cron sends the report at 6am"
    r"cron|crontab|jenkins|ci|bot|script|server|system|app|api|job|worker|scheduler|webhook|"
    r"zapier|stripe|paypal|venmo|bank|payroll|autopay|slack|gmail|outlook|calendar|nginx|docker|"
    r"github|gitlab|sentry|datadog|pagerduty|dependabot|renovate|user|users|customer|customers)\b)"
    # a title typed in lower case before the name: "dr cho is his pcp", "pastor kim is …"
    r"(?:(?:dr|mr|mrs|ms|pastor|coach|auntie|aunty|uncle|aunt|nurse)\.?\s+)?"
    r"[a-z][a-z'-]{2,}\s+(?:likes|prefers|hates|loves|wants|says|said|is|was|has|got|"
    r"starts|started|works|lives|moved|retired|quit|joined|called|texted|asked|made|"
    # what someone puts in: "daniel sends 1000 a month"
    r"sends|pays|covers|gives|contributes|"
    # an injury of the person's: "dmitri broke his wrist skateboarding"
    r"(?:broke|fractured|sprained|tore|twisted|hurt)(?=\s+(?:his|her|their)\b))\b(?![^a-z]*$)"
)
# A shorthand that is also a plain English word is read as shorthand only in place:
# "wed"/"sat"/"sun" as a day after a date word ("del wed", "b4 sat"), "hell"/"shell" as
# "he'll"/"she'll" before a verb ("hell pay it himself").
SHORTHAND_DAY_AFTER = re.compile(  # the word before the day, matched at the end of the text before
    r"\b(?:on|by|til|till|until|b4|before|next|this|every|thru|through|from|and|n|or|"
    r"del|pu|eta|due|to|last|since)\s+$"
)
SHORTHAND_DAY = re.compile(
    r"(?:wed|sat|sun)(?=\s+(?:\d|am\b|pm\b|morning|night|afternoon|evening))"
)
SHORTHAND_DAY_LONG = {"wed": "Wednesday", "sat": "Saturday", "sun": "Sunday"}
# "were" typed for "we're" where a clause starts ("so were back on the market from monday",
# "were moving the office in june"): before a word that follows "we're", not "so were the
# others", "they were going".
SHORTHAND_WERE = re.compile(
    r"""(?:(?<=^)|(?<=[,;:]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bnow\s)|(?<=\bthen\s)|
         (?<=\bok\s)|(?<=\bcos\s)|(?<=\bbc\s))
    were(?=\s+(?:back|going|gonna|moving|getting|taking|doing|looking|off|out|not|still|all|
                 fine|done|now|short|behind|ahead|busy|closed|open|full|waiting|hoping|planning|
                 switching|keeping|using|having|running|starting|losing|changing|cutting|
                 booked|stuck|sorted|over|down|up|way|finally|probably|prob|def|definitely)\b)""",
    re.VERBOSE,
)
SHORTHAND_WILL = re.compile(
    r"\b(?:hell|shell)(?=\s+(?:be|have|pay|call|do|get|send|take|come|run|go|make|need|"
    r"bring|drive|cover|handle|fix|probably|prob|just|never|still|def|also)\b)"
)
# A dropped final g ("goin", "deadheadin", "retirin"): a lower-case word in -in whose stem
# has a vowel, unless it is one of the English words that end that way.
DROPPED_G_WORDS = frozenset(
    """
    again begin within cabin margin domain plugin login admin main rain train brain chain gain
    pain grain stain plain remain obtain contain explain certain curtain captain mountain
    fountain bargain villain maintain sustain retain attain detain terrain porcelain chaplain
    coin join loin groin ruin skin thin chin twin shin spin grin akin cousin basin raisin robin
    satin resin toxin vitamin origin protein bulletin penguin muffin pumpkin napkin goblin
    coffin dolphin violin mandolin insulin aspirin heroin zeppelin javelin gremlin catkin
    franklin martin kevin justin austin dublin berlin latin erin colin darwin edwin melvin
    calvin gavin devin marvin alvin dustin kremlin bitcoin cumin tiffin elgin lin jin
    assassin moccasin denim dentin lanolin pectin keratin melanin gelatin
    complain sprain strain drain refrain abstain disdain entertain ordain spain bahrain
    """.split()
)
# "Priya's my manager", "jason's the PM for search", "Dev's taking over Stripe": a name + 's
# + my/the/our (or a handover verb, captured as ``doing``, or a stance, ``stance``) is "is".
NAME_IS = re.compile(
    r"^(?P<name>(?!(?:it|that|this|there|here|what|who|he|she|everything|everyone|nothing|"
    r"today|tomorrow|which|one|mine|let)\b)[A-Za-z][a-z]+(?:\s+[A-Z][a-z]+)?)'s\s+"
    r"(?=(?:(?:technically|basically|actually|officially|also|now|still)\s+)?(?:my|our|the|a|an)\s|"
    r"(?P<doing>taking over|leading|running|handling|covering|owning)\b|"
    # a stance of the person ("Oskar's worried the soundtrack won't be done", "Dana's
    # convinced the audit will slip"): read by the named × believe frame
    r"(?:(?:really|very|pretty|quite|so|super|a bit|kinda|also|still)\s+)?"
    r"(?P<stance>worried|concerned|nervous|convinced|afraid|scared|skeptical|sceptical|"
    r"confident|certain|adamant|"
    # a condition of the person: "Jae's allergic to shellfish", "Mira's pregnant"
    r"allergic|pregnant|vegan|vegetarian|diabetic|off\s+sick|out\s+sick|on\s+(?:leave|holiday|"
    r"vacation|maternity\s+leave|paternity\s+leave))\b)",
    _I,
)
# "Mrs Abernathy called, she says she's increasing her gift to $500", "halvorsen called they
# want 4 loads a week", "Dana emailed — she wants the deck Friday": the call is how the news
# came; what the person says or wants is the fact, the pronoun read as the caller.
CALLED_THEN = re.compile(
    r"""^(?P<lead>(?:(?:btw|fyi|so|ok|okay|also|and|oh)[,:]?\s+)*)
    (?P<name>(?:(?-i:Dr|Mr|Mrs|Ms|Miss|Prof|Coach)\.?\s+)?
       (?!(?:someone|somebody|everyone|nobody|it|that|this|he|she|they|who|which|you|i|we|
          just|also|then|finally|again|never|already|actually|literally|only)\b)
       [A-Za-z][a-z'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)
    \s+(?:called|rang|phoned|emailed|texted|messaged|wrote|called\s+back|rang\s+back|
         got\s+back\s+to\s+(?:me|us)|came\s+by|stopped\s+by|popped\s+in|was\s+in)
    (?:\s+(?:me|us|back|earlier|again|today|tonight|this\s+(?:morning|afternoon|evening)|
          yesterday|last\s+night))*
    \s*(?:[,:]|\s[—–-]|\s+and)?\s*
    (?P<pron>she|he|they)(?:'s\b|\s+(?=(?P<verb>says|said|say|wants|want|wanted|is|are|was|
       were|asked|mentioned|thinks|think|needs|need|would\s+like|'d\s+like|prefers|prefer|
       can't|cannot|won't|will|has|have|loved|liked|hated|agreed|confirmed)\b))""",
    _I | re.VERBOSE,
)
# "they" read as the caller: the verb agrees with one person ("they want" → "wants").
CALLED_THEY_VERB = {
    "say": "says",
    "want": "wants",
    "are": "is",
    "were": "was",
    "think": "thinks",
    "need": "needs",
    "prefer": "prefers",
    "have": "has",
}
# "ill"/"id" only when a verb follows ("ill send it", not "ill with flu").
BARE_CONTRACTION = re.compile(
    r"\b(?:im|ive|dont|cant|wont|doesnt|isnt|didnt)\b|"
    r"\b(?:ill|id)\b(?=\s+(?:be|have|send|do|get|fix|write|finish|make|ship|push|look|"
    r"need|rather|prefer|like|love|take|handle|review|update|check|try|go|put|add))",
    _I,
)
HAS_VERB = re.compile(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|'s|'re|'m|'ve|'ll|'d|will|"
    r"would|can|could|should|must)\b|\w(?:ed|es)\b",
    _I,
)
CLAUSE_BUT = re.compile(r"\s*,\s*|\s+but\s+|\s+-\s+", _I)
ACTUALLY = re.compile(r"\s*\b(?:actually|in fact|really)\b\s*", _I)
FIRST_PERSON = re.compile(r"^(?:i|i'm|i've|i'd|i'll|i was|we|we're|we've|my|our)\b\s+\S+\s+\S+", _I)
ENTITY_ORG = re.compile(
    r"(?i:\b(?:work|working|employed|am|'m|intern|interning|job)\s+(?:at|for|with))\s+"
    r"(?:(?i:a|an|the)\s+(?:[\w-]+\s+){0,3}(?i:called|named)\s+)?"
    + NAME
    + r"|(?i:\bcalled|\bnamed)\s+"
    + NAME.replace("P<name>", "P<name2>")
)
ENTITY_PROJECT = re.compile(
    r"(?i:\b(?:project|repo|app|service|product|codebase|library|package))\s+"
    r"(?P<name>[A-Z][\w.-]+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)\b|"
    r"\b(?P<name2>[A-Z][\w.-]+)\s+(?i:project|repo|launch|release|rollout|migration|"
    r"beta|app|service|team)\b"
)

IRREGULAR = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "'ll": "will",
    "'d": "would",
    "don't": "doesn't",
    "can't": "can't",
    "won't": "won't",
    "was": "was",
    "will": "will",
    "would": "would",
    "can": "can",
    "could": "could",
    "should": "should",
    "must": "must",
    "might": "might",
    "may": "may",
    "shall": "shall",
}
ADVERBS = frozenset(
    "really strongly generally usually always mostly much kinda definitely absolutely "
    "honestly personally still typically normally only just also never often sometimes "
    "rarely seldom mainly primarily totally literally basically actually almost nearly "
    "barely hardly".split()
)
PAST = frozenset(
    "got grew had did went made took wrote taught left built spent began came became sold "
    "bought met lost found knew thought felt kept led quit broke gave drove flew told said saw "
    "sent ran brought caught heard paid put set let read hit cut stood understood won chose "
    "forgot spoke woke wore fell threw drew swore fed slept lent meant dealt shut spread "
    "moved joined sat held stuck hung rode rose sang swam drank shook hid bit lit sank dug "
    "fled slid spun struck swung wept froze stole tore beat forgave overslept".split()
)
# Verbs that end in -ly: every other lower-case word ending in -ly after "I" is an adverb.
LY_VERBS = frozenset(
    "apply reapply misapply reply supply resupply oversupply comply imply multiply tally bully "
    "rally sully dally".split()
)
SUBJECT_I = re.compile(r"^i(?=(?:'m|'ve|'ll|'d|\s)\s*)", _I)

# Fallback-tier cues (read by english._fallback_en).
FB_SUBJ_I = re.compile(r"^(?:i|i'm|i've|i'd|i was|my|me)\b", _I)
FB_SUBJ_WE = re.compile(
    r"^(?:we|we're|we've|we'd|our|us|(?:(?:half|most|all|some|much|part|none|one|two|three) of )"
    r"?(?:the|our|my) (?:[\w-]+ )?(?:team|company|org|startup|shop|customers?|clients?|users?|"
    r"traffic|revenue|engineers?|devs|developers))\b",
    _I,
)
# The sentence's subject points into the session: "this function …", "it still …", "that fix …".
FB_DEICTIC_START = re.compile(
    r"^(?:this|that|these|those|it|it's|its|here|there|they|he|she|you|your|same|which|"
    r"nothing|everything works|something|someone)\b",
    _I,
)
FB_DEICTIC = re.compile(
    r"\b(?:you|your|yours|u|ur)\b|\b(?:this|these|those)\b(?!\s+(?:week|month|year|quarter|"
    r"sprint|summer|winter|spring|fall|autumn|weekend|morning|afternoon|evening|repo|"
    r"company|team|project|org|job|role|codebase|product|app|rate|point|stage|semester|term|"
    r"season|round|cycle|year's|time of year|"
    r"am|pm|arvo|mornin|evenin)\b)|(?:^|,\s*)that\b|"  # "this am": this morning, texted
    r"\bthat (?:makes|made|is|was|'s|looks|sounds|works|worked|helps|helped|did|does)\b",
    _I,
)
# Code, behaviour of code, session narration and chatter.
FB_CODE = re.compile(
    # an error message got: 'I got "missing separator"', "getting 'permission denied'"
    r"\b(?:got|get|getting|hit|hitting|throws?|throwing)\s+(?:an?\s+|the\s+|this\s+)?[\"“'][^\"”']+[\"”']|"
    r"(?<![\w-])(?:returns?|returned|returning|throws?|threw|raises?|raised|crash(?:es|ed|ing)?|"
    r"fails?|failing|failed|segfaults?|hangs?|hung|breaks?|broke|broken|skips?|skipped|"
    r"ignores?|ignored|renders?|rendered|loads?|loaded|reloads?|invalidat\w*|overflows?|"
    r"leaks?|leaking|flaky|undefined|null|none|nan|nil|exception|errors?|bugs?|buggy|"
    r"warnings?|timeouts?|times out|timed out|stack ?trace|traceback|works|worked|working|"
    r"(?:didn't|doesn't|don't|won't|isn't|wasn't|aren't|can't|couldn't|still|no longer|never) "
    r"(?:work|works|help|compile|build|run|load|start|change|matter|pass)|again|"
    r"function|functions|method|methods|class|loop|parser|regex|query|queries|endpoint|"
    r"variable|var|param|parameter|argument|import|imports|(?<!debt )(?<!credit )line|lines|"
    r"field|column|button|"
    r"dropdown|modal|form|component|page|cache|script|callback|handler|promise|request|"
    r"response|payload|header|output|input|logic|test|tests|build|compile[sd]?|compiler|"
    r"linter|type|types|struct|enum|array|list|dict|string|int|index|file|files|folder|"
    r"directory|diff|patch|commit|branch|pr|merge|(?:the|this|that|my|your) code|snippet|"
    r"refactor|fix|fixed|change|changed|tried|ran|closes|opens|clicks?|hover|doubles?|drops?|copies|"
    r"copying|twice|extra time|when|whenever|if|unless|as soon as|every time|"
    r"slow|slower|laggy|janky|sluggish|safari|chrome|firefox|browser|logs?|see|makes sense|"
    r"today|tonight|all day|just now|at the moment|back and forth|"
    r"(?:isn't|aren't|wasn't|weren't|not) \w+ing|"
    r"lol|lmao|haha\w*|ugh|hm+|meh|whatever|wtf|damn|annoying|mess|messy|weird|ok|okay|"
    r"cool|nice|thanks|thank|awesome|perfect|great|good|better|worse|fine|exactly|looks?|"
    r"sounds?|seems?|think|guess|maybe|probably|sure|agree|mean|idea|wondering|question|"
    r"answer|help|want|need|should|could|would|let's|please|it)(?![\w-])",
    _I,
)
# A condition anywhere ("… if Dev takes the bonus we'd have to stay"): a hypothetical, or
# code behaviour ("… when the cart is empty"), whatever the first clause says.
# ("doesn't know yet if …", "not sure if …" ask whether, they set no condition)
FB_CONDITION = re.compile(
    r"\b(?:(?<!know\s)(?<!yet\s)(?<!sure\s)(?<!wonder\s)(?<!asked\s)if|when|whenever|unless|"
    r"as soon as|every time)\b",
    _I,
)
# A proper noun, a number, a date or a tool-looking token anywhere past the first word.
FB_ENTITY = re.compile(
    r"(?<=\s)(?:[A-Z][\w.+#-]*[A-Za-z0-9]|@\w+)|\d|"
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|nightly|weekly|daily|"
    r"monthly|yearly|quarterly|january|february|march|april|june|july|august|september|"
    r"october|november|december|q[1-4]|utc|years?|months?)\b",
    _I,
)
FB_VERB = re.compile(
    r"\b(?:is|are|was|were|am|'s|'re|'m|'ve|has|have|had|been)\b|"
    r"\b\w+(?:s|ed)\b",
    _I,
)
FB_PEOPLE = re.compile(
    r"\b(?:manager|boss|lead|cofounder|co-founder|co-maintainer|maintainer|intern|colleague|"
    r"coworker|co-worker|teammate|architect|designer|pm|product manager|owner|skip-level|"
    r"mentor|wife|husband|partner|brother|sister|mom|mum|dad|mother|father|son|daughter|"
    r"friend|cto|ceo|cfo|vp|director|reports?|tech lead|team lead|qa|recruiter|client|"
    r"founder|advisor|owned by|runs|owns|handles|leads|manages|maintains|set up)\b",
    _I,
)
FB_NAME_START = re.compile(
    r"^(?!(?:The|A|An|Our|My|We|Most|Half|All|Some|Every|Everything|Each|No|Nobody|One|Two|"
    r"Three|Both|Only|Staging|Production|Prod|"
    # the parts of a document or a sheet: "Row 14 is a duplicate of row 12"
    r"Row|Rows|Column|Columns|Cell|Cells|Tab|Sheet|Slide|Figure|Fig|Table|Chart|Graph|Step|"
    r"Item|Section|Paragraph|Line|Page|Question|Example|Option)\b)(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?"
    r"(?:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?(?:\s+[A-Z][a-z]+)?|@\w+)\s+"
    r"(?P<and_i>and I\s+)?\w+"
)
FB_PROJECT = re.compile(
    r"\b(?:we|we're|we've|our|us|team|company|org|startup|project|roadmap|release|releases|"
    r"launch|product|app|apps|api|sdk|service|services|backend|frontend|infra|staging|prod|"
    r"production|stack|monorepo|repo|codebase|platform|pipeline|customers?|clients?|users?|"
    r"traffic|deploy|deploys|deployments?|docs|database|db|postgres|flags|freeze|standups?|"
    r"sprint|on-call|sla|uptime|mvp)\b",
    _I,
)
# Narration of what the user is doing in this session: "I just restarted the dev server",
# "I'm looking at the logs now", "I changed the config".
FB_SESSION = re.compile(
    r"^(?:i|we)\s+keep\s+(?:mixing|forgetting|confusing|messing|getting)\b|"
    r"^(?:i|we)(?:'m|'re| am| are)?\s+(?:just|already|also|literally|currently|now|"
    r"looking|checking|trying|testing|debugging|reading|waiting|going to|about to|"
    # "I'm double-checking a colleague's note": what the user is doing while they ask
    r"double-checking|re-?checking|cross-checking|proofreading|skimming|typing|dictating|asking|"
    r"(?!" + LIFE_PAST + r"\b)\w+ed "
    r"(?:the|it|this|that|a|an|my|our|your|some|all)\b)",
    _I,
)
# Everyday idioms that share a word with code talk (FB_CODE): "for good", "winter break",
# "maybe two boxes" (a rough count), "status page". Masked before that veto is read.
LIFE_IDIOM = re.compile(
    r"\bfor good\b|\b(?:winter|spring|summer|fall|autumn|christmas|holiday|lunch|coffee|"
    r"term|semester)\s+break\b|\b(?:maybe|probably)\s+(?=(?:\d|a\s+(?:few|couple|dozen)|"
    r"two|three|four|five|six|seven|eight|nine|ten|twenty|a\s+hundred)\b)|"
    r"\bstatus\s+page\b|"
    # a test of a system's operation or of a person, not of code: "db primary failover test
    # passed", "the pen test came back clean", "she passed her driving test"
    r"\b(?:failover|load|stress|pen|penetration|dr|disaster\s+recovery|soak|chaos|restore|"
    r"backup|fire|evacuation|driving|road|theory|citizenship|bar|blood|eye|hearing|"
    r"pregnancy|drug|dot|mot)\s+(?:test|tests|drill|exam)\b",
    _I,
)
FB_ROLES = (
    r"(?:my|our)\s+(?:[\w-]+\s+)?(?:manager|boss|lead|cofounder|co-founder|co-maintainer|"
    r"maintainer|intern|colleague|coworker|co-worker|teammate|architect|designer|pm|"
    r"skip-level|mentor|wife|husband|partner|brother|sister|mom|mum|dad|son|daughter|"
    r"friend|cto|ceo|vp|director|founder|advisor|reviewer|contact|counterpart)\b"
)
FB_MY_ROLE = re.compile("^" + FB_ROLES, _I)
# "… is the PM / our SRE / a designer": a role right after "is".
ROLE_AFTER = re.compile(
    r"(?:the|our|my|a|an)\s+(?:[\w-]+\s+)?(?:pm|em|tpm|cto|ceo|vp|manager|lead|designer|architect|"
    r"sre|intern|owner|maintainer|reviewer|founder|cofounder|co-founder|director|"
    r"product manager|tech lead|team lead|engineer|dev|developer|contact|boss|mentor)\b",
    _I,
)
FB_ANY_ROLE = re.compile(r"\b" + FB_ROLES, _I)
# Subjects at the level of the user's organisation or product, not of the code.
FB_ORG_SUBJ = re.compile(
    r"^(?:(?:the|our|my|all|most|half|some|every|each)\s+)?(?:(?:of\s+)?(?:the|our)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:team|teams|company|org|organi[sz]ation|startup|shop|client|clients|"
    r"customers?|users|userbase|audience|product|products|roadmap|releases?|launch|staging|"
    r"production|prod|traffic|revenue|sdk|docs|documentation|on-call|standups?|sprints?|"
    r"office|offices|budget|deadline|contract|infra|infrastructure|backend|frontend|monorepo|"
    r"repo|codebase|stack|platform|pipeline|deploys|deployments|app|apps|website|site|"
    r"feature flags|engineers|developers|devs|designers|everything|everyone|nobody|"
    r"phase(?:\s+\w+)?|milestone|kickoff|go-live|retainer|invoices?|billing)\b",
    _I,
)
FB_EPISODE = re.compile(
    r"\b(?:yesterday|last night|this morning|(?:the|this|last) weekend|earlier|last week|"
    r"the other day|a while ago|just)\b",
    _I,
)
# The people and organisations around the user, and what they want or where they are.
FB_STAKEHOLDER = re.compile(
    r"^(?:(?:the|our|their)\s+(?:client|clients|customer|customers|stakeholders?|vendor|partner|"
    r"agency|board|investors?|legal|security|compliance|finance|it department|(?:[\w-]+\s+)?team)|"
    r"their\s+[\w-]+|(?-i:[A-Z])[\w&.-]+'s\s+(?:[\w-]+\s+)?(?:budget|deadline|launch|contract|retainer|"
    r"timeline|team|stack|plan|account|renewal|go-live|site|app))\b",
    _I,
)
FB_STAKEHOLDER_VERB = re.compile(
    r"\b(?:wants?|prefers?|hates?|likes?|loves?|needs?|asked(?: for)?|requested|signed off|"
    r"approved|rejected|insists|expects|requires|only allows|(?:doesn't|does not|won't) allow|"
    r"is capped|is (?:out|off|away|back|on leave|on vacation|on holiday|covering)|covers for|"
    r"ends|starts|kicks off|renews)\b",
    _I,
)
FB_AWAY = re.compile(r"\bis (?:out|off|away|on leave|on vacation|on holiday)\b(?! of)", _I)
FB_COVERING = re.compile(r"\b(?:is covering|covers for|is filling in|is standing in)\b", _I)
FB_WE_ANY = re.compile(r"\b(?:we|we're|we've|our|us)\b", _I)
FB_PREF = re.compile(
    r"^(?:i|i'm|i've)\s+(?:\w+\s+)?(?:like|love|use|using|prefer|enjoy|dislike|find|write|"
    r"keep|stick)\b",
    _I,
)


# Who someone is, said in passing in the subject of a statement about something else:
# "Priya from Lanternfish Capital said …", "Lena (support lead) wants …", "Yusuf, the
# integration engineer, prefers …", "Our landlord, Mr. Petrakis, said …". The reader
# (``english._en_identity``) states the identity as a relationship of its own and reads the
# rest with the bare name as the subject, so the frame of the rest (report, believe, prefer,
# state) picks its kind. Pieces as data:
WORDS["id_lead"] = (
    "keep in mind",
    "note",
    "remember",
    "fyi",
    "heads up",
    "for the record",
    "btw",
    "reminder for future",
    "reminder",
    "also",
    "oh and",
    "update",
    "ps",
    # a formal note's lead: "For your records: Beatriz Santos, our senior associate, will …"
    "for your records",
    "for your reference",
    "for your information",
)
# Departments and desks named in lowercase: "Kenneth from infosec", "Yesenia on support".
WORDS["id_dept"] = (
    "infosec",
    "security",
    "support",
    "legal",
    "finance",
    "sales",
    "marketing",
    "ops",
    "it",
    "hr",
    "facilities",
    "pharmacy",
    "radiology",
    "billing",
    "procurement",
    "compliance",
    "engineering",
    "product",
    "design",
    "research",
    "admissions",
    "accounting",
    "payroll",
)
# Collective nouns an organisation's unit ends with: "the Debian team", "the support desk".
WORDS["id_unit"] = (
    "team",
    "group",
    "lab",
    "office",
    "department",
    "desk",
    "clinic",
    "committee",
    "board",
    "squad",
    "crew",
    "unit",
    "project",
)
# Where a person the user told or promised something works, said right after their name
# (``english._object_ties``): "I promised Camila from Café Bromélia 40 cups", "I told Hyun-woo
# in Finance I'd have it by Thursday", "promised callum at the brudenell we'd send the plot" —
# who the person is, a relationship beside the promise. The verbs that take a person first:
WORDS["tie_object_verb"] = (
    "promised",
    "told",
    "emailed",
    "texted",
    "messaged",
    "pinged",
    "reassured",
    "warned",
    "assured",
    "reminded",
)
# … and what follows "at"/"from" that is an occasion or a place of the day, not an
# employer: "told Ana at dinner", "promised Leo at the party", "texted Sam from the airport".
WORDS["tie_not_org"] = (
    "dinner", "lunch", "breakfast", "brunch", "the party", "the meeting", "the wedding",
    "the funeral", "the airport", "the station", "the gym", "the pub", "the bar", "the office",
    "the end", "the start", "the time", "the same", "the weekend", "the moment", "the door",
    "the hospital", "the school", "school", "work", "home", "church", "the game", "the show",
    "the gig", "the event", "the conference", "the call", "the standup", "the time", "the car",
    "the shop", "the store", "the bus", "the train", "the back", "the front", "the top",
    "the bottom", "the last", "the first", "the next", "the start", "the latest", "least",
    "most", "all", "last", "first", "once", "length", "random", "face", "person", "my", "our",
    "your", "his", "her", "their",
)  # fmt: skip
# A time, a day or a channel after "in"/"at" in a tie, not a place of work: "told Priya in
# March", "at Easter", "in Slack" (english._TIE_WHEN).
WORDS["tie_when"] = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "easter", "christmas", "xmas", "thanksgiving", "spring", "summer",
    "autumn", "fall", "winter", "q[1-4]", "person", "writing", "private", "public", "slack",
    "teams", "zoom", r"the\s+\w*day",
)  # fmt: skip
# The last word of a place, a venue or an occasion, not an employer: "at Parents Evening",
# "at Pizza Express", "at Alton Towers" (english._TIE_OCCASION).
WORDS["tie_occasion"] = (
    "evening", "night", "day", "party", "dinner", "lunch", "wedding", "festival", "fair",
    "concert", "match", "game", "show", "beach", "park", "airport", "station", "terminal",
    "gate", "hotel", "house", "home", "express", "towers", "kitchen", "grill", "diner",
    "bistro", "inn", "arms", "tavern", "king", "hut", "world", "land", "zoo", "mall", "centre",
    "center", "arena", "stadium", "gardens", "square", "market", "museum", "cinema", "theatre",
    "theater",
)  # fmt: skip
# The first word of a city: "from New York", "at San Diego" (english._TIE_CITY_HEAD).
WORDS["tie_city_head"] = (
    "new", "san", "santa", "los", "las", "st", "st.", "saint", "hong", "tel", "buenos", "rio",
    "kuala", "cape", "port", "fort",
)  # fmt: skip
# An action item as minutes write it: an owner, "to", a verb of a job ("P. Kowalczyk to deliver
# cleaned parcel layer to vendor by Sept 20", "Building & Safety to nominate 4 super users by
# Sept 15", "Janelle to post public notice 2 weeks ahead", "Action: Hyun-woo to notify the
# bank") — the owner's commitment (``english._r_action_item``). The owner is a name, an
# initial and a surname, or a team ("Finance", "Building & Safety"); the verbs are data.
WORDS["action_verb"] = (
    "deliver", "send", "post", "notify", "nominate", "draft", "prepare", "review", "share",
    "circulate", "schedule", "book", "confirm", "update", "follow up", "contact", "call",
    "email", "e-mail", "check", "provide", "submit", "finali[sz]e", "set up", "organi[sz]e",
    "arrange", "investigate", "look into", "write", "create", "present", "coordinate",
    "reach out", "ping", "chase", "order", "file", "collect", "pick up", "bring", "compile",
    "escalate", "verify", "document", "publish", "announce", "source", "request", "invite",
    "brief", "train", "recruit", "hire", "test", "fix", "migrate", "configure", "install",
    "sign", "approve", "obtain", "get", "produce", "run", "own", "lead", "host", "summari[sz]e",
    "report back", "come back", "loop in", "reconcile", "audit", "inform", "tell", "ask",
    # a report's or a crew's jobs: "Tomasz to add a brace before Thurs", "Lorraine to act up
    # in the meantime", "Bea to redo the hems", "Rafael + Yusuf to do a fight call every show"
    "add", "do", "sort", "sort out", "complete", "finish", "fit", "replace", "repair", "redo",
    "re-do", "rebuild", "reprint", "print", "measure", "label", "clean", "move", "cover",
    "act up", "take over", "hand over", "return", "ring", "phone", "text", "buy", "pay",
    "refund", "mend", "paint", "rig", "focus", "rehang", "recast", "rewrite", "retest",
)  # fmt: skip
# A report's department label before an action item: "SOUND: Ngozi to deliver the final rain
# track by Fri", "SITE/HVAC: …", "FOH & BAR: …" (capitals only; a label of the user's own
# prose, "note:", does not name a department).
_DEPT_LABEL = r"(?-i:[A-Z][A-Z/&]{1,11}(?:\s[A-Z/&]{1,11})?)\s*:\s*"
# Words that open a statement in capitals without being an owner: "Happy to help", "Need to
# send the deck", "Going to draft it".
WORDS["action_not_owner"] = (
    "happy", "glad", "need", "needs", "want", "wants", "going", "trying", "ready", "able",
    "time", "plan", "planning", "hoping", "due", "have", "has", "had", "used", "supposed",
    "remember", "reminder", "note", "nothing", "things", "something", "everything", "anyone",
    "someone", "nobody", "told", "asked", "promised", "agreed", "decided", "hard", "easy",
    "best", "better", "good", "nice", "way", "how", "what", "where", "when", "who", "why",
    "which", "reply", "remind", "make", "sure", "feel", "free", "try", "is", "are", "was",
    "were", "be", "and", "but", "or", "so", "then", "also", "not", "never", "always", "first",
    "next", "last", "still", "just", "only", "please", "pls", "todo", "to-do", "tbd", "ok",
    "okay", "yes", "no", "maybe", "likely", "unlikely", "hope", "hopefully", "expect",
    "expected", "about", "back", "up", "down", "over", "keen", "eager", "scheduled", "set",
    "meant", "allowed", "required", "asked", "invited", "the", "a", "an", "we", "i", "you",
    "they", "he", "she", "it", "this", "that", "my", "our", "your", "their", "his", "her",
    # a texted statement with its "I" dropped, a lapse or a judgement: "Forgot to book the
    # hall", "Managed to book …", "Cheaper to order the feed in bulk", "Off to pick up Maya"
    "forgot", "forget", "tried", "failed", "managed", "refused", "wanted", "offered",
    "attempted", "needed", "started", "stopped", "planned", "hoped", "chose", "remembered",
    "preferred", "intended", "volunteered", "unable", "cheaper", "easier", "harder", "quicker",
    "faster", "simpler", "safer", "impossible", "possible", "important", "essential",
    "necessary", "worth", "off", "sorry", "careful", "quick", "fun", "safe", "smart", "wise",
    # a feeling before "to announce/confirm/share": news, not an owner ("Proud to announce our
    # choir won", "Pleased to confirm the hall is booked")
    "proud", "pleased", "thrilled", "excited", "delighted", "honoured", "honored", "sad",
    "relieved", "chuffed", "stoked", "grateful", "lucky", "surprised", "shocked",
)  # fmt: skip
ACTION_ITEM = re.compile(
    r"""^(?:(?:action(?:\s+items?)?|ai|todo|owner|next\s+steps?)\s*[:—–-]\s*|"""
    + _DEPT_LABEL
    + r""")?
    (?P<owner>(?:(?-i:[A-Z])\.\s?)?(?-i:[A-Z])[\w'’.-]*(?:\s+(?:[&+]\s+|and\s+)?(?-i:[A-Z])[\w'’.-]*){0,3})
    \s+(?:will\s+need\s+)?to\s+(?P<verb>"""
    + alt("action_verb")
    + r""")\b\s+\S""",
    _I | re.VERBOSE,
)
# Words that follow the name when the rest is a statement: a verb or an adverb before one.
WORDS["id_verb"] = (
    "is",
    "isn't",
    "was",
    "wasn't",
    "has",
    "hasn't",
    "had",
    "does",
    "doesn't",
    "did",
    "didn't",
    "can't",
    "won't",
    "will",
    "would",
    "just",
    "only",
    "always",
    "never",
    "still",
    "also",
    "already",
    "really",
    "told",
    "said",
    "sent",
    "got",
    "went",
    "came",
    "left",
    "made",
    "took",
    "gave",
    "wrote",
    "thinks",
    "quoted",
    "keeps",
    "wants",
    "hates",
    "loves",
    "likes",
)
# Role nouns that name a post after "the" ("Priya the welfare officer wants …"): the last
# word of the role.
WORDS["id_role_noun"] = (
    "officer", "manager", "coordinator", "director", "head", "lead", "chair", "treasurer",
    "secretary", "administrator", "admin", "receptionist", "caretaker", "technician", "tech",
    "engineer", "inspector", "surveyor", "accountant", "bookkeeper", "lawyer", "solicitor",
    "paralegal", "nurse", "vet", "doctor", "consultant", "counsellor", "counselor", "coach",
    "teacher", "principal", "supervisor", "foreman", "contractor", "landlord", "landlady",
    "owner", "agent", "broker", "planner", "designer", "producer", "editor", "chef",
    "associate", "partner", "intern",
)  # fmt: skip
_ID_NAME = (
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Professor)\.?\s+)?"
    r"(?!(?:" + "|".join(sorted(NOT_NAMES)) + r"|Someone|Everyone|Nobody|People|Folks|Users|"
    r"Customers|Some|One|Both|Each|Every|Most|All|No|Hi|Hey|Thanks|Sorry|Ticket|Issue|Note|"
    r"Reminder|Update|Heads|Keep|Remember)\b)"
    r"(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z]?[a-zà-ÿ]+)?)(?:\s+(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ]+)?)){0,2}"
    r"|@[\w-]+"
)
_ID_ORG = (
    r"(?!(?:" + "|".join(sorted(NOT_NAMES)) + r")\b)"
    r"(?-i:[A-Z][\w&'’.-]*)(?:\s+(?:&\s+)?(?-i:[A-Z][\w&'’.-]*)){0,3}"
    r"|the\s+(?:[\w-]+\s+){0,2}?" + alt("id_unit") + r"\b"
    r"|" + alt("id_dept") + r"\b"
)
_ID_VERB = r"(?=\s+(?:" + alt("id_verb") + r"|(?-i:[a-z]+(?:s|ed)))\b)"
_ID_LEAD = (
    r"^(?P<lead>(?:[-*•]\s+)?(?:(?:" + alt("id_lead") + r")"
    # "heads up for future drafts: Keiko at Otsuka Imports wants …": whom the note is for
    r"(?:\s+for\s+(?:(?:all\s+)?future\s+[\w-]+|my\s+(?:own\s+)?[\w-]+)(?=\s*:))?"
    r"(?:\s+that)?\s*[:,—–-]?\s+)?)"
)
# Money that moved for the work: "Kwame's wire landed", "the Halvorsen deposit cleared",
# "Oduya's transfer bounced", "final payment from Brightline came in" (a thing, not a person:
# "Sam landed in Lisbon" is no payment).
MONEY_MOVED = re.compile(
    r"""^(?!my\b)(?:the\s+|our\s+|their\s+|his\s+|her\s+)?(?:(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*)?(?:'s|’s)?\s+)?
    (?:(?:[\w-]+\s+){0,2}?
    (?:wire|wire\s+transfer|transfer|payment|deposit|funds|cheque|invoice|instal(?:l)?ment|
       payout|refund|retainer|tranche)
    # a bare "check" is money only by itself or after a money word: not "the type check"
    |(?:(?:deposit|refund|rent|pay|payroll|stimulus|tax|bank|cashier's|insurance|\$?\d[\d,.k]*)\s+)?check)
    (?:\s+from\s+(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*)?)?
    \s+(?:has\s+|have\s+|just\s+|finally\s+|already\s+)*
    (?:landed|arrived|came\s+in|cleared|bounced|went\s+through|got\s+through|is\s+in|hit\s+the\s+account|
       was\s+received|got\s+returned)\b""",
    _I | re.VERBOSE,
)
# A contact card: a name, a dash or colon, and who the person is, with no verb — "Dev
# Raghunathan — angel, ex-Tesla energy, Ifeoma's intro", "Marta Quiroga: accountant,
# ex-Deloitte", "Olu Adeyemi - new contact at Northgate". The description must name a role
# (a role noun of the lexicon), a former employer ("ex-Deloitte") or who introduced them.
CONTACT_CARD = re.compile(
    r"""^(?P<name>(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z]?[a-zà-ÿ]+)?)(?:\s+(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ]+)?)){0,2})
    \s*(?P<sep>[—–:,]|\s-|\s--)\s+   # a comma only after a full name (the dash is read as one)
    (?P<desc>[^.?!;]{3,120}?)\s*[.!]*$""",
    _I | re.VERBOSE,
)
CONTACT_CARD_ROLE = re.compile(
    r"\b(?:" + REL_WORDS + "|" + alt("id_role_noun") + r"|angel|investor|vc|lp|gp|founder|"
    r"(?:new\s+|main\s+)?contact|rep|buyer|recruiter|candidate|prospect)\b"
    r"|\bex-(?-i:[A-Z])|\b(?-i:[A-Z])[\w-]*(?:'s|’s)\s+(?:intro|referral|contact|friend|cousin|colleague)\b"
    r"|^(?:now\s+|formerly\s+|based\s+)?(?:from|at|of)\s+(?-i:[A-Z])",
    _I,
)
# Labels and log lines shaped like a card ("Error: … at Object", "Goal: a job at Google",
# "Re: quote from Northgate"): the word before the separator names no person.
CARD_LABEL = frozenset(
    """error warning warn info debug fatal exception traceback task tasks goal goals problem
    problems issue issues step steps re fwd fw priority subject note notes todo fixme update
    status summary context question answer reminder action agenda topic result results
    output input fix bug feature request ticket plan idea ideas tip hint todo update cause
    reason bottleneck blocker blockers risk risks next decision deadline""".split()
)
# … and a post held for now, said without a verb: "Bianca acting lead again", "Osei interim
# head of sales from Monday".
CONTACT_CARD_ACTING = re.compile(
    r"^(?P<name>(?-i:[A-Z][a-zà-ÿ'’]+(?:-[A-Z]?[a-zà-ÿ]+)?)(?:\s+(?-i:[A-Z][a-zà-ÿ'’]+)){0,2})\s+"
    r"(?:acting|interim|stand-in|standing\s+in\s+as)\s+(?:[\w-]+\s+){0,2}?(?:"
    + REL_WORDS
    + "|"
    + alt("id_role_noun")
    + r"|pi|chair|head\s+of\s+\w+)\b",
    _I,
)
CONTACT_CARD_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|would|can|could|should|did|does|do|said|says|"
    r"wants|needs|thinks|called|emailed|sent|asked|i|we|you|me|it)\b|['’](?:s|re|ll|d|ve)\s+(?-i:[a-z]+ed|going|gonna)\b",
    _I,
)

IDENTITY_SUBJECT = [
    # "Priya from Lanternfish Capital said …", "Bettina on the support team prefers …"
    re.compile(
        _ID_LEAD + r"(?P<name>" + _ID_NAME + r")\s+(?P<prep>from|at|on|in)\s+"
        r"(?P<org>" + _ID_ORG + r")" + _ID_VERB,
        _I,
    ),
    # "Lena (support lead) wants …", "Dmitri (our Rust contributor) thinks …"; not a thing
    # described ("Biscuit (the dog) goes to the groomer")
    re.compile(
        _ID_LEAD
        + r"(?P<name>"
        + _ID_NAME
        # "Elena (the new associate) is admitted …" (a post after "the"; not "Biscuit (the dog)")
        + r")\s*\((?P<role>(?!(?:the|a|an)\s(?!(?:[\w-]+\s+){0,2}?(?:"
        + alt("id_role_noun")
        + r")\)))(?:[\w'’&.-]+\s+){0,4}"
        # "Martin Akerele (deputy head, the one who signs off budgets) called it …": the
        # role is what comes before a comma inside the brackets
        r"[\w'’&.-]+)(?:,[^()]{1,60})?\)" + _ID_VERB,
        _I,
    ),
    # "Yusuf, the integration engineer, prefers …", "Hamid, who wrote the parser, is …"
    re.compile(
        # … or between dashes: "Priyanka — the ops contractor — is taking over …"
        _ID_LEAD
        + r"(?P<name>"
        + _ID_NAME
        + r")(?:,|\s+[—–])\s+(?P<app>(?:the|our|my|their|his|her|"
        r"(?-i:[A-Z][\w-]+)(?:'s|’s))\s+[^,()—–]{2,50}?|who\s+[^,()—–]{3,60}?)(?:,|\s+[—–])"
        + _ID_VERB,
        _I,
    ),
    # "Our landlord, Mr. Petrakis, said …", "The roof guy, Dmitri from Carver Roofing, quoted …"
    re.compile(
        # "Her replacement, Esme Okoro-Bright, starts on the 21st"
        _ID_LEAD
        + r"(?P<app>(?:the|our|my|their|his|her)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)(?:,|\s+[—–])\s+"
        r"(?P<name>"
        + _ID_NAME
        + r")(?:\s+(?P<prep>from|at)\s+(?P<org>"
        + _ID_ORG
        + r"))?(?:,|\s+[—–])"
        + _ID_VERB,
        _I,
    ),
    # "Marcus our treasurer reckons …", "Sami my youngest wants …": the appositive typed
    # without its commas (a role of one to three words after our/my)
    re.compile(
        _ID_LEAD + r"(?P<name>" + _ID_NAME + r")\s+(?P<app>(?:our|my)\s+(?:[\w-]+\s+){0,2}?"
        r"(?-i:[a-z][\w-]+))" + _ID_VERB,
        _I,
    ),
    # "Priya the welfare officer wants …", "Ruth the office manager says …": "the" and a
    # role noun of the lexicon, typed without commas
    re.compile(
        _ID_LEAD + r"(?P<name>" + _ID_NAME + r")\s+(?P<app>the\s+(?:(?-i:[a-z][\w-]+)\s+){0,2}?"
        r"(?:" + alt("id_role_noun") + r"))" + _ID_VERB,
        _I,
    ),
]
# "my cofounder Leila is out sick today", "My neighbor Gus has a spare key to our place": a
# person of the user's life named with their tie, then a condition of theirs (health, diet,
# a life event, something they hold). The tie is a relationship of its own; the condition a
# fact about the named person. Only these conditions: the person's role ("my cofounder Li
# handles sales"), a wish ("my manager Priya wants …") or a plan ("My daughter Emma starts
# school next week") stays one relationship, as the development set labels it.
WORDS["id_kin"] = (
    "wife", "husband", "partner", "spouse", "fiancé", "fiancée", "girlfriend", "boyfriend",
    "son", "daughter", "kid", "brother", "sister", "mom", "mum", "mother", "dad", "father",
    "grandma", "grandpa", "grandmother", "grandfather", "aunt", "uncle", "cousin", "niece",
    "nephew", "neighbor", "neighbour", "best friend", "friend", "roommate", "flatmate",
    "cofounder", "co-founder",
    # the people of a working life, named after the tie the same way: "my boss Gwendolyn
    # hates comic sans", "my accountant Rhea says …"
    "boss", "manager", "accountant", "lawyer", "advisor", "adviser", "landlord", "landlady",
    "therapist", "mentor", "assistant", "coworker", "co-worker", "colleague", "teammate",
    # the staff of a small business or practice: "my paralegal Yusuf is out sick today",
    # "our pastry chef Ingrid is going part-time after the new year"
    "paralegal", "associate", "sous chef", "pastry chef", "head chef", "line cook", "nanny",
    "babysitter", "cleaner", "intern", "bookkeeper", "receptionist", "technician",
    "lab tech", "nurse", "head nurse", "tutor", "agent", "editor", "supervisor", "foreman",
)  # fmt: skip
WORDS["id_condition"] = (
    r"is (?:out )?sick", "is ill", "is pregnant", "is expecting", "is vegetarian", "is vegan",
    "is pescatarian", "is gluten-free", "is lactose intolerant", "is allergic to", "is diabetic",
    "is in (?:the )?hospital", "is recovering from", "is getting married", "is engaged",
    "is retiring", "is coming to stay", "is staying with us", "is visiting",
    "is on (?:maternity|paternity|parental|medical|sick) leave",
    # a change in how the person works: "… is going part-time", "… gave notice", "… is off
    # until Thursday"
    "is going (?:part-time|part time|full-time|full time)", "is cutting back to",
    "is (?:leaving|quitting)", "gave (?:notice|(?:her|his|their) notice)",
    "handed in (?:her|his|their) notice", "is stepping down", "is off (?:sick|until|till)",
    "resigned", "retired", "quit",
    "is out (?:until|till|today|tomorrow|this week|next week)",
    r"has (?:a|an) (?:[\w-]+ ){0,2}?(?:allergy|intolerance|spare key|key|condition|cold|flu|"
    r"concussion|surgery|cast)",
    "has celiac", "has diabetes", "has asthma", "has covid", "has the flu",
    "(?:just )?got (?:a (?:new )?job|a job offer|an offer|diagnosed|married|engaged|promoted|"
    "accepted|laid off|into)",
    "(?:just )?had (?:a baby|twins|surgery)",
    # what the person is doing or has coming (the spoken registers: a parent, a club, a
    # freelancer): "my wife Hana is due in march", "my sister Ingrid is designing the
    # wedding invites", "my boss Gwendolyn hates comic sans", "my brother Dean is going to
    # cover the under 12s" (a plan such as "starts school next week" stays in the tie)
    "is due (?:in|on)",
    r"has (?:a|an|her|his) (?:[\w-]+ ){0,2}?(?:play|game|match|recital|concert|exam|exams|"
    r"appointment|interview|tournament|competition|comp|party|trip|wedding)",
    "is taking (?:the kids|time off|over)", "is designing", "is organi[sz]ing", "is planning",
    "is hosting", "is coaching", "is going to (?:cover|take|run|handle|do)", "hates", "loves",
    "can't stand", "wants to (?:join|move|start|quit|switch)", "is moving", "is away",
    # a report with a figure: "my accountant Rhea says i should set aside 30% for taxes"
    # (not a passing remark: "my wife Carla says I spend more time at the club")
    r"(?:says|said|reckons|thinks)(?=[^.!?]*\d)",
)  # fmt: skip
ID_KIN_FIRST = re.compile(
    _ID_LEAD + r"(?P<app>(?:my|our)\s+" + alt("id_kin") + r"|"
    # a kin title before a name: "Grandpa Elias is in the hospital", "Aunt Rosa is visiting"
    r"(?-i:Grandpa|Grandma|Granny|Gran|Nana|Nani|Dadi|Aunt|Auntie|Uncle|Cousin))\s+(?P<name>"
    r"(?-i:[A-Z][a-zà-ÿ]+)(?:\s(?-i:[A-Z][a-zà-ÿ]+))?)"
    r"(?=\s+(?:(?:also|just|now|still|currently|recently)\s+)?(?:" + alt("id_condition") + r")\b)",
    _I,
)
ID_DET = re.compile(r"^(?:the|our|my|their|his|her|a|an)\b", _I)
# A company's role, not a person's: "Oaktide (enterprise customer)", "Bluewater Health, our
# affiliate,". Such a subject is read with its name, without a relationship of its own.
ID_ORG_ROLE = re.compile(
    r"\b(?:customer|client|vendor|affiliate|sponsor|supplier|provider|competitor|company|"
    r"startup|reseller|distributor|integrator|acquirer|subsidiary|account)s?\b",
    _I,
)


# Money in a household or a life, not a team's figures: "our HOA dues are $320 a quarter",
# "rent goes up $150 in April", "the HPLC costs $38/hour now", "the roofer quoted $9,400".
# A figure of these is a fact about the user's life (a team's burn, ARR or runway stays
# project state, see ``_FB_EN_METRIC``).
WORDS["life_money"] = (
    "rent",
    "mortgage",
    "dues",
    "hoa",
    "emergency fund",
    "savings",
    "rainy day fund",
    "insurance",
    "premium",
    "premiums",
    "tuition",
    "daycare",
    "childcare",
    "student loans?",
    "car loan",
    "car payment",
    "copay",
    "co-pay",
    "deductible",
    "allowance",
    "paycheck",
    "salary",
    "pension",
    "401k",
    "property tax",
    "utilities",
    "electric bill",
    "water bill",
    "phone bill",
    "grocery budget",
    "car insurance",
    "health insurance",
    "vet bills?",
)
LIFE_MONEY = re.compile(r"\b(?:" + "|".join(WORDS["life_money"]) + r")\b", _I)
# A price stated: "costs $38/hour", "quoted $9,400", "goes up $150", "is $45 a month".
PRICE = re.compile(
    r"\b(?:costs?|quoted|charges?|goes up|went up|going up|goes down|went down|is|are|was|"
    r"were|runs?|comes? to|came to)\s+(?:about\s+|around\s+|roughly\s+|like\s+|~)?"
    r"(?:\$|€|£)\s?\d[\d,.]*\s?[km]?\b",
    _I,
)
# What happens to money in a life: "we paid off the student loans", "the car insurance renews".
MONEY_CHANGE = re.compile(
    r"\b(?:paid off|pay off|renews?|renewed|is due|are due|went up|goes up|going up|doubled|"
    r"got approved|was approved|got cut|was cut|got raised|was raised)\b",
    _I,
)
# Failure words that are not code talk by themselves (see ``english._fallback_en``).
FAILURE_WORDS = re.compile(
    r"\b(?:(?:is|are|keeps?|has been|have been)\s+(?:all\s+)?(?:failing|crashing|dropping|timing out))\b",
    _I,
)


# A thing, place, event or piece of work whose state or schedule changed (the fallback's
# "thing × status" frame, ``english._thing_status``): "the concrete pour on block C got
# pushed because the pump truck broke down", "the boiler at 4 Lark Rise is broken again",
# "build 212 is stuck in review", "the new griddle's on backorder". Its words are everyday
# words the code and chatter vetoes (FB_CODE, CHATTER) also hold ("broke", "stuck",
# "pushed", "again"): with such a subject they do not veto it. A subject of code talk
# (THING_CODE_SUBJECT) or small talk (THING_SMALL_TALK) is not such a thing.
WORDS["thing_status"] = (
    # a machine or a place out of action
    "broke down", "has broken down", "have broken down", "(?:is|are|'s) broken(?: down)?",
    "(?:is|are|'s) (?:still )?broken", "died", "has died", "(?:is|are|'s) dead",
    "stopped working", "has stopped working", "gave out", "conked out", "packed up",
    "(?:is|are|'s) leaking", "flooded", "caught fire", "(?:is|are|'s) acting up",
    "(?:is|are|'s) playing up", "(?:is|are|'s) actin up",
    "(?:is|are|'s) making (?:that|a|the|this|some) (?:[\\w-]+ )?(?:noise|sound|smell)",
    "(?:is|are|'s) out of (?:action|service|order|commission)",
    "alarmed", "tripped", "(?:is|are|'s) cracked", "sprang a leak",
    "(?:has|have|has got|'s got) (?:a |another )?(?:[\\w-]+ )?(?:leak|crack|fault|puncture)",
    # held up
    "(?:is|are|'s|got) stuck (?:in|at|on|with|behind)", "(?:is|are|'s) on (?:back-?order|hold)",
    "(?:is|are|'s) backordered", "(?:is|are|'s|got) held up",
    # the schedule moved or settled
    "got pushed", "was pushed", "got moved", "was moved", "got bumped", "was bumped",
    "got postponed", "was postponed", "(?:is|are|'s) postponed", "got cancell?ed",
    "was cancell?ed", "(?:is|are|'s) cancell?ed", "got rescheduled", "was rescheduled",
    "got continued", "was continued", "got delayed", "was delayed", "(?:is|are|'s) delayed",
    "slipped", "moved to", "got rained off", "(?:is|are|'s) (?:now )?confirmed",
    "got confirmed", "(?:is|are|'s) overdue",
    "has been (?:moved|postponed|cancell?ed|pushed|delayed|confirmed|booked|rescheduled)",
    # set for a day ahead: "the staging cluster will be down sat 6-10am", "Y11 mocks will
    # run w/c 2nd December", "your cleaning visits will move from 7pm to 9:30pm"
    "will (?:now )?(?:run|move|be moved|be down|be closed|be shut|close|reopen|resume|be delayed)",
    # a delivery or a job on site expected: "the replacement pump should arrive on monday",
    # "the skip gets collected tomorrow", "the Switch dev kit should arrive the week of Dec 14"
    "(?:should|will|is due to|is supposed to|is meant to) (?:arrive|be delivered|be here|land|"
    "be installed|be fitted|be collected|be picked up)",
    "gets (?:delivered|collected|installed|fitted|picked up)",
    # a status settled
    "(?:is|are|'s) non-refundable", "(?:is|are|'s) nonrefundable",
    "has been repaired", "got repaired", "was repaired", "(?:is|are|'s) back in service",
    "(?:is|are|'s) fixed", "has been fixed", "got fixed", "came back clean",
    "(?:is|are|'s) disputed", "(?:is|are) being cut", "got cut", "was cut",
    "(?:has|have) changed to", "changed to", "(?:is|are) changing (?:from|to)",
    # money owed and late: "the Abernethys at 2 Kiln Close are two months in arrears"
    "(?:is|are|'s) (?:[\\w-]+ ){0,3}in arrears",
    # a request, a bid or a deal settled: "the request for a third technician got turned
    # down", "the chain on Mill Farm House has collapsed"
    "got turned down", "was turned down", "got refused", "was refused", "got rejected",
    "was rejected", "got approved", "was approved", "got signed off", "has collapsed",
    "collapsed", "fell through",
    "failed (?:its|the|an?) (?:inspection|survey|audit|mot)",
    "passed (?:its|the|an?) (?:inspection|survey|audit|mot)",
    # done, of a named or numbered thing only (THING_DONE): "the Kibeti well is done"
    "(?:is|are|'s) (?:all |finally |now )?(?:done|finished|complete|completed)",
)  # fmt: skip
# An event named bare, without "the" ("health inspection got pushed", "Y11 mocks will run
# w/c 2nd December"): the events of WORDS["thing_event"] below.
_THING_EVENT_BARE = (
    "inspection", "viewing", "walkthrough", "hearing", "trial", "audit", "pour", "delivery",
    "install", "installation", "closing", "completion", "handover", "launch", "mocks", "exams",
    "kickoff", "kick-off", "demo", "playtest", "mediation", "deposition", "survey",
    "site visit", "board meeting", "rehearsal",
)  # fmt: skip
THING_STATUS = re.compile(
    r"""^(?P<subject>
        (?:the|our|their|his|her|my)\s+[\w'’&/.-]+(?:\s+[\w'’&/.-]+){0,7}?   # "the boiler at 4 …"
      | (?:build|unit|truck|van|rig|room|flat|apartment|lot|site|bay|block|order|invoice|
           load|shipment|job|plot|suite)\s+\#?\d[\w-]*                        # "build 212"
      | \#?\d{2,5}                                        # a fleet number: "383 broke down"
      | (?-i:[A-Z])[\w&.-]+(?:'s|’s)\s+[\w-]+(?:\s+[\w-]+){0,2}?            # "St Wilfrid's deposit"
      | (?:[\w'’&-]+\s+){0,2}?(?:"""
    + "|".join(w.replace(" ", r"\s+") for w in _THING_EVENT_BARE)
    + r""")   # "Y11 mocks", "health inspection"
    )
    (?:\s+(?:also|just|still|now|finally|officially|already|apparently|again))?
    (?:\s+|(?=['’]s\s))                            # "the new griddle's on backorder"
    (?P<verb>"""
    + "|".join(w.replace(" ", r"\s+").replace("'", "['’]") for w in WORDS["thing_status"])
    + r""")\b""",
    _I | re.VERBOSE,
)
# An event set for a day, said as "<event> is <when>": "health inspection is thursday
# morning", "the walkthrough's friday at 10", "our AGM is on the 14th" (thing × schedule).
WORDS["thing_event"] = (
    "inspection", "viewing", "walkthrough", "walk-through", "hearing", "trial",
    "audit", "pour", "delivery", "install", "installation", "closing", "completion",
    "handover", "launch", "party", "wedding", "appointment", "surgery", "op", "operation",
    "interview", "exam", "exams", "mocks", "tasting", "fitting", "rehearsal", "recital",
    "tournament", "conference", "deposition", "depo", "mediation", "survey", "visit",
    "site visit", "move", "pickup", "pick-up", "drop-off", "shoot", "kickoff", "kick-off",
    "retreat", "offsite", "gala", "fundraiser", "ceremony", "funeral", "workshop",
    "orientation", "screening", "open day", "open house", "fair", "concert", "gig", "agm",
    "board meeting", "vote", "review", "demo", "presentation", "pitch", "playtest",
    "parents' evening", "graduation", "christening", "dress rehearsal", "checkup", "check-up",
    "scan",
)  # fmt: skip
# … of them, the events of the work (project state; any other is a day on the calendar of a
# life, a team or a club, a fact: "the club AGM is the 14th of march", "the board meeting
# is on the 14th"): "health inspection is thursday morning", "the science fair is Feb 6".
THING_WORK_EVENT = re.compile(
    r"\b(?:inspection|audit|pour|delivery|install|installation|closing|completion|handover|"
    r"launch|demo|playtest|kick-?off|pitch|deposition|depo|mediation|hearing|trial|survey|"
    r"site\s+visit|walk-?through|viewing|fair|open\s+day|open\s+house|shoot)$",
    _I,
)
_WHEN_DAY = (
    r"(?:(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|"
    r"tonight|(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|"
    r"aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:on\s+)?\d{1,2}(?:st|nd|rd|th)?\s+"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\b"
)
THING_EVENT_WHEN = re.compile(
    r"^(?P<subject>(?:(?:the|our|my|his|her|their)\s+)?(?:[\w'’&-]+\s+){0,3}?(?:"
    + "|".join(w.replace(" ", r"\s+") for w in WORDS["thing_event"])
    + r"))(?:\s+(?:is|are)\s+|['’]s\s+)(?P<verb>(?:still\s+|now\s+)?"
    + _WHEN_DAY
    + ")",
    _I,
)
# "done" says a state only of a named or numbered thing: "the Kibeti well is done", "unit 4
# is finished" (not "the laundry is done").
THING_DONE = re.compile(r"(?:done|finished|complete|completed)$", _I)
THING_NAMED = re.compile(r"\d|(?<=\s)(?-i:[A-Z][a-z])")
# Subjects of code talk: "the build is broken again", "the tests are stuck", "my script died".
THING_CODE_SUBJECT = re.compile(
    r"""\b(?:build|builds|tests?|pipeline|ci|deploy|deployment|job|jobs|function|script|
         scripts|page|query|endpoint|container|pod|process|terminal|loop|cache|branch|pr|
         compile|tab|browser|extension|plugin|editor|kernel|notebook|cell|worker|server|
         code|app|repo|migration|dev|env|docker|cluster|database|db|bug|fix|patch|feature|
         ticket|issue|linter|debugger|install|update|upgrade|download|upload|sync|import|
         export|request(?!\s+for)|response|thread|service|module|package|model|run|filters?|search|
         checkout|forms?|login|signup|dashboard|ui|layout|buttons?|modal|widgets?|webhooks?|
         api|sdk|cron|queue|tests?|specs?|lint)\b""",
    _I | re.VERBOSE,
)
# Subjects of small talk: "the coffee here is awful", "the weather broke", "my laptop died".
THING_SMALL_TALK = re.compile(
    r"""\b(?:weather|coffee|tea|food|lunch|dinner|breakfast|beer|wine|pizza|snack|traffic|
         commute|wifi|wi-fi|internet|signal|music|movie|film|show|game|news|vibe|mood|
         sun|rain|snow|sky|heat|laptop|phone(?!\s+(?:number|line|bill))|computer|pc|mac|
         keyboard|mouse|monitor|screen|battery|charger|headphones|earbuds|tv|remote|heart|
         voice|back|knee|head|brain|plan|idea|joke|story|streak|luck|fever|spell|silence|
         conversation|chat|mic|camera|audio|video|call|zoom)\b""",
    _I | re.VERBOSE,
)

# A team's plan of action: "we're going to offer 15% and a dedicated support engineer",
# "we'll just do eye-tracking", "we're going to write our own thin client by Q2". The verb
# says it is an act the team chose (a decision), not a forecast ("we'll be visiting", "we'll
# see", "we'll need to …").
WORDS["plan_verb"] = (
    "offer",
    "write",
    "switch",
    "move",
    "use",
    "drop",
    "do",
    "build",
    "keep",
    "stay",
    "go",
    "pin",
    "ship",
    "launch",
    "hire",
    "stop",
    "start",
    "cut",
    "skip",
    "migrate",
    "replace",
    "split",
    "close",
    "raise",
    "sell",
    "buy",
    "rent",
    "host",
    "adopt",
    "standardi[sz]e",
    "freeze",
    "deprecate",
    "retire",
    "postpone",
    "delay",
    "push",
    "hold",
    "wait",
    "fork",
    "vendor",
    "rewrite",
    "outsource",
    "sunset",
    "pause",
    "cancel",
    "book",
    "file",
    "submit",
    "reframe",
    "resubmit",
    "publish",
    "release",
    "fund",
    "pay for",
    "stick with",
    "go with",
)
TEAM_PLAN = re.compile(
    r"^(?:so\s+|and\s+|then\s+|ok\s+)?(?:we'll|we will|we're going to|we are going to|"
    r"we're gonna|we've decided to|"
    # the plan not to: "We're NOT changing the license", "we're not doing the Disney trip
    # this year" (but "not … anymore" is a change of how things are: project state)
    r"we(?:'re| are) not(?: going to)?|we won't|we will not)\s+(?:just\s+|probably\s+|also\s+|"
    r"now\s+|instead\s+|definitely\s+|still\s+)?(?:" + "|".join(WORDS["plan_verb"]) + r"|"
    r"doing|changing|renewing|moving|switching|using|hiring|taking|buying|adding|shipping|"
    r"going|raising|selling|signing)\b(?!.*\b(?:anymore|any more|no longer)\b)",
    _I,
)


# A date moved: "we pushed the Series A kickoff from January to April", "the offsite got bumped
# to the 14th". Not a git push: the fallback's session and chatter vetoes let it through.
RESCHEDULE = re.compile(
    r"\b(?:pushed|moved|bumped|shifted|pulled)\b(?:\s+(?:back|up|out))?\s+(?:\S+\s+){0,6}?"
    r"(?:from\s+\S+(?:\s+\S+)?\s+)?(?:to|until|till|back to|out to|into)\s+(?:early\s+|mid-?|late\s+|"
    r"next\s+|the\s+)?(?:january|february|march|april|may|june|july|august|september|october|"
    r"november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|week|month|quarter|year|spring|summer|fall|"
    r"autumn|winter|q[1-4]|\d{1,2}(?:st|nd|rd|th)\b|\d{4})",
    _I,
)


# A support ticket or incident, stated: "Ticket #8812: customer Halcyon Freight says exports
# time out over 50k rows", "Ticket 9043 — Brindle Retail can't log in", "customer Velvetline
# reports duplicate invoices". An open issue of the team's, for now.
TICKET = re.compile(
    r"^(?:(?:support\s+)?(?:ticket|case|incident|inc|escalation)\s*#?\s*[\w-]*\d[\w-]*\s*(?::|,|—|–|-)\s*"
    r"(?=(?:\S+\s+){3})"
    r"|(?:(?:customer|client|account)\s+(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){0,2}\s+"
    r"(?:says|reports|reported|can't|cannot|is seeing|keeps getting|is getting|hit)\b))",
    _I,
)


# Figures of a project or an operation beyond the named metrics (``english._EN_METRIC``):
# a count reached ("we hit 1,000 contributors today"), a share done ("Docs translation into
# Portuguese is 80% done"), a rate ("the phishing simulation had a 9% click rate").
WORDS["count_noun"] = (
    "contributors",
    "stars",
    "downloads",
    "users",
    "customers",
    "subscribers",
    "members",
    "signups",
    "sign-ups",
    "installs",
    "sponsors",
    "patients",
    "students",
    "followers",
    "logos",
    "seats",
    "accounts",
    "donors",
    "backers",
    "employees",
    "maintainers",
    "clients",
)
FIGURE = re.compile(
    r"^(?:we|our\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:just\s+|finally\s+|officially\s+)?"
    r"(?:hit|crossed|passed|reached|got\s+to|are\s+at|have|now\s+have)\s+(?:over\s+|about\s+|~)?"
    r"\d[\d,.]*\s*[km]?\+?\s+(?:[\w-]+\s+)?(?:" + "|".join(WORDS["count_noun"]) + r")\b"
    r"|\b\d{1,3}(?:\.\d+)?%\s+(?:done|complete|completed|finished|translated|migrated|"
    r"rolled\s+out|enrolled|booked|sold)\b"
    r"|\b(?:had|has|have|with|at)\s+an?\s+\d[\d.]*%\s+[\w-]+\s+rate\b"
    r"|\b[\w-]+\s+rate\s+(?:is|was|of|at|dropped\s+to|fell\s+to|rose\s+to|went\s+up\s+to)\s+"
    r"\d[\d.]*%",
    _I,
)


# A sentence that only marks the one before it as decided: "Final decision.", "Final.", "We
# voted on it this morning.", "Decided in the maintainers call." (see ``english.decided``).
DECIDED_MARK = re.compile(
    r"^(?:final(?:\s+decision)?|(?:it's|that's|it is|that is)\s+(?:decided|final|settled)|"
    r"done deal|decided(?:\s+(?:on|in|at|during)\s+[\w\s'-]{3,40})?|"
    r"we\s+(?:voted|agreed)\s+on\s+it(?:\s+[\w\s'-]{0,30})?)[.!]*$",
    _I,
)


# A bounded stretch of time ahead: "through Thursday", "for the next six weeks", "this
# week", "tomorrow", "on November 12". A first-person fact with one is the user's
# situation for now (transient).
BOUNDED_TIME = re.compile(
    r"\b(?:through|thru|until|till)\s+(?:next\s+|this\s+)?(?:monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b\.?|tomorrow|tmrw|"
    r"the\s+\d{1,2}(?:st|nd|rd|th)|(?:jan|feb|mar|apr|may|jun|"
    r"jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2})\b"
    r"|\bfor\s+the\s+next\s+(?:\w+\s+)?(?:days?|weeks?|months?)\b"
    r"|\bthis\s+(?:week|weekend)\b"
    r"|\b(?:tomorrow|tmrw|tonight|next\s+week)\b"
    r"|\bon\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?=\.?(?:\s|$|[,;])))\b",
    _I,
)


# A date on the calendar: "arrives on the 15th", "due Oct 14", "defends her thesis on March 3",
# "for the week of July 8". A plain statement with one is an event in the user's world, not
# a description of code (the fallback keeps it at medium salience).
DATED = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|"
    r"dec)[a-z]*\b"
    r"|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b"
    r"|\b(?:due|on|by|until|till|through|thru|next|for)\s+(?:monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?=\.?(?:\s|$|[,:;])))\b"
    r"|\bnext\s+week\b|\ball\s+week\b",
    _I,
)


# "Sorry, I meant the 2023 Tanaka paper, not the 2021 one — can you find its DOI?": the user
# fixing which thing a request is about, not a fact (``english.meant_for_request``).
MEANT = re.compile(r"^\W*(?:(?:sorry|oops|whoops|my bad|wait|no)\W+)*i\s+meant\b", _I)


# -- evidence that a statement is about the user's world (english.anchored) ---------------
# The fallback tier keeps a statement about a thing or an unnamed someone at salience "low"
# (mode "all") because such statements are often descriptions of code. Concrete anchors show
# the statement is about the world instead: an amount or count with a unit, a day or date on
# the calendar, a proper noun inside the sentence (a person, a place, a company). A statement
# with one — and no code token or dismissal — is kept at "medium":
#   "the warehouse lease on Dunmore St is up in august and the landlord wants 12% more"
#   "the database of donors is ~4,200 records", "lost 2-1 but played well"
#   "Joint Commission survey is expected sometime in the next 60 days"
# A vague one ("Has payments", "Procurement is pushing back") stays low.
_MONTH = (
    r"(?:january|february|march|april|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
)
_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)"
ANCHOR_QUANTITY = re.compile(
    r"""
      [$€£¥]\s?\d                                    # "$9,400", "€12k"
    | \d[\d,.]*\s?(?:%|percent|k\b|m\b|bn\b|x\b)     # "12%", "$750k", "3x"
    | \d[\d,.]*\s?(?:hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|mins?|minutes?|
                    s\b|ms\b|/mo\b|/yr\b|/hr\b|/h\b)    # a duration or a rate: "38s", "2 weeks"
    | \b\d[\d,]*\s+(?:[\w-]+\s+)?(?:records|people|ppl|households|patients|beds|users|
                    customers|clients|members|kids|players|families|donors|students|staff|
                    volunteers|seats|units|orders|tickets|sites|boxes|hours|miles|km)\b
    | (?<![\w.#/-])\d{1,3}(?:,\d{3})+(?![\w.])       # "4,200", "38,900"
    | (?<![\w.#/-])\d-\d(?:-\d)?(?![\w.-])           # a score or a formation: "2-1", "4-3-3"
    | \b(?:a|one|two|three|four|five|half)\s+(?:third|quarter|dozen|hundred|thousand|grand)\b
    """,
    _I | re.VERBOSE,
)
ANCHOR_WHEN = re.compile(
    r"(?:\b(?:in|by|from|since|until|till|through|thru|before|after|on|mid-?|early|late|"
    r"end\s+of|next|this|last|every)\s+(?:the\s+)?(?:"
    + _MONTH
    + r"|may|"
    + _WEEKDAY
    + r"|week|month|year|season|term|semester|quarter|spring|summer|fall|autumn|winter|"
    r"q[1-4])\b)"
    r"|\b" + _MONTH + r"\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b"  # "feb 4", "the 14th"
    r"|\b(?:january|february|april|june|july|august|september|october|november|december|"
    r"tomorrow|tmrw|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
    r"|\b(?:19|20)\d\d\b|\bq[1-4]\b|\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\b\d{1,2}:\d\d\b",
    _I,
)
# An address typed or dictated in lower case ("the boiler at four lark rise", "the tenants at
# fourteen orchard way", "we lost the instruction on cowper road"): a place of the user's world
# with no capital to show it, read as a proper noun. Not "on the way", "in no way", "a long
# drive" ("drive", "close" and "hill" are left out: they are everyday words after a preposition).
ANCHOR_PLACE = re.compile(
    r"""\b(?:at|on|in|off|from|to|near|number|flat|unit|no\.?|\d+[a-z]?|one|two|three|four|five|
           six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|
           eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s+
    (?!(?:the|a|an|no|any|every|one|same|right|wrong|other|each|my|our|his|her|their|your|its|
         long|whole|half|this|that|which|what|some|all|side|back|main|dirt|toll|open|one-way)\s)
    [a-z][a-z'-]+\s+(?:street|road|lane|avenue|crescent|way|parade|rise|terrace|court|mews|
                      grove|gardens|square)\b""",
    _I | re.VERBOSE,
)
# A proper noun inside the statement: capitalised, not the first word, not after a colon or
# a quote (the start of someone else's text), not an all-caps abbreviation ("IRB", "DB").
ANCHOR_NAME = re.compile(r"(?<=[a-z,;)]\s)(?-i:[A-Z][a-z][\w'’&-]*)")
# Capitalised words that are no evidence of the world: function words, and the names of
# the tools and platforms of code talk ("the Docker build …", "Python only for scripts").
ANCHOR_NOT_NAME = frozenset(  # compared capitalised
    w.capitalize()
    for w in "I I'm I'll I've I'd OK Ok No Not Yes Someone Some Nobody Everyone The A An My Our We It "
    "This That Then So And But Also Just Can Cannot Can't Don't Please Thanks Sorry "
    "Python Java JavaScript TypeScript Rust Go Ruby Rails Node React Vue Angular Svelte Next "
    "Django Flask Swift Kotlin Elixir Scala Haskell Docker Kubernetes Postgres Postgresql MySQL "
    "Redis Mongo Mongodb Kafka Terraform Linux Ubuntu Debian Alpine Windows Mac Macos Ios "
    "Android Chrome Safari Firefox Git Github Gitlab Bitbucket Jira Confluence Slack Notion "
    "Figma Vercel Netlify Heroku Aws Azure Gcp Cloudflare Stripe Sentry Datadog Grafana "
    "Jenkins Circleci Webpack Vite Npm Yarn Pnpm Tailwind Graphql Prisma Supabase Firebase "
    "Vscode Vim Emacs Xcode Zoom Excel Sheets".split()
)
# Tokens of code: backticks, calls, identifiers, paths, issue numbers, error names, quoted
# output, and the nouns of code talk. A statement with one stays where the tier put it.
ANCHOR_CODE = re.compile(
    r"""
      [`「」]|\(\)|::|->|=>|\w\.\w+\(
    | \b[a-z]+_\w+\b | (?-i:\b[a-z]+[A-Z]\w*\b)      # snake_case, camelCase
    | (?-i:\b(?!Mc|Mac|De|Di|La|Le|Van|Von)[A-Z][a-z]+[A-Z][a-z]\w*\b)  # "UserService"
    | (?<![\w/])/[a-z]\w* | \w/\w+/                  # paths: "/jobs", "packages/web/src"
    | \#\d | \b\w+(?:Error|Exception)\b | \b\d+\.\d+\.\d+\.\d+
    | \.(?:py|ts|tsx|js|go|rs|rb|java|yaml|yml|json|toml|sh)\b
    | \b(?:function|functions|method|methods|class|classes|endpoint|endpoints|snippet|regex|
         null|undefined|nil|nan|exceptions?|errors?|bugs?|buggy|warnings?|stack\s?trace|
         traceback|threads?|dev\s+server|localhost|unit\s+tests?|tests?|builds?|compiler?|
         linter|parser|query|queries|variables?|params?|parameters?|arguments?|imports?|
         columns?|buttons?|dropdown|modal|components?|cache|scripts?|callbacks?|handlers?|
         payload|headers?|output|input|logic|structs?|enums?|arrays?|dicts?|strings?|files?|
         folders?|directory|diffs?|patch|commits?|branch|pr|prs|merged?|refactor|fix|fixed|
         tried|ran|returns?|returned|throws?|threw|raises?|crash(?:es|ed|ing)?|fails?|failing|
         failed|segfaults?|hangs?|flaky|renders?|rendered|reloads?|overflows?|leaks?|
         timeouts?|timed\s+out|times\s+out)\b
    """,
    re.VERBOSE | re.IGNORECASE,
)
# A remark that waves the statement away, or an unknown sender: not worth keeping.
ANCHOR_DISMISS = re.compile(
    r"\b(?:no\s+action|nothing\s+(?:to\s+note|decided|new|to\s+do)|whatever|moving\s+on|"
    r"is\s+over|(?:call|meeting|sync|standup|interview)\s+(?:ended|is\s+done|was\s+over)|"
    r"never\s*mind|just\s+curious|no\s+idea|i\s+swear|figured\s+it\s+out|no\s+big\s+deal)\b"
    r"|^(?:some|someone|somebody|subject|re|fwd)\b",
    _I,
)
# A statement that opens with someone else's quoted text, or points into the session in its
# first words ("Is on it starting Monday", "Has that ready by …").
ANCHOR_NOT_STATEMENT = re.compile(
    r"^['\"“‘(]|^(?:\S+\s+){0,2}(?:it|this|that|these|those)\b(?!\s+(?:week|month|year|season))",
    _I,
)

# The kind a raised statement's verb says (english.anchored), read on its claim:
# - a value stated against an old one, with a correction cue in the sentence: "the gala is at
#   the Pellham Hall not the Riverside Inn, I had that wrong", "board retreat is now in
#   Asheville not Charlotte", "the total was 38,900 not 39,800 typo", "not Ezekiel sorry, his
#   name's Ezequiel"
ANCHOR_X_NOT_Y = re.compile(
    r"""
    (?:^not\s+(?-i:[A-Z])\w+                          # "Not Ezekiel sorry, his name's …"
    | \b(?:is|are|was|were|'s|at|in|on|to|from|be)\s+(?:now\s+)?
      (?:(?:at|in|on)\s+)?(?:the\s+|their\s+|our\s+|a\s+)?
      [\w$€£.,'’&-]+(?:\s+[\w$€£.,'’&-]+){0,3}?    # the value: "the Pellham Hall", "38,900"
      \s+not\s+(?:the\s+|their\s+|our\s+|a\s+|an\s+)?
      (?!sure\b|bad\b|great\b|good\b|ideal\b|too\b|very\b|that\b|really\b|a\s+fan\b|yet\b|
         enough\b|much\b|quite\b|so\b|just\b|only\b|always\b|ready\b|done\b|happy\b)
      [\w$€£]
    )
    """,
    _I | re.VERBOSE,
)
ANCHOR_CORR_CUE = re.compile(
    r"\b(?:actually|now|sorry|typo|my\s+bad|my\s+mistake|misremembered|misspoke|wrong|"
    r"corrected|correction|i\s+meant|changed\s+(?:their|his|her|my|our)\s+minds?)\b",
    _I,
)
# - a promise or a job the user owns: "Promised Tavi the brand guidelines pdf by wednesday",
#   "the postmortem action item for INC-2291 is mine: …", "owes the Hendersons a quote"
ANCHOR_COMMIT = re.compile(
    r"^(?:promised|owes?|committed\s+to|is\s+on\s+the\s+hook\s+for)\b|\bis\s+(?:mine|on\s+me)\s*:",
    _I,
)
# - someone's taste: "the lads prefer the 4-3-3", "the goalie Reece prefers playing
#   outfield", "Maya is obsessed with octopuses"
ANCHOR_PREFER = re.compile(
    r"^(?!(?:is|am|has|was|prefers|loves|hates)\b)[^,;:]{2,60}?\b(?:prefers?|is\s+obsessed\s+with|"
    r"are\s+obsessed\s+with|swears?\s+by|can't\s+stand|(?:really\s+)?(?:loves?|hates?))\b",
    _I,
)
# - a choice made: "The Wexford Family Fund wants a site visit in may, I said yes", "we're
#   going to write our own thin client by Q2", "Moving the studio to Keller Ave from march"
ANCHOR_DECIDE = re.compile(
    r"\b(?:i|we)\s+said\s+yes\b|\bwe(?:'re|\s+are)\s+(?:going\s+to|gonna)\s+"
    r"(?!(?:be|need|have|run|miss|lose|get|hit|see|struggle|end\s+up)\b)(?-i:[a-z])\w+|"
    r"\b(?:we|i)\s+(?:decided|voted|agreed)\s+to\b|\bgoing\s+with\b|"
    r"^moving\s+(?:the|our|my)\s+[\w\s-]{2,30}?\s+to\b",
    _I,
)
# A subject that is a specific thing: "the lease …", "our BAA …", "my kids' school pickup …".
ANCHOR_DETERMINED = re.compile(r"^(?:the|our|my|their|his|her|a|an)\b", _I)

# Words the fallback's code and chatter vetoes (FB_CODE, CHATTER) share with talk about the
# world: a mood ("lol", "ugh", "better"), "again", a want, "it" as the subject of its own
# clause ("… until it's renewed"; not "on it", "set it": those point into the session). In a statement whose anchors show it is about the world (english._world) they are
# masked before the vetoes are read: "the mobile clinic van broke down again, Teodoro says it
# needs a new transmission ~$6k", "Maya wants to be a marine biologist lol", "Kieran's ankle
# is fine now", "Gideon at Brightwater told me they're not investing in dev tools this year".
FB_SOFT = re.compile(
    r"""
    \b(?:lol|lmao|haha\w*|ugh|meh|ok|okay|cool|nice|awesome|great|good|better|worse|
       again|want|wants|need|needs|all\s+day|page|slow|output|changed|change|working|
       worked|works|
       broke\s+down|breaks\s+down|broken\s+down|
       it(?=\s+(?:is|was|has|needs|lapses|expires|ends|starts|runs|\w+ed)\b)|it's|
       (?:isn't|aren't|wasn't|weren't|not)\s+\w+ing)\b
    """,
    _I | re.VERBOSE,
)

# A dropped "I'm" before a plan of the user's own with an anchor: "raising my day rate to $650
# from jan 1", "closing our Etsy shop end of March", "gonna be at KubeSummit in Lisbon feb
# 4-6". The gerund takes "my"/"our" (not "fixing the parser"), and a date or an amount is
# required ("updating my notes" is narration).
DROPPED_IM_ANCHORED = re.compile(
    r"^(?:(?:btw|fyi|also|oh|so|and|ok(?:ay)?|heads\s+up)[,:]?\s+)*"
    r"(?P<at>(?:gonna|going\s+to)\s+be\s+(?:at|in|on|away|off|out|back)\b|"
    r"(?!(?:fixing|debugging|testing|refactoring|updating|running|building|deploying|merging|"
    r"rebasing|reverting|checking|looking|trying|reading|writing|adding|removing|renaming|"
    r"cleaning|editing|changing|pushing|pulling|committing)\b)"
    r"(?-i:[a-z])[a-z]+ing\s+(?:my|our)\s)"
    r"(?=.*(?:" + ANCHOR_WHEN.pattern + r"|[$€£]\s?\d|\d\s?%))",
    _I,
)
# The user's own change with a date: a decision ("I'm raising my day rate to $650 from jan 1",
# "we're closing the Etsy shop end of March", "moving the studio to Keller Ave from march").
FB_I_PLAN = re.compile(
    r"^(?:i'm|i\s+am|we're|we\s+are)?\s*(?:raising|lowering|cutting|moving|switching|dropping|"
    r"closing|opening|increasing|reducing|pausing|ending|cancell?ing|quitting|stopping|"
    r"shutting\s+down|retiring|upping|bumping)\s+(?:my|our|the)\s[^,;]{2,60}?"
    r"\b(?:to|from|by|on|in|at|until|after)\b(?=.*(?:" + ANCHOR_WHEN.pattern + r"))",
    _I,
)
# - who someone is, said in passing: "Mateo from Ironleaf is my main contact now", "Gideon at
#   Brightwater told me …", "Javier (Northwind Grain's admin) keeps opening tickets …"
ANCHOR_IDENTITY = re.compile(
    # a person's name, not a place after a preposition ("moved to Berlin from Toronto")
    r"(?<!\bto\s)(?<!\bin\s)(?<!\bat\s)(?<!\bfrom\s)(?<!\bnear\s)"
    r"(?!(?-i:Is|Was|Be|Am|Are|Were|Been|Being|Still|Now|Also|Just|Back|Out|Off)\b)"
    r"(?-i:[A-Z][a-z]+)\s+(?:from|at)\s+(?-i:[A-Z])[\w&'-]+|"
    r"(?-i:[A-Z][a-z]+)\s+\((?:[\w&'’-]+\s+){0,3}[\w&-]+(?:'s|’s)\s+[\w\s-]{2,20}\)|"
    r"\bis\s+(?:my|our)\s+(?:main\s+|new\s+)?(?:contact|point\s+of\s+contact|counterpart|"
    r"coordinator|liaison)\b",
)
# - the user done with someone or something: "I'm not working w him again", "we're no longer
#   running the summer camp"
ANCHOR_DONE_WITH = re.compile(
    r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:not\s+(?:working|using|hiring|booking|renewing|"
    r"going\s+back)\b[^,;]*\bagain\b|no\s+longer\s+\w+ing\b)",
    _I,
)
# - a state with an end in sight: "… next week", "… by wednesday", "in the next 60 days",
#   "the freezer alarm went off at 3am", "rolling back" (a raised statement holds for now)
ANCHOR_NEAR = re.compile(
    r"\b(?:(?:all\s+)?next\s+week|this\s+(?:week|weekend)|(?:the\s+)?next\s+\d+\s+(?:days|weeks)|"
    r"tomorrow|tmrw|tonight|by\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|eod|eow)|"
    r"rolling\s+back|at\s+\d{1,2}(?::\d\d)?\s?(?:am|pm)|all\s+weekend|"
    r"on\s+the\s+\d{1,2}(?:st|nd|rd|th))\b",
    _I,
)
# … or without a date, a choice that says it replaces something: "we're submitting to NeurIPS
# instead of ICLR", "moving my analysis from MATLAB to Python for good", "we're no longer
# running the summer camp in Tolland", "we're going fully remote after that".
FB_I_CHOICE = re.compile(
    r"^(?:i'm|i\s+am|we're|we\s+are)\s+(?:"
    r"no\s+longer\s+(?-i:[a-z])\w+ing\b|"
    r"going\s+(?:fully\s+)?(?:remote|hybrid|in-person|part-time|full-time)\b|"
    r"(?-i:[a-z])\w+ing\b[^,;]*\b(?:instead\s+of|for\s+good|from\s+now\s+on|going\s+forward|"
    r"permanently)\b)",
    _I,
)
# - a thing of the user's work that changed or is due: "the kit arrived but the sizes are
#   wrong", "the warehouse lease on Dunmore St is up in august", "dictation moved from Dragon
#   to DAX", "the -80 freezer alarm went off at 3am" (the project's state, not a life fact)
ANCHOR_STATE = re.compile(
    r"\b(?:moved\s+(?:from|to)|went\s+(?:off|down|live)|arrived|expired|expires|lapse[sd]?|"
    r"is\s+up\s+(?:in|for|on|at)|outage|broke\s+down|sold\s+out|came\s+(?:through|thru)|"
    r"got\s+(?:postponed|cancell?ed|delayed|moved|pushed|approved|rejected)|"
    r"(?:is|are|was|were)\s+(?:postponed|cancell?ed|delayed|approved|rejected|back\s+up))\b",
    _I,
)
# A milestone of the user's work, said as a status line ("Status: cert rotation automation
# shipped", "apple approved 212 after 9 days", "lost 2-1 but played well", "Oskar finished 9
# of the 14 tracks", "Playtest #4 scheduled for Dec 12"): with an anchor or a status label it is
# the project's state, however short, and not an episode of the day.
ANCHOR_MILESTONE = re.compile(
    r"""\b(?:shipped|released|launched|went\s+live|approved|signed\s+off|finished|completed|
         went\s+(?:through|thru)|scheduled\s+for|(?:won|lost|drew)\s+\d+\s*[-–]\s*\d|(?:is|are|'s)\s+
         (?:out|live|done|fixed|merged|approved|complete|finished)\b)""",
    _I | re.VERBOSE,
)
# A milestone that holds for now: an event booked ahead ("scheduled for Dec 12"), said with a
# near day, or a build in review ("apple approved 212", "rejected build 219").
ANCHOR_MILESTONE_NOW = re.compile(
    r"""\bscheduled\s+for\b|\b(?:today|tonight|tomorrow|yesterday|this\s+(?:week|morning|
         afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|
         \b(?:approved|rejected|submitted)\s+(?:build\s+|v)?\d""",
    _I | re.VERBOSE,
)
ANCHOR_STATUS_LABEL = re.compile(r"^(?:status|update|progress|milestone|changelog)\s*:", _I)
# "9 of the 14 tracks", "11 out of 14": a count of a whole.
ANCHOR_COUNT = re.compile(r"\b\d+\s+(?:of|out\s+of)\s+(?:the\s+|our\s+)?\d+\b", _I)
# An episode of the day: a raised statement with one stays where the tier put it.
ANCHOR_EPISODE = re.compile(
    r"\b(?:yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|today|tonight|earlier|"
    r"just\s+now|the\s+other\s+day|a\s+(?:minute|moment|second)\s+ago|"
    r"(?:called|emailed|texted|rang|showed\s+up|came\s+by|dropped\s+by|stopped\s+by)\b)",
    _I,
)
# Not a decision: an event moved to another day ("we're moving the pour to Thursday",
# "pushing our 1:1 to next week"), or a choice for now ("we're using the side entrance
# instead of the main one this week"): the project's state or the user's situation.
FB_PLAN_NOT = re.compile(
    r"\b(?:moving|pushing|bumping|shifting|pulling)\b[^,;]*?\bto\s+(?:next\s+|this\s+|the\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|tonight|week|weekend|"
    r"\d{1,2}(?:st|nd|rd|th)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)"
    r"|\b(?:this\s+(?:week|weekend|morning|afternoon)|today|tonight|tomorrow|tmrw|for\s+now)\b",
    _I,
)


# -- the kind of a raised statement, by verb and subject class (english.anchored_kind) -----
# Read after the verb classes above (ANCHOR_X_NOT_Y … ANCHOR_IDENTITY) found nothing, or to
# refine them. Each is a class of verbs or subjects, not a sentence.

# Someone who helps the user or works with them, named by their role, casual or formal:
# "the roof guy", "their contact", "receiving guy", "our field coordinator", "the florist".
# The last lines are the people of someone's care: "the sub aide is named Teresa", "Dad's
# cardiologist is Dr. Feld", "Ines is the hospice chaplain", "his pcp is dr. moreau".
_ROLE_NOUN = r"""(?:guy|gal|lady|dude|person|folks?|contact|rep|representative|point\s+person|
    liaison|counterpart|coordinator|manager|supervisor|dispatcher|driver|broker|agent|
    accountant|bookkeeper|lawyer|attorney|solicitor|paralegal|realtor|landlord|landlady|
    contractor|subcontractor|plumber|electrician|roofer|mechanic|handyman|builder|architect|
    vendor|supplier|caterer|florist|photographer|videographer|shooter|dj|officiant|planner|
    baker|chef|doctor|dentist|therapist|nurse|vet|pediatrician|physio|trainer|coach|tutor|
    teacher|nanny|babysitter|sitter|cleaner|assistant|ea|pa|admin|receptionist|recruiter|
    advisor|adviser|mentor|boss|lead|owner|founder|cofounder|co-founder|director|cto|ceo|cfo|
    coo|ciso|cio|cmo|cro|cpo|vp|csm|tam|account\s+manager|account\s+exec|buyer|sponsor|investor|editor|
    collaborator|maintainer|packager|reviewer|supervisor|pi|postdoc|chair|secretary|treasurer|
    president|captain|champion|consultant|freelancer|courier|foreman|inspector|adjuster|
    banker|stylist|midwife|doula|surgeon|specialist|translator|interpreter|committee|
    conveyancer|notary|surveyor|valuer|assessor|auditor|underwriter|registrar|bursar|
    headteacher|caseworker|counsell?or|psychiatrist|psychologist|optometrist|chiropractor|
    osteopath|dietitian|nutritionist|groomer|farrier|tailor|decorator|tiler|joiner|carpenter|
    glazier|locksmith|gardener|landscaper|arborist|exterminator|associate|analyst|principal|
    aide|caregiver|carer|home\s+health\s+aide|pcp|gp|neuro|neurologist|cardiologist|
    oncologist|geriatrician|urologist|dermatologist|endocrinologist|rheumatologist|
    pulmonologist|nephrologist|gastroenterologist|hematologist|audiologist|
    podiatrist|ophthalmologist|orthopedist|internist|hospitalist|pharmacist|paramedic|
    social\s+worker|case\s+manager|care\s+manager|chaplain|pastor|priest|rabbi|imam|
    physical\s+therapist|occupational\s+therapist|speech\s+therapist|
    # the people of a tour, a venue or a firm: "oslo promoter is ingrid solberg at blå"
    promoter|booker|publicist|counsel|tour\s+manager)"""
# A role noun alone, as the first word of a sentence typed in lower case ("accountant is
# Keiko Hara"): not a name to raise (:mod:`.shorthand`).
ROLE_WORD_FIRST = re.compile(
    r"(?:(?:hey|hi|ok|okay|so|fyi|btw|ugh|lol|oh|also|and|well|yeah|anyway)\b\W*\s+)*"
    r"(?:the\s+|our\s+|my\s+)?(?:[a-z-]+\s+)?" + _ROLE_NOUN + r"\b",
    _I | re.VERBOSE,
)
# Someone close named by a kin word alone, as English writes "Dad" for a name, or after
# my/our/his/her ("my father-in-law", "our grandpa"): the subject of a statement about their
# life. Read with :data:`KIND_HEALTH` (their health is a fact) and on its own (what "Dad"
# did or has is a fact of his life, not a tie, unless the statement names a role).
KIN_SUBJECT = re.compile(
    r"""^(?:(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?)?
    (?:mom|mum|mother|mama|momma|ma|dad|father|papa|pa|grandma|grandpa|grandmother|
       grandfather|granny|gran|nan|nana|nanna|nani|grandad|granddad|gramps|husband|wife|
       spouse|son|daughter|kids?|brother|sister|sibling|aunt|auntie|uncle|cousin|
       niece|nephew|(?:mother|father|brother|sister|son|daughter)-in-law|stepmom|stepdad|
       stepmother|stepfather|in-laws|parents)
    (?:['’]s\s+[\w-]+)?\b(?!\s*,)(?!\s+(?-i:[A-Z]))   # not "Nani Asha …" (a title)
    (?!.*\b(?:is|are|was)\s+(?:[\w-]+['’]s|my|our|his|her|their)\s)  # not "… is Dev's mom"
    """,
    _I | re.VERBOSE,
)
# A role noun alone (``english._EN_NAME_ROLE_BRACKET``: "Joss (the sitter) has a key").
ROLE_NOUN_CARE = _ROLE_NOUN
# "Receiving guy there is walt", "Our field coordinator in Nakuru is Wanjiru", "the new
# bookkeeper is Dana Oyelaran", "Photographer for the Hale wedding is Eitan Shalev".
# Capitalised words after a role that are no name: a day, a month, a holiday.
_NOT_A_NAME = (
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|"
    r"Thurs|Fri|Sat|Sun|January|February|March|April|May|June|July|August|September|October|"
    r"November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Christmas|Easter|"
    r"Thanksgiving|The|This|That|It|He|She|They|We|I|And|But)\b)"
)
KIND_ROLE_IS_NAME = re.compile(
    r"(?:^|\b(?:the|our|my|their|his|her|new)\s+)(?:[\w'’-]+\s+){0,2}?"
    + _ROLE_NOUN
    + r"""\b
    (?:\s+(?:there|here|now|at|in|for|on|from|over)\b(?:\s+(?:the\s+)?[\w&'’-]+){0,3}?)?
    \s*,?\s+(?:is|=|will\s+be|'s)\s+(?:now\s+|still\s+|also\s+)?(?:called\s+|named\s+)?
    (?:(?-i:Dr|Mr|Mrs|Ms|Prof|Professor|Coach|Chef)\.?\s+)?
    (?P<who>"""
    + _NOT_A_NAME
    # "Halden's associate is Tobi Lindqvist": a surname may follow
    + r"""(?-i:[A-Z][a-z]+)(?:[\s-](?-i:[A-Z][a-zà-ÿ]+)){0,2}|(?-i:[a-z]{3,12})(?:\s(?-i:[a-z]{3,14})(?=\s*[,.;(]|$))?
    (?=\s+(?:\d|from\b|at\b|she\b|he\b|they\b|and\b)|
    \s*[,.;(]|$))""",
    _I | re.VERBOSE,
)
# Who holds a post, said post first as a note (the fallback's frame role × is × name, read
# before its code and chatter vetoes): "Sound guy for the tour is benji adeyemi, freelance",
# "oslo promoter is ingrid solberg at blå this time", "Accountant is ruth hennessy", "Finance
# contact is Hyun-woo Park". A name typed in lower case is two words (a first name and a
# surname) none of which reads as a state ("the sound guy is really awful", "the delivery
# guy is running late" are no names).
ROLE_IS_PERSON = re.compile(
    r"^(?:(?:the|our|my|their|new|current)\s+)?(?:[\w'’&-]+\s+){0,2}?"
    + _ROLE_NOUN
    + r"""\b
    (?:\s+(?:for|at|in|on|from|of)\s+(?:the\s+|our\s+)?[\w&'’-]+(?:\s+[\w&'’-]+)?)?
    \s+(?:is|=)\s+(?:now\s+)?
    (?:(?-i:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?
    (?P<who>"""
    + _NOT_A_NAME
    # "Hyun-woo Park", "Mei-Ling Zhou"
    + r"""(?-i:[A-Z][a-zà-ÿ]+)(?:-[a-zà-ÿ]+)?(?:[\s-](?-i:[A-Z][a-zà-ÿ]+)(?:-[a-zà-ÿ]+)?){0,2}
      | (?P<low>(?-i:[a-z]{3,12})\s(?-i:[a-zà-ÿ]{3,14})))
    (?=\s*(?:[,.;(]|$)|\s+(?:at|from|of|in|and|she|he|they|this|now|btw|fyi)\b)""",
    _I | re.VERBOSE,
)
# Words that end a lower-case "name" as a state, not a surname (with :data:`KIND_NOT_NAME`).
ROLE_IS_NOT_SURNAME = re.compile(
    r"(?:ing|ed|ly|ful|ous|ive|able|ible|less|est|er)$|^(?:bad|news|mad|crazy|wild|insane|"
    r"awful|sorted|gonna|going|out|in|on|at|sick|ill|dead|shit|rubbish|legend|angel|gem|"
    # a degree word and what it grades: "our new rep is quite rude", "the promoter is total
    # garbage", "our booker is half asleep", "our contact is mega chill"
    r"quite|too|kinda|sorta|kind|sort|mega|total|half|very|real|proper|bit|rather|fairly|"
    r"bloody|way|such|utter|absolute|complete|rude|chill|garbage|trash|asleep|awake|alive|"
    r"rough|tough|harsh|nuts|fab|great|fine|cool|mean|nice|keen|slow|fast|weird|odd|strange|"
    r"clueless|useless|hopeless|vague|cagey|rad|sound|solid|ace|brill|boss|toast|done|gone)$"
)
# A who's-who note with "=" ("hannah lutz = my manager", "devansh = ML eng, owns the serving
# side", "kwame = data eng (pipelines)"): a name, "=", then a post (a role word or "my …").
NAME_EQUALS_ROLE = re.compile(
    # after a short label: "quick who's who: marta = my skip level"
    r"^(?:[^:=\n]{1,30}:\s+)?"
    r"(?P<name>(?!(?:it|this|that|x|y|n|i|total|sum)\b)[A-Za-z][a-z'’-]+(?:\s[A-Za-z][a-z'’-]+)?)"
    r"\s*=\s*"
    # a post: "(my|our|their|the) … <role noun>", or "my …" ("marta = my skip level"), never
    # any noun ("eta = the pickup time plus 3 hours", "rent = our biggest cost every month")
    r"(?P<role>(?:my|our|their|the)\s+(?:[\w-]+\s+){0,2}?"
    + _ROLE_NOUN
    + r"\b|my\s+(?:[\w-]+\s+){0,2}?(?:level|report|mum|mom|dad|wife|husband|partner|son|"
    r"daughter|brother|sister|cousin|uncle|aunt|friend|mate|flatmate|roommate|colleague|"
    r"peer|neighbou?r|in-law|ex|girlfriend|boyfriend|fianc[eé]e?|grandma|grandpa|nan|"
    # a person noun by its ending: "priya = my accompanist", "dev = my co-founder"
    r"[\w-]{3,}(?:ist|ian|er|or|ant)|student)\b"
    # ("rent = my biggest cost every month" is a sum, not a post)
    r"|(?:[\w/&+-]+\s+){0,3}?(?:"
    + _ROLE_NOUN
    + r"|eng|engineer|dev|developer|designer|pm|sre|qa|scientist|researcher|intern)\b)",
    _I,
)
# "their contact Priyanka Sethi changed the theme", "The roof guy, Dmitri from Carver Roofing,
# quoted $9,400", "our new rep Jordan Pike says …": a role right before a name.
KIND_ROLE_THEN_NAME = re.compile(
    r"\b(?:the|our|my|their|his|her)\s+(?:new\s+|old\s+|main\s+|usual\s+)?(?:[\w-]+\s+)?"
    + _ROLE_NOUN
    + r"\b\s*,?\s+(?:(?-i:Dr|Mr|Mrs|Ms)\.?\s+)?"
    + _NOT_A_NAME
    + r"(?-i:[A-Z][a-z]+)\b(?!\s+(?:is|are|was)\b)",
    _I | re.VERBOSE,
)
# "New driver starts monday name is lupe castaneda", "new vendor for linens, name's Hollis":
# a role, then the person's name given.
KIND_ROLE_NAMED = re.compile(
    r"\b" + _ROLE_NOUN + r"\b.*?\b(?:(?:his|her|their)?\s*name\s+is|name's|named|goes\s+by)\s+\w",
    _I | re.VERBOSE,
)
# Roles of people in a matter, a class, an event or a household beyond :data:`_ROLE_NOUN` and
# :data:`REL_WORDS`: "Kwame is the executor now", "Marek is now best man", "Yusuf is a
# rotation student", "Raul is in-house counsel at Sunvale", "Henningsen is the handyman".
_ROLE_MORE = r"""(?:counsel|executor|executrix|trustee|beneficiary|guardian|witness|expert|
    associate|partner|clerk|judge|mediator|arbitrator|student|pupil|apprentice|trainee|
    tech|technician|hygienist|pharmacist|midwife|carer|caregiver|best\s+man|maid\s+of\s+honou?r|
    bridesmaid|groomsman|usher|ringbearer|godparent|godmother|godfather|host|emcee|mc|
    handyman|caretaker|janitor|superintendent|super|steward|organi[sz]er|volunteer|
    deputy|head|principal|governor|moderator|admin|owner|lead|point\s+person|
    # posts on a team: "Rahul starts Monday as our new backend engineer"
    engineer|developer|dev|designer|analyst|scientist|researcher|hire|intern|receptionist|
    bookkeeper|controller|officer|administrator|nurse|medic|paramedic|instructor|lecturer)"""
# A named person given a role as what they are (a relationship): "Kwame is the executor now",
# "Denise Okafor is opposing counsel on the Brightwater lease dispute", "Yusuf is a rotation
# student", "Priya is taking over as KS4 coordinator from January". The name may come after
# whose they are ("Adebayo's son Kwame is …", "His sister Inés is going to be a witness").
KIND_NAME_IS_ROLE = re.compile(
    r"""
    ^(?:[\w\s]{1,20}:\s*)?                     # "Basically: …", "To self: …"
    (?:(?:[\w'’]+,?\s+){0,3}?)      # "Lars Henningsen, Henningsen is …"
    (?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?,?\s+
    (?:(?:is|'s|’s|will\s+be|is\s+going\s+to\s+be|becomes|became)\s+
       (?:now\s+|also\s+|still\s+|officially\s+)?
     |(?:is\s+|will\s+be\s+)?(?:taking\s+over|stepping\s+(?:in|up)|filling\s+in|staying\s+on|
        starting|coming\s+(?:on|in))\s+as\s+
     # "Sunita will take over as head of catering", "Ade took over as treasurer"
     |(?:(?:will|'ll|is\s+going\s+to|is\s+gonna)\s+take|takes|took)\s+over\s+as\s+
     # a start on a day in a post: "Rahul starts Monday as our new backend engineer", "Ines
     # joined last month as the studio's bookkeeper"
     |(?:starts|started|joins|joined|is\s+joining|begins|began)\s+(?:[\w-]+\s+){0,3}?as\s+)
    (?:(?:(?:a|an|the|our|my|their|his|her|acting|interim|new|opposing|in-house)\s+)+
       (?:[\w'’-]+\s+){0,2}?                   # "a visiting student", "the studio's head"
     |(?:(?!(?:from|to|in|at|on|for|with|of|by|and|or|not|\w+ing)\b)[\w-]+\s+){0,2}?)
    (?:"""
    + _ROLE_NOUN
    + "|"
    + _ROLE_MORE
    + r""")\b(?!\s*(?:'s|’s))
    # a seat on a body of the user's world: "Sarah Okafor from Hollis is on our board now",
    # "Femi is on the hiring committee", "Dr Lund sits on the ethics panel"
    |^(?:(?:[\w'’]+\s+){0,3}?)(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?,?\s+
    (?:is|'s|’s|sits|will\s+be)\s+(?:now\s+|also\s+|still\s+)?on\s+(?:our|the|their|my)\s+
    (?:[\w-]+\s+){0,2}?(?:board|committee|council|panel|advisory\s+board|jury|bench|faculty|
    payroll|staff|governing\s+body|governors)\b
    """,
    _I | re.VERBOSE,
)
# A change of one of the team's own people, said with "our" (the team's staffing, so the
# project's state): "Our ED, Harriet Osei, is stepping down effective Jan 31", "Milo, our
# first sales hire, is leaving at the end of the month", "Our pastry chef Ingrid is going
# part-time after the new year" (not "My sister Ingrid is leaving": a fact of a life).
KIND_OUR_STAFF_CHANGE = re.compile(
    r"""
    ^(?:our\s+(?:[\w-]+\s+){0,3}?(?:[\w-]+,\s+)?(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?,?
      |(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?\s*(?:,|\(|[—–-])\s*our\s+[^,()—–]{2,40}
       (?:,|\)|\s[—–-]))
    \s*(?:is|'s|’s|will\s+be|has)\s+(?:now\s+|also\s+|officially\s+)?
    (?:leaving|stepping\s+down|retiring|quitting|resigned|resigning|handing\s+in|
       going\s+(?:down\s+to\s+)?(?:part[-\s]time|full[-\s]time|\d)|cutting\s+(?:back|down)|
       dropping\s+to|moving\s+to\s+(?:nights|days|part[-\s]time)|given\s+notice)\b
    """,
    _I | re.VERBOSE,
)
# Someone close to the user on the move or at an event, on a day (a fact of their life, not a
# tie, though a kin or role word names them): "My mom's coming in Saturday for her 70th",
# "Ugh my mom's visiting all next week", "Jun, our CTO, is in Seoul this week for his
# brother's wedding", "Rafi and I are both doing a 3-day retreat Dec 27-29", "Is taking my son
# to his college visit in Boulder next Wed-Fri". Not a start ("my daughter amara starts uni in
# september" says who she is) nor a standing meeting ("a 1:1 with my skip-level").
KIND_KIN_EVENT = re.compile(
    r"""
    \b(?:is|are|'s|’s|am)\s+(?:both\s+|also\s+|still\s+|all\s+)?
    (?:coming(?:\s+(?:in|over|up|down|to|for|home))?|visiting|flying\s+(?:in|out|to|home)|arriving|
       staying\s+(?:with|at|in)|travel(?:l)?ing|away|off\s+to|heading\s+(?:to|out)|
       doing\s+an?\s+(?:[\w-]+\s+){0,2}?(?:retreat|trip|course|marathon|race|camp|tour|course|
       workshop|conference|holiday|vacation)|
       in\s+(?-i:[A-Z])[\w-]+|taking\s+(?:my|our|his|her)\s+[\w-]+\s+to)\b
    | ^(?:is|am)\s+taking\s+(?:my|our)\s+[\w-]+\s+to\b
    """,
    _I | re.VERBOSE,
)
# A person's health and care (a fact of their life, though a kin or role word names them or
# the name stands where a company's would): a medicine and its dose, a diagnosis, a fall or
# an operation, an aid they use, the cover that pays for it — "Mom is allergic to penicillin",
# "my dad takes 50mg of sertraline every morning", "Grandma fell in the bathroom on tuesday",
# "Abuelo has medi-cal too", "my husband has type 2 diabetes", "Nana will not wear her
# hearing aids". Drug names are read by their stems (-pril, -sartan, -statin, -formin …).
KIND_HEALTH = re.compile(
    r"""
    \b\d+(?:\.\d+)?\s*(?:mg|mcg|µg|ml|units?|iu)\b
    | \b[a-z]+(?:pril|sartan|olol|statin|formin|dipine|azole|cillin|mycin|azepam|zolam|oxetine|
        pramine|triptan|dopa|cycline|floxacin|prazole|tidine|parin|xaban|gliptin|semide|thiazide|
        lukast|pezil|tiapine|zapine|traline|peridone|lamine|profen|codone|morphone)\b
    | \b(?:weight|meds|medications?|medicines?|pills|prescriptions?|prescribed|dose|dosage|dosing|
        insulin|inhaler|oxygen|dialysis|chemo(?:therapy)?|radiation|antibiotics|eye\s+drops|
        allergic|allergy|allergies|diagnos(?:ed|is)|dementia|alzheimer'?s|parkinson'?s|
        diabet(?:es|ic)|a1c|blood\s+(?:pressure|sugar)|hypertension|cholesterol|stroke|
        heart\s+attack|heart\s+failure|cancer|tumou?r|copd|asthma|arthritis|osteoporosis|
        seizures?|epilepsy|hallucinat\w+|incontinen\w+|neuropathy|sclerosis|
        fell(?!\s+(?:by\s+|to\s+|from\s+)?(?:\d|\$|£|€|off|behind|short|through|apart|flat|
          for|asleep|back|below|under|out|into\s+(?:place|line)))|a\s+fall|fracture[sd]?|broke\s+(?:his|her|their)|surgery|surgeries|
        hospitali[sz]ed|in\s+(?:the\s+)?hospital|urgent\s+care|the\s+er|icu|discharged|
        hospice|x-?rays?|mri|ct\s+scan|biopsy|hearing\s+aids?|walker|wheelchair|cane|catheter|
        feeding\s+tube|dentures|pacemaker|cpap|medicare|medicaid|medi-cal|part\s+d)\b
    # their age: "my dad is 81, turns 82 in october", "Nana is 94 years old"
    | \b(?:is|'s|’s)\s+(?:\d{2,3})\b(?!\s*(?:mins?|minutes|hours?|hrs?|%|k|am|pm|days?|
        weeks?|miles?|km|min|[/:.-]\d))
    | \bturns\s+\d{1,3}\b | \b\d{1,3}\s+(?:years?|yrs?)\s+old\b
    """,
    _I | re.VERBOSE,
)
# A named person's condition, diet or injury, said with words code talk also uses ("type",
# "broke", "again"): "Yuki is type 1 diabetic", "Dmitri broke his wrist skateboarding",
# "Noor has a severe nut allergy again". Read by the fallback tier before its code veto
# (``english._fallback_en``), for a statement that opens with a name; not an age or a dose
# (a version, a build), which :data:`KIND_HEALTH` also reads.
NAMED_HEALTH = re.compile(
    r"""
    \b(?:type\s+[12]\s+)?diabet(?:ic|es)\b
    | \b(?:allergic|allergy|allergies|intolerant|coeliac|celiac|vegan|vegetarian|pescatarian|
         pregnant|asthmatic|epileptic|concussion|tendinitis|tendonitis|sciatica|
         diagnosed\s+with|in\s+(?:a\s+)?(?:cast|sling|wheelchair)|on\s+crutches)\b
    | \b(?:broke|broken|fractured|sprained|dislocated|tore|torn|twisted)\s+(?:his|her|their)\s+
         (?:wrist|arm|leg|ankle|hand|foot|finger|thumb|toe|collarbone|nose|ribs?|hip|elbow|
          knee|shoulder|back|jaw|acl|achilles)\b
    """,
    _I | re.VERBOSE,
)
# Someone close refusing a thing of their care or their day (a taste of theirs, a
# preference): "Nana will NOT wear the hearing aids", "my son refuses to wear his glasses at
# school", "Grandpa won't use the shower chair". Not the user ("I won't …", a decision).
KIND_REFUSAL = re.compile(
    r"""^(?!(?:i|we|i'm|im)\b)(?:[\w'’-]+\s+){1,3}?(?:still\s+|just\s+)?
    (?:will\s+not|won['’]?t|refuses\s+to|flat\s+out\s+refuses\s+to|does\s*n['’]?o?t\s+want\s+to|
       does\s+not\s+want\s+to)\s+
    (?:wear|eat|use|take|drink|touch|try|shower|bathe|sleep\s+in|go\s+to|put\s+on)\b""",
    _I | re.VERBOSE,
)
# A reading of someone's body, by whose it is ("his weight is down to 58 kg", "Mum's blood
# sugar was 212 this morning", "her bp was 150/90 at the clinic"): a fact of their health,
# not the state of a thing (read with :data:`KIND_HEALTH`).
BODY_MEASURE = re.compile(
    r"""^(?:his|her|their|(?:my\s+)?[\w-]+['’]s)\s+(?:resting\s+|fasting\s+)?
    (?:weight|bp|blood\s+(?:pressure|sugar)|a1c|sugars?|pulse|temp(?:erature)?|o2|oxygen|
       sats|heart\s+rate|cholesterol|inr|psa|creatinine|egfr|kidney\s+function)\b""",
    _I | re.VERBOSE,
)
# What someone puts in, regularly, toward the household or someone's care (a fact of the
# family's money, ``english._r_money_share``): "daniel sends 1000 a month", "my sister pays
# $400 a month toward the carer", "Uncle Femi chips in £150 a week". A name, a kin or role
# word, or a payer ("medicaid", "the VA") as the subject.
MONEY_SHARE = re.compile(
    r"""^(?!(?:each|every|any|a|per|the\s+average)\s+(?:[\w-]+\s+)?(?:user|customer|member|seat|
        subscriber|client|account|tenant|student|player|person)s?\b)
    (?:(?:my|our|his|her|their|the)\s+)?(?:[\w'’-]+\s+){0,2}?
    (?:sends|pays|gives|covers|contributes|chips\s+in|puts\s+in|kicks\s+in|transfers|
       sends\s+(?:us|me|mom|dad|mum|them)|gives\s+(?:us|me|mom|dad|mum|them))\s+
    (?:about\s+|around\s+|like\s+|~)?(?:\$|£|€)?\d[\d,.]*\s*k?\s*
    (?:a|per|each|every|/|an)\s*(?:month|mo|week|wk|year|yr|fortnight|quarter)\b""",
    _I | re.VERBOSE,
)
# A person's medicines listed after one verb, each with its dose or time (``rules.lists._dose_items``):
# "Grandma takes donepezil 10 at night, losartan 50 in the morning, and eye drops twice a day",
# "my son is on sertraline 25mg, melatonin at bedtime and an inhaler as needed". The subject
# is a name, a kin word or "I"; each item is read as its own fact.
DOSE_LIST = re.compile(
    r"""^(?P<subj>(?:(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+)|(?-i:[A-Z])[\w'’-]+(?:\s(?-i:[A-Z])[\w'’-]+)?
        |i)\s+(?P<verb>takes|is\s+on|['’]s\s+on|is\s+taking|am\s+on|take|'m\s+on|uses|gets)\s+
      (?P<rest>[^.;:!?]{10,400})$""",
    _I | re.VERBOSE,
)
# What an item of such a list must hold: a dose or a time of day to take it.
DOSE_ITEM = re.compile(
    r"""\b(?:\d+(?:\.\d+)?\s*(?:mg|mcg|ml|units?|iu|x|times)?\b|once|twice|daily|nightly|
        as\s+needed|prn|(?:at|before|after|with)\s+(?:night|bedtime|breakfast|lunch|dinner|
        supper|meals?|food)|in\s+the\s+(?:morning|evening|afternoon)|a\s+day|every\s+\w+)\b""",
    _I | re.VERBOSE,
)
# Words that show an item is a clause of its own, not a medicine ("he hates it", "we ran out").
DOSE_NOT_ITEM = re.compile(
    r"\b(?:i|he|she|we|they|it|you|is|was|are|were|has|had|will|can't|won't|doesn't|didn't|"
    r"but|because|bc|so|if|when)\b",
    _I,
)
# A change to someone's medicine and its dose, whoever orders it (a fact of the patient's
# care, ``english._r_dose_change``): "they said increase amlodipine to 10 starting tomorrow",
# "the vet wants to try gabapentin 50mg twice a day", "Dr Patel switched Mum from warfarin
# to apixaban 5mg", "they upped his lisinopril to 20mg". A drug read by its stem (as in
# :data:`KIND_HEALTH`) and a number after it.
_DRUG = r"""(?:[a-z]{3,}(?:pril|sartan|olol|statin|formin|dipine|azole|cillin|mycin|azepam|zolam|
    oxetine|pramine|triptan|dopa|cycline|floxacin|prazole|tidine|parin|xaban|gliptin|semide|
    thiazide|lukast|pezil|tiapine|peridone|lamine|profen|codone|morphone|pentin|gabalin|
    nisone|olone|azine|xetine|ipine|apine|amine|traline|prazole|zepam|olam)
    |sinemet|levodopa|insulin|aspirin|tylenol|warfarin|eliquis|coumadin|lasix|seroquel|
    aricept|namenda|zoloft|prozac)"""
DOSE_CHANGE = re.compile(
    r"(?:\b(?:increase|increased|increasing|decrease|decreased|raise|raised|lower|lowered|"
    r"up|upped|bump|bumped|bumping|cut|reduce|reduced|switch|switched|start|started|starting|"
    r"stop|stopped|try|trying|add|added|adding|keep|keeping|taper|tapering|double|doubled|"
    r"halve|halved|prescribed|on)\s+(?:(?:him|her|them|mum|mom|dad|[A-Z][a-z]+)\s+)?"
    r"(?:(?:his|her|their|the|a|my|low-dose|low\s+dose)\s+)?(?:[\w-]+\s+(?:from|to)\s+)?"
    r"\b" + _DRUG + r"\b[^.;]{0,50}?\b\d+(?:\.\d+)?\s*(?:mg|mcg|ml|units?)?\b)",
    _I | re.VERBOSE,
)
# Words that follow "is" without being a name (the lower-case reading of KIND_ROLE_IS_NAME).
KIND_NOT_NAME = frozenset(
    "late out off away back here there sick busy fine great good nice cool awesome terrible "
    "slow fast done gone new old the a an not so very really always never still also just "
    "super way kind pretty amazing ok okay leaving coming retiring moving available booked "
    "free expensive cheap local solid reliable useless".split()
)

# A yes to what someone wants from the user (a commitment): "Dolores wants a weekly digest
# from me every Monday, I said yes", "the Kenyan office asked us to host the Q3 retreat, we
# agreed".
KIND_YES_TO_ASK = re.compile(
    r"\b(?:from\s+(?:me|us)|asked\s+(?:me|us)|wants\s+(?:me|us)\s+to|needs\s+(?:me|us)\s+to)\b"
    r"[^.;]*\b(?:i|we)\s+(?:said\s+(?:yes|ok(?:ay)?|sure)|agreed)\b",
    _I,
)
# Someone settled it (any subject) — "agreed to" is a party's own undertaking, not a choice
# ("Fenwick Motors agreed to sponsor the shirts" is the project's state): "Sunita and Graham have decided NO speeches", "the
# partners agreed on a 60/40 split", "Mum finally chose the oak casket".
KIND_SOMEONE_DECIDED = re.compile(
    r"^(?:[\w&'’.-]+\s+){1,5}?(?:have\s+|has\s+|finally\s+|just\s+|both\s+|all\s+){0,2}"
    r"(?:decided|agreed(?=\s+(?:on|upon|that\s+(?:we|they|i|he|she)\b|(?:we|they)\b))|voted|settled\s+on|opted|chose|picked|went\s+with|"
    r"signed\s+off\s+on)\b"
    # a body that rules: "Board approved the ESOP pool at 12%", "the HOA passed the new fee"
    r"|^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:board|committee|council|trustees|partners|directors|"
    r"leadership|panel|pta|hoa|shareholders|members|vestry|senate|faculty)\s+(?:\w+\s+)?"
    r"(?:approved|ratified|passed|signed\s+off\s+on|green-?lit)\b",
    _I,
)
# A rule or limit the user or their org sets from now on (a decision): "I'm capping it at 3
# per month from next year", "we're only taking deposits by bank transfer going forward",
# "Brennerman cold storage is goin appts only, no more fcfs starting the 1st", "no more
# walk-ins after 5pm from now on".
KIND_POLICY_SET = re.compile(
    r"""
      (?:\b(?:i'm|i\s+am|we're|we\s+are|i'll|we'll|i\s+will|we\s+will)|^(?:is|will))\s+
        (?:now\s+|also\s+)?                  # "Is capping …": a claim's dropped "I'm"

        (?:capping|limiting|restricting|charging|requiring|banning|only\s+(?:taking|accepting|
        doing|booking|working|allowing)|no\s+longer\s+(?:taking|accepting|doing|booking|
        offering|allowing)|not\s+(?:taking|accepting|doing|booking|offering)\s+(?:any\s+)?more)\b
    | \b(?:no\s+more|(?:is\s+|are\s+)?goin[g']?\s+(?!to\b|back\b|home\b|out\b)\w+)\b[^.;]*?
        \b(?:starting|from|as\s+of|effective|beginning)\s+(?:the\s+|next\s+|this\s+)?
        (?:\d|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|now|
        jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)
    | \b\w+\s+only\b[^.;]*\bno\s+more\b | \bno\s+more\b[^.;]*\b\w+\s+only\b
    | ^(?:starting|from|as\s+of|effective|beginning)\b[^.;]{2,30}?,\s*no\s+more\b
    | ^(?:(?:btw|fyi|so|ok)\W+)?(?:[\w\s]{0,20}:\s*)?(?:the|our)\s+new\s+(?:[\w-]+\s+)?
        (?:rotation|policy|rule|rules|process|procedure|schedule|cutoff|cut-off|hours|pricing|
        rates?|fees?|minimum|limit|cap|setup|system|workflow|dress\s+code|curfew)\s+(?:is|are)\b
    | ^(?:my|our)\s+(?:new\s+)?(?:prices|rates|fees|pricing|day\s+rate|hourly\s+rate|
        rate\s+card|packages)\s+(?:for|from|starting|in|as\s+of)\s+(?:next\s+year|20\d\d|
        january|jan|the\s+new\s+year|next\s+season)
    """,
    _I | re.VERBOSE,
)
# Holding something back until a condition (a decision): "Not telling Mira & Jonah until I
# have a plan B", "I'm not signing anything until the lawyer reads it".
KIND_NOT_UNTIL = re.compile(
    r"^(?:(?:i'm|i\s+am|we're|we\s+are|is|are)\s+)?not\s+(?:\w+ing|gonna\s+\w+|going\s+to\s+\w+)\b"
    r"[^.;]*\b(?:until|till|til|unless)\b",
    _I,
)
# What the user told someone they would do (a commitment): "Told Sunita we'd lock in 2024
# pricing if they confirm by Oct 31", "I told the landlord I'll have the rent by friday",
# "assured the client we'd ship the fix before the audit".
KIND_TOLD_WE_WOULD = re.compile(
    r"^(?:(?:also|and|so|btw)\W+)?(?:i\s+)?(?:has\s+|have\s+|i've\s+)?"
    r"(?:told|promised|assured|reassured|let\s+\w+\s+know)"
    r"\s+(?:[\w&'’-]+\s+){1,3}?(?:that\s+)?(?:we'd|i'd|we\s+would|i\s+would|we'll|i'll|we\s+will|"
    # "Has told him someone will be there by thursday": someone of the user's sent
    r"(?:someone|somebody)\s+(?:will|would|'ll|'d)|"
    r"i\s+will|we'd\s+be|i'd\s+be|(?-i:ill|id)(?=\s+(?-i:[a-z])))\b",  # "told her ill talk to …"
    _I,
)
# A piece of work the user takes on, said in the future progressive or as an undertaking (a
# commitment): "Will be doing all the school runs myself", "Shall be covering his ward
# rounds that week", "Has undertaken to send Ms Ilori the draft lease by 3 June". Not the
# user's own life ahead ("Will be taking parental leave", "Will be leaving at 3 most days")
# nor a proposal ("Shall be proposing 4%": a choice).
KIND_I_TAKE_ON = re.compile(
    r"""
    ^(?:i\s+)?
    (?:(?:will|shall|'ll)\s+be\s+
       (?:doing|covering|handling|running|demoing|chasing|preparing|drafting|delivering|
          taking\s+over|looking\s+after|picking\s+up)\b
     |(?:has|have)\s+undertaken\s+to\b
     |undertook\s+to\b)
    """,
    _I | re.VERBOSE,
)
# A promise to a party that something will be so, read as a choice by "committed to" (a
# commitment): "We committed to the county parks office that the trail opens by June 1". Not
# a choice of a thing ("We committed to Postgres for the ledger").
KIND_WE_COMMITTED_THAT = re.compile(
    r"^(?:(?:so|ok|and|also)\W+)*(?:we|i)(?:'ve|\s+have)?\s+(?:already\s+|formally\s+)?"
    r"committed\s+to\s+[^,.;]{2,60}?\s+that\s+\S",
    _I,
)
# What the user must do for someone by a day (a commitment: an obligation, dated, with whom
# it is owed): "Needs to send him the repo link by friday", "Still needs to sort out access
# to the bank accounts for her by mid-December", "Has got to present the analysis to
# governors on 12 October". Not the user's own errand ("I need to defend by July", "book the
# vet for Pepper by the 12th") nor the team's task on a thing of its work
# (:data:`KIND_OUR_WORK_TASK`).
KIND_I_MUST_FOR = re.compile(
    r"""
    ^(?:i\s+)?(?:still\s+)?(?:needs?\s+to|ha(?:s|ve)\s+(?:got\s+)?to|i've\s+got\s+to|got\s+to|
       gotta|must)\s+(?:also\s+|still\s+|definitely\s+)?
    (?:send|give|pay|return|deliver|submit|present|show|sort\s+out|write|draft|prepare|call|
       ring|email|hand\s+in|hand\s+over|forward|share|post|drop\s+off|bring)\b
    (?=[^.;]*?\b(?:him|her|them)\b                   # whom it is owed: "… for her", "send him"
     |\s+"""
    + _NOT_A_NAME
    + r"""(?-i:[A-Z][a-z]+)\b                            # "pay Marco back"
     |[^.;]*?\bto\s+(?:the\s+)?(?:governors|board|client|landlord|tenant|buyer|seller|council|
       school|bank|lender|insurer|auditor|inspector|committee|trustees|"""
    + _NOT_A_NAME
    + r"""(?-i:[A-Z][a-z]+))\b)
    (?=[^.;]*?\b(?:by|before|on)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|
       eod|eow|end|next|this|mid|early|late|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))
    """,
    _I | re.VERBOSE,
)
# What the team, or a piece of its work, must have done by a day (a commitment: an
# obligation with a deadline): "We need to reorder FeLV before the end of the week", "we've
# got to renew the liquor licence by March 3", "The job ad needs to go out by Friday", "the
# grant report has to be submitted before the 14th". Not the user's own errand ("I need to
# defend by July": :data:`KIND_I_MUST_FOR` reads the ones owed to someone) nor a wish ("we
# need to be faster by Q3").
KIND_WE_MUST_BY = re.compile(
    r"""
    ^(?:(?:we|we've|we\s+have|we\s+still)\s+(?:still\s+|really\s+|also\s+)?
        (?:need|needs|have|'ve\s+got|got|must|gotta)\s+(?:to\s+)?
        (?!be\b|have\b|get\s+(?:used|better)|wait\b|decide\b|think\b|figure\b|see\b|talk\b)
        (?-i:[a-z])\w+
     |(?:(?:the|our|this|that)\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s+(?:needs|has|must)\s+(?:to\s+)?
        (?:go\s+(?:out|in)|be\s+(?:sent|filed|submitted|signed|paid|renewed|booked|returned|
           posted|delivered|lodged|in|out|back)\b))
    (?=[^.;]*?\b(?:by|before)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|
       eod|eow|cob|end|next|this|mid|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))
    """,
    _I | re.VERBOSE,
)
# A job handed to a named person, who is now to do it (a commitment of theirs, owed to the
# user): "I've asked Tomasz from the agency to cover the desk", "Has asked Bridget to send it
# tomorrow", "Ingrid has asked Bo to draft the minutes" (not "asked me to …": a request to the
# user, nor "asked whether …": a question).
KIND_ASKED_TO = re.compile(
    r"^(?:i\s+|i've\s+|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?\s+)?"
    r"(?:(?:have|has|had|'ve)\s+)?(?:already\s+|just\s+|also\s+)?asked\s+"
    r"(?!(?:me|us|you|whether|if|about|for|around)\b)"
    # an assistant or a product is asked, not a person ("I asked Alexa to play jazz")
    r"(?!(?:alexa|siri|cortana|chatgpt|gpt|claude|gemini|bard|copilot|bing|google|grok|"
    r"perplexity|cursor|jarvis|bixby)\b)(?-i:[A-Z])[\w'’-]+"
    r"(?:\s+(?:from|at|in)\s+(?:the\s+)?[\w&'’-]+(?:\s+[\w&'’-]+)?)?\s+to\s+"
    # a social ask, not a task: "asked Sarah to marry me", "asked Maria to lunch"
    r"(?!(?:be|marry|lunch|dinner|breakfast|brunch|coffee|drinks|prom|dance|leave|the|a|an|my|"
    r"his|her|their|our|go\s+out|come\s+over|hang\s+out|stay)\b)\w+",
    _I,
)
# A thing owed to a person by a day (a commitment, whoever says it): "Year-end accounts are
# due to her by 31 July", "Y7 science fair ideas to me by half term", "the signed lease back
# to Okafor before the 3rd" (not "moved to Friday by …": a day is no person).
KIND_TO_PERSON_BY = re.compile(
    r"\b(?:due\s+|back\s+)?to\s+(?:me|us|her|him|them|"
    r"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|febr)uary\b|march\b|april\b|"
    r"may\b|june\b|july\b|august\b|(?:septem|octo|novem|decem)ber\b)(?-i:[A-Z])[a-z]+)\s+"
    r"(?:by|before|no\s+later\s+than)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|"
    r"tmrw|eod|eow|cob|end|next|this|mid|half|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
    _I,
)
# … not past narration: "I spoke to him before the 3pm call", "The package was delivered to
# me by 10am" (a verb of motion, speech or the past right before "to").
KIND_TO_PERSON_BY_NARRATED = re.compile(
    r"\b(?:[a-z]+ed|spoke|said|told|went|came|ran|got|sent|brought|gave|wrote|drove|rode|"
    r"flew|talked|was|were|speaking|talking|chatting)\s+$",
    _I,
)


def to_person_by(text: str) -> bool:
    """Whether ``text`` has something owed to a person by a day (:data:`KIND_TO_PERSON_BY`)."""
    m = KIND_TO_PERSON_BY.search(text)
    if m is None:
        return False
    if re.match(r"(?:due|back)\b", m.group(0), _I):
        return True
    return not KIND_TO_PERSON_BY_NARRATED.search(text[: m.start()])


# A habit or rule of the user's own, said without a subject or with "I" (a preference):
# "Doesn't answer on Sundays unless it's wedding week", "never book flights before 7am",
# "I only take calls in the afternoon", "Does NOT do destination weddings anymore".
KIND_HABIT = re.compile(
    r"""
    ^(?:i\s+)?(?:don't|doesn't|do\s+not|does\s+not|never|always|only|won't|will\s+not|
       no\s+longer|usually|can't|cannot|can\s+never)\s+(?:ever\s+)?(?:\w+\s+)?
    (?:answer|answers|take|takes|do|does|work|works|book|books|accept|accepts|reply|replies|
       respond|responds|schedule|travel|travels|drive|drives|shoot|shoots|eat|eats|drink|
       drinks|fly|flies|check|checks|read|reads|text|texts|call|calls|meet|meets|use|uses|
       sign|signs|pick\s+up|picks\s+up|open|opens|start|starts)\b
    (?=.*\b(?:on\s+\w+days|weekends?|after\s+\d[\w:.]*|before\s+\d[\w:.]*|after\s+(?:dark|hours|work)|
       (?:before|after|until|till)\s+(?:noon|midday|lunch|lunchtime)|
       unless|anymore|any\s+more|at\s+night|in\s+the\s+(?:morning|evening|afternoon)s?|
       mornings|evenings|nights|ever|outside|past\s+\d[\w:.]*|more\s+than)\b)
    # a standing slot of the user's week: "I do deep work Tue and Thu mornings", "does admin
    # on Fridays", "keeps Wednesdays for school pickup"
    | ^(?:i\s+)?(?:do|does|keep|keeps|block|blocks|reserve|reserves)\s+(?:my\s+|all\s+(?:my\s+)?)?
      (?:deep\s+work|focus(?:\s+time|\s+work)?|heads-?down\s+\w+|admin|emails?|inbox|calls|
         meetings|1:1s|one-on-ones|reviews|office\s+hours|planning|wfh|remote|from\s+home)
      (?:\s+\([^()]{1,60}\))?\s+
      (?:(?:on\s+)?(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)[a-z]*\s*(?:and|&|\+|/|,)\s*
         (?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)[a-z]*
       |(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:mon|tues|wednes|thurs|
         fri|satur|sun)day)\b
    # when the user works best (a way of working): "Does my best work before 11am", "I think
    # best on walks", "I'm most productive late at night"
    | ^(?:i\s+)?(?:do|does)\s+(?:my|his|her|their)\s+best\s+(?:work|thinking|writing|coding)\b
    | ^(?:i\s+)?(?:work|works|think|thinks|write|writes|focus|focuses|concentrate|concentrates)
        \s+(?:much\s+)?(?:best|better)\s+(?!than\b)\w
    | ^(?:i'm|i\s+am|is)\s+(?:most|more)\s+(?:productive|focused|alert|creative)\b
    """,
    _I | re.VERBOSE,
)
# The things of the user's work: an order, a load, a booking, a venue, an outage, a grant.
_WORK_NOUN = r"""(?:outage|incident|order|orders|shipment|shipments|load|loads|delivery|deliveries|pickup|
       pickups|pu|del|drop|invoice|invoices|contract|contracts|lease|booking|bookings|venue|
       vendor|project|launch|release|budget|pricing|quote|quotes|deposit|deposits|grant|grants|
       registration|license|licence|permit|permits|inspection|audit|server|servers|system|
       store|shop|warehouse|dock|docks|route|routes|event|events|job|jobs|account|accounts|
       payroll|rollout|migration|deal|round|campaign|menu|tasting|inventory|stock|sales|
       revenue|client|clients|customer|customers|proposal|rfp|bid|tender|site|office|clinic|
       ward|unit|fleet|truck|trucks|trailer|reefer|appointment\s+window|dock\s+appt|
       freight|cargo|container|pallets?|renewal|filing|payout|payment|payments|
       subscription|tier|board|committee|gala|conference)"""
# The subject of a thing-statement is part of the user's work (its state): an order, a
# shipment, a booking, a venue, an outage, a contract, a registration.
KIND_WORK_THING = re.compile(
    r"""
    ^(?:(?:btw|fyi|so|ok|also|update|heads\s+up)\W+)*(?:the|our|their|this|that|every|each)?\s*
    (?:(?!(?:that|this|the|a|an|is|are|was|were|has|have|had|will|to|for|of|in|on|at|by|with|
       and|but|so|if|when|note|said|says|think|thinks|told|my|his|her|mum's|mom's|dad's|
       \w+ed|\w+ing)\b)[\w&'’-]+\s+){0,3}?
    """
    + _WORK_NOUN
    + r"""
    \b(?!\s*(?:'s|’s))(?!\s+"""
    + _ROLE_NOUN
    + r"""\b)  # "the delivery guy": a person
    (?=\s*[,(:—–-]|\s+\d|\s+(?:is|are|was|were|isn't|aren't|wasn't|has|have|had|hasn't|got|gets|
       will|won't|can't|cannot|should|must|needs?|went|came|goes|comes|for|of|with|on|at|in|
       from|to|by|due|starts?|ends?|runs?|expires?|renews?|lapses?|just|still|now|already|
       finally|only|also|
       (?-i:[a-z]+ed))\b)                      # the head noun: a verb or a preposition next
    """,
    _I | re.VERBOSE,
)
# A thing said to be in a state of work done or planned (its state, whatever the thing): "The
# new fryer from Bexley is installed", "Steam page capsule art is done", "Coach for
# Kelderwick is booked with Haldane Travel", "Kessler depo is postponed indefinitely", "the
# Y12 residential is confirmed for 3-5 June". The subject is no person (not "I", a pronoun or
# a lone name: "Glenys is booked solid" is hers) and no part of the user's life
# (:data:`KIND_LIFE_THING`).
KIND_WORK_STATUS = re.compile(
    r"""
    ^(?:(?:btw|fyi|so|ok|also|update|heads\s+up|good\s+news|quick\s+update)\W+)*
    (?:[\w\s&'’-]{1,30}?\bupdate\s*:\s*)?            # "Trip update: …"
    (?!(?:i|i'm|we|we're|my|me|he|she|they|it|it's|this|that|there|you|who|what)\b)
    (?!(?-i:[A-Z][a-z]+)\s+(?:is|are|was|were|has|got|'s)\b)   # a lone name: a person
    (?:[\w&'’.,+/£$€%-]+\s+){1,9}?
    (?:(?:is|are|was|were|has\s+been|have\s+been|got|'s|’s)\s+
       (?:now\s+|all\s+|finally\s+|officially\s+|already\s+|fully\s+|just\s+)?
       (?:booked|confirmed|installed|done|finished|completed?|signed(?:\s+off)?|paid(?:\s+in\s+full)?|
          locked(?:\s+in)?|live|launched|shipped|postponed|cancell?ed|delayed|approved|finali[sz]ed|
          submitted|filed|sold\s+out|on\s+hold|underway|sorted|closed|
          up\s+and\s+running|pushed(?:\s+back)?|rescheduled|fixed|repaired|replaced|delivered)\b
     |(?:went\s+(?:out|through|off|live|ahead)|came\s+through|cleared)\b)
    # … or said as a label's update, the verb left out: "Franklin's estate update: distribution
    # done", "Mira & Jonah wedding DONE"
    | ^(?:[\w&'’-]+\s+){0,3}?update\s*:\s*(?:[\w&'’-]+\s+){1,3}?
       (?:done|booked|confirmed|sorted|paid|signed|finali[sz]ed|complete|completed|sold)\b
    | ^(?-i:[A-Z])[\w&'’-]*(?:\s+[\w&'’-]+){0,4}?\s+(?-i:DONE|BOOKED|CONFIRMED|SORTED|PAID|SIGNED)\b
    """,
    _I | re.VERBOSE,
)
# A figure of the work with where it stands or how it came in (its state): "Food cost last month
# was 34.2%, target is 30", "Combined science grade 4+ came in at 61% this year, down from
# 67%", "Spent so far this term on consumables: £3,870", "Cost is £185 per student".
KIND_WORK_FIGURE = re.compile(
    r"""
    \b(?:came\s+in\s+at|(?:down|up)\s+\d[\d.,]*\s?%\s+(?:on|from))\s*[£$€]?\d
    | ^(?!(?:i|we|they|he|she|you|it|\w+'ll|\w+'d|\w+’ll)\b)   # a person's act, no figure
      (?:(?:the|our|their|total|this\s+(?:term|month|year|quarter)'s)\s+)?(?:[\w&'’-]+\s+){0,4}?
      (?:cost|costs|spend|spent|budget|fee|fees|total|balance|takings|turnover|profit|loss|
         due\s+date|filing\s+date|deadline|
         margin|price|rate|grade|grades|results?|score|scores|attendance|turnout|occupancy|
         enrol(?:l)?ment|headcount|numbers|rent|sales|revenue|bookings|orders|signups|
         sign-ups|registrations|covers|visitors|donations|pledges)\b
      [^.;]{0,40}?(?:\bis\b|\bwas\b|\bare\b|\bwere\b|:|\bat\b|\bcame\s+to\b|\bhit\b)\s*
      (?:about\s+|around\s+|roughly\s+|just\s+(?:under|over)\s+)?
      (?:[£$€]?\d|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|
         seventy|eighty|ninety)\b[\w\s-]{0,20}?\b(?:hundred|thousand|grand|k|a\s+(?:month|week|year)))
      (?![\d.,]*\s?(?:[ap]\.?m\b|:\d|o'clock))            # "due … at 3pm": a time, no figure
    """,
    _I | re.VERBOSE,
)
# Someone's standing request of how they are to be dealt with (a preference of theirs): "Mrs
# Abara has asked that we contact her only by post", "Oli's dad asked that I never call after
# 8". Not a one-off request ("asked that we send the lease by Friday").
KIND_ASKED_THAT_ONLY = re.compile(
    r"""
    \b(?:has\s+|have\s+|had\s+)?(?:asked|requested)\s+that\s+(?:we|i|you|they|staff)\s+
    (?:[\w'’-]+\s+){0,3}?(?:only|never|always|no\s+longer)\b
    """,
    _I | re.VERBOSE,
)
# A count of the user's own work in hand (its state, not a fact of their life): "Has 8 orders
# waiting for firing", "I've already got 38 appointments booked", "Have 12 commissions in the
# queue" (not "Have 3 kids", "Has 2 cats").
KIND_MY_WORK_COUNT = re.compile(
    r"""
    ^(?:i\s+)?(?:has|have|i've|'ve)\s+(?:already\s+|now\s+|still\s+|only\s+)?(?:got\s+)?
    (?:about\s+|over\s+|around\s+|nearly\s+|almost\s+)?\d[\d,]*\s+
    (?:new\s+|more\s+|open\s+|pending\s+|confirmed\s+|paid\s+)?
    (?:orders|appointments|bookings|clients|customers|tickets|applications|cases|patients|jobs|
       listings|viewings|invoices|commissions|enquiries|inquiries|referrals|submissions|
       sign-?ups|subscribers|pre-?orders|deliveries|shipments)\b
    """,
    _I | re.VERBOSE,
)
# … and of the user's life (a fact), which wins when both are there: "my knee surgery",
# "the kids' dentist appointment", "our anniversary".
KIND_LIFE_THING = re.compile(
    r"\b(?:my|his|her|mum's|mom's|dad's|kids?'?s?'?)\s+(?:[\w-]+\s+)?(?:surgery|appointment|"
    r"knee|back|diet|birthday|anniversary|rent|mortgage|apartment|flat|house|lease|visa|"
    r"flight|trip|holiday|vacation|therapy|checkup|physio|school|class|classes|recital|"
    r"practice|game|tournament|gym|membership)\b|\b(?:car|mortgage|rent|tuition|daycare|"
    r"childcare|student\s+loan|credit\s+card|phone|electric|water|gas|insurance)\s+(?:payments?|"
    r"bills?)\b|\b(?:our|the)\s+(?:anniversary|honeymoon|"
    r"wedding\s+anniversary|family\s+trip|vacation|holiday)\b",
    _I,
)
# A statement of the user's own move in life is no project state: "Just moved to Berlin from
# Toronto last month", "moved back to Leeds in march".
KIND_I_MOVED = re.compile(
    r"^(?:(?:just|recently|finally|we|i)\s+)*(?:moved|relocated)\s+(?:back\s+)?(?:to|from)\b", _I
)

# A name the user reports to, or a team sits under (a relationship): "The payments team sits
# under Marta now", "reports to Ines Carvalho since the reorg".
KIND_UNDER_NAME = re.compile(
    r"\b(?:sits?|reports?|reporting|falls?|rolls?\s+up)\s+(?:directly\s+|now\s+)?(?:under|to)\s+"
    r"(?-i:[A-Z][a-z]+)\b(?!\s+(?:office|team|department|board)\b)",
    _I,
)
# What the team says it will hand over (a commitment): "We will send quarterly impact reports
# as agreed", "we'll cover the venue deposit by the 1st".
KIND_WE_WILL_GIVE = re.compile(
    r"^(?:we|i)\s*(?:will|'ll|shall)\s+(?:also\s+)?(?:send|deliver|provide|submit|share|pay|"
    r"cover|prepare|write\s+up|hand\s+over|refund|reimburse|return)\b",
    _I,
)
# A choice of the user's own, done ("Cancelled the gym membership at IronWorks, I just run
# outside now") or a version held ("Is pinning kestrel-sdk to 4.2.1"): a decision.
KIND_I_CHOSE = re.compile(
    r"^(?:i\s+)?(?:cancell?ed|quit|dropped|ditched|unsubscribed\s+from)\s+(?:the|my|our)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:membership|subscription|plan|account|contract|service|insurance|"
    r"retainer|policy)\b"
    r"|^(?:i'm|i\s+am|we're|we\s+are|is|are)\s+(?:now\s+)?(?:pinning|locking|standardi[sz]ing\s+on|"
    r"sticking\s+with)\b",
    _I,
)
# The team's own choice, said as what it is doing to a thing (a decision, not the project's
# state): "we're dropping the freemium tier", "we're cutting the lighthouse puzzle entirely",
# "we fired the drywall sub", "we're contracting Tessa Vance for the art", "We accepted the
# 6% offer in the end", "we're putting the Subaru up for sale". Not a plan moved in time
# (:data:`FB_PLAN_NOT`) and not "sunsetting" (a thing's scheduled end: its state).
KIND_WE_CHOSE = re.compile(
    r"""
    ^(?:(?:so|ok|okay|and|also|btw|fyi|update|outcomes?|decision)\W+)*
    we(?:'re|\s+are|'ve|\s+have)?\s+(?:now\s+|officially\s+|just\s+|also\s+|finally\s+)?
    (?:(?:dropping|cutting|scrapping|ditching|killing|axing|shelving|canning|firing|retiring|
        discontinuing|contracting|outsourcing|cancell?ing)\s+(?!(?:back|down|up|off|out|it|them)\b)
     |(?:fired|let\s+go|axed|scrapped|ditched|outsourced)\s+(?!(?:up|off|out|back|it|them)\b)
     |(?:accepted|rejected|declined|turned\s+down)\s+(?:the|their|his|her|an?)\s+(?:[\w%$£€.,'’-]+\s+){0,3}?
        (?:offer|bid|quote|proposal|counter(?:-?offer)?|terms|deal|settlement)\b
     |putting\s+(?:the|our|my)\s+[\w\s'’-]{1,30}?\s+up\s+for\s+(?:sale|rent|auction)\b)
    """,
    _I | re.VERBOSE,
)
# The team's move from one thing to another given with its reason or its sign-off: a choice
# it made, not only where things stand ("We're moving the choir rota to Doodle because the
# sheet kept getting lost", "We switched the bakery's card reader to Zettle, saves about 40 a
# month"). A bare move with its date stays the work's state ("We moved to pnpm last week so
# the lockfile is stale": "so" is a consequence, not a reason).
KIND_WE_SWITCHED_WHY = re.compile(
    r"""
    ^(?:(?:so|ok|okay|and|also|btw|fyi|update)\W+)*
    we(?:'re|\s+are|'ve|\s+have)?\s+(?:now\s+|just\s+|officially\s+|also\s+|finally\s+)?
    (?:moving|switching|migrating|moved|switched|migrated|swapping|swapped|changing|changed)\b
    # (not a date moved: "we moved the offsite to the 14th because of the strike")
    (?![^.;]{0,40}?\b(?:to|till|until)\s+(?:the\s+)?(?:\d|next\b|later\b|earlier\b|tomorrow\b|
       (?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|
       (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b))
    [^.;]{1,80}?
    \b(?:because|cause|cos|bc
       |since\s+(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last|the\b|\d))
       |saves?|saving|to\s+save|approved|signed\s+off)\b
    """,
    _I | re.VERBOSE,
)
# A choice said as settled, by its label or its verb (a decision, whoever made it): "Price point
# decision: $19.99 at launch", "Budget decision from dept meeting: £600 set aside for the
# fair", "The decision stands, Freya sits foundation", "weve agreed a payment plan of an extra
# hundred a month", "Has said no to moving to OCR A for now", "we said no to 2000trees".
KIND_SETTLED = re.compile(
    r"""
    ^(?:[\w'’&-]+\s+){0,4}?(?:decision|decided|outcomes?|resolution|ruling|verdict)
       (?:\s+(?:from|at|in|of)\s+[^:;,]{1,30})?\s*:\s*\S
    | ^(?:the|our|my)\s+(?:final\s+)?decision\s+(?:stands|is\s+final)\b
    | \b(?:we|i|we've|weve|i've|ive)\s+(?:have\s+|finally\s+|just\s+|all\s+)?(?:agreed|settled)\s+
       (?:on\s+|upon\s+)?(?:a|an|the)\s+(?!(?:call|chat|meeting|time|day|date)\b)
    | ^(?:i\s+|we\s+)?(?:has|have|i've|we've|weve)?\s*(?:already\s+|just\s+|finally\s+)?
       said\s+no\s+to\b                                # "We said no to the Harrogate fair"
    """,
    _I | re.VERBOSE,
)
# A kept "our/we" statement about the user's life, not their work (a fact): "Our anniversary
# is October 4", "We booked the Airbnb in Asheville for the week of July 8".
KIND_OUR_LIFE = re.compile(
    r"^(?:our\s+(?:wedding\s+)?(?:anniversary|honeymoon|family\s+\w+|kids?|son|daughter|dogs?|"
    r"cats?|puppy|kitten|horse|pony|rabbit|house|home|apartment|flat|mortgage|rent|car|vacation|holiday)\b"
    r"|we\s+(?:just\s+|finally\s+)?(?:booked|rented|reserved)\s+(?:the|an?|our)\s+"
    r"(?:[\w-]+\s+)?(?:airbnb|cabin|hotel|flights?|villa|cottage|campsite|house|apartment)\b)",
    _I,
)
# The team's own task on a thing of its work, dropped subject (its state): "Needs to renew
# our 501c3 state registration, it lapses in april", "has to file our Q3 returns by the 15th".
KIND_OUR_WORK_TASK = re.compile(
    r"^(?:needs?\s+to|has\s+to|have\s+to|must|still\s+need\s+to)\s+\w+\s+(?:our|the\s+team's|"
    r"the\s+company's)\s+(?:[\w&'’-]+\s+){0,3}?" + _WORK_NOUN + r"\b",
    _I | re.VERBOSE,
)

# A named person's line in a list with something due (a commitment someone owes): "Mira: 3
# mocktail options by Thurs", "Rufus: signed amended contract back by Fri", "Priyanka: Kyoto
# concept deck v2 Monday" — not a status ("Northgate Dental: signed ✅", "Ref for sat:
# confirmed").
KIND_NAME_OWES = re.compile(
    r"^(?-i:[A-Z][a-z]+)\s*:\s+(?!.*✅)(?=.*\b(?:by|due|before)\s+(?:the\s+)?"
    r"(?:\d|mon|tue|wed|thu|fri|sat|sun|tmrw|tomorrow|eod|eow|end|next|this|jan|feb|mar|apr|"
    r"may|jun|jul|aug|sep|oct|nov|dec)|.*\b(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)"
    r"(?:day)?\.?\s*$)",
    _I,
)
# A reply promised, said as a note (a commitment): "… called twice re: the 1099 batch, told
# them callback EOD", "told Hale a revised quote by Fri", "promised her an update tmrw".
KIND_TOLD_DUE = re.compile(
    r"""(?:^|[,;]\s*|\band\s+)(?:i\s+)?(?:told|promised)\s+(?:them|him|her|(?-i:[A-Z])[\w&'’-]+)\s+
    (?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?(?:callback|call\s*back|call|reply|answer|update|response|
      refund|quote|fix|eta|decision|invoice|credit|follow-?up)
    \s+(?:by\s+|before\s+|on\s+)?(?:eod|eow|cob|today|tonight|tomorrow|tmrw|
      (?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|this\s+\w+|next\s+\w+|end\s+of\s+\w+|\d)
    # not the day of a past thing: "I told Sam the answer on Monday was wrong"
    (?![\w:]*\s+(?:was|were|is|are|went|had|got|did|didn't|wasn't|weren't|came|turned|looked|
       seemed|felt|ran|broke|made|[a-z]+ed)\b)""",
    _I | re.VERBOSE,
)
# The user owes someone money or a favour (a commitment): "Remind me i owe big tony 200 for
# the tires", "I owe Marta a dinner for covering Sunday".
KIND_I_OWE = re.compile(r"\bi\s+(?:still\s+)?owe\s+(?!it\b)\w", _I)

# A pet in a statement about what happens to it (a fact of the user's life, not a tie):
# "Our dog Biscuit just got diagnosed with hip dysplasia", "Biscuit (the dog) goes to the
# groomer every 6 weeks" — naming one is a tie ("My cat is called Miso").
KIND_PET = re.compile(
    r"\b(?:dog|dogs|cat|cats|puppy|kitten|pup|horse|pony|rabbit|bunny|hamster|parrot|"
    r"guinea\s+pig|tortoise|lizard|gecko|ferret)\b",
    _I,
)
KIND_PET_NAMED = re.compile(
    r"\b(?:is\s+called|called|named|(?:'s|’s|his|her|its)\s+name\s+is|name's|goes\s+by)\b"
    r"|\b(?:got|adopted|rescued|have|has|bought)\s+a\s+(?:new\s+)?\w+",
    _I,
)
# A change of mind said with the value (a correction, even without a comma): "Quillon
# Coffee wants the packaging in kraft paper not white, they changed their mind again".
KIND_CHANGED_MIND = re.compile(r"\bchanged\s+(?:their|his|her|my|our)\s+minds?\b", _I)

# A taste that is a choice made about the user's world (a decision), not a way of working for
# the assistant: done with a party ("Never works with Glimmer Hire again", "never ordering
# from Stanmore again"), or a rule the team adopts with "let's … no more …" ("let's keep all
# feature flags in LaunchDarkly, no more env-var flags").
KIND_PREF_DECIDED = re.compile(
    r"\bnever\s+(?:works?|working|books?|booking|hires?|hiring|uses?|using|orders?|ordering|"
    r"buys?|buying|deals?|dealing|goes|going)\s+(?:with\s+|from\s+|through\s+|to\s+)?"
    r"(?:the\s+)?(?-i:[A-Z])[\w&'’-]+[^,;]*\bagain\b"
    r"|\blet's\b[^.;]*\bno\s+more\b"
    # an act the user means to take in their world, said politely (a choice, not a taste): "I'd
    # like to waive £60 as a goodwill gesture", "We'd like to go with option B", "I would like
    # to tell him that we will reduce the standing order" (but "I'd like to keep functions
    # short", "I'd like to learn Rust": a way of working, a wish)
    r"|^(?:i\s+|we\s+)?(?:would|'d|we'd)\s+(?:really\s+)?like\s+to\s+(?:tell\s+(?:him|her|them)\s+that|"
    r"propose|offer|waive|reduce|increase|raise|extend|cancel|go\s+with|move|switch|drop|"
    r"refund|charge|accept|decline|reject|renew|terminate|give\s+(?:him|her|them)|"
    r"write\s+off|discount|proceed\s+with)\b",
    _I,
)

# A limit the user keeps for themselves (a preference): "Is trying to cut back on caffeine, no
# more than one coffee a day", "limiting myself to 2 drinks a week".
KIND_SELF_LIMIT = re.compile(
    r"\b(?:cut(?:ting)?\s+back\s+on(?!\s+(?:the\s+)?(?:[\w-]+\s+)?(?:hours|shifts|staff|"
    r"headcount|orders|deliveries|loads|routes|spend|spending|budget|ads)\b)|cutting\s+out|limiting\s+(?:myself|herself|himself)\s+to|"
    r"no\s+more\s+than\s+(?:one|two|three|a|an|\d+)\s+[\w-]+\s+(?:a|per)\s+(?:day|week|night))\b",
    _I,
)

# A day on the calendar as the subject, read as a name by the frames (not a person): "Oct 5
# is the Veltrix tasting", "Friday the 14th is our load-in". What falls on it is an event of
# the user's work (project_state) when a thing of their work is named, else a fact.
KIND_DATE_SUBJECT = re.compile(
    r"^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?)\s+(?:is|was|will\s+be)\b",
    _I,
)
KIND_WORK_NOUN = re.compile(r"\b" + _WORK_NOUN + r"\b", _I | re.VERBOSE)


# -- asides of the user's own mind and of their session (``english.anchored``) ----------------
# What the user does not know, cannot recall or is only weighing is no fact about their world,
# in any domain: "I can never remember", "i cant remember the name of the third one but danny
# knows", "I genuinely don't know how much longer we can keep going", "I've read conflicting
# things", "I'm only trying to get a sense of market rates", "I am inclined to accept", "I've
# been thinking about whether to stay for a PhD". Read on the claim (third-personised, the
# "I" dropped; an adverb may come out as "Genuinelies").
ASIDE_UNSURE = re.compile(
    r"""
    ^(?:[\w']+(?:ly|lies)\s+)?(?:i\s+)?
    (?:(?:can\s+never|can't|cant|cannot|could\s+never|couldn't|never\s+can)\s+(?:ever\s+)?
         (?:remember|recall|keep\s+track)\b
     |(?:don't|doesn't|do\s+not|does\s+not|dont|doesnt)\s+(?:really\s+|honestly\s+|genuinely\s+)?
         know\s+(?:how|what|why|if|whether|where|when|which)\b
     |(?:is|am|i'm)\s+(?:\w+\s+)?inclined\s+to\s+(?:accept|agree|say|go|think|believe)\b
     |(?:has|have|i've)\s+(?:read|heard|seen)\s+(?:conflicting|mixed|different|contradictory)\s+
         (?:things|advice|reports|answers)\b
     |(?:is|am|i'm)\s+(?:only\s+|just\s+)?trying\s+to\s+(?:get\s+a\s+(?:sense|feel|rough\s+idea)|
         get\s+my\s+head\s+around)\b
     |(?:has\s+been|have\s+been|i've\s+been|is|am)\s+(?:thinking|wondering)\s+(?:about\s+)?
         (?:whether|if)\b
     |(?:may|might)\s+have\s+(?:said|mentioned|told\s+you|written)\b)   # the old value of a fix
    """,
    _I | re.VERBOSE,
)
# A question to the assistant that lost its "?" (how-to, labelled): "Formatting Q: how do I get
# Word to keep the caption table from splitting", "how can I keep the sourdough from
# over-proofing", "is there a way to batch-rename the scans".
ASIDE_QUESTION = re.compile(
    r"""
    ^(?:[\w-]+\s+){0,2}?(?:q|question)\s*:\s*(?:how|what|why|is|are|can|should|do|does|which)\b
    | ^(?:how\s+(?:do|can|should|would|could)\s+(?:i|we|you)|what's\s+the\s+(?:best|right|easiest)\s+way|
       is\s+there\s+(?:a|any)\s+way)\b
    """,
    _I | re.VERBOSE,
)
# How the user will look at the assistant's work, and nothing else: "I'll review from bed",
# "i'll review properly tomorrow", "I'll only check in between sessions", "I'm reviewing on an
# ipad", "I'll look later" — the whole claim is the session's, whatever the trade.
ASIDE_REVIEWING = re.compile(
    r"""
    ^(?:will|is|am|i'll|i'm)\s+(?:only\s+|just\s+|probably\s+)?
    (?:review|check\s+in|check|look|read|test|skim)(?:ing)?\b
    (?:\s+(?:it|this|that|them|properly|later|again|tonight|tomorrow|in\s+the\s+morning|
        from\s+(?:bed|home|the\s+\w+|my\s+\w+)|on\s+(?:an?|my|the)\s+\w+|
        (?:in\s+)?between\s+\w+|when\s+i\s+can|after\s+\w+))*
    \s*[.!]*$
    """,
    _I | re.VERBOSE,
)


# -- a remnant: a claim whose words were all said before it (``rules.postpass._remnant``) ----
# A run-on cut, a clause split or an afterthought can leave a claim with nothing of its own:
# only pronouns pointing back, light verbs, adverbs, time words and laughter ("Marisol needs
# to know", "We switched last wk", "Never will hahaha", "Agreed on that this morning",
# "Promised him that in writing", "Always mixes em up", "Reports to her"). Such a claim
# names nothing a memory could be about, in any domain; the fact is in the clause before it.
# Its words past the first (the subject, or the verb of a third-personised claim) are read:
# none of its own, or one with a pronoun pointing back ("it", "that", "em", a final "her"),
# is a remnant. A word in capitals ("HIM", "ED") is a name, never a pronoun.
REMNANT_EMPTY = frozenset(
    """
    a an the to of in on at for by with from up down about into over as and or but if so
    it it's its that that's this these those them em 'em him her his their there then here
    i i'm me my we we're our us you your he she they he's she's they're
    is are was were be been being am 's 're do does did done doing have has had having will
    would can could should shall may might must gonna wanna gotta need needs needed want wants
    wanted know knows knew say says said tell tells told think thinks thought get gets got go
    goes went going ask asks asked agree agreed agrees decide decided decides switch switched
    switches promise promised promises mix mixes mixed make made
    just already still never always now again too also really totally obviously officially
    actually honestly basically literally even only ever yet anyway lol lmao lmfao omg ugh
    today tonight yesterday tomorrow last wk week this morning not no yes ok okay sure fine
    """.split()
)
# Pronouns that point back to what was said before (object position: last, or before another
# empty word — "that this morning", "him that in writing"; not "her backup", "this week").
REMNANT_BACK = frozenset("it that this them em 'em him her those these then".split())
# The same pronoun as the subject of a one-word verdict: "Sunita says it's tacky", "Tom thinks
# that's fine" (but "It's Kafka", "it's Postgres 16": a name is a word of its own).
REMNANT_VERDICT = [
    ["it's"],
    ["that's"],
    ["it", "is"],
    ["it", "was"],
    ["that", "is"],
    ["that", "was"],
]
REMNANT_TIME = frozenset(
    "week weekend morning afternoon evening month year time wk today tonight tomorrow".split()
)
REMNANT_LAUGH = re.compile(r"(?:ha){2,}h?|l+o+l+|(?:he){2,}", _I)
REMNANT_WORD = re.compile(r"[A-Za-z0-9£$€%'’]+")


# -- a correction keeps the value it replaces (``rules.postpass._with_old``) --------------------
# "correction on that rate its 2.58 not 2.85 fat fingers sry", "its del thurs not wed they
# pushed it", "it's Greg who approves vendor changes, not Sandra": the claim states the new
# value and keeps "not <old>", so that the fact says what changed. The old value is the words
# after "not" up to punctuation or a word that starts a new remark; a number, a day or a time
# is one word ("2.85", "wed").
# "2.85", "7:15", "gs://ml", "~/.config" and "Dr. Oduya" keep their point or colon; "wed." does
# not
_OLD_WORD = r"(?:[^,;:!?—–()\s.]|[.:](?=[^\s.,;:!?])|(?<=\b(?:Dr|Mr|Ms|St|Mt))\.\s(?=[A-Z]))+"
OLD_AFTER = re.compile(
    rf"[,]?\s+(?:and\s+|but\s+)?not\s+(?P<old>{_OLD_WORD}(?:\s+{_OLD_WORD}){{0,5}})", _I
)
OLD_STOP = frozenset(
    """
    i i'm im i've ive my we we're were our they they're theyre he she it its it's that which
    who so because since as like lol sorry sry oops typo in on for from at to bad
    anymore again either though tho
    """.split()
)
OLD_ARTICLE = frozenset("the a an".split())
OLD_ONE_WORD = re.compile(
    r"[$£€]?\d[\d,.:]*(?:[ap]m|%|k)?|(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)[a-z]*\.?", _I
)


# -- the body of a pasted message (``english.mail_fact``) ---------------------------------------
# A message the user pasted ("Hi all, … Thanks, Marguerite") states the facts of the user's
# world that the user keeps: a date moved, an amount agreed, who takes over what. A sentence of
# its body that no rule read is kept when it is concrete (a date, an amount, a name inside
# it). Its lead says only that it is a message: "Please note that …", "This confirms that …",
# "Just confirming …", "I am writing to let you know that …", "We regret to inform you that
# …", "As discussed, …", "Following up on our call — …".
MAIL_LEAD = re.compile(
    r"""^(?:
      (?:please\s+)?(?:note|be\s+advised|be\s+aware)(?:\s+that)?
    | (?:this|the\s+present)\s+(?:e-?mail|letter|message|note)?\s*
        (?:is\s+to\s+)?(?:confirms?|serves?\s+as\s+(?:notice|confirmation))(?:\s+that)?
    | this\s+(?:confirms|is\s+to\s+confirm)(?:\s+that)?
    | (?:just\s+)?(?:confirming|to\s+confirm)(?:\s+that)?
    | (?:just\s+)?(?:a\s+)?(?:quick\s+)?(?:note|reminder|heads[\s-]up)\s+(?:that|to\s+say)
    | (?:i\s+am|i'm|we\s+are|we're|\w+\s+is)\s+writing\s+to\s+(?:let\s+you\s+know|inform\s+you|confirm|
        advise\s+you)(?:\s+that)?
    | (?:just\s+)?(?:to\s+let\s+you\s+know|letting\s+you\s+know|wanted\s+to\s+let\s+you\s+know)
        (?:\s+that)?
    | (?:we|i)\s+(?:regret|are\s+(?:sorry|pleased|happy|delighted)|am\s+(?:sorry|pleased|happy|
        delighted))\s+to\s+(?:inform|tell|let)\s+you(?:\s+know)?(?:\s+that)?
    | (?:as\s+(?:discussed|agreed|promised|requested|you\s+know|mentioned)|per\s+our\s+
        (?:conversation|call|discussion|agreement)|following\s+(?:up\s+on\s+)?our\s+
        (?:call|conversation|meeting|chat)|further\s+to\s+our\s+(?:call|conversation|meeting))
    | (?:quick\s+)?update\s+from\s+(?:our|my)\s+(?:side|end)
    | headline|summary|tl;?dr|fyi
    )\s*[,:—–-]?\s*""",
    _I | re.VERBOSE,
)
# What every message says and no one keeps: thanks, apologies, hopes, attachments, offers of
# help, "please bring …" without a date.
MAIL_BOILERPLATE = re.compile(
    r"""^(?:thank|thanks|many\s+thanks|we\s+apologi[sz]e|apologies|sorry|i\s+hope|hope\s+you|
       we\s+hope|attached|please\s+find|i\s+have\s+attached|i've\s+attached|
       (?:please\s+)?(?:do\s+not|don't)\s+hesitate|please\s+(?:let\s+(?:me|us)\s+know|
       feel\s+free|contact|call|reach\s+out|get\s+in\s+touch|reply|respond|see)|
       (?:if|should)\s+you\s+have\s+any|let\s+(?:me|us)\s+know|feel\s+free|
       looking\s+forward|we\s+look\s+forward|i\s+look\s+forward|kind\s+regards|
       # a sign-off with the name after it: "Regards, Marcus Cho, Director of Operations"
       (?:best|warm|warmest|with\s+kind)\s+regards|regards|(?:best|warm|all\s+good)\s+wishes|
       sincerely|yours\s+(?:sincerely|truly|faithfully)|respectfully|cheers(?=\s*,)|
       (?:failure|failing)\s+to\s+comply|(?:this|the)\s+(?:e-?mail|message)\s+(?:and|is)|
       we\s+appreciate|your\s+(?:patience|understanding)|
       # an offer to talk more: "Happy to jump on another call if easier", "Let Sven know
       # what else you need" (the sender's "me", already read as the sender)
       (?:i'm\s+|i\s+am\s+|we're\s+|we\s+are\s+)?(?:happy|glad)\s+to\s+(?:jump|hop|help|chat|
         talk|discuss|answer|walk|go\s+over|explain|clarify)|let\s+[A-Z][\w-]*\s+know)\b""",
    _I | re.VERBOSE,
)
# An offer to talk more (boilerplate unless a figure follows: see mail_boilerplate).
MAIL_OFFER_TALK = re.compile(
    r"^(?:i'm\s+|i\s+am\s+|we're\s+|we\s+are\s+)?(?:happy|glad)\s+to\s+(?:jump|hop|help|chat|"
    r"talk|discuss|answer|walk|go\s+over|explain|clarify)\b",
    _I,
)
# The legal footer of a business's mail, wherever it stands (often after the signature):
# "Acme Lettings Ltd is registered in England under company number 01234567", "This email is
# confidential …", "If you have received this message in error …", "Authorised and regulated
# by the Financial Conduct Authority", "VAT reg. no. GB 123 4567 89".
MAIL_FOOTER = re.compile(
    r"""\b(?:company\s+(?:number|no\.?|registration\s+(?:number|no\.?))\s*:?\s*\w*\d
       | registered\s+(?:in\s+[A-Z]\w+(?:\s+and\s+[A-Z]\w+)?\s+(?:under|with|no\.?|number)
           | office\s*:?\s+\d)
       | vat\s+(?:reg(?:istration)?\.?\s+)?(?:number|no\.?)
       | received\s+this\s+(?:e-?mail|message|communication)\s+in\s+error
       | (?:e-?mail|message)\s+(?:and\s+any\s+attachments\s+)?(?:is|are)\s+(?:strictly\s+)?
         (?:confidential|intended\s+(?:solely|only))
       | authori[sz]ed\s+and\s+regulated\s+by)""",
    _I | re.VERBOSE,
)
# Each branch of MAIL_FOOTER holds one of these words.
_MAIL_FOOTER_WORDS = (
    "company",
    "registered",
    "vat",
    "received",
    "confidential",
    "intended",
    "regulated",
)


def mail_footer(s: str) -> bool:
    """:data:`MAIL_FOOTER` found in ``s``."""
    return may_hold(s, _MAIL_FOOTER_WORDS) and MAIL_FOOTER.search(s) is not None


# A request of the message to its reader: the reader (the user) owes it when it has a date
# ("Please get final papers to me by Friday 22nd Nov", "Please ensure any balances are
# migrated by 28th February").
MAIL_ASK = re.compile(
    r"^(?:please|kindly|\w+\s+(?:would|'d)\s+(?:be\s+grateful|appreciate))\s+(?=\w+\s+\w+\s+\w+)",
    _I,
)
# What marks code in a message is its syntax, not its words ("the fire alarm test", "the
# build farm") nor a brand ("SchoolPurse", "HearthSure").
MAIL_CODE = re.compile(
    r"""[`]|\(\)|::|->|=>|\w\.\w+\(|\b[a-z]+_\w+\b|(?-i:\b[a-z]+[A-Z]\w*\b)
    | \b\w+(?:Error|Exception)\b|\.(?:py|ts|tsx|js|go|rs|rb|java|yaml|yml|json|toml|sh)\b""",
    re.VERBOSE,
)
# An amount of money: a message's figure without a date is a fact ("Pebblecrown will advance
# the second milestone payment ($40,000)"); a rate or a metric is the state of things.
MONEY_AMOUNT = re.compile(r"[$€£¥]\s?\d|\d\s?(?:dollars|euros|pounds)\b", _I)
# A change that holds from a date on: "starting Dec 8", "effective Monday", "from 1st March",
# "revised to May 30", "expires on 30 June", "moves to …", "every …".
MAIL_STANDING = re.compile(
    r"\b(?:starting|effective|from|revised|expires?|moves?|moving|will\s+move|changes?|changing|"
    r"increase|decrease|every|each|remains?|scheduled|confirmed|renews?)\b",
    _I,
)
# A thanks for something concrete carries the news: "Thank you for agreeing to host a
# fourth-year student, Linnea Sørensen, … beginning 3 June".
# A thanks for the meeting itself, never news: "Thanks for making time on Thursday", "thank
# you for taking the call", "many thanks for your time yesterday".
MAIL_THANKS_TIME = re.compile(
    r"^(?:thank\s+you|thanks|many\s+thanks)\s+(?:so\s+much\s+|again\s+)?for\s+(?:(?:making|taking|"
    r"finding)\s+(?:the\s+)?(?:time|call)|your\s+time|(?:the|today's|yesterday's)\s+(?:call|chat|"
    r"meeting|catch-?up)|(?:meeting|speaking|chatting)\b)",
    _I,
)
MAIL_THANKS_FOR = re.compile(r"^(?:thank\s+you|thanks|many\s+thanks)\s+(?:so\s+much\s+)?for\b", _I)
# A date written in figures or as a week: "delayed to 10/19", "w/c 2nd December".
MAIL_WHEN = re.compile(r"\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\bw/c\b|\bweek\s+of\b", _I)
# "following our call, …", "further to our meeting, …": read as the user following, it would
# make the message's news the user's doing; peeled before the sentence is read.
MAIL_FOLLOWING = re.compile(
    r"^(?:following(?:\s+up\s+on)?|further\s+to)\s+(?:our|your|my|the)\s+(?:call|conversation|"
    r"meeting|chat|discussion|email|e-mail|message|visit)\s*[,:—–-]\s*",
    _I,
)
# The user's line that introduces what they paste says only that it follows: "Below is an
# e-mail from our landlord", "Paulina has sent me the following", "The landlord has replied
# - see below", "Forwarding this from our supplier:", "Here's the message Jo sent".
PASTE_INTRO = re.compile(
    r"""(?:
      (?:below|here)\s+(?:is|are|'s)\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?
        (?:e-?mails?|messages?|letters?|notes?|reply|replies|texts?|notices?|thread)\b
        # (a title's point is no sentence end: "Below is an e-mail from Mr. Sven Halvorsen")
        (?:[^.!?]|(?<=\b(?:Mr|Ms|Dr|St))\.|(?<=\bMrs)\.){0,60}
    | (?:here's|heres)\s+(?:an?\s+|the\s+)?(?:e-?mail|message|letter|note|reply|text|notice)\b[^.!?]{0,60}
    | [^.!?]{1,40}\b(?:has|have|just)\s+(?:sent|forwarded|emailed|e-mailed)\s+(?:me|us)\s+
        (?:the\s+following|this|the\s+below|the\s+message\s+below)
    | [^.!?]{1,40}\b(?:has|have)\s+(?:finally\s+|at\s+last\s+|just\s+)?
        (?:replied|responded|written\s+back|answered|got\s+back\s+to\s+(?:me|us))
        \s*(?:[-–—,:]\s*)?(?:see\s+below)?
    | (?:please\s+)?see\s+below
    # "Seu Tonico send me audio, my phone transcribe it:", "Ana left me a voice note:" — the
    # words follow the colon
    | [^.!?:]{1,40}\b(?:sent|send|sends|forwarded|left)\s+(?:me\s+|us\s+)?(?:an?\s+)?
        (?:audio|voice\s*(?:note|message|memo)|voicemail|text|message|e-?mail|dm|whatsapp)s?\b
        [^.!?:]{0,80}:
    | (?:forwarding|pasting|copying)\s+(?:this|the\s+following|what\s+\w+\s+sent)\b[^.!?]{0,60}
    # "I'm going to paste the email below", "let me copy their reply in the next message"
    | (?:(?:ok(?:ay)?|so|and|anyway)[,]?\s+)?(?:i'm\s+going\s+to|im\s+going\s+to|i'll|ill|i\s+will|
        let\s+me|gonna|i\s+am\s+going\s+to)\s+(?:paste|copy|forward|share|drop|put|send)\s+
        [^.!?]{0,40}?\b(?:below|here|next|in\s+(?:a\s+|the\s+)?(?:sec|second|minute|moment|
        next\s+message)|after\s+this)
    )[\s.:!]*""",
    _I | re.VERBOSE,
)
# Each branch of PASTE_INTRO holds one of these words.
_PASTE_INTRO_WORDS = (
    "below",
    "here",
    "sent",
    "send",
    "forward",
    "emailed",
    "e-mailed",
    "replied",
    "responded",
    "written",
    "answered",
    "got",
    "left",
    "pasting",
    "copying",
    "paste",
    "copy",
    "share",
    "drop",
    "put",
)


def paste_intro(s: str) -> bool:
    """The whole of ``s`` is a paste intro (:data:`PASTE_INTRO`)."""
    return may_hold(s, _PASTE_INTRO_WORDS) and PASTE_INTRO.fullmatch(s) is not None


# The work asked on text the user pastes after a colon: "Make this shorter: Our team has been
# …", "translate to french: We are closed on Monday", "can u reword this for the parents: …".
# What follows the colon is the material, not the user's own statement. (A summary, an
# explanation or a reply is asked of news the user keeps: "summarise this email: …".)
WORDS["edit_request"] = (
    "rewrite",
    "re-write",
    "rephrase",
    "reword",
    "translate",
    "shorten",
    "tighten",
    "polish",
    "proofread",
    "proof-read",
    "simplify",
    "condense",
    "paraphrase",
    "soften",
    "clean up",
    "tidy up",
    "punch up",
    "jazz up",
    "spruce up",
    "localise",
    "localize",
    # "make this shorter", "make it sound less desperate" (not "make this into an email")
    "make (?:this|it|that) (?:sound|read|more|less|shorter|longer|friendlier|nicer|warmer|"
    "clearer|simpler|punchier|better|tighter|crisper|politer|firmer|kinder)",
)
# Verbs that ask for work on text only with the text as their object ("fix the grammar:",
# "edit this:"). Turning notes into a new form ("turn these into an email to the dept: …")
# keeps them: they are the user's own news.
# ("cut this abstract to 250 words", "cut down this bio": the text is the material.)
WORDS["edit_request_this"] = (
    "trim", "improve", "edit", "fix", "correct", "tidy", "cut", "cut down", "halve",
)  # fmt: skip
_EDIT_ASK = (
    r"(?:(?:ok(?:ay)?|so|and|also|now|next|hey|hi|quick\s+one|right)[,:]?\s+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|just\s+|quickly\s+)?|"
    r"(?:please|pls|plz|kindly)\s+)?"
    r"(?:"
    + alt("edit_request")
    + r"|"
    + alt("edit_request_this")
    + r"\s+(?:this|that|it|these|those|the\s+following|my|our|the\s+(?:text|wording|grammar|"
    r"spelling|paragraph|message|email|e-mail|note|post|caption|letter|reply|draft|bit|line)s?)\b)"
)
EDIT_LEAD = re.compile(r"^" + _EDIT_ASK + r"[^:\n]{0,60}?:\s*\S", _I)
# What the user wants done with an answer (english.purpose_of_request) (not a change they decide: "I'd like to move the
# launch to May" stays).
WORDS["aim_verb"] = (
    "double-check",
    "check",
    "verify",
    "confirm",
    "make sure",
    "be sure",
    "understand",
    "figure out",
    "work out",
    "find out",
    "know",
    "learn",
    "see",
    "compare",
    "send",
    "show",
    "give",
    "share",
    "forward",
    "reply to",
    "respond to",
    "answer",
    "tell",
    "explain",
    "prepare",
    "draft",
    "write",
    "thank",
    "say",
    "sound",
    "avoid",
    "be ready",
    "get back to",
)
# The same request as a sentence of its own, the text to rewrite after it: "Please proofread.
# Dear parents, …", "translate into Polish for our cleaner:\n…", "Does this sound ok? …".
# What the user's own notes are turned into ("can you tidy this up into minutes for the
# practice meeting, it was Tuesday lunchtime. present Dr Sandhu …"): the notes after it are
# the user's news, not text to rewrite.
WORDS["notes_form"] = (
    "minutes", "notes", "bullets", "bullet points", "dot points", "a report", "a summary",
    "a log", "the log", "a table", "a list", "an email", "a letter", "a handover",
)  # fmt: skip
_INTO_NOTES_FORM = r"(?![^.!?:\n]{0,20}?\binto\s+" + alt("notes_form") + r"\b)"
REWRITE_REQUEST = re.compile(
    r"^(?:"
    + _EDIT_ASK
    + _INTO_NOTES_FORM
    + r"|(?:ok(?:ay)?|so|and|also)?[,]?\s*(?:is\s+this|does\s+this\s+(?:sound|read|look))"
    r"\s+(?:correct|right|ok|okay|alright|grammatical|natural|professional|friendly|polite)\b)"
    r"[^.!?:\n]{0,80}[\s.:!?]*",
    _I,
)
# A request whose object is the list pasted after it (the items are material, not the
# user's statements; the lines after it up to the next line of prose are not read). One
# branch per shape. Not a summary of the user's own news ("tldr pls", "summarise this
# email": what is asked of news the user keeps) nor a check of the user's own list.
WORDS["material_doc"] = (
    "release notes", "patch notes", "changelog", "docs", "documentation", "readme", "article",
    "paper", "abstract", "clause", "clauses", "privacy policy", "terms of service",
    "job ad", "job posting", "job description", "reviews", "transcript", "spec sheet",
)  # fmt: skip
WORDS["material_copy"] = (
    "titles", "descriptions", "names", "captions", "listings", "alt text", "tags", "hashtags",
    "blurbs", "taglines", "product copy",
)  # fmt: skip
WORDS["material_item"] = (
    "products", "items", "pieces", "listings", "designs", "prints", "photos", "dishes",
    "recipes", "skus", "menu items",
)  # fmt: skip
MATERIAL_ASK = re.compile(
    rf"""
    # a document from elsewhere to digest: "Summarize these release notes in 3 bullets",
    # "can you explain the following clauses"
      \b(?:summari[sz]e|sum\s+up|explain|translate|digest|go\s+through|boil\s+down)\s+
        (?:these|this|the\s+following|the\s+below)\s+(?:[\w-]+\s+)?{alt("material_doc")}\b
    # copy to write for each item: "need SEO titles for the products", "write short
    # descriptions for my pieces"
    # (asked for, not "I already wrote titles for the products last week")
    | \b(?:need|want|write|make|create|generate|draft|suggest|give\s+me|come\s+up\s+with)\s+
        (?:[\w-]+\s+){{0,3}}?(?:seo\s+)?{alt("material_copy")}\s+for\s+
        (?:the|my|our|these|each|all|all\s+the)\s+
        (?:[\w-]+\s+)?{alt("material_item")}\b
    """,
    _I | re.VERBOSE,
)
# A job title (the head word of "Senior Associate", "Placement Coordinator", "Head of
# Science"): a line "Name — Title, Org" of its own is a contact, not a sentence.
JOB_TITLE = re.compile(
    r"""\b(?:manager|director|officer|coordinator|co-ordinator|lead|head|associate|partner|
    paralegal|assistant|administrator|admin|producer|editor|engineer|consultant|advis[oe]r|
    specialist|representative|rep|executive|president|chair|chairperson|secretary|treasurer|
    bursar|principal|headteacher|teacher|nurse|doctor|physician|surgeon|vet|veterinarian|
    mediator|counsel|attorney|solicitor|barrister|lawyer|accountant|agent|supervisor|analyst|
    planner|designer|founder|co-founder|owner|ceo|cto|cfo|coo|vp|bd|hr|recruiter|clerk|
    registrar|dean|professor|lecturer|coach|chef|landlord|contractor|foreman|superintendent|
    technician|architect|developer|buyer|broker|underwriter|adjuster|caseworker|organi[sz]er)s?\b""",
    _I | re.VERBOSE,
)
# What the sender of a message takes on: "Marguerite will be covering the hotline Saturday
# shift", "Adaeze can take period 3", "Jo is going to bring the banners" → a commitment.
MAIL_TAKES_ON = re.compile(
    r"""^[A-Z][\w'’-]+\s+(?:will|can|shall|is\s+going\s+to|is\s+happy\s+to)\s+(?:be\s+)?
    (?:cover(?:ing)?|tak(?:e|ing)|handl(?:e|ing)|send(?:ing)?|bring(?:ing)?|run(?:ning)?|
       driv(?:e|ing)|pick(?:ing)?\s+up|collect(?:ing)?|host(?:ing)?|lead(?:ing)?|
       organi[sz](?:e|ing)|deliver(?:ing)?|sort(?:ing)?\s+out|book(?:ing)?|call(?:ing)?|
       look(?:ing)?\s+after|fill(?:ing)?\s+in)\b""",
    re.VERBOSE,
)
# An offer or proposal in a message is where a negotiation stands, for now: "Leopold would
# like to propose a renewal … at £31,600", "could meet you at 6%", "we can offer £400".
MAIL_OFFER = re.compile(
    r"\b(?:(?:would|'d)\s+like\s+to\s+propose|propose|proposing|could\s+meet\s+you\s+at|"
    r"(?:can|could|would)\s+offer|are\s+offering|is\s+offering|counter-?offer)\b",
    _I,
)
# A date put off is an event for now: "will be delayed to 10/19", "postponed to the 9th".
MAIL_PUT_OFF = re.compile(r"\b(?:delayed|postponed|pushed\s+back|put\s+back)\b", _I)
