import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';

// TanStack Query delivers its batched re-renders on setTimeout(0); under fake timers a test would
// have to tick a clock no browser waits on. Microtasks deliver the same batches, timer-free.
notifyManager.setScheduler(queueMicrotask);

// findBy*/waitFor wait on a condition, never a fixed time: give a busy machine (CI on two cores
// running several suites) time to render before a condition counts as missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
