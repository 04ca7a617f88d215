/** The `<option>`s of a select, from a list of values and labels (a select's own attributes stay with the select). */
export function OptionList({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
