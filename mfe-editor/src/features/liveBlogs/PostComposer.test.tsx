import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFn } from '@newsroom/shared';
import { LIVE_DESK_MESSAGES } from './livePostRules.ts';
import { PostComposer } from './PostComposer.tsx';

describe('PostComposer', () => {
  it('posts with Ctrl+Enter, empties the box and keeps focus in it', async () => {
    const onPost = vi.fn().mockResolvedValue(undefined);
    render(<PostComposer onPost={onPost} />);
    const box = screen.getByLabelText('Update');
    await userEvent.type(box, 'Rain has stopped.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onPost).toHaveBeenCalledWith({
      title: '',
      body: 'Rain has stopped.',
      isKeyEvent: false,
      imageUrl: '',
      imageAlt: '',
    });
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

  it('posts an uploaded image only with its alt text, then offers a fresh upload field', async () => {
    const publicUrl = 'https://cdn.example/storage/v1/object/public/blog-images/flood.jpg';
    const upload = vi.fn<UploadFn>(async (_file, { onProgress }) => {
      onProgress?.({ loaded: 5, total: 10 });
      return { path: 'flood.jpg', publicUrl };
    });
    const onPost = vi.fn().mockResolvedValue(undefined);
    render(<PostComposer onPost={onPost} upload={upload} />);
    await userEvent.type(screen.getByLabelText('Update'), 'The river burst its banks.');
    await userEvent.upload(
      screen.getByLabelText('Image (optional)'),
      new File(['jpeg'], 'flood.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Update'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert')).toHaveTextContent(LIVE_DESK_MESSAGES.imageAlt);
    expect(onPost).not.toHaveBeenCalled();
    const alt = screen.getByLabelText('Image alt text *');
    expect(alt).toHaveFocus();
    expect(alt).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(alt, 'A flooded high street');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(onPost).toHaveBeenCalledWith(
      expect.objectContaining({ imageUrl: publicUrl, imageAlt: 'A flooded high street' }),
    );
    expect(screen.queryByText('Image uploaded.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Image alt text *')).not.toBeInTheDocument();
  });
});
