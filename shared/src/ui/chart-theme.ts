/**
 * The look of a dashboard chart drawn by lightweight-charts, in `element`'s design tokens: a canvas
 * cannot read CSS, so a chart drawn again when the system's theme changes (`useColorScheme`) reads
 * that theme's colours here. Options for `createChart`.
 */
export function dashboardChartOptions(element: HTMLElement) {
  const styles = getComputedStyle(element);
  return {
    // Follows the container's size, from a 375 px phone to a desktop.
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: tokenColor(element, '--color-muted'),
      fontFamily: styles.fontFamily,
      // Its logo is a link inside the canvas box, which is hidden from screen readers: pages credit the library in words.
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: tokenColor(element, '--color-border') } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
    // A dashboard card, not a trading screen: a finger scrolling the page must not pan the chart.
    handleScroll: false,
    handleScale: false,
  };
}

/** A colour token's value where `element` is, for a series' colour. */
export function tokenColor(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}
