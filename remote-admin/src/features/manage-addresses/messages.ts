/** The deposit-address pages' words: the coins, a coin's addresses and watch-only key, and adding an address (docs/i18n.md#messages-and-catalogues). */
export const ADDRESS_COINS_TEXTS = {
  title: /*i18n*/ { id: 'admin.manageAddresses.title', message: 'Manage addresses' },
  intro: /*i18n*/ { id: 'admin.manageAddresses.intro', message: 'Choose a coin to see its deposit addresses, add a new one or delete old ones.' },
  coinHint: /*i18n*/ { id: 'admin.manageAddresses.coinHint', message: '{coin} deposit addresses' },
  backToManage: /*i18n*/ { id: 'admin.manageAddresses.backToManage', message: 'Back to manage addresses' },
};

export const ADDRESS_LIST_TEXTS = {
  deleteTitle: /*i18n*/ { id: 'admin.manageAddresses.list.deleteTitle', message: 'Delete address' },
  delete: /*i18n*/ { id: 'admin.manageAddresses.list.delete', message: 'Delete' },
  deleteQuestion: /*i18n*/ { id: 'admin.manageAddresses.list.deleteQuestion', message: 'This account will permanently delete this address from our database.' },
  deleteFailed: /*i18n*/ { id: 'admin.manageAddresses.list.deleteFailed', message: 'The address could not be deleted. Please try again.' },
  empty: /*i18n*/ { id: 'admin.manageAddresses.list.empty', message: 'No addresses have been added yet.' },
  listHeading: /*i18n*/ { id: 'admin.manageAddresses.list.listHeading', message: '{coin} addresses, newest first' },
  loadFailed: /*i18n*/ { id: 'admin.manageAddresses.list.loadFailed', message: 'The addresses could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.manageAddresses.list.loading', message: 'Loading addresses' },
  allCoins: /*i18n*/ { id: 'admin.manageAddresses.list.allCoins', message: 'All coins' },
  title: /*i18n*/ { id: 'admin.manageAddresses.list.title', message: '{coin} addresses' },
  add: /*i18n*/ { id: 'admin.manageAddresses.list.add', message: 'Add address' },
  notice: /*i18n*/ {
    id: 'admin.manageAddresses.list.notice',
    message: 'The most recent address is the active one: it is the {coin} address users pay to. Deleting it makes the previous one active.',
  },
  active: /*i18n*/ { id: 'admin.manageAddresses.list.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'admin.manageAddresses.list.inactive', message: 'Inactive' },
  activeCard: /*i18n*/ { id: 'admin.manageAddresses.list.activeCard', message: 'Active address' },
  inactiveCard: /*i18n*/ { id: 'admin.manageAddresses.list.inactiveCard', message: 'Inactive address' },
  qrAlt: /*i18n*/ { id: 'admin.manageAddresses.list.qrAlt', message: 'QR code of {address}' },
  added: /*i18n*/ { id: 'admin.manageAddresses.list.added', message: 'Added <0>{date}</0>' },
  /** After Delete, for screen readers. */
  deleteActive: /*i18n*/ { id: 'admin.manageAddresses.list.deleteActive', message: 'active address {address}' },
  deleteInactive: /*i18n*/ { id: 'admin.manageAddresses.list.deleteInactive', message: 'inactive address {address}' },
};

export const CHAIN_KEY_TEXTS = {
  kindP2pkh: /*i18n*/ { id: 'admin.manageAddresses.key.kindP2pkh', message: 'Legacy addresses (1…), from an xpub' },
  kindP2shP2wpkh: /*i18n*/ { id: 'admin.manageAddresses.key.kindP2shP2wpkh', message: 'Nested SegWit addresses (3…), from a ypub' },
  kindP2wpkh: /*i18n*/ { id: 'admin.manageAddresses.key.kindP2wpkh', message: 'Native SegWit addresses (bc1q…), from a zpub' },
  kindEvm: /*i18n*/ { id: 'admin.manageAddresses.key.kindEvm', message: 'Ethereum addresses (0x…)' },
  kindTron: /*i18n*/ { id: 'admin.manageAddresses.key.kindTron', message: 'TRON addresses (T…)' },
  hintBtc: /*i18n*/ { id: 'admin.manageAddresses.key.hintBtc', message: 'The account’s xpub, ypub or zpub, as your wallet exports it. Never a private key.' },
  hintEth: /*i18n*/ { id: 'admin.manageAddresses.key.hintEth', message: 'The account’s xpub (m/44′/60′/0′), as your wallet exports it. Never a private key.' },
  hintUsdt: /*i18n*/ {
    id: 'admin.manageAddresses.key.hintUsdt',
    message: 'The TRON account’s xpub (m/44′/195′/0′), as your wallet exports it. Never a private key.',
  },
  failed: /*i18n*/ { id: 'admin.manageAddresses.key.failed', message: 'The key could not be saved. Please try again.' },
  saved: /*i18n*/ { id: 'admin.manageAddresses.key.saved', message: '{coin} key saved. Its first address is {address}.' },
  replaceTitle: /*i18n*/ { id: 'admin.manageAddresses.key.replaceTitle', message: 'Replace the {coin} key' },
  replace: /*i18n*/ { id: 'admin.manageAddresses.key.replace', message: 'Replace key' },
  replaceQuestion: /*i18n*/ {
    id: 'admin.manageAddresses.key.replaceQuestion',
    message:
      'New {coin} payments will get addresses from the new key. Addresses the current key gave out stay watched, and setting it again later continues where it stopped.',
  },
  heading: /*i18n*/ { id: 'admin.manageAddresses.key.heading', message: 'Watch-only key' },
  intro: /*i18n*/ {
    id: 'admin.manageAddresses.key.intro',
    message:
      'The extended public key of the wallet that receives {coin}: it derives addresses without being able to spend. Compare the first address with your wallet’s first receiving address.',
  },
  loadFailed: /*i18n*/ { id: 'admin.manageAddresses.key.loadFailed', message: 'The key could not be loaded.' },
  tryAgain: /*i18n*/ { id: 'admin.manageAddresses.key.tryAgain', message: 'Try again' },
  none: /*i18n*/ { id: 'admin.manageAddresses.key.none', message: 'No key set yet.' },
  replaceField: /*i18n*/ { id: 'admin.manageAddresses.key.replaceField', message: 'Replace with another key' },
  keyField: /*i18n*/ { id: 'admin.manageAddresses.key.keyField', message: 'Extended public key' },
  save: /*i18n*/ { id: 'admin.manageAddresses.key.save', message: 'Save key' },
  key: /*i18n*/ { id: 'admin.manageAddresses.key.key', message: 'Key' },
  gives: /*i18n*/ { id: 'admin.manageAddresses.key.gives', message: 'Gives' },
  givesValue: /*i18n*/ { id: 'admin.manageAddresses.key.givesValue', message: '{kind}, at {derivation}' },
  firstAddress: /*i18n*/ { id: 'admin.manageAddresses.key.firstAddress', message: 'First address (index 0)' },
  highestIndex: /*i18n*/ { id: 'admin.manageAddresses.key.highestIndex', message: 'Highest index given out' },
  noneYet: /*i18n*/ { id: 'admin.manageAddresses.key.noneYet', message: 'None yet' },
  unused: /*i18n*/ { id: 'admin.manageAddresses.key.unused', message: 'Unused since the last payment' },
  gap: /*i18n*/ { id: 'admin.manageAddresses.key.gap', message: '{count, plural, one {# address} other {# addresses}}' },
  gapWarning: /*i18n*/ {
    id: 'admin.manageAddresses.key.gapWarning',
    message:
      'Wallets stop looking {limit} unused addresses past the last used one, so yours may not show later payments. Raise its gap limit ' +
      '(Electrum: <0>wallet.change_gap_limit(200)</0> in its console; Sparrow: Settings <1>→</1> Advanced <2>→</2> Gap limit).',
  },
  set: /*i18n*/ { id: 'admin.manageAddresses.key.set', message: 'Set' },
};

export const CREATE_ADDRESS_TEXTS = {
  addressRequired: /*i18n*/ { id: 'admin.manageAddresses.create.addressRequired', message: 'The address is required.' },
  /** Named inside the image checks: "Please choose the QR code image." */
  qrLabel: /*i18n*/ { id: 'admin.manageAddresses.create.qrLabel', message: 'QR code' },
  back: /*i18n*/ { id: 'admin.manageAddresses.create.back', message: '{coin} addresses' },
  title: /*i18n*/ { id: 'admin.manageAddresses.create.title', message: 'Add {coin} address' },
  failed: /*i18n*/ { id: 'admin.manageAddresses.create.failed', message: 'The address could not be added. Please try again.' },
  address: /*i18n*/ { id: 'admin.manageAddresses.create.address', message: 'Address' },
  addressHint: /*i18n*/ { id: 'admin.manageAddresses.create.addressHint', message: 'The {coin} address users will pay to. It becomes the active address.' },
  qrImage: /*i18n*/ { id: 'admin.manageAddresses.create.qrImage', message: 'QR code image' },
  preview: /*i18n*/ { id: 'admin.manageAddresses.create.preview', message: 'Preview of the chosen QR code' },
  submit: /*i18n*/ { id: 'admin.manageAddresses.create.submit', message: 'Submit' },
  cancel: /*i18n*/ { id: 'admin.manageAddresses.create.cancel', message: 'Cancel' },
};
