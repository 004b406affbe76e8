import { InfoPage } from './info-page';
import { privacyContent } from './content/privacy';

export default function PrivacyPage() {
  return <InfoPage content={privacyContent} />;
}
