// Lint for `npm test` and `npm run lint` (zero warnings). Type-aware typescript-eslint, React hooks,
// accessibility, and the import boundaries of docs/architecture.md:
//   src/generated → src/shared → flows → src/portal | src/platform | src/desk
// (each may import only what is left of it, and itself); portal, platform and the payments desk
// (src/desk, its own bundle) never import each other.
//
// Inside the portal, a *feature* is a folder under src/portal/features/, named after its flow or
// platform area (login, registration, games, member, ...); the other folders directly under
// src/portal/ are the portal's core (PORTAL_CORE below: the app frame, the API client, state, the
// block engine, the shell, i18n and the plain screens), which every feature uses. Another folder may
// import a feature only through its public entry, `src/portal/features/<feature>/index.ts` (or
// index.tsx); a lazily loaded part is a loader function there (`loadX = () => import('./X.tsx')`),
// so the entry stays small. Files inside the same feature import each other freely.
//
// The platform (src/platform) has the same shape. Its *kernel* (PLATFORM_KERNEL: database, ledger,
// settings, security, notifications, jobs, call schemas and the small shared modules) imports no
// feature. A *feature* is a folder under src/platform/features/ (found by the app from its
// feature.ts); other platform code imports it only through its index.ts, and nothing imports its
// feature.ts. Inside a feature the layers run one way, told by file name: *routes.ts -> the
// service (the other files) -> *store.ts: a store imports no service or routes of its feature, a
// service no routes. The rest of src/platform (app.ts, server.ts, seeds, the portal page) composes
// features and kernel; of it, features may use the game and payment providers and the merchant's
// content (PLATFORM_SHARED_DIRS).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import noIssueComments from './scripts/lint/no-issue-comments.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Portal folders that are infrastructure, not features: any portal file may import any file in them. */
const PORTAL_CORE = ['app', 'api', 'state', 'engine', 'blocks', 'shell', 'i18n', 'pages', 'sections', 'ui'];
const core = `{${PORTAL_CORE.join(',')}}`;

/** Layers, innermost first: each may import itself and the layers listed for it. */
const layers = {
  generated: [],
  shared: ['generated'],
  flows: ['shared', 'generated'],
  platform: ['flows', 'shared', 'generated'],
  'platform-kernel': ['shared', 'generated'],
  'platform-feature': ['flows', 'shared', 'generated'],
  portal: ['flows', 'shared', 'generated'],
  desk: ['shared', 'generated'],
};
const portalTypes = ['portal', 'portal-core', 'portal-feature'];

/** Platform folders and files that are the kernel: they import no feature and no app-level file. */
const PLATFORM_KERNEL_DIRS = ['db', 'ledger', 'settings', 'security', 'notifications', 'jobs', 'calls'];
const PLATFORM_KERNEL_FILES = [
  'context', 'clock', 'errors', 'policy', 'validation', 'encryption', 'input-rules', 'client-errors',
  'merchants', 'merchant-check-record', 'merchant-day', 'merchant-texts', 'feature', 'stores', 'discover-features',
];
/** App-level folders that features may use too: the reference game and payment providers, the merchant's content. */
const PLATFORM_SHARED_DIRS = ['games', 'payments', 'content'];
const platformTypes = ['platform', 'platform-kernel', 'platform-feature'];
const KERNEL_FILE = `{${PLATFORM_KERNEL_FILES.join(',')}}.ts`;
/** The kernel: its folders, and its files directly in src/platform. */
const kernel = [{ type: 'platform-kernel' }, { type: 'platform', fileInternalPath: KERNEL_FILE }];
const ROUTES = '**/*routes.ts';
const STORE = '**/*store.ts';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'reports/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // XState's fromPromise and Fastify's handlers take async functions by design, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // Every hit was an object-literal method closing over its state (no `this`) or a method-shaped
      // prop type; the rule cannot tell those from a detached class method.
      '@typescript-eslint/unbound-method': 'off',
      // String(x) on JSON values whose shape the schemas already checked; the rule sees `unknown`.
      '@typescript-eslint/no-base-to-string': 'off',
      // React event handlers may be async; their promise is not awaited by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Same convention as TypeScript's noUnusedLocals/noUnusedParameters: a leading _ means "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests read untyped JSON replies (light-my-request, fetch) and assert on them with expect().
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-in actors reject with the platform's plain error envelope, as the wire does.
      '@typescript-eslint/only-throw-error': 'off',
      // Playwright fixtures must destructure their first argument, even when they use none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}', 'flows/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'tests/**/*.{ts,tsx}'],
    plugins: { comments: { rules: { 'no-issue-numbers': noIssueComments } } },
    rules: { 'comments/no-issue-numbers': 'error' },
  },
  {
    // Written by json-schema-to-typescript (npm run gen:types): an open schema object becomes `{}`, an open
    // request's extra parameters `[k: string]: unknown | undefined`.
    files: ['src/generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  {
    // Plain JS (this file, the demo games' browser scripts) is not in the TypeScript project.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/portal/**/*.{ts,tsx}', 'src/desk/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}', 'flows/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'flows/**/*'],
      'boundaries/elements': [
        { type: 'generated', pattern: 'src/generated/**', partialMatch: false },
        { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
        { type: 'flows', pattern: 'flows/**', partialMatch: false },
        { type: 'platform-feature', pattern: 'src/platform/features/*', capture: ['feature'], partialMatch: false },
        { type: 'platform-kernel', pattern: `src/platform/{${PLATFORM_KERNEL_DIRS.join(',')}}`, partialMatch: false },
        // The files directly in src/platform and its other folders; policies tell the kernel's files by name.
        { type: 'platform', pattern: 'src/platform', partialMatch: false },
        { type: 'portal-core', pattern: `src/portal/${core}/**`, partialMatch: false },
        { type: 'portal-feature', pattern: 'src/portal/features/*', capture: ['feature'] },
        { type: 'portal', pattern: 'src/portal/*.{ts,tsx}', partialMatch: false },
        { type: 'desk', pattern: 'src/desk/**', partialMatch: false },
      ],
      // Static imports, re-exports and import(): all of them are dependencies.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Also files of one element: a platform feature's layers and the platform's kernel files live in one.
          checkInternals: true,
          policies: [
            ...Object.entries(layers).map(([from, allowed]) => ({
              from: { element: { types: from === 'portal' ? portalTypes : [from] } },
              allow: { to: { element: { types: [...(from === 'portal' ? portalTypes : [from]), ...allowed] } } },
            })),
            // The platform: app-level code uses kernel and features; a feature the kernel (and other
            // features, below); the kernel only itself.
            { from: { element: { type: 'platform' } }, allow: { to: { element: { types: platformTypes } } } },
            { from: { element: { type: 'platform-feature' } }, allow: { to: { element: kernel } } },
            // The games and payment providers and the merchant's content serve features and app alike.
            { from: { element: { type: 'platform-feature' } }, allow: { to: { element: { type: 'platform', fileInternalPath: `{${PLATFORM_SHARED_DIRS.join(',')}}/**` } } } },
            { from: { element: kernel }, allow: { to: { element: kernel } } },
            { from: { element: kernel }, disallow: { to: { element: [{ type: 'platform-feature' }, { type: 'platform', fileInternalPath: `!${KERNEL_FILE}` }] } } },
            // Another feature only through its index.ts (the last matching policy decides)...
            { from: { element: { type: 'platform-feature' } }, allow: { to: { element: { type: 'platform-feature', fileInternalPath: 'index.ts' } } } },
            { from: { element: { types: platformTypes } }, disallow: { to: { element: { type: 'platform-feature', fileInternalPath: '!index.ts' } } } },
            // ...and open inside the feature, layer by layer: routes -> service -> store.
            {
              from: { element: { type: 'platform-feature' } },
              allow: { to: { element: { type: 'platform-feature' } }, dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { type: 'platform-feature', fileInternalPath: `!${ROUTES}` } },
              disallow: { to: { element: { type: 'platform-feature', fileInternalPath: ROUTES } }, dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { type: 'platform-feature', fileInternalPath: STORE } },
              disallow: { to: { element: { type: 'platform-feature', fileInternalPath: `!${STORE}` } }, dependency: { relationship: { to: 'internal' } } },
            },
            // feature.ts is read by the app's discovery alone, and reads every layer of its feature.
            { from: { element: { types: platformTypes } }, disallow: { to: { element: { type: 'platform-feature', fileInternalPath: 'feature.ts' } } } },
            {
              from: { element: { type: 'platform-feature', fileInternalPath: 'feature.ts' } },
              allow: { to: { element: { type: 'platform-feature' } }, dependency: { relationship: { to: 'internal' } } },
            },
            // A feature's internals are closed to other folders (the last matching policy decides)...
            {
              from: { element: { types: portalTypes } },
              disallow: { to: { element: { type: 'portal-feature', fileInternalPath: '!index.{ts,tsx}' } } },
            },
            // ...but open inside the feature itself,
            {
              from: { element: { type: 'portal-feature' } },
              allow: { to: { element: { type: 'portal-feature' } }, dependency: { relationship: { to: 'internal' } } },
            },
          ],
        },
      ],
    },
  },
);
