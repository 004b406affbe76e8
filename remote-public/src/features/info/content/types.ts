import type { SiteConfig } from '@arcvest/shared';
import type { Translate, UiLocale } from '@arcvest/shared/rules';
import type { ReactElement } from 'react';

/** What a content function gets: the operator's details from the runtime config, and the reader's language. */
export interface InfoContext {
  site: SiteConfig;
  /** True on the demo deployment, whose certificate file is a marked SAMPLE. */
  demo: boolean;
  /** The language the page is shown in, for the amounts and lists the texts name. */
  locale: UiLocale;
  /** How a rule's text (a coin's network note) reads in the page's language. */
  translate: Translate;
}

/**
 * A text of an info page: a message of the info catalogue (docs/i18n.md) and the values it names.
 * An element value (the operator's email, phone or address, through `ltr`) is kept as it is.
 */
export interface InfoText {
  id: string;
  message: string;
  values?: Record<string, string | number | ReactElement>;
}

export interface InfoSection {
  heading: InfoText;
  paragraphs?: InfoText[];
  /** A bulleted list after the paragraphs; a string is data shown as it is (a coin's name). */
  items?: (InfoText | string)[];
  /** An in-site link after the text, e.g. to the privacy policy. */
  link?: { to: string; label: InfoText };
}

/** One info page's text. The operator replaces it by editing the one content file per page. */
export interface InfoContent {
  title: InfoText;
  /** Shown under the title, e.g. "Last updated …". */
  updated?: InfoText;
  intro: InfoText[];
  sections: InfoSection[];
  /** Sections as a numbered list (the terms). */
  numbered?: boolean;
  /** What the Download Certificate button gives, in one sentence. */
  certificateNote: InfoText;
}

export type InfoContentSource = (context: InfoContext) => InfoContent;
