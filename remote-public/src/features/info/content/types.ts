import type { SiteConfig } from '@arcvest/shared';

/** What a content function gets: the operator's details from the runtime config. */
export interface InfoContext {
  site: SiteConfig;
  /** True on the demo deployment, whose certificate file is a marked SAMPLE. */
  demo: boolean;
}

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
  /** An in-site link after the text, e.g. to the privacy policy. */
  link?: { to: string; label: string };
}

/** One info page's text. The operator replaces it by editing the one content file per page. */
export interface InfoContent {
  title: string;
  /** Shown under the title, e.g. "Last updated …". */
  updated?: string;
  intro: string[];
  sections: InfoSection[];
  /** Sections as a numbered list (the terms). */
  numbered?: boolean;
  /** What the Download Certificate button gives, in one sentence. */
  certificateNote: string;
}

export type InfoContentSource = (context: InfoContext) => InfoContent;

/** The default sentence about the certificate: honest about what the file is. */
export function certificateNote({ site, demo }: InfoContext): string {
  return demo
    ? 'The certificate download on this demonstration site is a SAMPLE document. It is not an official certificate or a registration.'
    : `The certificate download is a document provided by ${site.name}.`;
}
