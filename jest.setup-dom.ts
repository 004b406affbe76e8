import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for a state, never a time; their default 1 s is too short when the
// whole suite shares two cores (seen: a dialog's alert found at 1.2 s). A real hang still fails.
configure({ asyncUtilTimeout: 5_000 });
