import { Field, Input } from '@fluentui/react-components';
import { rangeProblem } from './dayRange.js';

/** A list's from/to day pickers, saying "Invalid selected date" when the range ends before it starts. */
export function DateRangeFilter({
  from,
  to,
  onFrom,
  onTo,
  fromLabel = 'From date',
  toLabel = 'To date',
}: {
  from?: string | undefined;
  to?: string | undefined;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  fromLabel?: string;
  toLabel?: string;
}) {
  const problem = rangeProblem(from, to);
  return (
    <>
      <Field label={fromLabel} validationMessage={problem}>
        <Input type="date" value={from ?? ''} onChange={(_, data) => onFrom(data.value)} />
      </Field>
      <Field label={toLabel}>
        <Input type="date" value={to ?? ''} onChange={(_, data) => onTo(data.value)} />
      </Field>
    </>
  );
}
