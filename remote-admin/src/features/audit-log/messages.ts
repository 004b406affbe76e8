/** The words of the audit log: its table, its filters and their states (docs/i18n.md#messages-and-catalogues). */
export const AUDIT_LOG_TEXTS = {
  title: /*i18n*/ { id: 'admin.auditLog.title', message: 'Audit log' },
  noMatch: /*i18n*/ { id: 'admin.auditLog.noMatch', message: 'No entries match these filters.' },
  empty: /*i18n*/ { id: 'admin.auditLog.empty', message: 'No admin actions have been recorded yet.' },
  caption: /*i18n*/ { id: 'admin.auditLog.caption', message: 'Admin actions, newest first' },
  time: /*i18n*/ { id: 'admin.auditLog.time', message: 'Time' },
  admin: /*i18n*/ { id: 'admin.auditLog.admin', message: 'Admin' },
  action: /*i18n*/ { id: 'admin.auditLog.action', message: 'Action' },
  whom: /*i18n*/ { id: 'admin.auditLog.whom', message: 'Whom' },
  details: /*i18n*/ { id: 'admin.auditLog.details', message: 'Details' },
  system: /*i18n*/ { id: 'admin.auditLog.system', message: 'System' },
  moreFailed: /*i18n*/ { id: 'admin.auditLog.moreFailed', message: 'Older entries could not be loaded.' },
  loadFailed: /*i18n*/ { id: 'admin.auditLog.loadFailed', message: 'The audit log could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.auditLog.loading', message: 'Loading the audit log' },
  shown: /*i18n*/ { id: 'admin.auditLog.shown', message: '{count, plural, one {# entry shown.} other {# entries shown.}}' },
  shownMore: /*i18n*/ {
    id: 'admin.auditLog.shownMore',
    message: '{count, plural, one {# entry shown, more to load.} other {# entries shown, more to load.}}',
  },
};

export const FILTER_TEXTS = {
  failed: /*i18n*/ { id: 'admin.auditLog.filters.failed', message: 'The filters could not be applied.' },
  label: /*i18n*/ { id: 'admin.auditLog.filters.label', message: 'Filter the audit log' },
  actor: /*i18n*/ { id: 'admin.auditLog.filters.actor', message: 'Admin (username or id)' },
  user: /*i18n*/ { id: 'admin.auditLog.filters.user', message: 'User id' },
  action: /*i18n*/ { id: 'admin.auditLog.filters.action', message: 'Action' },
  anyAction: /*i18n*/ { id: 'admin.auditLog.filters.anyAction', message: 'Any action' },
  filter: /*i18n*/ { id: 'admin.auditLog.filters.filter', message: 'Filter' },
  clear: /*i18n*/ { id: 'admin.auditLog.filters.clear', message: 'Clear' },
};
