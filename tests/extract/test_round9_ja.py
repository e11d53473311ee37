"""Round 9, Japanese: behaviour on fresh sentences (other names, other domains, other wording
than the eval lines) for the families fixed in this round — the positions of a university, a
lab or an office; the verb endings of a decision (an arrangement, an intention, a course); the
user taking a task in the plain form; a machine that broke; a figure that moved; an application
that passed or failed; "決めた。" before the choice; text pasted to be translated; a roster;
greetings."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, claims, kind_of, salient
from tests.extract.rules_util import kind_claims as kinds

# --- positions: who someone is at a university, a lab, an office ---------------------------


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Pereiraさん（うちの准教授）、来月からリスボン大学に移る。", "Pereiraさんはうちの准教授"),
        ("秘書の小池さんに領収書を渡した", "小池さんは秘書"),
        ("技官の岩田さんが旋盤の使い方を教えてくれた。", "岩田さんは技官"),
        (
            "Amir（マンチェスター大の研究員、田辺先生の共同研究者）が来週から2週間うちに来る予定。",
            "Amirはマンチェスター大の研究員",
        ),
    ],
)
def test_position_of_a_named_person_is_a_relationship(text: str, tie: str) -> None:
    found = salient(text)
    assert any(c.kind == "relationship" and c.claim == tie for c in found), kinds(text)


def test_the_rest_of_a_bracketed_position_stays_a_fact_of_its_own() -> None:
    found = salient("Pereiraさん（うちの准教授）、来月からリスボン大学に移る。")
    assert len(found) == 2
    assert any("リスボン" in c.claim and c.kind != "relationship" for c in found)


def test_what_is_theirs_is_no_name() -> None:
    # "彼女の担当": her part of the work, not a person called 担当
    assert not any(c.claim == "担当は彼女" for c in EX.extract("彼女の担当は私が引き継ぎます"))
    assert not any(c.kind == "relationship" for c in EX.extract("母の担当は兄が代わってくれた"))


@pytest.mark.parametrize(
    "text",
    [
        "- 森 大地（M2）: 触媒の担持条件\n- Omar Haddad（D2、留学生）: 分子動力学",
        "- 北村 葵（研究員）: 電池の劣化解析\n- 西 健（B4）: 文献調査",
    ],
)
def test_a_roster_item_is_who_someone_is(text: str) -> None:
    found = salient(text)
    assert len(found) == 2
    assert all(c.kind == "relationship" for c in found), kinds(text)


def test_a_position_and_who_holds_it_in_a_list() -> None:
    text = "- M1が2人（上田、森本）\n- 秋山 悟（D3）: 界面の計算"
    assert [c.kind for c in salient(text)] == ["relationship", "relationship"]


# --- decisions: the verb endings of an arrangement, an intention, a course -----------------


@pytest.mark.parametrize(
    "text",
    [
        "修論の中間発表は全員対面でやることにしてる",
        "夜の実験は二人以上で入ることにしています",
        "来年は学生の受け入れを2人までにするつもり",
        "うちの部署は残業を前提にしない方針",
        "今回は全面改稿じゃなくて部分修正でいく",
        "来週の土曜、店は棚卸しのため休業にします",
        "年末の懇親会は会費制にします",
    ],
)
def test_decision_endings(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["decision"], kinds(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("レビューは明日にします", "fact"),  # a day, for now
        ("今日は子どもが熱を出したので、在宅にします", "fact"),
        ("来週は休みにします", "fact"),
    ],
)
def test_a_day_or_a_stay_home_is_no_decision(text: str, kind: str) -> None:
    found = salient(text)
    assert [c.kind for c in found] == [kind], kinds(text)
    assert found[0].transient


def test_decided_said_before_the_choice() -> None:
    assert kinds("決めた。来年から合宿は長野でやる。") == [("decision", "来年から合宿は長野でやる")]
    assert (
        kind_of("決めました。次の展示会はブースを出さずに見学だけにする。", "展示会") == "decision"
    )
    # without "決めた" the same plain statement is no decision
    assert kind_of("来年から合宿は長野でやる。", "長野") != "decision"


# --- commitments: the user takes a task in the plain form ----------------------------------


@pytest.mark.parametrize(
    "text", ["見積もりは僕が出す", "議事録は私がまとめとく", "先方への連絡は俺がする"]
)
def test_plain_form_task_taken_by_the_user(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["commitment"], kinds(text)


@pytest.mark.parametrize("text", ["決済まわりは私が担当してます", "この件は私が知ってる"])
def test_a_state_of_the_user_is_no_commitment(text: str) -> None:
    assert all(c.kind != "commitment" for c in salient(text)), kinds(text)


# --- project state: a machine broke, a figure moved, an application's outcome --------------


@pytest.mark.parametrize("text", ["GC-MS壊れた", "分光器の装置がまた不調", "NMRが動かなくなった"])
def test_equipment_broken_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], kinds(text)


def test_code_that_does_not_run_is_no_outage() -> None:
    assert claims("このスクリプトが動かない") == []


@pytest.mark.parametrize(
    "text",
    [
        "部の旅費予算が120万から90万に減った",
        "会費が3000円から3500円に上がった",
        "预算从50万降到了30万",
        "예산이 500만에서 300만으로 줄었어요",
    ],
)
def test_a_figure_that_moved_is_project_state(text: str) -> None:
    found = salient(text)
    assert [c.kind for c in found] == ["project_state"], kinds(text)
    assert not found[0].transient


@pytest.mark.parametrize(
    "text",
    [
        "先月出した科研費の申請、不採択だった",
        "応募したフェローシップ、通った！",
        "投稿した原稿、落ちた",
    ],
)
def test_outcome_of_an_application_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], kinds(text)


# --- junk: text pasted to be translated, greetings -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "これ和訳して。\n\nThe committee approved the revised budget on Monday. Funding will "
        "start in April.",
        "以下を添削してください：\n\n私は昨年から東京の大学で化学を研究しています。",
        "この段落、もうちょっと自然にして:\n\n本研究では触媒の活性を比較した。温度は300度とした。",
    ],
)
def test_text_to_translate_is_no_fact(text: str) -> None:
    assert EX.extract(text) == []


def test_facts_before_a_translation_ask_stay() -> None:
    text = "来週から出張でいません。\nこれ英訳して。\n\n会議は木曜に延期します。"
    found = salient(text)
    assert len(found) == 1 and "出張" in found[0].claim


@pytest.mark.parametrize(
    "text", ["お疲れ様です。", "いつもお世話になっております。", "お疲れさまでした！"]
)
def test_greeting_is_no_fact(text: str) -> None:
    assert EX.extract(text) == []


# --- nominal statements: when or how much of a thing, its verb left unsaid ---------------


@pytest.mark.parametrize(
    "text", ["発表会は3月7日。", "次の面談は木曜14時", "うちがよく使うのはHPLC-2000"]
)
def test_a_nominal_date_or_name_of_a_thing_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "フォントサイズは一旦12ptで",  # a request, its verb left unsaid
        "有効数字3桁で",  # 有 opens a Japanese noun here, it is no Chinese verb
        "在庫管理表を送って。用意周到で",
    ],
)
def test_a_bare_instruction_is_no_fact(text: str) -> None:
    assert claims(text) == []


def test_a_timetable_without_a_topic_stays_a_fact() -> None:
    assert kinds("息子の水泳教室、毎週 金曜 17時") == [("fact", "息子の水泳教室、毎週 金曜 17時")]


# --- junk: what the user is stuck on, how two things got mixed up --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "ゼータ電位が全然上がらない。次に何を試すべき？",
        "キャッシュが反映されない",
        "Slackは別のチャンネルと混同してた",
        "火曜は木曜と混ざってた",
    ],
)
def test_being_stuck_or_mixed_up_is_no_fact(text: str) -> None:
    assert claims(text) == []


# --- a role + name and only a contact verb: the tie alone ----------------------------------


@pytest.mark.parametrize(
    ("text", "tie"),
    [("事務の野口さんに確認した", "野口さんは事務"), ("助教の大西さんに聞いた", "大西さんは助教")],
)
def test_a_tie_and_a_contact_verb_is_the_tie_alone(text: str, tie: str) -> None:
    assert kinds(text) == [("relationship", tie)]


def test_a_tie_and_a_real_event_keeps_both() -> None:
    found = salient("秘書の小池さんが来月で退職する")
    assert [c.kind for c in found][0] == "relationship" and len(found) == 2


# --- a situation given as the reason, then a decision: two facts ---------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("祖母が入院したので、帰省を早めることにしました", "祖母が入院したので"),
        ("頭痛がひどいので今日の定例は欠席して小川さんに議事録を頼んだ", "頭痛がひどいので"),
    ],
)
def test_a_situation_then_a_decision_is_two_facts(text: str, reason: str) -> None:
    found = salient(text)
    assert [c.kind for c in found] == ["fact", "decision"], kinds(text)
    assert found[0].claim == reason and found[0].transient


def test_a_reason_that_is_no_situation_stays_with_its_decision() -> None:
    found = salient("会場が狭いので、懇親会は二部制にすることにした")
    assert [c.kind for c in found] == ["decision"], kinds(
        "会場が狭いので、懇親会は二部制にすることにした"
    )


# --- a task handed to a named person or a firm: a decision ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "来月の展示会の受付はアルバイトの佐野さんに任せた",
        "見積もり作成は協力会社のミドリ社にお願いしてある",
        "夜間の電話対応は外部のコールセンター社にお願いします",
        "データ整理は全部田村くんに頼んである",
    ],
)
def test_a_task_handed_over_is_a_decision(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["decision"], kinds(text)


@pytest.mark.parametrize("text", ["田中さんにお願いしてください", "よろしくお願いします"])
def test_asking_the_assistant_is_still_a_request(text: str) -> None:
    assert claims(text) == []


# --- a clause in full-width brackets with its own predicate is a sentence of its own -------


def test_a_bracketed_clause_is_its_own_fact() -> None:
    found = salient("実はエビNGなんだよね（子どもの頃にアレルギーが出てる）。")
    assert len(found) == 2, kinds("実はエビNGなんだよね（子どもの頃にアレルギーが出てる）。")
    assert any("アレルギー" in c.claim and "エビ" not in c.claim for c in found)


def test_a_bracketed_label_stays_in_its_sentence() -> None:
    found = salient("Okaforさん（うちの研究員）、来月から長期出張。")
    assert not any(c.claim == "うちの研究員" for c in found)


# --- "Xは…で、<no subject of its own>": one topic, one fact --------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("ラボの遠心機は共用で、来月から予約制になった。", "遠心機"),
        ("TEMは学内共用で、今年度から月2回までしか予約できないルールになった。", "TEM"),
    ],
)
def test_a_topic_before_te_copula_stays_with_what_follows(text: str, word: str) -> None:
    found = salient(text)
    assert len(found) == 1 and word in found[0].claim, kinds(text)


# --- a question on the wording of the text after it -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "「恐れ入りますが」多すぎる？\n\n先日はありがとうございました。来週までに資料を送付いたします。",
        "この敬語、変じゃない？\n\n明日の会議は10時から始まります。",
    ],
)
def test_text_whose_wording_is_asked_about_is_no_fact(text: str) -> None:
    assert EX.extract(text) == []


# --- a sign-off and a signature under a pasted notice ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "何卒よろしくお願いいたします。",
        "引き続きよろしくお願いします",
        "ご協力よろしくお願いいたします。",
    ],
)
def test_a_sign_off_is_no_fact(text: str) -> None:
    assert EX.extract(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("【連絡】\n来月から共用PCの使用は予約制とします。\n事務局長 村上", "村上"),
        ("【お知らせ】\n明日は停電のため実験禁止です。\n助教 大森", "大森"),
    ],
)
def test_a_signature_line_is_who_wrote_it(text: str, name: str) -> None:
    found = [c for c in salient(text) if c.kind == "relationship"]
    assert len(found) == 1 and name in found[0].claim, kinds(text)


def test_a_bare_kanji_noun_is_no_fact() -> None:
    assert claims("あ、さっきの話、福岡じゃなくて熊本でした。出張先") == ["熊本でした"]


def test_a_bracketed_position_is_said_once() -> None:
    text = "Elena（ミラノ工科大のポスドク、Rossi先生のとこの人）が来年1月から3か月うちに滞在予定。"
    ties = [c for c in salient(text) if c.kind == "relationship"]
    assert len(ties) == 1, kinds(text)


# --- status in progress, a planned completion, an announced action of the user's side -------


@pytest.mark.parametrize(
    "text",
    ["取引先の青葉物産が値下げ交渉中", "新しい分光器を買うか検討中", "本番のDB移行が最終確認中"],
)
def test_a_status_in_progress_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], kinds(text)


@pytest.mark.parametrize("text", ["今日は会議中", "いま移動中"])
def test_being_busy_now_is_no_project_state(text: str) -> None:
    assert all(c.kind != "project_state" for c in salient(text)), kinds(text)


@pytest.mark.parametrize(
    "text", ["新校舎の引き渡しは3月28日に完了予定です", "新店舗は来月10日に開店予定"]
)
def test_a_planned_completion_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], kinds(text)


@pytest.mark.parametrize(
    "text", ["次のバージョンでWindows 8のサポートを終了します", "来月から送料を値上げします"]
)
def test_an_announced_action_is_a_decision(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["decision"], kinds(text)


def test_code_that_ends_a_process_is_no_decision() -> None:
    assert claims("この関数の処理を終了します") == []


# --- by a day, the user does something (also said as the reason for an ask) -----------------


@pytest.mark.parametrize(
    "text",
    [
        "水曜までに学会発表のポスター原稿を全部まとめて印刷に回します",
        "月曜までに評価用データセットを作るので、学習コードの方はお任せします",
        "明日までに私が見積もりを送ります",
    ],
)
def test_by_a_day_the_user_does_it(text: str) -> None:
    assert [c.kind for c in salient(text)][:1] == ["commitment"], kinds(text)


def test_something_else_by_a_day_is_no_commitment() -> None:
    assert all(c.kind != "commitment" for c in salient("月末までに在庫が切れるので困ってる"))


# --- what a named person wants or will not accept is their taste ----------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("部長の西村さんは、毎週金曜に数字の報告を欲しがります", "欲しが"),
        ("取引先の島田さんは紙の請求書しか認めない", "しか認め"),
        ("大家の森さんはゴミの分別にうるさい", "うるさ"),
    ],
)
def test_a_named_persons_want_is_a_preference(text: str, word: str) -> None:
    assert kind_of(text, word) == "preference"


def test_a_named_persons_worry_stays_a_fact() -> None:
    assert kind_of("村田さんは監査の日程を心配している", "心配") == "fact"


@pytest.mark.parametrize("text", ["田中さんは育休中", "娘は受験勉強中", "私は減量中"])
def test_a_persons_state_in_progress_is_no_project_state(text: str) -> None:
    assert all(c.kind != "project_state" for c in salient(text)), kinds(text)


def test_a_state_is_no_name() -> None:
    assert all(c.entity != "出張中" for c in EX.extract("上司が出張中"))
