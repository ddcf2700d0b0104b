import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCsvPreviewResponse, AdminPlatform } from '@lobby/contract-community';
import {
  AdminFormField,
  Button,
  DataTable,
  Input,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { commitCsv, previewCsv } from '../api/admin-leaderboards';
import { Panel, Wide, NoticeLine, fieldErrorsOf, useInvalidate } from './panel';
import type { Notice } from './panel';

/** CSV import: upload → preview of the first rows and the errors → commit. */
export function CsvPanel({ platform }: { platform: AdminPlatform }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AdminCsvPreviewResponse['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // A chosen file or a preview not yet committed is not lost without a word.
  const unsavedPrompt = useUnsavedChangesPrompt(file !== null || preview !== null);
  const check = useMutation({
    mutationFn: (f: File) => previewCsv(platform.id, f),
    onSuccess: (a) => {
      setError(null);
      setPreview(a.data);
    },
    onError: (e) => {
      setPreview(null);
      setError(fieldErrorsOf(e).file || e.message || 'Could not read the file');
    },
  });
  const commit = useMutation({
    mutationFn: (f: File) => commitCsv(platform.id, f),
    onSuccess: (a) => {
      setNotice({ tone: 'success', text: a.message });
      setPreview(null);
      setFile(null);
      void invalidate();
    },
    onError: (e) => setNotice({ tone: 'danger', text: fieldErrorsOf(e).file || e.message }),
  });
  return (
    <Panel aria-labelledby="csv-import">
      {unsavedPrompt}
      <h2 id="csv-import">CSV import</h2>
      <p>
        For a casino without an API: a CSV export with a header line naming <code>username</code>{' '}
        and <code>wagered</code> (optionally <code>weighted_wagered</code>,{' '}
        <code>favorite_game</code>), the period&apos;s totals, at most 10 MB. It replaces the
        current standings.
      </p>
      <AdminFormField label="CSV file" error={error}>
        {(p) => (
          <Input
            {...p}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setPreview(null);
              setNotice(null);
              if (f) check.mutate(f);
            }}
          />
        )}
      </AdminFormField>
      {check.isPending ? <p role="status">Reading the file...</p> : null}
      {preview ? (
        <>
          <p role="status">
            {preview.valid_rows} of {preview.total_records} rows are valid
            {preview.error_count ? `, ${preview.error_count} have errors and will be skipped` : ''}
            {preview.duplicate_usernames
              ? `; ${preview.duplicate_usernames} usernames appear more than once and will be added up`
              : ''}
            .
          </p>
          <DataTable
            caption="First rows"
            showCaption
            rows={preview.preview}
            rowKey={(r) => r.line}
            empty="No valid rows."
            columns={[
              { key: 'line', header: 'Line', render: (r) => r.line, width: '64px' },
              { key: 'username', header: 'Username', render: (r) => r.username },
              { key: 'wagered', header: 'Wagered', align: 'right', render: (r) => r.wagered },
              {
                key: 'weighted',
                header: 'Weighted',
                align: 'right',
                render: (r) => r.weighted_wagered ?? '—',
              },
            ]}
          />
          {preview.errors.length ? (
            <DataTable
              caption="Errors"
              showCaption
              rows={preview.errors}
              rowKey={(r) => `${r.line}:${r.message}`}
              columns={[
                { key: 'line', header: 'Line', render: (r) => r.line, width: '64px' },
                { key: 'message', header: 'Problem', render: (r) => r.message },
              ]}
            />
          ) : null}
          <Wide>
            <Button
              type="button"
              disabled={!file || commit.isPending || preview.valid_rows === 0}
              onClick={() => file && commit.mutate(file)}
            >
              {commit.isPending ? 'Importing...' : `Import ${preview.valid_rows} rows`}
            </Button>
          </Wide>
        </>
      ) : null}
      <NoticeLine notice={notice} />
    </Panel>
  );
}
