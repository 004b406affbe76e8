import { Type, type Static } from '@sinclair/typebox';
import { errorResponses } from './common';

/** What load balancers and operators ask a server: is it alive, can it serve, how is it doing. */
const operations = { tags: ['operations'] };

export const Health = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;

export const healthSchema = {
  ...operations,
  summary: 'Liveness: the process answers (nothing else is checked)',
  response: { 200: Health },
};

export const Readiness = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Literal('reachable'),
  migrations: Type.Literal('current'),
});
export type Readiness = Static<typeof Readiness>;

export const readinessSchema = {
  ...operations,
  summary: 'Readiness: the database answers and every migration has run; 503 with the reason otherwise',
  response: { 200: Readiness, ...errorResponses(503) },
};

export const metricsSchema = {
  ...operations,
  summary: 'Prometheus metrics (text exposition format); only when METRICS_TOKEN is set, and only with it as the bearer token',
  headers: Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 500 })) }),
  response: { 200: Type.String({ description: 'text/plain; version=0.0.4' }), ...errorResponses(401, 404, 422) },
};
