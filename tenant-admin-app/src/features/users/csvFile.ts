import { MAX_CSV_BYTES } from '@madoguchi/shared/contracts';

// Checks on a chosen CSV file before it is sent; the server reads and checks it again (encoding,
// columns, every row).

/** Why the file cannot be imported, in Japanese; null when it may be sent. */
export function csvFileProblem(file: File): string | null {
  if (!/\.(csv|txt)$/i.test(file.name)) return `「${file.name}」はCSVファイルではありません。拡張子が .csv のファイルを選んでください。`;
  if (file.size === 0) return `「${file.name}」は空のファイルです。`;
  if (file.size > MAX_CSV_BYTES) return `「${file.name}」は大きすぎます（1MBまで）。ファイルを分けて取り込んでください。`;
  return null;
}

/** The file's bytes in base64, as the import callable takes them (the server detects the encoding). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`「${file.name}」を読み込めませんでした。もう一度選び直してください。`));
    reader.readAsDataURL(file);
  });
}

/** A sample file to start from: UTF-8 with a BOM, so Excel opens the Japanese correctly. */
export const CSV_TEMPLATE = '\uFEFF氏名,フリガナ,メールアドレス,ユーザーカテゴリ,管理者\r\n山田 花子,ヤマダ ハナコ,hanako.yamada@example.com,営業部;総務部,いいえ\r\n';
