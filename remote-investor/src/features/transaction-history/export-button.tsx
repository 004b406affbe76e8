import { activeLocale, Button, showApiError, useLingui, useToast } from '@arcvest/shared';
import { transactionExportFilename, transactionFilterLabel, type TransactionFilter } from '@arcvest/shared/rules';
import { useExportTransactionsMutation } from './api';
import { EXPORT_TEXTS as TEXTS } from './messages';
import { saveTextFile } from './save-file';

/** Downloads every transaction that matches the history's current filter as a CSV file. */
export function ExportButton({ filter }: { filter: TransactionFilter }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [exportTransactions, { isLoading, reset }] = useExportTransactionsMutation();
  const what = filter === 'all' ? _(TEXTS.all) : _({ ...TEXTS.ofType, values: { type: transactionFilterLabel(filter, _).toLocaleLowerCase(activeLocale()) } });

  const download = async () => {
    try {
      const csv = await exportTransactions(filter).unwrap();
      // Reading the answer as text drops the server's byte order mark; it goes back so Excel reads UTF-8.
      saveTextFile(`\uFEFF${csv}`, transactionExportFilename(filter, new Date()), 'text/csv;charset=utf-8');
    } catch (error) {
      showApiError(toast, error, _(TEXTS.failed));
    } finally {
      // The file is saved: the text need not stay in the store.
      reset();
    }
  };

  // The visible text stays in the accessible name (WCAG 2.5.3); the spinner and the status say it is busy.
  return (
    <>
      <Button variant="secondary" onClick={download} busy={isLoading} aria-label={_({ ...TEXTS.label, values: { what } })}>
        {_(TEXTS.download)}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {isLoading ? _({ ...TEXTS.preparing, values: { what } }) : ''}
      </span>
    </>
  );
}
