import '@arcvest/shared/styles.css';
import { PATHS, startStandalone } from '@arcvest/shared';
import AreaRoutes from './routes';

void startStandalone(PATHS.dashboard, AreaRoutes);
