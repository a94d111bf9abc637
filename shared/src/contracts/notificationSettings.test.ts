import { channelsOf, DEFAULT_NOTIFICATION_SETTINGS, notificationEventsFor } from './notificationSettings';

describe('the notification grid', () => {
  it('offers new inquiries to tenant admins only', () => {
    expect(notificationEventsFor(true)).toEqual(['inquiryReply', 'inquiryStatus', 'releaseNote', 'newInquiry']);
    expect(notificationEventsFor(false)).toEqual(['inquiryReply', 'inquiryStatus', 'releaseNote']);
  });

  it('reads a saved row, and the default for one missing or malformed', () => {
    expect(channelsOf({ inApp: false, mail: true, slack: false }, 'inquiryReply')).toEqual({ inApp: false, mail: true, slack: false });
    expect(channelsOf(undefined, 'inquiryReply')).toEqual(DEFAULT_NOTIFICATION_SETTINGS.inquiryReply);
    expect(channelsOf({ inApp: true }, 'releaseNote')).toEqual(DEFAULT_NOTIFICATION_SETTINGS.releaseNote);
    expect(channelsOf('on', 'newInquiry')).toEqual(DEFAULT_NOTIFICATION_SETTINGS.newInquiry);
  });

  it('keeps the Slack default for a row saved before the Slack column existed', () => {
    expect(channelsOf({ inApp: false, mail: false }, 'inquiryReply')).toEqual({ inApp: false, mail: false, slack: true });
    expect(channelsOf({ inApp: true, mail: false }, 'inquiryStatus')).toEqual({ inApp: true, mail: false, slack: false });
  });

  it('never sends release notes or new inquiries to Slack, whatever was saved', () => {
    expect(channelsOf({ inApp: true, mail: true, slack: true }, 'releaseNote').slack).toBe(false);
    expect(channelsOf({ inApp: true, mail: true, slack: true }, 'newInquiry').slack).toBe(false);
  });
});
