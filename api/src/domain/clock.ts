import fs from 'node:fs';

/**
 * The real time moved by the milliseconds written in `file` (missing, empty or not a number: 0),
 * read at each call: a browser test moves a running server's clock by writing the file, to see
 * what happens after a hold or a day (CLOCK_OFFSET_FILE; refused in production).
 */
export function offsetClock(file: string): () => Date {
  return () => {
    let offset = 0;
    try {
      offset = Number(fs.readFileSync(file, 'utf8').trim());
    } catch {
      // No file yet: the real time.
    }
    return new Date(Date.now() + (Number.isSafeInteger(offset) ? offset : 0));
  };
}
