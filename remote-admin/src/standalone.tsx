import '@arcvest/shared/styles.css';
import { startStandalone } from '@arcvest/shared';
import AreaRoutes from './routes';

void startStandalone('/dashboard/admin', AreaRoutes);
