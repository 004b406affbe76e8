import '@arcvest/shared/styles.css';
import { startStandalone } from '@arcvest/shared';
import AreaRoutes, { loadMessages } from './routes';

void startStandalone('', AreaRoutes, loadMessages);
