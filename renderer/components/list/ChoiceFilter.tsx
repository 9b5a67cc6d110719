import { Field, Select } from '@fluentui/react-components';

/** A list filter choosing one of fixed options, each `[value, label]`. */
export function ChoiceFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value as V)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
