import type { ReactNode } from 'react';
import type { DrawRecord } from '@lobby/contract-engagement';
import {
  AdminFormStatus,
  AdminInput,
  AdminPageHeader,
  AdminStack,
  AdminTextArea,
  Card,
  failureBanner,
} from '@lobby/shared-ui';
import { failureText } from '../api/admin-api';
import type { useDrawEdit } from './use-draw-edit';

type DrawEdit = Pick<
  ReturnType<typeof useDrawEdit>,
  'unsavedPrompt' | 'notice' | 'errors' | 'back' | 'beaconWait' | 'disqualifyDialog'
> & { save: { isError: boolean; error: unknown } };

/**
 * The page around a giveaway's or wager raffle's form: header with the way back, the save's
 * status, the wait for drand, the form (or why it is locked), then — once the record exists —
 * its own sections and the disqualify dialog.
 */
export function DrawEditFrame({
  edit,
  title,
  description,
  actions,
  draw,
  locked,
  form,
  children,
  disqualified,
}: {
  edit: DrawEdit;
  title: string;
  description?: string;
  /** Beside the way back in the header. */
  actions?: ReactNode;
  draw: DrawRecord | undefined;
  /** Why the record can no longer be edited, shown instead of the form; null while it can. */
  locked: string | null;
  form: ReactNode;
  /** The record's sections (winners, entries); none on a new page. */
  children?: ReactNode;
  /** What a disqualified winner loses, in the dialog. */
  disqualified: (dq: { position: number; username: string }) => ReactNode;
}) {
  return (
    <AdminStack>
      {edit.unsavedPrompt}
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <>
            {actions}
            {edit.back}
          </>
        }
      />
      <AdminFormStatus
        saved={edit.notice}
        error={failureBanner(
          edit.save.error,
          edit.errors,
          edit.save.isError ? failureText(edit.save.error) : null,
        )}
        fieldErrors={edit.errors}
      />
      {edit.beaconWait(draw)}
      <Card>{locked != null ? <p>{locked}</p> : form}</Card>
      {children ? (
        <>
          {children}
          {edit.disqualifyDialog(disqualified)}
        </>
      ) : null}
    </AdminStack>
  );
}

/** A text field bound to the form (`bindFields`). */
interface BoundField {
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}

/** The name (a giveaway's title) and description at the head of a drawn record's form. */
export function DrawNameFields({
  label,
  name,
  description,
}: {
  label: string;
  name: BoundField;
  description: BoundField;
}) {
  return (
    <>
      <AdminInput wide label={label} required {...name} maxLength={120} />
      <AdminTextArea wide label="Description" rows={3} {...description} maxLength={2000} />
    </>
  );
}
