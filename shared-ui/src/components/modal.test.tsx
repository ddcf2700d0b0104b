import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { Button } from './button';
import { Modal } from './modal';

function Single({ disableAfter = false }: { disableAfter?: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <main tabIndex={-1}>
      <Button type="button" onClick={() => setOpen(true)} disabled={disableAfter && used}>
        Open details
      </Button>
      <Modal
        open={open}
        title="Details"
        onClose={() => {
          setUsed(true);
          setOpen(false);
        }}
      >
        <input aria-label="Name" />
        <Button type="button">Save</Button>
      </Modal>
    </main>
  );
}

/** The challenges page's flow: a details dialog hands over to a form dialog and comes back. */
function Chained() {
  const [details, setDetails] = useState(false);
  const [form, setForm] = useState(false);
  return (
    <main tabIndex={-1}>
      <Button type="button" onClick={() => setDetails(true)}>
        Thunder Llama
      </Button>
      {details && !form ? (
        <Modal open title="Thunder Llama" onClose={() => setDetails(false)}>
          <Button type="button" onClick={() => setForm(true)}>
            Submit Claim
          </Button>
        </Modal>
      ) : null}
      {form ? (
        <Modal open title="Claim" onClose={() => setForm(false)}>
          <Button type="button" onClick={() => setForm(false)}>
            Cancel
          </Button>
        </Modal>
      ) : null}
    </main>
  );
}

const renderThemed = (ui: React.ReactElement) =>
  render(<LobbyThemeProvider>{ui}</LobbyThemeProvider>);

describe('Modal', () => {
  it('takes focus when it opens, keeps Tab inside and gives focus back to its trigger', async () => {
    const user = userEvent.setup();
    renderThemed(<Single />);
    const trigger = screen.getByRole('button', { name: 'Open details' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(trigger).toHaveFocus();
  });

  it('a dialog opened from another dialog gives focus back through it to the first trigger', async () => {
    const user = userEvent.setup();
    renderThemed(<Chained />);
    const card = screen.getByRole('button', { name: 'Thunder Llama' });
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(screen.getByRole('dialog', { name: 'Claim' })).toHaveFocus();

    // Cancel: the details dialog is back and holds focus; closing it returns to the card.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const details = screen.getByRole('dialog', { name: 'Thunder Llama' });
    expect(details).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('never drops focus on the body when its trigger can no longer take it', async () => {
    const user = userEvent.setup();
    renderThemed(<Single disableAfter />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open details' })).toBeDisabled();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
