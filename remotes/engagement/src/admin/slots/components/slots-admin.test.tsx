import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminSlotsResponse } from '@lobby/contract-engagement';
import { pageOf } from '@lobby/shared-api/testing';
import { renderRoutesAt } from '../../../testing/render';
import { SlotsAdmin } from './slots-admin';

jest.setTimeout(20_000);

const API = 'http://localhost/api/admin/engagement/slots';

type AdminSlot = AdminSlotsResponse['data'][number];

const slot = (id: number, name: string, provider: string | null = 'Aurora Gaming'): AdminSlot => ({
  id,
  name,
  provider,
  image: `/media/demo/slots/${id}.svg`,
  created_at: '2026-11-01T10:00:00.000Z',
});

let catalogue: AdminSlot[] = [];
let sent: { method: string; url: string; body: unknown }[] = [];

const server = setupServer(
  http.get(API, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    const data = catalogue.filter((s) => s.name.toLowerCase().includes(search.toLowerCase()));
    return HttpResponse.json(pageOf(data, 1, data.length, 50));
  }),
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as { name: string; provider: string | null };
    sent.push({ method: 'POST', url: request.url, body });
    if (body.name.toLowerCase() === 'neon pharaoh')
      return HttpResponse.json(
        {
          success: false,
          message: 'A slot with this name already exists',
          errors: { name: ['A slot with this name already exists'] },
        },
        { status: 422 },
      );
    const added = slot(catalogue.length + 1, body.name, body.provider);
    catalogue = [...catalogue, added];
    return HttpResponse.json({ success: true, data: added });
  }),
  http.put(`${API}/:id`, async ({ request, params }) => {
    const body = (await request.json()) as { name: string; provider: string | null };
    sent.push({ method: 'PUT', url: request.url, body });
    catalogue = catalogue.map((s) => (s.id === Number(params.id) ? { ...s, ...body } : s));
    return HttpResponse.json({ success: true, data: { ...slot(Number(params.id), body.name) } });
  }),
  http.post(`${API}/import`, async ({ request }) => {
    sent.push({ method: 'POST', url: request.url, body: await request.json() });
    return HttpResponse.json({
      success: true,
      created: 2,
      updated: 1,
      skipped: [{ line: 4, reason: 'The name is missing' }],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  catalogue = [slot(1, 'Neon Pharaoh'), slot(2, 'Candy Comet', 'Pixel Forge')];
  sent = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  return renderRoutesAt('/', { '*': <SlotsAdmin /> });
}

const table = () => screen.getByRole('table', { name: /^Slots \(/ });

describe('Admin › Slots', () => {
  it('shows Loading..., then the catalogue with its count', async () => {
    server.use(
      http.get(API, async () => {
        await delay(100);
        return HttpResponse.json(pageOf(catalogue, 1, 2, 50));
      }),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('table', { name: 'Slots (2)' })).toBeInTheDocument();
    expect(within(table()).getByText('Neon Pharaoh')).toBeInTheDocument();
    expect(within(table()).getByText('Pixel Forge')).toBeInTheDocument();
  });

  it('says so when the catalogue is empty, and when a search finds nothing', async () => {
    catalogue = [];
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No slots yet — add one or import a CSV.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search slots by name' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No slots match "zzz"')).toBeInTheDocument();
  });

  it('pages the catalogue; a new search starts at page 1', async () => {
    const asked: string[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page') ?? 1);
        asked.push(`${q.get('search') ?? ''}@${page}`);
        return HttpResponse.json(pageOf([slot(page, `Slot of page ${page}`)], page, 160, 50));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await within(await screen.findByRole('table', { name: 'Slots (160)' })).findByText(
        'Slot of page 1',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(await within(table()).findByText('Slot of page 4')).toBeInTheDocument();
    expect(screen.getByText('Showing 151–151 of 160')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search slots by name' }), 'llama');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('llama@1'));
    expect(asked).toEqual(['@1', '@4', 'llama@1']);
  });

  it('shows a load error with Retry', async () => {
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json(pageOf(catalogue, 1, 2, 50)),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load slots');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Slots (2)' })).toBeInTheDocument();
  });

  it('adds a slot, checking the name first and showing the server field error', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Slots (2)' });
    const form = screen.getByRole('form', { name: 'Add a slot' });
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'neon pharaoh');
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(
      await within(form).findByText('A slot with this name already exists'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Frost Giant Fortune');
    await user.type(within(form).getByRole('textbox', { name: 'Provider' }), 'Nordlight Studios');
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Added Frost Giant Fortune');
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Frost Giant Fortune', provider: 'Nordlight Studios', image: null },
    });
    expect(await screen.findByRole('table', { name: 'Slots (3)' })).toBeInTheDocument();
  });

  it('edits a slot from its row, and Cancel leaves the form', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Slots (2)' });
    expect(screen.getByRole('heading', { name: 'Add a slot' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Candy Comet' }));
    const form = screen.getByRole('form', { name: 'Edit Candy Comet' });
    // The form sits above the catalogue: focus (and the view) goes there.
    expect(within(form).getByRole('heading', { name: 'Edit Candy Comet' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Provider' })).toHaveValue('Pixel Forge');
    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Candy Comet Deluxe');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        method: 'PUT',
        url: `${API}/2`,
        body: { name: 'Candy Comet Deluxe', provider: 'Pixel Forge' },
      }),
    );
    expect(await screen.findByRole('form', { name: 'Add a slot' })).toBeInTheDocument();
    expect(await within(table()).findByText('Candy Comet Deluxe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Neon Pharaoh' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit Neon Pharaoh' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.getByRole('form', { name: 'Add a slot' })).toBeInTheDocument();
  });

  it('imports a pasted CSV and reports the skipped lines', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Slots (2)' });
    const form = screen.getByRole('form', { name: 'Import slots from CSV' });
    expect(within(form).getByRole('button', { name: 'Import' })).toBeDisabled();
    const csv = 'name,provider,image\nA,B,\nC,D,\n,E,';
    await user.click(within(form).getByRole('textbox', { name: 'or paste it here' }));
    await user.paste(csv);
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const result = await within(form).findByRole('status');
    expect(result).toHaveTextContent('2 added, 1 updated, 1 skipped.');
    expect(result).toHaveTextContent('Line 4: The name is missing');
    expect(sent.at(-1)).toEqual({ method: 'POST', url: `${API}/import`, body: { csv } });
  });

  it('shows why an import was refused', async () => {
    server.use(
      http.post(`${API}/import`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { csv: ['The CSV needs a header line with a name column'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Slots (2)' });
    const form = screen.getByRole('form', { name: 'Import slots from CSV' });
    await user.click(within(form).getByRole('textbox', { name: 'or paste it here' }));
    await user.paste('nonsense');
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The CSV needs a header line with a name column',
    );
  });
});
