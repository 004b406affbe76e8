import { InfoPage } from './InfoPage';
import { privacyContent } from './content/privacy';

export default function PrivacyPage() {
  return <InfoPage content={privacyContent} />;
}
