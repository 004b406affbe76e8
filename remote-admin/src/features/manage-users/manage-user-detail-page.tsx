import {
  ageInYears,
  Button,
  ConfirmDialog,
  displayMessageError,
  ErrorState,
  formatUsd,
  ID_PATTERN,
  Link,
  manageUserBuyPlanPath,
  manageUserPlansPath,
  MAX_ADJUSTMENT_REASON_LENGTH,
  MAX_DISPLAY_MESSAGE_LENGTH,
  NotFound,
  PATHS,
  readAdjustmentAmount,
  readApiError,
  Spinner,
  TextAreaField,
  TextField,
  useAppSelector,
  useNavigate,
  useParams,
  useToast,
  type MessageResponse,
  type User,
} from '@arcvest/shared';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import {
  useChargeFeeMutation,
  useDeleteUserMutation,
  useGetManagedUserQuery,
  useGiveBonusMutation,
  useRemoveDisplayMessageMutation,
  useSetDisplayMessageMutation,
  useSwitchRoleMutation,
  useSwitchSuspensionMutation,
  useEndSessionsMutation,
} from './api';
import { UserSignInsCard } from './user-sign-ins-card';
import './manage-users.css';

const VALID_ID = new RegExp(ID_PATTERN);

/** /dashboard/admin/manage-users/{id}: one user's details and every admin action on them. */
export default function ManageUserDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <BackToListNotFound />;
  return <UserDetail key={id} userId={Number(id)} />;
}

function BackToListNotFound() {
  return <NotFound backTo={PATHS.manageUsers} backLabel="Back to Manage users" />;
}

function BackLink() {
  return <Link to={PATHS.manageUsers} className="back-link">← All users</Link>;
}

function UserDetail({ userId }: { userId: number }) {
  const { data: user, isError, error, refetch } = useGetManagedUserQuery(userId);
  if (user) return <ManagedUser user={user} />;
  if (isError && (error as { status?: unknown }).status === 404) return <BackToListNotFound />;
  return (
    <section className="manage-users">
      <BackLink />
      <header className="page-title"><h1>Manage user</h1></header>
      {isError ? (
        <ErrorState message={readApiError(error, 'The user could not be loaded.').message} onRetry={() => void refetch()} />
      ) : (
        <Spinner label="Loading the user" />
      )}
    </section>
  );
}

/** An action waiting for the admin's yes: what the dialog says and what the yes does. */
interface PendingAction {
  title: string;
  confirmLabel: string;
  question: ReactNode;
  run: () => Promise<MessageResponse>;
  /** Said when the call fails without a message of its own. */
  fallback: string;
  onSuccess?: () => void;
  /** A 422 field message goes under its field; returns whether it was placed. */
  onFieldErrors?: (fieldErrors: Record<string, string[]>) => boolean;
}

function ManagedUser({ user }: { user: User }) {
  const toast = useToast();
  const navigate = useNavigate();
  const signedInId = useAppSelector((state) => state.auth.user?.id);
  const isSelf = signedInId === user.id;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setPending(null), []);

  const [switchRole] = useSwitchRoleMutation();
  const [switchSuspension] = useSwitchSuspensionMutation();
  const [endSessions] = useEndSessionsMutation();
  const [deleteUser] = useDeleteUserMutation();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { message } = await pending.run();
      toast.success(message);
      pending.onSuccess?.();
    } catch (failure) {
      // docs/departures.md#defects-we-fix: a failed admin action is an error, never a success.
      const reading = readApiError(failure, pending.fallback);
      if (!pending.onFieldErrors?.(reading.fieldErrors)) toast.error(reading.message);
    }
    setBusy(false);
    setPending(null);
  };

  const name = user.username;
  const age = ageInYears(user.age);
  const missing = (text: string) => <span className="user-fact-missing">{text}</span>;
  const isAdmin = user.role === 'admin';
  const suspended = user.suspended === 1;

  return (
    <section className="manage-users">
      <BackLink />
      <header className="page-title"><h1>{name}</h1></header>

      <div className="user-detail-grid">
        <section className="card" aria-labelledby="user-wallet-heading">
          <h2 id="user-wallet-heading">Account balance</h2>
          <p className="user-wallet-amount">{formatUsd(user.wallet)}</p>
          <div className="user-card-links">
            <Link className="btn btn-primary" to={manageUserBuyPlanPath(user.id)}>Buy Plan</Link>
            <Link className="btn btn-secondary" to={manageUserPlansPath(user.id)}>Active plans</Link>
          </div>
        </section>

        <FactCard
          title="Profile information"
          facts={[
            ['Name', `${user.firstname} ${user.lastname}`],
            ['Username', user.username],
            ['Age', age === null ? user.age : `${age} years`],
            ['Gender', user.gender === 'male' ? 'Male' : 'Female'],
          ]}
        />
        <FactCard
          title="Contact information"
          facts={[
            ['Email', user.email],
            ['Country', user.country],
            ['Phone', user.phone ?? missing('No phone number yet')],
            ['Address', user.address ?? missing('No address yet')],
          ]}
        />

        <section className="card" aria-labelledby="user-other-heading">
          <h2 id="user-other-heading">Other information</h2>
          <dl className="user-facts">
            <Fact term="Account level" value={`Level ${user.level}`} />
            <Fact term="Email verification" value={user.email_verified ? 'Verified' : 'Not verified'} />
            <Fact term="Role" value={isAdmin ? 'Admin' : 'User'} />
            <Fact term="Suspension" value={suspended ? 'Suspended' : 'Active'} />
          </dl>
          <div className="user-card-actions">
            <SelfGuardedButton
              isSelf={isSelf}
              note="You cannot remove your own admin role."
              variant="secondary"
              onClick={() =>
                setPending({
                  title: isAdmin ? 'Remove admin role' : 'Make admin',
                  confirmLabel: isAdmin ? 'Make user' : 'Make admin',
                  question: isAdmin ? (
                    <p>Make <strong>{name}</strong> a regular user? They lose the admin console on their next request.</p>
                  ) : (
                    <p>Make <strong>{name}</strong> an admin? They get the admin console on their next request.</p>
                  ),
                  run: () => switchRole({ id: user.id }).unwrap(),
                  fallback: 'The role could not be changed. Please try again.',
                })
              }
            >
              {isAdmin ? 'Make user' : 'Make admin'}
            </SelfGuardedButton>
            <SelfGuardedButton
              isSelf={isSelf}
              note="You cannot suspend your own account."
              variant={suspended ? 'secondary' : 'danger'}
              onClick={() =>
                setPending({
                  title: suspended ? 'Unsuspend user' : 'Suspend user',
                  confirmLabel: suspended ? 'Unsuspend' : 'Suspend',
                  question: suspended ? (
                    <p>Unsuspend <strong>{name}</strong>? They can sign in again.</p>
                  ) : (
                    <p>Suspend <strong>{name}</strong>? They are signed out at once and cannot sign in until unsuspended.</p>
                  ),
                  run: () => switchSuspension({ id: user.id }).unwrap(),
                  fallback: 'The suspension could not be changed. Please try again.',
                })
              }
            >
              {suspended ? 'Unsuspend user' : 'Suspend user'}
            </SelfGuardedButton>
            <SelfGuardedButton
              isSelf={isSelf}
              note="Your own other devices: Sign out everywhere else, on your Security page."
              variant="secondary"
              onClick={() =>
                setPending({
                  title: 'Sign out on every device',
                  confirmLabel: 'Sign out everywhere',
                  question: <p>Sign <strong>{name}</strong> out on every device now? They can sign in again.</p>,
                  run: () => endSessions({ id: user.id }).unwrap(),
                  fallback: 'The sessions could not be ended. Please try again.',
                })
              }
            >
              Sign out everywhere
            </SelfGuardedButton>
          </div>
        </section>

        <DisplayMessageCard user={user} ask={setPending} />
        <AdjustmentCard kind="bonus" user={user} ask={setPending} />
        <AdjustmentCard kind="fee" user={user} ask={setPending} />

        <section className="card" aria-labelledby="user-delete-heading">
          <h2 id="user-delete-heading">Delete user</h2>
          <p>Erases the personal data and identity documents; the money records stay for the accounts.</p>
          <SelfGuardedButton
            isSelf={isSelf}
            note="You cannot delete your own account."
            variant="danger"
            onClick={() =>
              setPending({
                title: 'Delete user',
                confirmLabel: 'Delete user',
                question: (
                  <p>
                    Do you want to permanently delete the account of <strong>{name}</strong> from the database? This cannot be undone.
                  </p>
                ),
                run: () => deleteUser({ id: user.id }).unwrap(),
                fallback: 'The user could not be deleted. Please try again.',
                onSuccess: () => navigate(PATHS.manageUsers),
              })
            }
          >
            Delete user
          </SelfGuardedButton>
        </section>
        <UserSignInsCard userId={user.id} />
      </div>

      {pending && (
        <ConfirmDialog title={pending.title} confirmLabel={pending.confirmLabel} busy={busy} onConfirm={() => void confirm()} onClose={close}>
          {pending.question}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A button that is disabled, with the reason next to it, when the user shown is the signed-in admin. */
function SelfGuardedButton({
  isSelf,
  note,
  variant,
  onClick,
  children,
}: {
  isSelf: boolean;
  note: string;
  variant: 'secondary' | 'danger';
  onClick: () => void;
  children: ReactNode;
}) {
  const noteId = `self-note-${note.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <Button variant={variant} onClick={onClick} disabled={isSelf} aria-describedby={isSelf ? noteId : undefined}>
        {children}
      </Button>
      {isSelf && <p id={noteId} className="user-action-note">{note}</p>}
    </>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FactCard({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="user-facts">
        {facts.map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
      </dl>
    </section>
  );
}

function DisplayMessageCard({ user, ask }: { user: User; ask: (action: PendingAction) => void }) {
  const [setDisplayMessage] = useSetDisplayMessageMutation();
  const [removeDisplayMessage] = useRemoveDisplayMessageMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = user.username;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = displayMessageError(text);
    if (problem) return setError(problem);
    const message = text.trim();
    ask({
      title: 'Set display message',
      confirmLabel: 'Set message',
      question: (
        <>
          <p>Show this message on the dashboard of <strong>{name}</strong>?</p>
          <blockquote className="user-display-message">{message}</blockquote>
        </>
      ),
      run: () => setDisplayMessage({ id: user.id, message }).unwrap(),
      fallback: 'The message could not be set. Please try again.',
      onSuccess: () => setText(''),
      onFieldErrors: (fieldErrors) => {
        const fieldError = fieldErrors.message?.[0];
        if (fieldError) setError(fieldError);
        return Boolean(fieldError);
      },
    });
  };

  return (
    <section className="card" aria-labelledby="user-message-heading">
      <h2 id="user-message-heading">Display message</h2>
      {user.message !== null ? (
        <>
          <p className="user-display-message">{user.message}</p>
          <Button
            variant="danger"
            onClick={() =>
              ask({
                title: 'Delete display message',
                confirmLabel: 'Delete message',
                question: <p>Do you want to delete display message? <strong>{name}</strong> will no longer see it on their dashboard.</p>,
                run: () => removeDisplayMessage({ id: user.id }).unwrap(),
                fallback: 'The message could not be deleted. Please try again.',
              })
            }
          >
            Delete
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label="Message"
            hint={`Shown on the user's dashboard. At most ${MAX_DISPLAY_MESSAGE_LENGTH} characters.`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            maxLength={MAX_DISPLAY_MESSAGE_LENGTH}
            rows={3}
            error={error}
          />
          <Button type="submit">Set message</Button>
        </form>
      )}
    </section>
  );
}

function AdjustmentCard({ kind, user, ask }: { kind: 'bonus' | 'fee'; user: User; ask: (action: PendingAction) => void }) {
  const [giveBonus] = useGiveBonusMutation();
  const [chargeFee] = useChargeFeeMutation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const isBonus = kind === 'bonus';
  const label = isBonus ? 'Give bonus' : 'Charge fee';
  const headingId = `user-${kind}-heading`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAdjustmentAmount(amount, isBonus ? {} : { wallet: user.wallet });
    if ('error' in read) return setErrors({ amount: read.error });
    const cents = read.cents;
    const why = reason.trim() || undefined;
    const dollars = formatUsd(cents);
    ask({
      title: label,
      confirmLabel: label,
      question: (
        <p>
          {isBonus ? (
            <>Give <strong>{dollars}</strong> bonus to <strong>{user.username}</strong>?</>
          ) : (
            <>Charge <strong>{dollars}</strong> fee to <strong>{user.username}</strong>?</>
          )}
          {why ? <> They will see the reason “{why}” in their history.</> : null}
        </p>
      ),
      run: () => (isBonus ? giveBonus({ id: user.id, bonus: cents, reason: why }).unwrap() : chargeFee({ id: user.id, fee: cents, reason: why }).unwrap()),
      fallback: isBonus ? 'The bonus could not be given. Please try again.' : 'The fee could not be charged. Please try again.',
      onSuccess: () => {
        setAmount('');
        setReason('');
      },
      onFieldErrors: (fieldErrors) => {
        const placed = { amount: fieldErrors[kind]?.[0], reason: fieldErrors.reason?.[0] };
        setErrors(placed);
        return Boolean(placed.amount || placed.reason);
      },
    });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <form className="user-adjust-form" onSubmit={submit} noValidate>
        <TextField
          label={isBonus ? 'Bonus in dollars' : 'Fee in dollars'}
          hint={isBonus ? undefined : `At most the balance of ${formatUsd(user.wallet)}.`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors({});
          }}
          error={errors.amount}
        />
        <TextField
          label="Reason (optional)"
          hint="The user sees it in their history."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors({});
          }}
          maxLength={MAX_ADJUSTMENT_REASON_LENGTH}
          error={errors.reason}
        />
        <Button type="submit" variant={isBonus ? 'primary' : 'danger'}>{label}</Button>
      </form>
    </section>
  );
}
