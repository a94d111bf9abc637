// What follows an action runs after its answer: the reactions to inquiry events (functions/src/events/
// inquiryReactions.ts), and what people do in Slack, taken after the events door acknowledged it
// (functions/src/slack/acceptedEvents.ts). Tests that check what follows wait until everything recorded
// since they acted is done: a condition, not a pause.
import { FIRESTORE_HOST } from './emulatorHosts';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-madoguchi';
/** The first look comes soon; later ones back off, so that 50 calls settling at once do not flood the emulator. */
const FIRST_POLL_MS = 50;
const MAX_POLL_MS = 500;
/**
 * A ceiling against a reaction that never finishes, not a timing check: a burst of 50 calls on a busy
 * 2-core machine queues its reactions behind the emulator's workers.
 */
const SETTLE_CEILING_MS = 200_000;

interface Recorded {
  id: string;
  /** A document without doneAt (a Slack event taken before the answer) has nothing left to do. */
  done: boolean;
}

/** What was recorded in `collectionId` since `since` (the emulator's owner token reads past the rules). */
async function recordedSince(collectionId: string, recordedAt: string, since: Date): Promise<Recorded[]> {
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: recordedAt }, op: 'GREATER_THAN_OR_EQUAL', value: { timestampValue: since.toISOString() } } },
      },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields: { doneAt?: { nullValue?: null } } } }[];
  return rows.flatMap((row) => (row.document ? [{ id: row.document.name.split('/').at(-1)!, done: !(row.document.fields.doneAt && 'nullValue' in row.document.fields.doneAt) }] : []));
}

/**
 * Resolves once everything recorded since `since` has been taken, and at least `atLeast` inquiry
 * events were recorded (for an action whose command may still be on its way, as a click's).
 */
export async function inquiryEventsSettled(since: Date, { atLeast = 0 } = {}): Promise<void> {
  const until = Date.now() + SETTLE_CEILING_MS;
  for (let poll = FIRST_POLL_MS; ; poll = Math.min(poll * 2, MAX_POLL_MS)) {
    // Slack's receipts first: taking one records inquiry events before it is marked done.
    const [receipts, events] = [await recordedSince('slackEventReceipts', 'receivedAt', since), await recordedSince('inquiryEvents', 'at', since)];
    const pending = [...receipts, ...events].filter((recorded) => !recorded.done);
    if (events.length >= atLeast && pending.length === 0) return;
    if (Date.now() > until) throw new Error(`not settled after ${SETTLE_CEILING_MS / 1000} s: ${events.length} inquiry events recorded, pending ${pending.map((recorded) => recorded.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, poll));
  }
}

/** `work`'s outcome, once what it set off has been taken. */
export async function settled<T>(work: Promise<T>, since = new Date()): Promise<T> {
  try {
    return await work;
  } finally {
    await inquiryEventsSettled(since);
  }
}
