/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"); tab and
 * carriage return too, because some programs drop them and read the next character as the start.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A text cell for a CSV file that a person may open in a spreadsheet: text that would start a
 * formula gets a leading single quote, so "=HYPERLINK(...)" is shown as text, never run.
 * Null (no value) becomes an empty cell.
 */
export function neutraliseSpreadsheetCell(value: string | null): string {
  if (value === null) return '';
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}
