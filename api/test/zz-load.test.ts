it('loads the app', () => {
  const t = performance.now();
  require('../src/app');
  console.log('app module load ms', (performance.now() - t).toFixed(0));
  expect(true).toBe(true);
});
