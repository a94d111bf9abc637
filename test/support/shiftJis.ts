// Test files as Excel's 「CSV(コンマ区切り)」 saves them. Node decodes Shift_JIS but cannot encode it, so
// the table is built once by decoding every code (single bytes, then the double-byte range); a
// character with two codes (NEC and IBM extensions) keeps the first, JIS X 0208's where it has one.

let table: Map<string, number[]> | undefined;

function encodingTable(): Map<string, number[]> {
  if (table) return table;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const decoded = (bytes: number[]) => {
    try {
      return decoder.decode(new Uint8Array(bytes));
    } catch {
      return null;
    }
  };
  const codes = new Map<string, number[]>();
  const add = (bytes: number[]) => {
    const char = decoded(bytes);
    if (char && [...char].length === 1 && !codes.has(char)) codes.set(char, bytes);
  };
  for (let byte = 0x00; byte <= 0xdf; byte += 1) add([byte]);
  for (const lead of [...range(0x81, 0x9f), ...range(0xe0, 0xfc)]) {
    for (const trail of [...range(0x40, 0x7e), ...range(0x80, 0xfc)]) add([lead, trail]);
  }
  table = codes;
  return codes;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The text in Shift_JIS; throws for a character Shift_JIS does not have. */
export function shiftJis(text: string): Uint8Array {
  const codes = encodingTable();
  return new Uint8Array(
    [...text].flatMap((char) => {
      const bytes = codes.get(char);
      if (!bytes) throw new Error(`${char} has no Shift_JIS code`);
      return bytes;
    }),
  );
}
