"""One English sentence, several facts: where a second fact starts and who a pronoun is.

Each family is checked on paraphrases from several domains, with near-misses that must stay
one fact (see :mod:`writeback.extract.rules.split`)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, claims
from writeback.extract.rules.english import _antecedent


@pytest.mark.parametrize(
    ("before", "person"),
    [
        # the subject of the clause, not the company or place it names
        ("Oksana's leaving for Tessellate Labs in jan", "Oksana"),
        ("Ravi is moving to Brightpath Analytics next month", "Ravi"),
        ("Tyrone from the help desk is leaving for a job at Kaiser", "Tyrone"),
        ("Coach Benny from Tolworth said", "Benny"),
        ("Dmitri says the flaky test in ci is a race in the mock clock", "Dmitri"),
        # a person named by a tie
        ("our lawyer is Mara Chen at Oakridge LLP", "Mara Chen"),
        ("Okonkwo's wife is Adaeze", "Adaeze"),
        ("Otto's preschool teacher is Ms. Ferreira-Quist", "Ferreira-Quist"),
        # a possessor opening the sentence, not the language it names
        ("Keep in mind Wen's English is her third language", "Wen"),
        # the nearest person
        ("Henrike is on sabbatical in Kyoto, and Tariq signs off on things", "Tariq"),
        # an imperative is not part of the name; the one person inside
        ("Remove Wen from the frontend reviewers list", "Wen"),
        ("add Jen as reviewer", "Jen"),
    ],
)
def test_a_pronoun_names_the_nearest_person_not_a_company(before: str, person: str) -> None:
    assert _antecedent(before) == person


@pytest.mark.parametrize(
    "before",
    [
        "we signed with Oakridge LLP last week",  # a company only
        "the offsite is at Linden Elementary",  # a place only
        "I asked Priya and Marcus about it",  # two people inside, neither a subject
    ],
)
def test_no_person_no_antecedent(before: str) -> None:
    assert _antecedent(before) is None


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "Oksana's leaving for Tessellate Labs in jan, her last day is the 10th",
            "Tessellate Labs in jan",
            "Oksana's last day is the 10th",
        ),
        (
            "Ravi is moving to Brightpath Analytics next month, his last day is March 3",
            "Brightpath",
            "Ravi's last day is March 3",
        ),
        (
            "Mei's joining Copperleaf Studio in june, her start date is the 2nd",
            "Copperleaf",
            "Mei's start date is the 2nd",
        ),
    ],
)
def test_a_thing_of_the_person_is_a_second_fact(text: str, first: str, second: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert first in out[0] and second == out[1]


@pytest.mark.parametrize(
    "text",
    [
        # more about the same person: their role, a wish, a reason — one fact, as written
        "Tom is our designer, he owns the status page copy",
        "Mirela is the lab manager, she handles all the animal protocol stuff",
        "Marco hates being cc'd on long threads, he wants a one-line summary instead",
        "Ellie won't make Saturday, she's got a gymnastics comp",
    ],
)
def test_more_about_the_same_person_stays_one_fact(text: str) -> None:
    out = claims(text)
    assert len(out) == 1, out
    assert " she" in out[0] or " he" in out[0]  # the pronoun is kept as the user wrote it


@pytest.mark.parametrize(
    ("text", "person_fact"),
    [
        # a taste, a standard or a tie of the person named before: a fact of its own
        (
            "my team lead is Oksana and she is strict about coverage, below 90% it does not merge",
            "Oksana is strict about coverage",
        ),
        (
            "Keep in mind Wen's English is her third language, and she prefers written "
            "follow-ups to phone calls",
            "Wen prefers written follow-ups",
        ),
        ("our bookkeeper is Dalia and she hates getting receipts by text", "Dalia hates"),
        (
            "the new ward sister is Agnes and she insists on handovers at the bedside",
            "Agnes insists",
        ),
    ],
)
def test_a_taste_of_the_person_named_before_is_its_own_fact(text: str, person_fact: str) -> None:
    assert any(c.startswith(person_fact) for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # what the person does in their role, or where they are: the same fact
        "Tom is our designer and he owns the status page copy",
        "my teammate Hiroshi wrote this parser originally and he is on paternity leave",
    ],
)
def test_and_he_about_the_role_stays_one_fact(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "consequence"),
    [
        # a consequence with a subject of its own that lasts: a fact of its own
        (
            "btw my daughter Noor starts at Linden Elementary next week so i'll be leaving at "
            "3 most days",
            "Will be leaving at 3 most days",
        ),
        ("my wife Hana is due in march so I'm taking paternity leave", "Is taking paternity leave"),
        (
            "our second baby is due in May so I will be on parental leave from June",
            "Will be on parental leave from June",
        ),
        (
            "Kofi is leaving Ambergate to start his own fund, so our champion there is now Delphine",
            "Our champion there is now Delphine",
        ),
        ("the grant got rejected so we decided to drop the pilot", "We decided to drop the pilot"),
    ],
)
def test_a_lasting_consequence_with_a_new_subject_is_its_own_fact(
    text: str, consequence: str
) -> None:
    out = claims(text)
    assert consequence in out and len(out) >= 2, out


@pytest.mark.parametrize(
    "text",
    [
        # a detail of the moment, or the same subject: one fact
        "my son is turning 5 on saturday so I'm offline then",
        "I'm in Lisbon this week for a conference so my timezone's off",
        "The client signed off on the designs yesterday so we can start on the booking flow",
        "I work shifts at the depot so I can only do training tue and thu evenings",
    ],
)
def test_a_passing_consequence_stays_with_its_cause(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "second"),
    [
        # a bare noun phrase with a figure or a date a specific rule reads: its own fact
        ("we burned 210k in October, runway is 19 months at this rate", "Runway is 19 months"),
        # after "and" too
        (
            "launch moved to March 3rd since legal still hasn't signed off, and code freeze "
            "starts Thursday anyway",
            "Code freeze starts Thursday",
        ),
        (
            "For the record: dataset v3 has 12,480 annotated clips, and inter-rater kappa is 0.78.",
            "Inter-rater kappa is 0.78",
        ),
        (
            "we decided to switch from Donorbeam to Givelane for the CRM, migration starts in "
            "january",
            "Migration starts in january",
        ),
    ],
)
def test_a_bare_noun_phrase_clause_with_a_figure_is_its_own_fact(text: str, second: str) -> None:
    out = claims(text)
    assert len(out) == 2 and out[1].startswith(second), out


@pytest.mark.parametrize(
    "text",
    [
        # a description that only goes with the clause before: one fact
        "I'm the only backend person here, the rest are designers.",
        "Please use British spelling in all user-facing copy, our users are mostly in the UK.",
    ],
)
def test_a_bare_noun_phrase_clause_without_a_figure_stays(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


def test_a_correction_is_read_whole_before_a_bare_noun_phrase_clause() -> None:
    text = (
        "Ignore what I said earlier about Jenkins — we're not using it anymore, builds are on "
        "GitHub Actions now."
    )
    (cand,) = [c for c in EX.extract(text) if c.salience != "low"]
    assert cand.kind == "correction" and "GitHub Actions" in cand.claim


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # two people's parts, side by side: two facts, the short one read as its twin
        ("Teodora is our docs lead, Sanjay does releases", "Teodora is our docs lead", "Sanjay"),
        ("Kofi is backend, Yara is design systems.", "Kofi is backend", "Yara"),
        ("im primary oncall this week, Dmitri is secondary", "Is primary oncall", "Dmitri"),
        ("Marta is on leave until the 3rd, Ibrahim stepped in", "Marta is on leave", "Ibrahim"),
        ("Ana is the treasurer, Bruno takes minutes", "Ana is the treasurer", "Bruno"),
    ],
)
def test_parallel_clauses_about_two_people_are_two_facts(
    text: str, first: str, second: str
) -> None:
    out = claims(text)
    assert len(out) == 2 and out[0].startswith(first) and out[1].startswith(second), out


@pytest.mark.parametrize(
    "text",
    [
        "Priya is my manager, Priya wants a summary",  # the same person
        "The launch is Friday, Sarah is nervous",  # a thing, then a mood
    ],
)
def test_no_twin_without_two_people(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "second"),
    [
        # two environments side by side
        ("staging runs on GKE now, prod is still on the old EC2 boxes", "Prod is still"),
        ("prod is on Aurora, staging is a single RDS box in us-east-1", "Staging is a single"),
        # a named person's or company's thing after "but": its own subject
        (
            "ok so Brightwell Bakery finally paid invoice 1042 but Lorna's agency is still 45 "
            "days late on the 3,200 one",
            "Lorna's agency",
        ),
        (
            "the Hollis invoice cleared last week but Marta's studio is still 30 days late",
            "Marta's studio",
        ),
    ],
)
def test_a_subject_of_its_own_after_a_comma_or_but(text: str, second: str) -> None:
    out = claims(text)
    assert len(out) == 2 and out[1].startswith(second), out


@pytest.mark.parametrize(
    ("text", "second"),
    [
        # a short figure of the project beside another figure: its twin
        ("we're 400 short on the minibus fund now, bake sale raised 260", "Bake sale raised 260"),
        ("we're 3k under budget for the gala, ticket sales raised 1,900", "Ticket sales raised"),
    ],
)
def test_a_figure_beside_a_figure_is_its_own_fact(text: str, second: str) -> None:
    out = claims(text)
    assert len(out) == 2 and out[1].startswith(second), out


def test_a_clause_without_a_figure_gets_no_twin() -> None:
    assert len(claims("we're 400 short on the minibus fund now, morale is low")) == 1


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        # a pronoun opening the next sentence names the person, not the company before it
        (
            "Oksana's leaving for Tessellate Labs in jan. Her last day is the 10th.",
            "Oksana's last day is the 10th",
        ),
        (
            "Note that Farida is the new lab manager; she handles all equipment bookings.",
            "Farida handles all equipment bookings",
        ),
    ],
)
def test_a_pronoun_opening_a_sentence_names_the_person_not_the_company(
    text: str, claim: str
) -> None:
    assert claim in claims(text), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # one fact told in two clauses, the same subject: never split
        "I never use ORMs, I write raw SQL",
        "flying to Seoul tomorrow and I'll be offline",
        "I mostly work from Lisbon, I go to the Berlin office once a quarter",
        "Marco hates being cc'd on long threads, he wants a one-line summary instead",
    ],
)
def test_one_fact_in_two_clauses_stays_one(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "life"),
    [
        # a taste or a promise of a person, then a plain fact of their life: two facts
        ("Kwame prefers weekend shifts, he has classes during the week", "Kwame has classes"),
        ("Rosa hates early standups, she lives two hours out", "Rosa lives two hours out"),
        ("Bilal prefers night shifts, he has a toddler at home", "Bilal has a toddler"),
    ],
)
def test_a_taste_then_a_fact_of_the_persons_life_is_two_facts(text: str, life: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert out[1].startswith(life)


@pytest.mark.parametrize(
    "text",
    [
        # two tastes of the same person stay one (near-misses)
        "Farah prefers async standups in slack, she hates the 9am call",
        "Sanjay hates squash merges, he wants linear history via rebase",
    ],
)
def test_two_tastes_of_the_same_person_stay_one_fact(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        # someone from a named company, or in a role, reporting: who they are is a fact too
        (
            "Priya from Lanternfish Capital said they want to lead our seed round",
            "Priya is from Lanternfish Capital",
        ),
        (
            "Coach Benny from Tolworth said he wants a friendly in april",
            "Coach Benny is from Tolworth",
        ),
        ("Our landlord, Mr. Petrakis, said rent goes up $150 in April", "our landlord"),
        (
            "The Fedora packager, Ottilie, says our tarballs aren't reproducible",
            "Ottilie is the Fedora packager",
        ),
        ("Gideon at Brightwater told me they're cutting the pilot", "Gideon is at Brightwater"),
    ],
)
def test_who_reports_is_a_fact_of_its_own(text: str, who: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert who in out[0]
    assert "said" in out[1] or "says" in out[1] or "told" in out[1]


@pytest.mark.parametrize(
    "text",
    [
        # someone from a team of the user's own place: the report is read whole (near-miss)
        "Jordan from security said we need to rotate the keys quarterly",
        "Kate from finance said the invoices go out on the 1st",
    ],
)
def test_a_report_from_a_team_of_ones_own_place_stays_one(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "life"),
    [
        # who someone is, then where they live, work or give their time: two facts
        ("Okonkwo's wife is Adaeze, she volunteers at the clinic", "Adaeze volunteers"),
        ("Nani Asha is Dev's mom, she lives with us half the year", "Nani Asha lives"),
        ("Kofi is our country director, he lives in Kumasi", "Kofi lives in Kumasi"),
        ("Ines is my godmother, she works nights at the Royal Free", "Ines works nights"),
    ],
)
def test_who_someone_is_then_their_life_is_two_facts(text: str, life: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert out[1].startswith(life)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # someone else's task in hand, with a when: a promise of theirs (named × task)
        (
            "Dmitri says the flaky test in ci is a race in the mock clock, he's fixing it tomorrow",
            "Dmitri is fixing it tomorrow",
        ),
        ("Priya is sending the deck on Friday", "Priya is sending the deck on Friday"),
        ("the venue is sorted, Jonah is booking the band this week", "Jonah is booking the band"),
        ("Grandma is cooking Christmas dinner on the 25th", "Grandma is cooking"),
    ],
)
def test_a_named_persons_task_with_a_when_is_their_promise(text: str, task: str) -> None:
    out = [c for c in EX.extract(text) if c.salience != "low"]
    hit = [c for c in out if c.claim.startswith(task)]
    assert hit and hit[0].kind == "commitment", out


@pytest.mark.parametrize(
    "text",
    [
        # no when, or a vague verb: not this frame (near-misses)
        "Dmitri is fixing the flaky test",
        "Maya is doing better this week",
        "Alicia is taking over on-call from me next month",
    ],
)
def test_a_task_without_a_when_is_no_promise(text: str) -> None:
    assert all(c.kind != "commitment" for c in EX.extract(text)), EX.extract(text)


@pytest.mark.parametrize(
    ("text", "duty"),
    [
        # the user away, so someone takes over a duty: two facts
        (
            "me and Carla are off to Tenerife half term week so Dean's running training",
            "Dean is running training",
        ),
        ("I'm away at the conference so Leila's covering the front desk", "Leila is covering"),
        ("we're at the wedding all weekend so Tariq's handling the shop", "Tariq is handling"),
    ],
)
def test_a_duty_handed_over_as_a_consequence_is_its_own_fact(text: str, duty: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert out[1].startswith(duty)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        # an appositive typed without its commas: who the person is, a fact of its own
        (
            "Marcus our treasurer reckons we'll be 800 short this season unless we get a sponsor",
            "Marcus is our treasurer",
        ),
        (
            "Priya our welfare officer says the forms are due end of the month",
            "Priya is our welfare officer",
        ),
        ("Dana our landlord raised the rent", "Dana is our landlord"),
    ],
)
def test_an_appositive_without_commas_names_who_someone_is(text: str, who: str) -> None:
    assert who in claims(text), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # not an appositive: the name is an object, or no verb follows (near-misses)
        "Tell Marcus our plans changed",
        "thanks Marcus our order came",
    ],
)
def test_no_appositive_without_a_subject_name(text: str) -> None:
    assert not any(" is our " in c for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    ("text", "routing"),
    [
        # who handles a kind of work now, told as a standing routing: a fact of its own
        ("Raoul is on PTO until the 9th, route billing tickets to Keisha.", "Keisha"),
        (
            "Dana's out on parental leave until April so design questions go to Marcus for now",
            "Marcus",
        ),
        ("Nadia is my executive assistant, route scheduling through her.", "through Nadia"),
        ("Lena is off Friday, route refunds to Omar", "Omar"),
    ],
)
def test_a_standing_routing_is_its_own_fact(text: str, routing: str) -> None:
    out = claims(text)
    assert len(out) == 2, out
    assert routing in out[1]


@pytest.mark.parametrize(
    "text",
    [
        # a one-off task, an anaphor or a thing routed (near-misses)
        "send the invoice to Marcus",
        "Omar handles refunds now, route them to him",
        "route the request through the proxy",
    ],
)
def test_no_routing_fact_for_a_task_or_an_anaphor(text: str) -> None:
    assert not any(c.rule == "frame:routing" for c in EX.extract(text)), EX.extract(text)


def test_a_request_to_be_taught_ends_the_statement() -> None:
    text = (
        "Kenji is out on paternity leave for two weeks so I'm covering the billing service "
        "— walk me through how the invoice retry queue works"
    )
    out = claims(text)
    assert len(out) == 1 and "paternity leave" in out[0] and "walk me" not in out[0], out


@pytest.mark.parametrize(
    ("text", "who", "rest"),
    [
        # an appositive identity, then a situation the whole reading would lose: two facts
        (
            "Jun, our CTO, is in Seoul this week for his brother's wedding.",
            "Jun is our CTO",
            "in Seoul this week",
        ),
        (
            "Marta, our bookkeeper, is off sick until Thursday with the flu.",
            "Marta is our bookkeeper",
            "until Thursday",
        ),
    ],
)
def test_an_appositive_then_a_situation_keeps_both(text: str, who: str, rest: str) -> None:
    out = claims(text)
    assert who in out and any(rest in c for c in out), out


def test_a_role_read_whole_stays_one() -> None:
    # near-miss: the rest is the person's role, one relationship with the whole subject
    assert claims("Kate from finance owns the billing reports") == [
        "Kate from finance owns the billing reports"
    ]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        # a thing needing someone's approval is a standing rule, a fact of its own
        (
            "decided: deploy freeze dec 20 to jan 3, exceptions need Gideon's sign-off",
            "Exceptions need Gideon's sign-off",
        ),
        ("refunds over 500 need a lead's approval", "Refunds over 500 need a lead's approval"),
        ("any API change requires two approvals", "Any API change requires two approvals"),
        ("new suppliers must get the ops director's go-ahead", "New suppliers must get"),
    ],
)
def test_a_thing_needing_approval_is_a_rule(text: str, rule: str) -> None:
    hit = [c for c in EX.extract(text) if c.claim.startswith(rule)]
    assert hit and hit[0].kind == "decision", EX.extract(text)


@pytest.mark.parametrize(
    "text",
    ["I need your approval", "the migration needs more testing", "do exports need approval?"],
)
def test_no_approval_rule_for_the_user_or_a_question(text: str) -> None:
    assert not any(c.rule == "frame:thing×require" for c in EX.extract(text))


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        # a tie of a working life before a name, then a taste, a task or a report with a
        # figure: the tie is a fact of its own
        (
            "my boss Gwendolyn hates comic sans lol don't use it in any slides",
            "Gwendolyn is my boss",
        ),
        (
            "my accountant Rhea says i should set aside 30% for taxes this year not 25",
            "Rhea is my accountant",
        ),
        ("our landlord Petros says rent goes up 4% in May", "Petros is our landlord"),
        (
            "my sister Ingrid is designing the wedding invites herself lol she asked for my files",
            "Ingrid is my sister",
        ),
    ],
)
def test_a_tie_before_a_name_is_its_own_fact(text: str, tie: str) -> None:
    out = claims(text)
    assert tie in out and len(out) == 2, out


def test_a_passing_remark_of_a_kin_keeps_one_fact() -> None:
    # near-miss: a report without a figure stays with the tie
    text = "my wife Carla says I spend more time at the club than at home"
    assert len(claims(text)) == 1, claims(text)


@pytest.mark.parametrize(
    ("text", "who", "rest"),
    [
        # an identity, then a rest the fallback tier keeps that carries a figure or a date
        (
            "The roof guy, Dmitri from Carver Roofing, quoted $9,400 for the replacement.",
            "Dmitri from Carver Roofing is the roof guy",
            "$9,400",
        ),
        (
            "Heads up: Kenneth from infosec is out on paternity leave until January 15.",
            "Kenneth is from infosec",
            "January 15",
        ),
        (
            "My advisor, Prof. Hallström, wants a full draft of the NeurIPS paper by May 1.",
            "Prof. Hallström is my advisor",
            "May 1",
        ),
    ],
)
def test_an_identity_then_a_dated_rest_is_two_facts(text: str, who: str, rest: str) -> None:
    out = claims(text)
    assert who in out and any(rest in c for c in out if c != who), out


def test_an_identity_then_an_undated_rest_is_read_whole() -> None:
    # near-miss: no figure, no date in the rest
    out = claims("Raj from Tinderbox VC asked for the data room link")
    assert len(out) == 1, out


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        # a kin title before a name, then a condition of the person: the tie stands alone
        ("Grandpa Elias is in the hospital with pneumonia", "Elias (grandpa)"),
        ("Aunt Rosa is coming to stay next week", "Rosa (aunt)"),
        ("Nani Asha is recovering from her knee operation", "Asha (nani)"),
    ],
)
def test_a_kin_title_before_a_name_is_a_tie(text: str, tie: str) -> None:
    assert tie in claims(text), claims(text)


def test_a_kin_title_without_a_condition_is_no_tie() -> None:
    assert not any("(uncle)" in c for c in claims("Uncle Joe said hi"))


@pytest.mark.parametrize(
    ("text", "who"),
    [
        # who someone named inside a statement is, said between commas: a fact of its own
        (
            "Priya reports to Helen, the VP of product, and Helen wants the numbers to match",
            "Helen is the VP of product",
        ),
        (
            "Note: all MFA exceptions must be approved by the CISO, Renata Volkova, starting "
            "next month.",
            "Renata Volkova is the CISO",
        ),
        ("we're renting from Mr Okafor's nephew Tunde, our new landlord, from May", "Tunde"),
    ],
)
def test_an_appositive_inside_a_statement_names_who_someone_is(text: str, who: str) -> None:
    assert any(c.startswith(who) for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "Oh and I'm Dan, the backend lead, you'll see my name all over the blame output",
        "we signed with Bluewater, the vendor, last week",  # a company described
        "can you ask Priya, the PM, about the deadline?",  # a request
    ],
)
def test_no_inside_appositive_for_the_user_a_company_or_a_request(text: str) -> None:
    assert not any(c.rule == "en.identity.inside" for c in EX.extract(text)), EX.extract(text)


@pytest.mark.parametrize(
    ("text", "keep"),
    [
        # a trailing aside that vetoes the sentence read whole does not undo the fact before
        (
            "Dark theme everywhere please, including the generated HTML coverage report, "
            "I read these at night",
            "Dark theme everywhere",
        ),
        # a pronoun that vetoes the group as written is read as the person it stands for
        ("Maya wants to be a marine biologist lol, she's obsessed with octopuses.", "octopuses"),
    ],
)
def test_a_fact_survives_a_trailing_aside(text: str, keep: str) -> None:
    assert any(keep in c for c in claims(text)), claims(text)


def test_a_request_alone_is_still_nothing() -> None:
    # near-miss: nothing a specific rule reads, nothing kept
    assert claims("check the coverage report, I read these at night") == []


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        # a situation of a person, then who they are: two facts
        ("Kofi is picking me up at the airport, he's our country director", "Kofi is our"),
        ("Wren is off sick today, she's my youngest", "Wren is my youngest"),
    ],
)
def test_a_situation_then_who_the_person_is_is_two_facts(text: str, tie: str) -> None:
    out = claims(text)
    assert len(out) == 2 and out[1].startswith(tie), out
