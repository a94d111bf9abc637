import * as v from 'valibot';
import { REMOTE_NAMES } from '../contracts/remotes';

// Valibot rather than zod here: this runs on every start-up, and valibot's functions tree-shake to
// what the schema uses (about 5 KB gzip less on the login page, issue 9).
const invalid = (what: string) => `無効な入力: ${what}`;

const nonEmpty = v.pipe(v.string(invalid('文字列を指定してください')), v.trim(), v.minLength(1, invalid('空にはできません')));

const firebaseOptionsSchema = v.object(
  {
    apiKey: nonEmpty,
    authDomain: nonEmpty,
    projectId: nonEmpty,
    storageBucket: v.optional(nonEmpty),
    appId: v.optional(nonEmpty),
    messagingSenderId: v.optional(nonEmpty),
  },
  invalid('オブジェクトを指定してください'),
);

const remoteEntry = v.pipe(
  v.string(invalid('URL を指定してください')),
  v.url(invalid('URL の形式ではありません')),
  v.check((url) => /^https?:$/.test(new URL(url).protocol), invalid('http または https の URL を指定してください')),
);

/**
 * Only in the local stack's config: which optional emulators run there. The Storage emulator cannot
 * start offline; the build that copies the config says whether it runs (tools/webpack).
 */
const localEmulatorsSchema = v.object(
  { storage: v.boolean(invalid('true か false を指定してください')) },
  invalid('オブジェクトを指定してください'),
);

const runtimeConfigSchema = v.object(
  {
    firebase: firebaseOptionsSchema,
    emulators: v.optional(localEmulatorsSchema),
    remotes: v.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry])) as Record<(typeof REMOTE_NAMES)[number], typeof remoteEntry>,
      invalid('オブジェクトを指定してください'),
    ),
  },
  invalid('オブジェクトを指定してください'),
);

export type FirebaseRuntimeOptions = v.InferOutput<typeof firebaseOptionsSchema>;
export type LocalEmulators = v.InferOutput<typeof localEmulatorsSchema>;
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; problems: string[] };

/** Checks a runtime config read from JSON; problems are Japanese lines naming the field. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  const result = v.safeParse(runtimeConfigSchema, input);
  if (result.success) return { ok: true, config: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
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
