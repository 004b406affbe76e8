import { mockFetch, mockReplyDrift, testUserPlan, TEST_API_BASE } from '.';

describe('mockFetch', () => {
  it('refuses a reply that is not what its route answers, at typecheck and when called', () => {
    // @ts-expect-error GET /get-user-plans answers UserPlan[], whose id is a number.
    expect(() => mockFetch({ 'GET /get-user-plans': { body: [{ ...testUserPlan(), id: 'one' }] } })).toThrow(
      /^The mock of GET \/get-user-plans does not match what GET \/get-user-plans answers: \/0\/id: Expected integer/,
    );
    // @ts-expect-error a route with a path parameter is found by its pattern: GET /get-user-plans/:id.
    expect(() => mockFetch({ 'GET /get-user-plans/7': { body: { plans: [] } } })).toThrow(/what GET \/get-user-plans\/:id answers/);
    // @ts-expect-error a success's status never takes a failure's body: POST /create-xrp-address answers 201 with the address.
    expect(() => mockFetch({ 'POST /create-xrp-address': { status: 201, body: { message: 'Created.' } } })).toThrow(/\/address: Expected required property/);
  });

  it('takes what the route answers, a failure with an error body, and any reply for a path that is no API route', async () => {
    const { calls } = mockFetch({
      'GET /get-user-plans': { body: [testUserPlan()] },
      'GET /get-user-plans/7': { status: 404, body: { message: 'User not found.' } },
      'GET /somewhere-else': { body: { anything: true } },
    });
    const answers = await Promise.all(['/get-user-plans', '/get-user-plans/7', '/somewhere-else'].map((path) => fetch(`${TEST_API_BASE}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200]);
    expect(await answers[2].json()).toEqual({ anything: true });
    expect(calls.map((call) => call.path)).toEqual(['/get-user-plans', '/get-user-plans/7', '/somewhere-else']);
  });

  it("checks a function's reply when it is sent (reported after the test), by the same rule", () => {
    expect(mockReplyDrift('POST /edit-plan/2', { body: { message: 'Plan updated.' } })).toMatch(
      /what POST \/edit-plan\/:id answers: \/plan: Expected required property/,
    );
    expect(mockReplyDrift('POST /edit-plan/2', { status: 422, body: { message: 'Please fill in all the fields' } })).toBeNull();
    expect(mockReplyDrift('GET /user/7/sign-ins?limit=5', { body: {} })).toMatch(/what GET \/user\/:id\/sign-ins answers/);
    expect(mockReplyDrift('GET /users?page=2', { body: [] })).toMatch(/what GET \/users answers/);
  });
});
