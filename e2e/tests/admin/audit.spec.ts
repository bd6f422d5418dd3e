import { expect, test } from '../../support/fixtures.ts';
import { addStory, openConsole, signedInPage, uniqueTitle } from '../editor/support/editorSupport.ts';
import { dashboard, dashboardViolations, openDashboard } from './support/adminSupport.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('admin: content audit log', () => {
  test("shows a story an editor deleted in the console (moved to the trash), found by the admin's filters", async ({
    browser,
    page,
    signInAs,
  }) => {
    const title = uniqueTitle('Audited story');
    await addStory({ title, status: 'draft' });

    // The editor deletes it in their own console (another browser context).
    const editorPage = await signedInPage(browser, 'editor');
    await openConsole(editorPage);
    await editorPage.getByRole('searchbox', { name: 'Search stories by title or author' }).fill(title);
    await editorPage.getByRole('button', { name: `Delete ${title}` }).click();
    await editorPage
      .getByRole('alertdialog', { name: 'Delete this story?' })
      .getByRole('button', { name: 'Delete story' })
      .click();
    await expect(editorPage.getByText('Story deleted successfully!')).toBeVisible();
    await editorPage.context().close();

    await signInAs('admin');
    await openDashboard(page, 'users');
    const panel = dashboard(page).getByRole('region', { name: 'Content changes' });
    const filters = panel.getByRole('search', { name: 'Content changes' });
    await filters.getByLabel('Content').selectOption('Story');
    await filters.getByLabel('Action').selectOption('Moved to the trash');
    await filters.getByLabel('Changed by (e-mail)').fill('editor@example.com');
    await filters.getByRole('button', { name: 'Filter' }).click();

    const row = panel.getByRole('table', { name: 'Content changes' }).getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('editor@example.com');
    await expect(row).toContainText('Moved to the trash');
    await expect(row).toContainText(`Story: ${title}`);
    // The filters hold: nothing but the editor's stories moved to the trash is listed.
    for (const text of await panel.getByRole('table').getByRole('row').allInnerTexts()) {
      if (text.includes('When')) continue;
      expect(text).toContain('editor@example.com');
      expect(text).toContain('Moved to the trash');
    }

    // Its creation (by the editor, through the API) is in the trail too.
    await filters.getByLabel('Action').selectOption('Created');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(panel.getByRole('row').filter({ hasText: title })).toContainText('Created');
    expect(await dashboardViolations(page)).toEqual([]);
  });
});
