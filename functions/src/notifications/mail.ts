import type { Timestamp } from 'firebase-admin/firestore';
import { appUrl } from '../platform/appUrl';

// Mail documents, in the format of Firebase's Trigger Email extension (the `mail` collection).

export interface MailContent {
  /** One line: the subject, after the product's tag. */
  title: string;
  /** The text before the link. */
  body: string;
  /** The app path the mail leads to. */
  link: string;
}

/**
 * A mail subject from text that people typed (titles, names): line breaks and other control
 * characters become spaces, so no text can end the header; long subjects are cut.
 */
export function mailSubject(title: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const line = title.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return `[窓口] ${chars.length > 120 ? `${chars.slice(0, 120).join('')}…` : line}`;
}

/** mail/{id}, in the format of the Trigger Email extension. */
export function mailRecord(to: string, notice: MailContent, createdAt: Timestamp) {
  return {
    to,
    message: { subject: mailSubject(notice.title), text: `${notice.body}\n\n${appUrl(notice.link)}\n` },
    createdAt,
  };
}
