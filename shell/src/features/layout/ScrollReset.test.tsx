import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { ScrollReset } from './ScrollReset';

describe('ScrollReset', () => {
  it('scrolls to the top on every navigation', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollReset />
        <Link to="/b">b</Link>
        <Link to="/c">c</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('b'));
    fireEvent.click(screen.getByText('c'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
