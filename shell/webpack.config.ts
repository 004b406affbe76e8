import { createWebpackConfigs } from '@arcvest/webpack-config';

export default createWebpackConfigs({ name: 'arcvest_shell', dir: __dirname, port: 3000, title: 'Arcvest', serverRender: true });
