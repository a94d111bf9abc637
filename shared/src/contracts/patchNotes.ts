// Release note labels as stored (firestore.rules allows these three) and as shown
// (docs/product.md#words-on-screen).
export const PATCH_NOTE_LABELS = { new: '新機能', improvement: '改善', fix: '修正' } as const;
export type PatchNoteLabel = keyof typeof PATCH_NOTE_LABELS;

export function isPatchNoteLabel(value: string): value is PatchNoteLabel {
  return Object.hasOwn(PATCH_NOTE_LABELS, value);
}
