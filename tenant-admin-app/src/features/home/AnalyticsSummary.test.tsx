import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { DurationFigures } from '@madoguchi/shared/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { AnalyticsSummary } from './AnalyticsSummary';

const fetchAnalytics = jest.fn();
jest.mock('../../lib/api/analytics', () => ({ fetchAnalytics: (...args: unknown[]) => fetchAnalytics(...args) }));

function renderSummary(firstResponse: DurationFigures) {
  fetchAnalytics.mockResolvedValue({ totals: { received: 1, satisfied: 0, neutral: 0, dissatisfied: 0, selfSolved: 0 }, firstResponse });
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <AnalyticsSummary tenantId="t1" className="" />
      </MemoryRouter>
    </FluentProvider>,
  );
  return screen.findByRole('group', { name: '初回回答までの時間(中央値)' });
}

describe('AnalyticsSummary: time to first response on the admin home', () => {
  it('says a 0 answered on a Sunday is out-of-hours work, with the calendar time', async () => {
    const figure = await renderSummary({ count: 1, median: 0, p90: 0, calendar: { count: 1, median: 135, p90: 135 } });
    expect(figure).toHaveTextContent('0分営業時間外の対応のため 0分、実時間 2時間15分');
  });

  it('shows calendar time beside business time', async () => {
    expect(await renderSummary({ count: 4, median: 95, p90: 400, calendar: { count: 4, median: 1530, p90: 4000 } })).toHaveTextContent(
      '1時間35分営業時間(平日9:00〜18:00)で計算、実時間 1日と1時間',
    );
  });

  it('shows 「—」 for calendar time where the figures predate it', async () => {
    expect(await renderSummary({ count: 4, median: 95, p90: 400 })).toHaveTextContent('1時間35分営業時間(平日9:00〜18:00)で計算、実時間 —');
  });
});
