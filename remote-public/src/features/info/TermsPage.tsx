import { InfoPage } from './InfoPage';
import { termsContent } from './content/terms';

export default function TermsPage() {
  return <InfoPage content={termsContent} />;
}
