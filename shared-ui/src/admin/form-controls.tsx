import type {
  CSSProperties,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Input, Select, TextArea } from '../components/form';
import { AdminFormField } from './form-field';
import type { FieldControlProps } from './form-field';

/** What every labelled admin control takes besides its own attributes. */
export interface AdminFieldProps {
  label: string;
  /** The server's (or the form's own) message for this field. */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label with an asterisk; the server decides what is missing. */
  required?: boolean;
  /** Spans the whole row of an `AdminForm`. */
  wide?: boolean;
}

/**
 * Renders a control inside its labelled field: the field's own props (label, error, hint,
 * required, wide) are taken off, the rest goes to `control` with the ids that tie them together.
 */
function field<P extends AdminFieldProps>(
  { label, error, hint, required, wide, ...rest }: P,
  control: (
    props: FieldControlProps & { $invalid: boolean },
    rest: Omit<P, keyof AdminFieldProps>,
  ) => ReactNode,
) {
  const node = (
    <AdminFormField label={label} error={error} hint={hint} required={required}>
      {(c) => control({ ...c, $invalid: !!error }, rest)}
    </AdminFormField>
  );
  return wide ? <div className="wide">{node}</div> : node;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'required' | 'children'
> & {
  value: string | number;
  onValue: (value: string) => void;
};

/** A labelled text input: `onValue` gets the typed text. */
export function AdminInput(props: AdminFieldProps & InputProps) {
  return field(props, (c, { onValue, ...rest }) => (
    <Input {...c} {...rest} onChange={(e) => onValue(e.target.value)} />
  ));
}

/**
 * A labelled number input (kept as text so an empty field stays empty): min 0 and whole numbers
 * unless told otherwise; phones get the numeric or the decimal keypad to match the step.
 */
export function AdminNumberInput({
  min = 0,
  step = 1,
  ...rest
}: AdminFieldProps & Omit<InputProps, 'type'>) {
  const whole = Number.isInteger(Number(step));
  return (
    <AdminInput
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      min={min}
      step={step}
      {...rest}
    />
  );
}

/** A labelled date and time input in the browser's zone (see `toDateTimeLocal`). */
export function AdminDateTimeInput(props: AdminFieldProps & Omit<InputProps, 'type'>) {
  return <AdminInput type="datetime-local" {...props} />;
}

/** A labelled textarea. */
export function AdminTextArea(
  props: AdminFieldProps &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'required'> & {
      value: string;
      onValue: (value: string) => void;
    },
) {
  return field(props, (c, { onValue, ...rest }) => (
    <TextArea {...c} {...rest} onChange={(e) => onValue(e.target.value)} />
  ));
}

/** A labelled select; its options are the children. */
export function AdminSelect<V extends string = string>(
  props: AdminFieldProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'required'> & {
      value: string | number;
      onValue: (value: V) => void;
    },
) {
  return field(props, (c, { onValue, children, ...rest }) => (
    <Select {...c} {...rest} onChange={(e) => onValue(e.target.value as V)}>
      {children}
    </Select>
  ));
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 24px;
  font-weight: 600;
  font-size: 14px;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A checkbox with its label on the right. */
export function CheckboxField({
  checked,
  onChange,
  disabled,
  className,
  style,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <CheckLabel className={className} style={style}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </CheckLabel>
  );
}

const Checks = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** One option of a `CheckboxGroup`: the form key it toggles and its label. */
export interface CheckboxOption<K extends string> {
  name: K;
  label: ReactNode;
}

/**
 * A row of checkboxes that toggle boolean keys of a form (wraps on a phone). A group named by
 * `label`; `disabled` turns them all off (a read-only viewer).
 */
export function CheckboxGroup<K extends string>({
  label,
  options,
  values,
  onChange,
  disabled,
  className = 'wide',
}: {
  label?: string;
  options: readonly CheckboxOption<K>[];
  values: { [P in K]: boolean };
  onChange: (name: K, checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Checks className={className} aria-label={label} disabled={disabled}>
      {options.map((o) => (
        <CheckboxField
          key={o.name}
          checked={values[o.name]}
          onChange={(checked) => onChange(o.name, checked)}
        >
          {o.label}
        </CheckboxField>
      ))}
    </Checks>
  );
}
