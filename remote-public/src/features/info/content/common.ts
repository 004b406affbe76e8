import type { InfoContext, InfoText } from './types';

const TEXTS = {
  certificateSample: /*i18n*/ {
    id: 'public.info.certificate.sample',
    message: 'The certificate download on this demonstration site is a SAMPLE document. It is not an official certificate or a registration.',
  },
  certificate: /*i18n*/ { id: 'public.info.certificate.document', message: 'The certificate download is a document provided by {name}.' },
};

/** The default sentence about the certificate: honest about what the file is. */
export function certificateNote({ site, demo }: InfoContext): InfoText {
  return demo ? TEXTS.certificateSample : { ...TEXTS.certificate, values: { name: site.name } };
}

/**
 * The risk warning the plans and the footer show (shared's RISK_NOTE), as a message of this
 * catalogue so that the terms and the about page carry it in every language.
 */
export const RISK_WARNING: InfoText = /*i18n*/ {
  id: 'public.info.riskWarning',
  message: 'Returns are set by the operator and are not guaranteed. Crypto-assets are volatile and you can lose capital.',
};
