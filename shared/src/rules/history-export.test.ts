import { historyAmountInDollars, TRANSACTION_CSV_COLUMNS, transactionCsvRow, transactionExportFilename } from './history-export';
import { matchesTransactionFilter, transactionFilterLabel, transactionTypesOfFilter } from './history';
import { TRANSACTION_FILTER_VALUES } from './transaction-filters';
import { neutraliseSpreadsheetCell } from './spreadsheet';
import { TRANSACTION_TYPES } from '../schemas/transactions';

describe('neutraliseSpreadsheetCell', () => {
  it('prefixes text that a spreadsheet would run as a formula with a single quote', () => {
    for (const formula of ['=cmd|/C calc!A0', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseSpreadsheetCell(formula)).toBe(`'${formula}`);
    }
  });

  it('leaves other text as it is and writes nothing for null', () => {
    for (const text of ['Referral bonus', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'a=b', ' =1', '', "'quoted"]) {
      expect(neutraliseSpreadsheetCell(text)).toBe(text);
    }
    expect(neutraliseSpreadsheetCell(null)).toBe('');
  });
});

describe('history export', () => {
  const base = {
    created_at: '2026-06-01T12:00:00.000Z',
    status: 'confirmed',
    amount: 1_234_56,
    payment_method: null,
    transaction_id: null,
    address: null,
    plan_reference: null,
    reason: null,
  } as const;

  it('signs dollar amounts as the history does, two decimals', () => {
    expect(historyAmountInDollars({ type: 'earnings', status: 'confirmed', amount: 7_50 })).toBe('+7.50');
    expect(historyAmountInDollars({ type: 'withdrawal', status: 'pending', amount: 100_00 })).toBe('-100.00');
    expect(historyAmountInDollars({ type: 'charges', status: 'confirmed', amount: 5 })).toBe('-0.05');
    // No money moved: no sign.
    expect(historyAmountInDollars({ type: 'deposit', status: 'pending', amount: 500_00 })).toBe('500.00');
    expect(historyAmountInDollars({ type: 'withdrawal', status: 'failed', amount: 100_00 })).toBe('100.00');
    // A confirmed coin deposit went into its plan, not the balance: unsigned, as on the page.
    expect(historyAmountInDollars({ type: 'deposit', status: 'confirmed', amount: 250_00 })).toBe('250.00');
  });

  it('writes a row per column, labels for type, status and coin, neutralised text and a plain amount', () => {
    const row = transactionCsvRow({
      ...base,
      type: 'withdrawal',
      amount: 250_00,
      payment_method: 'BTC',
      transaction_id: '+ref',
      address: '=cmd',
      plan_reference: '@plan',
      reason: '-x',
    });
    expect(row).toHaveLength(TRANSACTION_CSV_COLUMNS.length);
    expect(row).toEqual(['2026-06-01T12:00:00.000Z', 'Withdrawal', 'Confirmed', '-250.00', 'Bitcoin (BTC)', "'+ref", "'=cmd", "'@plan", "'-x"]);
    expect(transactionCsvRow({ ...base, type: 'bonus' })).toEqual(['2026-06-01T12:00:00.000Z', 'Bonus', 'Confirmed', '+1234.56', '', '', '', '', '']);
  });

  it('names the file after the filter and the UTC day', () => {
    expect(transactionExportFilename('earnings', new Date('2026-11-23T23:59:59Z'))).toBe('arcvest-transactions-earnings-2026-11-23.csv');
  });

  it('maps each filter to the types it shows, the same ones the history matches', () => {
    expect(transactionTypesOfFilter('all')).toBeNull();
    expect([transactionFilterLabel('all'), transactionFilterLabel('charges')]).toEqual(['All', 'Charges']);
    expect(transactionTypesOfFilter('earnings')).toEqual(['earnings', 'capital']);
    for (const filter of TRANSACTION_FILTER_VALUES) {
      const types = transactionTypesOfFilter(filter) ?? TRANSACTION_TYPES;
      expect(TRANSACTION_TYPES.filter((type) => matchesTransactionFilter(type, filter))).toEqual(TRANSACTION_TYPES.filter((type) => types.includes(type)));
    }
  });
});
