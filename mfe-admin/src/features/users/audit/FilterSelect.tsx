import { Select } from '../../../components/FormField.styles.ts';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** The first option, which filters nothing ("All content"). */
  allLabel: string;
  /** Value → label, in the order shown. */
  options: Readonly<Record<T, string>>;
  value: T | '';
  onChange: (value: T | '') => void;
}

/** One labelled filter of the audit trail: every option of a record, after "all". */
export function FilterSelect<T extends string>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <label htmlFor={id}>
      {label}
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {Object.entries<string>(options).map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </label>
  );
}
