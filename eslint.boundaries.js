import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The boundaries the linter enforces (decision 025), as import-x zones. Every zone lives in the
 * one `import-x/no-restricted-paths` entry below: in flat config a later block that sets the
 * same rule for the same files replaces it, so never set that rule anywhere else.
 * test/lint/boundaries.test.ts proves each zone fires.
 *
 * Zones are read from the folders, so a new feature or module is covered without editing this.
 */

const root = import.meta.dirname;
const FEATURES = 'src/web/features';
const MODULES = 'src/server/modules';
const SERVER = 'src/server';
const CREDITS = 'src/server/platform/credits';
const PLATFORM = 'src/server/platform';
const PROVIDERS = 'src/server/providers';

const foldersOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Every linted place outside `dir` (a folder under src/): at each level of its path, the
 * siblings (files and folders, existing or not yet), and the tests and benchmarks.
 */
function everywhereBut(dir) {
  const places = ['test', 'bench', 'e2e'];
  const parts = dir.split('/');
  for (let level = 1; level < parts.length; level++) {
    const sibling = `${parts.slice(0, level).join('/')}/!(${parts[level]})`;
    places.push(sibling, `${sibling}/**`);
  }
  return places;
}

/** The production files of `place` (a folder or one .ts file); tests beside them are not. */
const productionOf = (place) =>
  place.endsWith('.ts') ? place : `${place}/**/!(*.test|testing).ts`;

/** Production server code outside `dir` (a folder directly under src/server). */
const productionOutside = (dir) => [
  `${SERVER}/!(${dir})/**/!(*.test|testing).ts`,
  `${SERVER}/!(*.test|testing).ts`,
];

/**
 * The server's floors, top down: a floor imports only the floors below it (and itself). The
 * kernel on the ground floor holds what several floors need and imports nothing of the server.
 */
const LAYERS = [
  ['the entry', [`${SERVER}/main.ts`, `${SERVER}/runtime.ts`]],
  ['the app and the CLI', [`${SERVER}/app.ts`, `${SERVER}/cli`, `${SERVER}/supervisor.ts`]],
  ['modules', [`${SERVER}/modules`]],
  ['services.ts', [`${SERVER}/services.ts`]],
  ['providers', [PROVIDERS]],
  ['platform', [PLATFORM]],
  [
    'media, db and config',
    [
      `${SERVER}/media`,
      `${SERVER}/db`,
      `${SERVER}/config`,
      `${SERVER}/config.ts`,
      `${SERVER}/logger.ts`,
      `${SERVER}/process-end.ts`,
      `${SERVER}/exit-codes.ts`,
    ],
  ],
  ['the kernel', [`${SERVER}/kernel`]],
];
const LAYER_ORDER =
  'main → app/cli → modules → services → providers → platform → media/db/config → kernel';

const features = foldersOf(FEATURES);
const modules = foldersOf(MODULES);
/** The capabilities that have a built-in engine of their own (providers/<capability>/local/). */
const capabilities = foldersOf(PROVIDERS);
const localEngines = capabilities.filter((capability) =>
  existsSync(path.join(root, PROVIDERS, capability, 'local')),
);
/** Platform folders with a face of their own (credits has its stricter zone below). */
const platformFolders = foldersOf(PLATFORM).filter((folder) => folder !== 'credits');

const zones = [
  // Web: a feature imports no other feature (bulletproof-react); shared code lives in
  // components/, lib/ or src/shared.
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: move what both need to components/ or lib/.',
  })),
  // Web: components/ and lib/ are below the features: they import none of them.
  {
    target: ['src/web/components', 'src/web/lib'],
    from: FEATURES,
    message: 'components/ and lib/ must not import a feature.',
  },
  // Web: the app layer (router, layouts) and the entry files reach a feature only through its
  // pages, loaded one chunk per page (a barrel index would merge the chunks).
  ...features.map((feature) => ({
    target: ['src/web/app', 'src/web/*.{ts,tsx}'],
    from: `${FEATURES}/${feature}`,
    except: ['./pages'],
    message: 'The app imports a feature only through its pages (features/<name>/pages/*).',
  })),
  // The browser bundle and the shared contracts never pull server code.
  {
    target: ['src/web', 'src/shared'],
    from: 'src/server',
    message: 'Web and shared code must not import server code.',
  },
  // Server: a module's face is its index.ts (and testing.ts, for tests); the rest is its own.
  ...modules.map((module) => ({
    target: everywhereBut(`${MODULES}/${module}`),
    from: `${MODULES}/${module}`,
    except: ['./index.ts', './testing.ts'],
    message: `Import the ${module} module through its index.ts; its other files are its own.`,
  })),
  // Server: a module's testing.ts (seeds, fakes) is for tests, never production code.
  {
    target: 'src/server/**/!(*.test|testing).ts',
    from: `${MODULES}/*/testing.ts`,
    message: "A module's testing.ts is for tests only.",
  },
  // Server: the credit ledger is reached through platform/credits/index.ts.
  {
    target: everywhereBut(CREDITS),
    from: CREDITS,
    except: ['./index.ts'],
    message: 'Import the credit ledger through platform/credits/index.ts.',
  },
  // Server: a capability's built-in engine (providers/<capability>/local/) is reached from
  // outside the capability only through local/index.ts; its other files are its own.
  // (Production code outside providers/ is held to the capability's index.ts just below.)
  ...localEngines.map((capability) => ({
    target: [
      `${PROVIDERS}/!(${capability})/**`,
      `${PROVIDERS}/*.ts`,
      'test',
      'bench',
      'e2e',
      `${SERVER}/!(providers)/**/*.test.ts`,
      `${SERVER}/!(providers)/**/testing.ts`,
      `${SERVER}/*.test.ts`,
    ],
    from: `${PROVIDERS}/${capability}/local`,
    except: ['./index.ts'],
    message: `Import the local ${capability} engine through providers/${capability}/local/index.ts.`,
  })),
  // Server: production code reaches a provider only through its capability's face,
  // providers/<capability>/index.ts (ports, registry, local engine); vendor files are its own.
  {
    target: productionOutside('providers'),
    from: `${PROVIDERS}/**`,
    except: [path.join(root, PROVIDERS, '*/index.ts')],
    message: "Import a provider through its capability's face, providers/<capability>/index.ts.",
  },
  // Server: a platform folder is reached through its index.ts; its own files import each other.
  ...platformFolders.map((folder) => ({
    target: [
      `${PLATFORM}/!(${folder})/**/!(*.test|testing).ts`,
      `${PLATFORM}/!(*.test|testing).ts`,
      ...productionOutside('platform'),
    ],
    from: `${PLATFORM}/${folder}`,
    except: ['./index.ts'],
    message: `Import platform/${folder} through its index.ts.`,
  })),
  // Server: tables are queried only in repositories (*repo.ts, *-sql.ts; the job queue's
  // sql.ts) and the database code itself; tests and testing.ts seed and read them freely.
  {
    target: [`${SERVER}/!(db)/**/!(*.test|testing|*repo|*-sql|sql).ts`, `${SERVER}/!(*.test).ts`],
    from: `${SERVER}/db/schema`,
    message: 'Only repositories (*repo.ts, *-sql.ts) import db/schema: move the query into one.',
  },
  // Server: the floors. Nothing imports a floor above its own.
  ...LAYERS.map(([name, places], level) => {
    const above = LAYERS.slice(0, level).flatMap(([, higher]) => higher);
    return {
      target: places.map(productionOf),
      from: above,
      message: `${name} must not import a floor above it (${LAYER_ORDER}).`,
    };
  }).filter((zone) => zone.from.length > 0),
];

const typescriptFiles = ['**/*.{ts,tsx}'];

export const boundaries = [
  {
    files: typescriptFiles,
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `.js` specifiers to their `.ts` files and the @shared alias, as tsc does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    // No import cycles in src/ (type-only imports do not count: they vanish at build time).
    files: ['src/**/*.{ts,tsx}', 'test/fixtures/lint/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
