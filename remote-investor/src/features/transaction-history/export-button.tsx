import { Button, showApiError, useToast } from '@arcvest/shared';
import { transactionExportFilename, transactionFilterLabel, type TransactionFilter } from '@arcvest/shared/rules';
import { useExportTransactionsMutation } from './api';
import { saveTextFile } from './save-file';

/** Downloads every transaction that matches the history's current filter as a CSV file. */
export function ExportButton({ filter }: { filter: TransactionFilter }) {
  const toast = useToast();
  const [exportTransactions, { isLoading, reset }] = useExportTransactionsMutation();
  const what = filter === 'all' ? 'all transactions' : `${transactionFilterLabel(filter).toLowerCase()} transactions`;

  const download = async () => {
    try {
      const csv = await exportTransactions(filter).unwrap();
      // Reading the answer as text drops the server's byte order mark; it goes back so Excel reads UTF-8.
      saveTextFile(`\uFEFF${csv}`, transactionExportFilename(filter, new Date()), 'text/csv;charset=utf-8');
    } catch (error) {
      showApiError(toast, error, 'Your transactions could not be downloaded.');
    } finally {
      // The file is saved: the text need not stay in the store.
      reset();
    }
  };

  // The visible text stays in the accessible name (WCAG 2.5.3); the spinner and the status say it is busy.
  return (
    <>
      <Button variant="secondary" onClick={download} busy={isLoading} aria-label={`Download CSV of ${what}`}>
        Download CSV
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {isLoading ? `Preparing the CSV of ${what}…` : ''}
      </span>
    </>
  );
}
