import { buildSynonymTable, findSynonymMatches, inflections, memberForms } from './synonyms';

describe('buildSynonymTable', () => {
  it('relates the members of each group, normalised, and tells the tenant’s groups from loanwords', () => {
    const table = buildSynonymTable([['PC', 'パソコン']], [['computer', 'パソコン'], ['PC', 'パソコン']]);
    expect(table.get('pc')).toEqual([{ member: 'ぱそこん', how: 'synonym' }]);
    expect(table.get('ぱそこん')).toEqual([
      { member: 'pc', how: 'synonym' },
      { member: 'computer', how: 'loanword' },
    ]);
    expect(table.get('computer')).toEqual([{ member: 'ぱそこん', how: 'loanword' }]);
  });

  it('ignores groups of fewer than two members', () => {
    expect(buildSynonymTable([['PC'], ['', 'ＰＣ', 'pc']], []).size).toBe(0);
  });
});

describe('inflections', () => {
  it('adds the plural, past and -ing forms', () => {
    expect(inflections('lock')).toEqual(expect.arrayContaining(['lock', 'locks', 'locked', 'locking']));
    expect(inflections('share')).toEqual(expect.arrayContaining(['shares', 'shared', 'sharing']));
    expect(inflections('copy')).toEqual(expect.arrayContaining(['copies', 'copied']));
    expect(inflections('scan')).toEqual(expect.arrayContaining(['scanned', 'scanning']));
  });
});

describe('findSynonymMatches', () => {
  const forms = memberForms(['pc', 'lock', 'settings', 'setting', 'ノートpc', 'リモート接続', '接続'].map((member) => member.normalize('NFKC')));
  const members = (query: string) => findSynonymMatches(query, forms).map((match) => match.member);

  it('matches Japanese members anywhere, the longest first', () => {
    expect(members('りもと接続ができない'.replace('りもと', 'リモート'))).toEqual(['リモート接続']);
    expect(members('接続できない')).toEqual(['接続']);
  });

  it('matches latin members as whole words only', () => {
    expect(members('pc 重い')).toEqual(['pc']);
    expect(members('pcs mypc')).toEqual([]);
  });

  it('matches a latin word inflected, but never hides a member behind an inflection', () => {
    expect(members('account locked')).toEqual(['lock']);
    expect(members('settings')).toEqual(['settings']);
  });

  it('leaves acronyms uninflected', () => {
    expect(members('pcs')).toEqual([]);
  });

  it('reports matches in query order', () => {
    expect(findSynonymMatches('lock pc', forms).map((match) => [match.start, match.end, match.member])).toEqual([
      [0, 4, 'lock'],
      [5, 7, 'pc'],
    ]);
  });
});
