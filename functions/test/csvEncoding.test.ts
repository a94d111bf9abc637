import { CSV_TOO_LARGE, MAX_CSV_BYTES } from '@madoguchi/shared/contracts';
import { CSV_UNREADABLE, decodeCsv } from '../src/tenants/csvEncoding';
import { refusalOf } from './refusal';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const utf16le = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));
const refusal = (bytes: Uint8Array) => refusalOf(() => decodeCsv(bytes));

describe('decodeCsv', () => {
  it('reads UTF-8 with a BOM, and drops the BOM', () => {
    expect(decodeCsv(utf8('\uFEFF氏名,メール\r\n'))).toEqual({ text: '氏名,メール\r\n', encoding: 'utf-8-bom' });
  });

  it('reads UTF-8 without a BOM, plain ASCII included', () => {
    expect(decodeCsv(utf8('氏名,メール\n山田,a@example.com\n'))).toEqual({ text: '氏名,メール\n山田,a@example.com\n', encoding: 'utf-8' });
    expect(decodeCsv(utf8('name,email\n'))).toEqual({ text: 'name,email\n', encoding: 'utf-8' });
  });

  it('reads Shift_JIS as Excel writes it, half-width kana and NEC symbols included', () => {
    // 氏名,メール CRLF 山田,ｶﾅ①㈱ in Windows-31J.
    const bytes = new Uint8Array([
      0x8e, 0x81, 0x96, 0xbc, 0x2c, 0x83, 0x81, 0x81, 0x5b, 0x83, 0x8b, 0x0d, 0x0a,
      0x8e, 0x52, 0x93, 0x63, 0x2c, 0xb6, 0xc5, 0x87, 0x40, 0x87, 0x8a,
    ]);
    expect(decodeCsv(bytes)).toEqual({ text: '氏名,メール\r\n山田,ｶﾅ①㈱', encoding: 'shift_jis' });
  });

  it.each([
    ['UTF-16LE with a BOM', utf16le('\uFEFF氏名,メール\r\n')],
    ['UTF-16BE with a BOM', new Uint8Array(Buffer.from(utf16le('\uFEFFname,email\r\n')).swap16())],
    ['UTF-16LE without a BOM, ASCII only', utf16le('name,email\r\n')],
    ['a UTF-8 BOM before bytes that are not UTF-8', new Uint8Array([0xef, 0xbb, 0xbf, 0x8e, 0x81, 0x96, 0xbc])],
    ['bytes that are neither UTF-8 nor Shift_JIS', new Uint8Array([0x41, 0xff, 0x80, 0xfd, 0x0a])],
  ])('refuses %s, saying how to save the file from Excel', (_, bytes) => {
    expect(refusal(bytes)).toBe(CSV_UNREADABLE);
  });

  it('names the two Excel formats it reads', () => {
    expect(CSV_UNREADABLE).toContain('「CSV UTF-8(コンマ区切り)」または「CSV(コンマ区切り)」');
  });

  it('takes a file of exactly 1 MB and refuses a byte more', () => {
    expect(decodeCsv(new Uint8Array(MAX_CSV_BYTES).fill(0x61)).encoding).toBe('utf-8');
    expect(refusal(new Uint8Array(MAX_CSV_BYTES + 1).fill(0x61))).toBe(CSV_TOO_LARGE);
  });
});
