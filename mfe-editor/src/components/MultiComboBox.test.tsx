import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiComboBox } from './MultiComboBox.tsx';

const FRUIT = ['Apple', 'Apricot', 'Banana'];

function Picker({ initial = [] as string[], max = 3 }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const [typed, setTyped] = useState('');
  return (
    <MultiComboBox
      label="Fruit"
      chosenLabel="Chosen fruit"
      chosen={chosen}
      onChange={setChosen}
      suggestions={typed ? FRUIT.filter((name) => name.toLowerCase().startsWith(typed.toLowerCase())) : []}
      inputValue={typed}
      onInputValueChange={setTyped}
      itemKey={(name) => name.toLowerCase()}
      itemLabel={(name) => name}
      max={max}
      tooMany="At most 3 fruit."
      create={{ label: (text) => `Add “${text}”`, from: (text) => ({ item: text.trim() }) }}
    />
  );
}

describe('MultiComboBox', () => {
  it('is a labelled combobox whose list leaves out what is chosen and offers the typed text last', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['Apple']} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'ap');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apricot', 'Add “ap”']);
    await user.clear(box);
    await user.type(box, 'apple');
    expect(screen.queryByRole('option', { name: 'Add “apple”' })).not.toBeInTheDocument();
  });

  it('chooses with the mouse too, removes with each button, and refuses past the limit keeping the text', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['Apple', 'Banana']} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(box, 'apr');
    await user.click(screen.getByRole('option', { name: 'Apricot' }));
    expect(box).toHaveValue('');
    await user.type(box, 'Cherry{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 3 fruit.');
    expect(box).toHaveValue('Cherry');
    await user.click(screen.getByRole('button', { name: 'Remove Banana' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Chosen fruit' })).toHaveTextContent(/Apple\W+Apricot\W+Cherry/);
  });
});
