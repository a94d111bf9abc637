import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { publishIfDue } from './publishNote';

export interface DueRun {
  published: string[];
  /** Due, but emptied since they were scheduled: back among the drafts. */
  unscheduled: string[];
}

/**
 * Publishes every scheduled note due at `now`, each in a transaction of its own (so two overlapping
 * runs publish and announce it once). publishedAt is the run's time, not the scheduled one: the users'
 * unread badge compares it with when they last looked.
 */
export async function publishDuePatchNotes(db: Firestore, now: Date): Promise<DueRun> {
  const at = Timestamp.fromDate(now);
  const due = await db.collection('patchNotes').where('status', '==', 'draft').where('publishAt', '<=', at).get();
  const run: DueRun = { published: [], unscheduled: [] };
  for (const note of due.docs) {
    try {
      const result = await publishIfDue(db, note.id, at);
      if (result !== 'not-due') run[result].push(note.id);
    } catch (error) {
      // One note's failure must not hold back the others; one still due is tried again next run.
      logger.error('publishing a scheduled release note failed', { patchNoteId: note.id, error: error instanceof Error ? error.stack : String(error) });
    }
  }
  return run;
}

/** Every 5 minutes, Tokyo time: a note scheduled for 10:00 is out by 10:05. */
export const publishScheduledPatchNotes = onSchedule({ schedule: 'every 5 minutes', timeZone: 'Asia/Tokyo' }, async () => {
  const { unscheduled } = await publishDuePatchNotes(getFirestore(adminApp()), new Date());
  for (const patchNoteId of unscheduled) logger.warn('a due release note had no title or body and was unscheduled', { patchNoteId });
});
