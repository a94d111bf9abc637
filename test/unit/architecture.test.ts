/** @jest-environment node */
// Import rules of the front end (docs/architecture.md#which-way-imports-go), checked over the source files themselves:
// only the shared package talks to Firebase; the apps meet only through @madoguchi/shared; features
// do not reach into each other; and within an app, dependencies point from app/ to features/, never
// back. ESLint's no-restricted-imports covers part of the first two for app code; these tests cover
// all of it, test files included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../..');
const APPS = ['shell', 'user-app', 'tenant-admin-app', 'system-admin-app'] as const;
const SCANNED = ['shared', ...APPS] as const;
const APP_PACKAGES = APPS.map((app) => `@madoguchi/${app}`);

interface ImportRef {
  specifier: string;
  /** Repo-relative path (posix, no extension added) a relative specifier points at; null for bare ones. */
  target: string | null;
  /** Only `import type` / `export type` of it: erased by every compiler, so nothing of it runs. */
  typeOnly: boolean;
}
interface SourceFile {
  /** Repo-relative, posix separators: 'shell/src/app/router.tsx'. */
  file: string;
  imports: ImportRef[];
}

/**
 * Every module specifier in the text: static imports (type-only too), side-effect imports,
 * `export ... from`, dynamic `import()` (magic comments and all) and `require()`. TypeScript's own
 * pre-processor does the scanning, so specifiers in comments and strings are not mistaken for imports.
 */
function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

/** The module an `import type` or `export type` declaration names (every compiler erases these). */
function typeOnlySpecifier(statement: ts.Statement): string | null {
  const typeOnly = ts.isImportDeclaration(statement) ? Boolean(statement.importClause?.isTypeOnly) : ts.isExportDeclaration(statement) && statement.isTypeOnly;
  const from = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
  return typeOnly && from && ts.isStringLiteral(from) ? from.text : null;
}

/** The specifiers that the text names only in type-only declarations. */
function typeOnlySpecifiers(file: string, text: string): Set<string> {
  const typed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest).statements.flatMap((statement) => typeOnlySpecifier(statement) ?? []);
  const all = importSpecifiers(text);
  const count = (list: string[], specifier: string) => list.filter((each) => each === specifier).length;
  return new Set(typed.filter((specifier) => count(all, specifier) === count(typed, specifier)));
}

function toSourceFile(file: string, text: string): SourceFile {
  const dir = path.posix.dirname(file);
  const typeOnly = typeOnlySpecifiers(file, text);
  return {
    file,
    imports: importSpecifiers(text).map((specifier) => ({
      specifier,
      target: specifier.startsWith('.') ? path.posix.normalize(path.posix.join(dir, specifier)) : null,
      typeOnly: typeOnly.has(specifier),
    })),
  };
}

function listSources(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(child);
    return /\.c?tsx?$/.test(entry.name) ? [child] : [];
  });
}

const sources: SourceFile[] = SCANNED.flatMap((pkg) =>
  listSources(`${pkg}/src`).map((file) => toSourceFile(file, readFileSync(path.join(repoRoot, file), 'utf8'))),
);

/** The workspace directory a repo-relative path is in ('shell', 'shared', …), or null. */
const workspaceOf = (file: string): string | null => file.split('/')[0] ?? null;
const isInside = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);
/** 'shell/src/features/auth/LoginPage.tsx' → { app: 'shell', feature: 'auth' }. */
function featureOf(file: string): { app: string; feature: string } | null {
  const match = /^([^/]+)\/src\/features\/([^/]+)\//.exec(file);
  return match ? { app: match[1]!, feature: match[2]! } : null;
}
const describeImport = (source: SourceFile, ref: ImportRef) =>
  `${source.file} imports '${ref.specifier}'${ref.target ? ` (${ref.target})` : ''}`;

// ---- the rules, as functions of the scanned files, so each can be shown to fail on a bad file ----

const isFirebase = (specifier: string) =>
  specifier === 'firebase' || specifier.startsWith('firebase/') || specifier.startsWith('@firebase/');

/** (a) Only shared/src starts Firebase: the areas' data modules take its types, and the SDK from the shared loaders. */
function firebaseOutsideShared(files: SourceFile[]): string[] {
  return files.flatMap((source) =>
    isInside(source.file, 'shared/src')
      ? []
      : source.imports.filter((ref) => isFirebase(ref.specifier) && !ref.typeOnly).map((ref) => describeImport(source, ref)),
  );
}

/** (b) No app imports another app; the shared package imports no app. */
function crossAppImports(files: SourceFile[]): string[] {
  return files.flatMap((source) => {
    const own = workspaceOf(source.file);
    return source.imports
      .filter((ref) => {
        const appPackage = APP_PACKAGES.find((name) => ref.specifier === name || ref.specifier.startsWith(`${name}/`));
        if (appPackage) return appPackage !== `@madoguchi/${own}`;
        if (ref.target === null) return false;
        // An app must stay inside its own directory (the shared package is reached by its name);
        // the shared package must not reach into any app.
        if (own === 'shared') return APPS.some((app) => isInside(ref.target!, app));
        return !isInside(ref.target, own!);
      })
      .map((ref) => describeImport(source, ref));
  });
}

/** (c) A file of src/features/X imports nothing from src/features/Y of the same app. */
function crossFeatureImports(files: SourceFile[]): string[] {
  return files.flatMap((source) => {
    const from = featureOf(source.file);
    if (!from) return [];
    return source.imports
      .filter((ref) => {
        const to = ref.target === null ? null : featureOf(`${ref.target}/`);
        return to !== null && to.app === from.app && to.feature !== from.feature;
      })
      .map((ref) => describeImport(source, ref));
  });
}

/**
 * (d) Dependencies flow from the composition root to the features: no feature imports src/app/ or
 * the entry files directly in src/ (index, bootstrap, the remotes' Area). src/lib is fine.
 */
function featuresImportingTheApp(files: SourceFile[]): string[] {
  return files.flatMap((source) => {
    const from = featureOf(source.file);
    if (!from) return [];
    const srcDir = `${from.app}/src`;
    return source.imports
      .filter((ref) => {
        if (ref.target === null) return false;
        if (isInside(ref.target, `${srcDir}/app`)) return true;
        // src/index, src/bootstrap, the remotes' src/Area (or src itself, meaning src/index).
        if (ref.target === srcDir) return true;
        return path.posix.dirname(ref.target) === srcDir && !['lib', 'features'].includes(path.posix.basename(ref.target));
      })
      .map((ref) => describeImport(source, ref));
  });
}

/** A made-up file, parsed like the real ones, to show that a rule reports what it should. */
const fake = (file: string, text: string) => [toSourceFile(file, text)];

// ---- tests ----

describe('the import scanner', () => {
  it('finds every form of import in a sample', () => {
    const text = [
      "import a from 'static';",
      "import type { B } from \"type-only\";",
      'import {\n  c,\n  d,\n} from "multi-line";',
      "import 'side-effect';",
      "export * from 're-export-all';",
      "export { e } from 're-export-named';",
      "export type { F } from 're-export-type';",
      "const g = await import(/* webpackChunkName: \"g\" */ 'dynamic-with-comment');",
      "const h = () => import('dynamic');",
      "const i = require('required');",
      "// import j from 'in-a-comment';",
      "const k = \"import l from 'in-a-string'\";",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual([
      'static',
      'type-only',
      'multi-line',
      'side-effect',
      're-export-all',
      're-export-named',
      're-export-type',
      'dynamic-with-comment',
      'dynamic',
      'required',
    ]);
  });

  it('reads the real tree: known imports of the shell router and the shared Auth loader', () => {
    expect(APPS.every((app) => sources.some((source) => source.file.startsWith(`${app}/src/features/`)))).toBe(true);
    const router = sources.find((source) => source.file === 'shell/src/app/router.tsx');
    expect(router?.imports).toEqual(
      expect.arrayContaining([
        { specifier: '../features/layout/MainLayout', target: 'shell/src/features/layout/MainLayout', typeOnly: false },
        { specifier: './RootLayout', target: 'shell/src/app/RootLayout', typeOnly: false },
        { specifier: '@madoguchi/shared/router', target: null, typeOnly: false },
      ]),
    );
    const authLoader = sources.find((source) => source.file === 'shared/src/firebase/auth.ts');
    expect(authLoader?.imports.map((ref) => ref.specifier)).toContain('firebase/auth');
    // A data module of an area takes Firebase's types only.
    const tenants = sources.find((source) => source.file === 'system-admin-app/src/features/tenants/api/tenants.ts');
    expect(tenants?.imports).toContainEqual({ specifier: 'firebase/firestore', target: null, typeOnly: true });
  });
});

describe('architecture rules', () => {
  it('(a) only shared/src imports firebase, firebase/* or @firebase/* for more than its types', () => {
    // The scan does see Firebase imports where they belong, so an empty result below means something.
    expect(sources.filter((source) => source.imports.some((ref) => isFirebase(ref.specifier))).length).toBeGreaterThan(0);
    expect(firebaseOutsideShared(fake('shell/src/features/auth/Bad.tsx', "import { getAuth } from 'firebase/auth';"))).toHaveLength(1);
    expect(firebaseOutsideShared(fake('user-app/src/Bad.ts', "const m = import('@firebase/firestore');"))).toHaveLength(1);
    expect(firebaseOutsideShared(fake('shared/src/firebase/Ok.ts', "import { getApp } from 'firebase/app';"))).toEqual([]);
    expect(firebaseOutsideShared(fake('user-app/src/features/faq/api/Ok.ts', "import type { DocumentData } from 'firebase/firestore';"))).toEqual([]);
    // An inline `type` leaves an import behind in some compilers: it counts as starting Firebase.
    expect(firebaseOutsideShared(fake('user-app/src/features/faq/api/Bad.ts', "import { type DocumentData } from 'firebase/firestore';"))).toHaveLength(1);
    expect(firebaseOutsideShared(fake('user-app/src/Bad.ts', "import type { User } from 'firebase/auth';\nimport { getAuth } from 'firebase/auth';"))).toHaveLength(2);

    expect(firebaseOutsideShared(sources)).toEqual([]);
  });

  it('(b) no app imports another app, and shared/src imports no app', () => {
    expect(crossAppImports(fake('user-app/src/Bad.tsx', "import { x } from '@madoguchi/shell';"))).toHaveLength(1);
    expect(crossAppImports(fake('user-app/src/features/top/Bad.tsx', "import { x } from '@madoguchi/tenant-admin-app/src/Area';"))).toHaveLength(1);
    expect(crossAppImports(fake('shell/src/app/Bad.tsx', "import { x } from '../../../user-app/src/Area';"))).toHaveLength(1);
    expect(crossAppImports(fake('shell/src/app/Bad.tsx', "import { x } from '../../../shared/src/index';"))).toHaveLength(1);
    expect(crossAppImports(fake('shared/src/ui/Bad.tsx', "import { x } from '@madoguchi/system-admin-app';"))).toHaveLength(1);
    expect(crossAppImports(fake('shared/src/ui/Bad.tsx', "import { x } from '../../../shell/src/lib/paths';"))).toHaveLength(1);
    expect(crossAppImports(fake('shell/src/app/Ok.tsx', "import { x } from '@madoguchi/shared';\nimport { y } from '../lib/paths';"))).toEqual([]);

    expect(crossAppImports(sources)).toEqual([]);
  });

  it('(c) a feature never imports another feature of its app', () => {
    // Relative imports inside one feature are resolved and allowed (LoginPage uses ./TenantPicker).
    const loginPage = sources.find((source) => source.file === 'shell/src/features/auth/LoginPage.tsx');
    expect(loginPage?.imports.map((ref) => ref.target)).toContain('shell/src/features/auth/TenantPicker');
    expect(crossFeatureImports(fake('shell/src/features/layout/Bad.tsx', "import { x } from '../guard/decideNavigation';"))).toHaveLength(1);
    expect(crossFeatureImports(fake('shell/src/features/layout/deep/Bad.tsx', "export { x } from '../../auth';"))).toHaveLength(1);
    expect(crossFeatureImports(fake('user-app/src/features/faq/Bad.tsx', "const m = import('../top/TopPage');"))).toHaveLength(1);
    expect(crossFeatureImports(fake('shell/src/features/layout/Ok.tsx', "import { x } from './UserMenu';\nimport { p } from '../../lib/paths';"))).toEqual([]);
    // The composition root may import every feature; the rule is about features only.
    expect(crossFeatureImports(fake('user-app/src/Area.tsx', "import { x } from './features/faq/FaqPage';"))).toEqual([]);

    expect(crossFeatureImports(sources)).toEqual([]);
  });

  it('(d) features never import src/app or the entry files; src/lib is fine', () => {
    // Features do import src/lib, resolved to the right place, and that is allowed.
    const decide = sources.find((source) => source.file === 'shell/src/features/guard/decideNavigation.ts');
    expect(decide?.imports.map((ref) => ref.target)).toContain('shell/src/lib/paths');
    expect(featuresImportingTheApp(fake('shell/src/features/auth/Bad.tsx', "import { routes } from '../../app/router';"))).toHaveLength(1);
    expect(featuresImportingTheApp(fake('shell/src/features/auth/Bad.tsx', "import { App } from '../../app';"))).toHaveLength(1);
    expect(featuresImportingTheApp(fake('user-app/src/features/top/Bad.tsx', "import { Area } from '../../Area';"))).toHaveLength(1);
    expect(featuresImportingTheApp(fake('user-app/src/features/top/Bad.tsx', "import '../..';"))).toHaveLength(1);
    expect(
      featuresImportingTheApp(fake('shell/src/features/auth/Ok.tsx', "import { p } from '../../lib/paths';\nimport { q } from '../../lib';")),
    ).toEqual([]);
    expect(featuresImportingTheApp(fake('shell/src/app/Ok.tsx', "import { x } from '../features/auth/LoginPage';"))).toEqual([]);

    expect(featuresImportingTheApp(sources)).toEqual([]);
  });
});

// The server and the browser meet in one place: each callable's contract (shared/src/contracts).
const functionSources: { file: string; text: string }[] = listSources('functions/src').map((file) => ({
  file,
  text: readFileSync(path.join(repoRoot, file), 'utf8'),
}));

/** Files of the functions that define a callable other than by implementing a shared contract. */
function callablesWithoutContract(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file }) => file !== 'functions/src/platform/callable.ts')
    .filter(({ text }) => /\bonCall\s*\(|\bcallable\s*\(/.test(text) || (/\bimplement\s*\(/.test(text) && !importSpecifiers(text).includes('@madoguchi/shared/contracts')))
    .map(({ file }) => file);
}

/** Imports of the shared package by the functions other than its contracts (browser code, Firebase's client). */
/**
 * The shared package's entries the functions may take: the contracts, and the FAQ search, which the
 * server runs as the FAQ page does (to see which zero-hit searches the FAQ answers now). Both are pure.
 */
const SERVER_SHARED_ENTRIES = ['@madoguchi/shared/contracts', '@madoguchi/shared/search'];

function sharedImportsBeyondContracts(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    importSpecifiers(text)
      .filter((specifier) => specifier.startsWith('@madoguchi/') && !SERVER_SHARED_ENTRIES.includes(specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

/**
 * What the contracts import besides zod/mini, each other and the shared package's pure helpers. The
 * remote areas' contract (remotes.ts, React component types) is the browser's alone: the core entry
 * exports it, '@madoguchi/shared/contracts' does not.
 */
function contractImportsBeyondPureModules(files: SourceFile[]): string[] {
  const pure = ['shared/src/contracts', 'shared/src/validation/halfWidth', 'shared/src/format/regExp', 'shared/src/search'];
  return files
    .filter((source) => (isInside(source.file, 'shared/src/contracts') || isInside(source.file, 'shared/src/search')) && !source.file.endsWith('.test.ts'))
    .filter((source) => source.file !== 'shared/src/contracts/remotes.ts')
    .flatMap((source) =>
      source.imports
        .filter((ref) => (ref.target ? !pure.some((dir) => isInside(ref.target!, dir)) : !['zod/mini', 'wanakana'].includes(ref.specifier)))
        .map((ref) => describeImport(source, ref)),
    );
}

describe('one contract per callable', () => {
  it('(e) the functions implement every callable from a contract of @madoguchi/shared/contracts', () => {
    const contractImport = "import * as contracts from '@madoguchi/shared/contracts';\n";
    expect(callablesWithoutContract([{ file: 'functions/src/x/a.ts', text: "export const a = callable('a', 'member', schema, h);" }])).toHaveLength(1);
    expect(callablesWithoutContract([{ file: 'functions/src/x/b.ts', text: 'export const b = onCall(async () => 1);' }])).toHaveLength(1);
    expect(callablesWithoutContract([{ file: 'functions/src/x/c.ts', text: "import { c } from './contract';\nexport const f = implement(c, h);" }])).toHaveLength(1);
    expect(callablesWithoutContract([{ file: 'functions/src/x/d.ts', text: `${contractImport}export const d = implement(contracts.d, h);` }])).toEqual([]);

    const implementing = functionSources.filter(({ text }) => /\bimplement\s*\(contracts\.\w+/.test(text));
    expect(implementing.length).toBeGreaterThanOrEqual(9);
    expect(callablesWithoutContract(functionSources)).toEqual([]);
  });

  it('(f) the functions take nothing from the shared package but its contracts and the FAQ search', () => {
    expect(sharedImportsBeyondContracts([{ file: 'functions/src/x.ts', text: "import { callFunction } from '@madoguchi/shared';" }])).toHaveLength(1);
    expect(sharedImportsBeyondContracts([{ file: 'functions/src/x.ts', text: "import { useFaqIndex } from '@madoguchi/shared/data';" }])).toHaveLength(1);
    expect(sharedImportsBeyondContracts(functionSources)).toEqual([]);
  });

  it('(g) the contracts and the FAQ search are plain TypeScript over zod/mini and wanakana: no browser code, no Firebase', () => {
    expect(contractImportsBeyondPureModules(fake('shared/src/search/x.ts', "import { loadFirestore } from '@madoguchi/shared';"))).toHaveLength(1);
    expect(contractImportsBeyondPureModules(fake('shared/src/contracts/x.ts', "import { loadAuth } from '../firebase/auth';"))).toHaveLength(1);
    expect(contractImportsBeyondPureModules(fake('shared/src/contracts/x.ts', "import { z } from 'zod';"))).toHaveLength(1);
    expect(contractImportsBeyondPureModules(fake('shared/src/contracts/x.ts', "import * as z from 'zod/mini';\nimport { f } from './fields';"))).toEqual([]);
    expect(contractImportsBeyondPureModules(sources)).toEqual([]);
  });
});

// One door in, events out (the server): channels translate, the inquiry commands decide and write, and
// what follows a write is a reaction to its event. So a new channel cannot forget a check.
const CHANNEL_DIRS = ['functions/src/slack'];
/** Where channels are put together with the rest: the entry point, and the reactions that deliver to channels. */
const CHANNEL_COMPOSERS = ['functions/src/index.ts', 'functions/src/entry.cts', 'functions/src/events/inquiryReactions.ts'];

const serverImportTargets = (file: string, text: string) =>
  importSpecifiers(text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));

/** (h) Files outside the channel adapters that import one, other than the composition points. */
function channelImportsOutsideAdapters(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file }) => !CHANNEL_DIRS.some((dir) => isInside(file, dir)) && !CHANNEL_COMPOSERS.includes(file))
    .flatMap(({ file, text }) => serverImportTargets(file, text).filter((target) => CHANNEL_DIRS.some((dir) => isInside(target, dir))).map((target) => `${file} imports ${target}`));
}

/** (i) Files that write a person's message on an inquiry other than through the commands (the demo seed replays history). */
function messageWritersBesideCommands(files: { file: string; text: string }[]): string[] {
  const allowed = ['functions/src/inquiries/inquiryActions.ts', 'functions/src/inquiries/inquiryRecords.ts', 'functions/src/dev/demoInquiries.ts'];
  return files.filter(({ file, text }) => !allowed.includes(file) && /\bmessageRecord\s*\(/.test(text)).map(({ file }) => file);
}

describe('one door in, events out', () => {
  it('(h) no domain module imports a channel adapter: only the entry point and the reactions to events reach Slack', () => {
    expect(channelImportsOutsideAdapters([{ file: 'functions/src/inquiries/x.ts', text: "import { postWebReply } from '../slack/inquiryThreads';" }])).toHaveLength(1);
    expect(channelImportsOutsideAdapters([{ file: 'functions/src/slack/x.ts', text: "import { postReply } from '../inquiries/inquiryActions';" }])).toEqual([]);
    expect(channelImportsOutsideAdapters([{ file: 'functions/src/events/inquiryReactions.ts', text: "import { postWebReply } from '../slack/inquiryThreads';" }])).toEqual([]);
    expect(channelImportsOutsideAdapters(functionSources)).toEqual([]);
  });

  it('(i) a person\'s message on an inquiry is written only by the inquiry commands, whatever the channel', () => {
    expect(messageWritersBesideCommands([{ file: 'functions/src/slack/x.ts', text: 'batch.create(ref, messageRecord({ body }, author, now));' }])).toHaveLength(1);
    expect(messageWritersBesideCommands(functionSources)).toEqual([]);
  });
});

// The shared package is a platform every deploy of every area must stay compatible with: an area's
// own reads, writes and widgets live in the area (features/<feature>/api, src/lib).
const AREA_ENTRIES = { '@madoguchi/shared/data': 'shared/src/data/index.ts', '@madoguchi/shared/ui': 'shared/src/ui/index.ts' } as const;
const SHARED_REASON = /Shared because/;

/** Each name an entry exports, with the module (repo-relative, no extension) it comes from. */
function entryExports(entryFile: string, text: string): Map<string, string> {
  const dir = path.posix.dirname(entryFile);
  const names = new Map<string, string>();
  for (const statement of ts.createSourceFile(entryFile, text, ts.ScriptTarget.Latest).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const target = path.posix.normalize(path.posix.join(dir, statement.moduleSpecifier.text));
    for (const element of statement.exportClause.elements) names.set(element.name.text, target);
  }
  return names;
}

/** The names a file imports from a package entry, by static import or export … from. */
function namesImportedFrom(file: string, text: string, specifier: string): string[] {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest).statements.flatMap((statement) => {
    const from = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!from || !ts.isStringLiteral(from) || from.text !== specifier) return [];
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : (statement as ts.ExportDeclaration).exportClause;
    if (!bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) return [];
    return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
  });
}

/**
 * (j) Modules of the data and ui entries that fewer than two apps use (tests and test kits aside) and
 * that do not say at their top why they are shared ("Shared because …"); modules of other shared
 * entries (contracts, search, …) are not this rule's.
 */
function areaModulesInShared(files: { file: string; text: string }[]): string[] {
  const users = new Map<string, Set<string>>();
  for (const [specifier, entryFile] of Object.entries(AREA_ENTRIES)) {
    const entry = files.find(({ file }) => file === entryFile);
    if (!entry) continue;
    const exported = entryExports(entryFile, entry.text);
    for (const module of exported.values()) if (module.startsWith(path.posix.dirname(entryFile))) users.set(module, users.get(module) ?? new Set());
    for (const { file, text } of files) {
      const app = workspaceOf(file);
      if (!app || app === 'shared' || /\.test\.tsx?$|TestKit\.tsx?$/.test(file)) continue;
      for (const name of namesImportedFrom(file, text, specifier)) users.get(exported.get(name) ?? '')?.add(app);
    }
  }
  // The reason comes before the module's first export.
  const reasonGiven = (module: string) => {
    const source = files.find(({ file }) => file === `${module}.ts` || file === `${module}.tsx`);
    return Boolean(source && SHARED_REASON.test(source.text.slice(0, Math.max(0, source.text.search(/^export /m)))));
  };
  return [...users].filter(([module, apps]) => apps.size < 2 && !reasonGiven(module)).map(([module, apps]) => `${module} (${[...apps].join(', ') || 'no app'})`);
}

const withText = (file: string) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') });
const sharedAndAppSources = SCANNED.flatMap((pkg) => listSources(`${pkg}/src`)).map(withText);
const functionsSources = listSources('functions/src').map(withText);

describe('shared is a platform', () => {
  it('(j) a module of the data or ui entry serves two apps, or says at its top why it is shared', () => {
    const entry = { file: 'shared/src/data/index.ts', text: "export { fetchTenants } from './tenants';\nexport { Page } from '../ui/Page';" };
    const tenants = (top: string) => ({ file: 'shared/src/data/tenants.ts', text: `${top}export async function fetchTenants() {}` });
    const use = (app: string) => ({ file: `${app}/src/features/x/X.tsx`, text: "import { fetchTenants } from '@madoguchi/shared/data';" });
    expect(areaModulesInShared([entry, tenants(''), use('system-admin-app')])).toEqual(['shared/src/data/tenants (system-admin-app)']);
    expect(areaModulesInShared([entry, tenants(''), use('system-admin-app'), { ...use('system-admin-app'), file: 'system-admin-app/src/X.test.tsx' }])).toHaveLength(1);
    expect(areaModulesInShared([entry, tenants(''), use('system-admin-app'), use('tenant-admin-app')])).toEqual([]);
    expect(areaModulesInShared([entry, tenants('// Shared because the early page reads it.\n'), use('system-admin-app')])).toEqual([]);
    expect(areaModulesInShared([entry, tenants('export const x = 1;\n// Shared because it is late.\n'), use('system-admin-app')])).toHaveLength(1);

    expect(areaModulesInShared(sharedAndAppSources)).toEqual([]);
  });
});

/**
 * Places in `files` (tests aside) that read a stored document's fields by hand: `x.get('field')` on
 * anything but URL search parameters, or indexing `x.data()`. They decode through the document's
 * contract instead (shared/src/contracts/documents, docs/decisions/0009-stored-document-contracts.md).
 */
function handReadFields(files: { file: string; text: string }[]): string[] {
  const byHand = /\b([\w$.]+)\.get\(\s*['"`]|\.data\([^)]*\)\s*\??\.?\[/g;
  const searchParams = /^(search|searchParams|params|url\.searchParams|headers|form)$/;
  return files
    .filter(({ file }) => !/\.test\.tsx?$/.test(file))
    .flatMap(({ file, text }) =>
      [...text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').matchAll(byHand)]
        .filter((match) => !(match[1] && searchParams.test(match[1])))
        .map((match) => `${file}: ${match[0]}`),
    );
}

describe('one contract per stored document', () => {
  it('(k) the browser reads no stored document field by hand: each decodes through its contract', () => {
    const sample = (text: string) => handReadFields([{ file: 'shared/src/data/x.ts', text }]);
    expect(sample("const name = snapshot.get('name');")).toHaveLength(1);
    expect(sample("const name = doc.data()?.['name'];")).toHaveLength(1);
    expect(sample("const q = search.get('q') ?? '';")).toEqual([]);
    expect(sample("// snapshot.get('name') is how it was done\nconst x = decodeDocument(schema, doc.data());")).toEqual([]);
    expect(handReadFields([{ file: 'shared/src/data/x.test.ts', text: "snapshot.get('name')" }])).toEqual([]);

    expect(handReadFields(sharedAndAppSources)).toEqual([]);
  });

  it('(l) nor does the server: its writers and readers share the contracts (server-only documents have theirs beside their owner)', () => {
    expect(functionsSources.length).toBeGreaterThan(100);
    expect(handReadFields(functionsSources)).toEqual([]);
  });
});
