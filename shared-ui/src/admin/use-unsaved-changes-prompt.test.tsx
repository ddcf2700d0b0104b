import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router-dom';
import { closingTabAsks } from '../testing';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { useFormState } from './form-state';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

function EditForm({ onSaved }: { onSaved?: () => void }) {
  const { values, set, isDirty, markSaved } = useFormState({ title: 'Old' });
  const prompt = useUnsavedChangesPrompt(isDirty);
  return (
    <div>
      <label>
        Title
        <input value={values.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          markSaved();
          onSaved?.();
        }}
      >
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      {prompt}
    </div>
  );
}

function renderAt(onSaved?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditForm onSaved={onSaved ? () => onSaved() : undefined} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <LobbyThemeProvider>
      <RouterProvider router={router} />
    </LobbyThemeProvider>,
  );
  return router;
}

describe('useUnsavedChangesPrompt', () => {
  it('lets an untouched form go without asking', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks before in-app navigation discards edits: Keep editing stays, Discard goes', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' and new');
    expect(closingTabAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveAccessibleDescription(/edits that are not saved/);
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old and new');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('a form that saves and navigates in the same tick is not asked', async () => {
    const user = userEvent.setup();
    let router: ReturnType<typeof renderAt> | null = null;
    router = renderAt(() => void router?.navigate('/elsewhere'));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closingTabAsks()).toBe(false);
  });

  it('without a data router it still guards closing the tab', async () => {
    const user = userEvent.setup();
    render(
      <LobbyThemeProvider>
        <MemoryRouter>
          <EditForm />
        </MemoryRouter>
      </LobbyThemeProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(closingTabAsks()).toBe(true);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(closingTabAsks()).toBe(false);
  });
});
