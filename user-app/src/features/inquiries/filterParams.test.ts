import { filterFromParams, paramsWithFilter } from './filterParams';

describe('the inquiry filter in the address', () => {
  it('reads every field and ignores an unknown status', () => {
    expect(filterFromParams(new URLSearchParams('status=waiting&category=c1&requester=u1&idle=3&q=経費'))).toEqual({
      status: 'waiting',
      categoryId: 'c1',
      requesterUid: 'u1',
      idleDays: 3,
      text: '経費',
    });
    expect(filterFromParams(new URLSearchParams('status=deleted')).status).toBeNull();
    for (const idle of ['0', '-3', '2.5', 'abc', '366', '']) {
      expect(filterFromParams(new URLSearchParams(`idle=${idle}`)).idleDays).toBeNull();
    }
  });

  it('writes the filter back, dropping empty fields and keeping other parameters', () => {
    const params = paramsWithFilter(new URLSearchParams('new=1&status=new'), {
      status: null,
      categoryId: 'c2',
      requesterUid: null,
      idleDays: 7,
      text: '  ',
    });
    expect(params.toString()).toBe('new=1&category=c2&idle=7');
  });
});
