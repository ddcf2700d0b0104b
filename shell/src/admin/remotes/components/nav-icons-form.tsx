import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminRemote } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import { AdminFormField, Alert, Button, Select } from '@lobby/shared-ui';
import { ICON_NAMES } from '../../../components/icon-by-name';
import { adminErrorText } from '../../api/use-admin-query';
import { saveRemoteNav } from '../api/remotes';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  & > div {
    flex: 0 1 220px;
    min-width: 0;
  }
`;

/** The icon of each sidebar entry of the remote, picked from the shell's icon set. */
export function NavIconsForm({
  remote,
  icons,
  onIcons,
  onChanged,
}: {
  remote: AdminRemote;
  /** The icons being edited, by entry path ('' for the neutral icon). */
  icons: Record<string, string>;
  onIcons: (icons: Record<string, string>) => void;
  onChanged: (message: string) => Promise<void>;
}) {
  const save = useMutation({
    mutationFn: () =>
      saveRemoteNav(
        remote.name,
        remote.nav.map((n) => ({ path: n.path, icon: (icons[n.path] ?? n.icon ?? '') || null })),
      ),
    meta: logFailure(`[lobby] admin: the ${remote.name} icons could not be saved`, 'warn'),
    onSuccess: async (res) => {
      onIcons({});
      await onChanged(res.message ?? 'Saved.');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Form onSubmit={submit} aria-label={`Sidebar icons of ${remote.name}`}>
      {remote.nav.map((n) => (
        <AdminFormField key={n.path} label={`Icon of “${n.label}”`}>
          {(p) => (
            <Select
              {...p}
              value={icons[n.path] ?? n.icon ?? ''}
              onChange={(e) => {
                save.reset();
                onIcons({ ...icons, [n.path]: e.target.value });
              }}
            >
              <option value="">(neutral)</option>
              {ICON_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
      ))}
      <Button
        type="submit"
        $size="sm"
        $variant="secondary"
        disabled={save.isPending || Object.keys(icons).length === 0}
      >
        Save icons
      </Button>
      {save.isError ? (
        <Alert $tone="danger" role="alert">
          {adminErrorText(save.error)}
        </Alert>
      ) : null}
    </Form>
  );
}
