import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for a state, never a time; their default 1 s is too short when the
// whole suite shares two cores (seen: a dialog's alert found at 1.2 s). A real hang still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no requestIdleCallback: here the page is idle at once, so a component that waits for
// idle (shared/src/ui/use-idle-after-load.ts) starts in the render's act. Its own test removes this.
// A test file in Node's environment (a rule's, `@jest-environment node`) has no window to give it to.
if (typeof window !== 'undefined') {
  window.requestIdleCallback = (callback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 0;
  };
  window.cancelIdleCallback = () => undefined;
}
