import { render, screen } from '@testing-library/react';
import { MessageScreen } from './MessageScreen.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

describe('MessageScreen', () => {
  it('names its region by its heading and shows the message and actions', () => {
    render(
      <ThemeProvider global={false}>
        <MessageScreen title="Unable to Load Content" message="Please try again.">
          <button type="button">Refresh Page</button>
        </MessageScreen>
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Unable to Load Content' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to Load Content' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('without a heading it is a plain box (e.g. a start-up status)', () => {
    render(
      <ThemeProvider global={false}>
        <MessageScreen as="div" role="status" message="Loading The Daily Chronicle" tone="status" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading The Daily Chronicle');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
