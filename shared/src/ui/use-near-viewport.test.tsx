import '../test';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('is true at once without IntersectionObserver', () => {
  render(<Probe />);
  expect(screen.getByText('near')).toBeInTheDocument();
});

it('turns true when the element comes within the margin of the viewport, and stops watching', () => {
  const observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  };
  render(<Probe />);
  expect(screen.getByText('far')).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  expect(observers[0].margin).toBe('300px');
  act(() => observers[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(screen.getByText('near')).toBeInTheDocument();
  expect(observers[0].disconnected).toBe(true);
});
