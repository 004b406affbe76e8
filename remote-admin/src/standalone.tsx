import '@arcvest/shared/styles.css';
import { PATHS, startStandalone } from '@arcvest/shared';
import AreaRoutes, { loadMessages } from './routes';

void startStandalone(PATHS.admin, AreaRoutes, loadMessages);
