/** The deployments page's words: each remote's version, its canary and the admin's decisions (docs/i18n.md#messages-and-catalogues). */
export const DEPLOYMENTS_TEXTS = {
  title: /*i18n*/ { id: 'admin.deployments.title', message: 'Deployments' },
  refresh: /*i18n*/ { id: 'admin.deployments.refresh', message: 'Refresh' },
  intro: /*i18n*/ {
    id: 'admin.deployments.intro',
    message:
      'API server version <0>{version}</0>. A remote deployed or rolled back after this page was opened runs here from the next reload. ' +
      'A canary serves a new version to a share of visitors; the server ends it by itself when its error rate exceeds the current version\'s.',
  },
  loadFailed: /*i18n*/ { id: 'admin.deployments.loadFailed', message: 'The deployments could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.deployments.loading', message: 'Loading the deployments' },
};

/** The remotes' names, as headings and inside sentences ("the public site"). */
export const REMOTE_TITLES = {
  public: /*i18n*/ { id: 'admin.deployments.remote.public', message: 'Public site' },
  investor: /*i18n*/ { id: 'admin.deployments.remote.investor', message: 'Investor dashboard' },
  admin: /*i18n*/ { id: 'admin.deployments.remote.admin', message: 'Admin console' },
};

export const REMOTE_NAMES_IN_TEXT = {
  public: /*i18n*/ { id: 'admin.deployments.remoteInText.public', message: 'public site' },
  investor: /*i18n*/ { id: 'admin.deployments.remoteInText.investor', message: 'investor dashboard' },
  admin: /*i18n*/ { id: 'admin.deployments.remoteInText.admin', message: 'admin console' },
};

export const REMOTE_CARD_TEXTS = {
  readingManifest: /*i18n*/ { id: 'admin.deployments.readingManifest', message: 'Reading its manifest…' },
  manifestFailed: /*i18n*/ { id: 'admin.deployments.manifestFailed', message: 'Its manifest could not be read: {reason}' },
  versionServed: /*i18n*/ { id: 'admin.deployments.versionServed', message: 'Version served now' },
  built: /*i18n*/ { id: 'admin.deployments.built', message: 'Built' },
  unknown: /*i18n*/ { id: 'admin.deployments.unknown', message: 'Unknown' },
  servedFrom: /*i18n*/ { id: 'admin.deployments.servedFrom', message: 'Served from' },
  builtAgainst: /*i18n*/ { id: 'admin.deployments.builtAgainst', message: 'Built against' },
  lastHour: /*i18n*/ { id: 'admin.deployments.lastHour', message: 'Last hour' },
  loadedHere: /*i18n*/ { id: 'admin.deployments.loadedHere', message: 'Loaded on this page' },
  notOpened: /*i18n*/ { id: 'admin.deployments.notOpened', message: 'No (not opened on this page)' },
  loaded: /*i18n*/ { id: 'admin.deployments.loaded', message: 'Yes, version {version}' },
  incompatible: /*i18n*/ { id: 'admin.deployments.incompatible', message: 'No: version {version} is incompatible. {reason}' },
  notLoaded: /*i18n*/ { id: 'admin.deployments.notLoaded', message: 'No: it could not be loaded' },
  noCanary: /*i18n*/ { id: 'admin.deployments.noCanary', message: 'No canary running.' },
  counts: /*i18n*/ {
    id: 'admin.deployments.counts',
    message: '{loads, plural, one {# page load} other {# page loads}}, {errors, plural, one {# error} other {# errors}}',
  },
  rate: /*i18n*/ { id: 'admin.deployments.rate', message: ' ({rate} %)' },
};

export const CANARY_TEXTS = {
  heading: /*i18n*/ { id: 'admin.deployments.canary.heading', message: 'Canary {version}' },
  share: /*i18n*/ { id: 'admin.deployments.canary.share', message: 'Share of visitors' },
  shareValue: /*i18n*/ { id: 'admin.deployments.canary.shareValue', message: '{share} %' },
  shareForm: /*i18n*/ { id: 'admin.deployments.canary.shareForm', message: 'Canary share of the {remote}' },
  shareFailed: /*i18n*/ { id: 'admin.deployments.canary.shareFailed', message: 'The share could not be changed. Please try again.' },
  changeTitle: /*i18n*/ { id: 'admin.deployments.canary.changeTitle', message: 'Change canary share' },
  changeShare: /*i18n*/ { id: 'admin.deployments.canary.changeShare', message: 'Change share' },
  changeQuestion: /*i18n*/ {
    id: 'admin.deployments.canary.changeQuestion',
    message: 'Serve <0>{version}</0> of the {remote} to <1>{share} %</1> of visitors instead of {current} %?',
  },
  shareField: /*i18n*/ { id: 'admin.deployments.canary.shareField', message: 'Share (%)' },
  shareHint: /*i18n*/ { id: 'admin.deployments.canary.shareHint', message: '1 to 100; each visitor keeps their version.' },
  promoteTitle: /*i18n*/ { id: 'admin.deployments.canary.promoteTitle', message: 'Promote canary' },
  promote: /*i18n*/ { id: 'admin.deployments.canary.promote', message: 'Promote' },
  promoteQuestion: /*i18n*/ {
    id: 'admin.deployments.canary.promoteQuestion',
    message: 'Serve <0>{version}</0> of the {remote} to every visitor? Version {current} goes to the versions a rollback returns to.',
  },
  promoteFailed: /*i18n*/ { id: 'admin.deployments.canary.promoteFailed', message: 'The canary could not be promoted. Please try again.' },
  endTitle: /*i18n*/ { id: 'admin.deployments.canary.endTitle', message: 'End canary' },
  endQuestion: /*i18n*/ {
    id: 'admin.deployments.canary.endQuestion',
    message: 'End the canary <0>{version}</0> of the {remote}? Every visitor gets version {current} again.',
  },
  endFailed: /*i18n*/ { id: 'admin.deployments.canary.endFailed', message: 'The canary could not be ended. Please try again.' },
  servedNow: /*i18n*/ { id: 'admin.deployments.canary.servedNow', message: 'served now' },
};
