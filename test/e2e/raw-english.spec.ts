/**
 * No raw English in the portal (issue 19: a user working in any of the 19 languages meets no English).
 * Every text the portal shows goes through the catalogue (apps/web/src/app/i18n); this reads the portal's
 * sources with the TypeScript parser and fails, naming file, line and text, on:
 *  - JSX text with words in it (`<p>Save</p>`),
 *  - a user-facing attribute written as a literal (`aria-label="Close"`, title, placeholder, alt, label...),
 *  - a literal or a literal branch of a condition as a JSX child (`{busy ? 'Saving' : 'Save'}`),
 *  - a toast or a page title written as a literal (`notify('Saved')`, `useDocumentTitle('People')`),
 *  - an Error the portal words itself in English (its message can reach a toast or an alert),
 *  - numbers or dates formatted outside Intl and the catalogue (`toFixed`, `toLocaleString`...).
 * What may stay as it is lives in ALLOWED below, each with its reason: symbols, example formats,
 * developer-only messages. A new one needs a reason too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const web = join(__dirname, '../../apps/web/src');

/** Texts that are not English to translate, by the exact text; each with why. */
const ALLOWED: Record<string, string> = {
  Aa: 'the type specimen of a layout swatch: letters shown in the layout’s font, not a word',
  'https://': 'the placeholder of a URL field: the format to type',
  'G-XXXXXXXXXX': 'the placeholder of the Google Analytics field: the format of a measurement id',
  'sales@example.com; crm@example.com': 'the placeholder of the copy recipients field: example addresses',
  'person-…': 'the placeholder of the history’s entity filter: the format of a stream id',
  'useSession must be used inside <RequireSession>': 'a developer error: thrown only when the code is wired wrongly',
  'index.html has no #root element': 'a developer error: the page itself is broken',
  'Admin portal error': 'the subject of the e-mail to Profyle’s support the error page prepares, read by support',
};

/** Attributes whose value people read or hear. */
const USER_FACING = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'alt', 'label', 'hint', 'description', 'caption', 'subtitle', 'heading', 'confirmLabel', 'closeLabel', 'cancelLabel', 'emptyText', 'tooltip', 'body']);

/** Words, not symbols or entities: two letters in a row once `&lt;`-style entities are gone. */
const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text.replace(/&\w+;/g, ''));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('app', 'i18n')) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|d)\.ts$/.test(name) && !/-messages\.ts$/.test(name) ? [path] : [];
  });

interface Finding {
  where: string;
  kind: string;
  text: string;
}

const literalText = (node: ts.Node | undefined): string | null => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** The literals a JSX child expression can show: itself, or the branches of a condition. */
const shownLiterals = (node: ts.Expression): string[] => {
  const text = literalText(node);
  if (text !== null) return [text];
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) return shownLiterals(node.right);
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  return [];
};

/** Functions whose first argument people read: the snackbar and the document title. */
const SHOWS_FIRST_ARGUMENT = new Set(['notify', 'useDocumentTitle']);

const LOCALE_FORMATTING = new Set(['toFixed', 'toPrecision', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toDateString', 'toTimeString', 'toUTCString']);

const scanSource = (file: string, text: string): Finding[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const add = (node: ts.Node, kind: string, text: string) => {
    if (hasWords(text) && !(text.trim() in ALLOWED)) found.push({ where: `${relative(web, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, kind, text: text.trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, 'JSX text', node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && USER_FACING.has(node.name.getText())) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value) for (const text of ts.isStringLiteral(value) ? [value.text] : shownLiterals(value as ts.Expression)) add(node, `${node.name.getText()}=`, text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of shownLiterals(node.expression)) add(node, 'JSX child', text);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/.test(node.expression.text)) {
      const text = literalText(node.arguments?.[0]);
      if (text !== null && /\s/.test(text)) add(node, 'Error text', text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SHOWS_FIRST_ARGUMENT.has(node.expression.text) && node.arguments.length > 0) {
      for (const text of shownLiterals(node.arguments[0])) add(node, `${node.expression.text}(`, text);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && LOCALE_FORMATTING.has(node.expression.name.text)) {
      // A coordinate rounded for a form value (Number(x.toFixed(6))) is a number, not a text.
      const kept = ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'Number';
      if (!kept) found.push({ where: `${relative(web, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, kind: 'formatted outside Intl', text: node.getText() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const scan = (file: string): Finding[] => scanSource(file, readFileSync(file, 'utf8'));

describe('no raw English in the portal', () => {
  const files = sources(web);

  test('reads the portal’s sources', () => {
    expect(files.length).toBeGreaterThan(100);
    // The scan itself finds each kind of raw text.
    const probe = join(web, 'features/people/pages/__probe__.tsx');
    const sample = `const P = () => <div title="Close window">Save changes{busy ? 'Saving now' : t('x')}<input placeholder={'Your name'} /></div>;\nconst e = new Error('Something broke');\nconst n = (1.5).toFixed(1);\nnotify(ok ? 'Person saved' : t('y'));`;
    const findings = scanSource(probe, sample).map((finding) => `${finding.kind} ${finding.text}`);
    expect(findings).toEqual(['title= Close window', 'JSX text Save changes', 'JSX child Saving now', 'placeholder= Your name', 'Error text Something broke', 'formatted outside Intl (1.5).toFixed(1)', 'notify( Person saved']);
  });

  test('every text the portal shows comes from the catalogue', () => {
    const findings = files.flatMap(scan).map((finding) => `${finding.where} ${finding.kind} ${JSON.stringify(finding.text)}`);
    expect(findings).toEqual([]);
  });

  test('the allow-list names only texts the portal still has', () => {
    const all = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(Object.keys(ALLOWED).filter((text) => !all.includes(text))).toEqual([]);
  });
});

