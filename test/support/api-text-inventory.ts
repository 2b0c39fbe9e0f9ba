import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every text the api can answer with, found in its sources, for test/e2e/api-texts.spec.ts: the portal
 * translates the api's English texts through the catalogue (apps/web/src/app/i18n/api-texts.ts), so each
 * of them needs an entry there. A text is found where it is written:
 *
 * - a value of a message object or constant (`const PERSON_MESSAGES = {...}`, `const X_MESSAGE = '...'`),
 *   in the api, the domain, the contracts and the infrastructure (whose other texts are logs and internal
 *   errors, which the api answers as 'An unexpected error occurred.');
 * - in the api, the domain and the contracts: a value of a property `errorMessage`, `msg`, `message` or
 *   `error` (zod's `{ error: '...' }`), an argument to a parameter of that name (`new DomainError(code,
 *   message)`, a helper `refuse(status, message)`) or to a zod check's `params` (`.min(1, '...')`), and,
 *   in the contracts, field labels (`label: 'First name'`, `short('Pronouns')`), which the text rules put
 *   into their messages ('{label} must be 200 characters or less').
 *
 * A text is followed through constants, message objects, message functions (their template, with each
 * `${value}` as a `{value}` placeholder), `a ? b : c`, `a ?? b`, and through parameters: a parameter that
 * ends up in one of those places makes every literal passed to it a text too.
 */

export interface ApiText {
  /** The text; `{name}` where the source fills in a value. */
  text: string;
  /** Where it is written: `path:line` relative to the repository. */
  where: string;
}

const ROOT = join(__dirname, '../..');

/** Which rules apply where (paths relative to the repository). */
const SOURCES: { dir: string; rules: 'all' | 'constants' }[] = [
  { dir: 'apps/api/src/', rules: 'all' },
  { dir: 'libs/domain/src/', rules: 'all' },
  { dir: 'libs/contracts/src/', rules: 'all' },
  { dir: 'libs/infrastructure/src/', rules: 'constants' },
];
const LABELS_IN = 'libs/contracts/src/';

/** Code that never answers an HTTP request: start-up, configuration, logs, tests and their fixtures; and the public Profyle page, which the api renders in the visitor's language from its own catalogue. */
const NOT_ANSWERS = [
  /\.spec\.ts$/,
  /\.fixture\.ts$/,
  /\/testing\//,
  /\.contract\.ts$/,
  /stand-in/,
  /^apps\/api\/src\/(main|rebuild|bootstrap)\.ts$/,
  /^apps\/api\/src\/(config|seed|shared\/logging|modules\/profyle\/page)\//,
];

const TEXT_PROPERTIES = new Set(['errorMessage', 'msg', 'message', 'error']);
const TEXT_PARAMETERS = new Set(['errorMessage', 'msg', 'message']);
const MESSAGE_CONSTANT = /_MESSAGES?$/;

const relativePath = (file: string) => relative(ROOT, file).split('\\').join('/');
const rulesOf = (file: string) => {
  const path = relativePath(file);
  if (NOT_ANSWERS.some((pattern) => pattern.test(path))) return null;
  return SOURCES.find((source) => path.startsWith(source.dir))?.rules ?? null;
};

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration | ts.ConstructorDeclaration;
const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node);

export const findApiTexts = (): ApiText[] => {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(
    parsed.fileNames.filter((file) => rulesOf(file)),
    parsed.options,
  );
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((file) => rulesOf(file.fileName));

  const found = new Map<string, string>();
  const whereOf = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${relativePath(file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  /** Parameters whose argument is a text (they end up in a text's place). */
  const textParameters = new Set<ts.Node>();

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const placeholder = (expression: ts.Expression): string => {
    if (ts.isIdentifier(expression)) return expression.text;
    if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
    if (ts.isCallExpression(expression)) return placeholder(expression.expression);
    return 'value';
  };
  const unwrap = (expression: ts.Expression): ts.Expression => {
    let current = expression;
    while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
    return current;
  };

  /**
   * The texts an expression can be: [] when it is not a text written here. `inside` is true within a
   * message's own template or function, where a parameter is a value to fill in, not a text passed in;
   * `bound` holds the texts passed to the parameters of the message function being read.
   */
  type Bound = Map<ts.Node, string[]>;
  const textsOf = (node: ts.Expression, inside = false, bound: Bound = new Map(), depth = 0): string[] => {
    if (depth > 12) return [];
    const next = (expression: ts.Expression, within = inside) => textsOf(expression, within, bound, depth + 1);
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (ts.isTemplateExpression(expression)) {
      let texts = [expression.head.text];
      for (const span of expression.templateSpans) {
        const parts = next(span.expression, true);
        const fills = parts.length ? parts : [`{${placeholder(span.expression)}}`];
        texts = texts.flatMap((text) => fills.map((fill) => text + fill + span.literal.text));
      }
      return texts;
    }
    if (ts.isConditionalExpression(expression)) return [...next(expression.whenTrue), ...next(expression.whenFalse)];
    if (ts.isBinaryExpression(expression) && (expression.operatorToken.kind === ts.SyntaxKind.BarBarToken || expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) {
      // `value ?? ''` is a value with a fallback, not a text.
      return [...next(expression.left), ...next(expression.right)].filter((text) => text !== '');
    }
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(expression) ? expression.name : expression);
      if (!declaration) return [];
      if (ts.isParameter(declaration) || ts.isBindingElement(declaration)) {
        if (bound.has(declaration)) return bound.get(declaration)!;
        if (!inside) textParameters.add(declaration);
        return [];
      }
      if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) return next(declaration.initializer);
      if (ts.isPropertyAssignment(declaration)) return next(declaration.initializer);
      return [];
    }
    if ((ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) && !ts.isBlock(expression.body)) return next(expression.body, true);
    if (ts.isCallExpression(expression)) {
      // A message function (or a helper like `plural(n, 'is', 'are')`): its body, with what is passed to it.
      const declaration = checker.getResolvedSignature(expression)?.declaration;
      if (declaration && (ts.isArrowFunction(declaration) || ts.isFunctionExpression(declaration)) && !ts.isBlock(declaration.body) && rulesOf(declaration.getSourceFile().fileName)) {
        const passed: Bound = new Map();
        declaration.parameters.forEach((parameter, index) => {
          const argument = expression.arguments[index];
          passed.set(parameter, argument ? next(argument, true) : []);
        });
        return textsOf(declaration.body, true, passed, depth + 1);
      }
    }
    return [];
  };

  /** The expressions standing where a text goes. */
  const places = new Set<ts.Expression>();
  const collect = (file: ts.SourceFile) => {
    const rules = rulesOf(file.fileName);
    const labels = relativePath(file.fileName).startsWith(LABELS_IN);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_CONSTANT.test(node.name.text) && node.initializer) {
        const values = (value: ts.Expression): void => {
          const unwrapped = unwrap(value);
          if (ts.isObjectLiteralExpression(unwrapped)) for (const property of unwrapped.properties) if (ts.isPropertyAssignment(property)) values(property.initializer);
          if (!ts.isObjectLiteralExpression(unwrapped)) places.add(unwrapped);
        };
        values(node.initializer);
      }
      if (rules === 'all') {
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (TEXT_PROPERTIES.has(node.name.text) || (labels && node.name.text === 'label'))) places.add(node.initializer);
        if (ts.isShorthandPropertyAssignment(node) && (TEXT_PROPERTIES.has(node.name.text) || (labels && node.name.text === 'label'))) places.add(node.name);
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const declaration = checker.getResolvedSignature(node)?.declaration;
          const declaredIn = declaration?.getSourceFile().fileName ?? '';
          const zod = declaredIn.includes('/node_modules/zod/');
          if (declaration && isFunctionLike(declaration) && (zod || rulesOf(declaredIn))) {
            (node.arguments ?? []).forEach((argument, index) => {
              const parameter = declaration.parameters[Math.min(index, declaration.parameters.length - 1)];
              if (!parameter || !ts.isIdentifier(parameter.name)) return;
              const name = parameter.name.text;
              if (TEXT_PARAMETERS.has(name) || (labels && name === 'label') || (zod && name === 'params') || textParameters.has(parameter)) places.add(argument);
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  };

  // Until no new text parameter turns up: each one makes the arguments passed to it texts.
  const evaluated = new Set<ts.Expression>();
  let known = -1;
  while (known !== textParameters.size) {
    known = textParameters.size;
    for (const file of sources) collect(file);
    for (const place of places) {
      if (evaluated.has(place)) continue;
      evaluated.add(place);
      for (const text of textsOf(place)) if (!found.has(text)) found.set(text, whereOf(place));
    }
  }
  return [...found].map(([text, where]) => ({ text, where })).sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }) || a.text.localeCompare(b.text));
};
