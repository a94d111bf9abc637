import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const frontEnd = ['shared', 'shell', 'user-app', 'tenant-admin-app', 'system-admin-app'];

// Fluent names some built-in buttons in English ("Clear selection", "clear", "Open"): the apps give
// them Japanese labels from the shared package (shared/src/ui/japaneseLabels.ts).
const japaneseLabelled = [
  ['Dropdown', 'JAPANESE_DROPDOWN'],
  ['Combobox', 'JAPANESE_COMBOBOX'],
  ['SearchBox', 'JAPANESE_SEARCHBOX'],
].map(([control, labels]) => ({
  selector: `JSXOpeningElement[name.name='${control}']:not(:has(JSXSpreadAttribute > Identifier[name='${labels}']))`,
  message: `${control} には '@madoguchi/shared/ui' の {...${labels}} を付けて、組み込みのボタンに日本語の名前を付けてください。`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', 'functions/lib/**', '**/node_modules/**', '.cache/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: frontEnd.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // docs/architecture.md#which-way-imports-go: only the shared package starts Firebase, so there is one
    // client. The areas' data modules (features/*/api) take the SDK from its loaders and only the types
    // from firebase.
    files: ['shell/**/*.{ts,tsx}', 'user-app/**/*.{ts,tsx}', 'tenant-admin-app/**/*.{ts,tsx}', 'system-admin-app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...japaneseLabelled],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              allowTypeImports: true,
              message: 'Firebase は @madoguchi/shared の読み込み関数経由で使ってください(型だけは import type で可)。',
            },
            {
              group: ['@madoguchi/shell', '@madoguchi/user-app', '@madoguchi/tenant-admin-app', '@madoguchi/system-admin-app'],
              message: 'アプリ同士は import せず、@madoguchi/shared の契約を介してください。',
            },
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message: "ルーターは '@madoguchi/shared/router' から import してください(全アプリで1つのルーターを共有するため)。",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared package's other entries (api, data, ui, …) are federated singletons of their own, and
    // each build bundles its own copy of what they import by path. State (the Firebase app, auth store,
    // toasts, runtime config) must therefore come from the core singleton, by the package's name.
    files: ['shared/src/**/*.{ts,tsx}'],
    // The early entry is bundled alone into the shell's first script, which has no app state to share.
    ignores: ['shared/src/index.ts', 'shared/src/{firebase,auth,notify,config,router}/**', 'shared/src/early/index.ts', 'shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../firebase/app', '../firebase/auth', '../firebase/firestore', '../firebase/functions', '../firebase/storage', '../auth/*', '../notify/*', '../config/*'],
              message: "状態を持つモジュールは '@madoguchi/shared' から import してください(各ビルドに別のコピーができるため)。",
            },
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message: "ルーターは '@madoguchi/shared/router' から import してください(全アプリで1つのルーターを共有するため)。",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
