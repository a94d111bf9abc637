import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../contracts/remotes';
import { inlineConfigText } from './inlineConfig';

// zod/mini, the schema library of the whole app, in its tree-shaking form: this runs on every start-up
// (issue 9). Every message is given here, so no zod locale is bundled.
const invalid = (what: string) => ({ error: `無効な入力: ${what}` });
const anObject = invalid('オブジェクトを指定してください');

const nonEmpty = z.string(invalid('文字列を指定してください')).check(z.trim(), z.minLength(1, invalid('空にはできません')));

const firebaseOptionsSchema = z.object(
  {
    apiKey: nonEmpty,
    authDomain: nonEmpty,
    projectId: nonEmpty,
    storageBucket: z.optional(nonEmpty),
    appId: z.optional(nonEmpty),
    messagingSenderId: z.optional(nonEmpty),
  },
  anObject,
);

const isUrl = (text: string) => {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
};

// Refinements rather than z.url(), which would also trim the address; the protocol is checked only
// on an address that parses.
const remoteEntry = z.string(invalid('URL を指定してください')).check(
  z.refine(isUrl, { ...invalid('URL の形式ではありません'), abort: true }),
  z.refine((url) => /^https?:$/.test(new URL(url).protocol), invalid('http または https の URL を指定してください')),
);

/**
 * Only in the local stack's config: which optional emulators run there. The Storage emulator cannot
 * start offline; the build that copies the config says whether it runs (tools/webpack).
 */
const localEmulatorsSchema = z.object({ storage: z.boolean(invalid('true か false を指定してください')) }, anObject);

const runtimeConfigSchema = z.object(
  {
    firebase: firebaseOptionsSchema,
    emulators: z.optional(localEmulatorsSchema),
    remotes: z.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry])) as Record<(typeof REMOTE_NAMES)[number], typeof remoteEntry>,
      anObject,
    ),
  },
  anObject,
);

export type FirebaseRuntimeOptions = z.output<typeof firebaseOptionsSchema>;
export type LocalEmulators = z.output<typeof localEmulatorsSchema>;
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; problems: string[] };

/** Checks a runtime config read from JSON; problems are Japanese lines naming the field. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  const result = z.safeParse(runtimeConfigSchema, input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: result.error.issues.map(({ path, message }) => (path.length > 0 ? `${path.join('.')}: ${message}` : message)),
  };
}

/**
 * Checks the config the page carries inline (the shell: no request before the app starts) or, where
 * the page has none (a remote's harness), fetches it from `url`; never throws.
 */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfigResult> {
  const inline = inlineConfigText();
  if (inline) {
    try {
      return parseRuntimeConfig(JSON.parse(inline));
    } catch {
      return { ok: false, problems: ['ページに埋め込まれた実行時設定が正しいJSONではありません。'] };
    }
  }
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
