import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DESCRIPTION_COUNTER,
  TICKET_DESCRIPTION_MIN,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_TITLE_MAX,
  TICKET_TITLE_MIN,
} from '@lobby/contract-support';
import { ApiError, useCurrentUser } from '@lobby/shared-api';
import {
  ErrorAlert,
  Button,
  Card,
  CloseIcon,
  FieldError,
  Loader,
  Page,
  PageTitle,
  SelectField,
  TextAreaField,
  TextField,
  UploadIcon,
} from '@lobby/shared-ui';
import { createTicket, ticketKeys } from '../api/tickets';
import { TICKET_LOADER_MS, useSpecLoader } from '../hooks/use-spec-loader';

type Field = 'title' | 'category' | 'priority' | 'description' | 'attachments';
type Errors = Partial<Record<Field, string>>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Files = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

const Label = styled.span`
  display: block;
  font-weight: 600;
  margin-bottom: 6px;
`;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function validate(values: { title: string; category: string; description: string }): Errors {
  const errors: Errors = {};
  const title = values.title.trim();
  if (!title) errors.title = TICKET_MESSAGES.titleRequired;
  else if (title.length < TICKET_TITLE_MIN) errors.title = TICKET_MESSAGES.titleMin;
  if (!values.category) errors.category = TICKET_MESSAGES.category;
  const description = values.description.trim();
  if (!description) errors.description = TICKET_MESSAGES.descriptionRequired;
  else if (description.length < TICKET_DESCRIPTION_MIN)
    errors.description = TICKET_MESSAGES.descriptionMin;
  return errors;
}

function CreateForm() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [priority, setPriority] = useState('medium');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: createTicket,
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: ticketKeys.list() });
      client.setQueryData(ticketKeys.detail(res.data.id), { success: true, data: res.data });
      void navigate(`/tickets/${res.data.id}`);
    },
    onError: (error) => {
      const map = error instanceof ApiError ? error.errors : {};
      const keys = Object.keys(map);
      if (keys.length) {
        const next: Errors = {};
        for (const k of keys) {
          const field = (k.startsWith('attachments') ? 'attachments' : k) as Field;
          const msg = map[k];
          next[field] = Array.isArray(msg) ? msg[0] : String(msg);
        }
        setErrors(next);
        setFailure(null);
      } else setFailure('Failed to create ticket. Please try again.');
    },
  });

  const clear = (field: Field) =>
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _removed, ...rest } = e;
      return rest;
    });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!picked.length) return;
    clear('attachments');
    if (files.length + picked.length > TICKET_ATTACHMENTS_MAX) {
      setErrors((e) => ({ ...e, attachments: TICKET_MESSAGES.tooManyFiles }));
      return;
    }
    const large = picked.filter((f) => f.size > TICKET_ATTACHMENT_MAX_BYTES);
    if (large.length) {
      setErrors((e) => ({
        ...e,
        attachments: large.map((f) => TICKET_MESSAGES.fileTooLarge(f.name)).join(', '),
      }));
      return;
    }
    setFiles((current) => [...current, ...picked]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ title, category, description });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    mutation.mutate({ title, category, priority, description, attachments: files });
  };

  const busy = mutation.isPending;
  return (
    <Page>
      <PageTitle>Create Support Ticket</PageTitle>
      <Card>
        <Form onSubmit={submit} noValidate>
          <ErrorAlert>{failure}</ErrorAlert>
          <TextField
            label="Title"
            required
            maxLength={TICKET_TITLE_MAX}
            value={title}
            error={errors.title}
            placeholder="Brief description of your issue"
            onChange={(e) => {
              setTitle(e.target.value);
              clear('title');
            }}
          />
          <Row>
            <SelectField
              label="Category"
              required
              value={category}
              error={errors.category}
              onChange={(e) => {
                setCategory(e.target.value);
                clear('category');
              }}
            >
              <option value="">Select a category</option>
              {TICKET_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {TICKET_CATEGORY_LABELS[c]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Priority"
              value={priority}
              error={errors.priority}
              onChange={(e) => {
                setPriority(e.target.value);
                clear('priority');
              }}
            >
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {TICKET_PRIORITY_LABELS[p]}
                </option>
              ))}
            </SelectField>
          </Row>
          <TextAreaField
            label="Description"
            required
            rows={8}
            value={description}
            error={errors.description}
            placeholder="Please describe your issue in detail"
            hint={`${description.length}/${TICKET_DESCRIPTION_COUNTER} characters`}
            onChange={(e) => {
              setDescription(e.target.value);
              clear('description');
            }}
          />
          <div>
            <Label id="attachments-label">Attachments (optional)</Label>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={TICKET_ATTACHMENT_ACCEPT}
              aria-labelledby="attachments-label"
              data-testid="attachments-input"
              onChange={onFiles}
            />
            <Button
              type="button"
              $variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={busy || files.length >= TICKET_ATTACHMENTS_MAX}
            >
              <UploadIcon size={16} aria-hidden="true" /> Add files
            </Button>
            <div>
              <small>Up to 5 files, 10MB each: images, PDF, TXT, DOC, DOCX.</small>
            </div>
            {errors.attachments ? <FieldError role="alert">{errors.attachments}</FieldError> : null}
            {files.length ? (
              <Files aria-label="Selected files">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>
                      {f.name} <small>({formatSize(f.size)})</small>
                    </span>
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={`Remove ${f.name}`}
                      disabled={busy}
                      onClick={() => {
                        setFiles((cur) => cur.filter((_, j) => j !== i));
                        clear('attachments');
                      }}
                    >
                      <CloseIcon size={14} aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </Files>
            ) : null}
          </div>
          <Actions>
            <Button as={Link} to="/tickets" $variant="secondary">
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating Ticket...' : 'Create Ticket'}
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}

/** /tickets/create — a new support ticket; visitors go to /tickets. */
export function TicketCreatePage() {
  const user = useCurrentUser();
  const waiting = useSpecLoader(TICKET_LOADER_MS.form, false, 'form');
  if (!user) return <Navigate to="/tickets" replace />;
  if (waiting) return <Loader label="Loading form..." />;
  return <CreateForm />;
}

export default TicketCreatePage;
