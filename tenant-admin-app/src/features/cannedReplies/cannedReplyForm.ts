import { cannedReplyFields, fieldProblems } from '@madoguchi/shared/contracts';
import type { CannedReply } from '@madoguchi/shared/data';

// The form's values and checks: the fields of the saveCannedReply contract, whose schema the server
// validates with too (placeholders included).

export interface CannedReplyFormValues {
  title: string;
  body: string;
  /** null: suggested for any inquiry. */
  categoryId: string | null;
}

export type CannedReplyFormErrors = Partial<Record<keyof CannedReplyFormValues, string>>;

export const EMPTY_CANNED_REPLY: CannedReplyFormValues = { title: '', body: '', categoryId: null };

export const formOf = ({ title, body, categoryId }: CannedReply): CannedReplyFormValues => ({ title, body, categoryId });

/** Problems in Japanese, by field, as the server would answer them. */
export const validateCannedReplyForm = (values: CannedReplyFormValues): CannedReplyFormErrors => fieldProblems(cannedReplyFields, values);

/** What is sent for values that passed the check: trimmed, as the server stores them. */
export const cannedReplyFieldsOf = ({ title, body, categoryId }: CannedReplyFormValues): CannedReplyFormValues => ({
  title: title.trim(),
  body: body.trim(),
  categoryId,
});
