import { Button, useLingui, useToast } from '@arcvest/shared';

const COPY = /*i18n*/ { id: 'ui.copyButton.copy', message: 'Copy' };

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name, e.g. 'Copy address'. */
  label: string;
  /** The success toast ('Address copied.', docs/errors-and-messages.md#fixed-texts). */
  copiedMessage: string;
  /** Said when the browser refuses the clipboard (no permission, no secure context). */
  failedMessage: string;
}

/** A Copy button that puts `text` on the clipboard and says whether it worked. */
export function CopyButton({ text, label, copiedMessage, failedMessage }: CopyButtonProps) {
  const { _ } = useLingui();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error(failedMessage);
    }
  };
  return (
    <Button variant="secondary" className="copy-button" onClick={() => void copy()} aria-label={label}>
      {_(COPY)}
    </Button>
  );
}
