import { loadSignedInRuleMessages, withSignedInRules } from './rule-messages';

it("a signed-in area's catalogue has the signed-in rules' texts and its own, its own winning", async () => {
  const rules = await loadSignedInRuleMessages('es');
  const load = withSignedInRules(async (locale) => ({ own: `own text in ${locale}`, 'notice.amountIn': 'the area says it its way' }));
  const messages = await load('es');
  expect(messages.own).toBe('own text in es');
  expect(messages['notice.amountIn']).toBe('the area says it its way');
  expect(Object.keys(messages)).toEqual(expect.arrayContaining(Object.keys(rules)));
  expect(Object.keys(rules).length).toBeGreaterThan(100);
});
