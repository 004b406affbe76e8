// A right-to-left page mirrors what is written with logical properties (margin-inline-start,
// text-align: start) and nothing written with physical ones (margin-left, text-align: left), so a
// stylesheet names no left or right side (docs/i18n.md#right-to-left). Top and bottom do not mirror.

/** A declaration that names a physical left or right side, and where. */
export interface PhysicalDirection {
  line: number;
  declaration: string;
  problem: string;
}

/** A property that is a left or right side by name: `margin-left`, `right`, `border-left-color`. */
const SIDE_PROPERTY = /^(?:(margin|padding|scroll-margin|scroll-padding|border)-)?(left|right)(-(?:width|style|color))?$/;
const CORNER_PROPERTY = /^border-(top|bottom)-(left|right)-radius$/;
/** Properties whose value may be a side: `text-align: left`, `float: right`, `clear: left`. */
const SIDE_VALUES = new Set(['text-align', 'float', 'clear']);
/** Shorthands of four sides (top right bottom left): a problem when right and left differ. */
const FOUR_SIDES = new Set(['margin', 'padding', 'scroll-margin', 'scroll-padding', 'inset', 'border-width', 'border-style', 'border-color']);

const logicalSide = (side: string) => (side === 'left' ? 'start' : 'end');

/** Comments and quoted strings blanked out, line breaks kept, so neither is read as a declaration. */
function withoutCommentsAndStrings(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, (text) => text.replace(/[^\n]/g, ' '));
}

/** A value's parts separated by spaces, a function's arguments (`calc(-1 * 2px)`) kept whole. */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const character of value.trim()) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (/\s/.test(character) && depth === 0) {
      if (part !== '') parts.push(part);
      part = '';
    } else part += character;
  }
  if (part !== '') parts.push(part);
  return parts;
}

/** Top, right, bottom, left from one to four values, as CSS expands a shorthand. */
function fourSides(parts: string[]): [string, string, string, string] {
  const [top, right = top, bottom = top, left = right] = parts;
  return [top, right, bottom, left];
}

/** Whether border-radius rounds its left corners unlike its right ones (per radius, before and after `/`). */
function cornersDiffer(value: string): boolean {
  return value.split('/').some((radii) => {
    const [topLeft, topRight, bottomRight, bottomLeft] = fourSides(valueParts(radii));
    return topLeft !== topRight || bottomLeft !== bottomRight;
  });
}

/** The block and inline halves of a four-side shorthand: `margin-block`, `border-inline-width`. */
function blockAndInline(shorthand: string): string {
  const [, border, part] = /^(border-)?(.*)$/.exec(shorthand)!;
  return border ? `border-block-${part} and border-inline-${part}` : `${part}-block and ${part}-inline`;
}

/** What is wrong with a declaration and what to write instead, or null when it does not mirror wrongly. */
function problemOf(property: string, value: string): string | null {
  const side = SIDE_PROPERTY.exec(property);
  if (side) {
    const [, box, physical, part = ''] = side;
    const logical = `inline-${logicalSide(physical)}`;
    return `use ${box ? `${box}-${logical}${part}` : `inset-${logical}`}`;
  }
  const corner = CORNER_PROPERTY.exec(property);
  if (corner) return `use border-${corner[1] === 'top' ? 'start' : 'end'}-${logicalSide(corner[2])}-radius`;
  if (SIDE_VALUES.has(property) && /^(left|right)$/.test(value)) {
    return `use ${property}: ${property === 'text-align' ? logicalSide(value) : `inline-${logicalSide(value)}`}`;
  }
  if (FOUR_SIDES.has(property)) {
    const [, right, , left] = fourSides(valueParts(value));
    if (right !== left) return `right and left differ: use ${blockAndInline(property)}`;
  }
  if (property === 'border-radius' && cornersDiffer(value)) return 'left and right corners differ: use border-start-start-radius and the other corners';
  return null;
}

/** The declarations of a stylesheet that name a physical left or right side. */
export function physicalDirections(css: string): PhysicalDirection[] {
  const text = withoutCommentsAndStrings(css);
  const found: PhysicalDirection[] = [];
  // A declaration follows `{`, `;` or a nested rule's `}`, and ends at `;` or `}`; a selector
  // (`a:hover {`) ends at `{`, so it is not one.
  for (const match of text.matchAll(/(?<=[{};]\s*)([-a-z]+)\s*:\s*([^;{}]*?)\s*(?=[;}])/g)) {
    const [declaration, property, value] = match;
    const problem = problemOf(property, value.replace(/\s*!important$/, ''));
    if (problem)
      found.push({ line: text.slice(0, match.index).split('\n').length, declaration: css.slice(match.index, match.index + declaration.length), problem });
  }
  return found;
}
