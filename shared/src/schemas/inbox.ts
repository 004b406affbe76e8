import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_CHANNELS, INVESTOR_CATEGORIES, STAFF_CATEGORIES } from '../rules/inbox';
import { errorResponses, IdParams, Message, NullableText, StringEnum } from './common';
import { PageQuery } from './transactions';

/** The in-app notification centre (docs/notifications.md); not the email outbox. */
const inbox = { tags: ['notifications'] };

export const InboxCategory = StringEnum([...INVESTOR_CATEGORIES, ...STAFF_CATEGORIES] as const, { description: 'What the notification is about' });
export const DeliveryChannel = StringEnum(DELIVERY_CHANNELS, { description: 'in_app: the bell only; email: email only; both' });

export const InboxItem = Type.Object({
  id: Type.Integer(),
  category: InboxCategory,
  title: Type.String(),
  body: Type.String(),
  link: NullableText({ description: 'The page the notification leads to, a path of this site' }),
  created_at: Type.String(),
  read_at: NullableText({ description: 'When it was marked read; null while unread' }),
});
export type InboxItem = Static<typeof InboxItem>;

export const InboxPage = Type.Object({
  items: Type.Array(InboxItem),
  next_cursor: NullableText({ description: 'Pass as `before` for the next page; null when there is none' }),
  unread: Type.Integer({ minimum: 0, description: 'How many of all the caller’s notifications are unread' }),
});
export type InboxPage = Static<typeof InboxPage>;

export const inboxSchema = {
  ...inbox,
  summary: "The caller's notifications, newest first, paged, with the unread count",
  querystring: PageQuery,
  response: { 200: InboxPage },
};

export const markInboxItemReadSchema = {
  ...inbox,
  summary: 'Marks one of the caller’s notifications read',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404) },
};

export const markAllInboxReadSchema = {
  ...inbox,
  summary: 'Marks every notification of the caller read',
  response: { 200: Message },
};

export const InboxPreference = Type.Object({ category: StringEnum(INVESTOR_CATEGORIES), channel: DeliveryChannel });
export type InboxPreference = Static<typeof InboxPreference>;

export const InboxPreferences = Type.Object({
  preferences: Type.Array(InboxPreference, { maxItems: INVESTOR_CATEGORIES.length, description: 'One per category; a category left out keeps its setting' }),
});
export type InboxPreferences = Static<typeof InboxPreferences>;

export const inboxPreferencesSchema = {
  ...inbox,
  summary: 'How the caller hears of each kind of event: in the app, by email, or both (the default)',
  response: { 200: InboxPreferences },
};

export const saveInboxPreferencesSchema = {
  ...inbox,
  summary: 'Saves how the caller hears of each kind of event; security notices are emailed whatever is chosen',
  body: InboxPreferences,
  response: { 200: Type.Composite([Message, InboxPreferences]), ...errorResponses(422) },
};

export const eventStreamSchema = {
  ...inbox,
  summary: 'Server-Sent Events: what changed for the caller, each with its log id; send Last-Event-ID to resume',
  description:
    'text/event-stream. Each event is `id: <log id>`, `event: change`, `data: {"kinds": [...]}`; comments keep the connection open. The stream ends when the session ends.',
  headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'The id of the last event received' })) }),
  response: {
    200: { description: 'The event stream; it stays open', content: { 'text/event-stream': { schema: Type.String() } } },
    ...errorResponses(422),
  },
  /** Never ends by itself: whole-API tests that wait for an answer leave it out or make it refuse. */
  'x-event-stream': true,
};
