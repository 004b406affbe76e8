import { CATEGORY_TEXTS, CHANNEL_TEXTS, DELIVERY_CHANNELS, SECURITY_ALWAYS_EMAILED, type DeliveryChannel, type InvestorCategory } from '@arcvest/shared/rules';
import {
  Button,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  useGetInboxPreferencesQuery,
  useLingui,
  useToast,
  useSaveInboxPreferencesMutation,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { PREFERENCES_TEXTS } from './messages';

/** How each kind of news reaches the investor: in the app, by email, or both (the default). */
export function NotificationPreferencesCard() {
  const { _ } = useLingui();
  const toast = useToast();
  const query = useGetInboxPreferencesQuery();
  const [save, saving] = useSaveInboxPreferencesMutation();
  const [changed, setChanged] = useState<Partial<Record<InvestorCategory, DeliveryChannel>>>({});

  if (query.isLoading) return <Skeleton shape="card" label={_(PREFERENCES_TEXTS.loading)} />;
  if (query.isError || !query.data)
    return <ErrorState message={readApiError(query.error, _(PREFERENCES_TEXTS.loadFailed)).message} onRetry={() => void query.refetch()} />;

  const preferences = query.data.preferences.map((preference) => ({ ...preference, channel: changed[preference.category] ?? preference.channel }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save({ preferences }).unwrap();
      setChanged({});
      toast.success(answer.message);
    } catch (error) {
      showApiError(toast, error, _(PREFERENCES_TEXTS.saveFailed));
    }
  };

  return (
    <form className="card notification-preferences" aria-labelledby="notification-preferences-title" onSubmit={(event) => void submit(event)}>
      <h2 id="notification-preferences-title">{_(PREFERENCES_TEXTS.title)}</h2>
      <p className="notification-preferences-note">{_(SECURITY_ALWAYS_EMAILED)}</p>
      {preferences.map(({ category, channel }) => (
        <fieldset key={category} className="notification-preference">
          <legend>{_(CATEGORY_TEXTS[category])}</legend>
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
                {_(CHANNEL_TEXTS[option])}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" busy={saving.isLoading} disabled={Object.keys(changed).length === 0}>
        {_(PREFERENCES_TEXTS.save)}
      </Button>
    </form>
  );
}
