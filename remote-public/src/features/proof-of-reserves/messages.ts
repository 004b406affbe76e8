/** The proof of reserves page's words (docs/i18n.md#messages-and-catalogues). */
export const RESERVES_TEXTS = {
  title: /*i18n*/ { id: 'public.reserves.title', message: 'Proof of reserves' },
  intro: /*i18n*/ {
    id: 'public.reserves.intro',
    message: 'What we hold on chain, set against what we owe our investors, published with every daily snapshot so you do not have to take our word for it.',
  },
  nothingYet: /*i18n*/ { id: 'public.reserves.nothingYet', message: 'Nothing is published yet: the first snapshot is taken after the first day’s run.' },
  loadFailed: /*i18n*/ { id: 'public.reserves.loadFailed', message: 'The proof of reserves could not be loaded.' },
  loading: /*i18n*/ { id: 'public.reserves.loading', message: 'Loading the proof of reserves' },
  demo: /*i18n*/ { id: 'public.reserves.demo', message: 'Demo' },
  demoHeading: /*i18n*/ { id: 'public.reserves.demoNotice.heading', message: 'Demo figures' },
  demoText: /*i18n*/ {
    id: 'public.reserves.demoNotice.text',
    message:
      'This is a demo installation. The reserves below are sample holdings, not coins read on chain, and every figure built on them is marked demo. What we owe is real for this site: the balances of its demo accounts.',
  },
  ratioHeading: /*i18n*/ { id: 'public.reserves.ratio.heading', message: 'Reserves ÷ what we owe' },
  reserves: /*i18n*/ { id: 'public.reserves.ratio.reserves', message: 'Reserves' },
  owed: /*i18n*/ { id: 'public.reserves.ratio.owed', message: 'Owed to investors' },
  snapshot: /*i18n*/ { id: 'public.reserves.ratio.snapshot', message: 'Snapshot' },
  coinsHeading: /*i18n*/ { id: 'public.reserves.coins.heading', message: 'What we hold, per coin' },
  historyHeading: /*i18n*/ { id: 'public.reserves.history.heading', message: 'The ratio over time' },
  historyDemoNote: /*i18n*/ {
    id: 'public.reserves.history.demoNote',
    message: 'Reserves in this chart are the demo’s sample holdings, the same all along: the ratio falls as the demo accounts’ balances grow.',
  },
  addressesHeading: /*i18n*/ { id: 'public.reserves.addresses.heading', message: 'Reserve addresses and their signatures' },
};

export const ROOT_TEXTS = {
  heading: /*i18n*/ { id: 'public.reserves.root.heading', message: 'The latest Merkle root of what we owe' },
  root: /*i18n*/ { id: 'public.reserves.root.root', message: 'Root' },
  investors: /*i18n*/ { id: 'public.reserves.root.investors', message: 'Investors in it' },
  taken: /*i18n*/ { id: 'public.reserves.root.taken', message: 'Taken' },
  explanation: /*i18n*/ {
    id: 'public.reserves.root.explanation',
    message:
      'Each investor’s balance is a leaf of this tree. Your proof leads from your leaf to this root, and you can check it in your browser or with a command that does not trust our server.',
  },
  verify: /*i18n*/ { id: 'public.reserves.root.verify', message: 'Verify my balance is included' },
  signInToVerify: /*i18n*/ { id: 'public.reserves.root.signInToVerify', message: 'Sign in to verify your balance' },
};

export const COIN_TABLE_TEXTS = {
  caption: /*i18n*/ { id: 'public.reserves.coins.caption', message: 'Reserves per coin' },
  coin: /*i18n*/ { id: 'public.reserves.coins.coin', message: 'Coin' },
  amount: /*i18n*/ { id: 'public.reserves.coins.amount', message: 'Amount' },
  price: /*i18n*/ { id: 'public.reserves.coins.price', message: 'Price' },
  value: /*i18n*/ { id: 'public.reserves.coins.value', message: 'Value' },
  addresses: /*i18n*/ { id: 'public.reserves.coins.addresses', message: 'Addresses read' },
  unavailable: /*i18n*/ { id: 'public.reserves.coins.unavailable', message: 'Could not be read: counted as 0' },
  sample: /*i18n*/ { id: 'public.reserves.coins.sample', message: 'None: sample holdings' },
};

export const CHART_TEXTS = {
  summary: /*i18n*/ {
    id: 'public.reserves.chart.summary',
    message: 'From {first} on {firstDay} to {last} on {lastDay}, over {count, plural, one {# snapshot} other {# snapshots}}.',
  },
  firstSnapshot: /*i18n*/ { id: 'public.reserves.chart.firstSnapshot', message: '{ratio} at the first snapshot; the line grows with each day’s.' },
  ratio: /*i18n*/ { id: 'public.reserves.chart.ratio', message: 'Ratio' },
  fullCover: /*i18n*/ { id: 'public.reserves.chart.fullCover', message: '100 % (fully covered)' },
  tableCaption: /*i18n*/ { id: 'public.reserves.chart.tableCaption', message: 'The ratio at each snapshot' },
  snapshot: /*i18n*/ { id: 'public.reserves.chart.snapshot', message: 'Snapshot' },
  reserves: /*i18n*/ { id: 'public.reserves.chart.reserves', message: 'Reserves' },
  owed: /*i18n*/ { id: 'public.reserves.chart.owed', message: 'Owed' },
};

/** Each signed string of a reserve address: its name, and what its Copy button says. */
export const SIGNED_TEXTS = {
  address: {
    label: /*i18n*/ { id: 'public.reserves.address.label', message: 'Address' },
    copy: /*i18n*/ { id: 'public.reserves.address.copy', message: 'Copy the {coin} address {address}' },
    copied: /*i18n*/ { id: 'public.reserves.address.copied', message: 'Address copied.' },
    failed: /*i18n*/ { id: 'public.reserves.address.failed', message: 'The address could not be copied. Please select and copy it instead.' },
  },
  message: {
    label: /*i18n*/ { id: 'public.reserves.message.label', message: 'Signed message' },
    copy: /*i18n*/ { id: 'public.reserves.message.copy', message: 'Copy the message signed for {address}' },
    copied: /*i18n*/ { id: 'public.reserves.message.copied', message: 'Signed message copied.' },
    failed: /*i18n*/ { id: 'public.reserves.message.failed', message: 'The signed message could not be copied. Please select and copy it instead.' },
  },
  signature: {
    label: /*i18n*/ { id: 'public.reserves.signature.label', message: 'Signature' },
    copy: /*i18n*/ { id: 'public.reserves.signature.copy', message: 'Copy the signature of {address}' },
    copied: /*i18n*/ { id: 'public.reserves.signature.copied', message: 'Signature copied.' },
    failed: /*i18n*/ { id: 'public.reserves.signature.failed', message: 'The signature could not be copied. Please select and copy it instead.' },
  },
  publicKey: {
    label: /*i18n*/ { id: 'public.reserves.publicKey.label', message: 'Public key' },
    copy: /*i18n*/ { id: 'public.reserves.publicKey.copy', message: 'Copy the public key of {address}' },
    copied: /*i18n*/ { id: 'public.reserves.publicKey.copied', message: 'Public key copied.' },
    failed: /*i18n*/ { id: 'public.reserves.publicKey.failed', message: 'The public key could not be copied. Please select and copy it instead.' },
  },
};

export const ADDRESS_LIST_TEXTS = {
  noneDemo: /*i18n*/ {
    id: 'public.reserves.addresses.noneDemo',
    message: 'No reserve address is registered yet: on this demo the reserves are sample holdings.',
  },
  none: /*i18n*/ {
    id: 'public.reserves.addresses.none',
    message: 'No reserve address is registered yet: the reserves are the balances of the addresses investors pay to.',
  },
  reserveAddress: /*i18n*/ { id: 'public.reserves.addresses.reserveAddress', message: 'reserve address' },
  registered: /*i18n*/ { id: 'public.reserves.addresses.registered', message: 'Registered' },
};

export const PROVES_TEXTS = {
  heading: /*i18n*/ { id: 'public.reserves.proves.heading', message: 'What this proves, and what it does not' },
  shows: /*i18n*/ { id: 'public.reserves.proves.shows', message: 'It shows' },
  showsItems: [
    /*i18n*/ {
      id: 'public.reserves.proves.holdings',
      message: 'What we hold: the balance on chain of every address we take payments at and of the reserve addresses below, valued at the snapshot’s prices.',
    },
    /*i18n*/ {
      id: 'public.reserves.proves.control',
      message: 'That we control the reserve addresses: each signed a message naming us and the date with its own key, published here so anyone can check it.',
    },
    /*i18n*/ {
      id: 'public.reserves.proves.owed',
      message:
        'What we owe: the total of a tree of every investor’s balance and active plans. Each investor can check that their own balance, exactly, is in that total.',
    },
  ],
  cannotShow: /*i18n*/ { id: 'public.reserves.proves.cannotShow', message: 'It cannot show' },
  cannotShowItems: [
    /*i18n*/ { id: 'public.reserves.proves.offBooks', message: 'Debts kept off the books: a loan or a debt we never recorded is in no tree.' },
    /*i18n*/ {
      id: 'public.reserves.proves.unchecked',
      message: 'That investors who never check are counted right: the more of you check, the riskier it is to leave anyone out.',
    },
    /*i18n*/ {
      id: 'public.reserves.proves.borrowed',
      message: 'That coins are not also owed to someone else, or were not borrowed for the day of the snapshot.',
    },
    /*i18n*/ { id: 'public.reserves.proves.after', message: 'Anything after the snapshot: money moved since is in the next one.' },
  ],
};
