import { isDeepStrictEqual } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { categoryDigestFields, patchNoteDigestFields, rebuildCategoryDigest, rebuildPatchNoteDigest } from './digests';

// The digests follow every write of what they list, whoever makes it (the callables, Slack settings,
// a disconnection, the scheduled publisher, a console edit). A write that leaves what a digest shows
// as it was (a category's updatedAt, a draft's text) goes no further.

export const digestCategories = onDocumentWritten('tenants/{tenantId}/categories/{categoryId}', async (event) => {
  const { tenantId, categoryId } = event.params;
  const before = categoryDigestFields(categoryId, event.data?.before.data());
  const after = categoryDigestFields(categoryId, event.data?.after.data());
  if (isDeepStrictEqual(before, after)) return;
  await rebuildCategoryDigest(getFirestore(adminApp()), tenantId);
});

export const digestPatchNotes = onDocumentWritten('patchNotes/{patchNoteId}', async (event) => {
  if (patchNoteDigestFields(event.data?.before.data()) === patchNoteDigestFields(event.data?.after.data())) return;
  await rebuildPatchNoteDigest(getFirestore(adminApp()));
});
