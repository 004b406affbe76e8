import { InfoPage } from './info-page';
import { termsContent } from './content/terms';

export default function TermsPage() {
  return <InfoPage content={termsContent} />;
}
