import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { postPendingInquiries } from './inquiryThreads';

/** Inquiries Slack did not take (rate limit, outage, a channel fixed since) are posted again. */
export const retrySlackPosts = onSchedule({ schedule: 'every 10 minutes', timeZone: 'Asia/Tokyo' }, async () => {
  await postPendingInquiries(getFirestore(adminApp()));
});
