import { ID_PATTERN, MAX_ID } from './limits';

describe('ID_PATTERN', () => {
  const matches = (text: string) => new RegExp(ID_PATTERN).test(text);

  it('takes exactly the ids from 1 to MAX_ID, PostgreSQL integer range, in plain digits', () => {
    const edges = [1, 9, 10, 999_999_999, 1_000_000_000, 1_999_999_999, 2_000_000_000, 2_147_483_599, 2_147_483_639, MAX_ID - 1, MAX_ID];
    for (const id of edges) expect([id, matches(String(id))]).toEqual([id, true]);
    for (const id of [0, MAX_ID + 1, 2_147_483_650, 2_147_484_000, 2_200_000_000, 9_999_999_999, 10_000_000_000])
      expect([id, matches(String(id))]).toEqual([id, false]);
    // Every id below the limit, sampled across the range, and every number just above it.
    for (let id = 1; id <= MAX_ID; id += 7_654_321) expect([id, matches(String(id))]).toEqual([id, true]);
    for (let id = MAX_ID + 1; id < MAX_ID + 10_000; id += 37) expect([id, matches(String(id))]).toEqual([id, false]);
  });

  it('refuses signs, leading zeros, exponents and spaces', () => {
    for (const text of ['', '0', '01', '-1', '+1', '1e2', '0x10', ' 1', '1 ', '1.0']) expect([text, matches(text)]).toEqual([text, false]);
  });
});
