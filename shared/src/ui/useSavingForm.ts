import { errorMessage } from '@madoguchi/shared/data';
import { useState, type FormEvent } from 'react';
import { useRequestIds } from './useRequestIds';

export type FormProblems<Values> = Partial<Record<keyof Values, string>>;

/** A refusal the form shows beside one field (e.g. an address already registered) instead of above. */
export interface FieldRefusal<Values> {
  field: keyof Values;
  message: string;
}

interface Options<Values> {
  initial: Values;
  /** What is wrong, by field, in Japanese (usually fieldProblems with the call's contract schema). */
  check: (values: Values) => FormProblems<Values>;
  /** Sends the values; rejects with the server's refusal. */
  save: (values: Values, requestId: string) => Promise<void>;
  /** Which refusals belong to a field; the rest are shown above the form. */
  fieldOf?: (error: unknown) => FieldRefusal<Values> | null;
}

/** The server's refusals of what was written (its checks of the values), as opposed to failures to reach it. */
const ABOUT_CONTENT = new Set(['invalid-argument', 'failed-precondition', 'already-exists', 'out-of-range']);
const isAboutContent = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ABOUT_CONTENT.has(code.replace(/^functions\//, ''));
};

/**
 * Every form's save cycle, in one place: problems are shown on submit, beside their fields, and a
 * field's problem goes as soon as it is edited, as does a refusal of what was written (a failure to
 * reach the server stays until the next try); a refused save keeps what was typed and says why; a
 * retry of the same values reuses the request id, so the server applies them once.
 */
export function useSavingForm<Values>({ initial, check, save, fieldOf }: Options<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormProblems<Values>>({});
  const [failure, setFailure] = useState<{ message: string; aboutContent: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const requestIds = useRequestIds<Values>();

  const change = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setFailure((previous) => (previous?.aboutContent ? null : previous));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problems = check(values);
    setErrors(problems);
    setFailure(null);
    if (Object.values(problems).some(Boolean)) return false;
    setSaving(true);
    try {
      await save(values, requestIds.idFor(values));
      requestIds.done();
      return true;
    } catch (error) {
      const refusal = fieldOf?.(error);
      if (refusal) setErrors({ [refusal.field]: refusal.message } as FormProblems<Values>);
      else setFailure({ message: errorMessage(error), aboutContent: isAboutContent(error) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, errors, failure: failure?.message ?? null, saving, change, submit };
}
