import './radio-filter.css';

/**
 * A list's filter as radio buttons in a box (a deposit's status, the approvals' view): one choice,
 * reached with the arrow keys as a radio group is. `name` groups the radios; `legend` names the group.
 */
export function RadioFilter<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="radio-filter">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-filter-option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
