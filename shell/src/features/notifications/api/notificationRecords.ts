import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { decodeDocument, notificationDocument, unreadCounterDocument } from '@madoguchi/shared/contracts';
import type { AppNotification } from './notifications';

// The bell's documents decoded through their contracts. Loaded with the Firestore SDK, not with the
// shell: the bell sits in every page's header, and the schemas would weigh on the login page's script.

export const toNotification = (doc: DocumentSnapshot<DocumentData>): AppNotification => ({ id: doc.id, ...decodeDocument(notificationDocument, doc.data()) });

export const unreadOf = (counter: DocumentSnapshot<DocumentData>): number => Math.max(0, decodeDocument(unreadCounterDocument, counter.data()).unread);
