"""How the rules engine reads a Chinese, Japanese or Korean sentence.

One generic reader over the per-language tables in :mod:`.zh`, :mod:`.ja` and :mod:`.ko`
(``_LANGS``): the request/question trim (``_cjk_trim``), the fact rules as one named,
ordered list for the three languages (:data:`RULES_CJK`, walked by :func:`.registry.walk`;
each rule reads the statement's own tables) and the CJK fallback tier (``_fallback_cjk``).
Claims are kept as written, minus fillers and end punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules import frames, ja, ko, zh
from writeback.extract.rules.common import Lang, _cut, make, strip_end
from writeback.extract.rules.frames import commitment_over_decision, frame_cjk, situation
from writeback.extract.rules.registry import VETO, Rule, Statement, VetoType, walk
from writeback.extract.rules.split import contrastive_topics

_CJK_CHATTER = re.compile(
    r"报错|错误|测试|挂了|试了|试过|跑了|懂|明白|代码|函数|文件|改了|修了|提交|bug|"
    r"エラー|テスト|試し|試した|分から|分かり|コード|関数|ファイル|直し|"
    r"에러|오류|테스트|모르|해봤|코드|함수|파일|고쳤|수정했",
    re.IGNORECASE,
)
_CJK_FAILURE = re.compile(
    r"失败|报错|出错|崩溃|挂掉|挂了|超时|卡住|失敗|落ちる|落ちます|エラーが出|エラーにな|クラッシュ|"
    r"タイムアウト|실패|에러가 나|에러 나|오류가 나|오류 나|터져|죽어|타임아웃|"
    # what the user is stuck on ("Rwpが15%から全然下がらない", "キャッシュが反映されない")
    r"下がらない|上がらない|収束しない|うまくいかない|上手くいかない|生成されない|反映されない|"
    r"表示されない|効かない|再現しない|"
    # what the code does wrong on screen: "state 업데이트가 바로 반영이 안 돼요", "获取不到手机号",
    # "一直报 \"container not found\"" (not "找不到工作": a life, not the code)
    r"반영이\s?안\s?(?:돼|되)|(?:获取|读取|拿|连接?|匹配|加载|显示|登录|上传|下载|安装|编译|运行)不(?:到|了|上|出来?)|"
    r"一直报|报\s?[\"“]",
    re.IGNORECASE,
)
# What a body, a medicine or a pay slip does is no failure of the work ("血圧がなかなか下がらない",
# "薬が全然効かない"): the stuck-on words count only without them.
_CJK_STUCK = re.compile(r"下がらない|上がらない|効かない")
_CJK_LIFE_MEASURE = re.compile(r"血圧|血糖|熱|薬|咳|痛み|成績|給料|体重|年収|家賃")


def _cjk_failure(s: str) -> bool:
    m = _CJK_FAILURE.search(s)
    if m is None:
        return False
    if _CJK_STUCK.fullmatch(m.group(0)) and _CJK_LIFE_MEASURE.search(s):
        return bool(_CJK_FAILURE.search(_CJK_STUCK.sub("", s)))
    return True


# A clause comma; not one between digits ("14,800불", "12,000元").
_CJK_CLAUSE = re.compile(r"(?:[，、]|,(?!(?<=\d,)\d))\s*")
_CJK_BARE_DENIAL = re.compile(
    r"^(?:不是)[^，,。]{1,15}$|^(?!.*(?:好き|嫌い|得意|苦手|좋아|싫어))[^、。，,はが은는]{1,15}"
    r"(?:じゃないです|じゃない|ではないです|ではありません|아니고요|아니에요|아니라요|아닙니다)$"
)
_CJK_PROMISE = re.compile(
    r"我(?:已经|刚)?答应|我保证|我承诺|^(?:在[^，,。]{1,14}?(?:里|上)\s?)?(?:已经|刚)?(?:答应|承诺)了|(?:って|と)?約束(?:した|しました|しちゃった|してる|しています)|"
    r"약속했|약속할게|약속드릴게"
)
_CJK_REST = re.compile(r"剩下的|剩下部分|残り|続きは|남은 건|나머지")
_CJK_ERROR_NAME = re.compile(r"[A-Za-z](?:Error|Exception)\b|Traceback|panic:")
_ENTITY_STOP_ZH = frozenset({"我们", "他们", "公司", "这里", "那里", "家里"})

_LANGS: dict[str, Lang] = {"zh": zh.LANG, "ja": ja.LANG, "ko": ko.LANG}

_FB_CJK_SUBJ_I = re.compile(r"^(?:我(?!们)|私|僕|俺|저는|제가|저도|나는|내가|제\s)")
_FB_CJK_SUBJ_TEAM = re.compile(
    r"^(?:我们|咱们|我司|公司|团队|组里|我们组|项目|用户|客户|"
    r"うち|我々|私たち|僕ら|弊社|当社|チーム|会社|社内|本番|ユーザー|顧客|"
    r"(?:저희|우리)(?!\s*(?:딸|아들|애|아이|애기|아기|엄마|아빠|어머니|아버지|남편|아내|와이프|"
    r"부모님|할머니|할아버지|언니|오빠|누나|형|동생|강아지|고양이|집|가족))|회사|팀(?!장|원)|사용자|고객)"
)
_FB_CJK_NAME = re.compile(
    r"^(?:[\u4e00-\u9fff]{1,4}|[\u30a0-\u30ff]{2,8}|[A-Za-z]+)(?:さん|氏|様|くん|ちゃん)(?:は|が|も)|"
    r"^[가-힣]{2,4}\s*(?:씨|님)(?:가|이|는|은|도)?\s|"
    r"^(?:老|小|阿)[\u4e00-\u9fff](?:是|负责|管|在|做|他|她)|"
    r"^[\u4e00-\u9fff]{2,3}(?:是我们|是我的|负责)"
)
_FB_CJK_DEICTIC = re.compile(
    # (not a time: "这段时间英国方向由我接", "这学期我带高三")
    r"^(?:这(?!段时间|几天|两天|学期|阵子|个?季度|个?周末|个?礼拜|个?星期)|那|该|它|此|この|その|あの|これ|それ|あれ|ここ|そこ|이\s|그\s|이거|그거|저거|"
    r"여기|거기|이건|그건)|你|あなた|君|네가|니가|당신|"
    # an item of the text at hand: "第四条家长最容易有意见", "第2段太长"
    r"^第[一二三四五六七八九十\d]{1,3}(?:条|條|点|點|段|项|項|句)"
)
_FB_CJK_CODE = re.compile(
    r"函数|方法|接口|组件|代码|变量|测试|页面|按钮|日志|脚本|查询|循环|参数|返回|报错|异常|"
    # "可以" as "fine" ("这样可以", "可以了"), not the modal "他可以帮我看 …"
    r"bug|问题|改动|改的|渲染|超时|崩|卡|乱|哈哈|呵呵|嗯|好的|可以(?![帮给替跟用去来做在把])|不错|没问题|看起来|为什么|"
    r"関数|メソッド|戻り値|返り値|引数|クエリ|ループ|ボタン|コンポーネント|テスト|コード|ファイル|変数|配列|例外|"
    r"エラー|バグ|返し|返す|無視|処理しません|微妙|いい感じ|なるほど|まあ|うーん|実装|キャッシュ|"
    r"リクエスト|レスポンス|起きますね|缓存|请求|캐시|요청|配置里|配置文件|設定ファイル|설정 파일|"
    # the tools of the code at hand: "Gitでコミットメッセージを間違えた", "git stash 한 거 drop 했어",
    # "console.log 찍으면 이전 값이 나와요", "kubectl logs 一直…", a regex ("^\\d{3}-\\d{4}$")
    r"(?<![A-Za-z])(?:git|push|stash|rebase)(?![A-Za-z])|コミット|プッシュ|커밋|푸시|console\.log|kubectl|正则|regex|"
    r"\\[dwsbDWSB]|"
    r"함수|쿼리|버튼|컴포넌트|테스트|코드|파일|변수|인덱스|에러|오류|버그|반응|"
    r"ㅋ|ㅎ|좋아요|괜찮|웃기|그렇게|(?<!다)음\s|"
    # what happened in this session, how the screen looks, how fast it is
    r"刚刚|刚才|已经|刚|这样|那样|慢|卡顿|列表|显示|加载|页面|"
    # "そう" as "so/like that", not the hearsay "…たいそうです", "…になるそうです"
    # "思う" (not a name's 思: "陈思远是我的学生")
    r"さっき|もう|(?<![いるただ])そう|そんな|こう|思(?![\u4e00-\u9fff])|遅い|速い|一覧|画面|表示|読み込|"
    r"방금|이미|아까|그런|이런|생각|느리|빨라|목록|화면|로딩|떠요|떠서",
    re.IGNORECASE,
)
_FB_ZH_VERB_CHARS = r"是|有|在|用|做|负责|主要|都|了|过|着|"
_FB_CJK_VERBISH_REST = (
    r"です|ます|でした|ました|いる|ある|だ$|(?:る|た|ない|てる|でる|んだ|だよ|よね|んです)$|"
    # hearsay: "ICUに異動希望を出したらしい", "まだ迷ってるって" (not a request "手伝って")
    r"(?:らしい|らしいです|んだって|(?<=[るたいだ])って)$|"
    r"요$|다$|어요|아요|에요|예요|이에요|있|했|해|됐|됩|돼|"
    # casual past and wants: "멍이 크게 들었어", "넘어졌어", "옮기고 싶어"
    r"[었았였졌왔갔봤줬냈렸웠겠켰쳤났셨랐겼뒀섰]어$|싶"
)
# a Korean reason clause kept before a request ("이번 주 토요일에 가게 리뉴얼 오픈이라 …써줘";
# a Japanese "…ので" there is too often about the code)
_FB_KO_REASON = r"(?:이라|라서|여서|이어서|니까)$|"
_FB_CJK_VERBISH = re.compile(_FB_KO_REASON + _FB_ZH_VERB_CHARS + _FB_CJK_VERBISH_REST)
# Japanese: the Chinese verb characters open Japanese nouns ("有効数字", "在庫", "用意"), and
# are no predicate there. A nominal "X は <a date, a number, a name>" is one ("審査会は2月13日",
# "うちがよく使うのはJEM-2100F"); one that ends on a particle is a request ("サイズは24pxで").
_JA_NOMINAL = (
    r"^(?:[^、。]{1,20}、)?[^、。]{1,30}は[^、。]{0,12}?(?:\d|[月火水木金土日]曜|[A-Z]{2})"
    r"[^、。]{0,12}(?<![でにをとがもへや])$|"
    # a status in progress: "大口顧客の丸星商事がエスカレーション中", "ACT-Xも出すか迷い中"
    # (a person's state is no project's: "妻が妊娠中", "田中さんは育休中")
    r"^(?![^、。]{0,10}?(?:さん|くん|ちゃん|先生|妻|夫|娘|息子|母|父|兄|姉|弟|妹|私|僕|俺|自分|彼|彼女)"
    r"(?:が|は|も))"
    r"[^、。]{3,40}?(?<!今日|今週|今月|今年|午前|午後|年内|本日|休み|仕事|会議|電話|移動|運転|食事)"
    r"(?:[\u30a1-\u30fa\u30fc]{2}|[\u4e00-\u9fff]{2}|[\u4e00-\u9fff]い)中$"
)
# A person's own figures and states (body, age, home, money of the household): a fact of
# theirs, never a project's.
_JA_PERSONAL = re.compile(
    r"誕生日|体温|体重|身長|年齢|血圧|ダイエット|家賃|給料|手取り|年収|お小遣い|貯金|ローン|熱|"
    r"[0-9０-９]+歳|妻|夫|娘|息子|子供|子ども|母|父|兄|姉|弟|妹|祖母|祖父|犬|猫|妊娠|育休|産休"
)
_FB_JA_VERBISH = re.compile(_FB_KO_REASON + _FB_CJK_VERBISH_REST + "|" + _JA_NOMINAL)
_FB_JA_VERB_ONLY = re.compile(_FB_KO_REASON + _FB_CJK_VERBISH_REST)
_FB_JA_NOMINAL = re.compile(_JA_NOMINAL)
# A statement that ends on when something recurs is a timetable ("…、毎週 水曜 3限",
# "…，每周二下午", "…, 매주 토요일 아침"), its predicate left unsaid.
_CJK_TIMETABLE = re.compile(
    r"(?<=.{4}[、，,])\s?(?:毎週|隔週|每周|每星期|每个?礼拜|매주|격주)\s?(?:[月火水木金土日]曜日?|周?[一二三四五六日]|"
    r"[월화수목금토일]요일)[\s\d限時点시半分午前後上下晚早오전후저녁아침]*$"
)
# Chinese modals and changes of state, also predicates: "… 明年 3月31号 到期", "… 要在
# 11月15号 前交", "他可以帮我看 …" (not read in Japanese, where 会 and 要 open nouns: 会議, 必要).
_FB_ZH_VERBISH = re.compile(r"要|会|得|可以|到期|开始|结束|截止")
# Any predicate at all, for a statement a kin/role + name opening already anchors.
_FB_CJK_VERB_ANY = re.compile(
    r"[了过着]|[是有在要会去来做说想]|[るたいすでて]$|らしい|そう|って$|ます|です|"
    r"[요다]$|[가-힣](?:고|서|며|데)\b|했|해|하|있|됐|돼"
)
_FB_CJK_PEOPLE = re.compile(
    r"负责|架构师|经理|老板|领导|同事|组长|主管|测试|运维|设计师|leader|"
    r"担当|リード|上司|マネージャー|責任者|見ています|見てい|"
    r"담당|리드|매니저|팀장|관리|맡",
    re.IGNORECASE,
)
_FB_CJK_PROJECT = re.compile(
    r"服务|产品|项目|后端|前端|数据库?|服务器|部署|上线|发布|版本|用户|客户|团队|公司|"
    # the work's money, schedule and artefacts: "Hexbase 那边确认了，每月赞助 $800", "rc 估计又要延"
    r"赞助|融资|报价|预算|订单|里程碑|排期|发版|延期|(?<![A-Za-z])(?:rc|roadmap|release|"
    r"sponsor|milestone|MSRV)(?![A-Za-z])|"
    r"デプロイ|本番|サーバー?|サービス|アプリ|ログ|ユーザー|リリース|チーム|会社|プロダクト|環境|"
    r"ステージング|リポジトリ|"
    r"서비스|앱|서버|배포|사용자|릴리스|출시|회사|팀(?!장|원)|제품|프로젝트|런칭|베타|스프린트|대시보드|PRD|"
    r"로드맵|입점|프로모션|수수료|고객사|"
    # a hospital as the user's workplace: "우리 병원 EMR 바뀐다고", "72병동 닫는다고", "회진이 7시 반"
    # (not a patient's visit, "엄마 외래 예약 다음 주", nor a place by it, "저희 병원 옆에")
    r"병동|당직표|회진|외래(?:만|를|도)?\s?(?:보|진료\s?보)|전공의|(?<![A-Za-z])EMR(?![A-Za-z])|"
    r"오더세트|(?:우리|저희)\s?병원(?!\s?(?:옆|앞|근처|주변|건너편|맞은편))"
)
_FB_CJK_PREF = re.compile(r"喜欢|习惯|常用|平时用|偏好|好き|よく使|愛用|좋아|즐겨|주로 써|자주 써")
_FB_CJK_STRONG = re.compile(
    r"[0-9０-９A-Za-z]|[一二三四五六七八九十百千万两]+(?:年|个|人|天|周|月)|"
    r"毎週|毎日|毎月|毎朝|毎晩|[月火水木金土日]曜|每周|每天|每月|周[一二三四五六日]|星期|"
    # a week said "礼拜" ("这几个礼拜", "下礼拜三"; not a service: "追思礼拜")
    r"(?:[这下上每几]个?)礼拜|礼拜[一二三四五六日天]|"
    r"매주|매일|매달|[월화수목금토일]요일|"
    # a Korean native count: "컵 두개 깨먹음", "이번 달 세 번 지각", "고양이 두 마리" (not "한 번", which is
    # as often "once, just": "한번 봐줘")
    r"(?<![가-힣])(?:두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:개|번|명|마리|달|시간|살|박스|잔|병|통)"
    r"(?![가-힣])"
)


# A lasting condition and the care for it (not a passing situation: the development sets
# label these durable): "腰痛がひどくて整形外科に通ってる", "我颈椎不好，每周去做理疗",
# "허리가 안 좋아서 정형외과 다니고 있어요".
_CJK_CHRONIC = re.compile(
    r"腰痛|膝痛|関節痛|神経痛|持病|整形外科|皮膚科|眼科|耳鼻科|リハビリ|理学療法|"
    r"腰椎|颈椎|腰间盘|骨科|理疗|康复训练|针灸|慢性|"
    r"허리 디스크|목 디스크|정형외과|한의원|물리치료|재활 ?치료|지병|만성|"
    + ko.DIAGNOSED.pattern  # "이비인후과에서 이석증이래요": a diagnosis told
)
# A field of a record: "过敏：对鸡肉过敏", "体重：4.2kg" (a list item's status says it).
_ZH_FIELD_LABEL = re.compile(r"^[^，,。：:]{1,6}[：:]")
# A name in quotes: "'랩아치' 시스템으로만 받는대요", "「易快报」に移行", "《源码剖析》".
_CJK_QUOTED_NAME = re.compile(
    r"'[^'\s]{2,12}'|‘[^’]{2,12}’|「[^」]{2,20}」|《[^》]{2,20}》|『[^』]{2,20}』"
)
# A date or time: when something happens ("下周三", "来月から", "다음 주에", "3月以降").
_CJK_WHEN_ANCHOR = re.compile(
    r"[上下这本今明后去前][个]?(?:周|星期|月|年|天|礼拜)|[明后今昨]天|周[一二三四五六日末]|(?:星期|礼拜)[一二三四五六日天]|"
    r"[0-9０-９一二三四五六七八九十]+(?:月|日|号|点|時|일|월|시)|月底|年底|月初|"
    r"(?:来|今|先|再来)(?:週|月|年)|明日|明後日|今日|昨日|[月火水木金土日]曜|週末|年内|春|夏|秋|冬|"
    r"다음\s?(?:주|달)|이번\s?(?:주|달)|지난\s?(?:주|달)|내일|모레|오늘|어제|내년|올해|작년|"
    r"[월화수목금토일]요일|주말"
)
# A date away from today, for the fallback's salience ("下周三签合同", "来月から", "다음 주에"):
# not "today" or "this week", which narrate the session as often as they plan.
_CJK_DATE_ANCHOR = re.compile(
    r"[上下][个]?(?:周|星期|月|礼拜)|[明后]天|[明去]年|周[一二三四五六日]|(?:星期|礼拜)[一二三四五六日天]|月底|年底|月初|"
    r"(?:来|先|再来)(?:週|月|年)|明日|明後日|[月火水木金土日]曜|"
    r"다음\s?(?:주|달)|지난\s?(?:주|달)|내일|모레|내년|작년|[월화수목금토일]요일"
)


# A greeting or a sign-off is no statement: "お疲れ様です", "お世話になっております", "辛苦了".
_CJK_GREETING = re.compile(
    r"^(?:お疲れ(?:様|さま)|おつかれ(?:さま)?|お世話になって(?:おります|います)|"
    r"いつも(?:大変)?お世話になって(?:おります|います)|(?:ご協力|引き続き|今後とも|どうぞ|何卒)?(?:よろしく|宜しく)"
    r"お願い(?:いた)?します|辛苦了|수고(?:하셨습니다|하세요|많으셨어요))"
    r"(?:です|でした)?[\s。！!]*$"
)


def _fallback_cjk(s: str, code: str = "") -> Candidate | None:
    """The fallback tier for zh/ja/ko: a plain statement that no specific rule claimed."""
    if len(s) < 5 or len(s) > 150 or _FB_CJK_DEICTIC.search(s) or _CJK_GREETING.match(s):
        return None
    # Code and failure words veto the first clause only: a trailing aside ("…，下游的一些脚本
    # 可能会挂") does not undo the statement before it (as in English); chatter vetoes all.
    first = _CJK_CLAUSE.split(s, maxsplit=1)[0]
    if len(first) < 5:
        first = s  # "谢谢，可以了": no statement to protect from the words after it
    if _FB_CJK_CODE.search(first) or _cjk_failure(first) or _CJK_CHATTER.search(s):
        return None
    verbish = _FB_JA_VERBISH if code == "ja" else _FB_CJK_VERBISH
    if not (
        verbish.search(s)
        or code == "ko"
        and (
            ko.NOMINAL_PRED.search(s)
            or ko.COPULA_LESS.match(s)
            or ko.SCHEDULE_NOTE.match(s)
            or ko.FIGURE_NOTE.match(s)
        )
        or code == "zh"
        and _FB_ZH_VERBISH.search(s)
        # "入管の appointment 取れた、1月9日 の 10時、品川": the predicate of an earlier clause,
        # then when and where
        or any(verbish.search(c) for c in _CJK_CLAUSE.split(s)[:-1])
        # "佐伯先生の … class 'Intro to Japanese Literature'、毎週 水曜 3限": a timetable
        or _CJK_TIMETABLE.search(s)
    ):
        return None
    named = _FB_CJK_NAME.search(s)
    if (
        named
        and _FB_CJK_PEOPLE.search(s)
        # "팀장님이 내 연봉협상 6월 중순에 하자고 하심": a title in the name's place is no tie
        and not (code == "ko" and ko.TITLE_NAME.match(named.group(0).strip()))
    ):
        return make(s, "relationship", None, "medium")
    if (
        code == "ja"
        and _FB_JA_NOMINAL.match(s)
        and not any(_FB_JA_VERB_ONLY.search(c) for c in _CJK_CLAUSE.split(s))
        and not _FB_CJK_SUBJ_I.match(s)
    ):
        # "審査会は2月13日", "リリース周期は3か月ごと": when or how much of a thing, its verb
        # left unsaid ("娘の誕生日は3月5日", "体温は38.5度": a person's, a fact)
        personal = _JA_PERSONAL.search(s) and not _FB_CJK_PROJECT.search(s)
        return make(s, "fact" if personal else "project_state", None, "medium")
    if _FB_CJK_SUBJ_TEAM.match(s):
        return make(s, "project_state", None, "medium")
    if _FB_CJK_SUBJ_I.match(s):
        return make(s, "preference" if _FB_CJK_PREF.search(s) else "fact", None, "medium")
    strong = "medium" if _FB_CJK_STRONG.search(s) else "low"
    if _FB_CJK_PROJECT.search(s):
        return make(s, "project_state", None, strong)
    return make(s, "fact", None, strong)


# Where a second fact may start in a zh/ja/ko sentence: after a clause comma, or after a
# Korean connective "-고" / "-인데" ("저는 데이터 엔지니어고 카카오에서 일해요").
_CJK_FACT_SPLIT = re.compile(
    r"(?<=[，、])|(?<=,)(?!(?<=\d,)\d)|(?<=[가-힣]고)(?=\s)(?!\s(?:싶|있|계시|계셔|계신))|(?<=[가-힣]고,)(?=\s)|"
    r"(?<=[가-힣][인는은]데)(?=\s)"
)


# A clause that names its own subject (a pronoun, a name, a topic-marked noun); one that does
# not continues the sentence's subject ("我在阿里云做SRE，下周去上海出差").
_CJK_OWN_SUBJECT = re.compile(
    r"^(?:我|咱|他|她|私|僕|俺|彼|저|제|나는|내가|우리|저희|그는|그녀)|"
    # "아빠 요즘 …": someone of the family, the particle dropped before when
    r"^(?:엄마|아빠|어머니|아버지|할머니|할아버지|남편|아내|와이프|오빠|언니|형|누나|동생)\s"
    r"(?=(?:요즘|요새|오늘|어제|최근|계속|또)\s)|"
    r"^[^\s，、,]{1,12}?(?:は|が|은|는|이\s|가\s|是|在)"
)
# "我妈", "我老婆", "我儿子": someone of the user's, not the user. After "我" one character says
# a parent or a sibling ("我妈", "我哥"), and covers the two ("我妈妈").
_ZH_MY_KIN = (
    r"的?(?:妈|爸|"
    + zh.kin("spouse")
    + "|媳妇|"
    + zh.kin("child")
    + "|哥|姐|弟|妹|"
    + zh.kin("grandparent", "partner")
    + "|室友|朋友|同事|领导|老板|家|们)"
)
# The sentence's own first-person or team subject, lent to a subject-less later clause.
_CJK_LEND_SUBJECT = re.compile(
    r"^(?:我们|我(?!" + _ZH_MY_KIN + r")|私たちは|私たち|私は|僕は|僕ら|うちは|저희는|저는|제가|"
    r"우리는|우리 팀은)\s?"
)
# A clause in which the user speaks of themself: "我周四周五请假", "私も春から…", "저는 …".
_CJK_I_OPEN = re.compile(
    r"^(?:我(?!们|" + _ZH_MY_KIN + r")|(?:私|僕|俺)(?:は|も|が)|저는|제가|저도|전\s|나는|내가|나도)"
)


# A clause about someone of the user's: "我妈…", "我老婆…", "母が…", "夫は…", "田中さんが…",
# "엄마가…", "민수 씨가…".
_CJK_PERSON_OPEN = re.compile(
    r"^(?:長男|次男|長女|次女|첫째|둘째|막내|大儿子|小儿子|大女儿|小女儿|老大|老二)|"
    r"^我" + _ZH_MY_KIN + r"(?<!们)(?<!家)|"
    r"^(?:(?:私|僕|俺)の)?(?:夫|妻|母|父|息子|娘|兄|姉|弟|妹|祖母|祖父|義母|義父)(?:は|が|も)|"
    r"^[^\s、，,]{1,8}(?:さん|氏|先生)(?:は|が|も)|"
    r"^(?:(?:제|우리|저희)\s*)?(?:남편|아내|엄마|아빠|어머니|아버지|어머님|아버님|시어머니|장모님|"
    r"아들|딸|형|누나|언니|오빠|동생|할머니|할아버지)(?:이|가|은|는|도)\s|^[가-힣]{2,4}\s?(?:씨|님)(?:이|가|은|는|도)\s"
)


# A child named after their birth order: "次男の湊は", "첫째 지유가", "小儿子豆豆".
_CJK_CHILD_NAMED = re.compile(
    r"^(?:長男|次男|三男|長女|次女|三女|末っ子|上の子|下の子)の[^、。はが]{1,4}(?:くん|ちゃん)?(?:は|が|も)|"
    r"^(?:첫째|둘째|셋째|막내|큰애|작은애)\s?[가-힣]{0,3}(?:이가|가|이는|는|도)\s|"
    r"^(?:大儿子|小儿子|大女儿|小女儿|老大|老二|老三)[\u4e00-\u9fff]{0,2}(?=[^，,。]{2})"
)


def _specific(cand: Candidate | None) -> bool:
    """Stated by a specific rule: a situation, a plan, a promise, a high-salience fact."""
    return cand is not None and (
        cand.salience == "high" or cand.transient or cand.kind == "commitment"
    )


# "刘婷是我大学室友，现在在杭州做设计", "김민준 씨는 제 대학 후배이고 지금 네이버에서 일해요",
# "佐藤さんは前の会社の同僚で、今は京都に住んでいます": a named person's tie, then where they
# work or live — the place is a fact of its own about them (their status, "今はフリーランス",
# stays with the tie). The tie also comes the other way round, the role first: "客户那边的
# 对接人是陈总，…", "取引先の担当は木村さんで、…", "제 멘토는 오세훈 선배인데, …".
_CJK_NAMED_TIE = re.compile(
    r"^(?P<zh>[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)是(?:我|我们)的?[^，,。]{0,8}[，,]\s*$|"
    r"^[^，,。]{0,12}?(?:对接人|负责人|联系人|窗口|经理|领导|老板|主管|组长|导师|老师|室友|合伙人|"
    r"搭档|同事|上司|师傅|房东|医生|律师|教练|"
    r"對接人|負責人|聯繫人|經理|領導|老闆|師傅|房東|醫生|教練)是"
    r"(?P<zh2>[小老阿][\u4e00-\u9fff]|[" + zh.SURNAMES + r"][\u4e00-\u9fff]{1,2}|[A-Z][a-z]+)"
    r"(?<!的)[，,]\s*$|"
    r"^(?P<ja>[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]{1,6}|[A-Z][a-z]+)(?P<jh>さん|くん|ちゃん|先生)"
    r"は(?:私|僕|俺)?の?[^、。]{0,12}(?:で|だし)[、,]\s*$|"
    r"^[^、。]{0,14}?(?:担当|担当者|窓口|上司|リーダー|メンター|店長|部長|課長|オーナー|主治医|大家)は"
    r"(?P<ja2>[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]{1,6}|[A-Z][a-z]+)(?P<jh2>さん|くん|ちゃん|先生)"
    r"(?:で|だし)[、,]\s*$|"
    r"^(?P<ko>[가-힣]{2,4}|[A-Z][a-z]+)\s?(?P<kh>씨|님|선배)?(?:는|은)\s(?:제|저의|우리|저희)\s[^,]{0,12}(?:이고|고),?\s*$|"
    r"^(?:제|저의|우리|저희|내)\s[^,]{1,10}(?:는|은)\s(?P<ko2>[가-힣]{2,4}|[A-Z][a-z]+)\s?"
    r"(?P<kh2>씨|님|선배님?|선생님|교수님)?\s?(?:인데|이고|고|이에요|예요),?\s*$"
)
# What the clause after the tie says of the person: where they work or live now, where they
# were before, where they moved, or what they take and want ("他只看PPT", "見積もりは毎回
# メールでPDFがほしいそうです", "매운 건 못 드세요").
_CJK_PLACE_REST = re.compile(
    r"^(?:现在|目前|如今|現在|今は|現在は?|いまは|지금은?|요즘은?|현재)?\s?"
    r"(?:在[^，,。]{1,10}(?:做|工作|上班|读|念|住|生活|开)|住在|"
    r"[^、。]{1,12}(?:で働いて|に勤めて|に勤務|に住んで|で暮らして)|"
    r"[^,.]{1,14}에서\s?(?:일해|일하|근무|살아|살고|다녀|다니)|[^,.]{1,14}에\s?(?:살아|살고|다녀|다니))"
)
_CJK_ABOUT_REST = re.compile(
    r"""
    # before: "之前在美团待过三年", "前は楽天にいました", "전에는 쿠팡에서 일했어요"
      ^(?:他|她)?(?:之前|以前|原来|曾经|過去|之前也)在[^，,。]{1,12}(?:待过|干过|做过|工作过|呆过|待過|做過|工作過)
    | ^(?:前は|以前は|元々は|もともと)[^、。]{1,14}(?:にいた|にいました|で働いてい|に勤めてい)
    | ^(?:전에는?|예전에는?|원래)\s?[^,.]{1,14}에서\s?(?:일했|근무했|있었)
    # moved: "上个月调到了深圳", "4月に大阪へ異動しました", "이번에 다른 팀으로 옮기셨어요"
    | ^(?:他|她)?[^，,。]{0,6}(?:调到|跳槽到|换到|調到|跳槽去)
    | ^[^、。]{0,14}[にへ](?:異動|転職|移籍|移っ|移り|転勤)
    | ^[^,.]{0,14}(?:으로|로)\s?(?:옮기|옮겼|이직|전근|발령)
    # what they take and want: "他只看PPT", "PDFがほしいそうです", "매운 건 못 드세요"
    | ^(?:他|她)?(?:一般)?只(?:看|用|接受|认|認|要|收|喝|吃)
    | ^(?:他|她)(?:很|最|特别|特別|比较|比較|不太?)?(?:喜欢|喜歡|讨厌|討厭|习惯|習慣|偏好)
    | ^[^、。]{1,20}(?:がほしいそう|が欲しいそう|がいいそう|が好き|を好む|が苦手|が嫌い)
    | ^[^,.]{1,20}(?:좋아하|싫어하|선호하|못\s?드시|안\s?드시)
    """,
    re.VERBOSE,
)
_CJK_HE_SHE = re.compile(r"^(?:他|她|彼は|彼女は|그는|그녀는)\s?")


def _about_after_tie(pieces: list[str]) -> list[list[str]] | None:
    """A named person's tie, then a clause about them (``_CJK_PLACE_REST``, ``_CJK_ABOUT_REST``):
    two runs, the tie (with what follows the clause) and the clause with the name put back as
    its subject ("阿杰是我大学室友，现在在字节做推荐算法" → "阿杰现在在字节做推荐算法"). The tie
    may follow a short lead ("跟你说下，阿杰是…")."""
    for t in range(min(2, len(pieces) - 1)):
        if t and len(pieces[0].strip(" ，,、:：")) > 6:
            return None
        first = pieces[t].lstrip("，,、 ")
        m = _CJK_NAMED_TIE.match(first)
        if m is None:
            continue
        bare = pieces[t + 1].lstrip("，,、 ")
        place = _CJK_PLACE_REST.match(bare)
        about = place or _CJK_ABOUT_REST.match(bare)
        if about is None:
            return None
        g = m.groupdict()
        bare = _CJK_HE_SHE.sub("", bare)
        if g["zh"] or g["zh2"]:
            name = g["zh"] or g["zh2"]
            said = bare if name in bare else name + bare
        elif g["ja"] or g["ja2"]:
            name = (g["ja"] or g["ja2"]) + (g["jh"] or g["jh2"] or "")
            said = bare if name in bare else name + "は" + bare
        else:
            name = g["ko"] or g["ko2"]
            hon = g["kh"] or g["kh2"] or ""
            last = ord((hon or name)[-1]) - 0xAC00
            topic = "은" if 0 <= last < 11172 and last % 28 else "는"
            said = bare if name in bare else f"{name}{' ' + hon if hon else ''}{topic} {bare}"
        if not place and t + 2 < len(pieces):
            # "陈总只看PPT不看文档，汇报材料一律做成PPT": the taste goes on in the next clause
            return [pieces[: t + 1], [said, *pieces[t + 2 :]]]
        return [pieces[: t + 1] + pieces[t + 2 :], [said]]
    return None


def cjk_segments(
    pieces: list[str], code: str, alone: Callable[[str], Candidate | None]
) -> list[list[str]]:
    """The pieces of a sentence in runs that are separate facts for certain: a clause in which
    the user speaks of themself, after one whose subject is someone else, starts a new run
    ("我妈这周住院了，胆结石手术，我周四周五请假", "夫の健太が転勤で…、私も春から…に移る予定です").
    The sentence must open on a person of the user's (``_CJK_PERSON_OPEN``, or a kin/role +
    name) and the user's clause state something a specific rule reads (``alone``: a
    situation, a plan, a promise); any other subject before "I" is too often the same fact
    told from two sides. Each run is then grouped by :func:`.split.split_facts`."""
    first = pieces[0].lstrip("，,、 ") if pieces else ""
    if len(pieces) >= 2:
        about = _about_after_tie(pieces)
        if about is not None:
            return about
    person = bool(first and (_KIN_NAMED[code].match(first) or _CJK_PERSON_OPEN.match(first)))
    if not person or _CJK_I_OPEN.match(first):
        return [pieces]
    runs: list[list[str]] = [[]]
    for i, piece in enumerate(pieces):
        bare = piece.lstrip("，,、 ")
        if i > 0 and runs[-1] and person and _CJK_I_OPEN.match(_unlead_when(bare)):
            if _specific(alone(bare)):
                runs.append([])
        elif (
            i > 0
            and runs[-1]
            and person
            and _CJK_REASON_END.search(pieces[i - 1])
            and not _CJK_PERSON_OPEN.match(bare)
            and not _CJK_THIRD_PERSON.match(bare)
            and (told := alone(bare)) is not None
            and told.kind == "decision"
            and _specific(told)
        ):
            # "娘がハリー・ポッターにハマっているので、誕生日プレゼントは全巻セットにすることにし
            # ました", "박지현님이 디자이너인데 아이콘은 전부 Lucide로 통일하기로 해서": who someone
            # of the user's is or what they do, then what the user decided — two facts. Not a
            # request for the work at hand ("田中さんがレビュー担当なので、コメントは丁寧めに
            # 書いて": the tie is the fact), nor a plain clause ("母が来週手術するので、しばらく
            # 入院します": still the mother's)
            runs.append([])
        elif i > 0 and runs[-1] and person and _CJK_CHILD_NAMED.match(bare):
            # "長男の蓮は…ことになって、次男の湊はサッカーを続けたいそうです": another child
            if alone(bare) is not None and alone("".join(runs[-1])) is not None:
                runs.append([])
        runs[-1].append(piece)
    return runs


# A clause that gives a reason for the next: "…ので、", "…から、", "…라서,", "…니까,",
# "…인데," (Chinese says it with 所以 on the next clause, read whole).
_CJK_REASON_END = re.compile(r"(?:ので|から|ため|라서|해서|니까|는데|인데)[，,、]?\s*$")


# A clause about "he"/"she": still the person before it.
_CJK_THIRD_PERSON = re.compile(r"^(?:他|她|彼|그는|그녀|그가|걔)")


# A clause's opening that only says when, before its subject: a day that points back at the
# clause before ("我妈下周三做白内障手术，那天我请假回老家绍兴", "母が来週入院するので、その日は
# 私が店を閉めます", "엄마가 다음 주 수술하셔서 그날 제가 휴가 내요") or a date of its own
# (``_CJK_DATED_LEAD``: "…，下周一我去上海").
_CJK_THEN_LEAD = re.compile(
    r"^(?:那天|那周|那週|那时候?|那時候?|当天|當天|到时候?|到時候?|その日|その週|その時|当日|"
    r"그날|그때|그\s?주)[はには에는\s，,、]*"
)


def _unlead_when(bare: str) -> str:
    """``bare`` without an opening that only says when (``_CJK_THEN_LEAD``, ``_CJK_DATED_LEAD``)."""
    m = _CJK_THEN_LEAD.match(bare) or _CJK_DATED_LEAD.match(bare)
    return bare[m.end() :].lstrip("，,、 ") if m else bare


# "佐藤さんがモバイルのリードで、…": a clause cut at "で、" reads as "…です" (not "…ないで").
_JA_TE_END = re.compile(r"(?<=[^\sでていの])で[、,]$")


# A clause that opens on a date and says what happens then, with no subject of its own:
# "客户李女士决定买浦东那套两居室了，下周三签合同", "…，明天带它去看兽医", "…、来週から夜勤に
# 入ります", "…, 다음 주 금요일에 이사해요". What is left after the date (and the times of day
# after it) must be a predicate: "…，下午四点" only says when.
_CJK_DATED_LEAD = re.compile(
    r"""
    ^(?:
      # a day: 明天, 下周三, 星期五, 15号, 明日, 来週の金曜, 5日, 내일, 다음 주 금요일, 15일
      [明后]天 | (?:下个?|这个?)?(?:周|星期|礼拜)[一二三四五六日天] | [0-9０-９一二三四五六七八九十]+(?:号|日|일)
    | 明日 | 明後日 | (?:来週|今週)?の?[月火水木金土日]曜日?
    | 내일 | 모레 | (?:다음\s?주|이번\s?주)?\s?[월화수목금토일]요일
    )
    [\s的はに에도부터から起]*
    (?:[上下]午|晚上|早上|中午|午前|午後|夜|朝|오전|오후|저녁|아침|
       [0-9０-９一二三四五六七八九十两]+(?:点|時|시)半?|\s)*
    """,
    re.VERBOSE,
)
# "每周二、周四下午…": a date in a list of dates does not open a clause.
_CJK_DATE_LIST_LEAD = re.compile(r"^(?:" + _CJK_DATE_ANCHOR.pattern + r"|周[一二三四五六日])")


# A clause that only says when ("来週の月曜までに、", "下周五之前，", "다음 주 금요일까지,").
_CJK_WHEN_ONLY = re.compile(
    r"(?:までに|まで|から|より|には|に|の|前に|之前|以前|前|后|以后|开始|까지|부터|에는|에|전에|후에)$"
)


# What follows a date when it is only more dates: "和周六", "、周四", "이랑 금요일".
_CJK_MORE_DATES = re.compile(
    r"(?:\s?(?:和|与|跟|及|或|、|,|と|や|か|이랑|랑|하고|와|과)\s?"
    r"(?:周|星期|礼拜)?[一二三四五六日天]|[月火水木金土日]曜日?|[월화수목금토일]요일)+"
)


def _dated_clause(bare: str, lang: Lang) -> Candidate | None:
    """A subject-less clause that opens on a date and has its own predicate (see
    ``_CJK_DATED_LEAD``), as a fact for now."""
    m = _CJK_DATED_LEAD.match(bare)
    if not m:
        return None
    text = strip_end(bare).strip(" ，,、")
    rest = text[m.end() :]
    if (
        len(rest) < 2
        or _CJK_WHEN_ONLY.search(rest)
        or _CJK_MORE_DATES.fullmatch(rest)  # "周二和周六": a list of days, no predicate
        or lang.request.search(text)
        or lang.question.search(text)
        or _FB_CJK_CODE.search(rest)
        or _cjk_failure(text)
        or _FB_CJK_DEICTIC.search(text)
        or _ZH_DUE_REST.match(rest)
    ):
        return None
    return make(text, "fact", None, "medium", True, rule="cjk.dated-clause")


# The deadline of the deed the clause before names ("承诺了会写一篇…，下周五前发到 Discussions"):
# the same promise, not a fact of its own.
_ZH_DUE_REST = re.compile(
    r"^(?:之前|以前|前)[，,]?\s?(?:要|得)?(?:发|交|提交|给|寄|做完|写完|改完|搞定|完成|上线|贴)"
)


# A clause joined on with "并且" / "而且" goes on with the one before it: no fact of its own.
_ZH_AND_ALSO = re.compile(r"^(?:并且|並且|而且|并(?![不没非])|並(?![不沒非]))")


def classify_cjk_piece(
    piece: str, code: str, subject: str, alone: bool = False, sentence: str = ""
) -> Candidate | None:
    """Read a piece (or group of pieces) of a sentence: a subject-less piece borrows the
    sentence's first-person or team ``subject``; a Japanese "…で、" clause ends as "…です".
    ``alone``: the piece is being tried as a fact of its own, so without a subject of its own
    only a specific rule counts ("有急事找Sam" after "我请假回老家" is not a second fact).
    ``sentence``: the whole sentence, when a later clause of it may be a dated fact of its own
    (``_dated_clause``)."""
    lang = _LANGS[code]
    bare = piece.lstrip("，,、 ")
    if (
        code == "ko"
        and len(bare) <= 20
        and ko.SMALL_TALK.match(bare)
        and not ko.SMALL_TALK_KEEP.search(bare)
    ):
        return None  # "오늘 날씨 좋음", "점심 먹는 중": small talk of the moment
    if alone and _ZH_AND_ALSO.match(bare):
        return None  # "…就把她加进 CONTRIBUTORS，并且在 release note 里单独感谢": the same deed
    head = _CJK_CLAUSE.split(bare, maxsplit=1)[0]
    own = bool(_CJK_OWN_SUBJECT.match(bare))
    lent = bool(
        subject and not own and not lang.request.search(head) and not lang.question.search(head)
    )
    if lent:
        piece = subject + bare
    if code == "ja":
        piece = _JA_TE_END.sub("です", piece)
    cand = _classify_cjk(piece, code)
    if (
        (cand is None or (cand.rule or "").startswith(("cjk.fallback", "cjk.first-person")))
        and not own
        and not lent
        and sentence
        and not sentence.lstrip().startswith(bare.strip())
    ):
        cand = _dated_clause(bare, lang) or cand  # a later clause, not the sentence's opening
    if cand is None or cand.salience == "low":
        # No specific rule: the subject × verb frames ("王总说下个月能关账", "田中さんはGoの方が好き").
        cand = frame_cjk(piece, code) or cand
        if cand is not None:
            cand = situation(cand, piece)
        if (
            cand is not None
            and cand.salience == "low"
            and (cand.rule or "").startswith(("cjk.fallback", "cjk.first-person"))
            and (
                _CJK_DATE_ANCHOR.search(piece)
                or _FB_CJK_NAME.search(piece)
                or _CJK_QUOTED_NAME.search(piece)
                or _CJK_CHRONIC.search(piece)
                or code == "zh"
                and zh.CONCRETE.search(cand.claim)  # (not a request cut off: "…，帮我拟一条")
                and not _ZH_FIELD_LABEL.match(cand.claim)  # a list field, read as list status
                or _CJK_CHILD_NAMED.match(piece)
                or _KIN_NAMED[code].match(piece)
            )
        ):
            # anchors make a plain statement worth keeping when no frame read it: a date away
            # from today ("민수가 다음 주에 결혼해요"), a named person ("田中さんが…")
            cand = replace(cand, salience="medium")
    elif cand.kind == "decision":
        cand = commitment_over_decision(cand, piece, code)
    if (lent or alone and not own) and cand is not None:
        # With a borrowed subject only a specific rule counts ("在字节做数据工程" → identity,
        # "下周去上海出差" → travel); the fallback would keep every continuation clause.
        if cand.salience == "medium" and not cand.transient and cand.kind != "commitment":
            return replace(cand, salience="low")
    return cand


_CJK_DATE_ITEM = re.compile(
    r"(?:周[一二三四五六日]|(?:星期|礼拜)[一二三四五六日天]|[月火水木金土日]曜日?|[월화수목금토일]요일|"
    r"[0-9０-９一二三四五六七八九十]+(?:日|号|일))$"
)


def _cjk_fact_pieces(sentence: str, code: str) -> list[str]:
    """The sentence cut after each clause comma (and Korean "-고"/"-인데") where a second fact may
    start; a piece keeps its comma, so "…で、" can still be read as "…です" (see ``split_facts``)."""
    cuts = [
        m.start()
        for m in _CJK_FACT_SPLIT.finditer(sentence)
        if 0 < m.start() < len(sentence)
        # "每周二、周四下午…": a list of dates is one clause
        and not (
            sentence[m.start() - 1] == "、"
            and _CJK_DATE_ITEM.search(sentence, 0, m.start() - 1)
            and _CJK_DATE_LIST_LEAD.match(sentence[m.start() :])
        )
    ]
    if code != "ko":
        cuts = [c for c in cuts if sentence[c - 1] in "，,、"]  # "-고"/"-데" cuts are Korean
    if code == "ja" and not cuts:
        # "今日ちょっと熱っぽいので午後の輪講は林くんに司会お願いした": a reason typed without
        # its comma is a clause all the same
        m = _JA_REASON_NO_COMMA.search(sentence)
        if m:
            cuts = [m.end()]
    return _cut(sentence, cuts)


_JA_REASON_NO_COMMA = re.compile(r"(?<=.{4})ので(?=[^、。]{6})")


# The kin/role + name openings (``KIN_NAMED`` of each table): "我老婆小雨…", "夫の健太が…",
# "남편 준호가…".
_KIN_NAMED = {"zh": zh.KIN_NAMED, "ja": ja.KIN_NAMED, "ko": ko.KIN_NAMED}
_ZH_MINE_KIN = re.compile(
    zh.kin(*zh.KIN_CLOSE) + "|室友|朋友|合伙人|师兄|师姐|师弟|师妹|发小|闺蜜|同事|同学"
)


_KIN_REASON = re.compile(r"(?:ので|から|ため|라서|니까|해서|因为|所以)$")


def _kin_tie_claim(m: re.Match[str], code: str) -> tuple[str, str]:
    """The tie said by a kin/role + name opening, as (name, claim): "小雨是我老婆",
    "健太は夫", "서연은 우리 딸"."""
    g = m.groupdict()
    mine = (g.get("mine") or "").strip()
    if code == "zh":
        name, kin = g["name"], g["kin"]
        if not mine and _ZH_MINE_KIN.fullmatch(kin):
            mine = "我"
        return name, f"{name}是{mine}{kin}"
    if code == "ja" and g.get("pname"):  # "Kowalskaさん（うちのポスドク）": the bracket
        name = g["pname"]
        return name, f"{name}{g.get('phon') or ''}は{mine}{g.get('pof') or ''}{g['prole']}"
    if code == "ja":
        name = g.get("name") or g["rname"]
        hon = g.get("hon") or g.get("rhon") or ""
        return name, f"{name}{hon}は{mine}{g.get('kin') or g['role']}"
    name = g.get("name") or g.get("tname") or g["pname"]
    last = ord(name[-1]) - 0xAC00
    topic = "은" if 0 <= last < 11172 and last % 28 else "는"
    if not re.search(r"[가-힣]", name[-1]):
        topic = "는"  # "Lena는"
    role = g.get("kin") or g.get("trole") or g["prole"]
    return name, f"{name}{topic} {mine + ' ' if mine else ''}{role}"


def kin_tie(sentence: str, code: str, found: list[Candidate | None]) -> list[Candidate | None]:
    """ "我老婆小雨最近在学钢琴", "夫の健太が転勤で大阪に行くことになって", "남편 준호가 다음 달부터 …
    맡기로 했어요": the tie (``小雨是我老婆``) as a relationship of its own, and the fact that
    names the person as a fact about them, its kind read without the tie (a decision stays a
    decision). When no rule kept the sentence ("同期の美咲がICUに異動希望を出したらしい"), the
    statement itself is that fact."""
    lang = _LANGS[code]
    s = lang.lead.sub("", sentence.strip()) if code != "zh" else sentence.strip()
    m = _KIN_NAMED[code].match(s)
    if not m:
        return found
    name, tie_claim = _kin_tie_claim(m, code)
    at = next((i for i, c in enumerate(found) if c is not None and name in c.claim), None)
    if at is None:
        body = _cjk_trim(s, lang)
        if body is None or len(body) < m.end() + 4 or not _FB_CJK_VERB_ANY.search(body[m.end() :]):
            return found
        if lang.hedge.search(body):
            # "担当の石川さんからも好評だったみたい": a guess about them; who they are is said
            tie = make(tie_claim, "relationship", None, "medium", rule="cjk.identity.kin")
            return [tie, *found]
        found = [make(body, "fact", None, "medium", rule="cjk.identity.kin-fact"), *found]
        at = 0
    cand = found[at]
    assert cand is not None
    tie = make(tie_claim, "relationship", None, "medium", rule="cjk.identity.kin")
    if (
        code == "ja"
        and (cand.rule or "").startswith("cjk.fallback")
        and len(strip_end(s[m.end() :]).strip()) <= 6
    ):
        # "事務の山口さんに確認した", "上司の森さんと話した": only who they are is said
        return [tie, *found[:at], *found[at + 1 :]]
    if cand.kind == "relationship" or cand.salience == "low":
        g = m.groupdict()
        named = m.start(next(k for k in ("name", "rname", "tname", "pname") if g.get(k)))
        rest = classify_cjk_piece(s[named:], code, "")
        if cand.kind == "relationship" and _KIN_REASON.search(_CJK_CLAUSE.split(cand.claim)[0]):
            # "上司の佐藤さんがこのPRをレビューするので、…": a reason for a request or for the
            # code at hand names the person; only the tie is said
            return found
        if (
            rest is not None
            and rest.kind not in ("relationship", "preference")  # a taste is read before ties
            and (
                rest.salience == "high"
                or rest.transient
                or rest.kind == "commitment"
                or rest.salience == "medium"
                and bool(_CJK_WHEN_ANCHOR.search(rest.claim))
            )
        ):
            # "部長の西村さんが来月から福岡支社に異動になります": an event of the person's, at a
            # time; "部長の山本さんが最終判断をする" (a standing role) stays one relationship
            kind, transient = rest.kind, rest.transient
        elif cand.kind == "relationship":
            return found
        else:
            kind, transient = "fact", cand.transient
        cand = replace(
            cand, kind=kind, salience="medium", transient=transient, rule="cjk.identity.kin-fact"
        )
    return [tie, *found[:at], cand, *found[at + 1 :]]


# A person introduced with who they are in brackets beside the name: "老周（周毅，在上海做
# DBA）", "Lena Fischer（柏林，主要管 TLS）", "田中さん（営業部長）", "민지 선배（PM）". The
# brackets must say a role or where they work; "#1401（已合并）", "Redis（做缓存）" and
# "小组（负责 iOS）" say nothing of a person. One Latin word is too often a product
# ("Kafka（负责消息队列）"): a Latin name needs a first and a last name, or a role noun.
# (roles, and of ``zh.KIN`` only the two spouses said like one: "我老公（…）")
_ROLE_NOUNS_EARLY = ("老板", "领导", "上司", "导师", "合伙人", "经理", "主管", "老公", "老婆")
_CJK_APPOSITIVE = re.compile(
    r"(?P<name>(?<![A-Za-z])[A-Z][a-z]+(?P<full>\s[A-Z][a-z]+)?|"
    + frames.HANDLE
    # (after "の": "ホシノ企画の星野さん（コーディネーター）")
    + r"|(?:(?<![\u3040-\u30ff\u4e00-\u9fff])|(?<=の))(?:"
    + frames.ZH_NICKNAME
    + r"|[\u4e00-\u9fff\u30a0-\u30ff]{1,4}(?:さん|先生))|(?<![가-힣])[가-힣]{2,4}\s?(?:님|씨|선배)|"
    # the role first, the name inside: "我老板（Kevin，技术总监）"
    r"(?<=我)(?:的)?(?:" + "|".join(_ROLE_NOUNS_EARLY) + r"))"
    r"\s?[（(](?P<desc>[^（）()]{2,40})[）)]"
)
_ROLE_NOUNS = tuple(w for w in zh.WORDS["role"] if w not in ("对象", "客户"))
_CJK_APPOSITIVE_ROLE = re.compile(
    r"(?<![A-Za-z])(?:"
    + "|".join(_ROLE_NOUNS)
    + "|"
    + zh.EN_ROLES
    + r"|DBA|SRE|QA|founder|engineer|lead|maintainer|investor)(?![A-Za-z])|客户(?!端)|"
    r"担当(?!者?向け)者?|部長|課長|社長|教授|准教授|助教|ポスドク|研究員|院生|の人|エンジニア|"
    r"コーディネーター|ディレクター|マネージャー|デザイナー|プロデューサー|"
    r"팀장|대표|이사|교수|매니저|개발자"
)
# Where or what they work at: "在上海做 DBA", "主要管 TLS 那块", "在字节上班".
_CJK_APPOSITIVE_WORK = re.compile(
    r"在[^，,、]{1,10}?(?:做|工作|上班|读|任职)|^(?:[^，,、]{1,6}[，,、]\s?)?(?:主要|现在)?(?:负责|管)"
)


def appositive_ties(sentence: str) -> list[Candidate]:
    """The relationships a sentence states by bracketing who someone is beside their name."""
    out: list[Candidate] = []
    for m in _CJK_APPOSITIVE.finditer(sentence):
        desc = m.group("desc")
        role = _CJK_APPOSITIVE_ROLE.search(desc)
        latin = m.group("name")[:1].isascii() and not m.group("name").startswith("@")
        name = re.sub(r"\s?(?:さん|先生|님|씨|선배)$", "", m.group("name"))
        early = name in _ROLE_NOUNS_EARLY
        work = _CJK_APPOSITIVE_WORK.search(desc) and (m.group("full") or not latin)
        if not (role or work or early):
            continue
        if early:  # "老板（Kevin，技术总监）": the name is inside
            inside = re.split(r"[，,、]", desc, maxsplit=1)[0].strip()
            if not (inside[:1].isupper() or frames.ZH_NICKNAME_RX.fullmatch(inside)):
                continue
            name = inside
        tie = make(
            m.group(0).strip(), "relationship", name, "medium", rule="cjk.identity.appositive"
        )
        if tie is not None:
            out.append(tie)
    return out


def with_appositives(sentence: str, found: list[Candidate | None]) -> list[Candidate | None]:
    """``found`` and, after it, the bracketed ties of ``sentence`` no relationship in it states."""
    said = [c.claim for c in found if c is not None and c.kind == "relationship"]
    return [
        *found,
        *(
            t
            for t in appositive_ties(sentence)
            # "ElenaはPolitecnico di Milanoのポスドク" (the kin tie) already says who Elena is
            if not any(t.claim in c or (t.entity and c.startswith(t.entity + "は")) for c in said)
        ),
    ]


def sender_tie(sentence: str, code: str, found: list[Candidate | None]) -> list[Candidate | None]:
    """ "안녕하세요 매니저님, 멘야하루 이동훈입니다.": the sender of a pasted message saying who
    they are and where they are from is a relationship (Korean; ``ko.SENDER_INTRO``)."""
    if code != "ko":
        return found
    label = ko.SENDER_LABEL.match(sentence.strip())
    if label is not None:  # "부동산 김 실장님 문자:": who sent the message pasted below
        cand = make(sentence.strip(), "relationship", label.group("name"), "medium")
        return [replace(cand, rule="cjk.identity.sender")] if cand is not None else []
    m = ko.SENDER_INTRO.match(sentence.strip())
    if m is None or m.group("org") in ko.WORDS["role"] or not (m.group("hi") or m.group("title")):
        return found  # without a greeting or a title, "오늘 회의입니다" is no sender
    cand = make(m.group("intro"), "relationship", m.group("name"), "medium")
    if cand is None:
        return found
    rest = [c for c in found if c is None or m.group("intro") not in c.claim]
    return [replace(cand, rule="cjk.identity.sender"), *rest]


def paren_tie(sentence: str, code: str, found: list[Candidate | None]) -> list[Candidate | None]:
    """ "재현이(주장)가 또 나 피보 세움", "우진 님 (백엔드 리드) + 외주 iOS": who a person is, said
    in parentheses after their name, is a relationship of its own (Korean; ``ko.PAREN_TIE``)."""
    if code != "ko" or not ("(" in sentence or "님" in sentence or "씨" in sentence):
        return found
    ties: list[Candidate | None] = []
    for m in ko.PAREN_NAMED.finditer(sentence):
        cand = make(m.group(0).strip(), "relationship", m.group("name"), "medium")
        if cand is not None:
            ties.append(replace(cand, rule="cjk.identity.paren"))
    for m in ko.INLINE_TIE.finditer(sentence):
        name = m.group("name")
        last = ord(name[-1]) - 0xAC00
        topic = "은" if 0 <= last < 11172 and last % 28 else "는"
        if any(c is not None and c.kind == "relationship" and name in c.claim for c in found):
            continue  # "iOS 개발자 소라 님 …": the opening's tie already says it
        owner = m.group("owner") or ""
        claim = f"{name}{topic} {owner}{m.group('role')}"
        cand = make(claim, "relationship", name, "medium")
        if cand is not None:
            ties.append(replace(cand, rule="cjk.identity.inline"))
    for m in ko.PAREN_TIE.finditer(sentence):
        if m.group("name") in ko.WORDS["role"] or ko.TITLE_NAME.fullmatch(m.group("name")):
            continue  # "팀장(김민수)": the role named first, read by the relationship rules
        cand = make(m.group(0).strip(), "relationship", m.group("name"), "medium")
        if cand is not None and not any(
            c is not None and c.kind == "relationship" and m.group(0) in c.claim for c in found
        ):
            ties.append(replace(cand, rule="cjk.identity.paren"))
    return [*ties, *found]


_CJK_HYPOTHETICAL = re.compile(r"^(?:如果|要是|假如|假设|万一|もし|仮に|만약|만일|혹시)")


# Clause ends for the request/question trim: commas, and Korean reason connectives ("저 다음 주
# 휴가라 이번 주 안에 … 짜주세요": the reason is the user's fact, the rest a request).
_CJK_TRIM_SPLIT = re.compile(
    r"((?:[，、]|,(?!(?<=\d,)\d))\s*|(?<=[가-힣](?:라서|니까|어서|아서|해서|워서|와서|줘서|봐서|돼서|여서|려서|져서))"
    # not "관련해서", "대해서", "위해서", "통해서" ("regarding", "for", "through")
    r"(?<!관련해서)(?<!대해서)(?<!위해서)(?<!통해서)(?<!관해서)(?<!의해서)\s+|"
    r"(?<=[가-힣][^니]라)\s+|"
    # a Korean ask ends its clause even when more follows without a comma: "리뷰 답글 써줘 ㅠ
    # 별점 2점임", "'정성'이라는 단어 빼줘 너무 흔함" (what follows is about the ask)
    r"(?<=[가-힣]줘)\s+(?=[^\s요])|"
    r"(?<=[ぁ-んァ-ヶ一-龥]ので)(?=[^、,。\s]))"
)


# A standing style request is a taste: "インデントはスペース2つでお願いします", "주석은 한국어로
# 달아 주세요", "代码注释请统一用中文写". One-off edits ("把变量名改成驼峰式") stay tasks.
_CJK_STYLE_REQ = re.compile(
    r"^(?:代码|コード)?(?:注释|提交信息|commit message|缩进|变量名|函数名|命名|分号|引号|"
    r"コメント|コミットメッセージ|インデント|変数名|関数名|セミコロン|クォート|"
    r"주석|커밋 메시지|커밋 메세지|들여쓰기|변수명|함수명|세미콜론|따옴표)"
    r"\s*(?:は|은|는|都|一律|统一|请|要|用)",
    re.IGNORECASE,
)
_CJK_STYLE_ONE_OFF = re.compile(
    r"改成|改一下|改为|变成|换成|変えて|変更|直して|바꿔|고쳐|지워|删|消して|这个|那个|この|その|"
    r"이 파일|이거|그거|这段|(?<!应)该"
)


# How the assistant should answer — its length, its form, its register, its words — asked for
# in a clause: "简单讲重点就好", "请用台湾的讲法，不要用大陆用语", "能不能用 bullet points 简短一点",
# "敬語じゃなくてタメ口でいいよ", "箇条書きで短めにお願い", "반말로 해 줘", "영어 단어도 같이".
# A taste of the user's, not a one-off task.
_CJK_ANSWER_STYLE = re.compile(
    r"简短|简洁|简单(?:讲|说|点)|(?:讲|说)重点|重点就好|条列|列点|分点|要点形式|bullet|表格形式|口语化|"
    r"繁体|简体|(?:台湾|大陆|香港)的?(?:讲法|说法|用语|用词)|大陆用语|"
    r"タメ口|敬語|です・?ます調|箇条書き|短めに|簡潔に|手短に|ひらがな多め|"
    r"반말|존댓말|짧게|간단하게|쉬운\s?(?:표현|말|단어)|영어\s?단어도|개조식",
    re.IGNORECASE,
)
# ... of a request, or of a taste: "…就好", "…でいい", "…해 줘", "…도 같이".
_CJK_ANSWER_ASK = re.compile(
    r"请|用|不要|别|就好|就行|一点|能不能|可以|"
    r"で(?:いい|頼む|書いて|話して|返して)|にして|お願い|ください|"
    r"[해써]\s?(?:줘|주세요|주시면)|로\s?(?:해|써|대답|답)|도\s?같이|으?로요?$"
)


# Only this once: "今日は短めにお願いします", "这次简短一点", "오늘은 짧게", or for as long as the
# user is unwell ("風邪気味で頭が回らないので、説明は短めに…").
_CJK_THIS_TIME = re.compile(
    r"今日(?!から)|今回|今天(?!起|开始)|这次|这回|這次|오늘(?!부터)|이번(?:에는|만)|"
    r"風邪|体調|疲れ|頭が回らない|感冒|不舒服|累|头疼|頭痛|감기|피곤|아파|머리가"
)
# A request put as a question, no question mark: "能不能用 bullet points 简短一点".
_CJK_POLITE_ASK = re.compile(r"能不能|可不可以|能否|麻烦")


# A one-off draft asked for, its style said with it: "帮我改写成家长能看懂的版本，分点，不要加表情",
# "请把这份通知写成三段，简洁一点" — how this text should read, not how every answer should.
_ZH_DRAFT_ASK = re.compile(
    r"^(?:帮我|请你?|麻烦你?)(?:把|将|改写|改寫|写|寫|起草|拟|擬|做|整理|翻译|翻譯|翻成|润色|潤色)"
    # (not the assistant's answers: "请把回复写得简短一点" is how every answer should read)
    r"(?![^。]*?(?:以后|以後|今后|今後|每次|的时候|的時候|一律|统一|統一|回答|回复|回覆|回我))"
)

# The tone of a draft ("语气正式一些", "措辞缓和一点") is said of the text being drafted; of the
# assistant's answers only when they are named or the wish is standing ("以后回答语气别太正式").
_ZH_DRAFT_TONE = re.compile(r"语气|語氣|措辞|措辭|口吻|文风|文風")
_ZH_ANSWERS = re.compile(
    r"回答|回复|回覆|回我|以后|以後|今后|今後|每次|一律|统一|統一|的时候|的時候"
)


def _cjk_style_request(s: str) -> bool:
    """A standing style request in some clause ("上司がレビューするので、コメントは日本語で…"), or
    how the assistant should answer (``_CJK_ANSWER_STYLE``)."""
    if _CJK_STYLE_ONE_OFF.search(s) or _ZH_DRAFT_ASK.match(s):
        return False
    if _ZH_DRAFT_TONE.search(s) and not _ZH_ANSWERS.search(s):
        return False  # "语气亲切一点，不要加表情": the tone of the draft asked for beside it
    clauses = _CJK_CLAUSE.split(s)
    if _CJK_ANSWER_STYLE.search(s) and any(
        _CJK_ANSWER_STYLE.search(c) and _CJK_ANSWER_ASK.search(c) for c in clauses
    ):
        return not _CJK_THIS_TIME.search(s)
    return any(_CJK_STYLE_REQ.match(c) for c in clauses)


# An English question opening a CJK clause ("what's the difference between 'hermeneutics' 和
# 'exegesis' 啊 我总是搞混"): a question, whatever words follow.
_EN_QUESTION_LEAD = re.compile(
    r"(?i:what(?:'s|\s+is|\s+are|\s+do|\s+does)|how\s+(?:do|does|can|should|to)|why\s+(?:do|does|is)|"
    r"is\s+there|are\s+there|can\s+you|could\s+you)\b"
)


# A clause reporting what someone else said ("佐伯老师说…"); a request-shaped clause after it
# ("不要 MLA") goes on with what they said, unless it speaks to the assistant ("你…", "帮我…").
_ZH_REPORTED = re.compile(r"^[^，,。]{1,12}?(?<!你)(?<!我)说(?!明|一下|下)")
_ZH_TO_ME = re.compile(r"你|帮我|给我|请|麻烦|能不能|可以帮")


def cjk_mail_request(sentence: str, code: str) -> Candidate | None:
    """A request inside a message someone pasted ("「周さん / 来週の面談は 木曜 14時 からに変更
    してください。…」"): it asks the user, not the assistant, and with a date or time in it it
    is the user's plan for now (rule ``cjk.mail-request``)."""
    lang = _LANGS[code]
    text = strip_end(sentence).strip(" 「」")
    asks = any(
        lang.request.search(c) or (lang.request_last is not None and lang.request_last.search(c))
        for c in _CJK_CLAUSE.split(text)
    )
    if not asks or not _CJK_WHEN_ANCHOR.search(text) or lang.question.search(text):
        return None
    return make(text, "project_state", None, "medium", True, rule="cjk.mail-request")


# A detail typed as a sentence of its own after a fact ("マーロウ製薬の文書、全部で約3万字。
# 納品は18日。", "스터디 하기로 함. 매주 수요일 밤 9시 병원 도서관.", "평가 나왔음. 점수도 5점
# 만점에 2점."): short, with a figure or a date, and no predicate of its own — it completes the
# fact before rather than stating one.
_CJK_DETAIL_FIGURE = re.compile(r"[0-9０-９]|" + _CJK_DATE_ANCHOR.pattern)
# the fact before already has its day ("修論の提出、1月31日締切。審査会は2月13日。"): a second
# dated topic is a fact of its own
_CJK_HAS_DAY = re.compile(r"[0-9０-９]+\s?(?:日|일)(?!本)")
# a Japanese detail is a topic and its figure ("納品は18日", "請求額は128,400円") or a bare
# figure ("上140"), one clause
_JA_DETAIL_SHAPE = re.compile(r"^[^、。はが]{1,10}は[^、。]{0,4}[0-9０-９]|^[0-9０-９上下約計]")
_KO_DETAIL_VERB = re.compile(
    _FB_KO_REASON
    + _FB_CJK_VERBISH_REST
    + r"|"
    + ko.NOMINAL_PRED.pattern
    + r"|[가-힣](?:고|서|며|데)\b"
)
# A Korean detail ends on a figure or a place ("…5점 만점에 2점", "…밤 9시 병원 도서관"), not on
# a verb ending ("이민 간대", "세 번째야"); a topic note ("상견례는 4월 27일 …") is a fact of its
# own, as the development sets label it.
_KO_DETAIL_END = re.compile(
    r"(?:\d[\d,.]*\s?(?:[가-힣]{1,2}|%|[A-Za-z]{1,3})?|"
    r"[가-힣]{0,6}(?:관|실|층|역|병원|카페|학교|도서관|센터|사무실|회의실))$"
)
_KO_DETAIL_TOPIC = re.compile(r"^(?:[^\s]+\s){0,3}[^\s]+(?:은|는|이|가)\s")
# (a reason, or an ask in the te-form: "4だと読みにくくて", "サイズは一旦24pxで")
_JA_DETAIL_REASON = re.compile(r"(?:ので|から|けど|けれど|ため|し|のに|[でてにとを])$")


# No detail of the fact before: a question ("家賃は月50万？"), a new topic ("あと在庫は残り30個"),
# a day or a moment of its own ("明日は9時から会議", "今日は3杯目", "오늘만 3잔"), a person's
# own line ("子どもは2歳") or a self-correction ("아니 60만", "いや60万"): each stands alone.
_CJK_NO_DETAIL = re.compile(
    r"""
    ^(?:あと|それと|ちなみに|ところで|그리고|참고로|아\s?그리고
       |今日|明日|あした|今週|来週|今夜|今(?:は|、)|오늘|내일|지금|이번\s?주|다음\s?주
       |子ども|子供|娘|息子|妻|夫|母|父|兄|姉|弟|妹|아이|애들?|딸|아들|아내|남편|엄마|아빠
       |いや|いえ|訂正|아니|아\s|정정)
    """,
    re.VERBOSE,
)


def cjk_detail(sentence: str, code: str, before: str = "") -> str | None:
    """The sentence as a detail to add to the fact ``before`` (see above), else None."""
    if code not in ("ja", "ko") or _CJK_HAS_DAY.search(before):
        return None
    lang = _LANGS[code]
    if sentence.rstrip().endswith(("?", "？")) or _CJK_NO_DETAIL.match(sentence.strip()):
        return None
    bare = strip_end(lang.lead.sub("", sentence).strip()).strip()
    if not 4 <= len(bare) <= (24 if code == "ja" else 30) or not _CJK_DETAIL_FIGURE.search(bare):
        return None
    if lang.first.match(bare) or lang.question.search(bare) or lang.request.search(bare):
        return None
    if code == "ja":
        verb = any(_FB_JA_VERB_ONLY.search(c) for c in _CJK_CLAUSE.split(bare))
        verb = verb or bool(_JA_DETAIL_REASON.search(bare))  # "…不在なので": a reason
        verb = verb or not _JA_DETAIL_SHAPE.search(bare) or bool(_CJK_CLAUSE.search(bare))
    else:
        verb = (
            bool(_KO_DETAIL_VERB.search(bare))
            or not _KO_DETAIL_END.search(bare)
            or bool(_KO_DETAIL_TOPIC.match(bare))
        )
    return None if verb or _FB_CJK_DEICTIC.search(bare) else bare


# The label of a list item that holds words to put in the draft, not a state: "最后我想加一句：
# 有疑问请先问班主任", "结尾补一句：欢迎来电".
_CJK_INSERT_LABEL = re.compile(r"(?:加|补|補|添|写|寫)(?:上)?一句|一句话$|一句話$")


def cjk_item_asks(label: str, status: str) -> bool:
    """A zh/ja/ko "label：status" list item that is an ask, not a status: the status is cut by
    the request/question trim ("备注：…，不要出现学生全名", "还有一件事没定：要不要提前") or the label
    says it holds words to insert (``_CJK_INSERT_LABEL``)."""
    code = (
        "ko"
        if re.search(r"[가-힣]", status)
        else "ja"
        if re.search(r"[ぁ-んァ-ヶ]", status)
        else ""
    )
    if not code and re.search(r"[\u4e00-\u9fff]", status):
        code = "zh"
    if not code:
        return False
    if _CJK_INSERT_LABEL.search(label.strip()):
        return True
    text = strip_end(status).strip()
    return _cjk_trim(text, _LANGS[code]) != text


def cjk_item_trimmed(status: str) -> str:
    """The status of a zh "label：status" item with its trailing ask cut ("我带全团，帮我把曲目单
    打印一下" → "我带全团")."""
    text = strip_end(status).strip()
    if not re.search(r"[\u4e00-\u9fff]", text) or re.search(r"[ぁ-んァ-ヶ가-힣]", text):
        return text
    return (_cjk_trim(text, _LANGS["zh"]) or "").strip(" ，,、")


# A to-do of the user's in a list, with no day to it ("- 冷蔵庫の中を整理", "- 積読の本を読む",
# "- 母のタブレットの設定（LINEが使えるように）", "- 월세 자동이체 계좌 바꿔야 함", "- 집 근처
# 내과 가서 검진 받아보기"): a thing to do, no state of the work or the user's life. Not a
# promise or a deadline ("30日までに提出（約束済み）", "금요일까지 보내야 함"), not a decision
# ("…풀기로"), not a status noun without an object ("18日納品", "포스터 마감 10월 31일").
_CJK_TODO_VERB = r"(?:整理|確認|設定|準備|予約|購入|申し?込み?|片付け|掃除|作成|手配|問い合わせ)"
CJK_TODO_ITEM = re.compile(
    r"""^(?!.*(?:までに|まで|締切|締め切り|期限|約束|까지|마감|기한|약속))  # no deadline
    .{0,60}?
    (?:
        を\s*(?:[^、。\s]{0,8}?で)?  # ja: an object, then a verb of to-do (dictionary form)
            (?:読む|作る|買う|書く|送る|調べる|探す|片付ける|返す|払う|出す|決める|する
              |"""
    + _CJK_TODO_VERB[3:-1]
    + r""")
      | の"""
    + _CJK_TODO_VERB
    + r"""  # ja: a noun of to-do ("…の設定", "…の予約")
      | [가-힣]{1,6}야\s?(?:함|됨|해|돼)  # ko: "바꿔야 함", "잡아야 됨"
      | [가-힣]{1,6}(?:아|어)?보기 | (?:사|하|받|가|보내|정리하|예약하)기  # ko: "받아보기", "사기"
    )
    (?:\s*[（(][^）)]*[）)]?)?  # a note in brackets ("（LINEが使えるように）")
    [\s。.!！…]*$""",
    re.VERBOSE,
)


# A field of a pasted form or offer, by its label ("内容：…", "分量：…", "納期：…", "단가: …"):
# three in a row are one statement of the job (joined in ``lists._form_fields_joined``).
# fmt: off
FORM_LABELS = (
    "内容", "案件", "分量", "文字数", "ワード数", "納期", "締切", "単価", "料金", "報酬", "金額",
    "費用", "予算", "ツール", "形式", "支払い", "支払条件", "支払いサイト", "期間", "日時", "場所",
    "その他", "備考", "対象", "提出先",
    "내용", "분량", "납기", "마감", "단가", "금액", "비용", "예산", "기간", "일시", "장소", "기타",
    "비고",
)
# fmt: on
FORM_FIELD = re.compile(r"^(?:" + "|".join(FORM_LABELS) + r")\s?[：:]\s?\S")


def cjk_todo_item(item: str) -> bool:
    """A ja/ko list item that is a to-do of the user's with no day to it (``CJK_TODO_ITEM``)."""
    text = item.strip().lstrip("-・*•■□ ").strip()
    return bool(re.search(r"[ぁ-んァ-ヶ가-힣]", text)) and bool(CJK_TODO_ITEM.match(text))


def cjk_status_item(item: str) -> bool:
    """A zh/ja/ko list item that states something ("芋泥系列卖断货", "포스기 토스플레이스로 교체
    완료"): no request or question cut from it, no code or chatter, a few words long."""
    code = "ko" if re.search(r"[가-힣]", item) else "ja" if re.search(r"[ぁ-んァ-ヶ]", item) else ""
    if not code and re.search(r"[\u4e00-\u9fff]", item):
        code = "zh"
    if not code:
        return False
    text = strip_end(item).strip()
    kept = _cjk_trim(text, _LANGS[code])
    return (
        kept == text
        and len(text) >= 5
        and not _FB_CJK_DEICTIC.search(text)
        and not _FB_CJK_CODE.search(text)
        and not _CJK_CHATTER.search(text)
    )


# A standing "以后…" in a clause of a question ("哪个更适合一个偏理论、以后想读PhD的学生？") is
# part of the question; "以后都用中文回答，好吗？" still asks for a standing rule.
_ZH_WH_ASKED = re.compile(
    r"(?<!好吗)(?<!可以吗)(?<!行吗)(?<!好不好)(?<!行不行)(?<!可不可以)(?<!对吧)[?？]\s*$"
)


# Someone's question to the user, reported ("他问我能不能内推，我答应了"), asks the assistant
# nothing.
_ZH_ASKED_ME = re.compile(r"^(?:[^，,。你]{0,8}?)问(?:过)?我")


def _cjk_trim(sentence: str, lang: Lang) -> str | None:
    s = lang.lead.sub("", sentence).strip()
    if not s:
        return None
    if (lang.standing.match(s) and not _ZH_WH_ASKED.search(s)) or (
        _cjk_style_request(s)
        and not (
            lang.question.search(_CJK_POLITE_ASK.sub("", s)) or s.rstrip().endswith(("?", "？"))
        )
    ):
        return strip_end(s).strip()
    parts = _CJK_TRIM_SPLIT.split(s)
    clauses = parts[0::2]
    seps = parts[1::2] + [""]
    kept = ""
    for i, clause in enumerate(clauses):
        c = strip_end(clause).strip()
        last = i == len(clauses) - 1
        if not c:
            continue
        if _CJK_HYPOTHETICAL.match(c) and not (i > 0 and _ZH_AGREED_WITH.match(s)):
            # (after "跟客户说好了，" the 如果 clause is what was agreed: kept)
            if lang.question.search(s):
                return None  # "如果以后流量翻十倍，这个架构还撑得住吗"
            continue
        if i == 0 and not last and lang.corr_mark.fullmatch(c + "，"):
            kept += clause + seps[i]  # "更正一下，…": a correction marker, not a request
            continue
        # a question closing a quoted message: "…통화 가능하실까요?'"; a question typed with a
        # full stop: "…リストにしてもらえますか。"
        tail = clause.strip().rstrip("'\"’”」』 ")
        is_q = bool(lang.question.search(c if not last else tail))
        if last and not is_q and tail.endswith("。"):
            # a full stop closes a question only after a question particle ("…もらえますか。");
            # "我老婆还在医院呢。", "うちの犬、先週亡くなったの。" are statements
            tail = tail.rstrip("。 ")
            is_q = bool(lang.question.search(tail) and _CJK_Q_FULL_STOP.search(tail))
        is_q = is_q or bool(
            _EN_QUESTION_LEAD.match(c)  # "what's the difference between 'X' 和 'Y' 啊"
        )
        if is_q and _ZH_ASKED_ME.match(c) and not c.endswith(("?", "？")):
            is_q = False  # "问我能不能内推": what someone asked the user, reported
        is_req = bool(lang.request.search(c)) or (
            last
            and lang.request_last is not None
            and lang.request_last.search(c)
            # (not a qualifier of a figure stated before: "견적은 120만원, 부가세 포함해서")
            and not (_CJK_FIGURE_STATED.search(kept) and _KO_QUALIFIER.search(c))
        )
        if is_req and lang.request is zh.REQUEST and _ZH_RULE_STATED.search(s):
            is_req = False  # "字数必须在800字以内，这是比赛规定": a rule the user states
        if is_req and not is_q and lang.standing_any.search(s) and not lang.question.search(s):
            return strip_end(s).strip() or None  # "型ヒントは必ず付けてください"
        if is_req and not is_q and kept and _ZH_REPORTED.search(kept) and not _ZH_TO_ME.search(c):
            is_req = False  # "佐伯老师说他更喜欢…, 不要 MLA": still what the teacher said
        if is_q or is_req:
            if _CJK_ASK_PURPOSE.search(kept.rstrip("，,、 ")):
                # "…Excelで見られる形にするには、どうするのが一番楽ですか": what the question is
                # for, part of the question
                kept = _CJK_ASK_PURPOSE_CLAUSE.sub("", kept.rstrip("，,、 "))
            break
        kept += clause + seps[i]
    kept = strip_end(kept).strip()
    return kept or None


_CJK_FIGURE_STATED = re.compile(r"[0-9０-９]")
# A clause that says the line before is a rule (zh.REQUEST's own exclusion, for the sentence):
# "…，这是比赛规定", "…，是学校的要求".
_ZH_RULE_STATED = re.compile(
    r"[，,]\s?(?:这|這)?是[^，,。]{0,8}?(?:规定|規定|要求|规则|規則|上限|下限)"
)
_KO_QUALIFIER = re.compile(r"(?:반영|참고|감안|고려|포함)해서$")
# The particles that close a question even before a full stop: "…もらえますか。", "…吗。"
_CJK_Q_FULL_STOP = re.compile(r"(?:か|かね|かな|かしら|っけ|吗|嗎|까|까요|니|나요|냐)$")


# The purpose or the condition of a question or a request, said in the clause before it:
# "…形にするには、", "…を減らすためには、", "…지원하려면,", "내일 회진 대비해서 …".
_CJK_ASK_PURPOSE = re.compile(
    r"(?:には|ためには|(?<=[가-힣])(?:으)?려면|(?:대비|위)해서|(?:대비|위)해|"  # "회진 대비해서"
    # what the ask is about: "年次有給休暇の年5日取得義務について、…ご教示ください",
    # "육아휴직 급여에 대해서 …알려줘"
    r"について|に関して|に関しまして|の件で|에\s?대해(?:서)?|에\s?관해(?:서)?)$"
)
_CJK_ASK_PURPOSE_CLAUSE = re.compile(r"(?:^|(?<=[，,、]))[^，,、]*$")


def _cjk_entity(m: re.Match[str] | None, group: str = "name") -> str | None:
    if m is None:
        return None
    value = m.groupdict().get(group)
    if not value:
        return None
    value = value.strip()
    if value in _ENTITY_STOP_ZH or zh.ORG_SUFFIX.match(value):
        return None
    return value


class _CjkStatement(Statement):
    """A zh/ja/ko statement: its language tables, whether the user is correcting the
    assistant (``forced``) and whether a correction marker opened it (``marked``)."""

    def __init__(self, s: str, code: str) -> None:
        super().__init__(s, code)
        self.lang = _LANGS[code]
        self.forced = False
        self.marked = False


# What an office of the user's decided, relayed ("经公司研究决定，年终奖下月发", "經公司研究決定，
# 年終獎下月發"): the lead that says so is peeled (zh.LEAD), so the rest is kept as the decision
# here, the lead with it. Not a notice pasted with its preamble ("为进一步规范…，经…决定，…").
_ZH_DECIDED_LEAD = re.compile(
    r"^经[^，,。]{0,10}?(?:会|委|局|处|办|部|领导|集团|公司|学校|学院)(?:研究|讨论|审议)决定[，,]"
)


def _classify_cjk(sentence: str, code: str) -> Candidate | None:
    lang = _LANGS[code]
    s = _cjk_trim(sentence, lang)
    if s is None:
        return None
    if code == "zh" and _ZH_DECIDED_LEAD.match(sentence.strip()):
        return make(sentence.strip(), "decision", None, "high", rule="zh.decided-lead")
    st = _CjkStatement(s, code)
    _rule, out = walk(RULES_CJK, st, "cjk")
    if out is VETO:
        return None
    if out is not None:
        assert isinstance(out, Candidate)
        return out
    s = st.s
    if lang.hearsay is not None and lang.hearsay.search(s):
        # "팀장님이 … 보고서 내래요": a named source's report, before the fallback's cues
        framed = frame_cjk(s, code)
        if framed is not None:
            return framed
    fb = _fallback_cjk(s, code)
    if fb is not None and fb.salience != "low":
        if code == "zh" and not _FB_CJK_VERBISH.search(s):
            # read only for its modal ("张主任说下周三开始…"): a frame names the subject first
            return frame_cjk(s, code) or fb
        return fb
    if lang.first.match(s) and len(s) >= 4 and not _CJK_CHATTER.search(s):
        return make(s, "fact", None, "low")
    return fb


def _made(cand: Candidate | None) -> Candidate | VetoType:
    """A rule's candidate; an empty claim decides "nothing" (the walk stops)."""
    return VETO if cand is None else cand


# The zh/ja/ko rules, one function each, registered in priority order in RULES_CJK below;
# each reads the statement's own language tables (``st.lang``: zh.py, ja.py, ko.py).


def _r_error_name(st: _CjkStatement) -> Candidate | VetoType | None:
    # "报错信息是：'java.lang.OutOfMemoryError'": a pasted error, not a fact
    return VETO if _CJK_ERROR_NAME.search(st.s) else None


def _r_greeting(st: _CjkStatement) -> Candidate | VetoType | None:
    # "お疲れ様です", "いつもお世話になっております": a greeting, not a statement or a taste
    return VETO if _CJK_GREETING.match(st.s) else None


def _r_ja_not_stated(st: _CjkStatement) -> Candidate | VetoType | None:
    # "ECサイトの商品説明です" (a label of pasted text), "「…」の訳で迷ってます" (a worry about
    # the wording asked about), "控室をご用意しております" (a pasted mail's keigo), "2案目で
    # 行きます" (a draft picked), "今日はここまでにします" (a sign-off): no fact of the user's;
    # "私は名古屋に住んでおります" (the user, in keigo) stays.
    if st.code != "ja":
        return None
    s = st.s
    if ja.MATERIAL_LABEL.match(s) or ja.WORDING_WORRY.search(s) or ja.SESSION_TURN.match(s):
        return VETO
    if ja.LIST_LEAD.search(s):
        return VETO  # "学内締切は以下の通りです": the list below says it
    if ja.SELF_QUESTION.search(s):
        # "来月から転勤なんだけど、どう伝えようかな": the fact before the question to oneself
        before = re.split(r"[、,，]\s*", s)[:-1]
        if not before:
            return VETO
        st.s = s = re.sub(r"なんだ$", "", ja.TRAIL_CONJ.sub("", "、".join(before)).strip())
    if ja.SIGN_OFF.search(s):
        st.s = s = ja.SIGN_OFF.sub("", s)  # "…異動となりましたので、よろしくお願いいたします"
    if ja.MAIL_KEIGO.search(s) and not st.lang.first.match(s) and not ja.KEIGO_OWN.match(s):
        return VETO
    return None


def _r_aside(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    if (lang.assistant.search(s) or lang.hedge.search(s)) and not _CJK_APOLOGY.match(s):
        # "我今天发烧，…，你写详细点", "今ロンドンにいるので、…遅れるかもしれません": an aside to the
        # assistant or a hedge in a later clause does not undo the statement before it.
        parts = re.split(r"[，,、]\s*", s)
        aside = next(
            (i for i, p in enumerate(parts) if lang.assistant.search(p) or lang.hedge.search(p)),
            0,
        )
        if aside > 0:
            st.s = (
                ja.TRAIL_CONJ.sub("", "，".join(parts[:aside]))
                if st.code == "ja"
                else "，".join(parts[:aside])
            )
    return None


def _r_assistant(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    if _CJK_APOLOGY.match(s):
        return None  # "ごめん、さっき言った鈴木さんは…": the user's own earlier words
    if lang.assistant.search(s):
        # "你以为我用 Mac，其实我用 Linux": keep what the user says after the assistant part.
        parts = re.split(r"[，,、]\s*", s)
        idx = max(i for i, p in enumerate(parts) if lang.assistant.search(p))
        rest = "，".join(parts[idx + 1 :]).strip()
        if not rest or not (lang.actually.match(rest) or lang.first.match(rest)):
            return VETO
        st.forced, st.s = bool(lang.actually.match(rest)), rest
    return None


def _r_quoted(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    q = lang.quoted.search(s)
    mark0 = lang.corr_mark.match(s)
    if q and st.code == "zh" and _ZH_ASKED_AGREED.search(s):
        return None  # "他说想找…，问我能不能内推，我答应了": the user's yes, not their words
    if q and not (mark0 and q.start() < mark0.end()):  # "さっき言ったのは…" is the user's marker
        cut = [m.start() for m in _CJK_CLAUSE.finditer(s, 0, q.start())]
        if not cut:
            return VETO
        st.s = s[: cut[-1]].strip()
    return None


def _r_hedge(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    if not lang.hedge.search(s):
        return None
    # "应该是三月底上线，不是四月": "should be X, not Y" corrects, it does not guess.
    m = lang.should_not.search(s) if lang.should_not is not None else None
    if not m or _cjk_code_talk(s):
        return VETO
    return _made(make(s[: m.start("tail")], "correction", None, "high", False, m.group("old")))


# "제가 전에 iOS 최소 버전 15라고 했는데 16이에요", "さっきPython 3.9って言ったけど、実は3.10でした":
# what the user said before, in the marker, and the bare value that replaces its number.
_CJK_SAID = re.compile(
    r"(?P<x>[^、，,。]{2,30}?)\s*(?:って|と)(?:言|書|伝)|"
    r"(?P<k>[^,，]{2,30}?)(?:이?라고|다고)\s(?:했|말했)|" + zh.SAID_DENIED
    # "刚才说 MSRV 1.75 不对": what the user said before, then the denial
)
_CJK_NUMBER = re.compile(r"\d+(?:\.\d+)*")
_CJK_SAID_LEAD = re.compile(
    r"^(?:さっき|先ほど|前に|前は|전에|아까|앞에서|방금|제가|내가|私が?|僕が?|俺が?)\s*"
)


_CJK_VALUE_UNIT = re.compile(r"(?:\s?[万千百亿])?\S*")  # always matches (maybe empty)
_KO_VALUE_UNIT = re.compile(r"(?:시|일|월|분|초|원|만\s?원|명|개|주|년|층|번|%|kg|km)(?:\s?반)?")


def _said_value(marker: str, claim: str) -> tuple[str, str | None]:
    """A bare new value ("16이에요", "3.10でした") put in the place of the old one in what the
    marker says the user said before: ("iOS 최소 버전 16", "15")."""
    new = _CJK_NUMBER.search(claim)
    m = _CJK_SAID.search(marker)
    if new is None or m is None or len(claim) > 12:
        return claim, None
    said = (m.group("x") or m.group("k") or m.group("said")).strip()
    for _ in range(3):  # "제가 전에 …", "さっき …"
        said = _CJK_SAID_LEAD.sub("", said, count=1).strip()
    olds = list(_CJK_NUMBER.finditer(said))
    if not olds or len(said) < 3:
        return claim, None
    o = olds[-1]
    # the rest of the value's word stays ("300万"), but not a Korean ending ("18라고", "18 쓴다")
    unit = _CJK_VALUE_UNIT.match(said[o.end() :])
    rest = "" if unit is None else unit.group(0)  # None: for mypy
    if re.search(r"[가-힣]", said) and not _KO_VALUE_UNIT.fullmatch(rest):
        rest = ""  # "회의 3시" keeps "시"; "18라고", "18 쓴다" keep nothing
    end = o.end() + len(rest)
    return said[: o.start()] + new.group(0) + said[o.end() : end], o.group(0)


def _r_correction(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    mark = lang.corr_mark.match(s)
    if not mark:
        return None
    st.marked = True
    body = _CJK_SO_TAIL.sub("", s[mark.end() :].strip())
    if not body:
        return VETO  # a bare marker ("訂正です", "其实") says nothing by itself
    claim, old = _cjk_corrects(body, st.code)
    if old is None:
        claim, old = _said_value(mark.group(0), claim)
    if st.forced and (len(claim) < 4 or lang.neg.match(claim)):
        return VETO  # "…其实不是": a bare denial of the assistant, no fact of the user's
    strong = bool(lang.corr_strong.search(mark.group(0)))
    if body and (old or st.forced or (strong and len(body) >= 2)):
        if _cjk_code_talk(body):
            return VETO  # "不对，这个函数应该返回字符串": about the code at hand
        return _made(make(claim, "correction", None, "high", False, old))
    st.s = body or s
    return None


def _r_bare_denial(st: _CjkStatement) -> Candidate | VetoType | None:
    # "18じゃないです", "20.04 아니고요": the old value, after the correction
    return VETO if _CJK_BARE_DENIAL.match(st.s) else None


def _r_decision_unmarked(st: _CjkStatement) -> Candidate | VetoType | None:
    # "ReactじゃなくてVueで開発することにしました": a decision before a denial reads as one
    if st.code == "ja" and ja.UNDERGONE.search(st.s):
        return None  # "父が手術を受けることになりました": undergone, not chosen
    if st.lang.decision.search(st.s) and not st.marked:
        return _made(make(st.s, "decision", None, "high"))
    return None


def _r_not_lead(st: _CjkStatement) -> Candidate | VetoType | None:
    # "不是Java，是Kotlin", "VueじゃなくてReactです", "Python이 아니라 Go로 짜여 있어요" (also
    # after a weak marker: "其实不是Java，是Kotlin"): a sentence that opens by denying a value
    # corrects it.
    s = st.s
    m = st.lang.not_lead.match(s)
    if m and not _cjk_code_talk(s) and len(m.group("new")) >= 2:
        new = m.group("new").strip()
        # "不是Java，是Kotlin": "Kotlin" alone is too bare; "모델은 BERT가 아니라 …" keeps its topic
        claim = s[: m.end()] if new.isascii() else (m.groupdict().get("topic") or "") + new
        return _made(make(claim, "correction", None, "high", False, m.group("old").strip()))
    return None


# A rule just set, announced by a label: "新规定：…", "新しいルール：…", "새 규칙: …".
_CJK_NEW_RULE = re.compile(
    r"^(?:新(?:规定|规则|制度|政策)|(?:新しい|新)(?:ルール|方針|規則)|새\s?(?:규칙|정책|룰|방침))"
    r"[^：:]{0,20}[：:]\s*\S.{3,}"
)


def _r_new_rule(st: _CjkStatement) -> Candidate | VetoType | None:
    if _CJK_NEW_RULE.match(st.s):
        return _made(make(st.s, "decision", None, "high"))
    return None


def _r_decision(st: _CjkStatement) -> Candidate | VetoType | None:
    if st.lang.decision.search(st.s) and not (st.code == "ja" and ja.UNDERGONE.search(st.s)):
        return _made(make(st.s, "decision", None, "high"))
    return None


def _r_frame_taste(st: _CjkStatement) -> Candidate | VetoType | None:
    # "우리 딸 서아는 오이를 정말 싫어해요", "夫は朝型なので…午前中がいいそうです": what a person
    # of the user's life likes is their taste, before the relationship rules see a kin word.
    framed = frame_cjk(st.s, st.code)
    if framed is not None and framed.kind == "preference":
        return framed
    return None


# "端口是8443，不是8080", "ポートは8443で、8080ではありません", "포트는 8443이지 8080이 아니에요":
# a value stated against another one corrects it, marker or not.
_CJK_X_NOT_Y = {
    "zh": re.compile(
        r"^(?P<head>[^，,。]{1,20}是\s?[^，,。不]{1,20}?)\s?[，,]?\s*(?:而)?不是\s?(?P<old>[^，,。]{1,20})$"
    ),
    "ja": re.compile(
        r"^(?P<head>[^、。]{1,20}は\s?[^、。]{1,20}?)(?:で|であって)、?\s?"
        r"(?P<old>[^、。]{1,20}?)(?:ではありません|じゃありません|ではない|じゃない)(?:です)?$"
    ),
    "ko": re.compile(
        r"^(?P<head>\S{1,10}(?:은|는)\s[^,]{1,20}?)(?:이지|지)\s(?P<old>\S{1,20}?)(?:이|가)\s아니(?:에요|야|다|라|고요)$"
    ),
}


def _r_x_not_y(st: _CjkStatement) -> Candidate | VetoType | None:
    m = _CJK_X_NOT_Y[st.code].match(st.s)
    if not m or st.lang.first.match(st.s) or _cjk_code_talk(st.s):
        return None
    return _made(make(m.group("head"), "correction", None, "high", False, m.group("old").strip()))


# Role words that say who someone is to the user only with 我 ("陈思远是我的学生"); "学生是王子涵"
# names the student of a letter being written.
_ZH_MINE_ONLY_ROLE = re.compile(r"学生|徒弟|下属")


def _r_relationship_named(st: _CjkStatement) -> Candidate | VetoType | None:
    for rx in st.lang.rel:
        m = rx.search(st.s)
        if (
            m
            and st.code == "zh"
            and _ZH_MINE_ONLY_ROLE.search(m.group(0))
            and "我" not in m.group(0)
        ):
            continue
        if m:
            name = _cjk_entity(m)
            if name:
                return _made(make(st.s, "relationship", name, "high"))
    return None


def _r_relationship_role(st: _CjkStatement) -> Candidate | VetoType | None:
    if st.lang.rel_noname.search(st.s):
        return _made(make(st.s, "relationship", None, "high"))
    return None


# An agreement with someone, then what the user will do for them: "跟刘畅说好了，她的UC文书我这个
# 周末帮她过一遍", "和房东约好了，我月底前把押金转过去" — the user's promise, not a decision;
# the agreement said alone ("跟小李说好了") is only its frame, its content beside it.
_ZH_AGREED_WITH = re.compile(
    r"^(?:之前|已经|刚)?(?:跟|和|與)(?P<who>[^，,。我]{1,16}?)"
    r"(?:(?P<agreed>说好了|講好了|讲好了|約好了|约好了|说定了)|(?P<told>说过|講過|答应过|答應過|保证过)|"
    # consulted on what the sentence before says: "跟老周、Lena 都对过了" (alone: its frame only)
    r"(?P<checked>(?:都|也)?(?:对过了|對過了|商量过了|商量過了|确认过了|確認過了|沟通过了|溝通過了)))"
)
# After "跟X说好了": a deed of the user's (or the user's side's) for them — "…我明天帮他交上去",
# "我月底前把押金转过去", "如果…我们赔运费", "我今年不喝酒了". Not a choice or an appointment of
# the user's own ("我不去了", "我周四去复查"), nor the other side's deed ("他月底前修好热水器…").
_ZH_AGREED_MINE = re.compile(
    r"""
    ^[，,]\s?(?![他她](?!的))                    # not the other side's deed: "他月底前修好…"
    (?=[^。]*?我们?[^，,。]{0,12}?                # the user (or the user's side) then a deed
      (?:帮|幫|替|把|给|給|交|转|轉|还|還|送|赔|賠|退|补|補|承担|承擔|负责|負責|
         会|會|一定|保证|保證|不再|戒|不喝|不抽))
    """,
    re.VERBOSE,
)
# After "跟X说过": only a deed of the user's toward them ("…就把她加进 CONTRIBUTORS", "…会帮他…");
# "跟老板说过，下周我请假" tells them a fact.
_ZH_TOLD_DEED = re.compile(r"^[，,]\s?(?=[^。]*?(?:就把|会把|我会|我来|帮(?:她|他|他们)))")


# The title of a notice pasted in: "关于规范学生成绩材料办理流程的通知", "關於調整營業時間的公告".
_ZH_NOTICE_TITLE = re.compile(
    r"^(?:关于|關於)[^，,。]{2,40}的(?:通知|公告|规定|規定|说明|說明|办法|辦法|意见|意見|决定|決定|函)$"
)


def _r_notice_title(st: _CjkStatement) -> Candidate | VetoType | None:
    return VETO if st.code == "zh" and _ZH_NOTICE_TITLE.match(st.s) else None


# A clause that is only the reason for the ask or choice beside it: "容易让家长焦虑", "省得以后
# 每加个 variant 都是 breaking", "免得客户误会" — said of that choice, no fact of its own.
_ZH_REASON_ONLY = re.compile(
    r"^(?:容易|会|免得|省得|以免|不然(?:会)?|否则(?:会)?)(?:让|使|导致|引起|造成)|^(?:免得|省得|以免)"
)


def _r_reason_only(st: _CjkStatement) -> Candidate | VetoType | None:
    return VETO if st.code == "zh" and _ZH_REASON_ONLY.match(st.s) else None


def _r_agreed_with(st: _CjkStatement) -> Candidate | VetoType | None:
    if st.code != "zh":
        return None
    m = _ZH_AGREED_WITH.match(st.s)
    if m is None:
        return None
    rest = st.s[m.end() :]
    if not rest.strip(" ，,。！!"):
        return VETO
    if m.group("checked"):
        return None
    if _ZH_AGREED_MINE.match(rest) if m.group("agreed") else _ZH_TOLD_DEED.match(rest):
        return _made(make(st.s, "commitment", m.group("who").strip(), "medium"))
    return None


# Someone's ask, then the user's yes: "他问我能不能内推，我答应了", "房东让我帮忙收快递，我答应
# 了" — the user's promise to do what was asked.
_ZH_ASKED_AGREED = re.compile(
    # (an ask with 让我 is for a favour — "让我帮忙搬几个箱子"; "医生让我住院观察几天，我同意了",
    # "老板让我降薪20%，我同意了" are consent, no promise)
    r"(?:问我|请我|求我|找我|让我(?=帮|幫|替|代))(?:能不能|可不可以|能否|帮忙|帮他|帮她)?"
    r"[^，,。]{2,24}?[，,]\s?"
    r"我(?:已经|都|也)?(?:答应了?|同意了|应下了|说可以|说行)[。！!\s]*$"
)


def _r_promise(st: _CjkStatement) -> Candidate | VetoType | None:
    if st.code == "zh" and _ZH_ASKED_AGREED.search(st.s):
        return _made(make(st.s, "commitment", None, "medium"))
    if _CJK_PROMISE.search(st.s):
        return _made(make(st.s, "commitment", None, "medium"))  # "我答应了产品经理明天给她看demo"
    return None


def _r_situation(st: _CjkStatement) -> Candidate | VetoType | None:
    # health, travel, location, mood (the near-term schedule, last in the tuple, is read
    # after the commitments: "我今天下班前把bug修完" is a promise with a time in it)
    if st.code == "ko" and ko.I_PROMISE.search(st.s) and st.lang.commit.search(st.s):
        return None  # "비행기표는 내가 반 낼게": the user's promise, read by the commitment rule
    if st.code == "zh" and _ZH_LATELY_OFF.search(st.s):
        return _made(make(st.s, "fact", None, "medium", True))  # "这阵子猫一直不吃东西"
    if any(rx.search(st.s) for rx in st.lang.transient[:-1]):
        # "허리가 안 좋아서 정형외과 다니고 있어요": a lasting condition and its care
        lasting = st.code == "ko" and bool(_CJK_CHRONIC.search(st.s))
        return _made(make(st.s, "fact", None, "medium", not lasting))
    if st.code == "ko" and ko.BODY_PAIN.search(st.s) and not _cjk_code_talk(st.s):
        return _made(make(st.s, "fact", None, "medium", False))
    return None


def _r_commitment(st: _CjkStatement) -> Candidate | VetoType | None:
    s = st.s
    if st.code == "ko" and _CJK_DEICTIC_START.match(s) and not _FB_CJK_STRONG.search(s):
        return VETO  # "그건 내일 다시 볼게요": the thing at hand, no day or thing named
    if st.code == "ko" and ko.SIGN_OFF.match(s):
        return VETO  # "나 먼저 잘게", "그럼 다음에 볼게": leave-taking, not a promise
    if st.lang.commit.search(s):
        # "残りは明日やります", "남은 건 내일 마저 할게요": finishing today's work, not a promise to keep
        return _made(make(s, "commitment", None, "low" if _CJK_REST.search(s) else "medium"))
    return None


def _r_relationship_late(st: _CjkStatement) -> Candidate | VetoType | None:
    rel_late = st.lang.rel_late
    if rel_late is not None and rel_late.search(st.s):
        return _made(make(st.s, "relationship", None, "high"))  # "妻が看護師なんだ"
    return None


def _r_schedule(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    if (
        lang.transient[-1].search(s)
        and not (lang.pref.search(s) and lang.strong.search(s))  # "我不喜欢在周末开会" is a taste
        and not (lang.project_topic is not None and lang.project_topic.search(s))
    ):
        return _made(make(s, "fact", None, "medium", True))
    return None


def _r_identity(st: _CjkStatement) -> Candidate | VetoType | None:
    m = st.lang.identity.search(st.s)
    if m:
        entity = _cjk_entity(m, "org") or _cjk_entity(m, "org2")
        return _made(make(st.s, "fact", entity, "high"))
    return None


# Someone's post from now on: "新来的外教Kevin Zhou以后专门负责学生的面试模拟", "小吴今后主要对接
# 华东客户" — who they are to the work, not a standing taste of the user's ("以后…").
_ZH_POST_FROM_NOW = re.compile(
    # (the name slot takes no time word: "明年以后主要带毕业班", "月底以后专门负责退货")
    r"^(?!我|你|咱)(?![^，,。]{0,3}?(?:明年|今年|后年|月底|月初|年底|年初|学期|下周|下个月|周末|"
    r"暑假|寒假|毕业|开学|放假|半年)(?:以后|今后))"
    r"(?:新来的|新招的|刚来的)?[^，,。]{0,6}?(?P<name>[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?|"
    r"(?:小|老|阿)[\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3}?)\s?"
    r"(?:以后|今后|从下周起|从下个月起|从明天起)(?:就)?(?:专门|主要|全权|统一)?(?:负责|对接|管|带|跟进)"
)


def _r_post_from_now(st: _CjkStatement) -> Candidate | VetoType | None:
    m = _ZH_POST_FROM_NOW.match(st.s) if st.code == "zh" else None
    if m is None:
        return None
    return _made(make(st.s, "relationship", m.group("name").strip(), "high"))


# Off food for a while is a state, not a taste: "这阵子猫一直不吃东西", "最近狗都不喝水".
_ZH_LATELY_OFF = re.compile(
    r"^(?:这阵子|這陣子|这段时间|這段時間|这几天|這幾天|最近)[^，,。]{0,8}?(?:一直|都|老是|总是)"
    r"(?:不吃|不喝)"
)


def _r_preference(st: _CjkStatement) -> Candidate | VetoType | None:
    s, lang = st.s, st.lang
    if not (
        lang.pref.search(s)
        or lang.standing.match(s)
        or lang.standing_any.search(s)
        or _cjk_style_request(s)
    ):
        return None
    if (
        _cjk_failure(s)
        or _CJK_DEICTIC_START.match(s)
        or _CJK_DEICTIC_ANY.search(_CJK_CLAUSE.split(s, maxsplit=1)[0])
    ) and not lang.first.match(s):
        # "このテストはいつも失敗します": how code behaves, not a taste; "いつもそうしてるので",
        # "오늘 이거 마무리해야 돼요": about the thing at hand
        return VETO
    if st.code == "ko" and ko.THANKS.search(s):
        return VETO  # "바쁘신데 늘 감사드립니다": a pleasantry
    if st.code == "zh" and zh.WORRY_REPORTED.match(s) and not lang.pref.search(s):
        return None  # "阿芳说她担心新系统上线以后…": her worry (a fact), no standing taste
    if st.code == "ko" and ko.FEELS_OTHER.search(s):
        return None  # "서연, 요즘 … 서운해하는 것 같음": someone's feeling, a fact about them
    if st.code == "ko" and ko.OTHERS_HABIT.search(s) and not ko.OTHERS_TASTE.search(s):
        return None  # "아빠는 절대 병원 안 가신대", "이분 항상 길게 쓰심": someone's ways
    if (
        st.code == "ja"
        and ja.COURTESY.search(s)
        and not (lang.pref.search(ja.COURTESY.sub("", s)) or _cjk_style_request(s))
    ):
        return None  # "いつもお世話になっている山田さんが…": an epithet, no habit of the user's
    if (
        st.code == "ko"
        and ko.WANT.search(s)
        and ko.WANT_SESSION.search(s)
        and not ko.PREF.search(ko.WANT.sub("", s))
    ):
        return None  # "이번 주에 이 PR 머지하고 싶어요": a want for the work at hand
    if st.code == "ko" and (
        ko.HOPE_WISH.search(s)
        or (ko.ASK_WISH.search(s) and (" 좀 " in f" {s} " or ko.WANT_SESSION.search(s)))
        or (ko.WANT_MOMENT.search(s) and not ko.WANT_HORIZON.search(s))
    ):
        return None  # "주석 좀 달아주시면 좋겠어요", "치킨 먹고 싶어": an ask, a want of now
    if (
        st.code == "ja"
        and ja.TASK_ASK.search(s)
        and not ja.TASK_ASK_STANDING.search(s)
        and not ja.PREF.search(ja.TASK_ASK.sub("", s))
    ):
        return VETO  # "返信を一緒に考えてほしいです": work asked of the assistant, no taste
    if st.code == "ja" and ja.REASON_ONLY.search(s):
        # "…の方が楽だから": the reason for a request or a decision, not a taste; only "の方が"
        # made it one
        if not ja.PREF.search(s.replace("の方が", "が")):
            return None
    # Team tooling ("チームでは X を使っています") and team rules are project state.
    if (lang.team.search(s) and lang.use.search(s) and not lang.strong.search(s)) or (
        lang.rule is not None and lang.rule.search(s)
    ):
        return _made(make(s, "project_state", None, "high"))
    return _made(make(s, "preference", None, "high"))


# A figure of the business or the service: "上个月留存率降到了35%", "先月の解約率は2.1%でした",
# "지난달 고객 만족도가 4.6점으로 올랐어요".
_CJK_METRIC = re.compile(
    r"(?:留存率|转化率|流失率|营收|收入|流水|日活|月活|毛利|现金流|跑道|满意度|好评率|可用性|"
    r"解約率|継続率|売上|粗利|稼働率|満足度|チャーン|"
    r"만족도|매출|이탈률|전환율|리텐션|가동률|해지율|MRR|ARR|CSAT|NPS|DAU|MAU|"
    # a project's reach: "月下载 38 万", "GitHub star 刚过 6k", "ダウンロード数は月3万"
    r"下载量|[月周日总]下载|(?<![A-Za-z])stars?(?![A-Za-z])|星标|用户数|注册数|订阅数|ダウンロード数|"
    r"スター数|다운로드\s?수|스타\s?수)"
    r"[^，,。]{0,12}?\d"
)
# A fee or a lead time set for the work: "成绩单每份收取工本费50元", "至少提前10个工作日" — not
# the user's own bill or booking ("孩子的钢琴课每节收费300元", "报名费我已经交了200", "顺丰寄过去
# 手续费大概15块", "需要提前3个工作日预约": facts of the user's life).
_CJK_FEE = re.compile(
    r"(?:收费|收取|另收|工本费|服务费|报名费|手续费|提前(?=\s?\d+\s?个?工作日))[^，,。]{0,12}?\d"
)
_ZH_FEE_MINE = re.compile(r"我|" + zh.kin("child") + r"|大概|大约|左右|预约|寄")


# A figure that moved from one value to another: "研究室配分が去年の78万から62万に減った",
# "预算从50万降到了30万", "예산이 500만에서 300만으로 줄었어요".
_CJK_FIGURE_MOVED = re.compile(
    r"\d[\d,.]{0,15}[^\s\d、。，,]{0,3}?から\s?\d[\d,.]{0,15}[^\s\d、。]{0,3}?(?:に|へ|まで)\s?"
    r"(?:減|増え|増や|上が|下が|落ち|伸び|値上|値下|アップ|ダウン|削減|縮小|拡大)|"
    r"从\s?\d[^，,。]{0,8}?(?:降|涨|增|减|跌|升|提高|缩减)了?(?:到|至)了?\s?\d|"
    r"\d[^\s,]{0,4}에서\s?\d[^\s,]{0,5}(?:으로|로)\s?(?:줄었|늘었|올랐|떨어졌|내려갔|감소|증가)"
)


def _r_metric(st: _CjkStatement) -> Candidate | VetoType | None:
    fee = _CJK_FEE.search(st.s) and not _ZH_FEE_MINE.search(st.s)
    if (
        _CJK_METRIC.search(st.s) or fee or _CJK_FIGURE_MOVED.search(st.s)
    ) and not st.lang.first.match(st.s):
        if st.code == "ja" and _JA_PERSONAL.search(st.s) and not _FB_CJK_PROJECT.search(st.s):
            # "体重が70キロから65キロに減った", "家賃が8万から9万に上がった": the user's life
            return None
        return _made(make(st.s, "project_state", None, "high"))
    return None


# The outcome of a paper, a grant, an application or a contract: "論文「…」、無事アクセプトされ
# ました", "논문 '…'가 학회 우수논문상을 받았어요", "我们的基金申请通过了".
_CJK_OUTCOME = re.compile(
    r"(?:论文|稿件|基金|申请|提案|合同|論文|申請|契約|助成金|논문|과제|계약|제안서|"
    # a grant or a call applied to, or anything the user sent in: "去年出した挑戦的研究
    # （萌芽）、通った", "科研費の基盤C、不採択だった"
    r"科研|研究費|応募|プロポーザル|出した|提出した|応募した|申請した|投稿した)"
    r".{0,40}?(?:被?录用|被接收|通过了|被拒|中了|签了|アクセプト|採択|不採択|受理|リジェクト|通過し|"
    r"通った|通りました|落ちた|落ちました|締結|"
    r"상을\s?받았|수상했|통과했|승인됐|선정됐|체결했|게재)|"
    # an admission or an offer: "子涵ED中了", "墨尔本大学的offer已经下来了", "已拿到港大的提前
    # offer", "被浙大录取了", "芝加哥大学EA被defer"
    r"(?<![A-Za-z])(?:ED2?|EA|REA|RD|offer|Offer)(?![A-Za-z])[^，,。]{0,8}?(?:中了|下来了|到了|"
    r"录取|被拒|被defer|被延期)|"
    # (not "还没拿到offer"; not 录了 "filmed": "彩排的时候被家长录了视频")
    r"(?<![没沒未])拿到了?[^，,。]{0,16}?(?:offer|Offer|录取通知|錄取通知)|"
    r"被[^，,。被]{1,12}?(?:录取|錄取|defer)"
)
# A hope or a what-if is no outcome: "希望能拿到港大的offer", "要是被浙大录取就好了".
_ZH_OUTCOME_NOT = re.compile(r"希望|盼望|但愿|想要?拿|要是|如果|万一|萬一|能不能|能否")
# A family member's news ("女儿被北大录取了", "我外甥被复旦录取了"): a fact of the user's life.
_ZH_KIN_NEWS = re.compile(
    # (with or without 我/我家: "女儿被北大录取了", "我家老大拿到了港大的offer", "闺女被浙大录取了")
    r"^(?:我家|我们家|我)?(?:的)?(?:大|小|二)?(?:"
    + zh.kin("child")
    + "|闺女|"
    # (as written: not the elder 堂 cousins, nor 侄子, 侄女)
    + zh.kin("cousin", "sibling", but=("堂哥", "堂姐"))
    + "|女兒|兒子|"
    + zh.kin("nephew_grandchild", but=("侄子", "侄女"))
    + "|老大|老二|老三)"
)


# The build's own pass and fail ("昨日出したPRのCIが落ちた"): no paper's or grant's outcome.
_CJK_BUILD_TALK = re.compile(
    r"(?<![A-Za-z])(?:CI|PR|MR)(?![A-Za-z])|プルリク|ビルド|テスト|ジョブ|デプロイ|빌드|테스트|构建|测试"
)


def _r_outcome(st: _CjkStatement) -> Candidate | VetoType | None:
    if (
        _CJK_OUTCOME.search(st.s)
        and not _cjk_code_talk(st.s)
        and not _CJK_BUILD_TALK.search(st.s)
        and not (st.code == "zh" and _ZH_OUTCOME_NOT.search(st.s))
    ):
        if st.code == "zh" and _ZH_KIN_NEWS.search(st.s):
            return _made(make(st.s, "fact", None, "medium"))
        return _made(make(st.s, "project_state", None, "high"))
    return None


# Shared infrastructure or equipment down (the English change frame's "is down"): "CI又挂了，
# 是上游镜像的问题", "CIのWindowsジョブがずっとタイムアウトしていて", "ARM 러너가 다운돼서 …".
_CJK_OUTAGE = re.compile(
    # (not the user's own gadget: "Switchが壊れた", "PS5が動かなくなった", "iPhone 고장났어")
    r"^(?![^，,、。]{0,12}?(?<![A-Za-z])(?:Switch|PS[2-5]|iPhone|iPad|Mac(?:Book)?|AirPods|Kindle|"
    r"Xbox|Pixel|Galaxy|Apple\s?Watch|Wii|Steam\s?Deck|GoPro|Walkman)(?![A-Za-z]))"
    r"[^，,、。]{0,12}?(?:CI|服务器|集群|机器|仪器|显微镜|サーバー?|装置|顕微鏡|ジョブ|서버|장비|현미경|러너|빌드|"
    # a system named in Latin letters: "Redis昨晚挂了两个小时", "Jenkins 又挂了"
    r"(?<![A-Za-z])[A-Z][A-Za-z0-9.-]{2,}(?![A-Za-z]))"
    r"[^，,、。]{0,16}?(?:挂了|宕机|坏了|停机|使えません|止まって|ダウン|故障|タイムアウト|다운|고장|멈췄|안\s?돌|"
    # "XRD壊れた", "プリンターが動かなくなった", "装置が不調"
    r"壊れ(?:た|て|ちゃ)|動かなくなっ|不調)"
)
_CJK_SOON = re.compile(r"又|今天|明天|这周|下周|今日|明日|今週|来週|오늘|내일|이번\s?주|다음\s?주")


def _r_outage(st: _CjkStatement) -> Candidate | VetoType | None:
    if _CJK_OUTAGE.search(st.s) and not _CJK_DEICTIC_START.match(st.s):
        return _made(make(st.s, "project_state", None, "medium", bool(_CJK_SOON.search(st.s))))
    return None


def _r_project_state(st: _CjkStatement) -> Candidate | VetoType | None:
    if st.code == "zh" and zh.WORRY_REPORTED.match(st.s):
        return None  # "老王说他担心…数据迁移": his worry, a fact (the frames read it)
    if st.lang.project.search(st.s):
        return _made(make(st.s, "project_state", None, "high"))
    return None


# Who told the user a reported statement (``Lang.hearsay``), per language.
_HEARSAY_SOURCE = {"ko": ko.HEARSAY_SOURCE}


def _r_hearsay(st: _CjkStatement) -> Candidate | VetoType | None:
    # "선배가 서울에 있는 대학 assistant professor 자리 offer 받았대", "Butler 부분을 반으로
    # 줄이라고 하셨어": what someone told the user, when it names who told it or holds
    # something concrete (a number, a name in Latin letters, a date); else the fallback reads it
    s, lang = st.s, st.lang
    if lang.hearsay is None or not lang.hearsay.search(s) or lang.question.search(s):
        return None
    source = _HEARSAY_SOURCE.get(st.code)
    plain = ko.HEARSAY_PLAIN.sub("다", s) if st.code == "ko" else s
    if (
        not (
            (source is not None and source.search(s))
            or _FB_CJK_STRONG.search(s)
            or _CJK_WHEN_ANCHOR.search(s)
            or _CJK_QUOTED_NAME.search(s)
            # "휴마나에서 도네페질 승인 났대", "재현이가 … 주장 나한테 넘긴대": a statement of
            # its own once told plainly (a subject or a place, and a verb)
            or st.code == "ko"
            and (ko.HEARSAY_CONTENT.search(s) or ko.ASKED_OF_ME.search(s))
        )
        or _FB_CJK_DEICTIC.search(s)
        or _cjk_code_talk(s)
        or frame_cjk(s, st.code) is not None  # "김 대표님은 … 거라고 했어요": the frame reads it
    ):
        return None
    said = _CJK_CLAUSE.split(s)[-1]  # "오늘 … 갔는데, …": the day of the telling is not the fact's
    # Reported speech is labelled by what is reported: told plainly, "배포 밤 11시에 한대" is
    # the team's plan ("배포 … 한다", project state).
    told = _fallback_cjk(plain, st.code) if plain != s else None
    kind = (
        "project_state"
        if told is not None and told.kind == "project_state" and ko.PROJECT_SUBJECT.match(plain)
        else "fact"
    )
    if (
        st.code == "ko"
        and (ko.HEARSAY_PROMISE.search(s) or ko.ASKED_OF_ME.search(s))
        and not ko.ASK_REFUSED.search(s)
    ):
        kind = "commitment"  # "보증금은 퇴거일에 돌려주신대": someone's promise to the user
    return _made(make(s, kind, None, "medium", bool(_CJK_SOON.search(said)), rule="cjk.hearsay"))


# The zh/ja/ko fact rules in priority order: the first that decides wins (``cjk.<name>`` in
# Candidate.rule). Guards (yields "-") veto the statement or rewrite it for the rules after.
RULES_CJK: tuple[Rule[_CjkStatement], ...] = (
    Rule("error-name", "-", _r_error_name),
    Rule("greeting", "-", _r_greeting),
    Rule("ja.not-stated", "-", _r_ja_not_stated),
    Rule("aside", "-", _r_aside),
    Rule("assistant", "-", _r_assistant),
    Rule("quoted", "-", _r_quoted),
    Rule("hedge", "correction|-", _r_hedge),
    Rule("correction", "correction", _r_correction),
    Rule("bare-denial", "-", _r_bare_denial),
    Rule("notice-title", "-", _r_notice_title),
    Rule("reason-only", "-", _r_reason_only),
    Rule("promise.agreed-with", "commitment|-", _r_agreed_with),
    Rule("decision.new-rule", "decision", _r_new_rule),
    Rule("decision", "decision", _r_decision_unmarked),
    Rule("correction.not-lead", "correction", _r_not_lead),
    Rule("decision.after-marker", "decision", _r_decision),
    Rule("frame.taste", "preference", _r_frame_taste),
    Rule("relationship.named", "relationship", _r_relationship_named),
    Rule("relationship.role", "relationship", _r_relationship_role),
    Rule("correction.x-not-y", "correction", _r_x_not_y),
    Rule("promise", "commitment", _r_promise),
    Rule("situation", "fact (transient)", _r_situation),
    Rule("commitment", "commitment", _r_commitment),
    Rule("relationship.late", "relationship", _r_relationship_late),
    Rule("schedule", "fact (transient)", _r_schedule),
    Rule("identity", "fact", _r_identity),
    Rule("project-state.metric", "project_state", _r_metric),
    Rule("project-state.outcome", "project_state", _r_outcome),
    Rule("project-state.outage", "project_state", _r_outage),
    Rule("relationship.post-from-now", "relationship", _r_post_from_now),
    Rule("preference", "preference|project_state", _r_preference),
    Rule("project-state", "project_state", _r_project_state),
    Rule("hearsay", "fact", _r_hearsay),
)


_CJK_APOLOGY = re.compile(
    r"^(?:ごめん|すみません|すいません|申し訳|失礼|미안|죄송|不好意思|抱歉|对不起)"
)
_CJK_DEICTIC_ANY = re.compile(
    r"이거|그거|저거|これ|それ|あれ|这个|那个|这段|そう(?:して|する|し)|그렇게|这样"
)
_CJK_DEICTIC_START = re.compile(
    # (not a time: "这段时间英国方向由我接", "这学期我带高三")
    r"^(?:这(?!段时间|几天|两天|学期|阵子|个?季度|个?周末|个?礼拜|个?星期)|那|该|它|此|この|その|あの|これ|それ|あれ|こっち|そっち|이\s|그\s|이거|그거|저거|이건|그건)"
)


def _cjk_code_talk(s: str) -> bool:
    """Code, failures and session deixis: never a correction worth keeping."""
    return bool(
        _CJK_DEICTIC_START.match(s)
        or _cjk_failure(s)
        or re.search(r"函数|方法|变量|返回|関数|メソッド|変数|返す|返し|함수|변수|반환|리턴", s)
    )


# "…，不是5.7，所以可以用窗口函数": a consequence (or reason) after the correction is not part
# of it.
_CJK_SO_TAIL = re.compile(
    r"[，,、]\s*(?:所以|因此|因为|那就|ので|だから|なので|그래서|그러니까)[^，,、]*$"
)


def _cjk_corrects(body: str, code: str) -> tuple[str, str | None]:
    if code == "zh":
        m = zh.NOT_BUT.search(body)
        if m:
            return body[: m.start()] + m.group(2), m.group(1).strip()
        m = zh.NOT_TAIL.search(body)
        if m:
            return body[: m.start()].strip(), m.group(1).strip()
        m = zh.IS_NOT.search(body)
        if m:
            return body[: m.start(1)].strip(), m.group(2).strip()
        return body, None
    if code == "ja":
        m = ja.NOT_CLAUSE.search(body)
        if m:
            claim = body[: m.start()].strip()
            claim = re.sub(r"で$", "です", claim)
            return claim, _last_chunk(m.group("old"), code)
        m = ja.NOT_BUT.match(body)
        if m:
            old, new = m.group("old"), m.group("new").strip()
            word = re.match(
                r"^(.*?[A-Za-z\u30a0-\u30ff][\w.\u30a0-\u30ff]*\s*)\d", old.split("は")[-1]
            )
            if word and new[:1].isdigit():
                new = word.group(1) + new  # "Next 13じゃなくて14です" → "Next 14です"
            topic = old.rsplit("は", 1)[0] + "は" if "は" in old else ""
            return topic + new, _last_chunk(
                old, code
            )  # "鈴木さんはバックエンドじゃなくてインフラ担当"
        return body, None
    m = ko.NOT_CLAUSE.search(body)
    if m:
        return body[: m.start()].strip(), _last_chunk(m.group("old"), code)
    m = ko.NOT_BUT.match(body)
    if m:
        # "모델은 BERT가 아니라 RoBERTa였어요" → "모델은 RoBERTa였어요"
        # "지붕 견적이 14,800불이 아니라 18,400불이었어요" → "지붕 견적이 18,400불이었어요"
        topic = re.match(r"^.{1,20}?(?:은|는)\s+", m.group("old")) or re.match(
            r"^[^\d\s]\S*(?:\s\S+)?(?:이|가)\s+(?=\S*\d)", m.group("old")
        )
        new = m.group("new").strip()
        return (topic.group(0) if topic else "") + new, _last_chunk(m.group("old"), code)
    return body, None


def _last_chunk(text: str, code: str) -> str | None:
    """The corrected value: the part after the topic particle ("リリース日は3月10日" → "3月10日")."""
    text = text.strip()
    if code == "ja":
        text = re.split(r"[はが]", text)[-1]
    elif code == "ko":
        text = re.sub(r"^.*?(?:은|는)\s+", "", text)
        text = re.sub(r"^[^\d\s]\S*(?:\s\S+)?(?:이|가)\s+(?=\S*\d)", "", text)  # "견적이 14,800불"
        text = re.sub(r"(?:이|가)$", "", text).strip()
    return text or None


def topic_twin(piece: str, sibling: Candidate, sibling_text: str) -> Candidate | None:
    """A Japanese or Korean clause read as the twin of the salient one before it when each opens
    on a thing of its own as a contrastive topic (:func:`.split.contrastive_topics`): "우리
    스테이징은 GKE에서 돌아가고 프로덕션은 아직 온프레미스예요". The rules keep few such short
    clauses alone; the twin has the sibling's kind (not a stance: a taste, a choice)."""
    if sibling.kind not in ("project_state", "fact"):
        return None
    bare = strip_end(piece.strip(" ，,、"))
    if not contrastive_topics(sibling_text, bare):
        return None
    lang = _LANGS["ko" if re.search(r"[가-힣]", bare) else "ja"]
    if lang.request.search(bare) or lang.question.search(bare):
        return None  # "…、午前中は空けておいてください": a request to the assistant
    return make(bare, sibling.kind, None, "medium", rule="cjk.parallel:topic")
