import { InfoPage } from './info-page';
import { aboutContent } from './content/about';

export default function AboutPage() {
  return <InfoPage content={aboutContent} />;
}
