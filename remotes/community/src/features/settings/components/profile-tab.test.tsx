import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile, saved } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino lists the casino platforms and the member's names (casino-tab.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () =>
    HttpResponse.json({
      success: true,
      data: profile({ banner: 'http://localhost/media/uploads/banners/old.png' }),
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const setup = (opts: { applyAccept?: boolean } = {}) =>
  userEvent.setup({ advanceTimers: jest.advanceTimersByTime, ...opts });
// jest-fixed-jsdom gives the page Node's Blob and FormData but jsdom's File; as in a browser,
// the files a member picks must be Blobs that FormData accepts, so they are Node's Files here.
const file = (parts: Array<string | Uint8Array>, name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;
const png = () =>
  file(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    'banner.png',
    'image/png',
  );
const profileForm = () => screen.getByRole('form', { name: 'Profile' });

describe('Settings › Profile', () => {
  it('holds the form place while loading, then shows the current bio, counter and banner', async () => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByText('Loading your profile...')).toBeInTheDocument();

    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveValue('Red pill enjoyer.');
    expect(screen.getByText('17/500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your current banner' })).toHaveAttribute(
      'src',
      'http://localhost/media/uploads/banners/old.png',
    );
    expect(within(panel).queryByText('Loading your profile...')).not.toBeInTheDocument();
  });

  it('previews a chosen banner, saves bio and banner as multipart, and shows Saved successfully! for 3 s', async () => {
    let received: {
      bio: FormDataEntryValue | null;
      banner: FormDataEntryValue | null;
      type: string | null;
    } | null = null;
    server.use(
      http.post(`${API}/profile/update`, async ({ request }) => {
        const type = request.headers.get('content-type');
        const form = await request.formData();
        received = { bio: form.get('bio'), banner: form.get('banner'), type };
        return HttpResponse.json(
          saved(
            profile({
              bio: 'New bio',
              banner: 'http://localhost/media/uploads/banners/new.png',
              points: 1500,
            }),
          ),
        );
      }),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const bio = await screen.findByRole('textbox', { name: 'Bio' });

    await user.clear(bio);
    await user.type(bio, 'New bio');
    expect(screen.getByText('7/500')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profile banner'), png());
    expect(await screen.findByRole('img', { name: 'Preview of your new banner' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^(blob:|data:image\/png)/),
    );
    expect(screen.getByText('Preview · not saved yet')).toBeInTheDocument();

    await user.click(within(profileForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
    expect(received).not.toBeNull();
    expect(received!.type).toMatch(/^multipart\/form-data/);
    expect(received!.bio).toBe('New bio');
    expect(received!.banner).toBeInstanceOf(NodeFile);
    const sent = received!.banner as unknown as NodeFile;
    expect(sent.name).toBe('banner.png');
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );

    // The saved banner replaces the preview; the session learns the fresh figures.
    expect(screen.getByRole('img', { name: 'Your current banner' })).toHaveAttribute(
      'src',
      'http://localhost/media/uploads/banners/new.png',
    );
    expect(screen.queryByText('Preview · not saved yet')).not.toBeInTheDocument();
    expect(useSessionStore.getState().user?.points).toBe(1500);

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
  });

  it('sends only the bio when no new banner was chosen; Discard drops a chosen one', async () => {
    let banner: FormDataEntryValue | null | undefined;
    server.use(
      http.post(`${API}/profile/update`, async ({ request }) => {
        banner = (await request.formData()).get('banner');
        return HttpResponse.json(saved(profile()));
      }),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByRole('textbox', { name: 'Bio' });
    await user.upload(screen.getByLabelText('Profile banner'), png());
    await user.click(await screen.findByRole('button', { name: 'Discard new banner' }));
    expect(
      screen.queryByRole('img', { name: 'Preview of your new banner' }),
    ).not.toBeInTheDocument();
    await user.click(within(profileForm()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    expect(banner).toBeNull();
  });

  it('shows an error instead of a broken preview when the chosen file is not a readable image', async () => {
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByRole('textbox', { name: 'Bio' });
    await user.upload(
      screen.getByLabelText('Profile banner'),
      file(['<html>not a picture</html>'], 'fake.png', 'image/png'),
    );
    const preview = await screen.findByRole('img', { name: 'Preview of your new banner' });
    fireEvent.error(preview);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an image we can show. Please choose a PNG, JPEG, WebP or GIF image.',
    );
    expect(
      screen.queryByRole('img', { name: 'Preview of your new banner' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Preview · not saved yet')).not.toBeInTheDocument();
  });

  it('accepts image files only', async () => {
    logIn(member());
    const user = setup({ applyAccept: false });
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByRole('textbox', { name: 'Bio' });
    await user.upload(
      screen.getByLabelText('Profile banner'),
      file(['hello'], 'notes.png', 'text/plain'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose an image file (PNG, JPEG, WebP or GIF).',
    );
    expect(
      screen.queryByRole('img', { name: 'Preview of your new banner' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your current banner' })).toBeInTheDocument();
  });

  it('shows field errors from a 400 under their fields (and logs the failure)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/profile/update`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: {
              bio: ['Bio must be at most 500 characters'],
              banner: ['The banner must be a PNG, JPEG, WebP or GIF image.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByRole('textbox', { name: 'Bio' });
    await user.upload(screen.getByLabelText('Profile banner'), png());
    await user.click(within(profileForm()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bio must be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The banner must be a PNG, JPEG, WebP or GIF image.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to update profile', expect.anything());
  });

  it('any other failure is logged only (spec part 1 §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/profile/update`, () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByRole('textbox', { name: 'Bio' });
    const save = within(profileForm()).getByRole('button', { name: 'Save' });
    await user.click(save);
    await act(async () => {});
    expect(logged).toHaveBeenCalledWith('Failed to update profile', expect.anything());
    expect(within(profileForm()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
