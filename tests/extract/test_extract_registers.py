"""New registers: texting shorthand, texted run-ons, pasted chat and lists, code-switched CJK.

Each family is asserted on paraphrases from several trades (freight, nursing, building, retail,
a lab) plus near-misses that must not fire, never on one pinned sentence.
"""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX
from tests.extract.rules_util import claims as salient
from writeback.extract import select
from writeback.extract.rules import detect_language
from writeback.extract.rules.runon import _run_on
from writeback.extract.rules.sentences import _sentences
from writeback.extract.rules.shorthand import keep_words, read_shorthand

# -- texting shorthand -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "reads"),
    [
        ("rusty is out til thurs", "Rusty is out until Thursday"),
        ("pt goin home tmrw w her daughter", "Pt going home tomorrow with her daughter"),
        ("cant pour the slab b4 fri", "Can't pour the slab before Friday"),
        ("hes off til sat n sun", "He's off until Saturday and Sunday"),
        ("he says hell pay it himself", "He says he'll pay it himself"),
        # other trades' shorthand: a ward, a rota, a shop
        (
            "pt goin to the hosp tmrw w/ her daughter",
            "Pt going to the hospital tomorrow with her daughter",
        ),
        (
            "sched is out esp the wknd shifts b/w fri n sun",
            "Schedule is out especially the weekend shifts between Friday and Sunday",
        ),
        ("the cust acct is approx 3k", "The customer account is approximately 3k"),
    ],
)
def test_shorthand_reads_as_the_long_form(typed: str, reads: str) -> None:
    assert read_shorthand(typed)[0] == reads


@pytest.mark.parametrize(
    "text",
    [
        "Meet me at the cabin again on Sat",  # proper case: "Sat" is left alone
        "The sun was out all day",  # "sun" not after a date word
        "its price went up",  # "its" stays as typed
        "its called trakline",
        "the hell with it",  # "hell" before no verb
        "Is the U-Bahn faster?",
    ],
)
def test_shorthand_leaves_plain_words_alone(text: str) -> None:
    assert read_shorthand(text) == (text, [])


@pytest.mark.parametrize(
    ("typed", "must_keep"),
    [
        ("rusty is out til thurs", ["out til thurs"]),
        ("the site is closed til weds bc of the pour", ["til weds"]),
        ("big tony is retirin end of the year", ["retirin"]),
        ("charge nurse shes out sick til weds", ["til weds"]),
    ],
)
def test_claims_keep_the_words_as_typed(typed: str, must_keep: list[str]) -> None:
    text, undo = read_shorthand(typed)
    back = keep_words(text, undo)
    assert back.lower() == typed.lower()
    claims = " ".join(c.claim for c in EX.extract(typed)).lower()
    for words in must_keep:
        assert words in claims, claims


def test_shorthand_helps_the_rules_read_a_texted_fact() -> None:
    for text, kw in [
        ("rusty is out til thurs", "rusty"),  # freight
        ("marisol is off til weds", "marisol"),  # a shop rota
        ("big tony is retirin end of the year after 31 yrs", "retirin"),
    ]:
        assert any(kw in c.lower() for c in salient(text)), text


# -- texted run-ons ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        (
            "rusty is out til thurs his back is shot again",
            ["Rusty is out til thurs", "His back is shot again"],
        ),
        (
            "unit 412 needs a new turbo they said 2 days so dont book 412 b4 fri",
            ["Unit 412 needs a new turbo", "They said 2 days", "So dont book 412 b4 fri"],
        ),
        (
            "fyi the charge nurse is dana shes strict about handoff times",
            ["Fyi the charge nurse is dana", "Shes strict about handoff times"],
        ),
        (
            "hamid only wants home time on weekends he says hell run hard all week",
            ["Hamid only wants home time on weekends", "He says hell run hard all week"],
        ),
    ],
)
def test_a_texted_run_on_is_cut_where_a_new_statement_starts(text: str, pieces: list[str]) -> None:
    assert _run_on(text) == pieces


@pytest.mark.parametrize(
    "text",
    [
        # written prose: capitalised names, the comma rules cut it
        "After a long debate we agreed on 4-space indentation for YAML",
        "Rosalind says the board will push back and she thinks we lose",
        # a condition holds its consequence
        "if the truck is late again we switch carriers for good",
        # an embedded clause: after a say verb, a subordinator, an auxiliary
        "kendra says she wants the books done by the end of the month",
        "so the decision is we drop helm and go with kustomize",
        "half our alerts are on symptoms not causes honestly",
        # too short to be a run-on
        "he says hes fine",
        # punctuated: the comma rules read it
        "Hmm, actually my timezone is CET, not GMT.",
    ],
)
def test_no_cut_inside_one_statement(text: str) -> None:
    assert _run_on(text) == [text]


def test_a_run_on_request_still_ends_the_sentence() -> None:
    pieces = _run_on("marisol runs that lane every tues now so she needs to know can u check it")
    assert pieces[-1] == "can u check it"


# -- code-switched CJK -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("我的 advisor 佐伯老师说 chapter 2 的 draft 要在 11月15号 前交", "zh"),
        ("lab 里的韩国学长 서지우 说他可以帮我看 Korean sources", "zh"),  # a Korean name
        ("室友 미나 (我们都叫她 Mina) 下个月要搬走了", "zh"),
        ("主要看 樋口ヨネ 和 大槻さだ 的 diaries, 我在东京读 PhD", "zh"),  # a Japanese name
        ("来週の seminar で presentation することになった", "ja"),
        ("research grant の application、締め切りは 12月1日", "ja"),
        ("지우 선배가 내 chapter 2 의 Korean sources 부분 다 봐 줬어", "ko"),
        ("미나한테 연락 왔는데, 요코하마 회사 일이 너무 바쁘대", "ko"),
        # English with a CJK name in it is English
        ("I had lunch with 佐伯先生 today and he said the draft is due Friday", "en"),
        ("My landlord 김민수 says the rent goes up in March next year", "en"),
        # pure scripts as before
        ("我喜欢", "zh"),
        ("好きです", "ja"),
        ("テスト", "ja"),
        ("좋아요", "ko"),
        ("hello", "en"),
    ],
)
def test_code_switched_writing_is_read_as_its_main_language(text: str, code: str) -> None:
    assert detect_language(text) == code


# -- pasted chat and forwards ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "org"),
    [
        (
            "[14:03] Bea (Petal & Thorn): not local, I'd have to import from NZ",
            "Bea",
            "Petal & Thorn",
        ),
        (
            "[09:12] Dana Ruiz (Acme Freight): the dock is closed monday",
            "Dana Ruiz",
            "Acme Freight",
        ),
        ("10:42 Omar (St Jude's): bed 4 goes home tomorrow", "Omar", "St Jude's"),
    ],
)
def test_a_chat_speaker_with_an_organisation_says_who_they_are(
    text: str, who: str, org: str
) -> None:
    facts = EX.extract(text)
    assert any(who in f.claim and org in f.claim and f.kind == "relationship" for f in facts)
    assert not any(f.claim.startswith(("[", "10:42")) for f in facts), facts


def test_a_chat_speaker_without_an_organisation_adds_nothing() -> None:
    facts = EX.extract("[14:05] Jonah: absolutely not lol\n[14:06] Mira: fine. garden roses then")
    assert not any(f.kind == "relationship" for f in facts), facts


@pytest.mark.parametrize(
    ("text", "kw"),
    [
        ("fwd from hamid: boss im at the el paso yard trailer on 290 got a flat", "290"),
        ("Forwarded from Dana: hey all, the walk-in freezer is down until Monday", "freezer"),
    ],
)
def test_a_forward_envelope_is_not_a_fact(text: str, kw: str) -> None:
    claims = [f.claim for f in EX.extract(text)]
    assert not any(c.lower().startswith(("fwd", "forwarded")) for c in claims), claims
    assert not any(c.lower() in ("boss", "hey all") for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "[11:24] Me: on it, will confirm dates by Weds",
        "noted, will send the revised quote tomorrow",
        "sure thing, will call the landlord on Friday",
    ],
)
def test_a_chat_reply_before_a_promise_keeps_the_promise(text: str) -> None:
    assert any(f.kind == "commitment" for f in select(EX.extract(text), "salient")), text


def test_a_relative_clause_is_not_cut_off() -> None:
    for text, rel in [
        ("remind me i owe big tony 200 for the tires he covered in joplin", "he covered"),
        ("we still owe the plumber for that leak she fixed last week", "she fixed"),
    ]:
        assert not any(p.lower().startswith(rel) for p in _run_on(text)), _run_on(text)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("big tony is retirin end of the year. hes gonna train lupe on the reefer", "Big tony"),
        ("marisol is off til thurs. shes got the flu", "Marisol"),
    ],
)
def test_a_lower_case_name_before_a_verb_is_who_the_next_pronoun_means(text: str, who: str) -> None:
    assert sum(c.startswith(who) for c in salient(text)) == 2, salient(text)


@pytest.mark.parametrize(
    "text",
    [
        "new driver starts monday. she came from swiftline",  # "New" is no name
        "remind me to call the yard. he said its urgent",
    ],
)
def test_a_raised_first_word_is_not_a_name(text: str) -> None:
    claims = [f.claim for f in EX.extract(text)]
    assert not any(c.startswith(("New came", "Remind said", "Remind")) for c in claims), claims


# -- lists carrying people, dates and venues ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "things I promised people this week:\n- Mira: 3 mocktail options by Thurs\n"
        "- Rufus: signed contract back by Fri",
        "stuff I owe clients before the holidays\n- Okafor kitchen: final invoice\n"
        "- Lin bathroom: tile samples Monday",
        "my commitments for the sprint:\n- review Dana's schema PR\n- ship the export fix",
    ],
)
def test_items_under_a_promise_label_are_commitments(text: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == 2 and all(f.kind == "commitment" for f in facts), facts


def test_items_under_another_label_are_not_promises() -> None:
    text = "status of the autumn weddings:\n- Mira & Jonah: signed\n- Aisha & Devon: deposit paid"
    assert not any(f.kind == "commitment" for f in EX.extract(text))


@pytest.mark.parametrize(
    ("text", "kw"),
    [
        (
            "my autumn:\n- Mira & Jonah — Sept 14, Hollybrook Barn\n"
            "- Sunita Iyer & Graham Fairweather — vow renewal, Nov 2, their garden",
            "Sunita Iyer",
        ),
        (
            "crews next week:\n- Okafor kitchen – demo Monday, their side entrance\n"
            "- Lin bathroom – tiling, Wed",
            "Okafor kitchen",
        ),
    ],
)
def test_a_dash_item_is_a_status(text: str, kw: str) -> None:
    assert any(kw in c for c in salient(text)), salient(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Aisha & Devon's final numbers: 78 (down from 80) — two cousins can't fly in", "80)"),
        ("Our headcount is 14 (up from 12) after the two hires this month", "12)"),
    ],
)
def test_a_parenthesis_ending_in_a_number_is_no_item_marker(text: str, kept: str) -> None:
    claims = [f.claim for f in EX.extract(text)]
    assert any(kept in c for c in claims), claims


def test_an_enumeration_in_one_line_still_splits() -> None:
    facts = EX.extract("Update: (1) the IACUC amendment got approved, (2) Henrike is on sabbatical")
    assert len(facts) == 2, facts


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "My prices for next year: full planning from £4,800, partial £2,900, day-of £1,100",
            ["full planning from £4,800", "partial £2,900", "day-of £1,100"],
        ),
        (
            "이번 달 budget: 월세 3만6천엔, 식비 4만엔 정도, 교통비 8천엔",
            ["월세 3만6천엔", "교통비 8천엔"],
        ),
        ("rates: weekday £40/h, weekend £55/h", ["weekday £40/h", "weekend £55/h"]),
        ("本月开销：房租 4200元, 饭钱 1500元", ["房租 4200元", "饭钱 1500元"]),
    ],
)
def test_an_inline_list_of_amounts_gives_a_fact_per_item(text: str, items: list[str]) -> None:
    claims = salient(text)
    for item in items:
        assert any(item in c for c in claims), (item, claims)


@pytest.mark.parametrize(
    "text",
    [
        "更正一下：灰度比例是5%，不是我之前说的10%",  # a correction, not a list
        "Note: I use vim, tmux and zsh",  # no amounts
        "Stack: Postgres 16, Redis 7",  # versions are not amounts
    ],
)
def test_no_amount_items_without_amounts_or_in_a_correction(text: str) -> None:
    assert not any(f.rule == "list.amounts" for f in EX.extract(text)), EX.extract(text)


# -- precision: someone else's passing mood ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Mira is… not thrilled",
        "Graham was so relieved 😂",
        "Deshawn is pretty gutted lol",
        "妈妈有点不开心",
        "お疲れさま〜 今日はもう寝る",
    ],
)
def test_someone_elses_passing_mood_is_not_kept(text: str) -> None:
    assert not select(EX.extract(text), "salient"), EX.extract(text)


@pytest.mark.parametrize(
    ("text", "kw"),
    [
        ("feeling pretty burned out this week tbh", "burned out"),  # the user's own state
        ("Mira is pregnant, due in February", "pregnant"),  # a condition, not a mood
        ("Graham stepped down as treasurer in May", "treasurer"),
    ],
)
def test_a_state_worth_remembering_stays(text: str, kw: str) -> None:
    assert any(kw in c for c in salient(text)), salient(text)


def test_another_speakers_my_is_theirs_and_their_greeting_goes() -> None:
    text = (
        "[09:12] Devon: hey Lottie, small thing, my brother Marek is now best man\n"
        "[09:15] Me: no problem!! my sister can do the readings"
    )
    claims = [f.claim for f in EX.extract(text)]
    assert any(c.startswith("Devon's brother Marek") for c in claims), claims
    assert not any("my brother" in c.lower() or "lottie" in c.lower() for c in claims), claims
    assert any("my sister" in c.lower() for c in claims), claims  # the user's own line


def test_a_lowercase_handle_is_left_as_it_is() -> None:
    claims = [f.claim for f in EX.extract("[10:42] priya.k: my manager approved the budget")]
    assert not any("priya.k's" in c for c in claims), claims


def test_the_users_own_tariff_is_a_decision() -> None:
    for text in [
        "My prices for next year: full planning from £4,800, partial £2,900",
        "our rates from March: weekday £40/h, weekend £55/h",
    ]:
        facts = [f for f in EX.extract(text) if f.rule == "list.amounts"]
        assert facts and all(f.kind == "decision" for f in facts), facts
    facts = [f for f in EX.extract("this month's budget: rent £900, food £300")]
    assert all(f.kind == "fact" for f in facts if f.rule == "list.amounts"), facts


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "我的 dissertation 题目最后定了: 'Walking Women: Travel, Gender and Self-Writing in Meiji Japan'",
            "Walking Women",
        ),
        ("Our paper's title is: 'Sparse Coding Under Locomotion'", "Sparse Coding"),
        ("論文のタイトル: 'Reading Meiji Diaries'に決めた", "Reading Meiji Diaries"),
    ],
)
def test_a_title_named_before_a_colon_is_kept(text: str, title: str) -> None:
    assert any(title in f.claim for f in EX.extract(text)), EX.extract(text)


def test_a_quote_after_a_colon_is_still_someone_elses() -> None:
    facts = EX.extract("From the README: 'This Library Is In Maintenance Mode'")
    assert not any("Maintenance" in f.claim for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "dont book 412 b4 fri",  # freight
        "don't plan calls after 8pm",
        "do not schedule the crew before 7",  # building site
        "dont call him b4 6am he gets pissy",
    ],
)
def test_a_prohibition_with_a_time_bound_is_a_standing_rule(text: str) -> None:
    assert any(f.kind == "preference" for f in select(EX.extract(text), "salient")), text


@pytest.mark.parametrize(
    "text",
    [
        "don't send the invoice before I check it",  # a one-off task, no time of day
        "don't book the meeting room",
        "can you book a table for 8pm",
    ],
)
def test_a_one_off_instruction_is_no_standing_rule(text: str) -> None:
    assert not any(f.rule == "en.standing-request" for f in EX.extract(text)), text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("oksana likes email not calls", "Oksana"),
        ("deshawn got a speeding ticket in kansas", "Deshawn"),
        ("lupe prefers nights", "Lupe"),
    ],
)
def test_a_lower_case_sentence_opened_by_a_name_and_its_verb_reads_the_name(
    text: str, who: str
) -> None:
    assert any(c.startswith(who) for c in salient(text)), salient(text)


@pytest.mark.parametrize("text", ["everyone likes the new rota", "nobody calls me that"])
def test_a_quantifier_is_no_name(text: str) -> None:
    assert read_shorthand(text) == (text, [])


@pytest.mark.parametrize(
    ("text", "kw"),
    [
        ("Mira just told me she's pregnant!!! 🥹 due in February, only her mum knows", "February"),
        ("Veltrix deposit is in!! £14,400, first corporate client that paid on time", "£14,400"),
        ("Dana got the charge nurse job! starting on the 3rd", "3rd"),
    ],
)
def test_a_fragment_after_an_exclamation_continues_it(text: str, kw: str) -> None:
    facts = EX.extract(text)
    first = text.split("!")[0][:12]
    assert any(first in f.claim and kw in f.claim for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "maddie made honor roll!!! shes 12 in 7th grade",  # a new subject
        "Launch moved to Friday! can you update the README",  # a request
        "We shipped it! what should we do next?",
    ],
)
def test_a_new_statement_after_an_exclamation_stays_apart(text: str) -> None:
    assert len(_sentences(text)) == 2, _sentences(text)


@pytest.mark.parametrize(
    ("text", "keep"),
    [
        # a verb whose object is the clause after it is not a run-on cut: one decision
        (
            "I decided we are not taking any more loads into the nyc area",
            "not taking any more loads",
        ),
        ("we agreed we would skip the spring fair this year", "skip the spring fair"),
        ("i figured we'd keep the old van till march", "keep the old van"),
        # a dropped "I" before decided/agreed
        ("decided we are not takin any more loads into nyc area", "not takin any more loads"),
        ("agreed to move standup to 9:30 from next week", "move standup to 9:30"),
    ],
)
def test_a_decided_clause_stays_one_statement(text: str, keep: str) -> None:
    out = salient(text)
    assert len(out) == 1 and keep in out[0], out


def test_decided_alone_is_not_a_dropped_subject() -> None:
    # "decided" as a noun-ish opener with no clause after it stays unread
    assert salient("decided") == []


@pytest.mark.parametrize(
    ("text", "keep"),
    [
        # a unit, a thing or a person and an event verb, texted: the state of things
        ("338 passed dot inspection this am clean", "338 passed dot inspection"),
        ("383 still waitin on the brake chamber part from fleetpro eta wed", "383 still waitin"),
        ("the boiler in flat 4 is waiting on a new valve from Vaillant", "waiting on a new valve"),
        # a milestone of someone's life
        ("maddie made honor roll!!! so proud of that kid", "Maddie made honor roll"),
        ("Sam made the county squad", "Sam made the county squad"),
    ],
)
def test_an_event_of_a_unit_or_a_person_is_kept(text: str, keep: str) -> None:
    assert any(keep in c for c in salient(text)), salient(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sam made a mess of the kitchen",  # "made" without a milestone
        "still waiting on you to fix the test",  # the agent, not the world
        "this am I'm just reading code",  # "this am" is a time, the rest is narration
    ],
)
def test_no_event_without_a_milestone_or_a_thing(text: str) -> None:
    assert salient(text) == [], salient(text)


@pytest.mark.parametrize(
    ("text", "keep"),
    [
        # a test of a system's operation or of a person is no code talk
        ("db primary failover test passed, 38s RTO", "failover test passed"),
        ("the pen test came back clean", "pen test came back clean"),
        ("Priya passed her driving test", "driving test"),
    ],
)
def test_an_operational_or_a_life_test_is_kept(text: str, keep: str) -> None:
    assert any(keep in c for c in salient(text)), salient(text)


@pytest.mark.parametrize(
    "text",
    ["the unit test passed", "the integration tests failed again on CI"],
)
def test_a_code_test_is_still_code_talk(text: str) -> None:
    assert salient(text) == [], salient(text)


@pytest.mark.parametrize(
    ("text", "keep", "kind"),
    [
        # a thing set for a date, a figure moving, a thing due (thing × change / due)
        ("postmortem for INC-2291 is scheduled thu 2pm", "scheduled thu 2pm", "project_state"),
        ("the kitchen renovation starts Monday", "renovation starts Monday", "project_state"),
        ("MTTR down from 47 to 31 min.", "MTTR down from 47", "project_state"),
        ("The paper got accepted! Camera-ready due Oct 14.", "Camera-ready due Oct 14", "fact"),
        ("Balance due Nov 1!!", "Balance due Nov 1", "commitment"),
        ("rent due on the 1st", "rent due", "fact"),
    ],
)
def test_a_thing_set_for_a_date_is_kept(text: str, keep: str, kind: str) -> None:
    hit = [c for c in EX.extract(text) if keep.lower() in c.claim.lower()]
    assert hit and hit[0].salience != "low" and hit[0].kind == kind, EX.extract(text)


def test_a_named_person_starting_stays_a_fact() -> None:
    hit = [c for c in EX.extract("Oskar Vence starts Monday as our CFO") if "starts" in c.claim]
    assert all(c.kind != "project_state" for c in hit), hit


@pytest.mark.parametrize("text", ["it's due Friday", "I got my start writing Perl at a bank"])
def test_no_due_note_without_a_thing(text: str) -> None:
    assert not any(c.rule == "frame:thing×due" for c in EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        # irregular pasts and particle verbs of a deal, a price or an organisation
        "the Hargrove deal fell through last week",
        "the grant went through on Friday",
        "the kitchen quote came in at 14k",
        "Tidewater froze hiring until Q3",
        "the landlord sold the building",
        "the Brightline contract came thru yesterday",
    ],
)
def test_a_thing_changing_state_in_an_irregular_past_is_kept(text: str) -> None:
    assert len(salient(text)) == 1, salient(text)


def test_wont_is_not_won() -> None:
    out = [c for c in EX.extract("Ellie won't make Saturday") if c.salience != "low"]
    assert all(c.kind != "project_state" for c in out), out


@pytest.mark.parametrize(
    ("text", "keep", "kind"),
    [
        # a named person's set plan in the present tense, with a when: their promise
        ("Kasia sends sneak peeks Friday.", "Kasia sends sneak peeks Friday", "commitment"),
        ("Tobias brings the menu on Monday", "Tobias brings the menu", "commitment"),
        # a value kept
        ("Big one!! Date stays Nov 2", "Date stays Nov 2", "project_state"),
        # a kind of work routed through someone (a company too)
        ("all referrals go through Kno2 after that", "referrals go through Kno2", "relationship"),
    ],
)
def test_a_set_plan_a_kept_value_a_routing(text: str, keep: str, kind: str) -> None:
    hit = [c for c in EX.extract(text) if keep in c.claim]
    assert hit and hit[0].salience != "low" and hit[0].kind == kind, EX.extract(text)


@pytest.mark.parametrize(
    "text", ["Sam sends his love", "Dev stays home with Wren", "Tobias brings great energy"]
)
def test_no_plan_without_a_when_no_value_kept_by_a_person(text: str) -> None:
    assert salient(text) == [] or all(
        c.kind not in ("commitment", "project_state") for c in EX.extract(text)
    ), EX.extract(text)
