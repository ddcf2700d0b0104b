import { configure } from '@testing-library/react';

// jsdom lacks window.scrollTo, which the router's scroll restoration calls on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The first render of a test file pays for module loading; give async queries room for it.
configure({ asyncUtilTimeout: 5000 });
