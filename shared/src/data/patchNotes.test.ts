import { UNREAD_PATCH_NOTES_MAX, unreadPatchNoteCount } from './patchNotes';

// The unread badge's count from the digest's publication times and when the user last looked.

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

it('counts the notes published after the user last looked, none at the same moment', () => {
  expect(unreadPatchNoteCount([day(5), day(3), day(1)], day(3))).toBe(1);
  expect(unreadPatchNoteCount([day(5), day(3), day(1)], day(6))).toBe(0);
  expect(unreadPatchNoteCount([], null)).toBe(0);
});

it('counts every note for someone who never looked, up to the badge’s limit', () => {
  expect(unreadPatchNoteCount([day(2), day(1)], null)).toBe(2);
  const many = Array.from({ length: UNREAD_PATCH_NOTES_MAX + 5 }, (_, i) => day(i + 1));
  expect(unreadPatchNoteCount(many, null)).toBe(UNREAD_PATCH_NOTES_MAX);
});
