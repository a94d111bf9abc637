import { splitAddress } from '@madoguchi/shared/contracts';
import { insertCannedReply, replaceWithCannedReply } from './cannedReplyInsertion';

const DONE = { address: '鈴木 一郎 さん', rest: '#22「ロック解除」の対応が完了しました。\n\n情報システム課 佐藤 花子' };

describe('splitAddress', () => {
  it.each([
    ['{{requesterName}} さん\n\n本文', '{{requesterName}} さん', '本文'],
    ['{{requesterName}}様\n本文が続く', '{{requesterName}}様', '本文が続く'],
    ['{{ requesterName }} 様、\n本文', '{{ requesterName }} 様、', '本文'],
    ['{{tenantName}}\n{{requesterName}} 様\n\n本文', '{{tenantName}}\n{{requesterName}} 様', '本文'],
  ])('takes the 宛名 off %j', (template, address, rest) => {
    expect(splitAddress(template)).toEqual({ address, rest });
  });

  it.each([
    '{{requesterName}} さん、#{{number}} の対応が完了しました。',
    'お問い合わせありがとうございます。\n本文',
    '一\n二\n三\n{{requesterName}} さん',
  ])('finds no 宛名 in %j', (template) => {
    expect(splitAddress(template)).toEqual({ address: null, rest: template });
  });
});

describe('insertCannedReply', () => {
  it('opens the reply with the 宛名 and puts the rest where the caret was', () => {
    const typed = 'アカウントのロックを解除しました。';
    expect(insertCannedReply(typed, null, DONE).text).toBe(`鈴木 一郎 さん\n\n${typed}\n\n${DONE.rest}`);
  });

  it('does not repeat a 宛名 the reply already opens with', () => {
    const typed = '鈴木 一郎 さん\n\nロックを解除しました。';
    expect(insertCannedReply(typed, null, DONE).text).toBe(`${typed}\n\n${DONE.rest}`);
  });

  it('replaces a selection, keeping the text around it as paragraphs', () => {
    const typed = '前の段落\n[ここ]\n後の段落';
    const start = typed.indexOf('[');
    const inserted = insertCannedReply(typed, { start, end: typed.indexOf(']') + 1 }, { address: null, rest: '差し込み' });
    expect(inserted.text).toBe('前の段落\n\n差し込み\n\n後の段落');
    expect(inserted.text.slice(0, inserted.caret)).toBe('前の段落\n\n差し込み');
  });

  it('moves the caret with the text when a 宛名 is put above it', () => {
    const inserted = insertCannedReply('本文', { start: 2, end: 2 }, DONE);
    expect(inserted.text.slice(inserted.caret)).toBe('');
    expect(inserted.text.startsWith('鈴木 一郎 さん\n\n本文\n\n#22')).toBe(true);
  });

  it('fills an empty reply with the whole canned reply', () => {
    expect(insertCannedReply('  \n', { start: 1, end: 1 }, DONE)).toEqual(replaceWithCannedReply(DONE));
    expect(replaceWithCannedReply(DONE).text).toBe(`鈴木 一郎 さん\n\n${DONE.rest}`);
  });
});
