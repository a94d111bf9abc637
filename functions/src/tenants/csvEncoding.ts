import { TextDecoder } from 'node:util';
import { CSV_TOO_LARGE, MAX_CSV_BYTES, type CsvEncoding } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';

// Reads the bytes of an uploaded CSV as text. Excel saves 「CSV UTF-8(コンマ区切り)」 with a BOM and
// 「CSV(コンマ区切り)」 in Shift_JIS (Windows-31J); other tools write UTF-8 without a BOM. The server
// decides, so every client gets the same reading and the report can say which one it was.

export const CSV_UNREADABLE =
  'CSVファイルの文字コードを読み取れませんでした。Excelの「名前を付けて保存」で「CSV UTF-8(コンマ区切り)」または「CSV(コンマ区切り)」を選んで保存し直してください。';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

// Strict: a byte sequence that is not valid in the encoding throws instead of becoming U+FFFD. Made
// once, so a Node without full ICU (no Shift_JIS) fails at load rather than refusing every such file.
const utf8 = new TextDecoder('utf-8', { fatal: true }); // drops a leading BOM
const shiftJis = new TextDecoder('shift_jis', { fatal: true });

function attempt(decoder: TextDecoder, bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The file's text and encoding: UTF-8 (a BOM says so; without one, if the bytes are valid UTF-8),
 * else Shift_JIS. Anything else, UTF-16 included, is refused with how to save the file from Excel.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes.length > MAX_CSV_BYTES) throw refuse('invalid-argument', CSV_TOO_LARGE);
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const readings: Array<[CsvEncoding, TextDecoder]> = hasBom
    ? [['utf-8-bom', utf8]]
    : [
        ['utf-8', utf8],
        ['shift_jis', shiftJis],
      ];
  for (const [encoding, decoder] of readings) {
    const text = attempt(decoder, bytes);
    // UTF-16 without a BOM is often valid in both decoders, but full of NULs no CSV has. (Its BOMs,
    // FF FE and FE FF, are invalid in both.)
    if (text !== null && !text.includes('\0')) return { text, encoding };
  }
  throw refuse('invalid-argument', CSV_UNREADABLE);
}
