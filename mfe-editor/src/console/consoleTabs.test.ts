import { describe, expect, it } from 'vitest';
import { CONSOLE_TABS, CONTRIBUTOR_TABS } from './consoleTabs.ts';

describe('consoleTabs', () => {
  it('the Fronts tab is for editors and admins: contributors do not get it (decision 192)', () => {
    expect(CONSOLE_TABS.map((tab) => tab.id)).toContain('fronts');
    expect(CONTRIBUTOR_TABS.map((tab) => tab.id)).not.toContain('fronts');
  });

  it('the Trash tab is for editors and admins: contributors do not get it (decision 195)', () => {
    expect(CONSOLE_TABS.map((tab) => tab.id)).toContain('trash');
    expect(CONTRIBUTOR_TABS.map((tab) => tab.id)).not.toContain('trash');
  });

  it('the Media tab is for editors and admins: contributors do not get it (decision 199)', () => {
    expect(CONSOLE_TABS.map((tab) => tab.id)).toContain('media');
    expect(CONTRIBUTOR_TABS.map((tab) => tab.id)).not.toContain('media');
  });
});
