import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';

// TanStack Query delivers its batched re-renders on setTimeout(0); under fake timers a test would
// have to tick a clock no browser waits on. Microtasks deliver the same batches, timer-free.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => {
  cleanup();
});
