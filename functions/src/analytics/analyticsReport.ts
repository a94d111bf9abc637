import { analyticsDocId, NO_CATEGORY } from './analyticsWrites';
import { nextDay, type AnalyticsReport, type DayFigures, type DurationFigures, type DurationStats, type FaqEntryFigures, type Totals } from '@madoguchi/shared/contracts';

// The analytics page's report, computed from the month documents analyticsWrites.ts keeps: pure, so the
// callable only reads those documents (two a month) and the tests can feed it any figures.

type Tree = Record<string, unknown>;
const treeOf = (value: unknown): Tree => (typeof value === 'object' && value !== null ? (value as Tree) : {});
const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const TOP_FAQS = 20;

/** The days of the period, oldest first: `days` days ending with `until`. */
export function periodDays(until: string, days: number): string[] {
  const start = new Date(Date.parse(`${until}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const list: string[] = [];
  for (let day = start; day <= until; day = nextDay(day)) list.push(day);
  return list;
}

/** The month documents a period needs. */
export const documentIdsFor = (days: readonly string[]) =>
  [...new Set(days.map((day) => day.slice(0, 7)))].flatMap((month) => [analyticsDocId('inquiries', month), analyticsDocId('faq', month)]);

/** The value below which `share` of the sorted values lie (nearest rank), null for none. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

function durationStats(minutes: readonly number[]): DurationStats {
  const sorted = [...minutes].sort((a, b) => a - b);
  return { count: sorted.length, median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) };
}

/** The period's durations, business and calendar minutes alike. */
interface Durations {
  business: number[];
  calendar: number[];
}

const durationFigures = ({ business, calendar }: Durations): DurationFigures => ({ ...durationStats(business), calendar: durationStats(calendar) });

const emptyTotals = (): Totals => ({
  received: 0,
  firstResponses: 0,
  resolved: 0,
  satisfied: 0,
  neutral: 0,
  dissatisfied: 0,
  faqViews: 0,
  helpful: 0,
  notHelpful: 0,
  selfSolved: 0,
  faqInserted: 0,
  zeroHit: 0,
  zeroHitFixed: 0,
});

/**
 * The report over `days` for one user category (`categoryId`) or all (null). Inquiry figures follow the
 * inquiry's category; FAQ figures follow the entries shown to that category (those for everyone
 * included); zero-hit searches are the tenant's, whatever the category.
 */
export function buildReport(docs: ReadonlyMap<string, Tree>, days: readonly string[], categoryId: string | null): Omit<AnalyticsReport, 'documentsRead'> {
  const inCategory = (key: string) => categoryId === null || key === categoryId;
  const shownToCategory = (ids: unknown) => categoryId === null || !Array.isArray(ids) || ids.length === 0 || ids.includes(categoryId);
  const firstResponses: Durations = { business: [], calendar: [] };
  const resolutions: Durations = { business: [], calendar: [] };
  const faqs = new Map<string, FaqEntryFigures>();
  const daily: DayFigures[] = days.map((day) => {
    const month = day.slice(0, 7);
    const date = day.slice(8, 10);
    const inquiries = treeOf(treeOf(docs.get(analyticsDocId('inquiries', month))?.['days'])[date]);
    const faq = treeOf(treeOf(docs.get(analyticsDocId('faq', month))?.['days'])[date]);
    const figures: DayFigures = { day, ...emptyTotals() };

    for (const [key, count] of Object.entries(treeOf(inquiries['received']))) if (inCategory(key)) figures.received += countOf(count);
    const durations = (measure: string, into: Durations) => {
      let count = 0;
      for (const entry of Object.values(treeOf(inquiries[measure]))) {
        const { minutes, calendarMinutes, category } = treeOf(entry);
        if (typeof minutes !== 'number' || !inCategory(typeof category === 'string' ? category : NO_CATEGORY)) continue;
        into.business.push(minutes);
        // Entries kept before calendar minutes were have none: left out of the calendar figures only.
        if (typeof calendarMinutes === 'number') into.calendar.push(calendarMinutes);
        count += 1;
      }
      return count;
    };
    figures.firstResponses = durations('firstResponse', firstResponses);
    figures.resolved = durations('resolution', resolutions);
    for (const [key, ratings] of Object.entries(treeOf(inquiries['satisfaction']))) {
      if (!inCategory(key)) continue;
      const given = treeOf(ratings);
      figures.satisfied += countOf(given['satisfied']);
      figures.neutral += countOf(given['neutral']);
      figures.dissatisfied += countOf(given['dissatisfied']);
    }

    for (const [faqId, value] of Object.entries(treeOf(faq['entries']))) {
      const entry = treeOf(value);
      if (!shownToCategory(entry['categoryIds'])) continue;
      const counted = {
        views: countOf(entry['views']),
        helpful: countOf(entry['helpful']),
        notHelpful: countOf(entry['notHelpful']),
        solved: countOf(entry['solved']),
        inserted: countOf(entry['inserted']),
      };
      figures.faqViews += counted.views;
      figures.helpful += counted.helpful;
      figures.notHelpful += counted.notHelpful;
      figures.selfSolved += counted.solved;
      figures.faqInserted += counted.inserted;
      const total = faqs.get(faqId) ?? { faqId, question: '', views: 0, helpful: 0, notHelpful: 0, solved: 0, inserted: 0 };
      faqs.set(faqId, {
        faqId,
        // The latest day's wording: an entry renamed within the period shows its current question.
        question: typeof entry['question'] === 'string' ? entry['question'] : total.question,
        views: total.views + counted.views,
        helpful: total.helpful + counted.helpful,
        notHelpful: total.notHelpful + counted.notHelpful,
        solved: total.solved + counted.solved,
        inserted: total.inserted + counted.inserted,
      });
    }
    const searches = treeOf(faq['searches']);
    figures.zeroHit = countOf(searches['zeroHit']);
    figures.zeroHitFixed = countOf(searches['fixed']);
    return figures;
  });

  const totals = emptyTotals();
  for (const figures of daily) for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += figures[key];
  // A vote changed within the period but cast before it is −1 on one side: never below zero here.
  const [helpful, notHelpful] = [Math.max(0, totals.helpful), Math.max(0, totals.notHelpful)];
  return {
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    categoryId,
    days: daily,
    totals,
    firstResponse: durationFigures(firstResponses),
    resolution: durationFigures(resolutions),
    helpfulRate: helpful + notHelpful > 0 ? helpful / (helpful + notHelpful) : null,
    faqs: [...faqs.values()]
      .filter((entry) => entry.views + entry.helpful + entry.notHelpful + entry.solved + entry.inserted > 0)
      .sort((a, b) => b.views - a.views || b.inserted - a.inserted || a.faqId.localeCompare(b.faqId))
      .slice(0, TOP_FAQS),
  };
}
