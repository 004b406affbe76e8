import fc from 'fast-check';

/** The part of JSON Schema the API's TypeBox schemas use (as the OpenAPI document writes them). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Text that has broken parsers, databases and logs before. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '𝕏🦄👩‍👩‍👧',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '${jndi:ldap://x}',
  '1e2',
  '0x10',
  '-1',
  'NaN',
  'null',
  '\r\n\r\n',
  'é'.repeat(300),
];

export const LONG_STRING = 'x'.repeat(100_000);

/** Numbers at and past every kind of edge (JSON has no NaN or Infinity: those go in as raw text). */
export const EDGE_NUMBERS = [0, -0, -1, 0.5, 1.000001, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324];

const anyJson = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function integerIn(min: number, max: number): fc.Arbitrary<number> {
  // Small ids name records that exist; the bounds are where off-by-one mistakes live.
  const edges = [min, max, ...[1, 2, 3, 4, 5].filter((n) => n >= min && n <= max)];
  return fc.oneof(fc.constantFrom(...edges), fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number));
}

/** Values the schema accepts (what a careful client would send). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  const types = [schema.type ?? 'string'].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerIn(schema.minimum ?? -(2 ** 53) + 1, schema.maximum ?? 2 ** 53 - 1);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return validObject(schema);
    default:
      return validString(schema);
  }
}

/**
 * Each pattern's arbitrary, made once: building one (fast-check sorts out which of its
 * known-dangerous strings each character class can form) cost more than drawing from it, and the
 * same patterns come back in route after route. An arbitrary holds no state, so the values drawn
 * are the same.
 */
const matching = new Map<string, fc.Arbitrary<string>>();

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 40;
  if (schema.pattern) {
    const key = `${maxLength} ${schema.pattern}`;
    let arbitrary = matching.get(key);
    if (!arbitrary) {
      arbitrary = fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= maxLength);
      matching.set(key, arbitrary);
    }
    return arbitrary;
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 40), unit: 'grapheme' });
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value of the wrong kind, or one at or past the edges of the right kind. */
export function brokenValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = [schema.type ?? 'string'].flat();
  const wrongKind = anyJson.filter(
    (value) => !types.includes(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value),
  );
  const edges: fc.Arbitrary<unknown>[] = [wrongKind];
  if (types.includes('integer') || types.includes('number')) {
    const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
    edges.push(fc.constantFrom(...EDGE_NUMBERS, ...bounds.flatMap((bound) => [bound - 1, bound + 1, bound + 0.5])));
  }
  if (types.includes('string')) {
    const tooLong = schema.maxLength === undefined ? [] : ['y'.repeat(schema.maxLength + 1)];
    edges.push(fc.constantFrom(...ODD_STRINGS, LONG_STRING, ...tooLong), fc.string({ unit: 'binary', maxLength: 60 }));
  }
  return fc.oneof(...edges);
}

/** An object the schema refuses: a required field missing, a field broken, or a field it does not know. */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validObject(schema);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, fc.string({ minLength: 1, maxLength: 20 }), anyJson).map(([object, key, value]) => ({ ...object, [key]: value })),
    fc.constantFrom(null, [], 'text', 42, true, {}),
  ];
  if (properties.length > 0) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...properties)).chain(([object, [key, property]]) => brokenValue(property).map((value) => ({ ...object, [key]: value }))),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([object, key]) => {
        const without = { ...object };
        delete without[key];
        return without;
      }),
    );
  }
  return fc.oneof(...variants);
}
