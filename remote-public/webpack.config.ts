import { createWebpackConfigs } from '@arcvest/webpack-config';

export default createWebpackConfigs({
  name: 'arcvest_public',
  dir: __dirname,
  port: 3001,
  title: 'Arcvest public site',
  exposes: { './routes': './src/routes.tsx' },
  serverRender: true,
});
