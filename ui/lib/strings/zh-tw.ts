import type { Catalogue } from "./catalogue";

/**
 * Every text of the property inspectors in Traditional Chinese.
 */
export const zhTW: Catalogue = {
	// Page sections
	"section.connection": "連線",
	"section.connectionIntro": "所有 Channel Companion 動作共用。",
	"section.actionSettings": "動作設定",
	"section.advanced": "進階",
	"status.missing": "缺少：{list}",
	"status.listSeparator": "、",
	"missing.baseUrl": "基礎 URL",
	"missing.readKey": "讀取金鑰",
	"missing.writeKey": "寫入金鑰",

	// Connection (global settings)
	"global.baseUrl.label": "基礎 URL",
	"global.baseUrl.noun": "基礎 URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "讀取金鑰 (R)",
	"global.readKey.hint": "用於「顯示第 1 名」和「警告次數」。",
	"global.writeKey.label": "寫入金鑰 (W)",
	"global.writeKey.hint": "用於其他所有動作。",

	// Controls
	"reveal.show": "顯示",
	"reveal.hide": "隱藏",
	"reveal.showLabel": "顯示{label}",
	"reveal.hideLabel": "隱藏{label}",
	"select.prompt": "請選擇…",
	"select.unknown": "{value}（未知）",

	// Advanced: the action's own key
	"apiKey.label": "API 金鑰",
	"apiKey.placeholder": "全域金鑰",
	"apiKey.hint.read": "僅在此動作中取代讀取金鑰 (R)，例如用於第二個頻道。留空則使用全域金鑰。",
	"apiKey.hint.write": "僅在此動作中取代寫入金鑰 (W)，例如用於第二個頻道。留空則使用全域金鑰。",

	// Test connection
	"test.button": "測試連線",
	"test.testing": "測試中…",
	"test.asking": "正在詢問伺服器…",
	"test.noAnswer": "外掛程式沒有回應。Stream Deck 是否正在執行它？",
	"test.fixBaseUrl": "請先修正基礎 URL。",
	"test.unreachable": "無法連線到伺服器。請檢查基礎 URL，並確認伺服器正在運作。",
	"test.keyWorks": "{key}：可以使用。",
	"test.keyRefused": "{key}：被伺服器拒絕。請從你的 Channel Companion 帳戶重新複製，並檢查讀取金鑰和寫入金鑰是否填反。",
	"test.keyMissing": "{key}：尚未填寫。",
	"test.keyUnreachable": "{key}：無法連線到伺服器。",
	"test.keyError": "{key}：{message}",
	"test.httpStatus": "伺服器傳回了錯誤（HTTP {status}）。",
	"test.unexpected": "發生未預期的錯誤。",
	"test.noSuchApi":
		"此位址沒有以 Channel Companion API 的方式回應：基礎 URL 只能是 API 的位址，例如 https://api.example.com（不要加 /api 或其他路徑）。",
	"test.redirected": "伺服器將此位址重新導向到別處：請把目標位址（使用 https://）填為基礎 URL。",
	"test.rateLimited": "伺服器表示請求過多：請等待幾秒後再測試。",
	"test.readKeyInvalid": "讀取金鑰 (R) 不是有效的金鑰。",
	"test.writeKeyInvalid": "寫入金鑰 (W) 不是有效的金鑰。",

	// Diagnostics
	"diagnostics.button": "複製診斷資訊",
	"diagnostics.copied": "已複製診斷資訊。請貼到寄給支援團隊的訊息中；其中不含任何金鑰。",
	"diagnostics.select": "此處無法自動複製：已選取下方文字，請按 Ctrl+C（Mac 上為 ⌘C）。",

	// Fields several actions share
	"field.widgetId.label": "小工具 ID",
	"field.widgetId.placeholder": "ID 或 all",
	"field.widgetId.hint": "小工具的 ID；填 all 表示所有小工具。",
	"field.viewer.label": "觀眾",
	"field.viewer.placeholder": "名稱或平台 ID",
	"field.mode.label": "模式",
	"field.value.label": "數值",
	"field.amount.label": "數額",
	"field.action.label": "動作",
	"field.action.prompt": "請選擇動作…",
	"field.refreshSeconds.label": "更新間隔（秒）",
	"field.refreshSeconds.noun": "更新間隔",
	"field.refreshSeconds.hint": "兩次更新之間的秒數；小於 5 以 5 計。按下按鍵會立即更新。",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "標題",
	"field.titleTemplate.hint":
		"預留位置：{fields}。\\n 表示換行。留空則僅由圖像顯示數值；在 Stream Deck 應用程式中輸入的標題一律優先。",
	"lockMode.toggle": "切換鎖定 / 解鎖",
	"lockMode.lock": "一律鎖定",
	"lockMode.unlock": "一律解鎖",

	// Goals
	"goalAdd.value.hint": "每次按下或旋鈕每轉一格時增加（向左轉則減少）。",
	"goalAction.add": "增加",
	"goalAction.remove": "減少",
	"goalAction.set": "設定數值",
	"goalAction.reset": "重設",
	"goalAction.lock": "鎖定",
	"goalAction.unlock": "解鎖",
	"goalAction.add_goal": "增加目標值",
	"goalAction.set_goal": "設定目標值",
	"goalAction.value.hint": "動作要增加、減少或設定的數值。",
	"goalAction.value.hint.lock": "鎖定和解鎖不使用此值。",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "秒數",
	"streamathonAddSeconds.seconds.hint": "每次按下或旋鈕每轉一格時增加這些秒數（向左轉則減少）。",
	"streamathonAction.add_seconds": "增加秒數",
	"streamathonAction.remove_seconds": "減少秒數",
	"streamathonAction.reset": "重設",
	"streamathonAction.lock": "鎖定",
	"streamathonAction.unlock": "解鎖",
	"streamathonAction.value.hint": "要增加或減少的秒數；重設時為分鐘數。",
	"streamathonAction.value.hint.add_seconds": "要增加的秒數。",
	"streamathonAction.value.hint.remove_seconds": "要減少的秒數。",
	"streamathonAction.value.hint.reset": "計時器重設後的分鐘數。",
	"streamathonAction.value.hint.lock": "鎖定不使用此值。",
	"streamathonAction.value.hint.unlock": "解鎖不使用此值。",

	// Custom event
	"customEvent.mode.path": "路徑",
	"customEvent.mode.data": "資料 (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "事件值",
	"customEvent.value.hint.path": "透過 URL 路徑傳送。",
	"customEvent.value.hint.data": "透過路徑傳送，並作為 DATA_VAL 傳送。",
	"customEvent.value.hint.json": '由字串組成的 JSON 陣列，例如 ["a","b"]；作為 JSON_VAL 傳送。',

	// Show Top
	"showTop.topType.label": "排行榜",
	"showTop.topType.message": "訊息",
	"showTop.topType.uptime": "觀看時長",
	"showTop.topType.currency": "貨幣",
	"showTop.topType.ranks": "段位",
	"showTop.topType.level": "等級",
	"showTop.topSubType.label": "期間",
	"showTop.topSubType.global": "總榜",
	"showTop.topSubType.month": "月榜",
	"showTop.topSubType.week": "週榜",
	"showTop.topSubType.hint": "只有觀看時長和訊息排行榜會使用期間。",
	"showTop.rank.label": "名次",
	"showTop.rank.hint": "顯示的名次，1 到 {max}；用旋鈕可逐一切換。",

	// Currency
	"currencySet.amount.hint": "觀眾的新餘額。",
	"currencyRemove.amount.hint": "從觀眾的餘額中扣除。",
	"currencyRemove.force.label": "強制",
	"currencyRemove.force.caption": "餘額不足時也扣除",

	// Custom data
	"customData.dataKey.label": "資料鍵",
	"customData.dataKey.placeholder": "例如 deaths_count",
	"customData.dataKey.hint": "只能包含字母、數字、- 和 _。",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "「{noun}」不能空白。",
	"validation.dot-segment": "「{noun}」不能是「{value}」：URL 會將其省略。",
	"validation.too-long": "「{noun}」太長。",
	"validation.unsendable": "「{noun}」包含無法傳送的字元。",
	"validation.integer": "「{noun}」必須是整數。",
	"validation.integer.between": "「{noun}」必須是 {min} 到 {max} 之間的整數。",
	"validation.integer.atLeast": "「{noun}」必須是不小於 {min} 的整數。",
	"validation.integer.atMost": "「{noun}」必須是不大於 {max} 的整數。",
	"validation.boolean": "「{noun}」必須是 true 或 false。",
	"validation.choice": "「{noun}」必須是下列其中之一：{choices}。",
	"validation.data-key": "「{noun}」只能包含字母、數字、「-」和「_」。",
	"validation.json-array": '「{noun}」必須是由字串組成的 JSON 陣列，例如 ["a","b"]。',
	"validation.base-url-missing": "未設定 API 基礎 URL。",
	"validation.base-url-invalid": "基礎 URL 不是有效的 URL。",
	"validation.base-url-insecure": "請使用 https://——金鑰絕不能以未加密的方式傳輸（http:// 僅限本機使用）。",
	"validation.base-url-parts": "基礎 URL 不能包含使用者、查詢參數或 #片段。",
	"validation.invalid": "「{noun}」無效。",
};
