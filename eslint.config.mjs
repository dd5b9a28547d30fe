// One lint configuration for every workspace: typescript-eslint's recommended rules,
// React hooks rules for the SPA, and Prettier owning all formatting.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'local-service/web/**',
      '**/coverage/**',
      'data/**',
      'frontend/src/lib/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['backend/**/*.js', 'local-service/**/*.js', '*.js', '.ci/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  frontendBoundaries(),
  ...backendSharedLayer(),
  backendModuleLayers(),
  {
    // The frontend's unit tests share their worker's modules (vite.config.ts, isolate: false):
    // a module another file already loaded would stay the real one.
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules (isolate: false): stub fetch instead.',
        })),
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);

/**
 * The backend's shared layer (docs/architecture.md) is the only way to read the time and to mark a
 * field optional: services inject `Clock`, DTOs use `@Optional()` (null refused) from
 * common/validation. And one module owns the users table (modules/users): the others ask
 * UsersService, never hold `Repository<UserEntity>` nor write SQL naming the table.
 */
function backendSharedLayer() {
  const clock = [
    {
      selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      message: 'Inject Clock (common/clock) and call clock.nowMs() instead of Date.now().',
    },
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Inject Clock (common/clock) and call clock.now() instead of new Date().',
    },
  ];
  const usersTable = 'The users module owns the users table: ask UsersService (modules/users).';
  const usersOwner = [
    ...['InjectRepository', 'getRepositoryToken', 'getRepository'].map((callee) => ({
      selector: `CallExpression[callee.name='${callee}'] > Identifier.arguments[name='UserEntity'], CallExpression[callee.property.name='${callee}'] > Identifier.arguments[name='UserEntity']`,
      message: usersTable,
    })),
    {
      selector: "CallExpression[callee.property.name='forFeature'] Identifier[name='UserEntity']",
      message: usersTable,
    },
    ...['Literal', 'TemplateElement'].map((node) => ({
      selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/\\b(FROM|JOIN|INTO|UPDATE)\\s+"?users\\b/i]`,
      message: usersTable,
    })),
  ];
  const optional = {
    paths: [
      {
        name: 'class-validator',
        importNames: ['IsOptional'],
        message:
          'Use @Optional() from common/validation/optional: @IsOptional() lets null through to NOT NULL columns.',
      },
    ],
  };
  const rules = (selectors) => ({
    'no-restricted-syntax': ['error', ...selectors],
    'no-restricted-imports': ['error', optional],
  });
  const ignores = ['backend/src/**/*.spec.ts', 'backend/src/common/clock/**'];
  return [
    { files: ['backend/src/**/*.ts'], ignores, rules: rules(clock) },
    {
      files: ['backend/src/**/*.ts'],
      ignores: [...ignores, 'backend/src/modules/users/**', 'backend/src/database/migrations/**'],
      rules: rules([...clock, ...usersOwner]),
    },
  ];
}

/**
 * Backend modules (backend/src/modules/*), lowest first: a module may import only the modules
 * listed before it, so dependencies point one way and no import cycle between modules can form
 * (docs/architecture.md, "Backend"). A new module takes the place above everything it uses;
 * a dependency the list refuses means the code belongs lower, or the two meet in a module above
 * both (as customer-dashboard composes organizations, billing and servers). `common/` is the shared
 * layer under every module and imports none of them.
 */
function backendModuleLayers() {
  const BACKEND_MODULES_BOTTOM_UP = [
    'users',
    'access',
    'audit',
    'metrics',
    'security-log',
    'sessions',
    'csrf',
    'throttling',
    'two-factor',
    'api-tokens',
    'identity',
    'auth',
    'profile',
    'admin',
    'health',
    'memory',
    'assistants',
    'edge',
    'leads',
    // Above auth (sign-in policy) and leads (the SMTP mailer): forgotten passwords (issue 34).
    'password-reset',
    'organizations',
    'billing',
    'servers',
    'licenses',
    'plan-knowledge',
    'customer-dashboard',
    // Above servers and organizations: it reports the customers' AI servers (issue 34).
    'monitoring',
    'customers',
    'local-edition',
    'knowledge',
    // Above knowledge and organizations: assistants with a knowledge scope, for teams (issue 42).
    'custom-assistants',
    // Limits of teams, members and tokens (issue 40): stored here, enforced by the gateway.
    'limits',
    'gateway',
    'usage',
  ];
  const src = 'backend/src';
  // The usage module's contract (GenerationMeter, TokenAllowance) imports nothing: every module
  // may use it, so producers such as the assistants and the gateway need not sit above usage.
  const SEAMS = [{ category: 'usage-contract', pattern: `${src}/modules/usage/usage.contract.ts` }];
  const infrastructure = ['common', 'config', 'database', 'redis'];
  const policies = BACKEND_MODULES_BOTTOM_UP.map((name, index) => ({
    from: { element: { types: `module:${name}` } },
    allow: {
      to: {
        element: {
          types: {
            anyOf: [
              ...BACKEND_MODULES_BOTTOM_UP.slice(0, index + 1).map((m) => `module:${m}`),
              ...infrastructure,
            ],
          },
        },
      },
    },
  }));
  return {
    files: [`${src}/modules/**/*.ts`, `${src}/common/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'backend/tsconfig.json' } },
      'boundaries/elements': [
        ...BACKEND_MODULES_BOTTOM_UP.map((name) => ({
          type: `module:${name}`,
          pattern: `${src}/modules/${name}`,
        })),
        ...infrastructure.map((name) => ({ type: name, pattern: `${src}/${name}` })),
      ],
      'boundaries/files': SEAMS,
    },
    rules: {
      // A module folder missing from the list above would escape the check.
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...policies,
            {
              from: { element: { types: BACKEND_MODULES_BOTTOM_UP.map((m) => `module:${m}`) } },
              allow: { to: { file: { categories: SEAMS.map((seam) => seam.category) } } },
            },
            {
              from: { element: { types: 'common' } },
              allow: { to: { element: { types: { anyOf: ['common', 'config'] } } } },
            },
          ],
        },
      ],
    },
  };
}

/**
 * The SPA's layers (docs/architecture.md, "Frontend"): a route in `app/` composes features; a
 * feature never imports another feature; `components/`, `hooks/` and `lib/` never import a
 * feature. Files of one feature may import each other freely (same element).
 */
function frontendBoundaries() {
  const src = 'frontend/src';
  const shared = ['components', 'hooks', 'lib', 'config'];
  const allow = (from, to) => ({
    from: { element: { types: { anyOf: from } } },
    allow: { to: { element: { types: { anyOf: to } } } },
  });
  return {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'frontend/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: `${src}/app` },
        { type: 'feature', pattern: `${src}/features/*`, capture: ['feature'] },
        { type: 'components', pattern: `${src}/components` },
        { type: 'hooks', pattern: `${src}/hooks` },
        { type: 'lib', pattern: `${src}/lib` },
        { type: 'config', pattern: `${src}/config` },
        { type: 'testing', pattern: `${src}/testing` },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The entry points directly in src/ (main.tsx, entry-server.tsx).
        { category: 'entry', pattern: `${src}/*.{ts,tsx}` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { file: { categories: 'entry' } },
              allow: { to: { element: { types: { anyOf: ['app', ...shared] } } } },
            },
            allow(['app'], ['app', 'feature', ...shared]),
            allow(['feature'], shared),
            allow(['components'], shared),
            allow(['hooks'], ['hooks', 'lib', 'config']),
            allow(['lib'], ['lib', 'config']),
            allow(['config'], ['config']),
            allow(['testing'], ['app', ...shared]),
            // Tests may use the test helpers, whatever layer they sit in.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: 'testing' } } },
            },
          ],
        },
      ],
    },
  };
}
