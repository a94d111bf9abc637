import { createTypoTable, oneEditApart } from './typos';

describe('oneEditApart', () => {
  it.each([
    ['outlok', 'outlook', true],
    ['outloook', 'outlook', true],
    ['outlock', 'outlook', true],
    ['otulook', 'outlook', true],
    ['outlook', 'outlook', false],
    ['otlok', 'outlook', false],
    ['teams', 'taems', true],
    ['teams', 'steam', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
    expect(oneEditApart(b, a)).toBe(expected);
  });
});

describe('createTypoTable', () => {
  const table = createTypoTable(['outlook', 'teams', 'onedrive', 'windows', 'team', 'print', 'printer']);

  it('finds the words one letter changed, added, dropped or two swapped away', () => {
    expect(table.near('outlok')).toEqual(['outlook']);
    expect(table.near('outloook')).toEqual(['outlook']);
    expect(table.near('outlock')).toEqual(['outlook']);
    expect(table.near('onedrvie')).toEqual(['onedrive']);
    expect(table.near('windos')).toEqual(['windows']);
  });

  it('finds every word one edit away, in the order given', () => {
    expect(table.near('teans')).toEqual(['teams']);
    expect(table.near('teamz')).toEqual(['teams', 'team']);
    expect(table.near('printr')).toEqual(['print', 'printer']);
  });

  it('finds nothing two edits away, and not the word itself', () => {
    expect(table.near('otlok')).toEqual([]);
    expect(table.near('outlook')).toEqual([]);
  });

  it('answers the same as comparing with every word', () => {
    const words = ['mail', 'mails', 'email', 'male', 'meal', 'main', 'maintenance', 'vpn', 'wifi'];
    const big = createTypoTable(words);
    for (const query of ['mail', 'mial', 'mal', 'maill', 'emal', 'vpm', 'wifii', 'mein']) {
      expect(big.near(query)).toEqual(words.filter((word) => oneEditApart(query, word)));
    }
  });
});
