import { useLayoutEffect } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useTimeUp } from './use-time-up';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useTimeUp', () => {
  test('a deadline to come is not up until its moment, and then is, with no other render asked for', () => {
    const { result } = renderHook(() => useTimeUp(inMinutes(5)));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(5 * 60_000 - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(2));
    expect(result.current).toBe(true);
  });

  test('a deadline already past is up on the first render; none is never up', () => {
    expect(renderHook(() => useTimeUp(inMinutes(-1))).result.current).toBe(true);
    expect(renderHook(() => useTimeUp(null)).result.current).toBe(false);
  });

  test('a new, later deadline is not up, though the one before had passed', () => {
    const { result, rerender } = renderHook(({ at }) => useTimeUp(at), { initialProps: { at: inMinutes(-1) } });
    expect(result.current).toBe(true);
    rerender({ at: inMinutes(10) });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(10 * 60_000 + 1));
    expect(result.current).toBe(true);
  });

  test('a deadline that arrives already past (the data has just loaded) is up in that very render, before any timer', () => {
    const committed: boolean[] = [];
    const { rerender } = renderHook(
      ({ at }) => {
        const up = useTimeUp(at);
        useLayoutEffect(() => {
          committed.push(up);
        });
        return up;
      },
      { initialProps: { at: undefined as string | undefined } },
    );
    rerender({ at: inMinutes(-1) });
    // Not one commit drew it as still open (the page showed "send the rest" for a frame before).
    expect(committed).toEqual([false, true]);
  });
});
