import { loadFirestore } from '@madoguchi/shared';
import { notificationSettingsOf, type NotificationEvent, type NotificationSettings } from '@madoguchi/shared/contracts';

export interface StoredNotificationSettings {
  settings: NotificationSettings;
  /** False while the server's defaults apply: the user has never saved. */
  saved: boolean;
}

async function settingsRef(tenantId: string, uid: string) {
  const { db, sdk } = await loadFirestore();
  return { sdk, ref: sdk.doc(db, 'tenants', tenantId, 'users', uid, 'settings', 'notifications') };
}

/** The user's grid (tenants/{t}/users/{uid}/settings/notifications), defaults filling what is unsaved. */
export async function fetchNotificationSettings(tenantId: string, uid: string): Promise<StoredNotificationSettings> {
  const { sdk, ref } = await settingsRef(tenantId, uid);
  const snapshot = await sdk.getDoc(ref);
  return { settings: notificationSettingsOf(snapshot.data()), saved: snapshot.exists() };
}

/**
 * Saves the rows of `events` (the rules require the three every user has, and allow newInquiry);
 * a merge keeps a row the user no longer sees, such as newInquiry after losing the admin role.
 */
export async function saveNotificationSettings(
  tenantId: string,
  uid: string,
  events: readonly NotificationEvent[],
  settings: NotificationSettings,
): Promise<void> {
  const { sdk, ref } = await settingsRef(tenantId, uid);
  const rows = Object.fromEntries(events.map((event) => [event, settings[event]]));
  await sdk.setDoc(ref, { ...rows, updatedAt: sdk.serverTimestamp() }, { merge: true });
}
