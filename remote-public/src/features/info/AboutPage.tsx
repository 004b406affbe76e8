import { InfoPage } from './InfoPage';
import { aboutContent } from './content/about';

export default function AboutPage() {
  return <InfoPage content={aboutContent} />;
}
