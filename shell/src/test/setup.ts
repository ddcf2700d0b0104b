import { configure } from '@testing-library/react';

// jsdom lacks window.scrollTo, which the router's scroll restoration calls on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The first render of a test file pays for module loading; give async queries room for it.
configure({ asyncUtilTimeout: 5000 });

// The admin panel's screens are lazy chunks (admin/platform-screens.tsx): load them once, so a
// test renders a screen at once as it did when they were part of the bundle.
beforeAll(async () => {
  const { preloadPlatformScreens } = await import('../admin/platform-screens');
  await preloadPlatformScreens();
});
