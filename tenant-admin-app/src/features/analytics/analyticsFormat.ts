import type { AnalyticsReport, DayFigures } from '@madoguchi/shared/contracts';

// The analytics page's tables and CSV files: one definition per table, so what is shown and what is
// downloaded never differ.

/** `2026-11-24` → `11/24`, the axis labels of the daily charts. */
export const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

export interface Column<Row> {
  label: string;
  value: (row: Row) => string | number;
}

export interface FigureTableSpec<Row> {
  /** The table's caption and the CSV file's name. */
  title: string;
  columns: Column<Row>[];
  rows: Row[];
}

const dayColumn: Column<DayFigures> = { label: '日付', value: (row) => row.day };

export const inquiryDays = (report: AnalyticsReport): FigureTableSpec<DayFigures> => ({
  title: '問い合わせの推移',
  columns: [
    dayColumn,
    { label: '受付', value: (row) => row.received },
    { label: '初回回答', value: (row) => row.firstResponses },
    { label: '解決', value: (row) => row.resolved },
  ],
  rows: report.days,
});

export const satisfactionDays = (report: AnalyticsReport): FigureTableSpec<DayFigures> => ({
  title: '満足度の推移',
  columns: [
    dayColumn,
    { label: '満足', value: (row) => row.satisfied },
    { label: '普通', value: (row) => row.neutral },
    { label: '不満', value: (row) => row.dissatisfied },
  ],
  rows: report.days,
});

export const faqDays = (report: AnalyticsReport): FigureTableSpec<DayFigures> => ({
  title: 'FAQの利用の推移',
  columns: [
    dayColumn,
    { label: '閲覧', value: (row) => row.faqViews },
    { label: '自己解決', value: (row) => row.selfSolved },
    { label: '返信で紹介', value: (row) => row.faqInserted },
    { label: '0件ヒットの検索', value: (row) => row.zeroHit },
    { label: 'FAQで解決した検索語', value: (row) => row.zeroHitFixed },
  ],
  rows: report.days,
});

export const faqEntries = (report: AnalyticsReport): FigureTableSpec<AnalyticsReport['faqs'][number]> => ({
  title: 'よく見られたFAQ',
  columns: [
    { label: '質問', value: (row) => row.question },
    { label: '閲覧', value: (row) => row.views },
    { label: '役に立った', value: (row) => row.helpful },
    { label: '役に立たなかった', value: (row) => row.notHelpful },
    { label: '自己解決', value: (row) => row.solved },
    { label: '返信で紹介', value: (row) => row.inserted },
  ],
  rows: report.faqs,
});
