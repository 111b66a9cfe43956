import ts from 'typescript';

/**
 * The web keeps no hand-written copy of an API shape (docs/api.md): a module that talks to the API
 * names what it sends and reads with the types generated from the OpenAPI document.
 */

/** Where the generated types live; every module that types an API answer imports them. */
export const GENERATED_TYPES_FOLDER = 'web/src/shared/api-types/';

/**
 * Types a module talking to the API may declare because they are not the JSON of a request or an answer.
 * Key: `path#Name`; value: why it is not an API shape.
 */
export const NON_API_TYPES: Readonly<Record<string, string>> = {
  'web/src/features/landing/remote/landing-page.ts#LandingPage':
    'the page after conversion for the screens (sanitised-HTML brand, domain sections and products); extends the generated LandingPageDto',
  'web/src/shared/session/use-current-user.ts#CurrentUserState': 'what the hook gives components (the user, loading, sign-out), not JSON',
};

export interface ApiShapeViolation {
  readonly file: string;
  readonly name: string;
  readonly rule: string;
}

const API_CALLS = new Set(['apiGet', 'apiSend', 'apiPostForm']);
const NO_BODY_TYPES = new Set([ts.SyntaxKind.VoidKeyword, ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.UndefinedKeyword]);

const isTestFile = (path: string): boolean => /\.test\.tsx?$|\/testing\//.test(path);

/** A module of a feature's remote/ folder, or any web module that calls the API helpers. */
const talksToApi = (path: string, source: ts.SourceFile): boolean => /^web\/src\/features\/[^/]+\/remote\//.test(path) || apiCalls(source).length > 0;

const apiCalls = (source: ts.SourceFile): ts.CallExpression[] => {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && API_CALLS.has(node.expression.text)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
};

/** `{ … }`, or only object literals joined by `|` / `&` (a reference to a generated type makes it derived, not a copy). */
const isObjectLiteralType = (node: ts.TypeNode): boolean =>
  ts.isTypeLiteralNode(node) ||
  (ts.isParenthesizedTypeNode(node) && isObjectLiteralType(node.type)) ||
  ((ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) && node.types.every(isObjectLiteralType));

const declaredShapes = (source: ts.SourceFile): string[] =>
  source.statements.flatMap((statement) => {
    if (ts.isInterfaceDeclaration(statement)) return [statement.name.text];
    if (ts.isTypeAliasDeclaration(statement) && isObjectLiteralType(statement.type)) return [statement.name.text];
    return [];
  });

const importsGeneratedTypes = (path: string, source: ts.SourceFile): boolean => {
  const folder = path.split('/').slice(0, -1);
  return source.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    const resolved = [...folder];
    for (const part of statement.moduleSpecifier.text.split('/')) {
      if (part === '..') resolved.pop();
      else if (part !== '.') resolved.push(part);
    }
    return `${resolved.join('/')}`.startsWith(GENERATED_TYPES_FOLDER);
  });
};

/** The hand-written API shapes in one web module (path relative to the repository root). */
export const findApiShapeCopies = (path: string, text: string): ApiShapeViolation[] => {
  if (!path.startsWith('web/src/') || isTestFile(path) || path.startsWith(GENERATED_TYPES_FOLDER)) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  if (!talksToApi(path, source)) return [];
  const violations: ApiShapeViolation[] = declaredShapes(source)
    .filter((name) => NON_API_TYPES[`${path}#${name}`] === undefined)
    .map((name) => ({ file: path, name, rule: 'declares its own object type: use the generated type (ApiJson<…Dto>, ApiQuery<…>)' }));
  const typedCalls = apiCalls(source).filter((call) => call.typeArguments?.some((argument) => !NO_BODY_TYPES.has(argument.kind)) === true);
  for (const call of typedCalls) {
    for (const argument of call.typeArguments ?? []) {
      if (isObjectLiteralType(argument)) violations.push({ file: path, name: argument.getText(source), rule: 'types an answer inline: use the generated type' });
    }
  }
  if (typedCalls.length > 0 && !importsGeneratedTypes(path, source)) {
    violations.push({ file: path, name: '(imports)', rule: `types an API answer without importing ${GENERATED_TYPES_FOLDER}` });
  }
  return violations;
};
