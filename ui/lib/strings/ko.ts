import type { Catalogue } from "./catalogue";
import { koTransfer } from "./ko-transfer";

/**
 * Every text of the property inspectors in Korean.
 */
export const ko: Catalogue = {
	// Page sections
	"section.connection": "연결",
	"section.connectionIntro": "모든 Channel Companion 동작에 공통으로 적용됩니다.",
	"section.actionSettings": "동작 설정",
	"page.unknownAction": "이 플러그인에는 {action}의 설정 페이지가 없습니다. 플러그인을 업데이트하세요.",
	"section.advanced": "고급",
	"status.missing": "누락: {list}",
	"status.listSeparator": ", ",
	"status.demo": "데모",
	"missing.baseUrl": "기본 URL",
	"missing.readKey": "읽기 키",
	"missing.writeKey": "쓰기 키",

	// Connection (global settings)
	"global.baseUrl.label": "기본 URL",
	"global.baseUrl.noun": "기본 URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "읽기 키 (R)",
	"global.readKey.hint": "'Top 1 표시'와 '경고 횟수'에서 사용합니다.",
	"global.writeKey.label": "쓰기 키 (W)",
	"global.writeKey.hint": "그 밖의 모든 동작에서 사용합니다.",
	"demo.button": "데모 사용해 보기",
	"demo.about":
		"데모는 플러그인 안의 시뮬레이션입니다. 가상의 시청자, 목표, 타이머로 모든 액션이 작동하며, 키가 필요 없고 아무것도 컴퓨터 밖으로 나가지 않습니다. 버튼은 기본 URL을 demo로 설정하며, 입력한 키는 그대로 유지됩니다.",

	// Where the connection settings come from
	"help.where": "기본 URL과 두 키는 Channel Companion 대시보드의 API 페이지(API 키)에서 복사하세요.",
	"help.keys":
		"읽기 키(R)는 순위와 경고를 읽기만 합니다. 쓰기 키(W)는 그 밖의 모든 것(목표, 타이머, 이벤트, 잔액, 사용자 데이터)에 쓰입니다.",
	"help.secret":
		"쓰기 키는 절대 공유하거나 방송에 보이지 마세요. 이 키를 가진 사람은 누구나 채널을 바꿀 수 있습니다. 내보낸 프로필에는 들어 있지 않습니다.",
	// The folded Setup help
	"help.title": "설정 도움말",
	"help.baseUrl":
		"기본 URL에는 API 주소만 입력합니다(예: https://api.example.com). 뒤에는 아무것도 붙이지 마세요(/api도 붙이지 않습니다). 일반 http://는 이 컴퓨터에서만 쓸 수 있습니다.",
	"help.demo":
		"아직 계정이 없나요? '{demo}'를 누르세요. 모든 동작이 플러그인 안의 가상 데이터로 작동하고, 키와 다이얼에 DEMO가 표시됩니다. 끝내려면 본인의 기본 URL을 입력하세요.",
	"help.testFails":
		"'{test}'가 실패하면 메시지의 안내를 따르세요. 거부된 키를 다시 복사하거나, R과 W가 바뀌지 않았는지 확인하거나, 기본 URL을 고치세요. 그래도 실패하면 '{diagnostics}'를 누르고 보고서를 지원팀에 보내는 메시지에 붙여 넣으세요. 키는 들어 있지 않습니다.",

	// Controls
	"reveal.show": "표시",
	"reveal.hide": "숨기기",
	"reveal.showLabel": "{label} 표시",
	"reveal.hideLabel": "{label} 숨기기",
	"select.prompt": "선택…",
	"select.unknown": "{value} (알 수 없음)",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "채널",
	"channels.edit.label": "편집할 채널",
	"channel.noun": "채널",
	"channel.hint": "이 동작이 사용하는 연결입니다. 채널은 '연결'에서 추가합니다.",
	"channel.default": "기본",
	"channel.untitled": "채널 {n}",
	"channels.name.label": "이름",
	"channels.name.placeholder": "예: 두 번째 채널",
	"channels.add": "채널 추가",
	"channels.remove": "채널 삭제",
	"channels.asking": "이 채널을 사용하는 키를 확인하는 중…",
	"channels.inUse.one": "플러그인이 확인한 키 {count}개가 이 채널을 사용합니다.",
	"channels.inUse.other": "플러그인이 확인한 키 {count}개가 이 채널을 사용합니다.",
	"channels.confirm": "'{name}' 채널을 삭제할까요? 키를 옮길 곳을 고르세요.",
	"channels.unseen":
		"플러그인 시작 후 표시되지 않은 페이지나 프로필의 키는 세지 않지만, 표시될 때 같은 선택을 따릅니다.",
	"channels.moveTo": "키를 옮길 채널",
	"channels.move": "키를 옮기고 삭제",
	"channels.orphan": "삭제 (키는 Setup 표시)",
	"channels.keep": "채널 유지",
	"channels.noAnswer": "플러그인이 이 채널을 사용하는 키 수를 알려 주지 않았습니다. 선택은 모든 키에 적용됩니다.",
	"channels.removed":
		"채널을 삭제했습니다. 키는 이제 '{name}'을(를) 사용하며, 아직 표시되지 않은 키도 표시될 때 따릅니다.",
	"channels.removedSetup": "채널을 삭제했습니다. 채널을 다시 고를 때까지 키에 'Setup'이 표시됩니다.",

	// Test connection
	"test.button": "연결 테스트",
	"test.testing": "테스트 중…",
	"test.asking": "서버에 확인하는 중…",
	"test.noAnswer": "플러그인이 응답하지 않습니다. Stream Deck에서 실행 중인가요?",
	"test.fixBaseUrl": "먼저 기본 URL을 수정하세요.",
	"test.unreachable": "서버에 연결할 수 없습니다. 기본 URL과 서버가 실행 중인지 확인하세요.",
	"test.keyWorks": "{key}: 정상입니다.",
	"test.keyRefused":
		"{key}: 서버가 거부했습니다. Channel Companion 계정에서 다시 복사하고, 읽기 키와 쓰기 키가 바뀌지 않았는지 확인하세요.",
	"test.keyMissing": "{key}: 입력되지 않았습니다.",
	"test.keyUnreachable": "{key}: 서버에 연결할 수 없습니다.",
	"test.keyError": "{key}: {message}",
	"test.httpStatus": "서버가 오류로 응답했습니다(HTTP {status}).",
	"test.unexpected": "예기치 않은 오류입니다.",
	"test.noSuchApi":
		"이 주소는 Channel Companion API로 응답하지 않습니다. 기본 URL은 API 주소만 입력해야 합니다(예: https://api.example.com, /api 등의 경로 없이).",
	"test.redirected": "서버가 이 주소를 다른 곳으로 리디렉션합니다. 이동하는 주소를 https:// 로 기본 URL에 입력하세요.",
	"test.rateLimited": "서버가 요청이 너무 많다고 응답했습니다. 몇 초 기다린 후 다시 테스트하세요.",
	"test.readKeyInvalid": "읽기 키 (R)가 올바른 키가 아닙니다.",
	"test.writeKeyInvalid": "쓰기 키 (W)가 올바른 키가 아닙니다.",
	"test.demo": "데모 채널: 플러그인이 직접 응답합니다. 키가 필요 없으며 아무것도 전송되지 않습니다.",

	// Diagnostics
	"diagnostics.button": "진단 정보 복사",
	"diagnostics.copied": "진단 정보를 복사했습니다. 지원팀에 보내는 메시지에 붙여 넣으세요. 키는 들어 있지 않습니다.",
	"starter.button": "스타터 페이지 열기",
	"starter.asked":
		"{device}에 스타터 페이지를 표시하도록 Stream Deck에 요청했습니다. 없으면 먼저 설치합니다. OpenDeck에는 스타터 페이지가 없습니다.",
	"starter.none": "{device}에는 스타터 페이지가 없습니다. 원하는 액션을 키로 끌어다 놓으세요.",
	"copy.select": "여기서는 자동 복사를 할 수 없습니다. 아래 텍스트를 선택했으니 Ctrl+C(Mac은 ⌘C)를 누르세요.",

	...koTransfer,

	// Fields several actions share
	"field.widgetId.label": "위젯 ID",
	"field.widgetId.placeholder": "ID 또는 all",
	"field.widgetId.hint": "위젯의 ID입니다. all이면 모든 위젯에 적용됩니다.",
	"field.viewer.label": "시청자",
	"field.viewer.placeholder": "이름 또는 플랫폼 ID",
	"field.mode.label": "모드",
	"field.value.label": "값",
	"field.amount.label": "금액",
	"field.action.label": "동작",
	"field.action.prompt": "동작 선택…",
	"field.refreshSeconds.label": "새로 고침 (초)",
	"field.refreshSeconds.noun": "새로 고침 간격",
	"field.refreshSeconds.hint": "새로 고침 사이의 초입니다. 5 미만은 5로 처리됩니다. 누르면 바로 새로 고칩니다.",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "제목",
	"field.titleTemplate.hint":
		"자리표시자: {fields}. \\n 은 줄을 바꿉니다. 비워 두면 이미지에만 값이 표시됩니다. Stream Deck 앱에서 입력한 제목이 항상 우선합니다.",
	"lockMode.toggle": "잠금 / 잠금 해제 전환",
	"lockMode.lock": "항상 잠금",
	"lockMode.unlock": "항상 잠금 해제",

	// Goals
	"goalAdd.value.hint": "누를 때마다 또는 다이얼 한 칸마다 더합니다(왼쪽으로 돌리면 뺍니다).",
	"goalAction.add": "더하기",
	"goalAction.remove": "빼기",
	"goalAction.set": "값 설정",
	"goalAction.reset": "초기화",
	"goalAction.lock": "잠금",
	"goalAction.unlock": "잠금 해제",
	"goalAction.add_goal": "목표값에 더하기",
	"goalAction.set_goal": "목표값 설정",
	"goalAction.value.hint": "동작이 더하거나 빼거나 설정하는 숫자입니다.",
	"goalAction.value.hint.lock": "잠금과 잠금 해제에는 사용되지 않습니다.",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "초",
	"streamathonAddSeconds.seconds.hint": "누를 때마다 또는 다이얼 한 칸마다 더합니다(왼쪽으로 돌리면 뺍니다).",
	"streamathonAction.add_seconds": "초 더하기",
	"streamathonAction.remove_seconds": "초 빼기",
	"streamathonAction.reset": "초기화",
	"streamathonAction.lock": "잠금",
	"streamathonAction.unlock": "잠금 해제",
	"streamathonAction.value.hint": "더하거나 뺄 초입니다. 초기화할 때는 분입니다.",
	"streamathonAction.value.hint.add_seconds": "더할 초입니다.",
	"streamathonAction.value.hint.remove_seconds": "뺄 초입니다.",
	"streamathonAction.value.hint.reset": "타이머를 초기화할 분입니다.",
	"streamathonAction.value.hint.lock": "잠금에는 사용되지 않습니다.",
	"streamathonAction.value.hint.unlock": "잠금 해제에는 사용되지 않습니다.",

	// Custom event
	"customEvent.mode.path": "경로",
	"customEvent.mode.data": "데이터 (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "이벤트 값",
	"customEvent.value.hint.path": "URL 경로로 보냅니다.",
	"customEvent.value.hint.data": "경로와 DATA_VAL로 보냅니다.",
	"customEvent.value.hint.json": '문자열로 된 JSON 배열입니다(예: ["a","b"]). JSON_VAL로 보냅니다.',

	// Show Top
	"showTop.topType.label": "순위표",
	"showTop.topType.message": "메시지",
	"showTop.topType.uptime": "시청 시간",
	"showTop.topType.currency": "재화",
	"showTop.topType.ranks": "랭크",
	"showTop.topType.level": "레벨",
	"showTop.topSubType.label": "기간",
	"showTop.topSubType.global": "전체 (누적)",
	"showTop.topSubType.month": "월간",
	"showTop.topSubType.week": "주간",
	"showTop.topSubType.hint": "기간은 시청 시간과 메시지 순위표에만 적용됩니다.",
	"showTop.rank.label": "순위",
	"showTop.rank.hint": "표시할 순위(1~{max})입니다. 다이얼로 순위를 넘길 수 있습니다.",

	// Currency
	"currencySet.amount.hint": "시청자의 새 잔액입니다.",
	"currencyRemove.amount.hint": "시청자의 잔액에서 차감됩니다.",
	"currencyRemove.force.label": "강제",
	"currencyRemove.force.caption": "잔액이 부족해도 차감",

	// Custom data
	"customData.dataKey.label": "데이터 키",
	"customData.dataKey.placeholder": "예: deaths_count",
	"customData.dataKey.hint": "영문자, 숫자, - 및 _만 사용할 수 있습니다.",

	// Hold, long press, colour by value, undo
	"field.activation.label": "실행 방식",
	"activation.press": "누를 때",
	"activation.hold": "길게 누를 때",
	"activation.hint":
		"짧게 눌러도 보낼지 정합니다: 누를 때는 바로 보내고, 길게 누를 때는 누르는 시간이 지나야 보내므로 실수로 눌러도 아무것도 보내지 않습니다.",
	"activation.recommended": "되돌리기 어려운 작업입니다: 실수로 눌러도 보내지 않도록 '길게 누를 때'를 권장합니다.",
	"field.holdMs.label": "길게 누르기 (ms)",
	"field.holdMs.noun": "누르는 시간",
	"field.holdMs.hint": "누르고 있을 밀리초, {min}~{max}.",
	"field.face.label": "키 표시",
	"face.named": "대상 표시",
	"face.icon": "아이콘과 제목만",
	"face.hint":
		"대상 표시: 키에 아이콘과 무엇을 얼마나 바꾸는지를 보여 주어 두 키가 같아 보이지 않게 합니다. 아이콘만: Stream Deck 앱에서 정한 내 아이콘과 제목을 보여 줍니다.",
	"field.holdAction.label": "길게 누르기",
	"holdAction.none": "누를 때와 같음",
	"holdAction.remove": "같은 양 빼기",
	"holdAction.hint.none": "길게 누르기에 두 번째 역할을 줍니다. 지금은 짧게 누를 때와 같습니다.",
	"holdAction.hint.remove": "짧게 누르면 뗄 때 더하고, 길게 누르면 같은 양을 뺍니다.",
	"field.highlight.label": "값에 따른 색",
	"highlight.none": "끄기",
	"highlight.above": "값 이상",
	"highlight.below": "값 미만",
	"highlight.rule.none": "키가 평소 색을 유지합니다.",
	"highlight.rule.above": "값이 {value} 이상이면 키를 이 색으로 표시합니다.",
	"highlight.rule.below": "값이 {value} 미만이면 키를 이 색으로 표시합니다.",
	"highlight.rule.invalid": "기준값이 숫자가 아니어서 아직 색 규칙이 없습니다.",
	"field.highlightValue.label": "기준값",
	"field.highlightValue.noun": "기준값",
	"field.highlightColor.label": "색",
	"field.highlightColor.noun": "색",
	"undo.windowSeconds.label": "취소 가능 시간 (초)",
	"undo.windowSeconds.noun": "취소 가능 시간",
	"undo.windowSeconds.hint":
		"최근 지정한 초({min}~{max}) 안의 변경을 되돌릴 수 있습니다. 플러그인을 다시 시작하면 기록이 사라집니다.",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "'{noun}' 항목은 비워 둘 수 없습니다.",
	"validation.dot-segment": "'{noun}' 항목에 '{value}' 값은 쓸 수 없습니다. URL에서 생략됩니다.",
	"validation.too-long": "'{noun}' 항목이 너무 깁니다.",
	"validation.unsendable": "'{noun}' 항목에 보낼 수 없는 문자가 있습니다.",
	"validation.integer": "'{noun}' 항목은 정수여야 합니다.",
	"validation.integer.between": "'{noun}' 항목은 {min}~{max} 사이의 정수여야 합니다.",
	"validation.integer.atLeast": "'{noun}' 항목은 {min} 이상의 정수여야 합니다.",
	"validation.integer.atMost": "'{noun}' 항목은 {max} 이하의 정수여야 합니다.",
	"validation.boolean": "'{noun}' 항목은 true 또는 false여야 합니다.",
	"validation.channel": "'{noun}' 항목이 '연결'의 채널 중 어느 것도 아닙니다.",
	"validation.choice": "'{noun}' 항목은 다음 중 하나여야 합니다: {choices}",
	"validation.data-key": "'{noun}' 항목에는 영문자, 숫자, '-', '_'만 쓸 수 있습니다.",
	"validation.json-array": '\'{noun}\' 항목은 문자열로 된 JSON 배열이어야 합니다(예: ["a","b"]).',
	"validation.number": "'{noun}' 항목은 숫자여야 합니다(예: 1000, 12.5).",
	"validation.colour": "'{noun}' 항목은 #RRGGBB 형식의 색이어야 합니다.",
	"validation.base-url-missing": "API 기본 URL이 설정되지 않았습니다.",
	"validation.base-url-invalid": "기본 URL이 올바른 URL이 아닙니다.",
	"validation.base-url-insecure":
		"https://를 사용하세요. 키는 암호화되지 않은 채로 전송되면 안 됩니다(http://는 이 컴퓨터에서만 쓸 수 있습니다).",
	"validation.base-url-parts": "기본 URL에는 사용자, 쿼리, #프래그먼트를 넣을 수 없습니다.",
	"validation.invalid": "'{noun}' 항목이 올바르지 않습니다.",
};
