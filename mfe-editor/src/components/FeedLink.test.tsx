// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedLink } from './FeedLink.tsx';

describe('FeedLink', () => {
  afterEach(cleanup);

  it('links a path on this site, as the ticker does', () => {
    render(<FeedLink url="/story/a1000000-0000-4000-8000-000000000002" />);
    expect(screen.getByRole('link', { name: '/story/a1000000-0000-4000-8000-000000000002' })).toHaveAttribute(
      'href',
      '/story/a1000000-0000-4000-8000-000000000002',
    );
  });

  it('shows "No link" for #, and a protocol-relative address as text only', () => {
    render(<FeedLink url="#" />);
    expect(screen.getByText('No link')).toBeInTheDocument();
    render(<FeedLink url="//evil.example" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
