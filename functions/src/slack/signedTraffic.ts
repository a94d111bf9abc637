import type { SlackRefusalKind } from '@madoguchi/shared/contracts';

// Whether Slack's signed requests get through, for the admins' health view. A refusal comes before the
// request can be trusted, so the team its unverified body names is used for one thing only: to count
// the refusal against that team's connections (never to act, and nothing of the request is kept). A
// stranger can name a team, so the counting is cheap and bounded: per door, instance and team, the first
// refusal is written at once and later ones are added up in memory and written at most once a minute;
// teams named are capped. An accepted (signed) request clears the count of its team's connections.

/** Slack's team ids (T…; Enterprise Grid's E…): anything else in an unverified body is ignored. */
const TEAM_ID = /^[TE][A-Z0-9]{2,40}$/;
/** A body larger than this is not read for its team (Slack's own requests are far smaller). */
const MAX_READ = 256 * 1024;
/**
 * How long a count runs before it starts again: the contracts' SLACK_REFUSAL_WINDOW_MS, which the
 * screens use (kept here as a number: the light part does not load the contracts).
 */
export const REFUSAL_WINDOW_MS = 60 * 60_000;
/** Per door, instance and team, refusals are written at most this often. */
export const REFUSAL_WRITE_GAP_MS = 60_000;
/** Teams a door tallies at once in an instance; refusals naming more are not counted. */
const MAX_TEAMS = 1000;

/** Where the counts are kept (signedTrafficStore.ts: health.refusals of each connection of the team). */
export interface TrafficStore {
  addRefusals(teamId: string, kind: SlackRefusalKind, count: number): Promise<void>;
  clearRefusals(teamId: string): Promise<void>;
}

const parsed = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * The team a request's body names, read as Slack sends each door's body: JSON with team_id (events),
 * a form with team_id (commands) or a form whose payload is JSON with team.id (interactivity).
 */
export function teamNamedIn(raw: string): string | null {
  if (raw.length > MAX_READ) return null;
  const form = raw.trimStart().startsWith('{') ? null : new URLSearchParams(raw);
  const body = form ? (form.has('payload') ? parsed(form.get('payload') ?? '') : Object.fromEntries(form)) : parsed(raw);
  const team = field(body, 'team_id') ?? field(field(body, 'team'), 'id') ?? field(field(body, 'user'), 'team_id');
  return typeof team === 'string' && TEAM_ID.test(team) ? team : null;
}

interface Tally {
  kind: SlackRefusalKind;
  pending: number;
  writtenAt: number;
}

/** The counting, over a store loaded on first use (the doors' light part stays light). */
export function signedTrafficHealth(store: () => Promise<TrafficStore>, now: () => number = Date.now) {
  const tallies = new Map<string, Tally>();

  const forgetQuietTeams = (at: number) => {
    for (const [team, tally] of tallies) if (at - tally.writtenAt >= REFUSAL_WRITE_GAP_MS) tallies.delete(team);
  };

  return {
    /** A request refused before it was read; `teamId` as its unverified body names it. */
    async refused(teamId: string | null, kind: SlackRefusalKind): Promise<void> {
      if (!teamId) return;
      const at = now();
      let tally = tallies.get(teamId);
      if (!tally) {
        if (tallies.size >= MAX_TEAMS) forgetQuietTeams(at);
        if (tallies.size >= MAX_TEAMS) return;
        tally = { kind, pending: 0, writtenAt: -Infinity };
        tallies.set(teamId, tally);
      }
      tally.kind = kind;
      tally.pending += 1;
      if (at - tally.writtenAt < REFUSAL_WRITE_GAP_MS) return;
      const count = tally.pending;
      tally.pending = 0;
      tally.writtenAt = at;
      await (await store()).addRefusals(teamId, kind, count);
    },
    /** A signed request was accepted: whatever stopped its team's requests before is over. */
    async accepted(teamId: string | null): Promise<void> {
      if (!teamId) return;
      // Refusals not yet written came before this: they are over too (the write gap stays as it was).
      const tally = tallies.get(teamId);
      if (tally) tally.pending = 0;
      await (await store()).clearRefusals(teamId);
    },
  };
}

/**
 * A door's counting over Firestore, one per door and instance: an instance of Cloud Functions runs one
 * door, a worker of the emulator's shared pool (npm test, npm start) runs all three, and each door's
 * count is its own in both.
 */
export const firestoreSignedTraffic = () => signedTrafficHealth(async () => (await import('./signedTrafficStore')).firestoreTrafficStore());
