import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AdsTab } from './AdsTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
// The uploader's network step, in the image-upload subpath (out of the shared singleton).
vi.mock('@newsroom/shared/image-upload', async (original) => ({
  ...(await original<object>()),
  uploadImage: (await import('../../test/sharedMock.ts')).uploadImageMock,
}));

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ADS: Record<string, unknown>[] = [
  {
    id: 'ad-1',
    title: 'Kopje Coffee <img src=x onerror=alert(1)>',
    content: 'Roasted in Harare.',
    image_url: 'https://cdn.example/kopje.png',
    link_url: 'https://kopje.example',
    position: 'top-sidebar',
    is_active: true,
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 'ad-2',
    title: 'Winter sale',
    content: null,
    image_url: 'https://cdn.example/winter.png',
    link_url: 'javascript:alert(1)',
    position: 'sidebar',
    is_active: false,
    created_at: '2026-10-01T10:00:00Z',
  },
];

let writes: FakeRequest[] = [];
const isWrite = (request: FakeRequest) => request.calls.some(([name]) => ['insert', 'update', 'delete'].includes(name));

const REPORT = [
  { day: '2026-12-03', position: 'top-sidebar', impressions: 40, clicks: 2 },
  { day: '2026-12-04', position: 'top-sidebar', impressions: 10, clicks: 3 },
];
// The campaign began before the table's 90-day window: its totals come from the database.
const TOTALS = { impressions: 1050, clicks: 21, first_day: '2026-08-01', last_day: '2026-12-04' };
const CSV = 'Advertisement,Day,Position,Impressions,Clicks,Click-through rate (%)\r\n';

// trashed_items() holds every kind: the tab asks the database for the ads only.
const TRASHED = [
  {
    kind: 'ad',
    id: 'ad-9',
    title: 'Summer fair',
    workflow_status: null,
    deleted_at: '2026-12-01T09:00:00Z',
    deleted_by_name: 'Site Admin',
    purge_after: '2026-12-31T09:00:00Z',
  },
  {
    kind: 'story',
    id: 'story-1',
    title: 'A trashed story',
    workflow_status: 'published',
    deleted_at: '2026-12-01T08:00:00Z',
    deleted_by_name: 'Desk Editor',
    purge_after: '2026-12-31T08:00:00Z',
  },
];

function respond(request: FakeRequest) {
  if (request.table === 'ad_daily_stats') return { data: REPORT };
  if (request.table === 'rpc:ad_campaign_report_csv') return { data: CSV };
  if (request.table === 'rpc:ad_campaign_totals') return { data: TOTALS };
  if (request.table === 'rpc:trashed_items') {
    const [column, kind] = argsOf(request, 'eq') ?? [];
    return { data: TRASHED.filter((item) => column === 'kind' && item.kind === kind) };
  }
  if (request.table === 'rpc:restore_trashed' || request.table === 'rpc:purge_trashed') {
    writes.push(request);
    return { data: null };
  }
  if (request.table === 'rpc:trash_item') {
    writes.push(request);
    return { data: null };
  }
  if (isWrite(request)) {
    writes.push(request);
    return { data: [{ id: 'ad-1' }] };
  }
  return { data: ADS };
}

beforeEach(() => {
  fakeSupabase.reset();
  writes = [];
  fakeSupabase.respondWith(respond);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const createForm = () => screen.getByRole('heading', { name: 'Create Advertisement' }).closest('section')!;

describe('AdsTab: creating', () => {
  it('waits for a title and an image, saying so, then inserts an active ad with the product columns', async () => {
    renderWithProviders(<AdsTab />);
    const form = within(createForm());
    const create = form.getByRole('button', { name: 'Create Advertisement' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Title is required Image is required');

    await userEvent.type(form.getByLabelText(/^Title/), 'Msasa Bank');
    expect(create).toHaveAccessibleDescription('Image is required');
    expect(form.getByLabelText(/^Position/)).toHaveValue('sidebar');
    await userEvent.selectOptions(form.getByLabelText(/^Position/), 'header');
    expect(form.getByRole('option', { name: 'Header (728x90 or 970x250)' })).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^Link URL/), '/advertise');
    await userEvent.upload(form.getByLabelText(/^Image/), new File([PNG_BYTES], 'bank.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(create).toBeEnabled());
    expect(form.getByRole('figure', { name: 'Preview in the header slot' })).toBeInTheDocument();

    await userEvent.click(create);
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('advertisements');
    expect(argsOf(writes[0], 'insert')?.[0]).toEqual({
      title: 'Msasa Bank',
      content: null,
      image_url: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/bank.png',
      link_url: '/advertise',
      position: 'header',
      is_active: true,
      starts_at: null,
      ends_at: null,
      sections: [],
      editions: [],
      frequency_cap: null,
    });
    await vi.waitFor(() => expect(form.getByLabelText(/^Title/)).toHaveValue(''));
  });

  it('refuses a javascript: link with a clear message and sends nothing', async () => {
    renderWithProviders(<AdsTab />);
    const form = within(createForm());
    await userEvent.type(form.getByLabelText(/^Title/), 'Hostile');
    await userEvent.upload(form.getByLabelText(/^Image/), new File([PNG_BYTES], 'x.png', { type: 'image/png' }));
    await userEvent.type(form.getByLabelText(/^Link URL/), 'javascript:alert(1)');
    await vi.waitFor(() => expect(form.getByRole('button', { name: 'Create Advertisement' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Create Advertisement' }));
    expect(
      await form.findByText('Link must be an http:// or https:// address, or a path on this site such as /advertise'),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('keeps the form and explains a refusal by the database', async () => {
    fakeSupabase.respondWith((request) =>
      isWrite(request)
        ? { error: { code: '23514', message: 'violates check constraint "advertisements_title_length"' } }
        : respond(request),
    );
    renderWithProviders(<AdsTab />);
    const form = within(createForm());
    await userEvent.type(form.getByLabelText(/^Title/), 'Fine here');
    await userEvent.upload(form.getByLabelText(/^Image/), new File([PNG_BYTES], 'x.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(form.getByRole('button', { name: 'Create Advertisement' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Create Advertisement' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Title must be 200 characters or fewer');
    expect(form.getByLabelText(/^Title/)).toHaveValue('Fine here');
  });
});

describe('AdsTab: the list', () => {
  it('lists every ad newest first with its state, text as text and unsafe links never as links', async () => {
    renderWithProviders(<AdsTab />);
    const active = await screen.findByRole('article', { name: 'Kopje Coffee <img src=x onerror=alert(1)>' });
    expect(within(active).getByRole('switch', { name: /^Active/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(active).getByText('Top sidebar (300x250, 336x280)')).toBeInTheDocument();
    const inactive = screen.getByRole('article', { name: 'Winter sale' });
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getByRole('switch', { name: /^Active/ })).toHaveAttribute('aria-checked', 'false');
    expect(within(inactive).queryByRole('link')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const list = fakeSupabase.made('advertisements', 'order')[0];
    expect(argsOf(list, 'order')).toEqual(['created_at', { ascending: false }]);
  });

  it('switches an ad off and on', async () => {
    renderWithProviders(<AdsTab />);
    const active = await screen.findByRole('article', { name: /^Kopje Coffee/ });
    await userEvent.click(within(active).getByRole('switch', { name: /^Active/ }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(argsOf(writes[0], 'update')?.[0]).toEqual({ is_active: false });
    expect(argsOf(writes[0], 'eq')).toEqual(['id', 'ad-1']);
  });

  it('edits in place: Save sends the fields (not the state), Cancel returns focus to Edit', async () => {
    renderWithProviders(<AdsTab />);
    const row = await screen.findByRole('article', { name: 'Winter sale' });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit Winter sale' });
    expect(within(editor).getByLabelText(/^Title/)).toHaveFocus();
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Winter sale' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Winter sale' })).getByRole('button', { name: 'Edit' }),
    ).toHaveFocus();

    await userEvent.click(
      within(screen.getByRole('article', { name: 'Winter sale' })).getByRole('button', { name: 'Edit' }),
    );
    const again = screen.getByRole('form', { name: 'Edit Winter sale' });
    await userEvent.clear(within(again).getByLabelText(/^Link URL/));
    await userEvent.type(within(again).getByLabelText(/^Title/), ' (extended)');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(argsOf(writes[0], 'update')?.[0]).toEqual({
      title: 'Winter sale (extended)',
      content: null,
      image_url: 'https://cdn.example/winter.png',
      link_url: null,
      position: 'sidebar',
      starts_at: null,
      ends_at: null,
      sections: [],
      editions: [],
      frequency_cap: null,
    });
    expect(argsOf(writes[0], 'eq')).toEqual(['id', 'ad-2']);
  });

  it('deletes only after confirmation, to the trash (decision 195)', async () => {
    renderWithProviders(<AdsTab />);
    const row = await screen.findByRole('article', { name: 'Winter sale' });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(writes).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this advertisement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('rpc:trash_item');
    expect(argsOf(writes[0], 'rpc')).toEqual([{ kind: 'ad', id: 'ad-2' }]);
  });

  it('the Trash filter lists deleted ads with who and when; Restore, and Delete forever after confirming (decision 195)', async () => {
    renderWithProviders(<AdsTab />);
    await screen.findByRole('article', { name: 'Winter sale' });
    await userEvent.click(screen.getByRole('button', { name: 'Trash' }));
    expect(screen.getByRole('button', { name: 'Trash' })).toHaveAttribute('aria-pressed', 'true');
    const trashed = await screen.findByRole('list', { name: 'Advertisements in the trash' });
    expect(
      within(trashed)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Summer fair']);
    expect(within(trashed).getByRole('article')).toHaveTextContent('Deleted by Site Admin on');
    expect(screen.queryByRole('article', { name: 'Winter sale' })).not.toBeInTheDocument();

    await userEvent.click(within(trashed).getByRole('button', { name: 'Restore Summer fair' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('rpc:restore_trashed');
    expect(argsOf(writes[0], 'rpc')).toEqual([{ kind: 'ad', id: 'ad-9' }]);

    await userEvent.click(within(trashed).getByRole('button', { name: 'Delete forever Summer fair' }));
    expect(writes).toHaveLength(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this advertisement for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1].table).toBe('rpc:purge_trashed');
    expect(argsOf(writes[1], 'rpc')).toEqual([{ kind: 'ad', id: 'ad-9' }]);
  });

  it('shows the product load error with Retry', async () => {
    fakeSupabase.respondWith(() => ({ error: { message: 'down' } }));
    renderWithProviders(<AdsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to load advertisements');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('AdsTab: campaigns (decision 187)', () => {
  it("shows an ad's window and targeting, its newest 90 days per day and position with the campaign's totals, then the CSV", async () => {
    const plain = ADS[0];
    onTestFinished(() => {
      ADS[0] = plain;
    });
    ADS[0] = {
      ...ADS[0],
      ends_at: '2026-12-24T18:00:00Z',
      sections: ['Sports'],
      editions: ['zimbabwe'],
      frequency_cap: 3,
    };
    const created = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<AdsTab />);
    const row = await screen.findByRole('article', { name: /^Kopje Coffee/ });
    expect(
      within(row).getByText(/until 24 Dec 2026.*; Sports, Zimbabwe, at most 3 a day per reader$/),
    ).toBeInTheDocument();
    expect(fakeSupabase.made('ad_daily_stats')).toEqual([]);
    await userEvent.click(within(row).getByText('Report'));
    const table = await within(row).findByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .map((tr) => tr.textContent);
    expect(cells).toEqual([
      'DayPositionImpressionsClicksClick-through rate',
      '2026-12-03top-sidebar4025.00%',
      '2026-12-04top-sidebar10330.00%',
      'Campaign total1050212.00%',
    ]);
    expect(table).toHaveAccessibleName('The newest 90 days; the total and the CSV cover the whole campaign');
    const read = fakeSupabase.made('ad_daily_stats')[0];
    expect(argsOf(read, 'eq')).toEqual(['ad_id', 'ad-1']);
    // The window ends on the last counted day: 90 days, so never past the API's row cap.
    expect(argsOf(read, 'gte')).toEqual(['day', '2026-09-06']);
    await userEvent.click(within(row).getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(argsOf(fakeSupabase.made('rpc:ad_campaign_report_csv')[0], 'rpc')).toEqual([{ ad_id: 'ad-1' }]);
  });
});
