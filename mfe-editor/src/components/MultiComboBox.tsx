import { FieldBox, FieldError, FieldHint, FieldLabel } from '@newsroom/shared';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useState } from 'react';
import { Chip, Chosen, ComboBox, ComboInput, Menu, MenuItem, RemoveButton } from './MultiComboBox.styles.ts';

/** A row of the suggestion list: a suggested item, or the typed text as a new one. */
type Option<Item> = { kind: 'item'; item: Item } | { kind: 'create'; text: string };

/** What picking an option does: add the item, or say why it cannot be added. */
type Outcome<Item> = { item: Item } | { error: string };

export interface MultiComboBoxProps<Item> {
  label: string;
  hint?: string;
  /** The form's error for the whole list (the chosen items). */
  error?: string;
  /** The accessible name of the chosen list and of each item's remove button. */
  chosenLabel: string;
  chosen: readonly Item[];
  onChange: (items: Item[]) => void;
  /** Suggestions for the text typed (the caller searches); chosen ones are left out here. */
  suggestions: readonly Item[];
  inputValue: string;
  onInputValueChange: (text: string) => void;
  itemKey: (item: Item) => string;
  itemLabel: (item: Item) => string;
  /** At most this many items; `tooMany` says so. */
  max: number;
  tooMany: string;
  /** Offers the typed text as a new item ("Add tag “…”"); absent: only suggestions can be chosen. */
  create?: { label: (text: string) => string; from: (text: string) => Outcome<Item> };
  placeholder?: string;
}

/**
 * A labelled multi-select with suggestions (WAI-ARIA combobox through downshift): type to get
 * suggestions, arrows and Enter (or a click) to choose, each chosen item listed with a remove
 * button. A new item that breaks a rule is refused at once with the reason, the text kept.
 */
export function MultiComboBox<Item>(props: MultiComboBoxProps<Item>) {
  const { chosen, onChange, itemKey, itemLabel, max, tooMany, create, inputValue } = props;
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = optionsFor(props);

  const outcomeOf = (option: Option<Item>): Outcome<Item> => {
    if (chosen.length >= max) return { error: tooMany };
    if (option.kind === 'item') return { item: option.item };
    return create ? create.from(option.text) : { error: '' };
  };
  const choose = (option: Option<Item>) => {
    const outcome = outcomeOf(option);
    if ('error' in outcome) return setRefusal(outcome.error);
    setRefusal(null);
    const duplicate = chosen.some((item) => itemKey(item) === itemKey(outcome.item));
    if (!duplicate) onChange([...chosen, outcome.item]);
    props.onInputValueChange('');
  };

  const combobox = useCombobox<Option<Item>>({
    id,
    items: options,
    itemToString: (option) => (option ? (option.kind === 'item' ? itemLabel(option.item) : option.text) : ''),
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: keepOpenAfterChoosing,
    onStateChange: ({ type, selectedItem, inputValue: typed }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setRefusal(null);
        props.onInputValueChange(typed ?? '');
      } else if (selectedItem && CHOOSING.has(type)) {
        choose(selectedItem);
      }
    },
  });

  const error = refusal || props.error;
  const describedBy = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const remove = (item: Item) => {
    setRefusal(null);
    onChange(chosen.filter((other) => itemKey(other) !== itemKey(item)));
  };

  return (
    <FieldBox>
      <FieldLabel {...combobox.getLabelProps()}>{props.label}</FieldLabel>
      {chosen.length > 0 && (
        <Chosen aria-label={props.chosenLabel}>
          {chosen.map((item) => (
            <Chip key={itemKey(item)}>
              {itemLabel(item)}
              <RemoveButton type="button" aria-label={`Remove ${itemLabel(item)}`} onClick={() => remove(item)}>
                <span aria-hidden="true">×</span>
              </RemoveButton>
            </Chip>
          ))}
        </Chosen>
      )}
      <ComboBox>
        <ComboInput
          {...combobox.getInputProps({
            placeholder: props.placeholder,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
          })}
        />
        <Menu $open={combobox.isOpen && options.length > 0} {...combobox.getMenuProps()}>
          {combobox.isOpen &&
            options.map((option, index) => (
              <MenuItem
                key={option.kind === 'item' ? itemKey(option.item) : `create:${option.text}`}
                $active={combobox.highlightedIndex === index}
                {...combobox.getItemProps({ item: option, index })}
              >
                {option.kind === 'item' ? itemLabel(option.item) : create?.label(option.text)}
              </MenuItem>
            ))}
        </Menu>
      </ComboBox>
      {props.hint && <FieldHint id={`${id}-hint`}>{props.hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

const CHOOSING = new Set<string>([
  useCombobox.stateChangeTypes.InputKeyDownEnter,
  useCombobox.stateChangeTypes.ItemClick,
]);

/** Suggestions not chosen yet, then the typed text as a new item unless a suggestion is it. */
function optionsFor<Item>({ suggestions, chosen, itemKey, itemLabel, inputValue, create }: MultiComboBoxProps<Item>) {
  const chosenKeys = new Set(chosen.map(itemKey));
  const options: Option<Item>[] = suggestions
    .filter((item) => !chosenKeys.has(itemKey(item)))
    .map((item) => ({ kind: 'item', item }));
  const typed = inputValue.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const known = [...suggestions, ...chosen].some((item) => itemLabel(item).toLocaleLowerCase() === typed);
  if (create && inputValue !== '' && !known) options.push({ kind: 'create', text: inputValue });
  return options;
}

/**
 * After a choice the list stays open and the highlight stays put, so several items can be chosen
 * in a row; the text is left to `choose` (cleared when the item was taken, kept when refused).
 */
function keepOpenAfterChoosing<Item>(
  state: UseComboboxState<Option<Item>>,
  { type, changes }: UseComboboxStateChangeOptions<Option<Item>>,
): Partial<UseComboboxState<Option<Item>>> {
  if (!CHOOSING.has(type)) return changes;
  return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
}
