import { certificateNote, type InfoContentSource } from './types';

/** The privacy policy (/privacy-policy). Operator's content: replace the text here. */
export const privacyContent: InfoContentSource = (context) => {
  const { site } = context;
  return {
    title: 'Privacy Policy',
    intro: [`This policy explains what personal data ${site.name} collects when you use this website, why, how long we keep it and what your rights are.`],
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [`${site.name}, ${site.postalAddress}, is responsible for your personal data. Contact: ${site.supportEmail}.`],
      },
      {
        heading: 'What we collect',
        items: [
          'Account data: your name, username, email address, gender, country, date of birth and your password (stored only in a form that cannot be read back).',
          'Contact data you add to your profile: phone number and address.',
          'Identity verification data: your social security number, occupation, salary and photos of your driving licence.',
          'Transactions: deposits, withdrawals, plan purchases, bonuses and fees, with the amounts, coins, transaction references and the crypto addresses you give us.',
          'Technical data: the records our servers keep of requests (such as IP address and time) to keep the service secure.',
        ],
      },
      {
        heading: 'Why we use it',
        items: [
          'To create and run your account and your plans.',
          'To process deposits and withdrawals and to keep accurate records of them.',
          'To verify your email and identity, apply withdrawal limits and prevent fraud and money laundering.',
          'To answer your questions and tell you about changes to our terms.',
          'To meet our legal obligations.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell your data. We share it only with service providers who host and run the service for us, and with authorities where the law requires it.',
          'The market price widgets on our pages are loaded from their providers, who may receive your IP address and set their own cookies.',
        ],
      },
      {
        heading: 'Storage in your browser',
        paragraphs: [
          'When you sign in, your browser stores a sign-in token so that you stay signed in; signing out removes it. During a password reset your email address is kept in the browser tab until the reset is finished.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep account data while your account is open. Transaction records and identity verification data are kept for as long as the law on financial records and money laundering requires after the account is closed. Other data is deleted when it is no longer needed.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to its use, or to receive it in a portable form. Write to ${site.supportEmail}. You may also complain to your data protection authority.`,
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about this policy: ${site.supportEmail}, ${site.phone}, ${site.postalAddress}.`],
      },
    ],
    certificateNote: certificateNote(context),
  };
};
