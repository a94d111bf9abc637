// Three kinds of test, run by scripts/test.mjs in this order: unit (no services; with them, the dev
// servers' compilation), integration (against the Firebase emulators) and e2e (production builds in
// Debian's chromium); then the index coverage check of the queries those two ran.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// firebase and friends, sanitize-html's parser (htmlparser2 and its dom packages) and csv-stringify's
// browser build ship ESM only in places; let swc compile them.
const compiledPackages = 'firebase|@firebase|zod|sanitize-html|htmlparser2|domhandler|domelementtype|domutils|dom-serializer|entities|csv-stringify';
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${compiledPackages})/)`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/functions/lib/', '<rootDir>/.cache/'],
  // A shifted emulator stack's copy of the functions (scripts/emulators/stack.mjs) is no module of ours.
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
};

module.exports = {
  // A worker holding more than this after a file is replaced before the next. Each file's module
  // registry (jsdom and Fluent UI; the two Firebase SDKs and their protobuf descriptors) stays behind in
  // the process: in one process the heap grew by 100 MB a file to 3.5 GB, and the garbage collector's
  // work with it (integration 436 → 233 CPU-s, unit 252 → 199). It also keeps a single worker where jest
  // would otherwise run the files in its own process (--maxWorkers=1).
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // Fluent's barrel loads its packages as a screen first uses them (test/setup/lazyFluentBarrel.cjs).
      transform: { '/@fluentui/react-components/lib-commonjs/index\\.cjs$': '<rootDir>/test/setup/lazyFluentBarrel.cjs', ...common.transform },
      transformIgnorePatterns: [`/node_modules/(?!@fluentui/react-components/lib-commonjs/index\\.cjs$|(${compiledPackages})/)`],
      testMatch: ['<rootDir>/{shared,shell,user-app,tenant-admin-app,system-admin-app}/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/ceiling.ts', '<rootDir>/test/setup/unit.ts'],
    },
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/functions/test/**/!(*.int).test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/ceiling.ts'],
    },
    {
      ...common,
      // Each app's dev server as `npm start` runs it, compiled once: no error, no warning (no overlay).
      displayName: 'dev-build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/dev-build/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/slow.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      // The shared package's client on the stack the environment names (npm test runs one beside the spec's).
      moduleNameMapper: { '^\\./emulators$': '<rootDir>/test/support/stackEmulatorPorts.ts' },
      setupFiles: ['<rootDir>/test/setup/integration.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/slow.ts', '<rootDir>/test/setup/queryShapes.ts', '<rootDir>/test/setup/functionWorkers.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/slow.ts', '<rootDir>/test/setup/queryShapes.ts', '<rootDir>/test/setup/functionWorkers.ts'],
    },
    {
      ...common,
      // Every route as every role at a phone's and a desktop's width, on the production builds served
      // by the Hosting emulator (scripts/preview.mjs) with fresh demo data, before e2e-hosting changes it.
      displayName: 'crawler',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/crawler/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/slow.ts'],
    },
    {
      ...common,
      // The production builds served by the Hosting emulator (scripts/preview.mjs), after the others.
      displayName: 'e2e-hosting',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e-hosting/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/slow.ts'],
    },
    {
      ...common,
      // After integration and e2e: every query shape they recorded against firestore.indexes.json.
      displayName: 'index-coverage',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/index-coverage/*.test.ts'],
    },
  ],
};
