import { certificateNote } from './common';
import { isolated, ltr } from './ltr';
import type { InfoContentSource } from './types';

const TEXTS = {
  title: /*i18n*/ { id: 'public.info.privacy.title', message: 'Privacy Policy' },
  intro: /*i18n*/ {
    id: 'public.info.privacy.intro',
    message: 'This policy explains what personal data {name} collects when you use this website, why, how long we keep it and what your rights are.',
  },
  responsibleHeading: /*i18n*/ { id: 'public.info.privacy.responsible.heading', message: 'Who is responsible' },
  responsible: /*i18n*/ {
    id: 'public.info.privacy.responsible.text',
    message: '{name}, {address}, is responsible for your personal data. Contact: {email}.',
  },
  collectHeading: /*i18n*/ { id: 'public.info.privacy.collect.heading', message: 'What we collect' },
  collectAccount: /*i18n*/ {
    id: 'public.info.privacy.collect.account',
    message:
      'Account data: your name, username, email address, gender, country, date of birth and your password (stored only in a form that cannot be read back).',
  },
  collectContact: /*i18n*/ { id: 'public.info.privacy.collect.contact', message: 'Contact data you add to your profile: phone number and address.' },
  collectIdentity: /*i18n*/ {
    id: 'public.info.privacy.collect.identity',
    message: 'Identity verification data: your social security number, occupation, salary and photos of your driving licence.',
  },
  collectTransactions: /*i18n*/ {
    id: 'public.info.privacy.collect.transactions',
    message:
      'Transactions: deposits, withdrawals, plan purchases, bonuses and fees, with the amounts, coins, transaction references and the crypto addresses you give us.',
  },
  collectTechnical: /*i18n*/ {
    id: 'public.info.privacy.collect.technical',
    message: 'Technical data: the records our servers keep of requests (such as IP address and time) to keep the service secure.',
  },
  purposesHeading: /*i18n*/ { id: 'public.info.privacy.purposes.heading', message: 'Why we use it' },
  purposeAccount: /*i18n*/ { id: 'public.info.privacy.purposes.account', message: 'To create and run your account and your plans.' },
  purposePayments: /*i18n*/ {
    id: 'public.info.privacy.purposes.payments',
    message: 'To process deposits and withdrawals and to keep accurate records of them.',
  },
  purposeVerification: /*i18n*/ {
    id: 'public.info.privacy.purposes.verification',
    message: 'To verify your email and identity, apply withdrawal limits and prevent fraud and money laundering.',
  },
  purposeSupport: /*i18n*/ { id: 'public.info.privacy.purposes.support', message: 'To answer your questions and tell you about changes to our terms.' },
  purposeLaw: /*i18n*/ { id: 'public.info.privacy.purposes.law', message: 'To meet our legal obligations.' },
  sharingHeading: /*i18n*/ { id: 'public.info.privacy.sharing.heading', message: 'Who we share it with' },
  sharing: /*i18n*/ {
    id: 'public.info.privacy.sharing.text',
    message:
      'We do not sell your data. We share it only with service providers who host and run the service for us, and with authorities where the law requires it.',
  },
  sharingWidgets: /*i18n*/ {
    id: 'public.info.privacy.sharing.widgets',
    message: 'The market price widgets on our pages are loaded from their providers, who may receive your IP address and set their own cookies.',
  },
  browserHeading: /*i18n*/ { id: 'public.info.privacy.browser.heading', message: 'Storage in your browser' },
  browser: /*i18n*/ {
    id: 'public.info.privacy.browser.text',
    message:
      'When you sign in, your browser stores a sign-in token so that you stay signed in; signing out removes it. During a password reset your email address is kept in the browser tab until the reset is finished.',
  },
  retentionHeading: /*i18n*/ { id: 'public.info.privacy.retention.heading', message: 'How long we keep it' },
  retention: /*i18n*/ {
    id: 'public.info.privacy.retention.text',
    message:
      'We keep account data while your account is open. Transaction records and identity verification data are kept for as long as the law on financial records and money laundering requires after the account is closed. Other data is deleted when it is no longer needed.',
  },
  rightsHeading: /*i18n*/ { id: 'public.info.privacy.rights.heading', message: 'Your rights' },
  rights: /*i18n*/ {
    id: 'public.info.privacy.rights.text',
    message:
      'You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to its use, or to receive it in a portable form. Write to {email}. You may also complain to your data protection authority.',
  },
  contactHeading: /*i18n*/ { id: 'public.info.privacy.contact.heading', message: 'Contact' },
  contact: /*i18n*/ { id: 'public.info.privacy.contact.text', message: 'Questions about this policy: {email}, {phone}, {address}.' },
};

/** The privacy policy (/privacy-policy). Operator's content: replace the text here. */
export const privacyContent: InfoContentSource = (context) => {
  const { site } = context;
  const email = ltr(site.supportEmail);
  const address = isolated(site.postalAddress);
  return {
    title: TEXTS.title,
    intro: [{ ...TEXTS.intro, values: { name: site.name } }],
    sections: [
      { heading: TEXTS.responsibleHeading, paragraphs: [{ ...TEXTS.responsible, values: { name: site.name, address, email } }] },
      {
        heading: TEXTS.collectHeading,
        items: [TEXTS.collectAccount, TEXTS.collectContact, TEXTS.collectIdentity, TEXTS.collectTransactions, TEXTS.collectTechnical],
      },
      {
        heading: TEXTS.purposesHeading,
        items: [TEXTS.purposeAccount, TEXTS.purposePayments, TEXTS.purposeVerification, TEXTS.purposeSupport, TEXTS.purposeLaw],
      },
      { heading: TEXTS.sharingHeading, paragraphs: [TEXTS.sharing, TEXTS.sharingWidgets] },
      { heading: TEXTS.browserHeading, paragraphs: [TEXTS.browser] },
      { heading: TEXTS.retentionHeading, paragraphs: [TEXTS.retention] },
      { heading: TEXTS.rightsHeading, paragraphs: [{ ...TEXTS.rights, values: { email } }] },
      { heading: TEXTS.contactHeading, paragraphs: [{ ...TEXTS.contact, values: { email, phone: ltr(site.phone), address } }] },
    ],
    certificateNote: certificateNote(context),
  };
};
