import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { FrontsPanel } from './FrontsPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const card = (id: string, title: string, live = true) => ({
  story_id: id,
  story_title: title,
  live,
  headline: null,
  trail: null,
  image_url: null,
  image_alt: null,
});

const LOADED = {
  edition: 'uk',
  version: 3,
  published_at: '2026-11-28T08:00:00Z',
  containers: [
    {
      title: 'Desk picks',
      kind: 'curated',
      rule: null,
      rule_value: null,
      layout: 'lead-4',
      card_limit: 5,
      cards: [card('s1', 'Budget passes'), card('s2', 'Floods in Harare'), card('s3', 'Embargoed report', false)],
    },
    {
      title: 'Latest Stories',
      kind: 'automatic',
      rule: 'latest',
      rule_value: null,
      layout: 'row-4',
      card_limit: 9,
      cards: [],
    },
  ],
};

const CONFLICT =
  'Someone else published this front since you opened it. Reload to see their version; your changes are kept here.';

let publishAnswer: FakeResult = { data: 4 };

/** Versions newer than 3 in the history (a scheduled one). */
let extraHistory: Record<string, unknown>[] = [];

/** The newest version: a publish that went through makes its version the one loaded next. */
let newest = LOADED.version;

/** An older version in the history: one automatic container. */
const VERSION_2 = {
  ...LOADED,
  version: 2,
  containers: [{ ...LOADED.containers[1], title: 'Old picks', rule: 'most-read' }],
};

const requestedVersion = (request: FakeRequest) => (request.calls[0]?.[1] as { version?: number }).version;

function database(request: FakeRequest): FakeResult {
  if (request.table === 'rpc:front_for_editing')
    return { data: requestedVersion(request) === 2 ? VERSION_2 : { ...LOADED, version: newest } };
  if (request.table === 'rpc:front_history')
    return {
      data: [
        ...extraHistory,
        { version: 3, published_at: LOADED.published_at, created_at: LOADED.published_at, published_by: 'Ann' },
        { version: 2, published_at: '2026-11-27T08:00:00Z', created_at: '2026-11-27T08:00:00Z', published_by: 'Bo' },
      ],
    };
  if (request.table === 'rpc:publish_front') {
    if (typeof publishAnswer.data === 'number') newest = publishAnswer.data;
    return publishAnswer;
  }
  if (request.table === 'news_stories' && argsOf(request, 'ilike')?.[1] === '%cup%')
    return {
      data: [{ id: 's9', title: 'Cup final tonight', status: 'scheduled', published_at: '2099-01-01T00:00:00Z' }],
    };
  return { data: [] };
}

const publishRequests = () => (supabase.current?.requests ?? []).filter((r) => r.table === 'rpc:publish_front');
const publishedContainers = () =>
  (
    publishRequests().at(-1)?.calls[0]?.[1] as {
      containers: { title: string; cards: { story_id: string; headline: string | null }[] }[];
    }
  ).containers;
const containerTitles = () =>
  within(screen.getByRole('list', { name: 'Containers' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const versionLoads = () =>
  (supabase.current?.requests ?? []).filter((r) => r.table === 'rpc:front_for_editing' && requestedVersion(r) === 2);
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Stories in Desk picks' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('FrontsPanel', () => {
  beforeEach(() => {
    supabase.current = createFakeSupabase();
    supabase.current.respondWith(database);
    publishAnswer = { data: 4 };
    newest = LOADED.version;
    extraHistory = [];
  });
  afterEach(() => {
    supabase.current = null;
    vi.useRealTimers();
  });

  it('reorders cards and containers with the keyboard, keeps focus, and publishes the new order on the version loaded', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    expect(await screen.findByText('Embargoed report')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Stories in Desk picks' })).getByText('Not live yet'),
    ).toBeInTheDocument();

    const up = screen.getByRole('button', { name: 'Move up: Floods in Harare' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(cardTitles()).toEqual(['Floods in Harare', 'Budget passes', 'Embargoed report']);
    expect(screen.getByText('“Floods in Harare” moved to position 1 of 3.')).toBeInTheDocument();
    // At the top its Move up is disabled: the keyboard lands on Move down of the same card.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: Floods in Harare' })).toHaveFocus());

    screen.getByRole('button', { name: 'Move up: Latest Stories' }).focus();
    await user.keyboard(' ');
    const containers = within(screen.getByRole('list', { name: 'Containers' }));
    expect(containers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Latest Stories',
      'Desk picks',
    ]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishRequests()).toHaveLength(1));
    expect(publishRequests()[0]?.calls[0]?.[1]).toMatchObject({ edition: 'uk', base_version: 3 });
    expect(publishedContainers().map((c) => c.title)).toEqual(['Latest Stories', 'Desk picks']);
    expect(publishedContainers()[1]?.cards.map((c) => c.story_id)).toEqual(['s2', 's1', 's3']);
    // The front reloads as version 4 (a new editor): the message stays.
    expect(await screen.findByText('Published version 4 of the UK front.')).toBeInTheDocument();
    expect(await screen.findByText(/^Version 4\./)).toBeInTheDocument();
  });

  it('shows the database’s refusal of an override in words next to its field', async () => {
    const user = userEvent.setup();
    publishAnswer = {
      error: {
        code: '23514',
        message: 'new row for relation "front_cards" violates check constraint "front_cards_headline_plain_text"',
        details: '{"container": 0, "card": 1}',
      },
    };
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    const second = (await screen.findByText('Floods in Harare')).closest('li') as HTMLElement;
    await user.click(within(second).getByText('Headline, trail and image on this front'));
    await user.type(within(second).getByLabelText('Headline on this front'), '<b>Floods</b>');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const field = await within(second).findByLabelText('Headline on this front');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'Plain text only: no HTML tags, character entities such as &lt; or control characters.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not published');
    expect(publishedContainers()[0]?.cards[1]?.headline).toBe('<b>Floods</b>');
  });

  it('a publish refused because someone else published keeps the editor’s changes on screen', async () => {
    const user = userEvent.setup();
    publishAnswer = { error: { code: 'PT409', message: CONFLICT } };
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Remove “Budget passes”' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT);
    expect(cardTitles()).toEqual(['Floods in Harare', 'Embargoed report']);
    expect((supabase.current?.requests ?? []).filter((r) => r.table === 'rpc:front_for_editing')).toHaveLength(1);
    // Only when the editor asks does the colleague's version replace theirs.
    newest = 5;
    await user.click(screen.getByRole('button', { name: 'Load the newest version (drops your changes)' }));
    expect(await screen.findByText(/^Version 5\./)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Budget passes', 'Floods in Harare', 'Embargoed report']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a colleague published first, merges the editor’s changes onto their version and publishes on it', async () => {
    const user = userEvent.setup();
    publishAnswer = { error: { code: 'PT409', message: CONFLICT } };
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Remove “Budget passes”' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT);

    // The colleague's version 5 added a container and a story to Desk picks.
    const theirs = {
      ...LOADED,
      version: 5,
      containers: [
        { ...LOADED.containers[0], cards: [card('s7', 'Strike called off'), ...LOADED.containers[0].cards] },
        LOADED.containers[1],
        { ...LOADED.containers[0], title: 'Business', cards: [card('s8', 'Rates on hold')] },
      ],
    };
    supabase.current?.respondWith((request) =>
      request.table === 'rpc:front_for_editing' ? { data: theirs } : database(request),
    );
    await user.click(screen.getByRole('button', { name: 'Merge my changes onto their version' }));
    expect(
      await screen.findByText('Your changes are now on version 5, the newest. Check them, then publish.'),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Strike called off', 'Floods in Harare', 'Embargoed report']);
    expect(containerTitles()).toEqual(['Desk picks', 'Latest Stories', 'Business']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    publishAnswer = { data: 6 };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishRequests()).toHaveLength(2));
    expect(publishRequests()[1]?.calls[0]?.[1]).toMatchObject({ base_version: 5 });
    expect(publishedContainers()[0]?.cards.map((c) => c.story_id)).toEqual(['s7', 's2', 's3']);
  });

  it('Restore loads the old version into the editor without publishing it; the editor then publishes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Restore version 2' }));

    expect(await screen.findByText('Restored from version 2 — not published yet')).toBeInTheDocument();
    expect(containerTitles()).toEqual(['Old picks']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(publishRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishRequests()).toHaveLength(1));
    expect(publishRequests()[0]?.calls[0]?.[1]).toMatchObject({ edition: 'uk', base_version: 3 });
    expect(publishedContainers().map((c) => c.title)).toEqual(['Old picks']);
    expect(await screen.findByText('Published version 4 of the UK front.')).toBeInTheDocument();
  });

  it('Restore asks first when the working front has unpublished changes; Cancel keeps them', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Remove “Budget passes”' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 2' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Replace your unpublished changes?' }));
    expect(dialog.getByText(/your unpublished changes will be lost/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(cardTitles()).toEqual(['Floods in Harare', 'Embargoed report']);
    expect(versionLoads()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Restore version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Load version 2' }));
    expect(await screen.findByText('Restored from version 2 — not published yet')).toBeInTheDocument();
    expect(containerTitles()).toEqual(['Old picks']);
    expect(publishRequests()).toHaveLength(0);
  });

  it('a front without containers cannot be published, and says why', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Remove “Desk picks”' }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove “Latest Stories”' }));

    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('A front needs at least one container.');
    await user.click(publish);
    expect(publishRequests()).toHaveLength(0);
  });

  it('adds an automatic container with its rule value, and previews the front', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'New container' }));
    const form = within(screen.getByRole('form', { name: 'New container' }));
    await user.type(form.getByLabelText(/^Title/), 'Sport');
    await user.selectOptions(form.getByLabelText('Kind'), 'automatic');
    await user.selectOptions(form.getByLabelText('Rule'), 'category');
    await user.click(form.getByRole('button', { name: 'Add container' }));
    expect(form.getByText('Name the category (its exact name) or the topic (its slug).')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Category name/), 'Sports');
    await user.click(form.getByRole('button', { name: 'Add container' }));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Desk picks',
      'Latest Stories',
      'Sport',
    ]);
    expect(preview.getByText('Filled by the rule: Newest of a category (up to 8).')).toBeInTheDocument();
  });

  it('places a story found by its headline that is not published yet, marked so', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    await user.click(await screen.findByText('Add a story to Desk picks'));
    await user.type(screen.getByRole('searchbox', { name: 'Find a story for Desk picks' }), 'cup');
    const found = within(await screen.findByRole('list', { name: 'Stories found for Desk picks' }));
    expect(found.getByText('Not live yet')).toBeInTheDocument();
    await user.click(found.getByRole('button', { name: 'Add “Cup final tonight”' }));
    expect(cardTitles()).toEqual(['Budget passes', 'Floods in Harare', 'Embargoed report', 'Cup final tonight']);
    const placed = screen.getByText('Cup final tonight').closest('li') as HTMLElement;
    expect(within(placed).getByText('Not live yet')).toBeInTheDocument();
  });

  it('moves a card and a container by dragging their grips with the mouse, announced as the buttons do', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    expect(await screen.findByText('Embargoed report')).toBeInTheDocument();
    const cardItem = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
    const drag = (grip: HTMLElement, target: HTMLElement) => {
      fireEvent.dragStart(grip);
      fireEvent.dragOver(target);
      fireEvent.drop(target);
      fireEvent.dragEnd(grip);
    };

    drag(screen.getByTitle('Drag “Embargoed report” to move it'), cardItem('Budget passes'));
    expect(cardTitles()).toEqual(['Embargoed report', 'Budget passes', 'Floods in Harare']);
    expect(screen.getByText('“Embargoed report” moved to position 1 of 3.')).toBeInTheDocument();

    // A card dropped among the containers is not a container: nothing moves.
    const latest = screen.getByRole('heading', { level: 3, name: 'Latest Stories' }).closest('li') as HTMLElement;
    drag(screen.getByTitle('Drag “Budget passes” to move it'), latest);
    expect(containerTitles()).toEqual(['Desk picks', 'Latest Stories']);

    const desk = screen.getByRole('heading', { level: 3, name: 'Desk picks' }).closest('li') as HTMLElement;
    drag(screen.getByTitle('Drag “Latest Stories” to move it'), desk);
    expect(containerTitles()).toEqual(['Latest Stories', 'Desk picks']);
    expect(screen.getByText('“Latest Stories” moved to position 1 of 2.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishRequests()).toHaveLength(1));
    expect(publishedContainers().map((c) => c.title)).toEqual(['Latest Stories', 'Desk picks']);
    expect(publishedContainers()[1]?.cards.map((c) => c.story_id)).toEqual(['s3', 's1', 's2']);
  });

  it('moves a card into another container from the keyboard and by its grip, announced; the publish carries it', async () => {
    // A second curated container beside Desk picks.
    const withBriefing = {
      ...LOADED,
      containers: [
        ...LOADED.containers,
        { ...LOADED.containers[0], title: 'Briefing', layout: 'list', cards: [card('s4', 'Rates on hold')] },
      ],
    };
    supabase.current?.respondWith((request) =>
      request.table === 'rpc:front_for_editing' ? { data: withBriefing } : database(request),
    );
    const user = userEvent.setup();
    renderWithRouter(<FrontsPanel isAdmin={false} />);
    expect(await screen.findByText('Rates on hold')).toBeInTheDocument();
    const titlesIn = (container: string) =>
      within(screen.getByRole('list', { name: `Stories in ${container}` }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);

    // The keyboard: choose the container, then press Move (arrowing through the choice moves nothing).
    const choice = screen.getByRole('combobox', { name: 'Move “Floods in Harare” to' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Briefing']);
    await user.selectOptions(choice, 'Briefing');
    expect(titlesIn('Desk picks')).toEqual(['Budget passes', 'Floods in Harare', 'Embargoed report']);
    await user.click(screen.getByRole('button', { name: 'Move to container: Floods in Harare' }));
    expect(await screen.findByText('“Floods in Harare” moved to Briefing, position 2 of 2.')).toBeInTheDocument();
    expect(titlesIn('Desk picks')).toEqual(['Budget passes', 'Embargoed report']);
    expect(titlesIn('Briefing')).toEqual(['Rates on hold', 'Floods in Harare']);
    // Focus stays with the card, in its new container, where it can go back.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Move “Floods in Harare” to' })).toHaveFocus());

    // The mouse: a card's grip dropped on another curated container; an automatic one takes nothing.
    const box = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
    const drag = (grip: HTMLElement, target: HTMLElement) => {
      fireEvent.dragStart(grip);
      fireEvent.dragOver(target);
      fireEvent.drop(target);
      fireEvent.dragEnd(grip);
    };
    drag(screen.getByTitle('Drag “Rates on hold” to move it'), box('Latest Stories'));
    expect(titlesIn('Briefing')).toEqual(['Rates on hold', 'Floods in Harare']);
    drag(screen.getByTitle('Drag “Rates on hold” to move it'), box('Desk picks'));
    expect(await screen.findByText('“Rates on hold” moved to Desk picks, position 3 of 3.')).toBeInTheDocument();
    expect(titlesIn('Desk picks')).toEqual(['Budget passes', 'Embargoed report', 'Rates on hold']);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishRequests()).toHaveLength(1));
    expect(publishedContainers().map((c) => c.cards.map((each) => each.story_id))).toEqual([
      ['s1', 's3', 's4'],
      [],
      ['s2'],
    ]);
  });

  describe('Publish at… (decision 198)', () => {
    const cancelRequests = () =>
      (supabase.current?.requests ?? []).filter((r) => r.table === 'rpc:cancel_front_schedule');

    beforeEach(() => {
      // 03:00 in London (UTC+0 in November): the next 09:00 ahead is today's.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
    });

    it('schedules the working front at a time on London’s clock; the history lists it with Cancel', async () => {
      const user = userEvent.setup();
      renderWithRouter(<FrontsPanel isAdmin={false} />);
      await user.click(await screen.findByRole('button', { name: 'Publish at…' }));
      const fields = within(screen.getByRole('group', { name: 'Publish at a later time' }));
      expect(fields.getByLabelText('Date')).toHaveValue('2026-11-29');
      await user.clear(fields.getByLabelText('Time'));
      await user.type(fields.getByLabelText('Time'), '06:00');
      extraHistory = [
        {
          version: 4,
          published_at: '2026-11-29T06:00:00Z',
          scheduled_for: '2026-11-29T06:00:00Z',
          created_at: '2026-11-29T03:00:00Z',
          published_by: 'Ann',
          state: 'scheduled',
        },
      ];
      await user.click(fields.getByRole('button', { name: 'Schedule' }));

      await waitFor(() => expect(publishRequests()).toHaveLength(1));
      expect(publishRequests()[0]?.calls[0]?.[1]).toMatchObject({
        edition: 'uk',
        base_version: 3,
        publish_at: '2026-11-29T06:00:00.000Z',
      });
      expect(
        await screen.findByText('Version 4 of the UK front is scheduled for 29 Nov 2026, 06:00 London time.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Scheduled for 29 Nov 2026, 06:00 London time')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel the schedule' }));
      await waitFor(() => expect(cancelRequests()).toHaveLength(1));
      expect(cancelRequests()[0]?.calls[0]?.[1]).toEqual({ edition: 'uk', version: 4 });
      expect(await screen.findByText('The schedule of version 4 is cancelled.')).toBeInTheDocument();
    });

    it('refuses a time that has passed before asking the database', async () => {
      const user = userEvent.setup();
      renderWithRouter(<FrontsPanel isAdmin={false} />);
      await user.click(await screen.findByRole('button', { name: 'Publish at…' }));
      const fields = within(screen.getByRole('group', { name: 'Publish at a later time' }));
      await user.clear(fields.getByLabelText('Time'));
      await user.type(fields.getByLabelText('Time'), '02:00');
      await user.click(fields.getByRole('button', { name: 'Schedule' }));

      expect(fields.getByLabelText('Time')).toHaveAccessibleDescription(
        'The scheduled time has passed. Choose a later time, or publish now.',
      );
      expect(publishRequests()).toHaveLength(0);
    });

    it('shows the database’s refusal of a schedule', async () => {
      const user = userEvent.setup();
      publishAnswer = { error: { code: '22023', message: 'A front change can be scheduled at most a year ahead.' } };
      renderWithRouter(<FrontsPanel isAdmin={false} />);
      await user.click(await screen.findByRole('button', { name: 'Publish at…' }));
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A front change can be scheduled at most a year ahead.',
      );
    });
  });
});
