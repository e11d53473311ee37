"""Recall quality: do questions as people ask them find the fact, as hand-picked keywords do?

Loads ``tests/eval/recall_facts.jsonl`` (160 facts, English/Chinese/Japanese/Korean, five
projects and personal facts) into a fresh SQLite brain and asks every question of
``tests/eval/recall_questions.jsonl`` twice: as typed, and as the hand-picked keywords.
Prints JSON: hits@5 (an answer among the first five) and MRR over the answerable
questions, per language and pooled, for both, plus how many no-answer questions returned
anything at all (noise). Written by someone who never saw the query code.

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
FACTS = ROOT / "tests" / "eval" / "recall_facts.jsonl"
QUESTIONS = ROOT / "tests" / "eval" / "recall_questions.jsonl"
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
        brain = open_brain(url or f"sqlite:///{tmp}/brain.db")
        with brain:
            ids = {}
            for fact in facts:
                result = brain.remember(NewFact(claim=fact["claim"], kind=fact["kind"]))
                ids[fact["id"]] = result.id
            return {
                "facts": len(facts),
                "questions": len(questions),
                "answerable": sum(1 for q in questions if q["answers"]),
                "as_asked": score(brain, questions, ids, "q"),
                "keywords": score(brain, questions, ids, "keywords"),
            }


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
