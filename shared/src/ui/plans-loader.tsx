import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { PLANS_LOAD_FAILED, useGetPlansQuery } from '../api/base-api';
import { readApiError } from '../api/errors';
import type { Plan } from '../types';
import { ErrorState, Skeleton } from './states';

const LOADING_PLANS = /*i18n*/ { id: 'ui.plansLoader.loading', message: 'Loading plans' };

/**
 * The plans of GET /plans, with the states every page that lists them shows: a spinner while
 * they load, the error with Retry; `children` renders the loaded list (empty ones included).
 */
export function PlansLoader({ children, loadingLabel }: { children: (plans: Plan[]) => ReactNode; loadingLabel?: string }) {
  const { _ } = useLingui();
  const { data: plans, isError, error, refetch } = useGetPlansQuery();
  if (plans) return children(plans);
  if (isError) return <ErrorState message={readApiError(error, PLANS_LOAD_FAILED).message} onRetry={refetch} />;
  return <Skeleton shape="cards" label={loadingLabel ?? _(LOADING_PLANS)} />;
}
