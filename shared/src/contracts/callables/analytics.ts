import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, multiLine, requestId } from '../fields';
import { SATISFACTION_RATINGS, type SatisfactionRating } from '../satisfaction';

export { SATISFACTION_LABELS, SATISFACTION_RATINGS, type SatisfactionRating } from '../satisfaction';

// What the help desk learns from: the requester's satisfaction, FAQ views, and the tenant admins'
// analytics report (computed on the server from the tenant's daily figures).

export const SATISFACTION_COMMENT_MAX = 1000;

/** The satisfaction form's fields. */
export const satisfactionFields = z.strictObject({
  rating: z.enum(SATISFACTION_RATINGS, { error: '満足・普通・不満から選んでください。' }),
  comment: z.optional(multiLine('コメント', SATISFACTION_COMMENT_MAX, 0)),
});

export interface RateInquiryResult {
  inquiryId: string;
  rating: SatisfactionRating;
}

/** The requester answers 「解決しましたか？」 once, on their own resolved or closed inquiry. */
export const rateInquiry = defineCallable<RateInquiryResult>()(
  'rateInquiry',
  'member',
  z.strictObject({ requestId, tenantId: docId, inquiryId: docId, ...satisfactionFields.shape }),
);

/** A reader opened a FAQ entry: counted at most once a day per person and entry. */
export const recordFaqView = defineCallable<{ counted: boolean }>()('recordFaqView', 'member', z.strictObject({ tenantId: docId, faqId: docId }));

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes from filing over the period's inquiries: how many, the median and the 90th percentile (nearest rank). */
export interface DurationStats {
  count: number;
  median: number | null;
  p90: number | null;
}

/**
 * Business minutes (Mon–Fri 9:00–18:00 in Japan, holidays aside), with calendar (elapsed) minutes beside
 * them: an answer given on a Sunday is 0 business minutes, not instant service.
 */
export interface DurationFigures extends DurationStats {
  /**
   * The same in calendar minutes, over the inquiries recorded with them (figures kept before calendar
   * minutes were have none, so `count` may be lower). Absent from a server that does not keep them yet.
   */
  calendar?: DurationStats;
}

export interface DayFigures {
  /** `YYYY-MM-DD` in Japan. */
  day: string;
  received: number;
  firstResponses: number;
  resolved: number;
  satisfied: number;
  neutral: number;
  dissatisfied: number;
  faqViews: number;
  helpful: number;
  notHelpful: number;
  selfSolved: number;
  faqInserted: number;
  zeroHit: number;
  zeroHitFixed: number;
}

export type Totals = Omit<DayFigures, 'day'>;

export interface FaqEntryFigures {
  faqId: string;
  question: string;
  views: number;
  helpful: number;
  notHelpful: number;
  solved: number;
  inserted: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  categoryId: string | null;
  days: DayFigures[];
  totals: Totals;
  firstResponse: DurationFigures;
  resolution: DurationFigures;
  /** helpful / (helpful + notHelpful), null without votes. */
  helpfulRate: number | null;
  /** The entries of the period, most viewed first (at most 20). */
  faqs: FaqEntryFigures[];
  /** Firestore documents the report was computed from (two a month at most). */
  documentsRead: number;
}

/** Tenant admins: the figures of the last 7, 30 or 90 days up to `until` (default today), for one user category or all. */
export const fetchAnalytics = defineCallable<AnalyticsReport>()(
  'fetchAnalytics',
  'memberAdmin',
  z.strictObject({
    tenantId: docId,
    days: z.literal(ANALYTICS_PERIODS, { error: '期間は7日・30日・90日から選んでください。' }),
    categoryId: z.nullable(docId),
    until: z.optional(z.nullable(z.string().check(z.regex(DAY_PATTERN, { error: '終了日は YYYY-MM-DD で指定してください。' })))),
  }),
);
