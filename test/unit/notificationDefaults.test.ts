// The client cannot import functions code, so it keeps its own copy of the notification grid's
// events and defaults (shared/src/contracts/notificationSettings.ts). The settings page shows that
// copy until a user saves; if it drifted from what the server applies, the page would show a user
// settings that are not the ones in force.
import { DEFAULT_CHANNELS, NOTIFICATION_EVENTS as SERVER_EVENTS } from '../../functions/src/notifications/notify';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  notificationEventsFor,
} from '../../shared/src/contracts/notificationSettings';

describe('notification defaults: client copy and server', () => {
  it('name the same events in the same order', () => {
    expect(NOTIFICATION_EVENTS).toEqual(SERVER_EVENTS);
  });

  it('have equal defaults for every event and channel', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual(DEFAULT_CHANNELS);
  });

  it('offer new inquiries to tenant admins only', () => {
    expect(notificationEventsFor(true)).toEqual(['inquiryReply', 'inquiryStatus', 'releaseNote', 'newInquiry']);
    expect(notificationEventsFor(false)).toEqual(['inquiryReply', 'inquiryStatus', 'releaseNote']);
  });
});
