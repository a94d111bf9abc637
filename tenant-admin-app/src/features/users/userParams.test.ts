import { userFilterFromParams, paramsWithUserFilter } from './userParams';

describe('the users filter in the address', () => {
  it('reads every field, ignoring values it does not know', () => {
    expect(userFilterFromParams(new URLSearchParams('q=鈴木&category=c1&role=admin&status=disabled&sort=newest'))).toEqual({
      text: '鈴木',
      categoryId: 'c1',
      role: 'admin',
      status: 'disabled',
      sort: 'newest',
    });
    expect(userFilterFromParams(new URLSearchParams('role=owner&status=deleted&sort=age'))).toEqual({
      text: '',
      categoryId: null,
      role: null,
      status: null,
      sort: 'name',
    });
  });

  it('writes the filter back, dropping empty fields and the default sort, keeping other parameters', () => {
    const params = paramsWithUserFilter(new URLSearchParams('tab=x&q=old'), {
      text: '  ',
      categoryId: null,
      role: 'member',
      status: 'active',
      sort: 'name',
    });
    expect(params.toString()).toBe('tab=x&role=member&status=active');
    expect(paramsWithUserFilter(new URLSearchParams(), { text: 'a', categoryId: 'c', role: null, status: null, sort: 'email' }).toString()).toBe(
      'q=a&category=c&sort=email',
    );
  });
});
