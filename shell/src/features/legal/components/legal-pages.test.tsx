import { screen } from '@testing-library/react';
import { useSessionStore } from '@lobby/shared-api';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('legal pages', () => {
  it('/privacy says what the site stores', () => {
    renderShell({ path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const stored of [
      'Discord identity',
      'Kick username',
      'email address',
      'points',
      'support tickets',
    ]) {
      expect(main).toHaveTextContent(new RegExp(stored, 'i'));
    }
    expect(document.title).toBe('SpinCity - Privacy Policy');
  });

  it('/terms states the rules of points and rewards', () => {
    renderShell({ path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Points' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Points have no cash value');
    expect(screen.getByRole('main')).toHaveTextContent('once per calendar day in your time zone');
    expect(document.title).toBe('SpinCity - Terms of Service');
  });
});
