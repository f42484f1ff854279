import type { Catalogue } from "./catalogue";
import { jaTransfer } from "./ja-transfer";

/**
 * Every text of the property inspectors in Japanese.
 */
export const ja: Catalogue = {
	// Page sections
	"section.connection": "接続",
	"section.connectionIntro": "Channel Companion のすべてのアクションで共通です。",
	"section.actionSettings": "アクションの設定",
	"page.unknownAction": "このプラグインには {action} の設定ページがありません。プラグインを更新してください。",
	"section.advanced": "詳細設定",
	"status.missing": "未入力：{list}",
	"status.listSeparator": "、",
	"status.demo": "デモ",
	"missing.baseUrl": "ベース URL",
	"missing.readKey": "読み取りキー",
	"missing.writeKey": "書き込みキー",

	// Connection (global settings)
	"global.baseUrl.label": "ベース URL",
	"global.baseUrl.noun": "ベース URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "読み取りキー (R)",
	"global.readKey.hint": "「トップ 1 を表示」と「警告数」で使います。",
	"global.writeKey.label": "書き込みキー (W)",
	"global.writeKey.hint": "その他すべてのアクションで使います。",
	"demo.button": "デモを試す",
	"demo.about":
		"デモはプラグイン内のシミュレーションです。架空の視聴者・目標・タイマーですべてのアクションが動作し、キーは不要で、何もこのコンピューターの外に送られません。ボタンはベース URL を demo に設定します。入力済みのキーはそのまま残ります。",

	// Where the connection settings come from
	"help.where":
		"ベース URL と 2 つのキーは、Channel Companion ダッシュボードの API ページ（API キー）からコピーしてください。",
	"help.keys":
		"読み取りキー (R) はランキングと警告を読むだけです。書き込みキー (W) はそれ以外のすべて（ゴール、タイマー、イベント、残高、カスタムデータ）に使います。",
	"help.secret":
		"書き込みキーは誰にも教えず、配信にも映さないでください。持っている人は誰でもチャンネルを変更できます。書き出したプロファイルには含まれません。",
	// The folded Setup help
	"help.title": "セットアップのヘルプ",
	"help.baseUrl":
		"ベース URL には API のアドレスだけを入力します（例：https://api.example.com）。後ろには何も付けません（/api も不要です）。http:// はこのコンピューター上のサーバーにだけ使えます。",
	"help.demo":
		"アカウントがまだない場合は「{demo}」を押してください。すべてのアクションがプラグイン内の架空のデータで動作し、キーとダイヤルに DEMO と表示されます。終えるには、ご自身のベース URL を入力します。",
	"help.testFails":
		"「{test}」が失敗したら、メッセージの指示に従ってください（拒否されたキーをコピーし直す、R と W が逆になっていないか確かめる、ベース URL を直す）。それでも失敗する場合は「{diagnostics}」を押し、レポートをサポートへのメッセージに貼り付けてください。キーは含まれません。",

	// Controls
	"reveal.show": "表示",
	"reveal.hide": "隠す",
	"reveal.showLabel": "{label}を表示",
	"reveal.hideLabel": "{label}を隠す",
	"select.prompt": "選択…",
	"select.unknown": "{value}（不明）",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "チャンネル",
	"channels.edit.label": "編集するチャンネル",
	"channel.noun": "チャンネル",
	"channel.hint": "このアクションが使う接続です。チャンネルは「接続」で追加します。",
	"channel.default": "既定",
	"channel.untitled": "チャンネル {n}",
	"channels.name.label": "名前",
	"channels.name.placeholder": "例: 2 つ目のチャンネル",
	"channels.add": "チャンネルを追加",
	"channels.remove": "チャンネルを削除",
	"channels.asking": "このチャンネルを使うキーを確認しています…",
	"channels.inUse.one": "プラグインが確認したキーのうち {count} 個がこのチャンネルを使っています。",
	"channels.inUse.other": "プラグインが確認したキーのうち {count} 個がこのチャンネルを使っています。",
	"channels.confirm": "チャンネル「{name}」を削除しますか？ キーの移動先を選んでください。",
	"channels.unseen":
		"プラグインの起動後に表示していないページやプロファイルのキーは数に含まれませんが、表示されたときに同じ選択に従います。",
	"channels.moveTo": "キーの移動先",
	"channels.move": "キーを移して削除",
	"channels.orphan": "削除（キーは Setup を表示）",
	"channels.keep": "チャンネルを残す",
	"channels.noAnswer": "このチャンネルを使うキーの数をプラグインが返しませんでした。選択はすべてのキーに適用されます。",
	"channels.removed":
		"チャンネルを削除しました。キーは「{name}」を使います。まだ表示していないキーも表示されたときに従います。",
	"channels.removedSetup": "チャンネルを削除しました。チャンネルを選び直すまで、キーには「Setup」と表示されます。",

	// Test connection
	"test.button": "接続をテスト",
	"test.testing": "テスト中…",
	"test.asking": "サーバーに問い合わせ中…",
	"test.noAnswer": "プラグインから応答がありません。Stream Deck で実行されていますか？",
	"test.fixBaseUrl": "先にベース URL を修正してください。",
	"test.unreachable": "サーバーに接続できません。ベース URL と、サーバーが稼働しているかを確認してください。",
	"test.keyWorks": "{key}：有効です。",
	"test.keyRefused":
		"{key}：サーバーに拒否されました。Channel Companion のアカウントからもう一度コピーし、読み取りキーと書き込みキーが逆になっていないか確認してください。",
	"test.keyMissing": "{key}：入力されていません。",
	"test.keyUnreachable": "{key}：サーバーに接続できません。",
	"test.keyError": "{key}：{message}",
	"test.httpStatus": "サーバーがエラーを返しました（HTTP {status}）。",
	"test.unexpected": "予期しないエラーです。",
	"test.noSuchApi":
		"このアドレスは Channel Companion API として応答しません。ベース URL は API のアドレスだけにしてください（例：https://api.example.com。/api などのパスは付けません）。",
	"test.redirected":
		"サーバーがこのアドレスを別の場所へ転送しています。転送先のアドレスを https:// でベース URL に入力してください。",
	"test.rateLimited": "リクエストが多すぎるとサーバーが応答しました。数秒待ってから、もう一度テストしてください。",
	"test.readKeyInvalid": "読み取りキー (R) が正しいキーではありません。",
	"test.writeKeyInvalid": "書き込みキー (W) が正しいキーではありません。",
	"test.demo": "デモチャンネル: プラグイン自身が応答します。キーは不要で、何も送信されません。",

	// Diagnostics
	"diagnostics.button": "診断情報をコピー",
	"diagnostics.copied":
		"診断情報をコピーしました。サポートへのメッセージに貼り付けてください。キーは含まれていません。",
	"starter.button": "スターターページを開く",
	"starter.asked":
		"{device} にスターターページを表示するよう Stream Deck に依頼しました。ない場合は先にインストールされます。OpenDeck にはスターターページがありません。",
	"starter.none": "{device} にはスターターページがありません。使いたいアクションをキーにドラッグしてください。",
	"copy.select": "ここでは自動でコピーできません。下のテキストを選択したので、Ctrl+C（Mac では ⌘C）を押してください。",

	...jaTransfer,

	// Fields several actions share
	"field.widgetId.label": "ウィジェット ID",
	"field.widgetId.placeholder": "ID または all",
	"field.widgetId.hint": "ウィジェットの ID。all ならすべてのウィジェットが対象です。",
	"field.viewer.label": "視聴者",
	"field.viewer.placeholder": "名前またはプラットフォーム ID",
	"field.mode.label": "モード",
	"field.value.label": "値",
	"field.amount.label": "金額",
	"field.action.label": "アクション",
	"field.action.prompt": "アクションを選択…",
	"field.refreshSeconds.label": "更新間隔 (秒)",
	"field.refreshSeconds.noun": "更新間隔",
	"field.refreshSeconds.hint": "更新の間隔（秒）。5 未満は 5 として扱います。押すとすぐに更新します。",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "タイトル",
	"field.titleTemplate.hint":
		"プレースホルダー: {fields}。\\n で改行します。空欄なら画像だけが値を表示します。Stream Deck アプリで入力したタイトルが常に優先されます。",
	"lockMode.toggle": "ロック / ロック解除を切り替え",
	"lockMode.lock": "常にロック",
	"lockMode.unlock": "常にロック解除",

	// Goals
	"goalAdd.value.hint": "押すたび、またはダイヤルの 1 目盛りごとに加算します（左に回すと減算）。",
	"goalAction.add": "加算",
	"goalAction.remove": "減算",
	"goalAction.set": "値を設定",
	"goalAction.reset": "リセット",
	"goalAction.lock": "ロック",
	"goalAction.unlock": "ロック解除",
	"goalAction.add_goal": "目標値に加算",
	"goalAction.set_goal": "目標値を設定",
	"goalAction.value.hint": "アクションが加算・減算・設定する数値です。",
	"goalAction.value.hint.lock": "ロックとロック解除では使いません。",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "秒数",
	"streamathonAddSeconds.seconds.hint": "押すたび、またはダイヤルの 1 目盛りごとに追加します（左に回すと削減）。",
	"streamathonAction.add_seconds": "秒数を追加",
	"streamathonAction.remove_seconds": "秒数を削減",
	"streamathonAction.reset": "リセット",
	"streamathonAction.lock": "ロック",
	"streamathonAction.unlock": "ロック解除",
	"streamathonAction.value.hint": "追加・削減する秒数。リセットでは分数です。",
	"streamathonAction.value.hint.add_seconds": "追加する秒数です。",
	"streamathonAction.value.hint.remove_seconds": "削減する秒数です。",
	"streamathonAction.value.hint.reset": "リセット後のタイマーの分数です。",
	"streamathonAction.value.hint.lock": "ロックでは使いません。",
	"streamathonAction.value.hint.unlock": "ロック解除では使いません。",

	// Custom event
	"customEvent.mode.path": "パス",
	"customEvent.mode.data": "データ (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "イベントの値",
	"customEvent.value.hint.path": "URL のパスで送信します。",
	"customEvent.value.hint.data": "パスと DATA_VAL で送信します。",
	"customEvent.value.hint.json": '文字列の JSON 配列（例: ["a","b"]）。JSON_VAL として送信します。',

	// Show Top
	"showTop.topType.label": "ランキング",
	"showTop.topType.message": "メッセージ",
	"showTop.topType.uptime": "視聴時間",
	"showTop.topType.currency": "通貨",
	"showTop.topType.ranks": "ランク",
	"showTop.topType.level": "レベル",
	"showTop.topSubType.label": "期間",
	"showTop.topSubType.global": "全期間",
	"showTop.topSubType.month": "月間",
	"showTop.topSubType.week": "週間",
	"showTop.topSubType.hint": "期間を使うのは視聴時間とメッセージのランキングだけです。",
	"showTop.rank.label": "順位",
	"showTop.rank.hint": "表示する順位（1～{max}）。ダイヤルで順位を切り替えられます。",

	// Currency
	"currencySet.amount.hint": "視聴者の新しい残高です。",
	"currencyRemove.amount.hint": "視聴者の残高から差し引きます。",
	"currencyRemove.force.label": "強制",
	"currencyRemove.force.caption": "残高が足りなくても差し引く",

	// Custom data
	"customData.dataKey.label": "データキー",
	"customData.dataKey.placeholder": "例: deaths_count",
	"customData.dataKey.hint": "英字、数字、- と _ だけが使えます。",

	// Hold, long press, colour by value, undo
	"field.activation.label": "実行のタイミング",
	"activation.press": "押したとき",
	"activation.hold": "長押ししたとき",
	"activation.hint":
		"短く押すだけで送るかどうか: 押したときはすぐに送り、長押しでは保持時間のあとにだけ送るので、誤って触れても何も送りません。",
	"activation.recommended":
		"取り消しにくい操作です: 誤って触れても何も送らないよう「長押ししたとき」をおすすめします。",
	"field.holdMs.label": "長押し (ms)",
	"field.holdMs.noun": "長押しの時間",
	"field.holdMs.hint": "押し続けるミリ秒数（{min}～{max}）。",
	"field.face.label": "キーの表示",
	"face.named": "対象を表示",
	"face.icon": "アイコンとタイトルのみ",
	"face.hint":
		"対象を表示: キーにアイコンと、操作する対象と量を表示し、2つのキーが同じに見えないようにします。アイコンのみ: Stream Deck アプリで設定した自分のアイコンとタイトルを表示します。",
	"field.holdAction.label": "長押し",
	"holdAction.none": "押したときと同じ",
	"holdAction.remove": "同じ量を減らす",
	"holdAction.hint.none": "長押しにもう一つの役割を持たせます。今は短く押したときと同じです。",
	"holdAction.hint.remove": "短く押すと離したときに加算し、長押しすると同じ量を減らします。",
	"field.highlight.label": "値による色分け",
	"highlight.none": "オフ",
	"highlight.above": "値以上",
	"highlight.below": "値未満",
	"highlight.rule.none": "キーはいつもの色のままです。",
	"highlight.rule.above": "値が {value} 以上のとき、キーをこの色で表示します。",
	"highlight.rule.below": "値が {value} 未満のとき、キーをこの色で表示します。",
	"highlight.rule.invalid": "しきい値が数値ではないため、色のルールはまだありません。",
	"field.highlightValue.label": "しきい値",
	"field.highlightValue.noun": "しきい値",
	"field.highlightColor.label": "色",
	"field.highlightColor.noun": "色",
	"undo.windowSeconds.label": "取り消し期間 (秒)",
	"undo.windowSeconds.noun": "取り消し期間",
	"undo.windowSeconds.hint":
		"直近の指定秒数（{min}～{max}）の変更を取り消せます。プラグインを再起動すると履歴は消えます。",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "「{noun}」を入力してください。",
	"validation.dot-segment": "「{noun}」に「{value}」は使えません。URL では省略されてしまいます。",
	"validation.too-long": "「{noun}」が長すぎます。",
	"validation.unsendable": "「{noun}」に送信できない文字が含まれています。",
	"validation.integer": "「{noun}」は整数で入力してください。",
	"validation.integer.between": "「{noun}」は {min}～{max} の整数で入力してください。",
	"validation.integer.atLeast": "「{noun}」は {min} 以上の整数で入力してください。",
	"validation.integer.atMost": "「{noun}」は {max} 以下の整数で入力してください。",
	"validation.boolean": "「{noun}」は true か false にしてください。",
	"validation.channel": "「{noun}」は「接続」にあるどのチャンネルでもありません。",
	"validation.choice": "「{noun}」は次のいずれかにしてください：{choices}",
	"validation.data-key": "「{noun}」に使えるのは英字、数字、「-」、「_」だけです。",
	"validation.json-array": '「{noun}」は文字列の JSON 配列にしてください（例: ["a","b"]）。',
	"validation.number": "「{noun}」は数値にしてください（例: 1000、12.5）。",
	"validation.colour": "「{noun}」は #RRGGBB 形式の色にしてください。",
	"validation.base-url-missing": "API のベース URL が設定されていません。",
	"validation.base-url-invalid": "ベース URL が正しい URL ではありません。",
	"validation.base-url-insecure":
		"https:// を使ってください。キーを暗号化せずに送ることはできません（http:// はこのコンピューター専用です）。",
	"validation.base-url-parts": "ベース URL にユーザー、クエリ、#フラグメントは含められません。",
	"validation.invalid": "「{noun}」が正しくありません。",
};
