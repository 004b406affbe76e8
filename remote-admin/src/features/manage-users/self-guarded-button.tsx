import { Button } from '@arcvest/shared';
import { useId, type ReactNode } from 'react';

/** A button that is disabled, with the reason next to it, when the user shown is the signed-in admin. */
export function SelfGuardedButton({
  isSelf,
  note,
  variant,
  onClick,
  children,
}: {
  isSelf: boolean;
  note: string;
  variant: 'secondary' | 'danger-outline';
  onClick: () => void;
  children: ReactNode;
}) {
  // Not made from the note's words: in Arabic every note would make the same id.
  const noteId = `self-note-${useId()}`;
  return (
    <>
      <Button variant={variant} onClick={onClick} disabled={isSelf} aria-describedby={isSelf ? noteId : undefined}>
        {children}
      </Button>
      {isSelf && (
        <p id={noteId} className="user-action-note">
          {note}
        </p>
      )}
    </>
  );
}
