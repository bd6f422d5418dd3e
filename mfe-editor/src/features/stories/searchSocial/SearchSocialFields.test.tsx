import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPlainText } from '@newsroom/shared/document';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { EMPTY_STORY, type StoryEditorValues } from '../storyFormSchema.ts';
import { ReadTimeField } from './ReadTimeField.tsx';
import { SearchSocialFields } from './SearchSocialFields.tsx';

const story = {
  ...EMPTY_STORY,
  title: 'Floods close the A1',
  standfirst: 'Drivers are told to stay away until Friday.',
  body: fromPlainText(Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ')),
  imageUrl: 'https://img.example/lead.jpg',
};

function Fields({ values = {} }: { values?: Partial<StoryEditorValues> }) {
  const { control, register, setValue, formState } = useForm<StoryEditorValues>({
    defaultValues: { ...story, ...values },
  });
  return (
    <>
      <ReadTimeField control={control} register={register} />
      <SearchSocialFields
        control={control}
        register={register}
        setValue={setValue}
        errors={formState.errors}
        onUploadingChange={() => {}}
        people={[]}
      />
    </>
  );
}

const preview = () => within(screen.getByRole('region', { name: 'Search result preview' }));

describe('SearchSocialFields (decision 205)', () => {
  it('previews the search result from the defaults: headline and standfirst, the lead image shared', () => {
    renderWithRouter(<Fields />);
    expect(preview().getByText(/^Floods close the A1 \| /)).toBeInTheDocument();
    expect(preview().getByText('Drivers are told to stay away until Friday.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search headline')).toHaveAttribute('placeholder', 'Floods close the A1');
    expect(screen.getByLabelText('Search headline')).toHaveAccessibleDescription(
      '19 of 60 characters. Empty: the headline.',
    );
    expect(screen.getByLabelText('Social headline')).toHaveAttribute('placeholder', 'Floods close the A1');
    expect(screen.getByText('Empty: the story’s image is shared.')).toBeInTheDocument();
  });

  it('counts a typed search headline and description against 60 and 160 characters, and previews them', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Fields />);
    await user.type(screen.getByLabelText('Search headline'), 'A1 floods: the roads shut and for how long');
    expect(await preview().findByText(/^A1 floods: the roads shut and for how long \| /)).toBeInTheDocument();
    expect(screen.getByLabelText('Search headline')).toHaveAccessibleDescription(
      '42 of 60 characters. Empty: the headline.',
    );
    expect(screen.getByLabelText('Social headline')).toHaveAttribute(
      'placeholder',
      'A1 floods: the roads shut and for how long',
    );
    await user.click(screen.getByLabelText('Search description'));
    await user.paste('x'.repeat(170));
    expect(await preview().findByText('x'.repeat(170))).toBeInTheDocument();
    expect(screen.getByLabelText('Search description')).toHaveAccessibleDescription(
      "170 characters: search results show about 160, so the end may be cut off. Empty: the standfirst, else the story's opening.",
    );
  });

  it('says no image is shared when neither a social nor a lead image is set', () => {
    renderWithRouter(<Fields values={{ imageUrl: '' }} />);
    expect(screen.getByText('No image is shared: add one here or to the story.')).toBeInTheDocument();
  });
});

describe('ReadTimeField (decision 205)', () => {
  it('shows the read time worked out from the text while empty, and says when it is set by hand', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Fields />);
    const field = screen.getByLabelText('Read time');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', '2 min read (from the text)');
    expect(field).toHaveAccessibleDescription('From the text: 2 min read. Type to set it by hand.');
    await user.type(field, '5 min read');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Set by hand. From the text: 2 min read; clear the field to use it.'),
    );
  });
});
