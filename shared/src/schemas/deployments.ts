import { Type, type Static } from '@sinclair/typebox';
import { CANARY_SHARE_MAX, CANARY_SHARE_MIN, CLIENT_ERROR_KINDS, CLIENT_ERROR_MESSAGE_MAX, REMOTE_NAMES, REMOTE_VERSION_PATTERN } from '../rules/deployments';
import { errorResponses, Message, NullableText, StringEnum } from './common';

/** Canary releases of the remotes and the shell's error reports (docs/deployment.md#canary-releases). */
const deployments = { tags: ['deployments'] };

export const RemoteNameValue = StringEnum(REMOTE_NAMES, { description: 'The remote: public, investor or admin' });
const Version = Type.String({ pattern: REMOTE_VERSION_PATTERN, description: "A remote's build version (its manifest's buildVersion)" });
const Share = Type.Integer({ minimum: CANARY_SHARE_MIN, maximum: CANARY_SHARE_MAX, description: 'Per cent of visitors served the canary' });

export const ClientErrorBody = Type.Object({
  remote: RemoteNameValue,
  version: Version,
  kind: StringEnum(CLIENT_ERROR_KINDS, {
    description: 'load: the remote could not be loaded; render: its area caught a render error; unhandled: an uncaught error or rejection from its files',
  }),
  message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_MESSAGE_MAX, description: 'A short message, without personal data' }),
});
export type ClientErrorBody = Static<typeof ClientErrorBody>;

export const ReportAnswer = Type.Object({
  counted: Type.Boolean({ description: 'False when the version named is not served now (the report is dropped)' }),
});
export type ReportAnswer = Static<typeof ReportAnswer>;

/** A report from any page: no sign-in, rate limited per client, bodies of at most 2 KB. */
const report = <B extends typeof ClientErrorBody | typeof RemoteLoadBody>(summary: string, body: B) => ({
  ...deployments,
  summary: `${summary} (no sign-in; rate limited per client; bodies of at most 2 KB)`,
  body,
  response: { 202: ReportAnswer, ...errorResponses(413) },
});

export const clientErrorSchema = report("The shell's report of a remote's error", ClientErrorBody);

export const RemoteLoadBody = Type.Object({ remote: RemoteNameValue, version: Version });
export type RemoteLoadBody = Static<typeof RemoteLoadBody>;

export const remoteLoadSchema = report("The shell's report that a page showed a remote's area, counted for the version it loaded", RemoteLoadBody);

export const VersionCounts = Type.Object({
  loads: Type.Integer({ description: "Page loads that showed this version's area" }),
  errors: Type.Integer({ description: 'Error reports counted for this version' }),
});
export type VersionCounts = Static<typeof VersionCounts>;

export const RemoteDeployment = Type.Object({
  name: RemoteNameValue,
  source: StringEnum(['pointer', 'build', 'url'] as const, {
    description: "pointer: a published version (deploy pointer); build: the plain build; url: the operator's REMOTE_<NAME>_URL",
  }),
  current: Type.Object({
    version: NullableText({ description: 'Unknown (null) for a remote on its own origin' }),
    manifest_url: Type.String(),
    last_hour: VersionCounts,
  }),
  canary: Type.Union([
    Type.Object({
      version: Type.String(),
      share: Type.Integer(),
      started_at: Type.String({ description: 'ISO 8601' }),
      manifest_url: Type.String(),
      last_hour: VersionCounts,
    }),
    Type.Null(),
  ]),
});
export type RemoteDeployment = Static<typeof RemoteDeployment>;

export const Deployments = Type.Object({
  server_version: Type.String({ description: "The API server's version (api/package.json)" }),
  remotes: Type.Array(RemoteDeployment),
});
export type Deployments = Static<typeof Deployments>;

export const deploymentsSchema = {
  ...deployments,
  summary: "Each remote's current version, its canary (version and share), and page loads and errors of each in the last hour (admin)",
  response: { 200: Deployments },
};

export const RemoteParams = Type.Object({ remote: RemoteNameValue });
export type RemoteParams = Static<typeof RemoteParams>;

/** The canary the admin decided about: a canary replaced meanwhile is not changed (409). */
export const CanaryBody = Type.Object({ version: Version });
export type CanaryBody = Static<typeof CanaryBody>;

export const CanaryShareBody = Type.Object({ version: Version, share: Share });
export type CanaryShareBody = Static<typeof CanaryShareBody>;

const canaryAction = <B extends typeof CanaryBody | typeof CanaryShareBody>(summary: string, body: B) => ({
  ...deployments,
  summary,
  params: RemoteParams,
  body,
  response: { 200: Message, ...errorResponses(404, 409) },
});

export const promoteCanarySchema = canaryAction("Promote the remote's canary: it becomes the version every visitor gets (admin, audited)", CanaryBody);
export const canaryShareSchema = canaryAction("Change the share of visitors served the remote's canary (admin, audited)", CanaryShareBody);
export const endCanarySchema = canaryAction('End the canary: every visitor gets the current version again (admin, audited)', CanaryBody);
