import { Card, Caption1, Dropdown, Field, Input, Option, Subtitle1, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import * as tenantAdminApi from '../../lib/api/analytics';
import { ANALYTICS_PERIODS, tokyoDay, type AnalyticsPeriod, type AnalyticsReport, type DurationFigures } from '@madoguchi/shared/contracts';
import { useFetched, useLiveData, watchCategories } from '@madoguchi/shared/data';
import { calendarMedianText, formatBusinessMinutes, formatCalendarMinutes, formatShare, outOfHoursNote } from '@madoguchi/shared/format';
import { useParams, useSearchParams } from '@madoguchi/shared/router';
import { brandColors, ErrorState, JAPANESE_DROPDOWN, LoadingState, Page } from '@madoguchi/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { faqDays, faqEntries, inquiryDays, satisfactionDays, type FigureTableSpec } from './analyticsFormat';
import type { Series } from './DailyChart';
import { FigureTable } from './FigureTable';
import { categoryOptions } from '../../lib/categoryOptions';

const DailyChart = lazy(() => import('./DailyChart'));

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  figure: { gap: tokens.spacingVerticalXXS },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2 },
  why: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  chartSlot: { minHeight: '240px' },
});

const periodOf = (value: string | null): AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(Number(value)) ? (Number(value) as AnalyticsPeriod) : 30;
const ALL = '';
const DAY = /^\d{4}-\d{2}-\d{2}$/;


/** 分析: what works, for the tenant admins — inquiries, their times, satisfaction and the FAQ's use. */
export function AnalyticsPage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get('days'));
  const categoryId = search.get('category') ?? ALL;
  // The period ends today unless another day is chosen (?until=), e.g. to look back at a past month.
  const today = tokyoDay(new Date());
  const until = DAY.test(search.get('until') ?? '') && (search.get('until') ?? '') <= today ? (search.get('until') as string) : today;
  const categoryList = useLiveData(`categories/${tenantId}`, watchCategories(tenantId));
  const categories = categoryList.status === 'ready' ? categoryList.data : [];
  const report = useFetched(`analytics/${tenantId}/${days}/${categoryId}/${until}`, () =>
    tenantAdminApi.fetchAnalytics({ tenantId, days, categoryId: categoryId || null, ...(until !== today && { until }) }),
  );
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const categoryName = categoryId ? (categories.find((category) => category.id === categoryId)?.name ?? categoryId) : 'すべてのカテゴリ';

  return (
    <Page title="分析" description="問い合わせの件数と対応時間、満足度、FAQの利用状況を期間とユーザーカテゴリごとに確認できます。時間は営業時間(平日9:00〜18:00、祝日を除く)で数え、実時間(受付からの経過時間)も併せて示します。">
      <div className={styles.controls}>
        <TabList selectedValue={String(days)} onTabSelect={(_, data) => setParam('days', String(data.value))} aria-label="期間">
          {ANALYTICS_PERIODS.map((period) => (
            <Tab key={period} value={String(period)}>
              直近{period}日
            </Tab>
          ))}
        </TabList>
        <Field label="ユーザーカテゴリ">
          <Dropdown
            {...JAPANESE_DROPDOWN}
            value={categoryName}
            selectedOptions={[categoryId]}
            onOptionSelect={(_, data) => setParam('category', data.optionValue ?? ALL)}
          >
            <Option value={ALL}>すべてのカテゴリ</Option>
            {categoryOptions(categories)}
          </Dropdown>
        </Field>
        <Field label="終了日">
          <Input type="date" value={until} max={today} onChange={(_, data) => setParam('until', data.value && data.value !== today ? data.value : '')} />
        </Field>
      </div>
      {report.status === 'loading' && <LoadingState label="集計しています…" />}
      {report.status === 'error' && <ErrorState message={`分析を読み込めませんでした。${report.message}`} onRetry={report.reload} />}
      {report.status === 'ready' && <Report report={report.data} />}
    </Page>
  );
}

function Figure({ label, value, note, children }: { label: string; value: ReactNode; note?: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.figure} role="group" aria-label={label}>
      <Caption1>{label}</Caption1>
      <Text className={styles.value}>{value}</Text>
      {children}
      {note && <Caption1 className={styles.note}>{note}</Caption1>}
    </Card>
  );
}

/** A time to first response or resolution: the business-time median, with calendar time beside it. */
function DurationFigure({ label, figures }: { label: string; figures: DurationFigures }) {
  const styles = useStyles();
  const calendar = figures.calendar ?? { count: 0, median: null, p90: null };
  const why = outOfHoursNote(figures);
  const calendarP90 = calendar.count > 0 ? `、実時間では ${formatCalendarMinutes(calendar.p90)} 以内` : '';
  return (
    <Figure
      label={label}
      value={formatBusinessMinutes(figures.median)}
      note={`営業時間の中央値 / 90%は ${formatBusinessMinutes(figures.p90)} 以内${calendarP90}(${figures.count}件)`}
    >
      <Text>{calendarMedianText(figures)}</Text>
      {why && <Caption1 className={styles.why}>{why}</Caption1>}
      {/* Figures kept before calendar time was have business time alone. */}
      {calendar.count > 0 && calendar.count < figures.count && <Caption1 className={styles.note}>実時間は記録のある {calendar.count}件から</Caption1>}
    </Figure>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      {children}
    </section>
  );
}

type Day = AnalyticsReport['days'][number];

interface DaySectionProps {
  report: AnalyticsReport;
  /** The table (and CSV file) of the figures the chart draws. */
  spec: FigureTableSpec<Day>;
  chartLabel: string;
  series: (Omit<Series, 'values'> & { pick: (day: Day) => number })[];
}

/** A daily chart with its table and CSV file, under the table's title. */
function DaySection({ report, spec, chartLabel, series }: DaySectionProps) {
  const styles = useStyles();
  return (
    <Section title={spec.title}>
      <div className={styles.chartSlot}>
        <Suspense fallback={<LoadingState label="グラフを読み込んでいます…" />}>
          <DailyChart
            label={chartLabel}
            days={report.days.map((day) => day.day)}
            series={series.map(({ pick, ...rest }) => ({ ...rest, values: report.days.map(pick) }))}
          />
        </Suspense>
      </div>
      <FigureTable spec={spec} period={`${report.from}_${report.to}`} keyOf={(row) => row.day} collapsible />
    </Section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const styles = useStyles();
  const { totals } = report;
  const period = `${report.from}_${report.to}`;
  const rated = totals.satisfied + totals.neutral + totals.dissatisfied;
  const votes = totals.helpful + totals.notHelpful;
  return (
    <>
      <Caption1 className={styles.note}>
        {report.from} 〜 {report.to} の集計
      </Caption1>
      <div className={styles.figures}>
        <Figure label="受付件数" value={`${totals.received}件`} />
        <DurationFigure label="初回回答までの時間" figures={report.firstResponse} />
        <DurationFigure label="解決までの時間" figures={report.resolution} />
        <Figure label="満足度" value={formatShare(totals.satisfied, rated)} note={`満足 ${totals.satisfied}・普通 ${totals.neutral}・不満 ${totals.dissatisfied}(回答 ${rated}件)`} />
        <Figure label="FAQで自己解決" value={`${totals.selfSolved}件`} note="新規問い合わせ画面の「これで解決しました」" />
        <Figure label="FAQの閲覧" value={`${totals.faqViews}回`} note={`役に立った ${formatShare(totals.helpful, votes)}(評価 ${votes}件)`} />
        <Figure label="返信でのFAQ紹介" value={`${totals.faqInserted}回`} />
        <Figure label="0件ヒットの検索" value={`${totals.zeroHit}回`} note={`FAQで解決した検索語 ${totals.zeroHitFixed}件(全カテゴリ)`} />
      </div>

      <DaySection
        report={report}
        spec={inquiryDays(report)}
        chartLabel="日ごとの受付件数と解決件数のグラフ"
        series={[
          { label: '受付', pick: (day) => day.received, kind: 'bar', color: brandColors.primary },
          { label: '解決', pick: (day) => day.resolved, kind: 'line', color: brandColors.accent },
        ]}
      />
      <DaySection
        report={report}
        spec={satisfactionDays(report)}
        chartLabel="日ごとの満足度の回答数のグラフ"
        series={[
          { label: '満足', pick: (day) => day.satisfied, kind: 'bar', color: brandColors.primary, stack: 'rating' },
          { label: '普通', pick: (day) => day.neutral, kind: 'bar', color: brandColors.secondary, stack: 'rating' },
          { label: '不満', pick: (day) => day.dissatisfied, kind: 'bar', color: brandColors.negative, stack: 'rating' },
        ]}
      />
      <DaySection
        report={report}
        spec={faqDays(report)}
        chartLabel="日ごとのFAQの閲覧、自己解決、返信での紹介のグラフ"
        series={[
          { label: '閲覧', pick: (day) => day.faqViews, kind: 'bar', color: brandColors.secondary },
          { label: '自己解決', pick: (day) => day.selfSolved, kind: 'line', color: brandColors.primary },
          { label: '返信で紹介', pick: (day) => day.faqInserted, kind: 'line', color: brandColors.accent },
        ]}
      />

      <Section title="よく見られたFAQ">
        {report.faqs.length ? (
          <FigureTable spec={faqEntries(report)} period={period} keyOf={(row) => row.faqId} />
        ) : (
          <Caption1 className={styles.note}>この期間に閲覧・評価・紹介されたFAQはありません。</Caption1>
        )}
      </Section>
    </>
  );
}
