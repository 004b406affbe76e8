// A text arrow that points along the reading direction (← Back, before → after) must turn in a
// right-to-left page, which Unicode does not do for it (its glyph is not bidi-mirrored, unlike
// ‹ › « »): it sits alone in an element of class icon-directional, which the UI kit's stylesheet
// turns there (docs/i18n.md#right-to-left).
import ts from 'typescript';

/** Arrows Unicode does not mirror in right-to-left text. */
const ARROW = /[←→⇐⇒⟵⟶➔➜↩↪]/;
const DIRECTIONAL_CLASS = 'icon-directional';

/** The string className of a JSX element's opening tag, or '' when it has none or it is computed. */
function classNameOf(element: ts.JsxElement): string {
  for (const attribute of element.openingElement.attributes.properties) {
    if (ts.isJsxAttribute(attribute) && attribute.name.getText() === 'className' && attribute.initializer && ts.isStringLiteral(attribute.initializer)) {
      return attribute.initializer.text;
    }
  }
  return '';
}

/** Whether an arrow's text is the whole of an element of class icon-directional. */
function turnsWithDirection(text: ts.JsxText): boolean {
  const element = text.parent;
  return (
    ts.isJsxElement(element) && element.children.length === 1 && text.text.trim().length === 1 && classNameOf(element).split(/\s+/).includes(DIRECTIONAL_CLASS)
  );
}

/** The lines of a .tsx file whose JSX text holds an arrow that would not turn in a right-to-left page. */
export function unturnedArrows(code: string, fileName: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && ARROW.test(node.text) && !turnsWithDirection(node)) {
      const start = node.pos + node.text.search(ARROW);
      found.push({ line: source.getLineAndCharacterOfPosition(start).line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
