import * as z from 'zod/mini';
import ja from 'zod/v4/locales/ja.js';
import { REMOTE_NAMES } from '../contracts/remotes';

// Zod's own Japanese wording, so every validation message a user may read is Japanese.
z.config(ja());

const nonEmpty = z.string().check(z.trim(), z.minLength(1));

const firebaseOptionsSchema = z.object({
  apiKey: nonEmpty,
  authDomain: nonEmpty,
  projectId: nonEmpty,
  storageBucket: z.optional(nonEmpty),
  appId: z.optional(nonEmpty),
  messagingSenderId: z.optional(nonEmpty),
});

const remoteEntry = z.url({ protocol: /^https?$/ });

const runtimeConfigSchema = z.object({
  firebase: firebaseOptionsSchema,
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry])) as Record<
      (typeof REMOTE_NAMES)[number],
      typeof remoteEntry
    >,
  ),
});

export type FirebaseRuntimeOptions = z.infer<typeof firebaseOptionsSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; problems: string[] };

/** Checks a runtime config read from JSON; problems are Japanese lines naming the field. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  const result = z.safeParse(runtimeConfigSchema, input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}

/** Fetches and checks the config served next to the shell; never throws. */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    return { ok: false, problems: [`${url} を取得できませんでした。`] };
  }
  if (!response.ok) {
    return { ok: false, problems: [`${url} を取得できませんでした (HTTP ${response.status})。`] };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problems: [`${url} が正しいJSONではありません。`] };
  }
  return parseRuntimeConfig(body);
}
