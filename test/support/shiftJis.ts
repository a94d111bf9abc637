// Test files as Excel's 「CSV(コンマ区切り)」 saves them. Node can decode Shift_JIS but not encode it,
// so the codes of the characters the tests use are listed here (JIS X 0208).

const SHIFT_JIS: Record<string, number> = {
  氏: 0x8e81, 名: 0x96bc, メ: 0x8381, ー: 0x815b, ル: 0x838b, ア: 0x8341, ド: 0x8368, レ: 0x838c, ス: 0x8358,
  ユ: 0x8386, ザ: 0x8355, カ: 0x834a, テ: 0x8365, ゴ: 0x8353, リ: 0x838a, 管: 0x8ac7, 理: 0x979d, 者: 0x8ed2,
  取: 0x8ee6, 込: 0x8d9e, ト: 0x8367, 部: 0x9594, は: 0x82cd, い: 0x82a2, え: 0x82a6, 山: 0x8e52, 田: 0x9363,
  太: 0x91be, 郎: 0x9859, 営: 0x8963, 業: 0x8bc6, イ: 0x8343, ン: 0x8393, ポ: 0x837c, 壊: 0x89f3, れ: 0x82ea,
  た: 0x82bd, 行: 0x8d73,
};

/** The text in Shift_JIS; throws for a character missing from the table above. */
export function shiftJis(text: string): Uint8Array {
  return new Uint8Array(
    [...text].flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const code = SHIFT_JIS[char];
      if (code === undefined) throw new Error(`add the Shift_JIS code of ${char}`);
      return [code >> 8, code & 0xff];
    }),
  );
}
