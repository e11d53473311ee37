"""Extraction speed of the rules engine: throughput and the worst 8 KB turn.

1. Throughput: the development set (tests/eval/turns.jsonl) repeated to 10,000 turns, five
   runs, single-threaded. Target: >= 2,000 turns/s.
2. Worst turn: 8 KB turns (UTF-8 bytes) built from random and adversarial shapes in all four
   languages — development turns glued by newlines, commas, "and", "so", dashes; random words
   of them; degenerate runs ("I'm I'm …", ", , , …", "(I am (I am …", quotes, dashes,
   capitalised names); long CJK clause chains — each timed five times (median). Target: the worst
   shape's median <= 50 ms.

Both are reported as wall time and as CPU time of the thread (the figure to trust on a
shared machine). The baseline, measured in the same run, is the sentence splitter alone on
the same turns: ``x_splitter`` says how many times the whole engine costs.

    python benchmarks/extract.py [FIXTURES.jsonl]
"""

from __future__ import annotations

import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from writeback.extract.rules import RulesExtractor
from writeback.extract.rules.sentences import _sentences

TARGET_TURNS = 10_000
RUNS = 5
TURN_BYTES = 8192
EVAL = Path(__file__).parents[1] / "tests/eval"


def _clock(fn: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.thread_time()
    fn()
    return time.perf_counter() - wall, time.thread_time() - cpu


def _fill(gen: Callable[[], str], sentence: int = 595, sep: str = ". ") -> str:
    """Sentences of about ``sentence`` characters from ``gen`` up to 8 KB of UTF-8."""
    out = ""
    while len(out.encode()) < TURN_BYTES:
        s = ""
        while len(s) < sentence:
            s += gen()
        out += s[:sentence] + sep
    return out.encode()[:TURN_BYTES].decode(errors="ignore")


def shapes(texts: list[str], seed: int = 0) -> dict[str, Callable[[], str]]:
    """Named generators of 8 KB turns (random ones draw from ``texts``)."""
    rng = random.Random(seed)
    en = [t for t in texts if t.isascii()]
    by_lang = {
        "zh": [t for t in texts if any("\u4e00" <= c <= "\u9fff" for c in t) and t not in en],
        "ja": [t for t in texts if any("\u3040" <= c <= "\u30ff" for c in t)],
        "ko": [t for t in texts if any("\uac00" <= c <= "\ud7a3" for c in t)],
        "en": en,
    }
    words = " ".join(en).split()
    names = ["Alice", "Bob", "Carol", "Stripe", "Acme", "Jen", "Priya", "Northwind"]

    def glue(pool: list[str], sep: str, sentence: int = 595) -> Callable[[], str]:
        return lambda: _fill(lambda: rng.choice(pool).rstrip(".!?。！？") + sep, sentence)

    out: dict[str, Callable[[], str]] = {}
    for lang, pool in by_lang.items():
        comma = "，" if lang == "zh" else "、" if lang == "ja" else ", "
        out[f"{lang}_lines"] = lambda pool=pool: _fill(lambda: rng.choice(pool) + "\n", 100, "\n")
        out[f"{lang}_comma_chain"] = glue(pool, comma)
        out[f"{lang}_space_chain"] = glue(pool, " ")
    for sep in (" and ", " so ", " but ", " - ", "; "):
        out[f"en_chain{sep.strip() or 'space'}"] = glue(en, sep)
    out["en_random_words"] = lambda: _fill(
        lambda: rng.choice(words) + rng.choice([" ", " ", ", ", " - ", " so ", " and "])
    )
    out["en_i_clauses"] = lambda: _fill(lambda: ", I " + " ".join(rng.choice(en).split()[1:6]))
    out["en_names"] = lambda: _fill(lambda: " " + rng.choice(names))
    out["en_names_said"] = lambda: _fill(
        lambda: ", " + rng.choice(names) + " " + rng.choice(["said", "thinks", "is", "owns"])
    )
    for name, unit in {
        "en_im_run": "I'm ",
        "en_filler_run": "ok, i guess, i mean, i think, i dunno, ",
        "en_comma_run": ", ",
        "en_paren_run": "(I am ",
        "en_quote_run": '"a ',
        "en_dash_run": "- ",
        "en_letter_run": "a",
        "en_said_run": "I said it but actually no, ",
        # shapes of the issue-12 rules: enumerations, pronoun frames, possessives, labels
        "en_enum_run": "(1) the ",
        "en_pronoun_run": "she thinks our ",
        "en_possessive_run": "Otto's ",
        "en_label_run": "New rule: ",
        # shapes of the identity subjects (issue 12, round 3)
        "en_identity_org_run": "Priya from Lanternfish Capital ",
        "en_identity_paren_run": "Lena (our support ",
        "en_identity_app_run": "Yusuf, the integration engineer, ",
        "en_identity_role_run": "Our landlord, Mr. Petrakis, ",
        "en_bullet_run": "- - * ",
        # shapes of round 4: a tie then a condition, groups, reasons, dropped subjects
        "en_kin_run": "my cofounder Leila is out sick ",
        "en_group_run": "the nurses on 3 East prefer ",
        "en_reason_run": "since I'm vegan now, ",
        "en_dropped_run": "need to renew the tax by March 1 going to ",
        # shapes of round 6: texting shorthand and texted run-ons, chat lines
        "en_texting_run": "rusty is out til thurs his back is shot so dont book b4 fri ",
        "en_pronoun_so_run": "he says she thinks so ill ",
        "en_chat_run": "[14:03] Bea (Petal & Thorn): ",
    }.items():
        out[name] = lambda unit=unit: _fill(lambda: unit)
    cjk_units = {
        "zh_clause_run": ["我们", "他的", "是", "了", "不是", "决定", "李总说"],
        "ja_clause_run": ["私は", "彼が", "田中さんは", "で", "ます", "けど", "から"],
        "ko_clause_run": ["저는", "제가", "김 팀장님은", "그리고", "했어요", "인데", "고"],
        "zh_frame_run": ["她说", "周总", "记一下：", "①", "留存率", "不喜欢", "我们"],
        "ko_frame_run": ["최 이사님은", "선호하세요", "담당자는", "걱정하고", "그분은", "라고 했"],
        "zh_kin_run": ["我老婆小雨", "我儿子豆豆", "最近在学", "注意：", "阿珍", "是护士"],
    }
    for name, units in cjk_units.items():
        sep = "、" if name.startswith("ja") else ", " if name.startswith("ko") else "，"
        out[name] = lambda units=units, sep=sep: _fill(lambda: rng.choice(units) + sep, 595, "。")
    return out


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else EVAL / "turns.jsonl"
    texts = [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line]
    turns = (texts * (TARGET_TURNS // len(texts) + 1))[:TARGET_TURNS]
    extractor = RulesExtractor()
    extractor.extract(texts[0])  # warm-up

    walls, cpus, base = [], [], []
    for _ in range(RUNS):
        wall, cpu = _clock(lambda: [extractor.extract(t) for t in turns])
        walls.append(len(turns) / wall)
        cpus.append(len(turns) / cpu)
        base.append(len(turns) / _clock(lambda: [_sentences(t) for t in turns])[1])

    pool = texts  # the development set only: never-read eval sets stay unread
    worst: dict[str, dict[str, float]] = {}
    for name, make in shapes(pool).items():
        turn = make()
        runs = [_clock(lambda turn=turn: extractor.extract(turn)) for _ in range(RUNS)]
        worst[name] = {
            "wall_ms": round(statistics.median(r[0] for r in runs) * 1000, 1),
            "cpu_ms": round(statistics.median(r[1] for r in runs) * 1000, 1),
        }
    top = max(worst, key=lambda k: worst[k]["cpu_ms"])
    print(
        json.dumps(
            {
                "engine": "rules",
                "python": platform.python_version(),
                "throughput": {
                    "turns": len(turns),
                    "runs": RUNS,
                    "turns_per_s_wall_median": round(statistics.median(walls)),
                    "turns_per_s_cpu_median": round(statistics.median(cpus)),
                    "x_splitter": round(statistics.median(base) / statistics.median(cpus), 1),
                    "target_turns_per_s": 2000,
                },
                "worst_8kb_turn": {
                    "shapes": len(worst),
                    "worst_shape": top,
                    "worst_cpu_ms_median": worst[top]["cpu_ms"],
                    "worst_wall_ms_median": max(w["wall_ms"] for w in worst.values()),
                    "target_ms": 50,
                    "per_shape": worst,
                },
            },
            indent=None,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
