"""Korean pattern tables for the rules engine, and their ``Lang`` bundle (data only)."""

from __future__ import annotations

import re

from writeback.extract.rules.common import Lang, longest_first

REQUEST = re.compile(
    r"(?:주세요|줘|줘요|줄래|줄래요|주실래요|주시겠어요|주시면|봐|봐요|보세요|해라|하자|합시다|"
    r"하세요|마세요|말아 주세요|해주라|부탁(?:해|합니다|해요|드려요|드립니다|할게요|드릴게요)?|바랍니다|줘라|달라|"
    r"(?:써도|해도|지워도|바꿔도|빼도|넣어도|무시해도)\s*(?:돼요|됩니다|돼|괜찮아요|괜찮습니다)|"
    # a casual ask that drops its verb: "스트레칭 루틴 추천 좀", "답장 초안 좀"
    r"(?<=[가-힣])\s좀)$|"
    # an ask joined to the next one: "말할 포인트 3~4개로 정리해주고", "전후 단어 수도 알려주고"
    # (not someone's favour told: "엄마가 반찬 만들어 주고"; also with the particle left out
    # after a person: "장모님 애들 봐 주고", "수의사 선생님 약 처방해 주고")
    r"^(?![^,]*(?:[가-힣](?:이|가|께서)|님|엄마|아빠|할머니|할아버지|언니|누나|오빠|형|동생|"
    r"남편|아내|와이프)\s)[^,]*(?:[해어아워려와봐]\s?주고|알려주고)$|"
    # asking for advice: "정리 좀 하고 조언 구하고 싶음"
    r"(?:조언|도움|의견|피드백)\s?(?:을|를)?\s?(?:구하고|받고|듣고)\s?싶(?:음|어|어요|습니다|다)$"
)
# How an asked-for text should read, said after the ask with its verb left out: "짧고 귀엽게",
# "너무 길지 않게", "친절한데 단호하게", "좀 더 부드럽게" (adverbs of manner; not "가게", a shop).
MANNER_ADVERB_ENDS = (
    "하게", "않게", "럽게", "롭게", "엽게", "겁게", "답게", "짧게", "길게", "쉽게", "작게",
    "크게", "밝게", "굵게", "얇게", "넓게", "좁게", "높게", "낮게", "적게", "많게", "느리게",
    "빠르게", "다르게",
)  # fmt: skip
# How to do the ask, typed as the sentence's last clause: "atropine 용량 바뀐 거 반영해서", "ESC랑
# AHA 차이 있으면 같이" (not "금요일까지 시안 반영해서 다시 올릴게요", where a verb follows).
REQUEST_LAST = re.compile(
    r"(?:반영|참고|감안|고려|포함)해서$|(?:있으면|되면)\s같이$|"
    # a limit on it: "해시태그는 10개 이내로", "5줄 이하로"
    r"(?:이내|이하|미만|내외|안팎)로$|"
    # (not someone's doing: "민수가 그렇게 …")
    r"^(?![^\s]*(?:이|가|께서)\s)[^\d]{0,14}?(?:" + "|".join(MANNER_ADVERB_ENDS) + r")$"
)
# An ask for a product's sales copy, with the product's spec listed below it ("상세페이지 문구
# 써줘!!\n- 사이즈: 지름 9cm\n- 식세기 X"): the items are material for the copy, not news
# (not "할 일 리스트 만들어줘", which asks about the user's own list).
MATERIAL_ASK = re.compile(
    r"(?:상세\s?페이지|상품\s?(?:설명|소개)(?:글)?|판매\s?글|소개\s?글)(?:도|를|을|\s?문구)?\s?"
    r"(?:좀\s?)?(?:써|작성해|만들어|부탁)"
)
# Syllables ending in ㄹ ("할", "먹을"): "-ㄹ래요" asks what someone wants ("뭐 할래요"); a bare
# "-래요" after any other syllable reports what someone said ("보고서 내래요", "온대요").
_RIEUL_FINAL = "".join(chr(0xAC00 + i * 28 + 8) for i in range(399))
QUESTION = re.compile(
    # "…했으니까" is "because", not a question; "합니까" (formal) is one
    r"(?:(?<!니)까|(?<=[습합됩갑옵봅줍입십답랍]니)까|까요|(?<![어끝떠만])나요|니|냐|는지|[는인린한은던운]가요?|죠|을까|ㄹ까|는가|던가|"
    r"(?<=[" + _RIEUL_FINAL + r"])래요|어요\?|예요\?|에요\?)[？?]?$|"
    r"[？?]$|왜|뭐|무슨|어떻게|어디|언제|누구|몇|어느|뭘"
)
ASSISTANT = re.compile(
    r"(?<![가-힣])(?:네가|니가|너는)|당신이|네 말|아까 (?:말|얘기|한 말)|말씀하신|말한 (?:건|게|거)|제안한|"
    r"추측한|님이 (?:말|쓴)|Claude가|답변이 틀"
)
QUOTED = re.compile(
    r"[\"“'‘「].+?[\"”'’」]\s*(?:라고|이라고|고\s|하고)|에 따르면|에 의하면|"
    r"(?:문서|기사|책|그가|그녀가|동료가|누가|사람들이)(?:에|에서|는|가)?.{0,6}(?:쓰여|말하|적혀)"
)
HEDGE = re.compile(
    # "아빠 엄청 좋아하실 듯": a casual guess ends on "듯"
    r"(?:것 같아|거 같아|것 같습니다|거 같습니다|듯해|듯합니다|듯 싶|^아마|^혹시|[가-힣]\s듯[\s.!~]*$)"
)
LEAD = re.compile(
    r"^(?:(?:참고로|그리고|아 참|아참|아 맞다|맞다|참|아(?!니)|음|저기|그런데|근데|일단|우선|참고|그러니까|그러니|그래서|"
    r"그럼|"
    # memory cues: "기억해 둬: …", "메모: …"
    r"기억해\s?(?:둬|줘|두세요|주세요)|메모|"
    # a message's vocative: "오빠, …", "민수야, …", "선배님, …" (quote mark and all)
    r"['‘\"“]?(?:오빠|언니|형|누나|엄마|아빠|[가-힣]{1,3}[야아]|[가-힣]{1,6}님)(?=[,，]))(?:[,，、:：\s]+|$))+"
)
STANDING = re.compile(r"^(?:앞으로(?:는)?|항상|절대|늘|매번|언제나)")
CORR_MARK = re.compile(
    # casual forms too: "정정할게:", "수정할게,"
    r"^(?:(?:사실은?|"
    # what is corrected first: "전에 말씀드린 거 정정할게요", "아까 말한 내용 수정할게"
    r"(?:(?:제가|내가)\s?)?(?:전에|아까|앞에서|방금)\s?(?:말씀드린|말한|말했던|쓴|적은)\s?"
    r"(?:거|것|내용|부분)(?:을|를)?\s?(?=정정|수정)|"
    # what was said, then the marker: "아까 런칭 5월 14일이라고 한 거 정정"
    r"(?:(?:제가|내가)\s?)?(?:전에|아까|앞에서|방금)\s?[^,，]{1,30}?(?:이?라고|다고)\s?"
    r"(?:한|말한|했던|적은|쓴)\s?(?:거|것|말|내용)(?:은|는|을|를)?\s?(?=정정|수정)|"
    r"정정(?:합니다|할게요|할게|하자면|하면|해요|해|하겠습니다)?|"
    r"수정(?:합니다|할게요|할게|하겠습니다)?|(?:제가|내가)?\s*(?:잘못 말했|착각했|잘못 알고 있었|"
    r"틀렸|헷갈렸|잘못 썼)(?:어요|습니다|네요|어|다)|"
    r"(?:제가|내가)\s*(?:전에|아까|앞에서|방금)?\s*[^,，]{1,30}?(?:이?라고|다고) (?:했는데|말했는데|했지만)|"
    # "아까 학회 포스터 마감 31일이라고 했는데 다시 보니까 28일이네": an earlier word of the
    # user's, "I" left unsaid (then "다시 보니까", "확인해 보니")
    # (not after a label, "정정: 아까 …라고 했는데 …": the label marks it, the rest is the body)
    r"(?<![:：]\s)(?<![:：])(?:전에|아까|앞에서|방금)\s(?![^,，]{0,12}?[가-힣](?:이|가|께서)\s)"
    # (a value said, or the check that corrects it: not the courier's word, "아까 택배 온다고
    # 했는데 아직 안 왔어")
    r"(?:[^,，]{0,30}?\d[^,，\s]{0,4}?(?:이?라고|다고) (?:했는데|말했는데|했지만)"
    r"(?:\s(?:다시 보니까?|확인해\s?보니까?|찾아보니까?))?"
    r"|[^,，]{1,30}?(?:이?라고|다고) (?:했는데|말했는데|했지만)"
    r"\s(?:다시 보니까?|확인해\s?보니까?|찾아보니까?))|"
    r"(?:그거|그게|그건)?\s*아니(?:요|에요|야)?|죄송(?:해요|합니다)|아 잠깐|잠깐만?|정확히는|정확히 말하면)[,，:：!！.\s]*)+"
)
CORR_STRONG = re.compile(
    r"정정|수정|잘못 말했|착각|잘못 알고|틀렸|헷갈렸|잘못 썼|정확히|(?:라고|다고) (?:했는데|말했는데|했지만)"
)
NOT_CLAUSE = re.compile(
    r"[,，]\s*(?P<old>[^,，]+?)\s*(?:이|가)?\s*아니(?:라|고|에요|예요|야|죠|라요|고요|거든요)"
    r"(?:요)?$"
)
NOT_BUT = re.compile(r"^(?P<old>.+?)\s*(?:이|가)\s*아니(?:라|고)\s*,?\s*(?P<new>.+)$")
DECISION = re.compile(
    r"기로 했|기로 해서|기로 하고|기로 한 거|기로 결정|(?:으)?로 결정|결정했|결정됐|(?:으)?로 정했|기로 합의|채택|(?:으)?로 가기로|"
    r"기로 정했|합의했|확정했|확정됐|"
    # the casual note's nominalised forms: "추정해보기로 함", "퀸 사이즈로 결정", "확정됨"
    r"기로\s?(?:함|됨)|결정(?:함|됨)|(?:으)?로 정함|(?:으)?로 결정[\s.!~]*$|"
    # the casual note's bare "-기로" ("수진이네서 지내기로", "베타 파트너로 들어오기로!")
    # (not a noun in 기: "300x300 크기로", "이번 계기로", "전기로")
    r"(?<=.{6})[가-힣](?<!크)(?<!계)(?<!전)(?<!무)(?<!용)(?<!얘)(?<!이야)(?<!향)(?<!일)기로[\s.!~]*$|"
    # a change of one's own life signed or called off ("성수 그 집 계약함!!!", "헬스 PT 해지했어")
    r"(?<=.{3})\s?(?:계약|해지|해약|탈퇴)\s?(?:했어|했어요|했습니다|함|했음|완료)[\s.!~]*$"
)
# The lexicon: word lists as data, joined into the patterns below.
# fmt: off
WORDS: dict[str, tuple[str, ...]] = {
    # role and kin nouns (상사·가족·동료·투자자: the people around the user)
    "role": (
        "공동 창업자", "공동창업자", "창업자", "매니저", "상사", "팀장", "부장", "과장", "리더", "동료", "아내", "남편", "와이프",
        "딸", "아들", "아이", "엄마", "아빠", "어머니", "아버지", "형", "누나", "언니", "오빠", "동생", "친구", "파트너",
        "멘토", "CTO", "CEO", "PM", "사수", "여자친구", "남자친구", "여친", "남친", "대표", "테크 리드", "테크리드", "담당자",
        "책임자", "리드", "팀 리드", "이사", "실장", "디자이너", "기획자", "개발자", "엔지니어", "인턴", "아키텍트", "QA", "SRE",
        "DBA",
        # seniors, juniors and peers from school or work
        "후배", "선배", "동기", "룸메이트", "동창",
    ),
    # what the user does for a living, said as "간호사예요", "번역가입니다", "중학교 수학
    # 선생님입니다" (``IDENTITY``): jobs, trades, studies and roles of life
    "occupation": (
        # care and health
        "간호사", "간호조무사", "약사", "의사", "전공의", "레지던트", "치과의사", "치위생사", "한의사", "수의사",
        "물리치료사", "작업치료사", "임상병리사", "방사선사", "응급구조사", "영양사", "요양보호사",
        "사회복지사", "상담사", "심리상담사",
        # school and research
        "선생님", "교사", "보육교사", "유치원 교사", "강사", "학원 강사", "학원강사", "과외 선생님", "교수",
        "연구원", "조교", "학생", "대학생", "대학원생", "고등학생", "중학생", "취준생", "공시생", "고시생",
        "재수생", "유학생", "박사과정", "석사과정", "포닥", "사서", "큐레이터", "코치", "감독", "트레이너",
        # law, money and the office
        "변호사", "법무사", "세무사", "회계사", "노무사", "변리사", "공인중개사", "은행원", "보험설계사",
        "영업사원", "영업직", "사무직", "회사원", "직장인", "공무원", "경리", "비서", "컨설턴트",
        "프리랜서", "자영업자", "사장", "사업자", "건물주", "집주인", "번역가", "통역사",
        # making, building and software
        "개발자", "프로그래머", "엔지니어", "디자이너", "웹디자이너", "일러스트레이터", "웹툰 작가",
        "만화가", "건축가", "목수", "정비사", "전기기사", "용접공", "도예가", "사진작가", "포토그래퍼",
        "기획자", "마케터", "PD", "편집자", "에디터",
        # words, music and the stage
        "작가", "소설가", "기자", "가수", "배우", "성우", "음악가", "DJ", "유튜버", "크리에이터",
        # food, shops and hands
        "셰프", "요리사", "조리사", "제빵사", "파티시에", "바리스타", "바텐더", "미용사",
        "헤어 디자이너", "네일 아티스트", "농부", "어부", "플로리스트",
        # moving people and things, safety
        "조종사", "파일럿", "부기장", "기장", "승무원", "기관사", "택시 기사", "버스 기사", "택배 기사",
        "배달 기사", "운전기사", "소방관", "경찰관", "경찰", "군인", "경비원",
        # at home and beyond work
        "주부", "전업주부", "은퇴자", "봉사자", "목사", "신부", "스님",
    ),
}
# Casual notes end a statement on a nominalised verb (음슴체: "계약 6월 30일에 끝남", "성수 그
# 집 계약함", "나 이제 풋살 주장임", "회의는 오후가 좋음"): the endings that are a predicate, each
# written so that a noun ending in the same syllable does not read as one ("게임", "모임",
# "처음", "다음", "강남", "마감", "알림" stay nouns).
NOMINAL_END: tuple[str, ...] = (
    # "-함", "-됨": any "하다" / "되다" verb ("결정함", "확정됨", "안 됨")
    r"(?<!포)함", "됨",
    # "-임": the copula after a noun ("주장임", "플랫폼 리드임"), not "게임", "모임", "책임"
    # ("타임", "프레임", "네임" neither)
    r"(?<![게모책취연타네])(?<!프레)임", "아님",
    # "-음" after a stem or a past or future ending ("없음", "좋음", "했음", "보냈음")
    r"(?:없|있|같|않|좋|싫|많|적|받|먹|찾|놓|맞|늦|높|낮|넓|작|괜찮|귀찮|싶|봤|왔|갔|줬|했|됐|였|었|"
    r"았|겠|렸|졌|셨|썼|냈|웠|났|쳤|켰|녔|뒀)음",
    # other stems ending in a vowel: "끝남", "들어옴", "넘어감", "내가 씀", "해줌", "옮김", "바뀜"
    "끝남", "떠남", "일어남", "벗어남", "생겨남", "옴", "들어감", "올라감", "내려감", "넘어감",
    "돌아감", "다녀감", "나감", "씀", r"(?:해|내|려|어|아|워|쳐|써|줘)줌", "옮김", "넘김", "맡김",
    "남김", "생김", "바뀜", r"(?:어|아|워|여|해)짐", "밀림", "걸림", "늘림", "팔림", "비워둠",
    "해둠", "둠", r"[잡막닫밝읽묻뽑박먹걷]힘",
    # the honorific "-심" of someone senior ("싫어하심", "옮기심", "걱정 많이 하심"), not "점심",
    # "관심", "중심", "결심"
    r"(?<![관점중욕의결안진핵도양호열변인합])심",
    # in progress: "Metabase로 그리는 중", "검토 중인데"
    r"(?<=[는\s])중(?:이야|이에요|입니다|인데|임)?",
)
# fmt: on
# Small talk of the moment, the weather or a meal ("오늘 날씨 좋음", "오늘 비 옴", "점심 먹는 중"):
# nothing to keep unless a date or a number is in it.
SMALL_TALK = re.compile(
    r"^(?:(?:오늘|지금|요즘|아까|밖에|여기|이제|방금|와|아)\s)*(?:날씨|비|눈|바람|하늘|햇살|미세먼지|"
    r"황사|점심|저녁|아침|밥|커피|간식|야식)(?:\s|가\s|이\s|는\s|은\s|도\s|를\s|을\s)"
)
SMALL_TALK_KEEP = re.compile(
    r"날은|날에는|날엔|때는|때마다|\d|내일|모레|[월화수목금토일]요일|다음\s?주|이번\s?주|주말|[가-힣]{2,3}(?:님|씨)"
)
REL_WORDS = "|".join(WORDS["role"])
# The areas of the work a colleague can own ("디자인은 민수 대리님").
WORK_AREAS: tuple[str, ...] = (
    "디자인",
    "개발",
    "백엔드",
    "프론트",
    "프론트엔드",
    "iOS",
    "안드로이드",
    "QA",
    "마케팅",
    "운영",
    "영업",
    "인프라",
    "데이터",
    "기획",
    "PR",
    "CS",
    "법무",
    "재무",
    "회계",
    "인사",
    "테스트",
    "결제",
    "보안",
    "번역",
    "영상",
    "촬영",
    "편집",
    "섭외",
    "예약",
    "정산",
)
# The roles at work that name a colleague before their name (``KIN_NAMED``).
WORK_ROLES: tuple[str, ...] = (
    "개발자",
    "디자이너",
    "기획자",
    "엔지니어",
    "리드",
    "매니저",
    "PM",
    "PO",
    "인턴",
    "입사자",
    "신입",
    "마케터",
    "분석가",
    "담당자",
    "QA",
    "CTO",
    "CEO",
    "CFO",
    "COO",
    "변호사",
    "세무사",
    "회계사",
    "코치",
    "연구원",
    "개발팀장",
    "에디터",
    "컨설턴트",
)
# A casual note that drops the copula after a topic and a figure: "목표는 8% 인상",
# "예산은 150 정도", "상견례는 4월 27일 일요일 점심, 강남 한정식집".
COPULA_LESS = re.compile(
    r"^(?:[가-힣A-Za-z0-9]{1,8}\s){0,3}[가-힣A-Za-z]{1,8}(?:은|는|이|가)\s(?=[^?？]{0,30}\d)[^?？\s][^?？]{0,40}$"
)
# A schedule note with a day and a clock time and no verb: "풋살 이번 주 토요일 경기 상암에서
# 오전 8시", "치과 다음 주 화요일 3시 반".
SCHEDULE_NOTE = re.compile(
    r"^(?=[^?？]{0,40}(?:요일|\d{1,2}\s?월|\d{1,2}\s?일|내일|모레|다음\s?주|이번\s?주))"
    r"(?=[^?？]{0,50}(?:\d{1,2}\s?시|\d{1,2}:\d{2}))[^?？]{4,60}$"
)
# A casual note of a figure or a date, its verb left out: "다음 달부터 CCU 로테이션", "전공의
# 연차시험 12월 첫째 주 토요일", "지난 한 달 평균 수면 4시간 40분" — ends on a noun or a figure,
# not on a verb ending.
FIGURE_NOTE = re.compile(
    r"^(?![a-z])(?![^'‘’\"“”]*['‘’\"“”])"  # (no English aside, no quoted material)
    r"(?!(?:오늘|지금|방금)(?:만|은|도)?\s)"  # (not a count of today: "오늘만 3잔")
    r"(?=[^?？]{0,40}(?:\d|다음\s?달|이번\s?달|지난\s?달|내년|올해))[^?？]{6,40}"
    r"(?<![다요음함됨임어아지네까게고서데며야래대니죠군나듯요ㅋㅎ~!.])"
    # (not how much of the answer to make: "인수 조건도 3개 정도", "재밌는 거 10개", "…위에")
    r"(?<!정도)(?<!위에)(?<!아래)(?<!먼저)(?<!\d개)(?<!\d\s개)$"
)
# A statement ending on one of them (before end marks and emoji).
NOMINAL_PRED = re.compile(r"(?:" + "|".join(NOMINAL_END) + r")(?=[\s.!?~)]*$)")
NAME = (
    r"(?P<name>[A-Za-z][\w.-]*|[가-힣]{2,4}?|"
    r"[가-힣](?=\s*(?:팀장|부장|과장|차장|대리|실장|이사|선배|매니저|대표)님))"  # "김 팀장님"
)
HON = r"\s*(?:(?:팀장|부장|과장|차장|대리|실장|이사|선배|매니저|대표)?님|씨|선생님)?"
COP = r"(?:입니다|이에요|예요|이야|야|이고|이며|이죠|죠|임|이다|$|,)"
REL = [
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + REL_WORDS
        + r")(?:님)?\s*(?:은|는|이|가)\s*"
        + NAME
        + HON
        + COP
    ),
    re.compile(
        r"^"
        + NAME
        + HON
        + r"\s*(?:은|는|이|가)\s*(?:제|저의|내|나의|우리|저희)\s*(?:[가-힣]{1,4}\s+){0,2}(?:"
        + REL_WORDS
        + r")"
    ),
    re.compile(
        r"(?:담당자|책임자|리더|오너|"
        + REL_WORDS
        + r")(?:는|은)\s*"
        # "백엔드 리드는 새로 오신 도윤 님": a few words about the person before the name
        + r"(?:(?:새로|새로운|이번에|새|신규|원래|지금|현재)\s(?:오신\s|온\s|들어온\s|입사한\s)?)?"
        + NAME
        + r"\s*(?:씨|님)"  # "디자이너는 수진 님이고"; without one, "QA는 다음주예요" is a date
        + COP
    ),
    # "디자인은 민수 대리님", "개발은 우진 님", "QA는 Mina 씨가 맡아": an area of the work, then
    # the named person (with "님"/"씨" or a title) who does it
    re.compile(
        r"^(?:[가-힣A-Za-z0-9]{1,8}\s)?(?:"
        + "|".join(WORK_AREAS)
        + r")(?:은|는)\s"
        + r"(?P<name>[가-힣]{2,3}|[A-Za-z][a-z]{1,14})\s?"
        + r"(?:(?:팀장|부장|과장|차장|대리|실장|이사|매니저|대표|선배|책임|선임)님|님|씨)"
        + r"(?:이|가)?\s?(?:$|[,.(]|이고|이야|이에요|입니다|예요|담당|맡)"
    ),
    # "결제 모듈 담당자는 최준호입니다", "한빛커피 쪽 담당자는 김지훈 팀장님이고": the person in
    # charge, named (a full name, or a name with a title).
    re.compile(
        r"(?:담당자|책임자|오너)(?:는|은)\s*(?P<name>[가-힣]{2,4}?|[A-Za-z][\w.-]*)\s*"
        r"(?:(?:팀장|부장|과장|차장|대리|실장|이사|매니저|대표)?님|씨)?\s*"
        r"(?:입니다|이에요|예요|이고|이세요|세요|이십니다|이야|야)"
    ),
    # "김민수 씨가 결제 모듈 담당이에요": a named person (with honorific) owns something.
    re.compile(
        # "우리 첫 직원인 소연 씨가 다음 달부터 COO를 맡아요": who they are may come first
        r"^(?:[가-힣A-Za-z0-9 ]{1,12}(?:인|이신)\s)?"
        + NAME
        + r"\s*(?:씨|님|선배|팀장님|매니저님)\s*(?:이|가|은|는|도)\s*.{1,24}?"
        r"(?:담당|맡고|맡아|맡았|관리하|책임|리드하|이끌|전문가|만들었|작성했|인수인계|전담|"
        + REL_WORDS
        + r")"
    ),
    # "결제 모듈은 박지훈 님이 담당하고 계세요": topic first, then the named owner.
    re.compile(
        r"(?:은|는)\s+"
        + NAME
        + r"\s*(?:씨|님|선배|팀장님|매니저님)\s*(?:이|가)\s*.{0,12}?(?:담당|맡고|맡아|맡았|관리하|책임|"
        r"리드하|이끌)"
    ),
    # "하늘 대리님 다음 달에 CX팀으로 옮기심", "지수 씨가 인프라팀으로 발령 났대요": a named
    # person moving to a team or an office — who they are at work from now on
    re.compile(
        r"^(?P<name>[가-힣]{2,4}?|[A-Za-z][\w.-]*)\s?"
        r"(?:(?:팀장|부장|과장|차장|대리|실장|이사|매니저|선배|책임|선임)님|님|씨)(?:이|가|은|는|도)?\s"
        r"(?:[^\s]+\s){0,5}?[^\s]*(?:팀|부서|본부|지사|지점|센터|사업부)(?:으)?로\s?"
        r"(?:옮기|옮겨|옮긴|이동|발령|전배|가세|가신|가셨|간대|갔)"
    ),
    # "저희 팀장님이 김민수 님인데, …": my <role> is <name> + connective.
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + REL_WORDS
        + r")(?:님)?\s*(?:은|는|이|가)\s*"
        + NAME
        + r"\s*(?:씨|님|선배|후배|선배님)?\s*(?:인데|이신데|이고|이세요|이십니다)"
    ),
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + REL_WORDS
        + r")(?:님)?\s+"
        + NAME
        + HON
        + r"(?:이|가|는|은|도|랑|와|과|한테|에게)\s"
    ),
]
# The positions of a hospital, a school or a lab, and the titles said after a name there
# ("치프는 R4 강태호 선생님", "한승철 교수님(GI)", "인턴 중에 이하늘 선생"): who someone is.
POSITIONS: tuple[str, ...] = (
    "치프",
    "주치의",
    "전공의",
    "레지던트",
    "펠로우",
    "전임의",
    "인턴",
    "교수",
    "지도교수",
    "부교수",
    "조교수",
    "과장",
    "센터장",
    "병원장",
    "원장",
    "수간호사",
    "간호사",
    "약사",
    "조교",
    "PD",
    "학과장",
    "연구실장",
    "포닥",
    "박사과정",
    "석사과정",
)
POSITION_WORDS = longest_first(POSITIONS)
ACAD_TITLE = r"(?:교수님|선생님|교수|선생|쌤|원장님|과장님)"
PEER_WORDS = r"동기|동창|후배|선배|룸메이트|룸메"
# Words a name slot must not take: "우리 교수님 팀에서", "아무 선생님이나" name no one.
NOT_A_NAME = (
    r"(?!(?:우리|저희|아무|어떤|어느|다른|제일|모든|그|이|저|새|각)(?:\s|선생|교수|쌤|씨|님))"
)
REL_POSITION = [
    # "치프는 R4 강태호 선생님", "지도교수는 박은주 교수님이야": the position, then who holds it
    re.compile(
        r"^(?:우리\s|내\s|제\s)?(?:" + POSITION_WORDS + r")(?:은|는)\s(?:[A-Z]\d\s)?"
        r"(?P<name>[가-힣]{2,4}?)\s?" + ACAD_TITLE + COP
    ),
    # "한승철 교수님(GI)은 …", "문가영 선생님(소아과)": a department in brackets after the title
    re.compile(
        r"^(?P<name>[가-힣]{2,4}?)\s?"
        + ACAD_TITLE
        + r"\s?\([A-Z]{2,5}\)"  # ("(소아과)": paren_tie)
    ),
    # "박민재 = 내 동기(R2)", "최수빈도 동기": a roster line of the user's peers
    re.compile(
        r"^(?P<name>[가-힣]{2,4}?)\s?(?:[=＝:：]\s?(?:내|제|우리)\s?|(?:도|는|은)\s(?:내\s|제\s)?)"
        r"(?:" + PEER_WORDS + r")(?:\s?\([^()]{1,8}\))?(?:임|야|이야|예요|이에요|입니다)?[\s.!~]*$"
    ),
    # "새로 온 인턴 중에 이하늘 선생 일 잘함": one of a position, named
    re.compile(
        r"(?:"
        + POSITION_WORDS
        + r")\s?중에\s"
        + NOT_A_NAME
        + r"(?P<name>[가-힣]{2,4}?)\s?(?:선생|씨|님)"
    ),
    # "오지은 교수님 팀으로 감": the user joins a named senior's team
    re.compile(
        r"^(?:[^\s,]+\s){0,3}?"
        + NOT_A_NAME
        + r"(?P<name>[가-힣]{2,4}?)\s?"
        + ACAD_TITLE
        + r"\s?팀(?:으로|에|에서)\s"
    ),
    # "오지은 교수님이 내년 3월부터 심장내과 과장 되신다고": a named senior takes a position
    re.compile(
        r"^(?P<name>[가-힣]{2,4}?)\s?" + ACAD_TITLE + r"(?:이|가|은|는|도)\s[^,.]{0,24}?"
        r"(?:" + POSITION_WORDS + r"|팀장|부장|실장|이사|대표)\s?(?:이\s|가\s)?(?:되|맡)"
    ),
]
# Titles and common nouns that stand where a name would ("신입 사원님", "시안(디자이너)",
# "디자인 담당자(미정)", "요청하신 자료입니다"): never a person's name.
NOT_A_NAME = (
    r"(?!(?:사원|선생|대표|미정|공석|없음|일정|시안|자료|결과|직원|고객|담당|팀원|회원|기사|"
    r"파일|문서|내용|보고|확인|요청|견적|공지|안내))"
)
# "남편 준호가 다음 달부터 가게 회계 맡기로 했어요", "우리 딸 서연이가 내년에 초등학교 입학이라",
# "막내 하준이가 요즘 말을 더듬어서": a kin word, the person's name (the "-이" of a name ending
# in a consonant dropped), then what is true of them — the tie is a relationship of its own
# (``cjk.identity.kin``) and the rest a fact about the named person. Not a child or a birth
# order ("우리 딸 서아는…", "막내 하준이가…"): the word tells the children apart, as the
# development sets label it, it is not news.
KIN_NAMED = re.compile(
    r"""
    ^(?P<mine>(?:우리|제|저희|내)\s*)?
    (?P<kin>남편|아내|와이프|엄마|아빠|어머니|
        아버지|시어머니|시아버지|장모님|장인어른|형|누나|언니|오빠|동생|남동생|여동생|친구|동료|후배|
        선배|사수|부사수|남친|여친|남자친구|여자친구|룸메이트|조카|사촌)
    \s+
    (?P<name>(?!사원|선생|대표|직원|회사|학교|가게|머리|얘기|사진|파티|취미|아기|아이|친구|생일|생신|결혼|수술|병원|일이|집이|
               건강|차가|회갑|환갑|칠순|제사|장례|기일)
             [가-힣]{2,3}?)
    (?:(?<=[가-힣])이(?=가|는|도|랑|한테|도)|(?:씨|님))?
    (?:가|는|도|랑|한테|이\s)
    # "거래처 사장님인 박 사장님이", "박사후연구원 이도현 박사님이": a role, then a person
    # named with a title
  | ^(?P<trole>[가-힣A-Za-z][가-힣A-Za-z ]{1,11}?)(?:인|이신)?\s+
    (?P<tname>[가-힣]{1,3}\s?(?:사장|대표|팀장|부장|과장|실장|원장|박사|교수|선생|이사|본부장)님)
    (?=이\s|께서|은\s|도\s)
    # "iOS 개발자 소라 님 다음 주부터 육아휴직 들어감", "백엔드 리드 우진 님이 …", "신규 입사자
    # Lena 님이 …": a role at work, then a person named with "님" / "씨"
  | ^(?P<prole>(?:[A-Za-z0-9가-힣]{1,8}\s)?(?:"""
    + "|".join(WORK_ROLES)
    + r""")
    )\s+
    """
    + NOT_A_NAME
    + r"""(?P<pname>[가-힣]{2,3}|[A-Z]?[a-z]{2,14})\s?(?:님|씨)(?=이\s|가\s|은\s|는\s|도\s|랑|\s)
    """,
    re.VERBOSE,
)
# A person and who they are in parentheses: "재현이(주장)가 …", "수진이(여동생) 상견례",
# "우진 님 (백엔드 리드)", "아마드 (파키스탄에서 온 대학원생, 카이스트 서울캠)". The words in the
# parentheses end on a role or kin word (before a comma or the closing parenthesis), so a
# thing described ("이사 업체(포장이사)", "결제팀(페이온)") is no person.
PAREN_ROLES: tuple[str, ...] = (
    *(w for w in WORDS["role"] if w not in ("이사", "아이", "리더")),
    *WORK_ROLES,
    "남동생",
    "여동생",
    "새언니",
    "형수",
    "매형",
    "고모",
    "이모",
    "삼촌",
    "외삼촌",
    "사촌",
    "조카",
    "할머니",
    "할아버지",
    "예비신랑",
    "예비신부",
    "약혼자",
    "주장",
    "감독",
    "골키퍼",
    "대학원생",
    "학생",
    "교수",
    "박사",
    "집주인",
    "사장님",
    "원장님",
    "선생님",
    "주치의",
    "간병인",
    "요양보호사",
)
# A pasted message whose sender opens by saying who they are, after the greeting: "안녕하세요
# 매니저님, 멘야하루 이동훈입니다.", "팀장님 안녕하세요, 백엔드 도윤입니다." — the sender and
# their shop, company or team (a relationship).
SENDER_INTRO = re.compile(
    # the greeting, or what is left of it ("매니저님, …" once "안녕하세요" is cut)
    r"^(?P<hi>(?:[가-힣]{1,6}님\s?)?(?:안녕하(?:세요|십니까))?(?:\s?[가-힣]{1,6}님)?[,，!.]\s*)?"
    r"(?P<intro>(?P<org>[가-힣A-Za-z0-9&]{2,12}(?:\s[가-힣A-Za-z0-9&]{1,12})?)(?<![신한는된던할운])\s"
    r"(?!(?:팀장|부장|과장|차장|대리|실장|매니저|대표|사장|주임|책임|선임)\s?(?:입니|이에|예요))"
    + NOT_A_NAME
    + r"(?P<name>[가-힣]{2,4}?|[A-Z][a-z]{1,14})\s?"
    r"(?P<title>(?:팀장|부장|과장|차장|대리|실장|매니저|대표|사장|주임|책임|선임)\s?)?"
    r"(?:입니다|이에요|예요))(?:[.!,，]|$)"
)
# A role, then the person's name with "님"/"씨", inside a sentence: "수진이 예비신랑 준호 씨랑
# 처음 얘기해봤는데", "팀장님 말로는 신규 입사자 레나 님이 받는대".
INLINE_TIE = re.compile(
    r"(?:(?<=\s)|^)(?P<owner>[가-힣]{2,3}(?:이의|의|이)\s)?(?<=\s)(?P<role>(?:신규\s|새\s|신입\s)?(?:"
    + "|".join(
        sorted(
            (*WORK_ROLES, "입사자", "예비신랑", "예비신부", "약혼자", "남자친구", "여자친구"),
            key=len,
            reverse=True,
        )
    )
    + r"))\s(?P<name>[가-힣]{2,3}|[A-Z][a-z]{1,14})\s?(?:님|씨)(?=[이가은는도랑와과께한]|\s|$)"
)
# A label over a pasted message, naming who sent it and where they are from: "부동산 김 실장님
# 문자:", "한빛상사 이 대리님한테 온 메일:" (a relationship).
SENDER_LABEL = re.compile(
    r"^(?P<org>[가-힣A-Za-z0-9]{1,10})\s(?P<name>[가-힣]{1,3}\s?"
    r"(?:사장|실장|팀장|부장|과장|대리|대표|원장|매니저|선생|기사|소장)님)\s?"
    r"(?:한테서?\s?온\s?|이\s?보낸\s?|께서\s?보내신\s?)?(?:문자|카톡|메일|메시지|톡|DM|연락)\s?[:：]$"
)
# A title standing where a name would ("사장님 (Carlos 사장님, …)"): no name of its own.
TITLE_NAME = re.compile(
    r"[가-힣]{0,2}(?:사장|실장|원장|팀장|부장|과장|차장|대리|이사|대표|선배|선생|기사)"
)
PAREN_TIE = re.compile(
    r"(?:^|(?<=\s))"
    + NOT_A_NAME
    + r"(?P<name>[가-힣]{2,4}?|[A-Za-z][a-z]{1,14})(?:이(?=\s?\()|\s?(?:님|씨))?\s?"
    r"\((?P<role>[^()]{0,24}?(?:" + longest_first(PAREN_ROLES) + r"))"
    r"(?=[,，)])[^()]{0,30}\)"
)
# A role, then the person in parentheses: "페이온 담당자(윤서영 과장님)", "디자인 리드(Mina 님)".
PAREN_NAMED = re.compile(
    r"(?:^|(?<=\s))(?P<role>(?:[가-힣A-Za-z0-9]{1,10}\s){0,2}?(?:"
    + longest_first(PAREN_ROLES)
    + r"))\s?\("
    + NOT_A_NAME
    + r"(?P<name>[가-힣]{2,4}?|[A-Za-z][a-z]{1,14})\s?"
    r"(?:(?:팀장|부장|과장|차장|대리|실장|이사|매니저|대표|사장|주임|책임|선임|선생)님|님|씨)?\)"
)
REL_NONAME = re.compile(
    r"^(?:제|저의|내|나의)\s*(?:" + REL_WORDS + r")(?:님)?(?:은|는|이|가)\s|"
    r"^(?:우리|저희)\s*(?:" + REL_WORDS + r")(?:님)?(?:은|는|이|가)\s*.{0,14}?"
    r"(?:중요하게|신경 ?쓰|좋아|싫어|원해|요구|까다로)"
)
# A diagnosis the user was told ("이비인후과에서 이석증이래요", "피부과 갔는데 대상포진이래",
# "의사가 족저근막염이라고"): a condition named by its ending and reported; lasting, not a
# passing ache. Not a certificate or a receipt ("인증이래요", "영수증이래").
DIAGNOSED = re.compile(
    r"[가-힣]{1,6}(?:(?<![인수격분보명])증|염|(?<![꽃물술한두세네])병|암|결석|골절|장애|디스크|포진|통풍)"
    r"(?:이)?(?:래요?|라고|라네요?|랍니다|래서)(?![가-힣])"
)
HEALTH = re.compile(
    r"감기|아파|아픕니다|열이|두통|(?<!우리 )(?<!저희 )병원|병원\s?(?:옆|앞|근처|주변)|몸이 안 좋|몸살|다쳤|입원|치과(?!의사)|독감|코로나|기침|배탈|"
    r"컨디션이 (?:너무 |좀 |많이 |영 )?(?:안 좋|별로|나빠)|수술|어지러|메스꺼|잠을 못|"
    + DIAGNOSED.pattern
)
# A body part that hurts ("엄마 요즘 무릎 안 좋으셔서", "허리가 아파서", "손목이 시큰거려"): a
# fact of health that lasts unless a near day says otherwise (``timing.timed``).
BODY_PAIN = re.compile(
    r"(?<![가-힣])(?:무릎|허리|어깨|손목|발목|고관절|관절|허벅지|종아리|골반|목|눈|귀|잇몸|이빨|위|장|심장)"
    r"(?:이|가|도)?\s?(?:(?:좀|많이|너무|계속)\s)?(?:안\s?좋|아프|아파|아팠|나빠|결리|쑤시|시큰|붓|부었|다쳤)"
)
TRAVEL = re.compile(
    r"육아휴직|출산휴가|병가|휴직|출장|여행|휴가|비행기|공항|다녀올|귀국|출국|고향에|워케이션|재택 중"
)
LOCATION = re.compile(
    r"(?:지금|오늘|이번 주|이번주|요즘|당분간|현재|다음 주|내일|이번 달)(?:은|는)?\s*.{1,12}?에\s*"
    r"(?:있어요|있습니다|있어|있음|머물|와 있)"
)
MOOD = re.compile(
    r"피곤|스트레스|우울|기분이|짜증|힘들어|힘듭니다|지쳤|지쳐|졸려|신나|긴장|불안|번아웃|바빠요|"
    r"바쁩니다"
)
SCHEDULE = re.compile(
    r"(?:내일|오늘|모레|다음 주|이번 주|오후|오전|저녁|월요일|화요일|수요일|목요일|금요일|주말).{0,10}?"
    r"(?:휴가|회의|미팅|면접|반차|연차|쉬어|쉽니다|쉴|없어요|부재|외근|일찍 퇴근|조퇴|약속|재택|"
    r"출근|야근|원격 근무|당직|이사)"
)
# A named colleague and what keeps them from work, as a note: "민수 대리님 또 지각", "지현 씨
# 오늘 반차", "Jake 님 이번 주 재택".
NAMED_EVENT = re.compile(
    r"^(?:[가-힣]{2,4}|[A-Za-z][a-z]{1,14})\s?(?:(?:팀장|부장|과장|차장|대리|실장|이사|매니저|선배|책임|선임)님|님|씨)"
    r"\s(?:또\s|오늘\s|내일\s|이번\s?주\s|다음\s?주\s)?(?:또\s)?"
    r"(?:지각|결근|야근|휴가|출장|병가|반차|연차|재택|외근|조퇴|휴직)(?:임|이래|이야|이에요|중)?[\s.!~]*$"
)
COMMIT = re.compile(
    # casual "-ㄹ게" of the user's: "비행기표는 내가 반 낼게", "주말에 갈게" (not a question "할게?")
    r"[" + _RIEUL_FINAL + r"](?<!물어볼)(?<!확인할)(?<!생각할)게[\s.!~'’\"”]*$|"
    r"(?<!물어)(?<!여쭤)(?<!확인해)[가-힣]게요$|[가-힣]께요$|(?:할게요|할게|하겠습니다|드릴게요|드리겠습니다|해 둘게요|해둘게요|보낼게요|끝낼게요|"
    r"마칠게요|처리할게요|올릴게요|줄게요|(?<!알)(?<!모르)겠습니다)$|약속(?:할게요|합니다|해요)|(?:겠다고|기로|다고) 약속했|"
    r"(?:드린다고|드리겠다고|하겠다고|겠다고|준다고) (?:했어요|했습니다|말했어요|말해놨어요|해놨어요|얘기했어요)|"
    # the user resolving to do something: "다음 달에 대전 한 번 내려가야겠다", "방 두 개 비워 놔야겠네"
    r"^(?!이거|그거|이건|그건|저거)(?=.{4}).*?[가-힣](?<!알아봐)(?<!생각해)(?<!고민해)(?<!찾아봐)(?<!먹어)(?<!마셔)(?<![가-힣\s]자)(?<!쉬어)(?<!쉬)(?<!자러 가)야겠(?:다|어|어요|네|네요|습니다)$|"
    # what the user owes someone: telling a person ("재현이한테 미리 말해야 됨"), or sending
    # something by a day ("12월 초에 보내야 함", "금요일까지 견적서 넘겨야 돼")
    r"(?:한테|에게|께)\s(?:[가-힣]+\s){0,4}?(?:말해|알려|전해|연락해|얘기해)야\s?(?:함|됨|돼|해)[\s.!~]*$|"
    r"(?:까지|초에|말에|전에)\s(?:[^\s]+\s){0,3}?(?:보내|제출해|내|드려|넘겨|전달해|보내줘|보내드려)야\s?"
    r"(?:함|됨|돼|해)[\s.!~]*$"
)
# A sign-off, not a promise: "나 먼저 잘게", "이제 들어갈게", "그럼 다음에 볼게", "이만 갈게요".
SIGN_OFF = re.compile(
    r"^(?:(?:그럼|이제|나|난|저|전|먼저|이만|그만|일단|오늘은|슬슬|다음에|내일|또)\s?){0,4}"
    r"(?:잘|들어갈|볼|갈|쉴|끊을|나갈|씻을|누울|잘|자러 갈)(?:게|께)(?:요)?[\s.!~ㅋㅎ]*$"
)
# The user named as who does it ("내가 반 낼게", "제가 예약할게요").
I_PROMISE = re.compile(r"(?:^|\s)(?:내가|제가)\s")
IDENTITY = re.compile(
    r"^저는\s*(?:[가-힣]{3}|[A-Z][a-z]+)(?:이고|입니다|이에요|예요)\s*$|"
    r"^(?:저는|전|나는|난|제가)\s.{0,16}?(?<!원격)(?<!재택)(?:으로|로)\s*(?:일하고|일해요|일합니다|"
    r"근무하고|근무해요|근무합니다|활동하고|활동해요|활동합니다)|^(?:저는|제가|전|나는|내가)\s.{0,20}?(?:맡고 있|담당하고 있|담당이에요|담당입니다|담당해요)|(?:^|\s)(?:제가|내가)\s(?:[^\s]{1,12}\s?)?(?:담당|오너|PM|리드)(?:임|이야|이에요|입니다|고)[\s.!~,]*$|^(?:나|난|나는|저|저는|전)\s(?:이제|이번에|올해부터|다음\s?달부터)?\s?(?:[^\s]{1,10}\s){0,2}?(?:주장|팀장|회장|부회장|총무|반장|과대표|대표|리더|매니저)(?:임|이야|이에요|예요|입니다|됐어|됐어요|됨)[\s.!~]*$|제 이름은|내 이름은|저는\s*.{0,12}?(?:개발자|엔지니어|디자이너|학생|매니저|기획자|창업자|"
    r"연구원|인턴|리더|프로그래머)|(?P<org>[^\s]{2,12}?)에서\s*(?:일하|근무|일해|일합니다)|"
    r"^(?:저는|전|제가)\s.{0,20}?(?:회사|스타트업|기업|은행|연구소|에이전시)에서\s+(?:[가-힣A-Za-z]+\s+){0,2}?"
    r"(?:일하|근무|개발하|다니)|"
    r"에 다니(?:고|고 있|어요|는)|에 살(?:아|고|고 있|아요|습니다)|(?:으)?로 이사|출신|알레르기|"
    r"채식주의|취미는|취미로|^(?:저는|나는)?\s*(?:매일|매주|매일 아침|평일에는|평일엔)|"
    r"배우고 있|공부하고 있|공부 중|"
    # the user's job, said first: "간호사예요", "중학교 수학 선생님입니다", "야간 근무 중인
    # 간호사예요" (the words before it carry no topic or subject marker: not "엄마는 간호사예요";
    # ``occupation`` words only: not "저는 괜찮아요")
    r"^(?:저는\s?|전\s|나는\s?|난\s)?(?:[^\s.?!]{0,9}[^\s.?!는은이가]\s){0,3}?(?:"
    + longest_first(WORDS["occupation"])
    + r")(?:이에요|예요|입니다|이고요?|인데요?|이라서|라서|이야|임|으로 일하|로 일하|로 일해)"
    r"(?=[\s.!~,]|$)|"
    # a shop or a farm of the user's: "자전거 가게 하는데", "작은 카페를 운영하고 있어요"
    r"^(?:저는\s|전\s)?(?:[^\s.?!]{1,8}\s){0,2}?(?:가게|식당|카페|공방|매장|학원|약국|꽃집|빵집|"
    r"미용실|농사|장사|쇼핑몰|민박|펜션)(?:를|을)?\s?(?:하는데|하고 있|해요|합니다|운영하)"
)
# A want of the user's or of someone close ("성수 쪽 전세로 옮기고 싶어", "아빠가 제사 지내고
# 싶어하는데") is a taste; not a want for the work at hand ("오늘 안에 끝내고 싶어요",
# ``WANT_SESSION``), and not a want reported in someone's words ("…하고 싶다고 하셨어": hearsay).
WANT = re.compile(r"고\s?싶(?:어|고|음|어요|습니다|어해|어하|었어|었는데)")
WANT_SESSION = re.compile(
    r"오늘|이번\s?주|내일|그\s?전에|이거|이\s|그거|빨리|지금|당장|[A-Za-z]|버그|에러|PR|코드|테스트|"
    r"끝내|마무리|잡고|고치|"
    # the work's own nouns: "함수를 비동기로 바꾸고 싶어요", "로그인 기능을 추가하고 싶어요"
    r"함수|기능|페이지|스키마|화면|버튼|컴포넌트|쿼리|테이블|모듈|클래스|변수|캐시|요청|서버|배포|"
    r"로그|리팩|빌드|저장소|브랜치|커밋|엔드포인트|설정|파일|데이터베이스|\bDB"
)
# A want of the moment ("치킨 먹고 싶어", "집에 가고 싶어", "좀 쉬고 싶다"): a taste only with a
# horizon of the user's life ("언젠가 제주도에 가서 살고 싶어", "내년엔 유럽 여행 가고 싶어").
WANT_MOMENT = re.compile(r"(?:먹|마시|자|가|쉬|눕|놀|씻)고\s?싶")
WANT_HORIZON = re.compile(
    r"언젠가|언젠간|나중에|은퇴|평생|살면서|내년|올해|이민|유학|여행|해외|살고\s?싶|꼭\s"
)
# "주석 좀 달아주시면 좋겠어요" asks for the work at hand (with "좀" or a work word; "연락은
# 문자로 주시면 좋겠어요" is a standing taste); "빨리 나았으면 좋겠어요" hopes: neither is a taste.
ASK_WISH = re.compile(r"주(?:시|셨으|었으)?면\s?좋겠|줬으면\s?좋겠")
HOPE_WISH = re.compile(r"(?:빨리|얼른|어서|무사히)[^.!?]{0,20}?면\s?좋겠|(?:나았|낫)으면\s?좋겠")
PREF = re.compile(
    # (not "…하고 싶은데", the lead-in of an ask)
    r"고\s?싶(?:어(?!서)|고|음|어요|습니다|어해|어하|었어|었는데)|"
    r"[가-힣]\s?편이(?:에요|예요|야|고|라서)|[가-힣]\s?편입니다|^(?:저는|전|나는|난)\s.{1,20}?(?:만\s?)?(?:써요|씁니다|사용해요|사용합니다|쓰는 편|써)$|선호|좋아해|좋아합니다|좋아요|좋아하|싫어|싫습니다|항상|절대|(?<![가-힣])늘\s|자주|안 먹|못 먹|"
    r"안 마셔|안 마십니다|안 써요|안 씁니다|즐겨|(?<![가-힣])(?<!다음 )(?<!이번 )(?<!지난 )(?<!한 )(?<!두 )주로|"
    # the user's own diet ("저 요즘 비건 식단 하고 있어서"); someone else's is a fact of theirs
    r"^(?:저는?|전|나는?|난|제가|내가)\s(?:[^\s]+\s){0,3}?(?:비건|채식|베지테리언|글루텐\s?프리|할랄)|"
    r"편해요|편합니다|원해요|쓰는 편|하는 편|"
    r"를 써요|을 써요|를 씁니다|을 씁니다|를 사용해요|을 사용해요|를 사용합니다|을 사용합니다|"
    # a taste said in someone's words: "문자는 영어로 보내는 게 더 편하다고 하심"
    r"(?:게|는 게|이|가)\s(?:더\s|훨씬\s)?(?:편하다고|좋다고|낫다고)\s?(?:하|그러)|"
    r"싫더라|질색|안 해요|안 합니다|하지 않아요|하지 않습니다|안 하는 편|"
    # what would be best, said casually: "회의는 오후로 잡는 게 좋음", "2호선 라인이면 베스트",
    # "나 사실 윙이 훨씬 좋은데"
    r"(?:면|는\s?게|은\s?게|ㄴ\s?게)\s?(?:더\s|제일\s|가장\s)?(?:좋음|좋겠|베스트|최고|편함)|"
    r"(?:이|가)\s(?:훨씬|제일|가장)\s(?:좋|편)"
)
PROJECT = re.compile(
    r"(?:으로|로) (?:넘어갔|갈아탔|넘어왔|옮겨갔|이사했)|(?:원격|리모트|재택)(?:으로|로)? (?:일해|일합니다|일하고|근무)|풀재택|풀리모트|"
    r"^(?:우리|저희)\s*(?:팀|회사|조직)(?:은|는)\s*.{0,8}명|(?:으로|로) (?:되어 있|돼 있|짜여 있|작성되어|만들어져|개발되어|구성되어|구축되어)|(?:스프린트|릴리스|릴리즈|출시|배포|마감|런칭|베타|데모|프로젝트|마이그레이션|계약|오픈|서비스)"
    r"(?:는|은|가|이|도)?\s*.{0,15}?(?:끝나|끝났|끝냈|시작했|마감됐|종료됐|끝납니다|시작(?:해요|합니다|돼요|됩니다|됐)|마감|예정|"
    r"잡혔|확정|나가요|나갑니다|열려요|열립니다|종료)|투자를? 받았|투자 유치|인수(?:됐|되었|했)|채용 중|채용하고 있|(?:출시|오픈|배포|이전|전환|도입)"
    r"(?:할|될) 예정|전환했|이전했|마이그레이션|옮겼|바꿨|(?:으로|로) (?:올렸|업그레이드했|내렸)|업그레이드(?:해요|합니다|할 예정|돼요|됩니다|함)|(?:워크숍|회의|미팅|행사|세미나|컨퍼런스|이벤트|프로모션|데모|배포|출시|런칭|오픈|킥오프)(?:은|는|이|가|도)?\s(?:[^\s]+\s){0,3}?(?:취소됐|취소되었|취소됨|연기됐|미뤄졌)|"
    r"(?:위에서|에서) 돌아(?:요|가요|갑니다|가고 있)|출시했|연기됐|연기되었|연기했|동결|중단|배포했|릴리스|"
    r"프리즈|릴리즈|(?i:freeze|release)|(?:옮길|전환할|이전할|바꿀|넘어갈|마이그레이션할|출시할|"
    r"도입할|배포할|오픈할|교체할|리뉴얼할) (?:예정|계획)|업그레이드했|런칭|완료됐|완료했|마감|미뤄졌|앞당겨|폐기|지원 종료|머지했|출시|오픈(?:해요|합니다|했|할)|"
    r"(?:우리|저희)\s*(?:회사|팀|서비스|프로젝트|제품)?(?:는|은)?\s*.{0,10}(?:기반|쓰고 있|사용 중)|"
    r"(?:에서|위에서) (?:돌아가|돌아갑니다|돌고 있|운영(?:돼|되고|됩니다|하고|해요|합니다|중)|"
    r"호스팅|구동|실행(?:돼|되고|됩니다))|(?:에|로) 배포(?:돼|되고|됩니다|해요|합니다)"
)
FIRST = re.compile(r"^(?:저는|제가|나는|내가|저희|우리|제)")
# Reported speech: what someone told the user, ending as hearsay ("선배가 … offer 받았대",
# "요코하마 회사 일이 너무 바쁘대", "3월부터래", "Butler 부분을 반으로 줄이라고 하셨어",
# "다음 주에 온다고 했어요"). Not a question ("…래?") and not the user's own "-대로".
HEARSAY = re.compile(
    r"""
    (?:
      (?<=[가-힣])(?:대|래)(?:요)?                       # -대 / -래 (casual and polite)
    | (?:이?라고|다고|냐고|자고|으라고)\s?
      (?:하셨|했|하더|하던데|말했|말씀하셨|들었|그러더|그랬)[가-힣]*   # "-라고 하셨어", "-다고 했어요"
    )
    [\s!！.~ㅋㅎㅠ]*$
    """,
    re.VERBOSE,
)
# The hearsay ending, to read what was reported as a plain statement ("…한대" → "…한다",
# "…휴가래" → "…휴가다").
HEARSAY_PLAIN = re.compile(
    r"(?<=[가-힣])(?:대|래)(?:요)?(?=[\s!！.~]*$)|"
    r"(?:이?라고|다고)\s?(?:하셨|했|하더|하던데|말했|말씀하셨|그러더|그랬)[가-힣]*(?=[\s!！.~]*$)"
)
# A reported statement with content of its own: a subject, a topic or a place marked
# ("재현이가 …", "병원 침대는 …", "휴마나에서 …") and a verb before the ending ("났대", "넘긴대",
# "가신대"); not a bare "좋대", "그렇대".
HEARSAY_CONTENT = re.compile(
    r"[가-힣]{2,12}(?:이|가|은|는|에서|께서)\s(?:[^\s]+\s){1,6}?"
    r"[가-힣]*(?:났|했|왔|갔|됐|였|었|았|[는ㄴ긴친린신준든]|하|해|주|가|오|되)(?:대|래)(?:요)?[\s!！.~]*$"
)
# What was reported is a promise to the user: "보증금은 퇴거일에 돌려주신대", "견적서 내일
# 보내준대요", "다음 주까지 고쳐 주겠대".
HEARSAY_PROMISE = re.compile(
    r"(?:돌려|보내|갖다|가져다|고쳐|해|챙겨|알려|빌려|바꿔|환불해)\s?(?:주신|준|드린|주겠|드리겠)(?:대|다고)"
)
# Someone asked the user to do something ("나보고 축사 해달래", "저한테 발표 좀 맡아 달라고
# 하셨어요"): the user's commitment, as they report it.
ASKED_OF_ME = re.compile(
    r"(?:나보고|나한테|저보고|저한테|내게|제게)\s(?:[^\s]+\s){0,4}?[^\s]*(?:달래|달라고|달라셔|부탁하)"
)
# The user turned the ask down ("…도와달라고 했는데 못 간다고 했어요"): no commitment.
ASK_REFUSED = re.compile(
    r"(?:못|안)\s?(?:간|한|해\s?준|도와준|맡는|된)다고|거절|못\s?하겠다고|어렵다고\s?(?:했|말)"
)
# What was reported is the team's plan or status when a piece of the work is its subject
# ("배포 밤 11시에 한대", "출시는 다음 달이래").
PROJECT_SUBJECT = re.compile(
    r"^(?:배포|출시|런칭|릴리스|릴리즈|오픈|베타|서비스|앱|서버|제품|프로젝트|마감|스프린트|마이그레이션)"
    r"(?:은|는|이|가|도)?\s"
)
# Thanks and pleasantries of a message ("바쁘신데 늘 감사드립니다"): no taste, whatever adverb.
THANKS = re.compile(r"감사(?:드립|드려|합니|해요|했습)|고맙(?:습니|네|다)|수고(?:하셨|많으)")
# Who told it: a person by title or name ("지우 선배", "교수님", "민재 님"), or a message from
# someone ("미나한테 연락 왔는데").
HEARSAY_SOURCE = re.compile(
    r"선배|후배|교수님?|선생님|님(?![가-힣])|씨(?![가-힣])|팀장|사장|대표|엄마|아빠|친구|룸메|"
    r"[가-힣]{2,3}(?:한테|에게)(?:서)?\s?(?:연락|문자|카톡|전화|메일|톡|DM)"
)

LANG = Lang(
    request=REQUEST,
    request_last=REQUEST_LAST,
    question=QUESTION,
    assistant=ASSISTANT,
    quoted=QUOTED,
    hedge=HEDGE,
    lead=LEAD,
    standing=STANDING,
    # "한국어로 대답할 때는 쉬운 표현으로 써 줘": a request for whenever something recurs
    standing_any=re.compile(
        r"앞으로|항상|매번|절대로?|언제나|"
        r"^(?!.*(?:내일|모레|오늘|이번|다음|지금))(?=.*[" + _RIEUL_FINAL + r"]\s?때(?:는|마다|엔))"
    ),
    corr_mark=CORR_MARK,
    corr_strong=CORR_STRONG,
    decision=DECISION,
    rel=[*REL, *REL_POSITION],
    rel_noname=REL_NONAME,
    transient=(HEALTH, TRAVEL, LOCATION, MOOD, NAMED_EVENT, SCHEDULE),
    commit=COMMIT,
    identity=IDENTITY,
    pref=PREF,
    project=PROJECT,
    first=FIRST,
    team=re.compile(
        r"^(?:우리|저희)\s*(?:회사|팀|쪽)?(?:는|은|에서는|에선|에서)?\s|^(?:회사|팀)(?:에서는|는|은)"
    ),
    use=re.compile(
        r"[을를] (?:써요|씁니다|써|사용)|쓰고 있|사용하고 있|사용해요|사용합니다|없이|반드시|필수|"
        r"규칙|원칙|하지 않아요|안 해요|않습니다"
    ),
    strong=re.compile(r"선호|좋아|싫어|항상|절대"),
    actually=re.compile(r"사실|실은|실제로는"),
    neg=re.compile(r"아니라|아니고|아니에요|아닙니다|아니야"),
    # "Python이 아니라 Go로 짜여 있어요", "모델은 BERT가 아니라 RoBERTa였어요" (a topic first)
    hearsay=HEARSAY,
    not_lead=re.compile(
        r"^(?P<topic>[^,，]{1,20}?(?:은|는|이|가)\s+)?(?P<old>(?:[^,，\s]|(?<=\d),(?=\d)){1,15}?)"
        r"(?:이|가)\s*아니(?:라|고)\s*,?\s*"
        r"(?P<new>.+)$"
    ),
)


# "걔" (that one) for the person named just before: "민재한테 화요일 당직 서주기로 했음. 걔 12월에
# 결혼해서 정신없음" — the fact is about 민재. The person is a name (or a kin word) before a
# particle of a person ("한테", "랑", "이랑", "이가", "이는", "씨"), the last one in the two
# sentences before; not "우리", "저희".
THAT_ONE = re.compile(r"(?<![가-힣])걔(?=[가는도랑]?(?:\s|$)|한테)")
NAMED_BEFORE = re.compile(
    r"(?<![가-힣])(?P<name>[가-힣]{2,3}?)(?:이랑|랑|한테|이한테|이가|이는|이도|\s?씨)(?=[\s,.!]|$)"
)
_NOT_PERSON = frozenset({"우리", "저희", "너희", "그거", "이거", "저거", "여기", "거기"})


def that_one(sentence: str, before: str) -> str:
    """``sentence`` with "걔" read as the person named last in ``before`` (see above)."""
    if not THAT_ONE.search(sentence):
        return sentence
    names = [m.group("name") for m in NAMED_BEFORE.finditer(before)]
    names = [n for n in names if n not in _NOT_PERSON]
    return THAT_ONE.sub(names[-1], sentence) if names else sentence


# Someone else's ways, said with an honorific verb ("아빠는 절대 병원 안 가신대", "이분 항상
# 존댓말 길게 쓰심", "엄마는 매일 6시에 일어나심"): what they do, a fact about them, not a taste
# of the user's — unless the verb is one of taste ("긴 글 싫어하심", "영어가 더 편하다고 하심").
# (not "마심" of 마시다, not a request's "주세요"/"주심")
OTHERS_HABIT = re.compile(r"[가-힣](?<![주마])(?:시(?:고|대|네|죠)|심|신대)[\s.!~ㅋㅎ]*$")
OTHERS_TASTE = re.compile(r"좋아|싫어|편하|편해|선호|원하|즐기|질색|못 드시|안 드시|드시")


# A bare title for the person of that title named just before: "오지은 교수님 회진이 7시 반이라
# … 근데 생각보다 교수님 엄청 친절하심" — 교수님 is 오지은 교수님. The title stands alone (at the
# start, after a connective, or after a word too long for a name: "생각보다 교수님"), not after a
# name ("한 교수님", "오지은 교수님").
_TITLES = "교수님|선생님|팀장님|부장님|과장님|차장님|대리님|사장님|실장님|원장님|과장님|선배님"
TITLED_BEFORE = re.compile(r"(?<![가-힣])(?P<name>[가-힣]{2,3})\s?(?P<title>" + _TITLES + ")")
BARE_TITLE = re.compile(
    r"(?:^|(?<=근데 )|(?<=그런데 )|(?<=그리고 )|(?<=근데 )|(?<=[가-힣]{4} )|(?<=[가-힣]{5} ))"
    r"(?P<title>" + _TITLES + r")(?=[은는이가도께한랑\s])"
)
# Whose taste a sentence without a subject tells, after one about a titled person: "한승철
# 교수님은 … 끊으심. assessment부터 말하는 거 좋아하시고, …" — the honorific taste verb is theirs.
TOPIC_TITLED = re.compile(
    r"^(?P<who>[가-힣]{2,4}\s?(?:" + _TITLES + r"))(?:\([^)]{1,12}\))?(?:은|는)\s"
)
HONORED_TASTE = re.compile(r"좋아하시|싫어하시|선호하시|좋아하심|싫어하심|선호하심")


def titled_one(sentence: str, before: str) -> str:
    """``sentence`` with a bare title read as the person of that title named last in ``before``,
    or with the titled topic of ``before`` lent to an honorific taste of no subject (see above)."""
    bare = BARE_TITLE.search(sentence)
    if bare is not None:
        named = [
            m for m in TITLED_BEFORE.finditer(before) if m.group("title") == bare.group("title")
        ]
        if named:
            who = f"{named[-1].group('name')} {bare.group('title')}"
            return sentence[: bare.start()] + who + sentence[bare.end() :]
    topic = TOPIC_TITLED.match(before.strip())
    if (
        topic is not None
        and HONORED_TASTE.search(sentence)
        and not TITLED_BEFORE.search(sentence)
        and not re.match(r"^(?:나|난|나는|저는|전|제가|내가)\s", sentence)
    ):
        return f"{topic.group('who')}은 {sentence}"
    return sentence


# Someone's feeling, guessed or seen, with no subject, after a sentence that names them:
# "서연이랑 통화하는 시간도 넣어줘. 요즘 연락 자주 못 해서 좀 서운해하는 것 같음" — 서연's (a
# fact about 서연, not a taste of the user's). "-어하다" is said of another, never of oneself.
FEELS_OTHER = re.compile(
    r"(?:서운|속상|섭섭|불안|답답|심심|외로|힘들|아쉬|무서|부끄러)[가-힣]?(?:해|워|어|러)하(?:는|고|심|셔|더라|던데|네|는 듯)"
)


def feeling_of(sentence: str, before: str) -> str:
    """``sentence`` with the person named last in ``before`` as the subject of a feeling of
    theirs said without one (see above)."""
    if not FEELS_OTHER.search(sentence) or NAMED_BEFORE.search(sentence):
        return sentence
    if re.match(r"^(?:[가-힣]{1,4}(?:이가|가|이는|는|은|이)\s)", sentence):
        return sentence  # it has a subject of its own
    names = [m.group("name") for m in NAMED_BEFORE.finditer(before)]
    names = [n for n in names if n not in _NOT_PERSON]
    return f"{names[-1]}, {sentence}" if names else sentence
