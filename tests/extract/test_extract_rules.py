"""The rules engine: kinds in four languages, skip rules, transient, entities, API glue."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.extract.rules_util import claims
from writeback.extract import get_extractor, select, to_new_facts
from writeback.extract.base import KINDS, Candidate
from writeback.extract.rules import RulesExtractor, detect_language

EX = RulesExtractor()


def one(text: str) -> Candidate:
    facts = EX.extract(text)
    assert len(facts) == 1, (text, facts)
    return facts[0]


KIND_CASES = [
    # preference
    ("I prefer dark mode in every editor", "preference", ["dark mode"]),
    ("我喜欢用深色主题", "preference", ["深色主题"]),
    ("ダークモードが好きです", "preference", ["ダークモード"]),
    ("저는 다크 모드를 선호합니다", "preference", ["다크 모드"]),
    # correction
    ("Actually the launch is March 3rd, not March 10th.", "correction", ["March 3rd"]),
    ("其实发布日期是3月3号，不是3月10号", "correction", ["3月3号"]),
    ("訂正：ステージングのポートは5433です", "correction", ["5433"]),
    ("정정합니다: 스테이징 포트는 5433입니다", "correction", ["5433"]),
    # decision
    ("We decided to go with Postgres for the events store.", "decision", ["Postgres"]),
    ("我们决定用Vitest替换Jest", "decision", ["Vitest"]),
    ("Vitestに移行することにしました", "decision", ["Vitest"]),
    ("우리는 Vitest로 가기로 했습니다", "decision", ["Vitest"]),
    # commitment
    ("I'll send the migration plan to the team by Friday.", "commitment", ["migration plan"]),
    ("我周五之前会把设计文档发给你", "commitment", ["设计文档"]),
    ("金曜日までにレビューを終わらせます", "commitment", ["レビュー"]),
    ("금요일까지 문서를 정리해서 보내드릴게요", "commitment", ["문서"]),
    # relationship
    ("my manager is Dana Whitfield", "relationship", ["Dana Whitfield"]),
    ("支付模块的负责人是李强", "relationship", ["李强"]),
    ("上司は田中さんです", "relationship", ["田中"]),
    ("제 매니저는 박지현입니다", "relationship", ["박지현"]),
    # project state
    ("we switched from Jest to Vitest last sprint", "project_state", ["Vitest"]),
    ("路线图已经冻结了", "project_state", ["冻结"]),
    ("リリースは4月に延期になりました", "project_state", ["延期"]),
    ("출시가 4월로 연기됐습니다", "project_state", ["연기"]),
    # identity / situation
    ("My name is Priya", "fact", ["Priya"]),
    ("我在字节跳动工作", "fact", ["字节跳动"]),
    ("福岡に住んでいます", "fact", ["福岡"]),
    ("제 이름은 김민수입니다", "fact", ["김민수"]),
]


@pytest.mark.parametrize(("text", "kind", "keywords"), KIND_CASES)
def test_kinds_in_four_languages(text: str, kind: str, keywords: list[str]) -> None:
    fact = one(text)
    assert fact.kind == kind
    assert fact.kind in KINDS
    for kw in keywords:
        assert kw.casefold() in fact.claim.casefold()
    assert fact.salience in ("high", "medium")


def test_all_kinds_covered_by_cases() -> None:
    assert {k for _, k, _ in KIND_CASES} == set(KINDS)


@pytest.mark.parametrize(
    "text",
    [
        "refactor this into smaller functions",
        "run the tests again",
        "Can you fix the type error in utils.ts?",
        "why does this regex not match unicode?",
        "Let's add retries to the HTTP client.",
        "帮我把这个函数改成异步的",
        "跑一下测试",
        "这个报错是什么意思？",
        "この関数をリファクタリングしてください",
        "テストを実行して",
        "이 함수 리팩터링해 줘",
        "테스트 돌려 주세요",
        "ok thanks",
        "I think the bug is in the parser",
    ],
)
def test_instructions_questions_and_chatter_yield_nothing(text: str) -> None:
    assert EX.extract(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "You said earlier that the cache was the problem, but it wasn't.",
        "you guessed I was on yarn but whatever",
        "你刚才说缓存有问题，其实不是",
        "さっきあなたが言ったことは間違っていました",
        "아까 네가 말한 건 틀렸어",
    ],
)
def test_statements_about_the_assistant_yield_nothing(text: str) -> None:
    assert EX.extract(text) == []


@pytest.mark.parametrize(
    "text",
    [
        'The README says: "We always use semantic versioning"',
        "> I prefer tabs over spaces\nthe linter docs claim this, is that true?",
        "ドキュメントには「常にタブを使う」と書いてあります",
        '문서에 "항상 탭을 쓴다"라고 쓰여 있어요',
        "```\nI prefer tabs\n```",
        "  I always use vim  # indented paste",
    ],
)
def test_quoted_and_pasted_material_yields_nothing(text: str) -> None:
    assert EX.extract(text) == []


def test_mixed_turn_keeps_only_the_statement() -> None:
    facts = EX.extract("I always use pnpm. Can you fix the script?")
    assert [f.claim for f in facts] == ["Always uses pnpm"]
    facts = EX.extract("i always use pnpm, can you fix the install script?")
    assert len(facts) == 1 and "pnpm" in facts[0].claim
    facts = EX.extract("我们用 pnpm，不用 npm。帮我修一下安装脚本")
    assert len(facts) == 1 and "pnpm" in facts[0].claim
    facts = EX.extract("pnpmを使っています。このスクリプトを直してください")
    assert len(facts) == 1 and "pnpm" in facts[0].claim


def test_request_tail_is_cut_from_the_claim() -> None:
    fact = one("I don't like long explanations, just give me the diff.")
    assert fact.claim == "Doesn't like long explanations"
    assert fact.kind == "preference"


def test_english_claims_are_third_person() -> None:
    assert one("I prefer dark mode").claim == "Prefers dark mode"
    assert one("I hate tabs").claim == "Hates tabs"
    assert one("I'm allergic to shellfish").claim == "Is allergic to shellfish"
    assert one("We moved the launch to March 3rd").claim == "We moved the launch to March 3rd"


def test_third_person_keeps_adverbs_and_past_tenses_as_they_are() -> None:
    # Any -ly word after "I" is an adverb unless it is an -ly verb; irregular pasts take no -s.
    from writeback.extract.rules.english import _third_person

    assert _third_person("I genuinely can't stand stand-ups") == "genuinely can't stand stand-ups"
    assert _third_person("I secretly prefer vim") == "secretly prefers vim"
    assert _third_person("I finally switched to Helix") == "finally switched to Helix"
    assert _third_person("I sat on the hiring panel") == "sat on the hiring panel"
    assert _third_person("I rarely apply for grants") == "rarely applies for grants"
    assert _third_person("I reply to email on Fridays") == "replies to email on Fridays"


def test_a_pronoun_never_stands_for_the_second_name_of_a_firm() -> None:
    got = claims("Our accountant at Pryce & Dunmore is Odette, she's very thorough.")
    assert "Odette is very thorough" in got
    assert not any(c.startswith("Dunmore") for c in got)


def test_correction_carries_the_old_value() -> None:
    fact = one("Actually the launch is March 3rd, not March 10th.")
    assert fact.claim == "The launch is March 3rd, not March 10th"  # the claim says what changed
    assert fact.corrects == "March 10th"
    assert one("其实发布日期是3月3号，不是3月10号").corrects == "3月10号"
    assert (
        one("实はリリース日は3月3日で、3月10日ではありません".replace("实", "実")).corrects
        == "3月10日"
    )
    assert one("사실 출시일은 3월 3일이에요, 3월 10일이 아니라요").corrects == "3월 10일"


@pytest.mark.parametrize(
    "text",
    [
        "I'm down with a fever today",  # health
        "I'm in Tokyo this week for a conference",  # current location
        "I'm flying to Seoul on Thursday",  # travel
        "feeling pretty burned out this week",  # mood
        "I've got a dentist appointment at 3pm",  # schedule
        "我下个月要去上海出差",
        "我今天感冒了",
        "来週大阪に出張します",
        "最近ちょっと疲れています",
        "다음 주에 부산으로 출장 가요",
        "내일은 휴가예요",
    ],
)
def test_transient_situations(text: str) -> None:
    fact = one(text)
    assert fact.transient is True
    assert fact.kind == "fact"


@pytest.mark.parametrize(
    "text",
    ["I prefer dark mode", "I live in Lisbon", "我住在杭州", "I'm so tired of this bug lol"],
)
def test_durable_or_non_facts_are_not_transient(text: str) -> None:
    assert all(not f.transient for f in EX.extract(text))


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("my manager is Dana Whitfield", "Dana Whitfield"),
        ("Sarah Chen is my cofounder.", "Sarah Chen"),
        ("The payments service is owned by Kenji's team.", "Kenji"),
        ("I work at Stripe on the billing team.", "Stripe"),
        ("刘洋是我的联合创始人", "刘洋"),
        ("鈴木さんは私の共同創業者です", "鈴木"),
        ("이지은 씨는 제 공동 창업자예요", "이지은"),
        ("我在字节跳动工作", "字节跳动"),
    ],
)
def test_entities(text: str, entity: str) -> None:
    assert one(text).entity == entity


def test_multiple_sentences_multiple_facts() -> None:
    facts = EX.extract(
        "Hi! I'm Tomás, I lead the data team at Glovo. "
        "We're migrating our pipelines from Airflow to Dagster."
    )
    # the name and the workplace are two facts
    assert [f.kind for f in facts] == ["fact", "fact", "project_state"]
    assert "Glovo" in facts[1].claim and "Glovo" not in facts[0].claim


def test_deterministic_and_dedup() -> None:
    text = "I prefer dark mode. I prefer dark mode! 我喜欢用深色主题"
    first = EX.extract(text)
    assert first == EX.extract(text)
    assert len(first) == 2


def test_empty_and_whitespace() -> None:
    assert EX.extract("") == []
    assert EX.extract("   \n\n ") == []


def test_low_salience_statement_only_in_mode_all() -> None:
    facts = EX.extract("I spent the weekend reading about compilers")
    assert facts and facts[0].salience == "low"
    assert select(facts, "salient") == []
    assert select(facts, "all") == facts


def test_detect_language() -> None:
    assert detect_language("hello") == "en"
    assert detect_language("我喜欢") == "zh"
    assert detect_language("好きです") == "ja"
    assert detect_language("좋아요") == "ko"


# --------------------------------------------------------------------------- API glue


def _cand(salience: str, transient: bool = False) -> Candidate:
    return Candidate(f"claim {salience}", "fact", None, salience, transient)


def test_select_modes() -> None:
    cands = [_cand("high"), _cand("medium"), _cand("low")]
    assert [c.salience for c in select(cands, "salient")] == ["high", "medium"]
    assert select(cands, "all") == cands
    assert select(cands, "off") == []
    with pytest.raises(ValueError):
        select(cands, "loud")


def test_get_extractor() -> None:
    assert get_extractor().name == "rules"
    assert get_extractor("command", command=["true"]).name == "command"
    with pytest.raises(ValueError, match="rules, command"):
        get_extractor("gpt")
    with pytest.raises(ValueError, match="extract.command"):
        get_extractor("command")


def test_to_new_facts_sets_validity() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    cands = [
        Candidate("Is in Tokyo this week", "fact", None, "medium", True),
        Candidate("The launch is March 3rd", "correction", "Atlas", "high", False, "March 10th"),
    ]
    facts = to_new_facts(
        cands,
        now=now,
        transient_ttl="3d",
        visibility="world",
        source="hook:writeback",
        source_id="s1",
        session_id="sess",
        provenance="turn.wb",
    )
    assert facts[0].valid_until == now + timedelta(days=3)
    assert facts[0].valid_from == now
    assert facts[1].valid_until is None
    assert facts[1].corrects == "March 10th" and facts[1].entity == "Atlas"
    assert facts[1].kind == "correction"
    assert {f.source for f in facts} == {"hook:writeback"}
    assert facts[0].provenance == "turn.wb" and facts[0].session_id == "sess"


def test_to_new_facts_rejects_bad_ttl() -> None:
    with pytest.raises(ValueError):
        to_new_facts(
            [_cand("high", True)],
            now=datetime.now(UTC),
            transient_ttl="2026-12-24",
            visibility="world",
            source="cli",
        )


def test_candidate_to_json() -> None:
    c = Candidate("Prefers dark mode", "preference", None, "high", False)
    assert c.to_json() == {
        "claim": "Prefers dark mode",
        "kind": "preference",
        "entity": None,
        "salience": "high",
        "transient": False,
        "corrects": None,
        "rule": None,
    }


def test_two_statements_joined_by_and_give_two_facts() -> None:
    facts = EX.extract(
        "btw my cofounder is Sarah Chen and we decided to go with Rust for the core."
    )
    assert [(f.kind, f.entity) for f in facts] == [
        ("relationship", "Sarah Chen"),
        ("decision", None),
    ]
    assert facts[1].claim == "We decided to go with Rust for the core"


@pytest.mark.parametrize(
    ("text", "kind", "keywords"),
    [
        # passive project changes, dated events, metrics, repo-wide facts
        ("The payments service was rewritten in Rust last quarter.", "project_state", ["Rust"]),
        ("Frontend is owned by the growth team now.", "project_state", ["growth team"]),
        ("The deadline for the grant application is June 30.", "project_state", ["June 30"]),
        ("The iOS app hit 50k downloads last week!", "project_state", ["50k"]),
        ("Everything in this repo targets Node 20.", "project_state", ["Node 20"]),
        ("Security signed off on the new auth flow.", "project_state", ["auth flow"]),
        # people named by what they own, appositives, "X is Y's job"
        ("Dmitri reviews all the database migrations.", "relationship", ["Dmitri"]),
        ("Marco, our QA lead, signs off on every release.", "relationship", ["Marco"]),
        ("Deploys are Omar's job, don't touch the pipeline.", "relationship", ["Omar"]),
        ("The team lead on the data platform is Yuki Tanaka.", "relationship", ["Yuki Tanaka"]),
        ("My cofounder and I split the work.", "relationship", ["cofounder"]),
        # preferences phrased as stances or standing requests
        ("i'm really into functional programming lately", "preference", ["functional"]),
        ("I'm a big believer in small PRs", "preference", ["small PRs"]),
        ("Please stop suggesting lodash.", "preference", ["lodash"]),
        ("use British spelling in the docs going forward", "preference", ["British"]),
        ("Im not a morning person", "preference", ["morning person"]),
        ("型ヒントは必ず付けてください", "preference", ["型ヒント"]),
        ("앞으로 커밋 메시지는 영어로 써 주세요", "preference", ["영어"]),
        # framed statements and situations
        (
            "The thing I keep forgetting to tell you is that I'm left-handed.",
            "fact",
            ["left-handed"],
        ),
        ("Legal requires that we keep audit logs for seven years.", "fact", ["audit logs"]),
        ("I have ADHD, short bullet points help.", "fact", ["ADHD"]),
        ("我是做数据分析的", "fact", ["数据分析"]),
        ("王磊是我们组的前端负责人", "relationship", ["王磊"]),
        ("佐藤さんがインフラ周りを全部見ています", "relationship", ["佐藤"]),
        ("김민수 씨가 결제 모듈 담당이에요", "relationship", ["김민수"]),
        ("저희 서비스는 AWS에서 돌아가요", "project_state", ["AWS"]),
        ("更正一下，上线时间是15号，不是12号", "correction", ["15号"]),
    ],
)
def test_generalised_phrasings(text: str, kind: str, keywords: list[str]) -> None:
    fact = one(text)
    assert fact.kind == kind, (text, fact)
    assert all(k.lower() in fact.claim.lower() for k in keywords), (text, fact)


@pytest.mark.parametrize(
    "text",
    [
        "Going forward, what's the best way to structure these tests?",
        "If we switched to Go, would the memory usage drop?",
        "Marco, can you take a look at the failing migration?",
        "This function was rewritten in the last commit and now it leaks memory.",
        "这个测试总是随机失败",
        "このテストはいつも失敗します",
        "이 테스트가 항상 실패해요",
    ],
)
def test_lookalikes_yield_nothing_salient(text: str) -> None:
    assert [f for f in EX.extract(text) if f.salience != "low"] == []


def test_conjoined_verb_phrase_is_not_cut_as_a_request() -> None:
    fact = one("The whole team agreed to stop using feature branches and go trunk-based.")
    assert fact.kind == "decision" and "trunk-based" in fact.claim


def test_apostrophe_less_contractions_and_transient_on_call() -> None:
    facts = EX.extract("Our on-call rotation is weekly and im on call this week.")
    assert [(f.kind, f.transient) for f in facts] == [("project_state", False), ("fact", True)]


@pytest.mark.parametrize(
    ("text", "kind", "keywords"),
    [
        ("Hate YAML with a passion.", "preference", ["YAML"]),
        ("Not a fan of ORMs tbh.", "preference", ["ORMs"]),
        ("At my company we deploy with ArgoCD.", "project_state", ["ArgoCD"]),
        ("In our team, every PR needs a screenshot.", "project_state", ["screenshot"]),
        ("It was agreed at the offsite that we'd freeze features.", "decision", ["freeze"]),
        ("Teresa and I co-own the billing code.", "relationship", ["Teresa"]),
        ("Nadia's the product owner for checkout.", "relationship", ["Nadia"]),
        ("I'm going to finish the i18n work before I go on leave.", "commitment", ["i18n"]),
        ("We're not doing code reviews on Fridays anymore.", "project_state", ["Fridays"]),
        ("Our SLA is 99.9% uptime.", "project_state", ["99.9%"]),
        ("我不喜欢在周末开会", "preference", ["周末"]),
        ("我今天下班前把bug修完", "commitment", ["bug"]),
        ("저희 팀은 코드 리뷰 없이 머지하지 않아요", "project_state", ["코드 리뷰"]),
    ],
)
def test_generalised_phrasings_more(text: str, kind: str, keywords: list[str]) -> None:
    fact = one(text)
    assert fact.kind == kind, (text, fact)
    assert all(k.lower() in fact.claim.lower() for k in keywords), (text, fact)
    assert not fact.transient, (text, fact)


def test_i_am_is_not_a_name() -> None:
    fact = one("I'm the maintainer of a small open source CSV library.")
    assert fact.kind == "fact" and fact.entity is None


# --------------------------------------------------------------------------- fallback tier

FALLBACK_CASES = [
    # No specific rule covers these; the fallback keeps the sentence and picks a kind by cues.
    ("I've spent most of my career in logistics software.", "fact", ["logistics"]),
    ("Our warehouse app runs on Zebra handhelds.", "project_state", ["Zebra"]),
    ("Most of our users are nurses on night shifts.", "project_state", ["nurses"]),
    ("Ingrid and I share the release duty.", "relationship", ["Ingrid"]),
    ("My counterpart at the agency is Bruno Alves.", "relationship", ["Bruno Alves"]),
    ("I keep a running changelog in Notion.", "preference", ["Notion"]),
    ("我们的客户基本都是中小银行。", "project_state", ["中小银行"]),
    ("私は趣味でロボットを作っています。", "fact", ["ロボット"]),
    ("저희 고객은 대부분 물류 회사예요.", "project_state", ["물류"]),
]


@pytest.mark.parametrize(("text", "kind", "keywords"), FALLBACK_CASES)
def test_fallback_keeps_plain_statements(text: str, kind: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == 1, (text, facts)
    assert facts[0].kind == kind, (text, facts[0])
    assert all(k.lower() in facts[0].claim.lower() for k in keywords), facts[0].claim


@pytest.mark.parametrize(
    "text",
    [
        # how the current code behaves
        "The CLI takes a --verbose flag.",
        "Each worker pulls jobs from the queue.",
        "The UserService calls PaymentGateway on every checkout.",
        "Memory usage climbs to 2GB after an hour.",
        "The date picker shows UTC instead of local time.",
        "The spinner never disappears after the request finishes.",
        "The numbers in the chart are off by one.",
        "用户列表加载很慢。",
        "ボタンを押しても何も起きません。",
        "로그인 화면이 깨져요.",
        # what happened in this session, comments on the assistant's work
        "I just restarted the dev server.",
        "I copied the error from the terminal.",
        "Your last change made the page load twice.",
        "That didn't help, it still crashes on startup.",
        "我刚刚重启了服务。",
        "방금 서버 재시작했어요.",
        # chatter and hedges
        "I see, that makes sense",
        "lol this codebase is a mess",
        "私もそう思っていました。",
        "저도 그렇게 생각했어요.",
        # an episode, not a standing fact (kept only in mode "all")
        "I spent the weekend reading about compilers",
    ],
)
def test_fallback_yields_nothing_salient(text: str) -> None:
    assert select(EX.extract(text), "salient") == [], text


def test_fallback_weak_signal_is_low() -> None:
    facts = EX.extract("Sorting by date puts the newest items last.")
    assert all(f.salience == "low" for f in facts)


# Corrections in many phrasings: kind "correction", and `corrects` carries the old value when
# the turn names it (the brain supersedes the facts that contain it).
CORRECTION_CASES = [
    ("I misspoke — my manager is Priya, not Pooja.", ["Priya"], "Pooja"),
    ("Wait, no: the demo is on Thursday.", ["Thursday"], None),
    ("Scratch that, the offsite is in Lisbon.", ["Lisbon"], None),
    ("I had that wrong: our on-call rotation is weekly, not daily.", ["weekly"], "daily"),
    ("Not Vue — we're on Svelte.", ["Svelte"], "Vue"),
    ("Ignore what I said about Terraform, we actually use Pulumi.", ["Pulumi"], "Terraform"),
    ("Make that 16 GB of RAM, not 8.", ["16 GB"], "8"),
    (
        "Earlier I said we use Jenkins — that's wrong, it's GitHub Actions.",
        ["GitHub Actions"],
        "Jenkins",
    ),
    ("I said Tuesday earlier but the review is actually Wednesday.", ["Wednesday"], "Tuesday"),
    ("It's Maria who reviews the infra PRs, not Mark.", ["Maria"], "Mark"),
    ("我搞错了，我们用的是阿里云而不是腾讯云", ["阿里云"], "腾讯云"),
    ("我之前说错了，团队是8个人不是6个人", ["8个人"], "6个人"),
    ("不是Java，是Kotlin", ["Kotlin"], "Java"),
    ("应该是三月底上线，不是四月", ["三月底"], "四月"),
    ("Vueじゃなくて、Reactを使っています", ["React"], "Vue"),
    ("すみません、言い間違えました、上司は鈴木さんです", ["鈴木"], None),
    ("勘違いしてました、締め切りは来週の水曜日です", ["水曜日"], None),
    ("아니, Python이 아니라 Go로 짜여 있어요", ["Go"], "Python"),
    ("제가 착각했네요, 회의는 금요일이에요", ["금요일"], None),
    ("아니요, 저는 백엔드 개발자예요, 프론트엔드가 아니라", ["백엔드"], "프론트엔드"),
]


@pytest.mark.parametrize(("text", "keywords", "old"), CORRECTION_CASES)
def test_corrections_many_phrasings(text: str, keywords: list[str], old: str | None) -> None:
    fact = one(text)
    assert fact.kind == "correction", fact
    assert fact.salience == "high"
    for kw in keywords:
        assert kw in fact.claim, fact
    assert fact.corrects == old, fact


def test_correction_about_topic_becomes_subject() -> None:
    fact = one("I was wrong about the deadline — it's the 28th.")
    assert fact.kind == "correction"
    assert fact.claim == "The deadline is the 28th"


@pytest.mark.parametrize(
    "text",
    [
        "Correction. The offsite is in Porto, not Lisbon.",
        "訂正です。リリース日は4月15日です",
        "说错了。周会是周二。",
        "정정할게요. 출시일은 5월 2일이에요.",
    ],
)
def test_marker_only_sentence_makes_the_next_a_correction(text: str) -> None:
    assert one(text).kind == "correction"


@pytest.mark.parametrize(
    "text",
    [
        "Correction: change the variable name to userId.",
        "scratch that, just revert the last commit",
        "Actually the function returns None, not an empty list.",
        "I meant the other file, the one in utils.",
        "My bad, wrong file. look at src/app.ts",
        "No wait, don't delete that file.",
        "Actually, never mind, leave it as is.",
        "不对，这个函数应该返回字符串",
        "说错了，帮我把第二行删掉",
        "訂正です。これを直してください",
        "さっきの修正でビルドが通るようになった",
        "あ、違う、そっちのファイルじゃない",
        "아니 그게 아니라 이 함수를 고쳐 줘",
    ],
)
def test_correction_markers_around_tasks_and_code_yield_nothing(text: str) -> None:
    assert [f for f in EX.extract(text) if f.salience != "low"] == [], text


JA_CASES = [
    ("妻が看護師なんだ", "relationship", ["看護師"]),
    ("部長の山本さんが最終判断をする", "relationship", ["山本"]),
    ("インフラは佐々木さんが見てくれています", "relationship", ["佐々木"]),
    ("決済まわりは私が担当してます", "fact", ["決済"]),
    ("猫を二匹飼ってます", "fact", ["猫"]),
    ("新卒でメルカリに入社しました", "fact", ["メルカリ"]),
    ("コーヒーは飲まないです", "preference", ["コーヒー"]),
    ("朝ごはんは食べない派", "preference", ["朝ごはん"]),
    ("Kotlinはあまり好きじゃない", "preference", ["Kotlin"]),
    ("締め切りは金曜日の予定です", "project_state", ["金曜日"]),
    ("データベースはPostgreSQLからAuroraに移行中です", "project_state", ["Aurora"]),
    ("コードレビューは必ず二人以上で行うルールになっている", "project_state", ["二人"]),
    ("バックエンドはDjangoで書かれてます", "project_state", ["Django"]),
]


@pytest.mark.parametrize(("text", "kind", "keywords"), JA_CASES)
def test_japanese_casual_and_subjectless(text: str, kind: str, keywords: list[str]) -> None:
    fact = one(text)
    assert fact.kind == kind, fact
    assert fact.salience != "low"
    for kw in keywords:
        assert kw in fact.claim


@pytest.mark.parametrize(("text", "transient"), [("腰を痛めて整体に通ってる", True)])
def test_japanese_health_is_transient(text: str, transient: bool) -> None:
    assert one(text).transient is transient


@pytest.mark.parametrize(
    "text",
    ["変数名をもう少し分かりやすくしてほしい", "この処理は毎回キャッシュを読み直している"],
)
def test_japanese_tweaks_and_code_yield_nothing(text: str) -> None:
    assert [f for f in EX.extract(text) if f.salience != "low"] == [], text


# Families fixed after the dev2 batch (blind when first scored). The sentences below are new
# phrasings of each family, not the dev2 turns themselves.
DEV2_FOUND = [
    # an aside to the assistant or a hedge in a later CJK clause keeps the statement before it
    ("我这两天感冒了，头很晕，你帮我多检查一遍", "fact", ["感冒"], True),
    ("今は大阪にいるので、返事が遅くなるかもしれません", "fact", ["大阪"], True),
    # "…" ends a sentence, so a request after it does not swallow the fact
    ("今日はずっと頭痛がひどくて…短めにお願いします", "fact", ["頭痛"], True),
    # an apology lead: "さっき言った" is the user's own earlier words; the topic stays in the claim
    (
        "すみません、さっき言った田中さんはフロントじゃなくてQA担当です",
        "correction",
        ["田中", "QA"],
        False,
    ),
    # ko: topic-first owner with an honorific verb; "my <role> is <name>인데"
    ("인증 서버는 이수진 님이 관리하고 계세요", "relationship", ["이수진"], False),
    ("제 매니저가 최영호 님인데, 일정에 엄청 엄격해요", "relationship", ["최영호"], False),
    # a dropped "I" before "will <verb>"
    (
        "Will share the benchmark results with the infra team by Monday.",
        "commitment",
        ["benchmark", "Monday"],
        False,
    ),
]


@pytest.mark.parametrize(("text", "kind", "keywords", "transient"), DEV2_FOUND)
def test_dev2_families_found(text: str, kind: str, keywords: list[str], transient: bool) -> None:
    facts = select(RulesExtractor().extract(text), "salient")
    hits = [f for f in facts if all(k.lower() in f.claim.lower() for k in keywords)]
    assert hits, facts
    assert hits[0].kind == kind and hits[0].transient == transient


@pytest.mark.parametrize(
    "text",
    [
        # a long quoted span is third-party text even when it spans sentence ends
        'The changelog says: "We no longer support Python 3.8. Our team moved to 3.11." — ok for us?',
        # self-deprecating "I keep mixing up …" is not a preference
        "I keep forgetting which branch is which.",
        # the assistant's previous edit, in Japanese
        "さっきの変更、ビルドが通ってないです。",
        # Japanese/Chinese/Korean remarks about caching/requests are code talk
        "今の実装だと、キャッシュが切れるたびにリクエストが全部DBに行きますね",
    ],
)
def test_dev2_empty_turns_yield_nothing(text: str) -> None:
    assert select(RulesExtractor().extract(text), "salient") == []


# One sentence, several facts: each part that states a fact on its own becomes its own claim.
MULTI_FACT = [
    (
        "we moved the API to Fly.io last month and the mobile release is frozen until May",
        [("project_state", ["Fly.io"]), ("project_state", ["frozen", "May"])],
    ),
    (
        "my name is Ingrid Solberg, I run the data platform team at Vinmonopolet",
        [("fact", ["Ingrid"]), ("fact", ["Vinmonopolet"])],
    ),
    (
        "I'll own the release notes from now on, and Tariq takes over the on-call rota",
        [("commitment", ["release notes"]), ("relationship", ["Tariq"])],
    ),
    (
        "Ravi's my tech lead and we're prioritizing the v2 endpoints this quarter",
        [("relationship", ["Ravi", "tech lead"]), ("decision", ["v2 endpoints"])],
    ),
    ("我叫周婷，在美团做推荐系统", [("fact", ["周婷"]), ("fact", ["美团"])]),
    (
        "我下个月去成都出差，月底之前会把接口文档整理好",
        [("fact", ["成都"]), ("commitment", ["接口文档"])],
    ),
    (
        "高橋さんがインフラのリードで、中村さんがQA担当です",
        [("relationship", ["高橋"]), ("relationship", ["中村", "QA"])],
    ),
    (
        "제 팀장님은 한지민 님이고, 저는 코드 리뷰를 오전에 하는 걸 좋아해요",
        [("relationship", ["한지민"]), ("preference", ["오전"])],
    ),
]


@pytest.mark.parametrize(("text", "expected"), MULTI_FACT)
def test_one_sentence_several_facts(text: str, expected: list[tuple[str, list[str]]]) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == len(expected), facts
    for fact, (kind, keywords) in zip(facts, expected, strict=True):
        assert fact.kind == kind, fact
        assert all(k.lower() in fact.claim.lower() for k in keywords), fact


# Two clauses, one fact: an elaboration, a consequence, a negated alternative, a reason, the
# support of a correction, more about the same person, a reason after a standing request.
ONE_FACT = [
    ("I never use ORMs, I write raw SQL everywhere", ["ORMs", "raw SQL"]),
    ("I've got a dentist appointment at 2, so I'll be offline for an hour", ["dentist"]),
    ("我们用的是飞书，不用钉钉", ["飞书", "钉钉"]),
    ("我是后端开发，主要写 Go", ["后端", "Go"]),
    ("不是MySQL，是Postgres，我们一直用Postgres", ["Postgres"]),
    ("林さんは元同僚で、今はフリーランスです", ["林", "フリーランス"]),
    ("私は夜型なので、午後に連絡をもらえると助かります", ["夜型"]),
    ("Stop suggesting Moment.js, we use date-fns across the whole org", ["Moment.js", "date-fns"]),
    ("우리 팀은 다섯 명이고 전부 원격으로 일해요", ["다섯 명", "원격"]),
]


@pytest.mark.parametrize(("text", "keywords"), ONE_FACT)
def test_two_clauses_one_fact(text: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == 1, facts
    assert all(k.lower() in facts[0].claim.lower() for k in keywords), facts


@pytest.mark.parametrize(
    ("text", "kind", "keywords"),
    [
        # a request first, then a fact a specific rule states: the request drops out
        ("leave the flaky test alone, I'm on call all week", "fact", ["on call"]),
        (
            "add a retry there, I'll ask Marcus about the real limits tomorrow",
            "commitment",
            ["Marcus"],
        ),
        # a taste that justifies the request keeps both halves
        ("no trailing commas please, I hate them", "preference", ["trailing commas", "hate"]),
        # a name's role with an apostrophe, lower-case name
        ("dana's the PM for billing, ask her about scope", "relationship", ["Dana", "PM"]),
        # a dropped subject before "decided"; "the decision is we …"
        ("Decided to keep the monolith for another year.", "decision", ["monolith"]),
        ("so the decision is we drop Helm and use Kustomize", "decision", ["Kustomize"]),
        # a subject-less CJK clause borrows the sentence's subject
        ("私は福岡在住で、ゲーム会社でサーバーサイドを担当しています", "fact", ["ゲーム会社"]),
        ("저는 판교에 있는 게임 회사에서 백엔드 개발하고 있어요", "fact", ["게임 회사"]),
        ("周四之前我会把压测报告发给你", "commitment", ["压测报告"]),
        ("测试环境的负责人是阿杰", "relationship", ["阿杰"]),
        ("阿杰是我们组的测试", "relationship", ["阿杰"]),
    ],
)
def test_split_and_borrowed_subject_families(text: str, kind: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    hits = [f for f in facts if all(k.lower() in f.claim.lower() for k in keywords)]
    assert hits and hits[0].kind == kind, facts


@pytest.mark.parametrize(
    ("text", "keywords", "old"),
    [
        ("Sorry, I said Node 18 earlier but prod is actually on Node 20.", ["Node 20"], "Node 18"),
        ("lol my bad, the bucket is gs://assets-prod, not gs://assets.", ["assets-prod"], None),
        ("Thursday not Friday for the demo — I misremembered.", ["Thursday", "demo"], "Friday"),
        ("Sorry, Amara's not on the web team, she's on mobile.", ["Amara", "mobile"], None),
        ("nvm that, actually it's eu-west-1 not eu-central-1", ["eu-west-1"], "eu-central-1"),
        ("其实前端不是 Vue，是 React", ["React"], "Vue"),
        ("更正一下，端口是8443，不是8080，所以要改防火墙", ["8443"], "8080"),
        ("아 맞다 DB는 MySQL이 아니라 Postgres였어요", ["DB는", "Postgres"], "MySQL"),
        ("さっきPython 3.9と言いましたが、実際は3.11でした", ["3.11"], None),
    ],
)
def test_more_correction_shapes(text: str, keywords: list[str], old: str | None) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == 1, facts
    fact = facts[0]
    assert fact.kind == "correction", fact
    assert all(k.lower() in fact.claim.lower() for k in keywords), fact
    if old is not None:
        assert fact.corrects is not None and old.lower() in fact.corrects.lower(), fact


@pytest.mark.parametrize(
    "text",
    [
        "谢谢，搞定了",
        "如果以后用户量翻十倍，这个架构还撑得住吗",
        "报错信息是：'java.lang.OutOfMemoryError: Metaspace'，这是什么意思",
        "リリースが延びました。なのでフラグはまだ消さないで",
        "这个 class 组件帮我重写",
        "老的 docker-compose 别再维护了",
    ],
)
def test_split_families_stay_silent_on_tasks_and_chatter(text: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert not [f for f in facts if "消さない" in f.claim or f.kind != "project_state"], facts
    if "リリース" not in text:
        assert facts == [], facts


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("Tabs, not spaces. Always.", ["Tabs"]),
        ("also use single quotes", ["single quotes"]),
        ("no emojis in commit messages ever please", ["emojis"]),
        ("Please use British spelling in all user-facing copy.", ["British spelling"]),
        ("dark mode everything, always", ["dark mode"]),
        ("インデントはスペース2つでお願いします", ["スペース2つ"]),
        ("주석은 한국어로 달아 주세요", ["한국어"]),
        ("代码注释请统一用中文写", ["中文"]),
    ],
)
def test_standing_style_requests_are_preferences(text: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) == 1 and facts[0].kind == "preference", facts
    assert all(k.lower() in facts[0].claim.lower() for k in keywords), facts


@pytest.mark.parametrize(
    "text",
    [
        "use snake_case for this function",
        "add type hints to utils.py",
        "pls update the docstring too",
        "把变量名改成驼峰式",
        "変数名をキャメルケースに変えてください",
        "주석 다 지워 줘",
    ],
)
def test_one_off_style_edits_stay_tasks(text: str) -> None:
    assert select(EX.extract(text), "salient") == []


@pytest.mark.parametrize(
    ("text", "kind", "keywords"),
    [
        # a request after the fact's own clause, ja "ので" with no comma
        ("今日は熱っぽいので手短にお願いします", "fact", ["熱"]),
        # a decision phrased with a contrast is still a decision
        ("来月からJestじゃなくてVitestを使うことにしました", "decision", ["Vitest"]),
        # a promise wins over the situation around it
        ("我答应了老板周五给他看原型", "commitment", ["原型"]),
        # the named person stays in a later-clause claim
        (
            "Nadia asked for the export so I promised her a CSV by Monday",
            "commitment",
            ["Nadia", "CSV"],
        ),
        # infrastructure state with a third-party subject
        ("the billing service is still on Python 3.8", "project_state", ["billing", "3.8"]),
        ("dependencies are frozen until the audit is done", "project_state", ["frozen"]),
        # "Decided:" and "correction to what I said this morning"
        ("Decided: we keep Postgres for analytics.", "decision", ["Postgres"]),
        (
            "Correction to what I said this morning: the client is on the Pro plan, not Team.",
            "correction",
            ["Pro plan"],
        ),
        # a style request in a later clause
        ("部長がレビューするので、コメントは英語で書いてください", "relationship", ["英語"]),
    ],
)
def test_late_families(text: str, kind: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    hits = [f for f in facts if all(k.lower() in f.claim.lower() for k in keywords)]
    assert hits and hits[0].kind == kind, facts


@pytest.mark.parametrize(
    "text",
    [
        "Nodeのバージョンは20です。18じゃないです",
        "배포 서버는 우분투 22.04예요. 20.04 아니고요",
        "Can you stop using emojis in commit messages? I really dislike that",
        "이 함수는 캐시가 없으면 null을 반환하는데, 호출하는 쪽에서 체크를 안 해요",
        "我不喜欢嵌套的三元表达式，看着头疼，改成if-else吧",
    ],
)
def test_follow_ups_add_no_second_fact(text: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert len(facts) <= 1, facts
    assert not any(f.transient for f in facts), facts
    assert not any("dislike" in f.claim.lower() or "체크" in f.claim for f in facts), facts


@pytest.mark.parametrize(
    ("text", "kind", "keywords"),
    [
        # "she"/"he" after a request names the one person named before it
        ("add Mira as reviewer, she owns the billing repo", "relationship", ["Mira", "billing"]),
        (
            "don't give Raúl admin, he's a contractor until June",
            "relationship",
            ["Raúl", "contractor"],
        ),
        # a parenthetical role, a role with an article, a move between teams
        ("stub it for now — Ilse (our designer) is redoing the layout", "relationship", ["Ilse"]),
        ("Wen moved over to the Kite team last week", "relationship", ["Wen", "Kite"]),
        # "X isn't Y anymore, it's Z" names the new holder; "it's not X who …, it's Y"
        (
            "Tomás isn't the billing owner anymore, it's Priya",
            "correction",
            ["Priya", "billing owner"],
        ),
        (
            "Actually it's not Kenji who's on call this week, it's Wen.",
            "correction",
            ["Wen", "on call"],
        ),
        # a fact after a dash behind a request; "we're on X"
        ("keep the flag off — launch moved to March 3rd", "project_state", ["March 3rd"]),
        ("bump the engines field, we're on Node 20 now", "project_state", ["Node 20"]),
        # stakeholders: what they want, where they are
        (
            # another party's taste is a preference (issue 12: was project_state)
            "Brightwater prefers email over Slack for anything formal",
            "preference",
            ["Brightwater"],
        ),
        ("Marco is out next week", "fact", ["Marco", "out"]),
        # Korean: a name with a title, a reported promise, a said-but correction
        ("김 팀장님이 제 매니저인데 로그 포맷에 까다로우세요", "relationship", ["김"]),
        ("금요일까지 디자인 시안 보내드린다고 했어요", "commitment", ["디자인 시안"]),
        ("제가 전에 15라고 했는데 16이에요", "correction", ["16"]),
    ],
)
def test_people_and_pronoun_families(text: str, kind: str, keywords: list[str]) -> None:
    facts = select(EX.extract(text), "salient")
    hits = [f for f in facts if all(k.lower() in f.claim.lower() for k in keywords)]
    assert hits and hits[0].kind == kind, facts


@pytest.mark.parametrize(
    "text",
    [
        "write the boilerplate and I'll fill in the logic",
        "残りは明日やります",
        "pages 디렉터리는 건드리지 마세요",
        "こっちはWeb側だけでOKです",
        "ありがとう、完璧です",
        "Someone on Reddit said this library is abandoned.",
    ],
)
def test_people_families_stay_silent(text: str) -> None:
    assert select(EX.extract(text), "salient") == []


def test_a_negation_is_not_a_correction() -> None:
    facts = select(
        EX.extract("Sorry, I wasn't clear before: Tidewater is NOT going on Vercel."), "salient"
    )
    assert [f.claim for f in facts] == ["Tidewater is NOT going on Vercel"], facts
    assert facts[0].corrects is None


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        # review findings: none of these may become a correction, a person or a decision
        ("It's not Postgres, it's MySQL.", "MySQL is Postgres"),
        ("The migration isn't done, it's still running on staging", "is done"),
        ("We are actually not on Heroku", "We are"),
        ("I'll be late to standup, sorry.", None),
        ("we moved to Postgres, she's the DBA", "Postgres is the DBA"),
        ("Staging in the EU region crashed", None),
        ("Nobody decided on anything yet", None),
        ("the connection was dropped", None),
        ("前端是Vue，后端是Go", None),
        ("我在项目里写单元测试", None),
        ("老板答应了给我们加预算", None),
        ("明日です", None),
        ("저는 반대입니다", None),
        ("QA는 다음주예요", None),
    ],
)
def test_review_lookalikes_are_not_specific_facts(text: str, bad: str | None) -> None:
    facts = select(EX.extract(text), "salient")
    assert not [
        f for f in facts if f.kind in ("correction", "relationship", "decision", "commitment")
    ]
    assert not [f for f in facts if f.salience == "high" and f.kind == "fact"], facts
    if bad:
        assert not any(f.claim == bad or f.claim.endswith(bad) for f in facts), facts


def test_review_fixes_keep_the_words() -> None:
    facts = EX.extract("btw just got back from parental leave")
    assert facts and "Btws" not in facts[0].claim and facts[0].transient, facts
    assert select(EX.extract("I never embed secrets in images"), "salient")[0].kind == "preference"
    [fact] = select(EX.extract("后端不是Django，是用FastAPI写的"), "salient")
    assert fact.kind == "correction" and "后端" in fact.claim, fact


# Frames (issue 12): subject class × verb class × complement, in all four languages.
@pytest.mark.parametrize(
    ("text", "kind", "rule"),
    [
        # a reported change of state is the company's state
        ("Maya said Brightline hit 40k MRR last month.", "project_state", "frame:named×report"),
        ("Tom mentioned that Quillsoft closed their seed round.", "project_state", None),
        ("Maya said the new hire from Acme is great with customers.", "fact", None),
        ("Wren turns 10 on August 2.", "fact", "frame:named×state"),
        ("Hideo wants to be pinged on Matrix, never email.", "preference", "frame:named×prefer"),
        ("Camille became a core maintainer last week.", "relationship", "frame:named×role"),
        ("The Brackwater pilot converted to an annual contract.", "project_state", None),
        ("According to Raj, Vantage is moving their HQ to Austin.", "fact", "frame:named×report"),
        ("Priya is worried that the Series A will slip.", "fact", "frame:named×believe"),
        ("Daniel thinks we should hire a second designer.", "fact", "frame:named×believe"),
        ("Ahmed prefers Notion over Confluence.", "preference", "frame:named×prefer"),
        ("Our CFO prefers quarterly reporting.", "preference", "frame:named×prefer"),
        ("Tom mentioned he really hates modal dialogs.", "preference", "frame:named×prefer"),
        ("I committed to sending Lena the deck by Thursday.", "commitment", "frame:i×commit"),
        ("I owe Grace an intro to the Sequoia partner by Wednesday.", "commitment", None),
        # a date on the calendar is salient without the cue since round 3; the cue still
        # raises what the fallback would keep only in mode "all"
        ("Note that the board meeting is on the 14th.", "fact", "frame:thing×status"),
        ("Note that the spare router lives in the hall closet.", "fact", "frame:memory-cue"),
        ("王总说下个月的融资能关账。", "fact", "frame:named×report"),
        ("老李觉得我们应该先做企业版。", "fact", "frame:named×believe"),
        ("佐藤さんは来月のリリースが遅れると心配しています。", "fact", "frame:named×believe"),
        ("김 대표님은 다음 분기에 흑자 전환할 거라고 했어요.", "fact", "frame:named×report"),
        ("제가 금요일까지 한 심사역한테 IR 자료 보내기로 했어요", "commitment", "frame:i×commit"),
        ("Hanna's on medical leave until mid-January", "fact", "frame:named×state"),
        ("Camille (@mirabeau on GitHub) became a core maintainer", "relationship", None),
        # honorific subjects and verbs (ko), titles (ja), memory cues and roles (zh/ja/ko)
        (
            "최 이사님은 전화보다 카톡으로 연락하는 걸 선호하세요",
            "preference",
            "frame:named×prefer",
        ),
        ("윤 파트너는 우리 번레이트가 너무 높다고 걱정하고 있어요", "fact", "frame:named×believe"),
        ("村上先生はデータの公開にとても慎重な方です", "fact", "frame:named×state"),
        ("周总不喜欢去酒吧", "preference", None),
        ("顺便记一下，陈一鸣是我们新来的财务总监", "relationship", None),
        ("기억해 둬: 김도윤 님이 우리 법무 자문을 맡고 있어요", "relationship", None),
        ("メモ：佐伯さんは来週から育休です", "fact", None),
        # a person of the user's life's taste outranks the relationship rules (zh/ja/ko)
        ("우리 딸 서아는 오이를 정말 싫어해요", "preference", "cjk.frame.taste"),
        ("夫は朝型なので、家族の予定はなるべく午前中がいいそうです", "preference", None),
        # a pronoun for someone named before, with something concrete in the complement
        ("She thinks our CAC payback is too long", "fact", "frame:pronoun×believe"),
        ("He mentioned Halcyon just closed Fund III at $180M", "project_state", None),
        ("她说我们的续约下周签", "fact", "frame:pronoun×report"),
        ("그분은 우리 번레이트가 너무 높다고 걱정하고 있어요", "fact", "frame:pronoun×believe"),
    ],
)
def test_frames(text: str, kind: str, rule: str | None) -> None:
    facts = EX.extract(text)
    assert len(facts) == 1 and facts[0].kind == kind, facts
    assert facts[0].salience in ("high", "medium")
    if rule:
        assert facts[0].rule == rule, facts


@pytest.mark.parametrize(
    "text",
    [
        "The meeting ended.",
        "The call with Zentrix ended early.",
        "Sorry, I meant Jordan, not Jamie.",
        "Some random guy from Blorpify emailed me again, whatever.",
        "Maya said to wait.",
        'Kenji said "please never restart the pods during business hours"',
        "Someone on Reddit said this library is abandoned.",
        "老板说这个功能下个月必须上线",
        "Keep in mind the function has to stay backwards compatible.",
        "He said it's fine.",
        "She thinks you should retry the build.",
        "He mentioned the tests are flaky on CI.",
        "他说这个不行",
        # the junk frames in zh/ja/ko
        "跟Zentrix的会议提前结束了",
        "Zentrixとのミーティングは早めに終わりました",
        "Zentrix랑 회의 일찍 끝났어요",
        "不好意思，我是说小王，不是小李",
        "すみません、田中さんじゃなくて佐藤さんのことです",
        "미안, 민수 말고 지훈 씨 말한 거예요",
        "又有个不认识的人发邮件推销，别管他",
        "また知らない営業からメールが来た、無視して",
    ],
)
def test_frames_junk_and_hearsay_give_nothing_salient(text: str) -> None:
    assert not [c for c in EX.extract(text) if c.salience != "low"]


def test_every_candidate_names_its_rule() -> None:
    """Candidate.rule says which stage or frame produced a fact (shown by `explain`)."""
    texts = [
        "We decided to go with Postgres.",
        "Actually the launch is March 3rd, not March 10th.",
        "我们决定用Rust",
        "Maya said Brightline hit 40k MRR last month",
        "the staging cluster gets wiped every Sunday",
    ]
    rules = [c.rule for t in texts for c in EX.extract(t)]
    assert rules and all(rules), rules
    assert "en.decision" in rules and "frame:named×report" in rules
    assert "cjk.decision" in rules and "en.correction" in rules
    assert EX.extract("We decided to go with Postgres.")[0].to_json()["rule"]


def test_explain_prints_the_rule() -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "writeback", "explain", "Ahmed prefers Notion over Confluence"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "(rule: frame:named×prefer)" in out, out


def test_a_long_turn_is_read_up_to_the_budget() -> None:
    """Bounded time: 2,000 characters of prose are read, the rest of the turn is not."""
    from writeback.extract.rules import _MAX_READ

    filler = "The weather was nice and the walk was long. " * (_MAX_READ // 44 + 5)
    assert EX.extract("I prefer dark mode in every editor. " + filler)
    assert not EX.extract(filler + "I prefer dark mode in every editor.")
    # degenerate runs stay linear: each ends well under the budget, nothing is found
    for run in (", " * 3000, "ok, i guess, i mean, " * 300, "I'm " * 2000):
        assert not [c for c in EX.extract(run) if c.salience != "low"]
    # a run of tiny sentences is bounded by count as well as by characters
    from writeback.extract.rules import _MAX_SENTENCES

    tiny = "(1) the " * (_MAX_SENTENCES + 5)
    assert EX.extract("(0) I prefer dark mode in every editor " + tiny)
    assert not EX.extract(tiny + "(9) I prefer dark mode in every editor")


def test_an_enumeration_in_one_line_is_one_fact_per_item() -> None:
    """ "(1) … (2) …", "1) … 2) …", "①…②…": each item is read as a sentence; the label
    before them ("Update before I forget:") is not a fact."""
    text = (
        "Update before I forget: (1) the Halvorsen contract got approved, (2) Dana is on "
        "sabbatical in Kyoto until June, (3) I told Yusuf I'd rerun his decoder by Friday"
    )
    claims = [c.claim for c in EX.extract(text)]
    assert len(claims) == 3 and not any("forget" in c for c in claims), claims
    assert any("Yusuf" in c for c in claims) and any("Dana" in c for c in claims), claims
    zh = [c.claim for c in EX.extract("今天定了：①下周一开始用飞书 ②我们决定周会改到周三")]
    assert not any(c.startswith("今天定了") for c in zh) and any("周三" in c for c in zh), zh


@pytest.mark.parametrize(
    ("text", "kw"),
    [
        ("the two-photon rig is down until the new laser arrives, probably mid-Feb", "laser"),
        ("I'm at FOSDEM all weekend, expect slow replies", "FOSDEM"),
        (
            "Dev's company got acquired by Lumenhaus, he doesn't know yet if his team survives",
            "Lumenhaus",
        ),
        ("Nani Asha is in Pune until March so it's just the four of us", "Pune"),
    ],
)
def test_a_veto_word_in_a_trailing_aside_keeps_the_statement(text: str, kw: str) -> None:
    """The fallback's code/chatter words veto the first clause only; conditions veto all."""
    assert [c for c in select(EX.extract(text), "salient") if kw in c.claim], EX.extract(text)


def test_a_condition_anywhere_still_vetoes_the_fallback() -> None:
    text = "thinking out loud: if Dev takes the retention bonus we'd have to stay in Toronto"
    assert not select(EX.extract(text), "salient")


@pytest.mark.parametrize(
    "text",
    [
        "New lab rule: every dataset gets a README with the acquisition params",
        "New policy, decided with Dolores: refunds over $500 need a team lead's approval",
        "Governance vote passed: any change to the public API now needs two approvals",
        "新规定：所有PR都要两个人review",
        "新しいルール：金曜日はデプロイしない",
        "새 규칙: 금요일에는 배포하지 않아요",
    ],
)
def test_a_labelled_new_rule_is_a_decision(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "decision" and fact.rule.endswith("decision.new-rule"), fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("CSAT was 91% for November, up from 86", "project_state"),
        ("our churn is down to 2.1% this quarter", "project_state"),
        ("上个月留存率降到了35%", "project_state"),
        ("지난달 고객 만족도가 4.6점으로 올랐어요", "project_state"),
        ("Otto's preschool teacher is Ms. Ferreira-Quist, she's lovely", "relationship"),
        ("Otto's speech therapy moved from Monday to Friday mornings", "fact"),
        ("Zantri's contract has a 99.9% uptime credit clause", "project_state"),
    ],
)
def test_figures_and_possessive_subjects(text: str, kind: str) -> None:
    """A business figure is project state; "<Name>'s <thing> …" is about them."""
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind and "Ms is" not in fact.claim, fact


@pytest.mark.parametrize(
    "text",
    [
        "Rui out Fri",
        "Dana is out until Tuesday",
        "Taking December off from the project entirely.",
        "I've been sleeping terribly since the time change",
        "I'm primary on-call this week",
    ],
)
def test_terse_away_notes_are_transient_facts(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "fact" and fact.transient, fact


def test_the_person_in_charge_is_named_in_korean() -> None:
    for text in (
        "결제 모듈 담당자는 최준호입니다",
        "한빛커피 쪽 담당자는 김지훈 팀장님이고, 결정은 그분이 하세요",
    ):
        [fact] = select(EX.extract(text), "salient")
        assert fact.kind == "relationship", fact


def test_a_thing_after_the_is_not_who_he_is() -> None:
    """ "…all the Terraform, he's our infra person": "he" is not Terraform."""
    text = "Chen set up all the Terraform, he's our infra person, so tell me before you touch it"
    assert not any("Terraform is" in c.claim for c in EX.extract(text))


def test_an_outage_with_an_end_date_is_transient() -> None:
    [down] = select(EX.extract("harbor staging is down till monday while fly migrates"), "salient")
    assert down.kind == "project_state" and down.transient, down
    [rig] = select(EX.extract("the two-photon rig is down until the new laser arrives"), "salient")
    assert rig.kind == "project_state" and not rig.transient, rig  # no date: a state


@pytest.mark.parametrize(
    "text",
    [
        "the port is 8443, not 8080",
        "The launch is Friday, not Thursday",
        "端口是8443，不是8080",
        "ポートは8443で、8080ではありません",
        "포트는 8443이지 8080이 아니에요",
    ],
)
def test_a_value_stated_against_another_corrects_it(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "correction" and fact.corrects, fact
    # the claim states the new value first; an English one keeps "not <old>" after it
    new = "Friday" if "Friday" in text else "8443"
    assert new in fact.claim.split(fact.corrects)[0], fact


@pytest.mark.parametrize(
    "text",
    ["We use tabs, not spaces", "the staging cluster is on GKE now, not the old VMs"],
)
def test_a_choice_or_a_change_is_not_a_correction(text: str) -> None:
    assert all(c.kind != "correction" for c in EX.extract(text))


def test_cjk_fallback_vetoes_the_first_clause_only() -> None:
    """ "…，下游的一些脚本可能会挂": a failure word in an aside does not undo the statement;
    "谢谢，可以了" is still chatter."""
    text = "我们把默认分支从master改名成main了，下游的一些脚本可能会挂"
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact
    assert not EX.extract("谢谢，可以了")
    [made] = select(EX.extract("设计稿是外包的阿杰做的，有问题直接找阿杰"), "salient")
    assert made.kind == "relationship", made


@pytest.mark.parametrize("text", ["5.0 release target is March 15", "4.2.1 goes out Friday"])
def test_a_version_or_target_date_is_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact


@pytest.mark.parametrize(
    "text",
    [
        "論文「層状酸化物における異常ホール効果」、無事アクセプトされました！",
        "이번에 쓴 논문 '저온 플라즈마 처리'가 학회 우수논문상을 받았어요!",
        "我们的基金申请通过了",
        "Our paper got accepted at NeurIPS",
        "The Oakhollow renewal is at risk",
    ],
)
def test_outcomes_of_papers_grants_and_deals_are_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact


@pytest.mark.parametrize(
    "text",
    [
        "CI又挂了，是上游镜像的问题",
        "CIのWindowsジョブがずっとタイムアウトしていて、原因はまだ不明です",
        "ARM 러너가 다운돼서 nightly 빌드가 3일째 안 돌고 있어요",
        "the two-photon rig is down until the new laser arrives",
    ],
)
def test_shared_infrastructure_down_is_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact


def test_a_request_about_this_server_is_still_a_request() -> None:
    assert not EX.extract("这个服务器挂了，帮我看看")


@pytest.mark.parametrize(
    ("text", "who", "kind"),
    [
        ("Noa at Quillfeather Ventures is worried that our churn is too high", "Noa is at", "fact"),
        (
            "Bram from the Gentoo team prefers patches over pull requests",
            "Bram is from the",
            "preference",
        ),
        (
            "Tove (our data lead) thinks the migration will take a quarter",
            "Tove is our data lead",
            "fact",
        ),
        ("Ilka, the staff nurse, hates pagers at night", "Ilka is the staff nurse", "preference"),
        ("Our plumber, Mr. Dorsey, has a key to the basement", "Mr. Dorsey is our plumber", "fact"),
    ],
)
def test_an_identity_in_the_subject_is_a_relationship_of_its_own(
    text: str, who: str, kind: str
) -> None:
    """ "<Name> at/from <Org>", "<Name> (<role>)", "<Name>, the <role>," and "Our <role>,
    <Name>," say who someone is in passing: a relationship of its own, and the rest is read
    with the bare name as the subject (its kind from its own frame)."""
    facts = select(EX.extract(text), "salient")
    kinds = {f.kind for f in facts}
    assert any(f.kind == "relationship" and f.claim.startswith(who) for f in facts), facts
    assert kind in kinds, facts
    rest = [f for f in facts if f.kind == kind]
    assert all(f.rule and not f.rule.startswith("en.identity") for f in rest), rest


@pytest.mark.parametrize(
    "text",
    [
        "Kate from finance owns the billing reports",  # the rest is the role itself
        "Jordan from security said we need to rotate the keys quarterly",  # a report: whole
        "Biscuit (the dog) goes to the groomer every 6 weeks",  # a thing described
        "The monitoring vendor, Cardiolink, is being acquired by Philips",  # a company
    ],
)
def test_no_separate_identity_for_roles_reports_things_and_companies(text: str) -> None:
    facts = EX.extract(text)
    assert facts and not any((f.rule or "").startswith("en.identity.") for f in facts), facts


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Dr. Okafor thinks the new triage alert fires far too often", "fact"),
        ("Prof. Lindahl prefers LaTeX over Word for every draft", "preference"),
        ("Mrs. Abara is worried that the bus route changes in March", "fact"),
    ],
)
def test_a_titled_name_is_a_named_subject(text: str, kind: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind and fact.rule and fact.rule.startswith("frame:named"), fact


@pytest.mark.parametrize(
    "text",
    [
        "Our HOA dues are $320 a quarter now",
        "our daycare is $1,450 a month since September",
        "We paid off the car loan last month",
        "The rowing club costs $60/month now, up from $45",
        "The plumber quoted $2,300 for the new water heater",
    ],
)
def test_money_in_a_life_is_a_fact(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "fact", fact


def test_a_teams_figures_stay_project_state() -> None:
    [fact] = select(EX.extract("our burn is about $210k/month after the two new hires"), "salient")
    assert fact.kind == "project_state", fact


@pytest.mark.parametrize(
    "text",
    [
        "The centrifuge on 3 is out of service until further notice",
        "Badge readers on the east wing are all failing to register",
        "The interface to Labcorp has been dropping orders since Monday",
        "Bench 5 belongs to the Mbeki lab now since the move",
    ],
)
def test_equipment_failing_or_changing_hands_is_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact
    assert fact.transient == ("fail" in text or "dropping" in text or "out of" in text), fact


@pytest.mark.parametrize(
    "text", ["the tests are failing again", "The build keeps failing on Windows"]
)
def test_code_failing_is_still_not_a_fact(text: str) -> None:
    assert not select(EX.extract(text), "salient")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("We're going to offer them a 10% credit and a named support contact", "decision"),
        ("we'll just do the survey online instead", "decision"),
        ("We're going to pin the SDK to 3.1 for now", "decision"),
        ("we'll be visiting my parents this weekend", None),
        ("we'll need to refactor this function later", None),
    ],
)
def test_a_teams_plan_of_action_is_a_decision(text: str, kind: str | None) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.kind for f in facts if f.rule == "en.decision.team-plan"] == ([kind] if kind else [])


@pytest.mark.parametrize(
    "text",
    [
        "Our babysitter is Marisol",
        "Our AE is Dariusz",
        "My officemate is Tendai",
        "Our lab manager is Oyelaran",
    ],
)
def test_household_sales_and_lab_roles_are_relationships(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "relationship", fact


@pytest.mark.parametrize(
    "text",
    [
        "Ilario always wants the agenda a day before",
        "Marit only reviews pull requests on Fridays",
        "Keep in mind Joost is against any tracking at all",
        "Sieglinde refuses to use the shared drive",
    ],
)
def test_a_named_persons_habit_that_is_a_taste_is_a_preference(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "preference", fact


def test_list_items_are_read_without_their_markers() -> None:
    text = "- Ondine's birthday is June 9\n* our HOA dues are $410 a quarter\n• Rui out Fri"
    facts = select(EX.extract(text), "salient")
    assert [f.claim[:1] for f in facts] == ["O", "O", "R"], facts
    assert [f.kind for f in facts] == ["fact", "fact", "fact"], facts


@pytest.mark.parametrize(
    "text",
    [
        "李工担心新版本的支付接口扛不住流量。",
        "张主任说下周三开始新的排班表。",
        "王主任觉得这个方案风险太大。",
    ],
)
def test_a_chinese_surname_with_a_work_title_is_a_named_subject(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert (fact.rule or "").startswith("frame:named×"), fact


def test_a_surname_before_a_word_is_not_a_named_subject() -> None:
    assert not select(EX.extract("李工作很忙。"), "salient")


@pytest.mark.parametrize(
    "text",
    [
        "Heads up: we pushed the product launch from March to May",
        "we moved the offsite to the 14th because of the strike",
        "Note: Larkspur Bank approved our $250k credit line",
    ],
)
def test_a_moved_date_or_a_credit_line_is_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact


@pytest.mark.parametrize("text", ["I pushed the fix to main", "we pushed the branch to origin"])
def test_a_git_push_is_still_narration(text: str) -> None:
    assert not select(EX.extract(text), "salient")


def test_company_and_place_abbreviations_do_not_end_a_sentence() -> None:
    [fact] = EX.extract("Fenwick & Co. signed a 2-year contract worth $90k")
    assert fact.claim.startswith("Fenwick & Co. signed"), fact
    [fact] = select(EX.extract("Our clinic moved to St. Agatha's campus in May"), "salient")
    assert "St. Agatha's" in fact.claim, fact
    facts = select(EX.extract("I work at Tallow Inc. We use Go."), "salient")
    assert len(facts) == 2, facts


def test_a_pronoun_opening_a_sentence_names_the_person_before() -> None:
    """ "she"/"he"/"his" opening a sentence or a piece is the one person named before it."""
    facts = select(EX.extract("Ottoline is our new head of ops; she came from Brackwell."), "all")
    assert any(f.claim == "Ottoline came from Brackwell" for f in facts), facts
    facts = EX.extract("We hired Teodor for the help desk, his first day is the 19th.")
    assert any(f.claim.startswith("Teodor's first day is the 19th") for f in facts), facts


def test_a_pronoun_after_two_people_is_left_alone() -> None:
    facts = EX.extract("Ana met Bruno at the offsite. She came from Brackwell.")
    assert not any("Ana came" in f.claim or "Bruno came" in f.claim for f in facts), facts


@pytest.mark.parametrize(
    "text",
    [
        "Ticket #5521: customer Osterlund Dairy says invoices show the wrong VAT",
        "Ticket 7730 — Pellworth Bank can't log in since the SSO change",
        "customer Brightmoor reports duplicate emails after the migration",
    ],
)
def test_a_support_ticket_is_open_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state" and fact.transient, fact


def test_a_pasted_ticket_header_is_not_a_statement() -> None:
    text = "Ticket #48213 — Priority: P1 — Status: Pending customer"
    assert not select(EX.extract(text), "salient")


@pytest.mark.parametrize(
    "text",
    [
        "we crossed 5,000 GitHub stars this week",
        "The German translation is 65% done",
        "The onboarding survey had a 41% response rate",
    ],
)
def test_counts_shares_and_rates_are_project_state(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "project_state", fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("We're not doing the beach trip this year, too expensive", "decision"),
        ("We're NOT renewing the Figma contract", "decision"),
        ("We're not doing standups on Fridays anymore", "project_state"),
    ],
)
def test_a_plan_not_to_is_a_decision_but_not_anymore_is_state(text: str, kind: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind, fact


def test_a_named_person_starting_an_activity_is_a_fact_not_a_role() -> None:
    [fact] = select(EX.extract("Ilse started piano lessons on Thursdays at the Elm Y"), "salient")
    assert fact.kind == "fact", fact
    [fact] = select(EX.extract("Ana started this repo in 2019"), "salient")
    assert fact.kind == "relationship", fact


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Our plan price goes from $20 to $25 on March 1. Final decision.", "Our plan price goes"),
        ("Code freeze for everyone until the audit closes. We voted on it today.", "Code freeze"),
        ("Staying on Postgres 15. Final.", "Staying on Postgres 15"),
    ],
)
def test_a_decided_marker_makes_the_sentence_before_a_decision(text: str, claim: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "decision" and fact.claim.startswith(claim), fact
    assert fact.rule == "en.decision.after-marker", fact


def test_a_decided_marker_alone_says_nothing() -> None:
    assert not EX.extract("Final.")
    facts = select(EX.extract("Milo is our designer. We use Figma. Final."), "salient")
    assert [f.kind for f in facts] == ["relationship", "decision"], facts


def test_chinese_reminder_leads_are_memory_cues() -> None:
    [fact] = select(EX.extract("提醒一下，公司年会定在3月8号。"), "salient")
    assert fact.claim == "公司年会定在3月8号", fact
    assert not EX.extract("注意一下这个函数的返回值")


@pytest.mark.parametrize(
    ("text", "transient"),
    [
        ("I'm in Porto through Thursday for the summit", True),
        ("i'm on a low-sodium diet for the next three weeks", True),
        ("I'm presenting a poster at the Lisbon meeting on November 12", True),
        ("I'm training for the Riverbend half marathon in April", False),
    ],
)
def test_a_first_person_fact_with_a_bounded_time_is_transient(text: str, transient: bool) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "fact" and fact.transient == transient, fact


@pytest.mark.parametrize(
    "text",
    [
        "facilities says the chiller died and the part won't arrive until next week",
        "IT says the VPN certificate expires on Friday",
        "Ngozi offered to read the draft",
    ],
)
def test_a_department_as_source_and_an_offer_are_facts(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert (fact.rule or "").startswith("frame:named×"), fact


def test_it_as_a_pronoun_is_not_a_department() -> None:
    assert not select(EX.extract("it says the build failed"), "salient")


def test_a_denial_then_what_is_true_with_the_pronoun_resolved_is_a_correction() -> None:
    text = "Actually, Brann isn't part-time anymore — he's going full-time as CTO from May."
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "correction" and "full-time" in fact.claim, fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Dr. Oyelowo is acting PI", "relationship"),
        ("@mbrandt is now a committer on the tessel repo", "relationship"),
        ("Wren is a picky eater", "fact"),
    ],
)
def test_a_named_person_taking_a_role_is_a_relationship(text: str, kind: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind, fact


@pytest.mark.parametrize(
    ("text", "transient"),
    [
        ("The mouse cohort for study 4 arrives on the 15th", True),
        ("The car insurance renews on the 3rd", True),
        ("The pharmacy moved the refill to the 15th of each month", False),
    ],
)
def test_a_thing_with_a_date_on_the_calendar_is_a_fact(text: str, transient: bool) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "fact" and fact.transient == transient, fact


def test_a_named_persons_decision_with_accents_is_a_decision() -> None:
    text = "Hallström decided the lab will no longer pay for arXiv-only trips"
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "decision", fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ilka doesn't like cilantro", "preference"),
        ("Bo doesn't want a big party for his 50th, just dinner", "preference"),
        ("Nani Asha doesn't eat onion or garlic", "fact"),  # a diet is a fact, not a taste
    ],
)
def test_a_taste_said_the_other_way_round_is_a_preference(text: str, kind: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind, fact


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, I meant Ilse from the Debian team, not Ilse our intern. Can you find her email?",
        "Sorry, I meant issue #812 not #821 — can you reopen that one?",
        "Oops, I meant the 2019 Okafor paper, not the 2021 one — what's its DOI?",
    ],
)
def test_fixing_which_thing_a_request_is_about_is_not_a_fact(text: str) -> None:
    assert not EX.extract(text)


def test_i_meant_without_a_request_is_still_a_correction() -> None:
    [fact] = select(EX.extract("Sorry, I meant the staging bucket, not prod."), "salient")
    assert fact.kind == "correction", fact


@pytest.mark.parametrize(
    ("text", "salient"),
    [
        ("whatever, I'll figure out the margins later", False),
        ("I'll deal with the spacing later", False),
        ("I'll send Priya the deck later", True),
        ("I'll figure out the budget with Sam by Friday", True),
    ],
)
def test_a_shrug_is_not_a_promise(text: str, salient: bool) -> None:
    assert bool(select(EX.extract(text), "salient")) == salient


# Issue 12, round 4 families.


@pytest.mark.parametrize(
    "text",
    [
        "We booked the cabin near Lake Orla for the week of August 3",
        "Cancelled the climbing gym membership at Boulderhaus last week",
        "Started speech therapy for my stutter, twice a week at Lindenhof",
        "I'm going home to Accra for the spring break, April 2 to April 9",
        "I'm switching my notes from Evernote to Obsidian for good",
    ],
)
def test_life_admin_news_is_kept(text: str) -> None:
    assert select(EX.extract(text), "salient"), text


@pytest.mark.parametrize(
    "text",
    [
        "I changed the handler to return early",
        "Started the migration script",
        "We fixed the flaky test in the parser",
    ],
)
def test_session_narration_stays_out_with_life_verbs_around(text: str) -> None:
    assert not select(EX.extract(text), "salient"), text


@pytest.mark.parametrize(
    "text",
    [
        "The night-shift nurses on 6 West prefer the tablets over the carts",
        "Our reviewers hate force-pushes to open PRs",
        "The kids love the new pool at the community center",
    ],
)
def test_a_group_of_people_with_a_taste_is_a_preference(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "preference" and fact.rule == "frame:group×prefer", fact


def test_a_group_disliking_code_is_not_a_preference() -> None:
    assert not select(EX.extract("the devs hate this function"), "salient")


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("Also going to ask Tomasz to cover the Friday imaging slots", "Tomasz"),
        ("telling Dr. Varga on Thursday", "Varga"),
        ("meeting Odile from Fernwood Capital tomorrow at 9", "Odile"),
    ],
)
def test_a_terse_plan_without_its_subject_is_kept(text: str, needle: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert any(needle in f.claim for f in facts), facts


def test_a_dropped_subject_plan_needs_a_day() -> None:
    assert not select(EX.extract("seeing this crash every time"), "salient")


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("since I'm vegan now, suggest some dinner recipes", "Is vegan now"),
        (
            "because my son has a sesame allergy, pick snacks without it",
            "My son has a sesame allergy",
        ),
        ("As I'm on a low-sodium diet now, recommend some snacks", "Is on a low-sodium diet now"),
        ("Since we're on Postgres 16 now, rewrite the query", "We're on Postgres 16 now"),
    ],
)
def test_a_fact_given_as_the_reason_for_a_request_is_kept(text: str, claim: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts] == [claim], facts


@pytest.mark.parametrize(
    "text", ["Since I'm here, let me ask something.", "As I said, the function is slow."]
)
def test_a_reason_lead_that_states_nothing_stays_out(text: str) -> None:
    assert not select(EX.extract(text), "salient"), text


@pytest.mark.parametrize(
    ("text", "tie", "condition"),
    [
        (
            "my brother Tomas is out sick today so I'm taking the school run",
            "Tomas is my brother",
            "sick",
        ),
        ("My roommate Ilse has a cat allergy.", "Ilse is my roommate", "cat allergy"),
        ("my girlfriend Noor is vegan but eats honey", "Noor is my girlfriend", "vegan"),
        ("My cousin Rafa just got a job offer in Porto", "Rafa is my cousin", "Porto"),
    ],
)
def test_a_tie_and_a_condition_are_two_facts(text: str, tie: str, condition: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts if f.kind == "relationship"] == [tie], facts
    [fact] = [f for f in facts if f.kind != "relationship"]
    assert condition in fact.claim and tie.split()[0] in fact.claim, fact


@pytest.mark.parametrize(
    "text",
    [
        "my co-founder Bao handles sales",
        "My daughter Ilka starts school next week",
        "my manager Oona wants the PR split in two",
    ],
)
def test_a_tie_and_a_role_or_plan_stay_one_relationship(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "relationship", fact


@pytest.mark.parametrize(
    ("text", "tie", "fact"),
    [
        ("我老公阿强最近在学吉他，你会弹吗？", "阿强是我老公", "吉他"),
        ("提醒一下：我女儿朵朵每周三下午要去上舞蹈课。", "朵朵是我女儿", "舞蹈课"),
        ("我室友小林是牙医，经常加班", "小林是我室友", "牙医"),
    ],
)
def test_a_chinese_tie_with_a_name_then_a_fact_is_two_facts(text: str, tie: str, fact: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts if f.kind == "relationship"] == [tie], facts
    [other] = [f for f in facts if f.kind != "relationship"]
    assert fact in other.claim and tie[:2] in other.claim, other


@pytest.mark.parametrize("text", ["我女儿今年上小学了", "我老婆小时候学过钢琴"])
def test_a_chinese_tie_without_a_name_is_not_split(text: str) -> None:
    assert not [f for f in EX.extract(text) if f.rule == "cjk.identity.kin"]


@pytest.mark.parametrize(
    "text",
    [
        "- need to renew the car registration by March 9",
        "I have to submit the visa paperwork by Friday",
        "I still need to book the vet for Pepper by the 12th",
    ],
)
def test_the_users_obligation_with_a_deadline_is_a_fact_for_now(text: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == "fact" and fact.transient, fact


@pytest.mark.parametrize("text", ["I need to fix the parser by Friday", "need to fix the parser"])
def test_a_coding_task_with_a_deadline_is_not_an_obligation_fact(text: str) -> None:
    assert not select(EX.extract(text), "salient")


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Reminder for future: the lawyer is Ines Calado at Ribeiro Legal",
            "The lawyer is Ines Calado at Ribeiro Legal",
        ),
        (
            "note to self — the passport renewal forms are due Oct 3",
            "The passport renewal forms are due Oct 3",
        ),
    ],
)
def test_reminder_leads_are_peeled(text: str, claim: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts] == [claim], facts


def test_the_role_is_a_person_at_a_place_is_a_relationship() -> None:
    [fact] = select(EX.extract("The accountant is Felix Marsh at Ledgerline."), "salient")
    assert fact.kind == "relationship", fact


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Hi team,\n\nQuick update: we voted to pause the Marrow Creek expansion until Q3.\n\n"
            "Thanks,\nDelphine",
            "we voted to pause the Marrow Creek expansion until Q3",
        ),
        (
            "[10:42] priya.k: the staging cluster will be down sat for the k8s 1.30 upgrade\n"
            "[10:43] me: ack",
            "The staging cluster will be down sat for the k8s 1.30 upgrade",
        ),
        (
            "お疲れ様です。\n山本さんの退院は金曜日に決まりました。\nよろしくお願いします。\n田中",
            "山本さんの退院は金曜日に決まりました",
        ),
    ],
)
def test_the_envelope_of_pasted_mail_and_chat_is_not_read(text: str, claim: str) -> None:
    """A greeting, a sign-off and the name after it, a chat timestamp and speaker, and the set
    phrases of Japanese work mail are not facts; the message between them is read."""
    facts = EX.extract(text)
    assert [f.claim for f in facts] == [claim] or claim.lower() in facts[0].claim.lower(), facts
    assert len(facts) == 1, facts
    for junk in ("Thanks", "Delphine", "priya", "ack", "お疲れ", "よろしく", "田中"):
        assert junk not in facts[0].claim, facts


def test_a_status_list_is_the_projects_state() -> None:
    text = (
        "- Northgate Dental: signed ✅\n- Pemberly Yoga: waiting on deposit\n- Falco Bikes: dropped"
    )
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts] == [
        "Northgate Dental: signed ✅",
        "Pemberly Yoga: waiting on deposit",
        "Falco Bikes: dropped",
    ], facts
    assert {f.kind for f in facts} == {"project_state"}
    assert [f.transient for f in facts] == [False, True, False]  # open status: for now
    # a to-do list or one line is not a status report
    assert not select(EX.extract("- minibus: need driver\n- call the ref"), "salient")
    assert not select(EX.extract("- Falco Bikes: dropped"), "salient")


def test_a_dictated_run_on_keeps_its_facts_before_the_request() -> None:
    text = (
        "ok so the Harlow Foundation grant came through 40k for the well program thats two "
        "years of funding and Rosalind wants the acknowledgement letter out by friday can you "
        "draft it"
    )
    claims = [f.claim for f in select(EX.extract(text), "salient")]
    assert any("Harlow Foundation" in c and "40k" in c for c in claims), claims
    assert not any("can you" in c for c in claims), claims
    [fact] = select(
        EX.extract("since our fiscal year ends june 30 can you build a timeline"), "salient"
    )
    assert fact.claim == "Our fiscal year ends june 30"


@pytest.mark.parametrize(
    ("text", "tie", "kind"),
    [
        (
            "my sister Ingrid is designing the wedding invites herself",
            "Ingrid is my sister",
            "fact",
        ),
        ("my wife Hana is due in march", "Hana is my wife", "fact"),
        ("my brother Dean is going to cover the under 12s", "Dean is my brother", "commitment"),
    ],
)
def test_a_tie_and_what_the_person_does_are_two_facts(text: str, tie: str, kind: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.claim for f in facts if f.kind == "relationship"] == [tie], facts
    [fact] = [f for f in facts if f.kind != "relationship"]
    assert fact.kind == kind and tie.split()[0] in fact.claim, fact


def test_a_deliverable_someone_wants_by_a_day_is_owed() -> None:
    [fact] = select(EX.extract("Gideon Raske wants the SLO doc by eod friday"), "salient")
    assert (fact.kind, fact.transient) == ("commitment", True), fact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Brightwell Bakery finally paid invoice 1042", "project_state"),
        ("Fenwick Motors agreed to sponsor the shirts two seasons", "project_state"),
        ("Oksana's leaving for Tessellate Labs in jan", "fact"),
    ],
)
def test_a_named_client_or_person_doing_something_is_kept(text: str, kind: str) -> None:
    [fact] = select(EX.extract(text), "salient")
    assert fact.kind == kind, fact
    assert not select(EX.extract("Docker left the container running"), "salient")


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("大家好，我们下周一开始用飞书了", "我们下周一开始用飞书了"),
        ("お世話になっております。来月からSlackに移行します。", "来月からSlackに移行します"),
        (
            "안녕하세요, 저희 가게는 다음 달부터 토스플레이스를 씁니다",
            "저희 가게는 다음 달부터 토스플레이스를 씁니다",
        ),
    ],
)
def test_a_cjk_greeting_is_not_part_of_the_fact(text: str, claim: str) -> None:
    assert [f.claim for f in EX.extract(text)] == [claim]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a change of course the team has chosen: its decision, in any domain
        ("We're switching payroll from Gusto to Rippling starting January", "decision"),
        ("so the club is dropping the under-9s Sunday slot", "decision"),
        ("the committee is pausing new memberships until the AGM", "decision"),
        ("We're phasing out the paper intake forms at the front desk", "decision"),
        ("our team is standardising on Figma for all mockups", "decision"),
        # progress, or a change already made, is the project's state
        ("We're migrating the warehouse inventory to the new scanner system", "project_state"),
        ("we dropped the freemium tier last quarter", "project_state"),
        ("We're hiring two nurses for the night shift", "project_state"),
    ],
)
def test_a_chosen_change_of_course_is_a_decision_progress_is_state(text: str, kind: str) -> None:
    facts = select(EX.extract(text), "salient")
    assert [f.kind for f in facts] == [kind], facts
