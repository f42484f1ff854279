import type { Catalogue } from "./catalogue";

/**
 * Every text of the property inspectors in Simplified Chinese.
 */
export const zhCN: Catalogue = {
	// Page sections
	"section.connection": "连接",
	"section.connectionIntro": "所有 Channel Companion 操作共用。",
	"section.actionSettings": "操作设置",
	"section.advanced": "高级",
	"status.missing": "缺少：{list}",
	"status.listSeparator": "、",
	"missing.baseUrl": "基础 URL",
	"missing.readKey": "读取密钥",
	"missing.writeKey": "写入密钥",

	// Connection (global settings)
	"global.baseUrl.label": "基础 URL",
	"global.baseUrl.noun": "基础 URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "读取密钥 (R)",
	"global.readKey.hint": "用于“显示第 1 名”和“警告次数”。",
	"global.writeKey.label": "写入密钥 (W)",
	"global.writeKey.hint": "用于其他所有操作。",

	// Controls
	"reveal.show": "显示",
	"reveal.hide": "隐藏",
	"reveal.showLabel": "显示{label}",
	"reveal.hideLabel": "隐藏{label}",
	"select.prompt": "请选择…",
	"select.unknown": "{value}（未知）",

	// Advanced: the action's own key
	"apiKey.label": "API 密钥",
	"apiKey.placeholder": "全局密钥",
	"apiKey.hint.read": "仅在此操作中代替读取密钥 (R)，例如用于第二个频道。留空则使用全局密钥。",
	"apiKey.hint.write": "仅在此操作中代替写入密钥 (W)，例如用于第二个频道。留空则使用全局密钥。",

	// Test connection
	"test.button": "测试连接",
	"test.testing": "正在测试…",
	"test.asking": "正在询问服务器…",
	"test.noAnswer": "插件没有响应。Stream Deck 是否正在运行它？",
	"test.fixBaseUrl": "请先修正基础 URL。",
	"test.unreachable": "无法连接服务器。请检查基础 URL，并确认服务器正在运行。",
	"test.keyWorks": "{key}：可用。",
	"test.keyRefused": "{key}：被服务器拒绝。请从你的 Channel Companion 账户重新复制，并检查读取密钥和写入密钥是否填反。",
	"test.keyMissing": "{key}：未填写。",
	"test.keyUnreachable": "{key}：无法连接服务器。",
	"test.keyError": "{key}：{message}",
	"test.httpStatus": "服务器返回了错误（HTTP {status}）。",
	"test.unexpected": "意外失败。",
	"test.noSuchApi":
		"此地址没有以 Channel Companion API 的方式响应：基础 URL 只能是 API 的地址，例如 https://api.example.com（不要加 /api 或其他路径）。",
	"test.redirected": "服务器将此地址重定向到别处：请把目标地址（使用 https://）填为基础 URL。",
	"test.rateLimited": "服务器表示请求过多：请等待几秒后再测试。",
	"test.readKeyInvalid": "读取密钥 (R) 不是有效的密钥。",
	"test.writeKeyInvalid": "写入密钥 (W) 不是有效的密钥。",

	// Diagnostics
	"diagnostics.button": "复制诊断信息",
	"diagnostics.copied": "已复制诊断信息。请粘贴到发给支持团队的消息中；其中不含任何密钥。",
	"diagnostics.select": "此处无法自动复制：已选中下方文本，请按 Ctrl+C（Mac 上为 ⌘C）。",

	// Fields several actions share
	"field.widgetId.label": "小组件 ID",
	"field.widgetId.placeholder": "ID 或 all",
	"field.widgetId.hint": "小组件的 ID；填 all 表示所有小组件。",
	"field.viewer.label": "观众",
	"field.viewer.placeholder": "名称或平台 ID",
	"field.mode.label": "模式",
	"field.value.label": "数值",
	"field.amount.label": "数额",
	"field.action.label": "操作",
	"field.action.prompt": "请选择操作…",
	"field.refreshSeconds.label": "刷新间隔（秒）",
	"field.refreshSeconds.noun": "刷新间隔",
	"field.refreshSeconds.hint": "两次刷新之间的秒数；小于 5 按 5 计。按下按键会立即刷新。",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "标题",
	"field.titleTemplate.hint":
		"占位符：{fields}。\\n 表示换行。留空则仅由图像显示数值；在 Stream Deck 应用中输入的标题始终优先。",
	"lockMode.toggle": "切换锁定 / 解锁",
	"lockMode.lock": "始终锁定",
	"lockMode.unlock": "始终解锁",

	// Goals
	"goalAdd.value.hint": "每次按下或旋钮每转一格时增加（向左旋转则减少）。",
	"goalAction.add": "增加",
	"goalAction.remove": "减少",
	"goalAction.set": "设定数值",
	"goalAction.reset": "重置",
	"goalAction.lock": "锁定",
	"goalAction.unlock": "解锁",
	"goalAction.add_goal": "增加目标值",
	"goalAction.set_goal": "设定目标值",
	"goalAction.value.hint": "操作要增加、减少或设定的数值。",
	"goalAction.value.hint.lock": "锁定和解锁不使用此值。",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "秒数",
	"streamathonAddSeconds.seconds.hint": "每次按下或旋钮每转一格时增加这些秒数（向左旋转则减少）。",
	"streamathonAction.add_seconds": "增加秒数",
	"streamathonAction.remove_seconds": "减少秒数",
	"streamathonAction.reset": "重置",
	"streamathonAction.lock": "锁定",
	"streamathonAction.unlock": "解锁",
	"streamathonAction.value.hint": "要增加或减少的秒数；重置时为分钟数。",
	"streamathonAction.value.hint.add_seconds": "要增加的秒数。",
	"streamathonAction.value.hint.remove_seconds": "要减少的秒数。",
	"streamathonAction.value.hint.reset": "计时器重置后的分钟数。",
	"streamathonAction.value.hint.lock": "锁定不使用此值。",
	"streamathonAction.value.hint.unlock": "解锁不使用此值。",

	// Custom event
	"customEvent.mode.path": "路径",
	"customEvent.mode.data": "数据 (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "事件值",
	"customEvent.value.hint.path": "通过 URL 路径发送。",
	"customEvent.value.hint.data": "通过路径发送，并作为 DATA_VAL 发送。",
	"customEvent.value.hint.json": '由字符串组成的 JSON 数组，例如 ["a","b"]；作为 JSON_VAL 发送。',

	// Show Top
	"showTop.topType.label": "排行榜",
	"showTop.topType.message": "消息",
	"showTop.topType.uptime": "观看时长",
	"showTop.topType.currency": "货币",
	"showTop.topType.ranks": "段位",
	"showTop.topType.level": "等级",
	"showTop.topSubType.label": "时段",
	"showTop.topSubType.global": "总榜",
	"showTop.topSubType.month": "月榜",
	"showTop.topSubType.week": "周榜",
	"showTop.topSubType.hint": "只有观看时长和消息排行榜使用时段。",
	"showTop.rank.label": "名次",
	"showTop.rank.hint": "显示的名次，1 到 {max}；用旋钮可逐个切换。",

	// Currency
	"currencySet.amount.hint": "观众的新余额。",
	"currencyRemove.amount.hint": "从观众的余额中扣除。",
	"currencyRemove.force.label": "强制",
	"currencyRemove.force.caption": "余额不足时也扣除",

	// Custom data
	"customData.dataKey.label": "数据键",
	"customData.dataKey.placeholder": "例如 deaths_count",
	"customData.dataKey.hint": "只能包含字母、数字、- 和 _。",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "“{noun}”不能为空。",
	"validation.dot-segment": "“{noun}”不能是“{value}”：URL 会将其省略。",
	"validation.too-long": "“{noun}”太长。",
	"validation.unsendable": "“{noun}”包含无法发送的字符。",
	"validation.integer": "“{noun}”必须是整数。",
	"validation.integer.between": "“{noun}”必须是 {min} 到 {max} 之间的整数。",
	"validation.integer.atLeast": "“{noun}”必须是不小于 {min} 的整数。",
	"validation.integer.atMost": "“{noun}”必须是不大于 {max} 的整数。",
	"validation.boolean": "“{noun}”必须是 true 或 false。",
	"validation.choice": "“{noun}”必须是以下之一：{choices}。",
	"validation.data-key": "“{noun}”只能包含字母、数字、“-”和“_”。",
	"validation.json-array": '“{noun}”必须是由字符串组成的 JSON 数组，例如 ["a","b"]。',
	"validation.base-url-missing": "未设置 API 基础 URL。",
	"validation.base-url-invalid": "基础 URL 不是有效的 URL。",
	"validation.base-url-insecure": "请使用 https://——密钥绝不能以未加密方式传输（http:// 仅限本机使用）。",
	"validation.base-url-parts": "基础 URL 不能包含用户名、查询参数或 #片段。",
	"validation.invalid": "“{noun}”无效。",
};
