import { AdminFormField, Input } from '@lobby/shared-ui';

/** The URL of a build's mf-manifest.json, as Add, Replace and the canary release take it. */
export function ManifestUrlField({
  label,
  error,
  hint,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  error: string | null | undefined;
  hint?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <AdminFormField label={label} error={error} hint={hint}>
      {(p) => (
        <Input
          {...p}
          $invalid={!!error}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </AdminFormField>
  );
}
