import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '@arcvest/shared/rules';
import { png } from './png';
import { LONG_STRING, ODD_STRINGS, type JsonSchema } from './schema-arbitraries';

export interface RawBody {
  contentType: string;
  payload: Buffer;
  /** What was sent, short enough for a failure message. */
  label: string;
}

interface Part {
  name: string;
  file?: { bytes: Buffer; filename: string; type: string };
  value?: string;
}

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

function encode(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      part.file ? part.file.bytes : Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const image = png(8, (x, y) => (x + y) % 2 === 0);
const FILES: { label: string; bytes: Buffer }[] = [
  { label: 'png', bytes: image },
  { label: 'empty', bytes: Buffer.alloc(0) },
  { label: 'cut png', bytes: image.subarray(0, 20) },
  { label: 'gif header only', bytes: Buffer.from('GIF89a') },
  { label: 'text', bytes: Buffer.from('<svg onload=alert(1)>') },
  { label: 'png bytes past 5 MB', bytes: Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES)]) },
];

const fieldText = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...ODD_STRINGS, LONG_STRING));

/** A form with the schema's fields (text, or a file for `format: binary`), some missing, some extra. */
function form(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const fields = Object.entries(schema.properties ?? {});
  const partOf = ([name, property]: [string, JsonSchema]): fc.Arbitrary<Part | null> => {
    const part: fc.Arbitrary<Part> =
      property.format === 'binary'
        ? fc
            .record({
              file: fc.constantFrom(...FILES),
              type: fc.constantFrom('image/png', 'text/plain', ''),
              filename: fc.constantFrom('a.png', '../../x.png', '', 'é.jpg'),
            })
            .map(({ file, type, filename }) => ({ name, file: { bytes: file.bytes, filename, type: type || 'application/octet-stream' } }))
        : fieldText.map((value) => ({ name, value }));
    return fc.option(part, { freq: 5 });
  };
  const extra = fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 10 }).filter((name) => !/["\r\n]/.test(name)), value: fieldText }), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...fields.map(partOf)), extra).map(([known, more]) => {
    const parts: Part[] = [...known.filter((part): part is Part => part !== null), ...more];
    const label = parts.map((part) =>
      part.file ? `${part.name}=<${FILES.find((file) => file.bytes === part.file?.bytes)?.label}>` : `${part.name}=${(part.value ?? '').slice(0, 20)}`,
    );
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: encode(parts), label: `form ${label.join(' ')}` };
  });
}

/** Forms that cannot be read, or that break the upload limits. */
function brokenForm(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const names = Object.keys(schema.properties ?? {});
  const whole = encode(names.map((name) => ({ name, value: 'x' })));
  const manyFiles = encode(Array.from({ length: 6 }, (_, index) => ({ name: `f${index}`, file: { bytes: image, filename: 'a.png', type: 'image/png' } })));
  const manyFields = encode(Array.from({ length: 40 }, (_, index) => ({ name: `field${index}`, value: 'x' })));
  const cases: RawBody[] = [
    { contentType: 'multipart/form-data', payload: whole, label: 'no boundary' },
    { contentType: 'multipart/form-data; boundary=other', payload: whole, label: 'wrong boundary' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: whole.subarray(0, Math.floor(whole.length / 2)), label: 'cut off' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0), label: 'empty body' },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.from(`--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      label: 'broken part header',
    },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: manyFiles, label: 'too many files' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: manyFields, label: 'too many fields' },
    {
      contentType: 'application/json',
      payload: Buffer.from(JSON.stringify(Object.fromEntries(names.map((name) => [name, 'x'])))),
      label: 'JSON instead of a form',
    },
    { contentType: 'text/plain', payload: Buffer.from('address=x'), label: 'plain text' },
  ];
  return fc.constantFrom(...cases);
}

export function multipartBody(schema: JsonSchema): fc.Arbitrary<RawBody> {
  return fc.oneof(form(schema), brokenForm(schema));
}
