import { Input } from '../components/form';
import { AdminFormField } from './form-field';
import { ToolbarItem } from './toolbar';

/**
 * The "Search" field of a list's toolbar (it takes the free room). The toolbar's submit (Enter
 * or its Search button) applies it.
 */
export function AdminSearchField({
  value,
  onChange,
  placeholder,
  label = 'Search',
  maxLength = 200,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
  maxLength?: number;
}) {
  return (
    <ToolbarItem>
      <AdminFormField label={label}>
        {(p) => (
          <Input
            {...p}
            type="search"
            placeholder={placeholder}
            maxLength={maxLength}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </AdminFormField>
    </ToolbarItem>
  );
}
