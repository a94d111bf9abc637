import { filterFromParams, paramsWithFilter } from './filterParams';

describe('the inquiry filter in the address', () => {
  it('reads every field and ignores an unknown status', () => {
    expect(filterFromParams(new URLSearchParams('status=waiting&category=c1&requester=u1&q=経費'))).toEqual({
      status: 'waiting',
      categoryId: 'c1',
      requesterUid: 'u1',
      text: '経費',
    });
    expect(filterFromParams(new URLSearchParams('status=deleted')).status).toBeNull();
  });

  it('writes the filter back, dropping empty fields and keeping other parameters', () => {
    const params = paramsWithFilter(new URLSearchParams('new=1&status=new'), {
      status: null,
      categoryId: 'c2',
      requesterUid: null,
      text: '  ',
    });
    expect(params.toString()).toBe('new=1&category=c2');
  });
});
