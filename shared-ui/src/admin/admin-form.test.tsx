import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LobbyThemeProvider } from '../theme/theme-provider';
import {
  AdminDateTimeInput,
  AdminInput,
  AdminNumberInput,
  AdminSelect,
  AdminTextArea,
  CheckboxField,
  CheckboxGroup,
} from './form-controls';
import {
  AdminForm,
  AdminFormStatus,
  FIELDS_NEED_A_FIX,
  AdminLoadError,
  AdminNotFound,
  AdminSaveBar,
} from './form-layout';
import {
  bindFields,
  formSubmit,
  fromDateTimeLocal,
  numberInput,
  serverFieldErrors,
  toDateTimeLocal,
  useFieldErrors,
  useFormState,
  useRecordId,
} from './form-state';

const wrap = (ui: React.ReactNode) => render(<LobbyThemeProvider>{ui}</LobbyThemeProvider>);

interface Draft {
  title: string;
  kind: 'cash' | 'points';
  amount: string;
  ends: string;
  notes: string;
  open: boolean;
  chat: boolean;
}

const START: Draft = {
  title: '',
  kind: 'cash',
  amount: '',
  ends: '',
  notes: '',
  open: true,
  chat: false,
};

/** A small form built the way the admin edit pages are. */
function DraftForm({
  loaded,
  serverError,
  onSave,
}: {
  loaded?: Draft | null;
  serverError?: unknown;
  onSave: (d: Draft) => void;
}) {
  const { values, set } = useFormState(START, { data: loaded, toForm: (d: Draft) => d });
  const errors = useFieldErrors(serverError);
  const field = bindFields(values, set, errors);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <AdminForm
      aria-label="Draft"
      noValidate
      onSubmit={formSubmit(() => {
        onSave(values);
        setSaved('Saved.');
      })}
    >
      <AdminInput wide label="Title" required maxLength={40} {...field('title')} />
      <AdminSelect label="Kind" {...field('kind')}>
        <option value="cash">Cash</option>
        <option value="points">Points</option>
      </AdminSelect>
      <AdminNumberInput label="Amount" step={0.01} {...field('amount')} />
      <AdminDateTimeInput label="Ends" {...field('ends')} />
      <AdminTextArea label="Notes" hint="Staff only." {...field('notes')} />
      <CheckboxGroup
        label="Entry"
        values={values}
        onChange={set}
        options={[
          { name: 'open', label: 'Open' },
          { name: 'chat', label: 'Chat entry' },
        ]}
      />
      <AdminSaveBar busy={false} label="Save draft" saved={saved} error={null} />
    </AdminForm>
  );
}

describe('admin form scaffold', () => {
  it('edits every kind of field and submits the values without leaving the page', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    wrap(<DraftForm onSave={onSave} />);
    const form = screen.getByRole('form', { name: 'Draft' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Weekly');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'points');
    const amount = within(form).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('min', '0');
    await user.type(amount, '12.5');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-01T18:30');
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'hi');
    expect(screen.getByText('Staff only.')).toBeInTheDocument();
    const group = within(form).getByRole('group', { name: 'Entry' });
    expect(within(group).getByRole('checkbox', { name: 'Open' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Chat entry' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Weekly',
      kind: 'points',
      amount: '12.5',
      ends: '2026-12-01T18:30',
      notes: 'hi',
      open: true,
      chat: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it("shows the server's per-field messages on their fields", () => {
    const refused = Object.assign(new Error('The given data was invalid.'), {
      errors: { title: ['Title is required', 'second'], amount: ['Must be positive'] },
    });
    wrap(<DraftForm onSave={jest.fn()} serverError={refused} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAccessibleDescription(
      'Must be positive',
    );
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('takes a loaded record, and a newer one after a save', () => {
    const first = { ...START, title: 'Loaded', open: false };
    const { rerender } = wrap(<DraftForm loaded={first} onSave={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Loaded');
    expect(screen.getByRole('checkbox', { name: 'Open' })).not.toBeChecked();
    rerender(
      <LobbyThemeProvider>
        <DraftForm loaded={{ ...first, title: 'Saved again' }} onSave={jest.fn()} />
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Saved again');
  });
});

describe('CheckboxField and CheckboxGroup', () => {
  it('reports the new state and can be turned off as a group', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = wrap(
      <CheckboxField checked={false} onChange={onChange}>
        Hidden
      </CheckboxField>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(
      <LobbyThemeProvider>
        <CheckboxGroup
          label="Announce"
          disabled
          values={{ kick: true }}
          onChange={onChange}
          options={[{ name: 'kick', label: 'Kick chat' }]}
        />
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Kick chat' })).toBeDisabled();
  });
});

describe('AdminSaveBar', () => {
  it('shows Saving... while busy, a Cancel, the confirmation and the form-level error', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const { rerender } = wrap(
      <AdminSaveBar busy={false} label="Save changes" onCancel={onCancel} cancelLabel="Discard">
        <button type="button">Send a test</button>
      </AdminSaveBar>,
    );
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send a test' })).toBeInTheDocument();
    rerender(
      <LobbyThemeProvider>
        <AdminSaveBar busy label="Save changes" onCancel={onCancel} saved={null} error="Nope." />
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Nope.');
    rerender(
      <LobbyThemeProvider>
        <AdminSaveBar busy={false} label="Save changes" saved="Saved." error={null} />
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('AdminFormStatus renders nothing without a message', () => {
    const { container } = wrap(<AdminFormStatus saved={null} error={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('AdminFormStatus says fields need a fix when the server named some, else its message', () => {
    const { unmount } = wrap(
      <AdminFormStatus error="The given data was invalid." fieldErrors={{ title: 'Required' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FIELDS_NEED_A_FIX);
    unmount();
    wrap(<AdminFormStatus error="The server could not be reached." fieldErrors={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});

describe('AdminLoadError and AdminNotFound', () => {
  it('retries a failed load, under the page header when given one', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    wrap(
      <AdminLoadError title="Store item" onRetry={onRetry}>
        Failed to load the store item.
      </AdminLoadError>,
    );
    expect(screen.getByRole('heading', { name: 'Store item' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the store item.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('says a record does not exist', () => {
    wrap(<AdminNotFound title="Tier not found" message="This VIP tier does not exist." />);
    expect(screen.getByRole('heading', { name: 'Tier not found' })).toBeInTheDocument();
    expect(screen.getByText('This VIP tier does not exist.')).toBeInTheDocument();
    expect(screen.getByText('It may have been mistyped in the address.')).toBeInTheDocument();
  });
});

function RecordId() {
  const r = useRecordId();
  return <output>{JSON.stringify(r)}</output>;
}

describe('form helpers', () => {
  it('serverFieldErrors keeps the first message per field and ignores other errors', () => {
    expect(serverFieldErrors({ errors: { a: ['one', 'two'], 'b.0': ['three'], c: [] } })).toEqual({
      a: 'one',
      'b.0': 'three',
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });

  it('numberInput keeps an empty field empty (NaN) for the server to name', () => {
    expect(numberInput(' ')).toBeNaN();
    expect(numberInput('12.5')).toBe(12.5);
  });

  it('converts datetime-local values both ways in the browser zone', () => {
    const local = toDateTimeLocal('2026-11-23T12:05:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeLocal(local)).toBe('2026-11-23T12:05:00.000Z');
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('not a date')).toBe('');
  });

  it.each([
    ['/items/new', { id: null, editing: false, validId: true }],
    ['/items/7', { id: 7, editing: true, validId: true }],
    ['/items/abc', { id: null, editing: true, validId: false }],
  ])('useRecordId reads %s', (path, expected) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/items/new" element={<RecordId />} />
          <Route path="/items/:id" element={<RecordId />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual(expected);
  });
});
