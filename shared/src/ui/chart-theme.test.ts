import { dashboardChartOptions, tokenColor } from './chart-theme';

it('draws a chart in the colours of the theme where it is, without borders, logo or panning', () => {
  const element = document.createElement('div');
  element.style.setProperty('--color-muted', ' #5a6478');
  element.style.setProperty('--color-border', '#d8dde8');
  element.style.setProperty('--color-success', '#0b7a5f');
  document.body.append(element);

  const options = dashboardChartOptions(element);
  expect(options.layout).toMatchObject({ background: { color: 'transparent' }, textColor: '#5a6478', attributionLogo: false });
  expect(options.grid).toEqual({ vertLines: { visible: false }, horzLines: { color: '#d8dde8' } });
  expect(options).toMatchObject({ autoSize: true, handleScroll: false, handleScale: false, rightPriceScale: { borderVisible: false } });
  expect(tokenColor(element, '--color-success')).toBe('#0b7a5f');

  element.style.setProperty('--color-muted', '#a3acbf');
  expect(dashboardChartOptions(element).layout.textColor).toBe('#a3acbf');
});
