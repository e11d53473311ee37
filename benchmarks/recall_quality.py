"""Recall quality: do questions as people ask them find the fact, as hand-picked keywords do?

Loads ``tests/fixtures/recall/facts.jsonl`` (160 facts, English/Chinese/Japanese/Korean, five
projects and personal facts) into a fresh SQLite brain and asks every question of
``tests/fixtures/recall/questions.jsonl`` twice: as typed, and as the hand-picked keywords.
Prints JSON: hits@5 (an answer among the first five) and MRR over the answerable
questions, per language and pooled, for both, plus how many no-answer questions returned
anything at all (noise). Written by someone who never saw the query code.

``ambient``: what reaches the agent without anyone asking, through the real read-side
code (:mod:`writeback.ambient`): each question starts a session in its project (the
brief) and is the prompt (prompt recall, ``memory.ambient_recall = prompt``). Reported:
how often an answer fact reached the agent (brief or prompt), the precision of the facts
the prompt added, the brief's size, and how many facts of another project's decisions
or state leaked in (must be 0).

    .venv/bin/python benchmarks/recall_quality.py [--brain-url URL]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FACTS = ROOT / "tests" / "fixtures" / "recall" / "facts.jsonl"
QUESTIONS = ROOT / "tests" / "fixtures" / "recall" / "questions.jsonl"
TOP = 5


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def score(brain, questions: list[dict], ids: dict[str, str], field: str) -> dict:  # type: ignore[no-untyped-def]
    by_lang: dict[str, list[float]] = defaultdict(list)
    hits: dict[str, list[int]] = defaultdict(list)
    noise = 0
    for q in questions:
        found = [f.id for f in brain.recall(q[field], limit=TOP)]
        wanted = {ids[a] for a in q["answers"]}
        if not wanted:
            noise += bool(found)
            continue
        rank = next((i for i, fid in enumerate(found, 1) if fid in wanted), None)
        # a question in another language than its answer needs translation, which a
        # lexical index cannot do: reported apart from the pooled figure
        for key in (q["lang"], "all_cross_language" if q.get("cross") else "all"):
            hits[key].append(1 if rank else 0)
            by_lang[key].append(1 / rank if rank else 0.0)
    return {
        "hits_at_5": {k: round(sum(v) / len(v), 3) for k, v in sorted(hits.items())},
        "mrr": {k: round(sum(v) / len(v), 3) for k, v in sorted(by_lang.items())},
        "no_answer_with_results": noise,
    }


def run(url: str | None) -> dict:
    from writeback.brain import NewFact, open_brain

    facts, questions = load(FACTS), load(QUESTIONS)
    with tempfile.TemporaryDirectory() as tmp:
        url = url or f"sqlite:///{tmp}/brain.db"
        brain = open_brain(url)
        with brain:
            ids = {}
            for fact in facts:
                result = brain.remember(
                    NewFact(claim=fact["claim"], kind=fact["kind"], project=fact["project"])
                )
                ids[fact["id"]] = result.id
            out = {
                "facts": len(facts),
                "questions": len(questions),
                "answerable": sum(1 for q in questions if q["answers"]),
                "as_asked": score(brain, questions, ids, "q"),
                "keywords": score(brain, questions, ids, "keywords"),
            }
        out["ambient"] = ambient_score(url, tmp, facts, questions)
        return out


def ambient_score(url: str, tmp: str, facts: list[dict], questions: list[dict]) -> dict:
    """Run the read side for every question: a session in its project, then the prompt."""
    import os

    from writeback import ambient

    by_claim = {" ".join(f["claim"].split())[:60]: f for f in facts}
    old = {k: os.environ.get(k) for k in ("WRITEBACK_HOME", "WRITEBACK_BRAIN_URL")}
    os.environ["WRITEBACK_HOME"] = tmp
    os.environ["WRITEBACK_BRAIN_URL"] = url
    stored = {"memory.ambient_recall": "prompt"}
    reached, prompt_hits, prompt_total, leaks, sizes = [], 0, 0, 0, []
    try:
        for i, q in enumerate(questions):
            sid = f"bench-{i}"
            brief = ambient.session_brief(q["project"], sid, stored)
            context = ambient.prompt_context(q["q"], q["project"], sid, stored)
            sizes.append(len(brief))
            shown = _facts_in(brief, by_claim) + (added := _facts_in(context, by_claim))
            for f in shown:
                if (
                    f["kind"] in ("decision", "project_state", "correction")
                    and f["project"]
                    and (f["project"] != q["project"])
                ):
                    leaks += 1
            prompt_total += len(added)
            prompt_hits += sum(1 for f in added if f["id"] in q["answers"])
            if q["answers"]:
                reached.append(any(f["id"] in q["answers"] for f in shown))
    finally:
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    sizes.sort()
    return {
        "answer_reached_agent": round(sum(reached) / len(reached), 3),
        "prompt_facts_precision": round(prompt_hits / prompt_total, 3) if prompt_total else None,
        "prompt_facts_per_prompt": round(prompt_total / len(questions), 2),
        "brief_chars_median": sizes[len(sizes) // 2],
        "other_project_state_leaked": leaks,
    }


def _facts_in(text: str, by_claim: dict[str, dict]) -> list[dict]:
    found = []
    for line in text.splitlines():
        if line.startswith("- "):
            claim = line[2:].split(" (until ")[0]
            fact = by_claim.get(" ".join(claim.split())[:60])
            if fact is not None:
                found.append(fact)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--brain-url", default=None, help="an empty brain to load (default: temp SQLite)"
    )
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    print(json.dumps(run(args.brain_url), indent=2))


if __name__ == "__main__":
    main()
