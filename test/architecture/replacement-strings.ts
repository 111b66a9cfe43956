import ts from 'typescript';

/** A `.replace(…)` / `.replaceAll(…)` whose replacement is a string made at run time, where it sits. */
export interface ReplacementFromData {
  readonly line: number;
  readonly text: string;
}

/** A replacement string fixed in the source: its `$` patterns are the writer's own, never a datum's. */
const isWrittenOut = (node: ts.Expression): boolean => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isWrittenOut(node.expression);
  if (ts.isConditionalExpression(node)) return isWrittenOut(node.whenTrue) && isWrittenOut(node.whenFalse);
  return false;
};

const isFunction = (node: ts.Expression): boolean => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/**
 * Every `.replace(pattern, replacement)` and `.replaceAll(pattern, replacement)` in a source text
 * whose replacement is neither written out in the source nor a function. A replacement string's
 * `$'`, `` $` ``, `$&`, `$1`, `$<name>` are patterns: text from data (a title, a name, settings)
 * would paste parts of the template, so data goes in through a function (`() => text`), whose
 * answer is used as it is. A name (`.replace(x, value)`) counts as data: the source alone cannot
 * tell a constant string from a stored one, and `() => value` costs nothing.
 */
export const replacementsFromData = (source: string, fileName = 'source.ts'): ReplacementFromData[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ReplacementFromData[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['replace', 'replaceAll'].includes(node.expression.name.text) && node.arguments.length === 2) {
      const replacement = node.arguments[1];
      if (replacement !== undefined && !isWrittenOut(replacement) && !isFunction(replacement)) {
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: node.getText(file).slice(0, 160) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
