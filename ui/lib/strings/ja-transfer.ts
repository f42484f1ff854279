import type { enTransfer } from "./en-transfer";

/** The texts of Export channels and Import channels in Japanese. Part of the Japanese catalogue. */
export const jaTransfer: Record<keyof typeof enTransfer, string> = {
	"transfer.export.button": "チャンネルを書き出す",
	"transfer.export.withApiKeys": "API キーを含める",
	"transfer.export.withApiKeysNote": "API キー入りのテキストを持つ人は誰でもチャンネルを変更できます。",
	"transfer.export.copied":
		"チャンネルをコピーしました。別のコンピューターの「チャンネルを読み込む」に貼り付けてください。",
	"transfer.export.apiKeys": "このテキストには API キーが含まれます。誰にも渡さないでください。",
	"transfer.export.noApiKeys": "このテキストに API キーは含まれません。",
	"transfer.export.leftOut": "ベース URL が正しくないため除外しました：{list}。",
	"transfer.import.label": "チャンネルを読み込む",
	"transfer.import.placeholder": "「チャンネルを書き出す」のテキストを貼り付け",
	"transfer.import.button": "読み込む",
	"transfer.import.confirm": "読み込みを確定",
	"transfer.import.cancel": "キャンセル",
	"transfer.import.empty": "先に「チャンネルを書き出す」のテキストを貼り付けてください。",
	"transfer.import.nothing": "変更はありません。テキストのチャンネルはすべて、すでにこのとおりにあります。",
	"transfer.import.done": "チャンネルを読み込みました。削除されたチャンネルはありません。",
	"transfer.import.unchanged": "何も変更していません。",
	"transfer.plan.added": "追加：{list}。",
	"transfer.plan.restored": "ここで使っていた ID のまま復活：{list}。",
	"transfer.plan.updated": "更新：{list}。",
	"transfer.plan.unchanged": "変更なし：{list}。",
	"transfer.plan.apiKeysReplaced": "API キーをテキストのものに置き換え：{list}。",
	"transfer.plan.apiKeysSet": "テキストの API キーを使用：{list}。",
	"transfer.plan.apiKeysKept": "API キーはここのまま：{list}。",
	"transfer.plan.apiKeysNone": "API キーなし（読み込み後に入力してください）：{list}。",
	"transfer.plan.server": "「{name}」は別のサーバーに移ります。ロック状態、取り消し履歴、値は消えます。",
	"transfer.plan.serverApiKeys": "「{name}」はここで入力した API キーをそのまま {server} に送ります。",
	"transfer.refused.too-large": "テキストが 64 KB を超えています。チャンネルの書き出しではありません。",
	"transfer.refused.not-json": "「チャンネルを書き出す」のテキストではありません（JSON ではありません）。",
	"transfer.refused.other-format": "「チャンネルを書き出す」のテキストではありません（別の形式です）。",
	"transfer.refused.newer-version":
		"このテキストは新しいバージョンのプラグインで作られました（形式バージョン {version}）。先にこちらのプラグインを更新してください。",
	"transfer.refused.no-channels": "テキストにチャンネルがありません。",
	"transfer.refused.not-a-channel":
		"テキストの {position} 番目の項目はチャンネルではありません。ID がないか、名前がテキストではありません。",
	"transfer.refused.duplicate-id": "ID {id} がテキストに 2 回あります。",
	"transfer.refused.channel": "チャンネル「{name}」：{reason}",
	"transfer.refused.too-many": "読み込むとチャンネルが {count} 個になります。プラグインが扱えるのは最大 {max} 個です。",
};
