import { CATEGORY_LABELS, CHANNEL_LABELS, DELIVERY_CHANNELS, INBOX_MESSAGES, type DeliveryChannel, type InvestorCategory } from '@arcvest/shared/rules';
import {
  Button,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  useGetInboxPreferencesQuery,
  useToast,
  useSaveInboxPreferencesMutation,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';

/** How each kind of news reaches the investor: in the app, by email, or both (the default). */
export function NotificationPreferencesCard() {
  const toast = useToast();
  const query = useGetInboxPreferencesQuery();
  const [save, saving] = useSaveInboxPreferencesMutation();
  const [changed, setChanged] = useState<Partial<Record<InvestorCategory, DeliveryChannel>>>({});

  if (query.isLoading) return <Skeleton shape="card" label="Loading your notification preferences" />;
  if (query.isError || !query.data)
    return (
      <ErrorState message={readApiError(query.error, 'Your notification preferences could not be loaded.').message} onRetry={() => void query.refetch()} />
    );

  const preferences = query.data.preferences.map((preference) => ({ ...preference, channel: changed[preference.category] ?? preference.channel }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save({ preferences }).unwrap();
      setChanged({});
      toast.success(answer.message);
    } catch (error) {
      showApiError(toast, error, 'Your notification preferences could not be saved.');
    }
  };

  return (
    <form className="card notification-preferences" aria-labelledby="notification-preferences-title" onSubmit={(event) => void submit(event)}>
      <h2 id="notification-preferences-title">How you hear from us</h2>
      <p className="notification-preferences-note">{INBOX_MESSAGES.securityAlwaysEmailed}</p>
      {preferences.map(({ category, channel }) => (
        <fieldset key={category} className="notification-preference">
          <legend>{CATEGORY_LABELS[category]}</legend>
          <div className="notification-channels">
            {DELIVERY_CHANNELS.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`channel-${category}`}
                  value={option}
                  checked={channel === option}
                  onChange={() => setChanged({ ...changed, [category]: option })}
                />{' '}
                {CHANNEL_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" busy={saving.isLoading} disabled={Object.keys(changed).length === 0}>
        Save preferences
      </Button>
    </form>
  );
}
