/** The investor's proof of liabilities page (docs/i18n.md#messages-and-catalogues). */
export const VERIFY_TEXTS = {
  title: /*i18n*/ { id: 'investor.verifyBalance.title', message: 'Verify my balance is included' },
  intro: /*i18n*/ {
    id: 'investor.verifyBalance.intro',
    message:
      'Each day the platform publishes what it owes all investors together, sealed so that no figure in it can change afterwards. Your proof shows that your balance (wallet plus active plans) is counted in that total.',
  },
  checking: /*i18n*/ { id: 'investor.verifyBalance.checking', message: 'Checking your proof against the published root …' },
  match: /*i18n*/ { id: 'investor.verifyBalance.match', message: 'Verified: your balance is included in the published total.' },
  mismatch: /*i18n*/ { id: 'investor.verifyBalance.mismatch', message: 'Does not match: this proof does not lead to the published root.' },
  snapshotTaken: /*i18n*/ { id: 'investor.verifyBalance.snapshotTaken', message: 'Snapshot taken' },
  yourBalance: /*i18n*/ { id: 'investor.verifyBalance.yourBalance', message: 'Your balance in it' },
  owedToAll: /*i18n*/ { id: 'investor.verifyBalance.owedToAll', message: 'Owed to all investors' },
  sharesHeading: /*i18n*/ { id: 'investor.verifyBalance.sharesHeading', message: 'How your balance is counted' },
  oneShare: /*i18n*/ {
    id: 'investor.verifyBalance.oneShare',
    message: 'Your balance is counted as one entry, placed at a random spot in the list, with nothing that names you.',
  },
  manyShares: /*i18n*/ {
    id: 'investor.verifyBalance.manyShares',
    message:
      'Your balance is counted as {parts} entries of random size, each at a random spot in the list, so no other investor’s proof reveals your balance. Each entry leads to the published total, and together they make up your balance.',
  },
  download: /*i18n*/ { id: 'investor.verifyBalance.download', message: 'Download my proof' },
  technical: /*i18n*/ { id: 'investor.verifyBalance.technical', message: 'Technical details' },
  rootHash: /*i18n*/ { id: 'investor.verifyBalance.rootHash', message: 'Published root hash' },
  entrySalt: /*i18n*/ { id: 'investor.verifyBalance.entrySalt', message: 'Entry {number} salt' },
  pathLength: /*i18n*/ { id: 'investor.verifyBalance.pathLength', message: 'Hashes from each entry to the root' },
  tool: /*i18n*/ {
    id: 'investor.verifyBalance.tool',
    message: 'The downloaded file is JSON. Anyone can recompute it without our server with the open verification tool (<0/>), or below in this browser.',
  },
  none: /*i18n*/ { id: 'investor.verifyBalance.none', message: 'No proof of liabilities yet.' },
  loadFailed: /*i18n*/ { id: 'investor.verifyBalance.loadFailed', message: 'Your proof could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.verifyBalance.loading', message: 'Loading your proof' },
};

/** "Check a proof file". */
export const FILE_CHECK_TEXTS = {
  heading: /*i18n*/ { id: 'investor.verifyBalance.file.heading', message: 'Check a proof file' },
  intro: /*i18n*/ {
    id: 'investor.verifyBalance.file.intro',
    message: 'Choose a proof file, yours from this page or one you kept: it is checked here in your browser, without asking our server.',
  },
  label: /*i18n*/ { id: 'investor.verifyBalance.file.label', message: 'Proof file (JSON)' },
  checking: /*i18n*/ { id: 'investor.verifyBalance.file.checking', message: 'Checking {file} …' },
  unreadable: /*i18n*/ { id: 'investor.verifyBalance.file.unreadable', message: 'Cannot check this file: {reason}.' },
  mismatch: /*i18n*/ { id: 'investor.verifyBalance.file.mismatch', message: 'Does not match: {reason}.' },
  matchOne: /*i18n*/ {
    id: 'investor.verifyBalance.file.matchOne',
    message: 'Matches: a balance of {balance} leads to the file’s root, whose total is {total}.',
  },
  matchMany: /*i18n*/ {
    id: 'investor.verifyBalance.file.matchMany',
    message: 'Matches: the {count} shares of a balance of {balance} lead to the file’s root, whose total is {total}.',
  },
  earlier: /*i18n*/ {
    id: 'investor.verifyBalance.file.earlier',
    message: 'That root is not the latest published one: the file is from another snapshot.',
  },
  earlierOn: /*i18n*/ {
    id: 'investor.verifyBalance.file.earlierOn',
    message: 'That root is not the latest published one: the file is from another snapshot ({date}).',
  },
  readFailed: /*i18n*/ { id: 'investor.verifyBalance.file.readFailed', message: 'the file could not be read' },
};
