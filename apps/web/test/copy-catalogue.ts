import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A user-visible text of the web app, as written in its source. */
export interface Copy {
  /** The file, relative to src/. */
  file: string;
  /** The text; a template's or a JSX text's expressions are written as `${…}` or `{…}`. */
  text: string;
  /** Where it is shown: a toast, an attribute read aloud (aria-label, title, …), or screen text. */
  kind: 'toast' | 'attribute' | 'text';
}

/** JSX attributes whose value a person sees or hears. */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'description',
  'text',
  'message',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'empty',
  'actionLabel',
  'count',
]);
/** Other JSX attributes: addresses, names, types and styles, never shown. */
const isTechnicalAttribute = (name: string) =>
  !SHOWN_ATTRIBUTES.has(name) &&
  (/^(className|class|to|href|src|srcSet|sizes|type|name|id|role|htmlFor|key|autoComplete|inputMode|enterKeyHint|method|action|rel|target|pattern|accept|capture|fetchPriority|loading|decoding|variant|size|as|side|align|mode|form|lang|dir|value|defaultValue|min|max|step|d|viewBox|fill|stroke|xmlns|width|height|style|tone|layout|icon|sprite|state)$/.test(
    name,
  ) ||
    name.startsWith('data-') ||
    name.startsWith('on'));

/** Tailwind's bare utilities: a string of these alone is a class list. */
const BARE_UTILITIES = new Set(
  `flex grid hidden block inline relative absolute sticky fixed underline truncate rounded border
  shadow italic uppercase lowercase capitalize container grow shrink contents static isolate
  invisible visible outline ring transition antialiased`.split(/\s+/),
);
const isClassList = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .every(
      (token) =>
        BARE_UTILITIES.has(token) || (/^[a-z0-9@[&!.-][^A-Z\s]*$/.test(token) && /[-:[]/.test(token)),
    );

/** Whether a string may be shown: it has a word, and is not an address, a key, a query or a class list. */
const readable = (text: string) => {
  // Its words, and those of the choices in its expressions (`${n === 1 ? 'book' : 'books'}`).
  const words = [withoutExpressions(text), ...[...text.matchAll(/'([^']*)'/g)].map((match) => match[1])].join(
    ' ',
  );
  return (
    /[A-Za-z]{2}/.test(words) &&
    (/\s/.test(text) || /^[A-Z]/.test(text)) &&
    !/^(\/|https?:|mailto:|#|\.|image\/|application\/|text\/)/.test(text) &&
    !/\w=/.test(words) &&
    !isClassList(words)
  );
};

/** A text with its `${…}` and `{…}` expressions taken out. */
export const withoutExpressions = (text: string) =>
  text.replace(/\$?\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, ' ').trim();

/** The character references JSX text is written with here. */
const ENTITIES: Record<string, string> = {
  apos: "'",
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  amp: '&',
  nbsp: ' ',
};

const TOAST = /^toast(\.(success|error|info|message|warning|loading))?$/;

function collect(source: ts.SourceFile, file: string): Copy[] {
  const found: Copy[] = [];
  const add = (text: string, kind: Copy['kind']) => {
    const clean = text
      .replace(/&(apos|rsquo|ldquo|rdquo|amp|nbsp);/g, (_, name: string) => ENTITIES[name]!)
      .replace(/\s+/g, ' ')
      .trim();
    if (readable(clean)) found.push({ file, text: clean, kind });
  };
  const literalText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
    return undefined;
  };
  /** What shows where `node` is: a toast's argument, an attribute's value, or text. */
  const kindOf = (node: ts.Node): Copy['kind'] | 'hidden' => {
    let child: ts.Node = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return 'hidden';
      if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return 'hidden';
      if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return 'hidden';
      if (ts.isPropertyAssignment(parent) && parent.name === child) return 'hidden';
      if (ts.isCaseClause(parent) && parent.expression === child) return 'hidden';
      if (
        ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.EqualsEqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsEqualsToken,
          ts.SyntaxKind.InKeyword,
        ].includes(parent.operatorToken.kind)
      ) {
        return 'hidden';
      }
      if (ts.isCallExpression(parent)) {
        const callee = parent.expression.getText(source);
        if (TOAST.test(callee)) return 'toast';
        if (
          /^console\./.test(callee) ||
          /(^|\.)(import|querySelector|querySelectorAll|getElementById|addEventListener|removeEventListener|matchMedia|getItem|setItem|removeItem|get|set|has|startsWith|endsWith|includes|split|replace|test|cn|clsx|cva|useMediaQuery|register|setError|setValue|getValues|watch|trigger|navigate|redirect|fetch|request|createElement|setAttribute|getAttribute)$/.test(
            callee,
          )
        ) {
          return 'hidden';
        }
      }
      if (ts.isJsxAttribute(parent)) {
        const name = parent.name.getText(source);
        return isTechnicalAttribute(name) ? 'hidden' : SHOWN_ATTRIBUTES.has(name) ? 'attribute' : 'text';
      }
      if (
        ts.isPropertyAssignment(parent) &&
        /^(queryKey|mutationKey|method|headers|authorization|credentials|className|to|href|path|key|id|name|type|'@type'|'@context'|priceCurrency)$/.test(
          parent.name.getText(source),
        )
      ) {
        return 'hidden';
      }
      if (ts.isPropertyDeclaration(parent) && parent.name.getText(source) === 'name') return 'hidden';
      if (
        ts.isVariableDeclaration(parent) &&
        /class|Class|CLASS|style|Style|STYLE|KEY|Key$/.test(parent.name.getText(source))
      ) {
        return 'hidden';
      }
      if (ts.isBlock(parent) || ts.isSourceFile(parent)) return 'text';
    }
    return 'text';
  };
  /** Whether an expression holds JSX: in a line of text it is written `{…}`, and its own texts listed apart. */
  const holdsJsx = (node: ts.Node): boolean =>
    ts.isJsxElement(node) ||
    ts.isJsxSelfClosingElement(node) ||
    ts.isJsxFragment(node) ||
    (ts.forEachChild(node, (child) => holdsJsx(child) || undefined) ?? false);
  /** A JSX element's text with its elements' text in it, and `{…}` for each expression. */
  const flatten = (node: ts.JsxElement | ts.JsxFragment): string =>
    node.children
      .map((child) => {
        if (ts.isJsxText(child)) return child.text;
        if (ts.isJsxElement(child) || ts.isJsxFragment(child)) return flatten(child);
        if (ts.isJsxExpression(child)) {
          if (!child.expression) return '';
          if (holdsJsx(child.expression)) return '{…}';
          const literal = literalText(child.expression);
          return literal ?? `{${child.expression.getText(source).replace(/\s+/g, ' ')}}`;
        }
        return '';
      })
      .join('');
  const hasOwnText = (node: ts.JsxElement | ts.JsxFragment) =>
    node.children.some((child) => ts.isJsxText(child) && /[A-Za-z]/.test(child.text));

  const visit = (node: ts.Node, insideText: boolean) => {
    if ((ts.isJsxElement(node) || ts.isJsxFragment(node)) && !insideText && hasOwnText(node)) {
      add(flatten(node), 'text');
      ts.forEachChild(node, (child) => visit(child, true));
      return;
    }
    if (insideText && ts.isJsxExpression(node) && node.expression && holdsJsx(node.expression)) {
      visit(node.expression, false);
      return;
    }
    const text = literalText(node);
    if (text !== undefined) {
      const kind = kindOf(node);
      // A literal inside a text already listed is in its line.
      const inLine = insideText && ts.isJsxExpression(node.parent) && ts.isJsxElement(node.parent.parent);
      if (kind !== 'hidden' && !inLine) add(text, kind);
      if (ts.isTemplateExpression(node)) ts.forEachChild(node, (child) => visit(child, insideText));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, insideText));
  };
  visit(source, false);
  return found;
}

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every user-visible text of the web app's source under `root` (src/), file by file in order. */
export function copyCatalogue(root: string): Copy[] {
  return [...sourceFiles(root)].sort().flatMap((path) => {
    const file = relative(root, path);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const seen = new Set<string>();
    return collect(source, file).filter((copy) => !seen.has(copy.text) && seen.add(copy.text));
  });
}

/** The catalogue as one reviewed text: a heading for each file, a line for each text. */
export function catalogueText(copies: Copy[]): string {
  const lines: string[] = [];
  let file = '';
  for (const copy of copies) {
    if (copy.file !== file) {
      file = copy.file;
      lines.push('', `## ${file}`);
    }
    lines.push(
      `${copy.kind === 'toast' ? 'toast: ' : copy.kind === 'attribute' ? 'said: ' : ''}${copy.text}`,
    );
  }
  return lines.join('\n').trimStart() + '\n';
}
