import { screen, within } from '@testing-library/react';
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

  it('/privacy tells exactly which cookies are set for visitors and members, when, why, how long', () => {
    renderShell({ path: '/privacy' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('stores nothing about you');
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    const terms = within(cookies).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual([
      'lobby_csrf — set for every visitor, logged in or not',
      'lobby_sid — your session, set only when you log in',
    ]);
    const [csrf, sid] = within(cookies).getAllByRole('definition');
    expect(csrf).toHaveTextContent('on the first page you open');
    expect(csrf).toHaveTextContent('no record of it is kept on our side');
    expect(csrf).toHaveTextContent('cross-site request forgery');
    expect(csrf).toHaveTextContent('30 days');
    expect(sid).toHaveTextContent('when you log in');
    expect(sid).toHaveTextContent('after 7 days without a visit, or 30 days after you logged in');
    expect(cookies).toHaveTextContent('HttpOnly');
    expect(cookies).toHaveTextContent('no advertising, analytics or third-party cookies');
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
