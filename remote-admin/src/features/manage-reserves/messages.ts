/** The proof-of-reserves admin page's words: the snapshot, registering a reserve address and the list (docs/i18n.md#messages-and-catalogues). */
export const RESERVES_PAGE_TEXTS = {
  title: /*i18n*/ { id: 'admin.manageReserves.title', message: 'Proof of reserves' },
  publicPage: /*i18n*/ { id: 'admin.manageReserves.publicPage', message: 'See the public page' },
};

export const SNAPSHOT_TEXTS = {
  heading: /*i18n*/ { id: 'admin.manageReserves.snapshot.heading', message: 'Snapshot of what is owed' },
  intro: /*i18n*/ {
    id: 'admin.manageReserves.snapshot.intro',
    message: 'Taken every day after the accrual run. Take one now after registering or removing a reserve address, so the public page counts it.',
  },
  taken: /*i18n*/ { id: 'admin.manageReserves.snapshot.taken', message: 'Taken' },
  owed: /*i18n*/ { id: 'admin.manageReserves.snapshot.owed', message: 'Owed to investors' },
  investors: /*i18n*/ { id: 'admin.manageReserves.snapshot.investors', message: 'Investors in it' },
  root: /*i18n*/ { id: 'admin.manageReserves.snapshot.root', message: 'Root' },
  takenToast: /*i18n*/ {
    id: 'admin.manageReserves.snapshot.takenToast',
    message: 'Snapshot taken: {count, plural, one {# investor is} other {# investors are}} owed {total}.',
  },
  takeFailed: /*i18n*/ { id: 'admin.manageReserves.snapshot.takeFailed', message: 'The snapshot could not be taken. Please try again.' },
  none: /*i18n*/ { id: 'admin.manageReserves.snapshot.none', message: 'No snapshot has been taken yet.' },
  loadFailed: /*i18n*/ { id: 'admin.manageReserves.snapshot.loadFailed', message: 'The latest snapshot could not be loaded.' },
  tryAgain: /*i18n*/ { id: 'admin.manageReserves.snapshot.tryAgain', message: 'Try again' },
  loading: /*i18n*/ { id: 'admin.manageReserves.snapshot.loading', message: 'Loading the latest snapshot …' },
  takeNow: /*i18n*/ { id: 'admin.manageReserves.snapshot.takeNow', message: 'Take snapshot now' },
};

export const REGISTER_TEXTS = {
  heading: /*i18n*/ { id: 'admin.manageReserves.register.heading', message: 'Register a reserve address' },
  intro: /*i18n*/ {
    id: 'admin.manageReserves.register.intro',
    message:
      'An address the platform holds coins in, such as a cold wallet. Its key signs a message naming the platform, the address and today; ' +
      'the signature is published on the proof of reserves so anyone can check it.',
  },
  chooseCoinError: /*i18n*/ { id: 'admin.manageReserves.register.chooseCoinError', message: 'Choose a coin.' },
  addressError: /*i18n*/ { id: 'admin.manageReserves.register.addressError', message: 'Enter the address.' },
  messageFailed: /*i18n*/ { id: 'admin.manageReserves.register.messageFailed', message: 'The message could not be made. Please try again.' },
  addressForm: /*i18n*/ { id: 'admin.manageReserves.register.addressForm', message: 'Reserve address' },
  coin: /*i18n*/ { id: 'admin.manageReserves.register.coin', message: 'Coin' },
  choosePlaceholder: /*i18n*/ { id: 'admin.manageReserves.register.choosePlaceholder', message: 'Choose a coin' },
  address: /*i18n*/ { id: 'admin.manageReserves.register.address', message: 'Address' },
  getMessage: /*i18n*/ { id: 'admin.manageReserves.register.getMessage', message: 'Get message to sign' },
  signatureError: /*i18n*/ { id: 'admin.manageReserves.register.signatureError', message: 'Paste the signature.' },
  publicKeyError: /*i18n*/ { id: 'admin.manageReserves.register.publicKeyError', message: 'Paste the public key that signed.' },
  registered: /*i18n*/ { id: 'admin.manageReserves.register.registered', message: '{coin} reserve address registered.' },
  registerFailed: /*i18n*/ { id: 'admin.manageReserves.register.registerFailed', message: 'The address could not be registered. Please try again.' },
  signForm: /*i18n*/ { id: 'admin.manageReserves.register.signForm', message: 'Sign and register' },
  signThis: /*i18n*/ { id: 'admin.manageReserves.register.signThis', message: 'Sign exactly this message with the key of <0>{address}</0>:' },
  copy: /*i18n*/ { id: 'admin.manageReserves.register.copy', message: 'Copy the message' },
  copied: /*i18n*/ { id: 'admin.manageReserves.register.copied', message: 'Message copied.' },
  copyFailed: /*i18n*/ { id: 'admin.manageReserves.register.copyFailed', message: 'The message could not be copied. Please select and copy it instead.' },
  signature: /*i18n*/ { id: 'admin.manageReserves.register.signature', message: 'Signature' },
  publicKey: /*i18n*/ { id: 'admin.manageReserves.register.publicKey', message: 'Public key' },
  publicKeyHint: /*i18n*/ { id: 'admin.manageReserves.register.publicKeyHint', message: 'The XRP key that signed, as hex: its address must be this one.' },
  register: /*i18n*/ { id: 'admin.manageReserves.register.register', message: 'Register' },
};

/** How each chain's wallets sign a message, in the form the server checks (docs/proof-of-reserves.md#the-pages). */
export const SIGNING_HINTS = {
  BTC: /*i18n*/ {
    id: 'admin.manageReserves.signing.btc',
    message: 'Bitcoin Core: signmessage with the address (base64), or a BIP-322 signature from your wallet.',
  },
  ETH: /*i18n*/ { id: 'admin.manageReserves.signing.eth', message: 'Your wallet’s personal_sign (EIP-191): 0x followed by 130 hex characters.' },
  USDT: /*i18n*/ {
    id: 'admin.manageReserves.signing.usdt',
    message: 'TRON: signMessageV2 with the address’s key (TronLink, tronweb.trx.signMessageV2), as hex.',
  },
  XRP: /*i18n*/ { id: 'admin.manageReserves.signing.xrp', message: 'The signature of the message’s UTF-8 bytes, as hex, and the public key that signed it.' },
  SOL: /*i18n*/ { id: 'admin.manageReserves.signing.sol', message: 'An ed25519 signature of the message’s UTF-8 bytes by the address’s key, as hex.' },
};

export const RESERVE_LIST_TEXTS = {
  heading: /*i18n*/ { id: 'admin.manageReserves.list.heading', message: 'Registered reserve addresses' },
  removeTitle: /*i18n*/ { id: 'admin.manageReserves.list.removeTitle', message: 'Remove reserve address' },
  remove: /*i18n*/ { id: 'admin.manageReserves.list.remove', message: 'Remove' },
  removeQuestion: /*i18n*/ {
    id: 'admin.manageReserves.list.removeQuestion',
    message: 'The reserves stop counting this {coin} address from the next snapshot, and the proof of reserves no longer lists it.',
  },
  removeFailed: /*i18n*/ { id: 'admin.manageReserves.list.removeFailed', message: 'The address could not be removed. Please try again.' },
  empty: /*i18n*/ { id: 'admin.manageReserves.list.empty', message: 'No reserve address is registered yet.' },
  registeredAt: /*i18n*/ { id: 'admin.manageReserves.list.registeredAt', message: 'Registered <0>{date}</0>' },
  /** After Remove, for screen readers. */
  whichAddress: /*i18n*/ { id: 'admin.manageReserves.list.whichAddress', message: '{coin} reserve address {address}' },
  loadFailed: /*i18n*/ { id: 'admin.manageReserves.list.loadFailed', message: 'The reserve addresses could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.manageReserves.list.loading', message: 'Loading the reserve addresses' },
};
