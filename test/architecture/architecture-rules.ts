/**
 * The layer rules of the house, as data, and a checker over an import graph.
 * web ──► domain ◄── application ◄── adapters ◄── api / cli
 */
export const LAYERS = ['domain', 'application', 'adapters', 'api', 'cli', 'web', 'test', 'fixtures', 'bench', 'drill'] as const;
export type Layer = (typeof LAYERS)[number];

/** Which layers each layer may import (itself always allowed). */
const ALLOWED_LAYERS: Readonly<Record<Layer, readonly Layer[]>> = {
  domain: [],
  application: ['domain'],
  adapters: ['domain', 'application', 'fixtures'],
  api: ['domain', 'application', 'adapters'],
  cli: ['domain', 'application', 'adapters'],
  web: ['domain'],
  test: ['domain', 'application', 'adapters', 'api', 'cli', 'web', 'fixtures', 'bench', 'drill'],
  fixtures: ['domain'],
  bench: ['domain', 'application', 'adapters', 'api', 'fixtures', 'test'],
  drill: ['domain', 'application', 'adapters', 'api'],
};

/** Layers whose production code may not import any package (node built-ins included). */
const PACKAGE_FREE_LAYERS: readonly Layer[] = ['domain', 'application'];

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  /** Import specifiers as written. */
  readonly imports: readonly string[];
}

export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly rule: string;
}

export const layerOf = (path: string): Layer | undefined => {
  const first = path.split('/')[0];
  return (LAYERS as readonly string[]).includes(first ?? '') ? (first as Layer) : undefined;
};

const isTestFile = (path: string): boolean => /\.(test|spec|property\.test)\.tsx?$/.test(path) || path.includes('/__tests__/');

const isRelative = (specifier: string): boolean => specifier.startsWith('./') || specifier.startsWith('../');

/** Resolves a relative specifier against the importing file, returning a repo-relative path. */
export const resolveRelative = (fromFile: string, specifier: string): string => {
  const parts = fromFile.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
};

export const findLayerViolations = (files: readonly SourceFile[]): Violation[] => {
  const violations: Violation[] = [];
  for (const file of files) {
    const layer = layerOf(file.path);
    if (layer === undefined) continue;
    for (const specifier of file.imports) {
      if (!isRelative(specifier)) {
        if (PACKAGE_FREE_LAYERS.includes(layer) && !isTestFile(file.path)) {
          violations.push({ file: file.path, specifier, rule: `${layer}/ imports no package or node built-in` });
        }
        continue;
      }
      const target = layerOf(resolveRelative(file.path, specifier));
      if (target === undefined) {
        violations.push({ file: file.path, specifier, rule: `imports outside the known folders` });
        continue;
      }
      const testSupport = isTestFile(file.path) && (target === 'test' || target === 'fixtures');
      if (target !== layer && !ALLOWED_LAYERS[layer].includes(target) && !testSupport) {
        violations.push({ file: file.path, specifier, rule: `${layer}/ must not import ${target}/` });
      }
    }
  }
  return violations;
};

const stripExtension = (path: string): string => path.replace(/\.(js|ts|tsx|jsx)$/, '');

/** Folders whose every sub-folder is one feature: application/cart, adapters/persistence/orders, api/offers, web/src/features/catalogue. */
export const FEATURE_ROOTS = ['web/src/features', 'adapters/persistence', 'application', 'api'] as const;

/**
 * Sub-folders of a feature root that belong to every feature (the plumbing, the schema, the demo data): not a feature.
 * adapters/persistence/shared holds the statement pieces and row mappers of tables several features write in their
 * own statements (the outbox writer, product/order/content rows, the invoice counter, the unit pick, the status move).
 */
const SHARED_FOLDERS: readonly string[] = [
  'application/shared',
  'adapters/persistence/migrations',
  'adapters/persistence/seed',
  'adapters/persistence/shared',
  'api/http',
  'api/openapi',
];

/**
 * What one feature shows the others, by role: its ports (the capability it offers or needs), its
 * messages (the words another feature repeats when it answers the same thing) and, in api/, its
 * published shapes (DTOs and the mappers that fill them).
 */
const PUBLIC_ROLES: readonly RegExp[] = [/\.port$/, /-messages$/, /^api\/.+\.(dto|mapper)$/];

/** Models another feature may use, one by one: the email that every feature sending mail puts in the outbox. */
const PUBLIC_MODELS: readonly string[] = ['application/email/outgoing-email'];

/** A test may use another feature's fakes. */
const isTestSupport = (module: string): boolean => /\/(__tests__|testing)\//.test(module);

/** The feature folder a file belongs to (`application/cart`), or undefined for shared and root files. */
export const featureOf = (path: string): string | undefined => {
  const root = FEATURE_ROOTS.find((candidate) => path.startsWith(`${candidate}/`));
  if (root === undefined) return undefined;
  const rest = path.slice(root.length + 1).split('/');
  if (rest.length < 2) return undefined;
  const feature = `${root}/${rest[0]}`;
  return SHARED_FOLDERS.includes(feature) ? undefined : feature;
};

const rootOf = (feature: string): string => feature.slice(0, feature.lastIndexOf('/'));

/**
 * A feature imports another feature of the same root only through its public face (ports,
 * messages, API shapes, the named models); everything else is the other feature's insides.
 * Across roots the layer rules decide (api/orders calls application/orders' use cases).
 */
export const findFeatureViolations = (files: readonly SourceFile[]): Violation[] =>
  files.flatMap((file) => {
    const feature = featureOf(file.path);
    if (feature === undefined) return [];
    return file.imports.filter(isRelative).flatMap((specifier) => {
      const target = stripExtension(resolveRelative(file.path, specifier));
      const targetFeature = featureOf(target);
      if (targetFeature === undefined || targetFeature === feature || rootOf(targetFeature) !== rootOf(feature)) return [];
      const isPublic = PUBLIC_ROLES.some((role) => role.test(target)) || PUBLIC_MODELS.includes(target);
      if (isPublic || (isTestFile(file.path) && isTestSupport(target))) return [];
      return [{ file: file.path, specifier, rule: `${feature} must not import the insides of ${targetFeature}` }];
    });
  });

/** Cycles between source files, each reported once as the list of files on it. */
export const findImportCycles = (files: readonly SourceFile[]): string[][] => {
  const byModule = new Map(files.map((file) => [stripExtension(file.path), file]));
  const edges = new Map<string, string[]>();
  for (const [module, file] of byModule) {
    const targets = file.imports
      .filter(isRelative)
      .map((specifier) => stripExtension(resolveRelative(file.path, specifier)))
      .flatMap((target) => (byModule.has(target) ? [target] : byModule.has(`${target}/index`) ? [`${target}/index`] : []));
    edges.set(module, targets);
  }
  // Tarjan's strongly connected components: every component of two or more files is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string): void => {
    indices.set(module, index);
    lowLinks.set(module, index);
    index += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of edges.get(module) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowLinks.set(module, Math.min(lowLinks.get(module)!, lowLinks.get(target)!));
      } else if (onStack.has(target)) {
        lowLinks.set(module, Math.min(lowLinks.get(module)!, indices.get(target)!));
      }
    }
    if (lowLinks.get(module) === indices.get(module)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      const selfLoop = (edges.get(module) ?? []).includes(module);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const module of edges.keys()) if (!indices.has(module)) visit(module);
  return cycles;
};
