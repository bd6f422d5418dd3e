import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostComposer } from './PostComposer.tsx';

describe('PostComposer', () => {
  it('posts with Ctrl+Enter, empties the box and keeps focus in it', async () => {
    const onPost = vi.fn().mockResolvedValue(undefined);
    render(<PostComposer onPost={onPost} />);
    const box = screen.getByLabelText('Update');
    await userEvent.type(box, 'Rain has stopped.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onPost).toHaveBeenCalledWith({ title: '', body: 'Rain has stopped.', isKeyEvent: false });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('asks for the update first and keeps the text when the database refuses', async () => {
    const onPost = vi.fn().mockRejectedValue(new Error('This post was changed by someone else'));
    render(<PostComposer onPost={onPost} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write the update first.');
    expect(onPost).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Update'), 'My words');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(screen.getByLabelText('Update')).toHaveValue('My words');
  });
});
