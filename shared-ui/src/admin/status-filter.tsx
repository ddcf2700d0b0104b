import type { ReactNode } from 'react';
import { Select } from '../components/form';
import { AdminFormField } from './form-field';
import { AdminToolbar } from './toolbar';

export interface StatusOption<S extends string> {
  value: S;
  label: string;
}

/**
 * The toolbar above a queue: a "Status" select (and any other fields as children). Pair it with
 * `useListParams` so the choice lives in the address.
 */
export function AdminStatusFilter<S extends string>({
  label,
  options,
  value,
  onChange,
  fieldLabel = 'Status',
  children,
  actions,
}: {
  /** The toolbar's name, e.g. "Filter redemptions". */
  label: string;
  options: readonly StatusOption<S>[];
  value: S;
  onChange: (value: S) => void;
  fieldLabel?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <AdminToolbar label={label} actions={actions}>
      <AdminFormField label={fieldLabel}>
        {(c) => (
          <Select {...c} value={value} onChange={(e) => onChange(e.target.value as S)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </AdminFormField>
      {children}
    </AdminToolbar>
  );
}
