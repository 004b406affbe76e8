import { act, renderHook } from '@testing-library/react';
import { useChoiceAheadOfUrl } from './use-choice-ahead-of-url';

describe('useChoiceAheadOfUrl', () => {
  test("a choice shows at once, before the address has it; the address's value shows whenever it changes", () => {
    const { result, rerender } = renderHook(({ url }) => useChoiceAheadOfUrl(url), { initialProps: { url: 'pending' } });
    expect(result.current[0]).toBe('pending');

    act(() => result.current[1]('closed'));
    expect(result.current[0]).toBe('closed');

    rerender({ url: 'closed' });
    expect(result.current[0]).toBe('closed');
    // Back: the address changes without a choice.
    rerender({ url: 'pending' });
    expect(result.current[0]).toBe('pending');
  });
});
