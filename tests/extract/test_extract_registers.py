"""New registers: texting shorthand, texted run-ons, pasted chat and lists, code-switched CJK.

Each family is asserted on paraphrases from several trades (freight, nursing, building, retail,
a lab) plus near-misses that must not fire, never on one pinned sentence.
"""

from __future__ import annotations

import pytest

from writeback.extract import select
from writeback.extract.rules import RulesExtractor
from writeback.extract.rules.__init__ import _run_on
from writeback.extract.rules.shorthand import keep_words, read_shorthand

EX = RulesExtractor()


def salient(text: str) -> list[str]:
    return [c.claim for c in select(EX.extract(text), "salient")]


# -- texting shorthand -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "reads"),
    [
        ("rusty is out til thurs", "Rusty is out until Thursday"),
        ("pt goin home tmrw w her daughter", "Pt going home tomorrow with her daughter"),
        ("cant pour the slab b4 fri", "Can't pour the slab before Friday"),
        ("hes off til sat n sun", "He's off until Saturday and Sunday"),
        ("its the def sensor this time", "It's the def sensor this time"),
        ("he says hell pay it himself", "He says he'll pay it himself"),
    ],
)
def test_shorthand_reads_as_the_long_form(typed: str, reads: str) -> None:
    assert read_shorthand(typed)[0] == reads


@pytest.mark.parametrize(
    "text",
    [
        "Meet me at the cabin again on Sat",  # proper case: "Sat" is left alone
        "The sun was out all day",  # "sun" not after a date word
        "its price went up",  # possessive "its"
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
    ],
)
def test_no_cut_inside_one_statement(text: str) -> None:
    assert _run_on(text) == [text]


def test_a_run_on_request_still_ends_the_sentence() -> None:
    pieces = _run_on("marisol runs that lane every tues now so she needs to know can u check it")
    assert pieces[-1] == "can u check it"
